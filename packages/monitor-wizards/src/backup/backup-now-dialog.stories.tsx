import type { Story } from '@ladle/react';
import { action } from '@ladle/react';
import { backupJobs, backupRuns } from '../fixtures/device-backups';
import { StoryConsole } from '../fixtures/story-console';
import { BackupNowDialog } from './backup-now-dialog';

export default { title: 'Monitor wizards / Back up now' };

function BackupNow({
  answer,
  send = { resultCode: 'SUCCESS', jobId: 901 },
}: {
  answer: unknown;
  send?: unknown;
}) {
  return (
    <StoryConsole routes={{ 'GET /ws/node/9/backup': answer, 'POST /ws/node/9/backup': send }}>
      <BackupNowDialog open deviceId={9} onOpenChange={action('openChange')} onSent={action('sent')} />
    </StoryConsole>
  );
}

/** The device's backup jobs and its latest runs (backed up now, scheduled, failed). */
export const JobsAndRuns: Story = () => (
  <BackupNow answer={{ policyId: 4, jobs: backupJobs, runs: backupRuns }} />
);
/** One job (chosen already) and no run yet. */
export const OneJobNoRuns: Story = () => (
  <BackupNow answer={{ policyId: 4, jobs: [backupJobs[0]], runs: [] }} />
);
/** The device's policy has no backup job. */
export const NoJobs: Story = () => <BackupNow answer={{ policyId: 4, jobs: [], runs: [] }} />;
/** Loading fails. */
export const LoadError: Story = () => <BackupNow answer={undefined} />;
/** Sending fails (the server refuses). */
export const SendError: Story = () => (
  <BackupNow answer={{ policyId: 4, jobs: backupJobs, runs: backupRuns }} send={undefined} />
);
