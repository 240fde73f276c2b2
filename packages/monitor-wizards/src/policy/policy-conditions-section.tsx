import type { PolicyCondition } from '@console/core';
import { useMessage } from '@console/core/react';
import { Banner, Button, ConfirmDialog, VisuallyHidden } from '@console/ui';
import { useState } from 'react';
import * as styles from './policy.css';
import { PolicyConditionDialog } from './policy-condition-dialog';
import { PolicyTexts } from './texts';
import { usePolicyRecord } from './use-policy-record';

/** Props of {@link PolicyConditionsSection}. */
export interface PolicyConditionsSectionProps {
  /** The policy whose conditions are shown and saved. */
  policyId: number;
}

type Editing = { uid: string | null } | null;

/**
 * The policy editor's Conditions section (002 §3 Policy `content.conditions`): a table with Name,
 * Condition, Severity, Priority and State, 'Add condition', and per row Edit, Enable or Disable
 * and Remove. Each change saves the policy's content with `PUT /policy` at once (the server runs
 * the same rules and keeps the backup plans); a refused save shows 'Error saving policy' and the
 * server's reason. Read-only without the policy update permission.
 * @example <PolicyConditionsSection policyId={12} />
 */
export function PolicyConditionsSection(props: PolicyConditionsSectionProps) {
  return (
    <PolicyTexts>
      <ConditionsSection {...props} />
    </PolicyTexts>
  );
}

function ConditionsSection({ policyId }: PolicyConditionsSectionProps) {
  const t = useMessage();
  const record = usePolicyRecord(policyId);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<PolicyCondition | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const { policy } = record;
  if (!policy) return null;
  const conditions = policy.content.conditions ?? [];
  const headingId = `policy-conditions-${policyId}`;

  const save = async (next: PolicyCondition[]) => {
    try {
      await record.save({ content: { ...policy.content, conditions: next } });
      setNotice({ tone: 'success', text: t('policyEditor.saved') });
      return true;
    } catch (error) {
      const reasons = Object.values((error as { fields?: Record<string, string> }).fields ?? {});
      setNotice({ tone: 'danger', text: [(error as Error).message, ...reasons].join(' ') });
      return false;
    }
  };
  const edited = editing?.uid ? conditions.find((c) => c.conditionUid === editing.uid) : undefined;

  return (
    <section className={styles.section} aria-labelledby={headingId} data-section="conditions">
      <div className={styles.sectionHeader}>
        <h2 className={styles.heading} id={headingId}>
          {t('policyEditor.conditions.title')}
        </h2>
        {record.canEdit ? (
          <Button
            onClick={() => {
              setNotice(null);
              setEditing({ uid: null });
            }}
          >
            {t('policyEditor.conditions.add')}
          </Button>
        ) : null}
      </div>
      {notice ? <Banner tone={notice.tone}>{notice.text}</Banner> : null}
      {conditions.length === 0 ? (
        <p>{t('policyEditor.conditions.empty')}</p>
      ) : (
        <table className={styles.table} aria-label={t('policyEditor.conditions.title')}>
          <thead>
            <tr>
              {(['name', 'type', 'severity', 'priority', 'state'] as const).map((column) => (
                <th key={column} className={styles.cell} scope="col">
                  {t(`policyEditor.conditions.column.${column}`)}
                </th>
              ))}
              <th className={styles.cell} scope="col">
                <VisuallyHidden>{t('policyEditor.conditions.actions')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {conditions.map((condition) => {
              const name = condition.conditionName;
              return (
                <tr key={condition.conditionUid} data-state={condition.enabled ? 'enabled' : 'disabled'}>
                  <td className={styles.cell}>{name}</td>
                  <td className={styles.cell}>{t(`policyEditor.condition.type.${condition.type}`)}</td>
                  <td className={styles.cell}>{t(`policyEditor.severity.${condition.severity}`)}</td>
                  <td className={styles.cell}>{t(`policyEditor.priority.${condition.priority}`)}</td>
                  <td className={styles.cell}>
                    {t(
                      condition.enabled
                        ? 'policyEditor.conditions.enabled'
                        : 'policyEditor.conditions.disabled',
                    )}
                  </td>
                  <td className={styles.cell}>
                    {record.canEdit ? (
                      <div className={styles.actions}>
                        <Button
                          size="sm"
                          aria-label={t('policyEditor.conditions.editOne', { name })}
                          onClick={() => {
                            setNotice(null);
                            setEditing({ uid: condition.conditionUid });
                          }}
                        >
                          {t('policyEditor.conditions.edit')}
                        </Button>
                        <Button
                          size="sm"
                          aria-label={t(
                            condition.enabled
                              ? 'policyEditor.conditions.disableOne'
                              : 'policyEditor.conditions.enableOne',
                            { name },
                          )}
                          onClick={() =>
                            void save(
                              conditions.map((c) =>
                                c.conditionUid === condition.conditionUid ? { ...c, enabled: !c.enabled } : c,
                              ),
                            )
                          }
                        >
                          {t(
                            condition.enabled
                              ? 'policyEditor.conditions.disable'
                              : 'policyEditor.conditions.enable',
                          )}
                        </Button>
                        <Button
                          size="sm"
                          aria-label={t('policyEditor.conditions.removeOne', { name })}
                          onClick={() => setRemoving(condition)}
                        >
                          {t('policyEditor.conditions.remove')}
                        </Button>
                      </div>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {editing ? (
        <PolicyConditionDialog
          condition={edited ?? null}
          onCancel={() => setEditing(null)}
          onApply={(condition) => {
            const next = edited
              ? conditions.map((c) => (c.conditionUid === condition.conditionUid ? condition : c))
              : [...conditions, condition];
            void save(next).then((saved) => {
              if (saved) setEditing(null);
            });
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('policyEditor.conditions.removeOne', { name: removing?.conditionName ?? '' })}
        confirmLabel={t('policyEditor.conditions.remove')}
        tone="danger"
        onConfirm={async () => {
          const uid = removing?.conditionUid;
          await save(conditions.filter((c) => c.conditionUid !== uid));
          setRemoving(null);
        }}
      >
        {t('policyEditor.conditions.removeBody', { name: removing?.conditionName ?? '' })}
      </ConfirmDialog>
    </section>
  );
}
