import { BACKUP_PASSWORD_MASK, type BackupJobInput } from '@console/core';
import type { Story } from '@ladle/react';
import { action } from '@ladle/react';
import { StoryConsole } from '../fixtures/story-console';
import { type BackupJobStepId, BackupJobWizard, newBackupJob } from './backup-job-wizard';
import { BackupJobsSection } from './backup-jobs-section';

export default { title: 'Monitor wizards / Backup job' };

const saved: BackupJobInput = {
  ...newBackupJob(),
  id: '5f0f3c56-8a43-4c55-9a43-2f1f4f1b2a01',
  jobName: 'Nightly',
  jobComment: 'Servers, weekdays',
  volumes: ['C:', 'D:'],
  splitImageFile: true,
  splitSizeMb: 4_096,
  destinationType: 'NETWORK_SHARE',
  networkDestinationName: 'NAS',
  networkDestinationPath: '\\\\nas\\backups',
  networkDomain: 'CONTOSO',
  networkUserName: 'svc-backup',
  networkPassword: BACKUP_PASSWORD_MASK,
  networkPasswordConfirm: BACKUP_PASSWORD_MASK,
  passwordType: 'PASSWORD',
  password: BACKUP_PASSWORD_MASK,
  passwordConfirm: BACKUP_PASSWORD_MASK,
};

function Wizard({ job, step }: { job?: BackupJobInput; step?: BackupJobStepId }) {
  return (
    <StoryConsole routes={{}}>
      <BackupJobWizard
        {...(job ? { job } : {})}
        {...(step ? { defaultStep: step } : {})}
        onSave={action('save')}
        onOpenChange={action('openChange')}
      />
    </StoryConsole>
  );
}

const schedule = (patch: NonNullable<BackupJobInput['schedule']>): BackupJobInput => ({
  ...saved,
  schedule: { ...saved.schedule, ...patch },
});

/** Basic of a new job: nothing entered yet (Next shows the per-field errors). */
export const NewBasic: Story = () => <Wizard />;
/** Basic in EDIT: name, compression, split and image password read-only; passwords stored (masked). */
export const EditBasic: Story = () => <Wizard job={saved} />;
/** Basic with a local destination and a password file. */
export const EditBasicLocal: Story = () => (
  <Wizard
    job={{
      ...saved,
      destinationType: 'LOCAL',
      localDestinationPath: 'E:\\Backups',
      passwordType: 'PASSWORD_FILEPATH',
      passwordPath: 'C:\\Keys\\backup.key',
    }}
  />
);
/** Schedule: continuous incremental (days, start and stop, every hour: 11 backups per day). */
export const ScheduleContinuous: Story = () => <Wizard job={saved} step="schedule" />;
/** Schedule: continuous incremental every 30 minutes. */
export const ScheduleEvery30Minutes: Story = () => (
  <Wizard job={schedule({ intervalUnit: 'MINUTES', interval: 30 })} step="schedule" />
);
/** Schedule: weekly full backups. */
export const ScheduleWeekly: Story = () => (
  <Wizard
    job={schedule({ type: 'WEEKLY', fullBackupWeekdays: ['SUNDAY'], fullBackupTime: '23:00' })}
    step="schedule"
  />
);
/** Schedule: monthly on the 1st and the 15th. */
export const ScheduleMonthly: Story = () => (
  <Wizard job={schedule({ type: 'MONTHLY', monthlyDays: [1, 15] })} step="schedule" />
);
/** Schedule: once, later. */
export const ScheduleLater: Story = () => (
  <Wizard job={schedule({ type: 'LATER', runLaterAt: '2030-01-02T03:00' })} step="schedule" />
);
/** Schedule: now (nothing more to choose). */
export const ScheduleNow: Story = () => <Wizard job={schedule({ type: 'NOW' })} step="schedule" />;
/** Advanced: the defaults. */
export const Advanced: Story = () => <Wizard job={saved} step="advanced" />;
/** Advanced: commands, throttling and a retention policy. */
export const AdvancedRetention: Story = () => (
  <Wizard
    job={{
      ...saved,
      advanced: {
        throttlePercent: 50,
        generateMD5File: true,
        preSnapshotCommand: 'net stop MSSQLSERVER',
        postSnapshotCommand: 'net start MSSQLSERVER',
        commandTimeoutMinutes: 10,
        retentionEnabled: true,
        retentionImageCount: 7,
      },
    }}
    step="advanced"
  />
);

const plans = (jobs: BackupJobInput[]) => ({
  resultCode: 'SUCCESS',
  policyId: 12,
  backupPlans: {
    jobs,
    managedFolders: [],
    ftpLocations: [],
    replicationTargets: [],
    agentSettings: null,
    applications: [],
  },
});

function Section({ answer }: { answer: unknown }) {
  return (
    <StoryConsole
      routes={{
        'GET /ws/policy/12/backup': answer,
        'PUT /ws/policy/12/backup': ({ body }: { body: unknown }) => ({
          ...plans([]),
          backupPlans: (body as { backupPlans: unknown }).backupPlans,
        }),
      }}
    >
      <BackupJobsSection policyId={12} onSaved={action('saved')} />
    </StoryConsole>
  );
}

/** The policy editor's backup jobs: one job (Edit, Remove, Add backup job). */
export const JobsSection: Story = () => <Section answer={plans([saved])} />;
/** The policy editor's backup jobs: none yet. */
export const JobsSectionEmpty: Story = () => <Section answer={plans([])} />;
/** The policy editor's backup jobs: loading fails. */
export const JobsSectionLoadError: Story = () => <Section answer={undefined} />;
