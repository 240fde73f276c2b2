import { MAX_MONITOR_CONDITIONS, type MonitorConditionInput } from '@console/core';
import { useMessage } from '@console/core/react';
import { Button } from '@console/ui';
import { useState } from 'react';
import * as styles from './cloud-monitor-wizard.css';
import { ConditionDialog } from './condition-dialog';
import { fieldError, type MonitorPageProps } from './page-props';

/**
 * Conditions (002 §3, §4.7): the monitor's conditions in a table; add, edit, remove, enable and
 * disable; only the condition types of the monitor's type are offered.
 */
export default function ConditionsPage({ draft, update, issues }: MonitorPageProps) {
  const t = useMessage();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const conditions = draft.conditions;
  const set = (next: MonitorConditionInput[]) => update({ conditions: next });
  const label = (condition: MonitorConditionInput) =>
    condition.conditionName?.trim() || t(`cloudMonitors.condition.${condition.type}`);
  return (
    <div className={styles.page}>
      <div>
        <Button
          variant="primary"
          disabled={conditions.length >= MAX_MONITOR_CONDITIONS}
          onClick={() => setEditing('new')}
        >
          {t('monitorWizards.conditions.add')}
        </Button>
      </div>
      {conditions.length === 0 ? (
        <p className={styles.note}>{t('monitorWizards.conditions.empty')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.cell}>{t('monitorWizards.conditions.name')}</th>
              <th className={styles.cell}>{t('monitorWizards.conditions.type')}</th>
              <th className={styles.cell}>{t('monitorWizards.conditions.severity')}</th>
              <th className={styles.cell}>{t('monitorWizards.conditions.state')}</th>
              <th className={styles.cell}>{t('monitorWizards.conditions.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {conditions.map((condition, index) => {
              const enabled = condition.enabled !== false;
              const rowIssues = issues.filter((issue) => issue.path.startsWith(`conditions.${index}.`));
              return (
                <tr key={condition.uid ?? `new-${index}`}>
                  <td className={styles.cell}>
                    {label(condition)}
                    {rowIssues[0] ? <p role="alert">{fieldError(rowIssues, rowIssues[0].path, t)}</p> : null}
                  </td>
                  <td className={styles.cell}>{t(`cloudMonitors.condition.${condition.type}`)}</td>
                  <td className={styles.cell}>
                    {t(`cloudMonitors.severity.${condition.severity ?? 'NONE'}`)}
                  </td>
                  <td className={styles.cell}>
                    {t(enabled ? 'monitorWizards.conditions.enabled' : 'monitorWizards.conditions.disabled')}
                  </td>
                  <td className={styles.cell}>
                    {/* biome-ignore lint/a11y/useSemanticElements: a group of row buttons */}
                    <div
                      className={styles.actions}
                      role="group"
                      aria-label={t('monitorWizards.conditions.rowActions', { name: label(condition) })}
                    >
                      <Button size="sm" onClick={() => setEditing(index)}>
                        {t('monitorWizards.conditions.edit')}
                      </Button>
                      <Button
                        size="sm"
                        onClick={() =>
                          set(conditions.map((c, i) => (i === index ? { ...c, enabled: !enabled } : c)))
                        }
                      >
                        {t(
                          enabled ? 'monitorWizards.conditions.disable' : 'monitorWizards.conditions.enable',
                        )}
                      </Button>
                      <Button size="sm" onClick={() => set(conditions.filter((_, i) => i !== index))}>
                        {t('monitorWizards.conditions.remove')}
                      </Button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {fieldError(issues, 'conditions', t) ? <p role="alert">{fieldError(issues, 'conditions', t)}</p> : null}
      {editing !== null ? (
        <ConditionDialog
          condition={editing === 'new' ? null : (conditions[editing] ?? null)}
          monitorType={draft.monitorType}
          onCancel={() => setEditing(null)}
          onApply={(condition) => {
            set(
              editing === 'new'
                ? [...conditions, condition]
                : conditions.map((c, i) => (i === editing ? condition : c)),
            );
            setEditing(null);
          }}
        />
      ) : null}
    </div>
  );
}
