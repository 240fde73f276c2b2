/**
 * The backup schedule on a connected agent: `backup.schedule` from the server replaces the jobs
 * the scheduler runs (./scheduler.ts); every backup run (scheduled, or a "Back up now" device job)
 * goes to the server as `backup.result`.
 */
import type { BackupRunReport } from '@console/core';
import { onBackupRun } from '../backup/reports';
import type { Executor } from '../executor';
import type { HandlerRegistry } from '../handlers';
import { type BackupScheduler, createBackupScheduler } from './scheduler';

/** What {@link startBackupSchedule} needs. */
export interface BackupScheduleOptions {
  handlers: HandlerRegistry;
  stateDir: string;
  workDir: string;
  executor: Executor;
}

/**
 * Starts the agent's backup schedule and answers a stopper.
 * @example const stop = await startBackupSchedule({ handlers, stateDir, workDir, executor }); ... await stop();
 */
export async function startBackupSchedule(options: BackupScheduleOptions): Promise<() => Promise<void>> {
  const send = (report: BackupRunReport) => options.handlers.send({ type: 'backup.result', ...report });
  const scheduler: BackupScheduler = await createBackupScheduler({ ...options, send });
  const off = onBackupRun(options.stateDir, (report) => scheduler.report(report));
  options.handlers.register({
    'backup.schedule': async (message) => {
      scheduler.flush();
      await scheduler.update({ policyId: message.policyId, jobs: message.jobs });
    },
  });
  return async () => {
    off();
    await scheduler.stop();
  };
}
