import type { BackupJob, BackupJobInput } from '@console/core';
import { useMessage } from '@console/core/react';
import { Banner, Button, ConfirmDialog, Spinner, VisuallyHidden } from '@console/ui';
import { useState } from 'react';
import { usePolicyBackupPlans } from '../shared/use-policy-backup-plans';
import { BackupJobWizard } from './backup-job-wizard';
import * as styles from './backup-wizard.css';
import { BackupTexts } from './texts';

/** Props of {@link BackupJobsSection}. */
export interface BackupJobsSectionProps {
  /** The policy whose backup jobs are shown and saved. */
  policyId: number;
  /** The policy's node class (for the update permission); leave out when not known. */
  nodeClass?: string | null;
  /** Called after each save with the saved (masked) jobs. */
  onSaved?: (jobs: BackupJob[]) => void;
}

type Editing = { index: number | null } | null;

/**
 * A policy's backup jobs (the policy editor's backup section, 002 §3 Policy `backup.backupPlans`):
 * a table with Name, Destination, Schedule and Enabled, 'Add backup job' and per row Edit and
 * Remove. Add and Edit open the {@link BackupJobWizard} (EDIT mode for an existing job); Done
 * saves the whole plan set with PUT /policy/{id}/backup, so the server runs the same rules, seals
 * the passwords and answers them masked; a refused save keeps the wizard open with the reason.
 * Without the policy update permission the table is read-only.
 * @example <BackupJobsSection policyId={12} />
 */
export function BackupJobsSection(props: BackupJobsSectionProps) {
  return (
    <BackupTexts>
      <JobsSection {...props} />
    </BackupTexts>
  );
}

function JobsSection({ policyId, nodeClass, onSaved }: BackupJobsSectionProps) {
  const t = useMessage();
  const { loaded, canEdit, save: savePlans } = usePolicyBackupPlans(policyId, nodeClass);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  if (loaded.isError) return <Banner tone="danger">{t('backupWizards.loadError')}</Banner>;
  if (!loaded.data) return <Spinner label={t('backupWizards.plans.title')} />;
  const plans = loaded.data.backupPlans;
  const jobs = plans.jobs;

  const save = async (next: BackupJobInput[]) => {
    const saved = await savePlans({ ...plans, jobs: next });
    setNotice({ tone: 'success', text: t('backupWizards.plans.saved') });
    onSaved?.(saved.jobs);
  };
  const saveJob = async (job: BackupJobInput): Promise<true | string> => {
    const index = editing?.index ?? null;
    const next = index === null ? [...jobs, job] : jobs.map((current, i) => (i === index ? job : current));
    try {
      await save(next);
      return true;
    } catch (error) {
      return (error as Error).message;
    }
  };
  const schedule = (job: BackupJob) => t(`backupWizards.job.scheduleType.${job.schedule.type}`);
  const destination = (job: BackupJob) =>
    job.destinationType === 'LOCAL'
      ? job.localDestinationPath
      : `${job.networkDestinationName} (${job.networkDestinationPath})`;
  const removed = removing === null ? undefined : jobs[removing];

  return (
    <section className={styles.section} aria-labelledby={`backup-jobs-${policyId}`}>
      <div className={styles.sectionHeader}>
        <h2 className={styles.heading} id={`backup-jobs-${policyId}`}>
          {t('backupWizards.plans.jobs')}
        </h2>
        {canEdit ? (
          <Button
            onClick={() => {
              setNotice(null);
              setEditing({ index: null });
            }}
          >
            {t('backupWizards.plans.addJob')}
          </Button>
        ) : null}
      </div>
      {notice ? (
        <div role={notice.tone === 'danger' ? 'alert' : 'status'}>
          <Banner tone={notice.tone}>{notice.text}</Banner>
        </div>
      ) : null}
      {jobs.length === 0 ? (
        <p>{t('backupWizards.plans.empty')}</p>
      ) : (
        <table className={styles.table} aria-label={t('backupWizards.plans.jobs')}>
          <thead>
            <tr>
              {(['name', 'destination', 'schedule', 'enabled'] as const).map((column) => (
                <th key={column} className={styles.cell} scope="col">
                  {t(`backupWizards.plans.column.${column}`)}
                </th>
              ))}
              <th className={styles.cell} scope="col">
                <VisuallyHidden>{t('backupWizards.plans.actions')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {jobs.map((job, index) => (
              <tr key={job.id ?? index}>
                <td className={styles.cell}>{job.jobName}</td>
                <td className={styles.cell}>{destination(job)}</td>
                <td className={styles.cell}>{schedule(job)}</td>
                <td className={styles.cell}>
                  {t(job.enabled ? 'backupWizards.plans.yes' : 'backupWizards.plans.no')}
                </td>
                <td className={styles.cell}>
                  {canEdit ? (
                    <div className={styles.actions}>
                      <Button
                        size="sm"
                        aria-label={t('backupWizards.plans.editJob', { name: job.jobName })}
                        onClick={() => {
                          setNotice(null);
                          setEditing({ index });
                        }}
                      >
                        {t('backupWizards.plans.edit')}
                      </Button>
                      <Button
                        size="sm"
                        aria-label={t('backupWizards.plans.removeJob', { name: job.jobName })}
                        onClick={() => setRemoving(index)}
                      >
                        {t('backupWizards.plans.remove')}
                      </Button>
                    </div>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing ? (
        <BackupJobWizard
          key={editing.index ?? 'new'}
          {...(editing.index === null ? {} : { job: jobs[editing.index] })}
          onSave={saveJob}
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removed !== undefined}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('backupWizards.plans.removeJob', { name: removed?.jobName ?? '' })}
        confirmLabel={t('backupWizards.plans.remove')}
        tone="danger"
        onConfirm={async () => {
          try {
            await save(jobs.filter((_, i) => i !== removing));
          } catch (error) {
            setNotice({ tone: 'danger', text: (error as Error).message });
          }
          setRemoving(null);
        }}
      >
        {t('backupWizards.plans.removeBody', { name: removed?.jobName ?? '' })}
      </ConfirmDialog>
    </section>
  );
}
