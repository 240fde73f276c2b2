import type { BackupJob, BackupJobInput } from '@console/core';
import { useMessage } from '@console/core/react';
import { Banner, Spinner } from '@console/ui';
import { useState } from 'react';
import { RecordsSection } from '../shared/records-section';
import { usePolicyBackupPlans } from '../shared/use-policy-backup-plans';
import { BackupJobWizard } from './backup-job-wizard';
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
  const edit = (index: number | null) => {
    setNotice(null);
    setEditing({ index });
  };
  const column = (id: 'name' | 'destination' | 'schedule' | 'enabled', cell: (job: BackupJob) => string) => ({
    id,
    header: t(`backupWizards.plans.column.${id}`),
    cell,
  });

  return (
    <RecordsSection
      headingId={`backup-jobs-${policyId}`}
      texts={{
        title: t('backupWizards.plans.jobs'),
        add: t('backupWizards.plans.addJob'),
        empty: t('backupWizards.plans.empty'),
        actions: t('backupWizards.plans.actions'),
        edit: t('backupWizards.plans.edit'),
        remove: t('backupWizards.plans.remove'),
        editOne: (name) => t('backupWizards.plans.editJob', { name }),
        removeOne: (name) => t('backupWizards.plans.removeJob', { name }),
        removeBody: (name) => t('backupWizards.plans.removeBody', { name }),
      }}
      items={jobs}
      keyOf={(job, index) => job.id ?? index}
      nameOf={(job) => job.jobName}
      columns={[
        column('name', (job) => job.jobName),
        column('destination', (job) =>
          job.destinationType === 'LOCAL'
            ? job.localDestinationPath
            : `${job.networkDestinationName} (${job.networkDestinationPath})`,
        ),
        column('schedule', (job) => t(`backupWizards.job.scheduleType.${job.schedule.type}`)),
        column('enabled', (job) => t(job.enabled ? 'backupWizards.plans.yes' : 'backupWizards.plans.no')),
      ]}
      canEdit={canEdit}
      notice={
        notice ? (
          <div role={notice.tone === 'danger' ? 'alert' : 'status'}>
            <Banner tone={notice.tone}>{notice.text}</Banner>
          </div>
        ) : null
      }
      onAdd={() => edit(null)}
      onEdit={(_, index) => edit(index)}
      onRemove={async (_, index) => {
        try {
          await save(jobs.filter((_job, i) => i !== index));
        } catch (error) {
          setNotice({ tone: 'danger', text: (error as Error).message });
        }
      }}
    >
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
    </RecordsSection>
  );
}
