import type { PolicyAutomation, Translate } from '@console/core';
import { useMessage } from '@console/core/react';
import { Banner, Button, ConfirmDialog, VisuallyHidden } from '@console/ui';
import { useState } from 'react';
import * as styles from './policy.css';
import { PolicyAutomationDialog } from './policy-automation-dialog';
import { PolicyAutomationTexts } from './policy-automation-texts';
import { PolicyTexts } from './texts';
import { usePolicyRecord } from './use-policy-record';

/** Props of {@link PolicyAutomationsSection}. */
export interface PolicyAutomationsSectionProps {
  /** The policy whose scheduled automations are shown and saved. */
  policyId: number;
}

const pad = (value: number | null) => String(value ?? 0).padStart(2, '0');

/** A recurrence in words ('Weekly on Monday, Thursday at 22:30'). */
function summary(automation: PolicyAutomation, t: Translate): string {
  const time = `${pad(automation.runAtHour)}:${pad(automation.runAtMinute)}`;
  if (automation.repeats === 'WEEKLY') {
    const days = automation.daysOfWeek.map((day) => t(`policyEditor.automation.day.${day}`)).join(', ');
    return t('policyEditor.automations.summary.WEEKLY', { days, time });
  }
  if (automation.repeats === 'MONTHLY')
    return t('policyEditor.automations.summary.MONTHLY', { day: automation.dayOfMonth ?? 1, time });
  return t('policyEditor.automations.summary.DAILY', { time });
}

/**
 * The policy editor's Scheduled automation section (002 §3 Policy `content.actionsetSchedules`):
 * a table with Name, Automation, Schedule and State, 'Add scheduled automation', and per row Edit
 * and Remove. Each change saves the policy's content with `PUT /policy` at once (the server runs
 * the same rules); a refused save shows the server's reason. Read-only without the policy update
 * permission.
 * @example <PolicyAutomationsSection policyId={12} />
 */
export function PolicyAutomationsSection(props: PolicyAutomationsSectionProps) {
  return (
    <PolicyTexts>
      <PolicyAutomationTexts>
        <AutomationsSection {...props} />
      </PolicyAutomationTexts>
    </PolicyTexts>
  );
}

function AutomationsSection({ policyId }: PolicyAutomationsSectionProps) {
  const t = useMessage();
  const record = usePolicyRecord(policyId);
  const [editing, setEditing] = useState<{ uid: string | null } | null>(null);
  const [removing, setRemoving] = useState<PolicyAutomation | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const { policy } = record;
  if (!policy) return null;
  const automations = policy.content.actionsetSchedules ?? [];
  const headingId = `policy-automations-${policyId}`;
  const save = async (next: PolicyAutomation[]) => {
    try {
      await record.save({ content: { ...policy.content, actionsetSchedules: next } });
      setNotice({ tone: 'success', text: t('policyEditor.saved') });
      return true;
    } catch (error) {
      const reasons = Object.values((error as { fields?: Record<string, string> }).fields ?? {});
      setNotice({ tone: 'danger', text: [(error as Error).message, ...reasons].join(' ') });
      return false;
    }
  };
  const edited = editing?.uid ? automations.find((a) => a.actionsetScheduleUid === editing.uid) : undefined;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-section="automations">
      <div className={styles.sectionHeader}>
        <h2 className={styles.heading} id={headingId}>
          {t('policyEditor.automations.title')}
        </h2>
        {record.canEdit ? (
          <Button
            onClick={() => {
              setNotice(null);
              setEditing({ uid: null });
            }}
          >
            {t('policyEditor.automations.add')}
          </Button>
        ) : null}
      </div>
      {notice ? <Banner tone={notice.tone}>{notice.text}</Banner> : null}
      {automations.length === 0 ? (
        <p>{t('policyEditor.automations.empty')}</p>
      ) : (
        <table className={styles.table} aria-label={t('policyEditor.automations.title')}>
          <thead>
            <tr>
              {(['name', 'automation', 'schedule', 'state'] as const).map((column) => (
                <th key={column} className={styles.cell} scope="col">
                  {t(`policyEditor.automations.column.${column}`)}
                </th>
              ))}
              <th className={styles.cell} scope="col">
                <VisuallyHidden>{t('policyEditor.automations.actions')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {automations.map((automation) => {
              const name = automation.actionsetScheduleName;
              return (
                <tr key={automation.actionsetScheduleUid}>
                  <td className={styles.cell}>{name}</td>
                  <td className={styles.cell}>{automation.scriptName}</td>
                  <td className={styles.cell}>{summary(automation, t)}</td>
                  <td className={styles.cell}>
                    {t(
                      automation.enabled
                        ? 'policyEditor.automations.enabled'
                        : 'policyEditor.automations.disabled',
                    )}
                  </td>
                  <td className={styles.cell}>
                    {record.canEdit ? (
                      <div className={styles.actions}>
                        <Button
                          size="sm"
                          aria-label={t('policyEditor.automations.editOne', { name })}
                          onClick={() => {
                            setNotice(null);
                            setEditing({ uid: automation.actionsetScheduleUid });
                          }}
                        >
                          {t('policyEditor.automations.edit')}
                        </Button>
                        <Button
                          size="sm"
                          aria-label={t('policyEditor.automations.removeOne', { name })}
                          onClick={() => setRemoving(automation)}
                        >
                          {t('policyEditor.automations.remove')}
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
        <PolicyAutomationDialog
          automation={edited ?? null}
          onCancel={() => setEditing(null)}
          onApply={(automation) => {
            const next = edited
              ? automations.map((a) =>
                  a.actionsetScheduleUid === automation.actionsetScheduleUid ? automation : a,
                )
              : [...automations, automation];
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
        title={t('policyEditor.automations.removeOne', { name: removing?.actionsetScheduleName ?? '' })}
        confirmLabel={t('policyEditor.automations.remove')}
        tone="danger"
        onConfirm={async () => {
          const uid = removing?.actionsetScheduleUid;
          await save(automations.filter((a) => a.actionsetScheduleUid !== uid));
          setRemoving(null);
        }}
      >
        {t('policyEditor.automations.removeBody', { name: removing?.actionsetScheduleName ?? '' })}
      </ConfirmDialog>
    </section>
  );
}
