import type { PolicyMonitor } from '@console/core';
import { useMessage } from '@console/core/react';
import { Banner, Button, ConfirmDialog, VisuallyHidden } from '@console/ui';
import { useState } from 'react';
import * as styles from './policy.css';
import { PolicyMonitorDialog } from './policy-monitor-dialog';
import { PolicyMonitorTexts } from './policy-monitor-texts';
import { PolicyTexts } from './texts';
import { usePolicyRecord } from './use-policy-record';

/** Props of {@link PolicyMonitorsSection}. */
export interface PolicyMonitorsSectionProps {
  /** The policy whose monitors are shown and saved. */
  policyId: number;
}

/**
 * The policy editor's Monitors section (002 §3 Policy `content.monitors`): a table with Name,
 * Monitor, Watches, Every and State, 'Add monitor', and per row Edit and Remove. Each change saves
 * the policy's content with `PUT /policy` at once (the server runs the same rules); a refused save
 * shows the server's reason. Read-only without the policy update permission.
 * @example <PolicyMonitorsSection policyId={12} />
 */
export function PolicyMonitorsSection(props: PolicyMonitorsSectionProps) {
  return (
    <PolicyTexts>
      <PolicyMonitorTexts>
        <MonitorsSection {...props} />
      </PolicyMonitorTexts>
    </PolicyTexts>
  );
}

function MonitorsSection({ policyId }: PolicyMonitorsSectionProps) {
  const t = useMessage();
  const record = usePolicyRecord(policyId);
  const [editing, setEditing] = useState<{ uid: string | null } | null>(null);
  const [removing, setRemoving] = useState<PolicyMonitor | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const { policy } = record;
  if (!policy) return null;
  const monitors = policy.content.monitors ?? [];
  const headingId = `policy-monitors-${policyId}`;
  const save = async (next: PolicyMonitor[]) => {
    try {
      await record.save({ content: { ...policy.content, monitors: next } });
      setNotice({ tone: 'success', text: t('policyEditor.saved') });
      return true;
    } catch (error) {
      const reasons = Object.values((error as { fields?: Record<string, string> }).fields ?? {});
      setNotice({ tone: 'danger', text: [(error as Error).message, ...reasons].join(' ') });
      return false;
    }
  };
  const edited = editing?.uid ? monitors.find((a) => a.monitorUid === editing.uid) : undefined;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-section="monitors">
      <div className={styles.sectionHeader}>
        <h2 className={styles.heading} id={headingId}>
          {t('policyEditor.monitors.title')}
        </h2>
        {record.canEdit ? (
          <Button
            onClick={() => {
              setNotice(null);
              setEditing({ uid: null });
            }}
          >
            {t('policyEditor.monitors.add')}
          </Button>
        ) : null}
      </div>
      {notice ? <Banner tone={notice.tone}>{notice.text}</Banner> : null}
      {monitors.length === 0 ? (
        <p>{t('policyEditor.monitors.empty')}</p>
      ) : (
        <table className={styles.table} aria-label={t('policyEditor.monitors.title')}>
          <thead>
            <tr>
              {(['name', 'type', 'target', 'interval', 'state'] as const).map((column) => (
                <th key={column} className={styles.cell} scope="col">
                  {t(`policyEditor.monitors.column.${column}`)}
                </th>
              ))}
              <th className={styles.cell} scope="col">
                <VisuallyHidden>{t('policyEditor.monitors.actions')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {monitors.map((monitor) => {
              const name = monitor.monitorName;
              return (
                <tr key={monitor.monitorUid}>
                  <td className={styles.cell}>{name}</td>
                  <td className={styles.cell}>{t(`policyEditor.monitor.type.${monitor.type}`)}</td>
                  <td className={styles.cell}>
                    {monitor.type === 'TCP_PORT' ? `${monitor.target}:${monitor.port ?? ''}` : monitor.target}
                  </td>
                  <td className={styles.cell}>
                    {t('policyEditor.monitors.minutes', { count: monitor.intervalMinutes ?? 1 })}
                  </td>
                  <td className={styles.cell}>
                    {t(monitor.enabled ? 'policyEditor.monitors.enabled' : 'policyEditor.monitors.disabled')}
                  </td>
                  <td className={styles.cell}>
                    {record.canEdit ? (
                      <div className={styles.actions}>
                        <Button
                          size="sm"
                          aria-label={t('policyEditor.monitors.editOne', { name })}
                          onClick={() => {
                            setNotice(null);
                            setEditing({ uid: monitor.monitorUid });
                          }}
                        >
                          {t('policyEditor.monitors.edit')}
                        </Button>
                        <Button
                          size="sm"
                          aria-label={t('policyEditor.monitors.removeOne', { name })}
                          onClick={() => setRemoving(monitor)}
                        >
                          {t('policyEditor.monitors.remove')}
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
        <PolicyMonitorDialog
          monitor={edited ?? null}
          onCancel={() => setEditing(null)}
          onApply={(monitor) => {
            const next = edited
              ? monitors.map((a) => (a.monitorUid === monitor.monitorUid ? monitor : a))
              : [...monitors, monitor];
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
        title={t('policyEditor.monitors.removeOne', { name: removing?.monitorName ?? '' })}
        confirmLabel={t('policyEditor.monitors.remove')}
        tone="danger"
        onConfirm={async () => {
          const uid = removing?.monitorUid;
          await save(monitors.filter((a) => a.monitorUid !== uid));
          setRemoving(null);
        }}
      >
        {t('policyEditor.monitors.removeBody', { name: removing?.monitorName ?? '' })}
      </ConfirmDialog>
    </section>
  );
}
