/**
 * Backup runs of devices (002 §3 Backup job): what each device's agent reported after a scheduled
 * or "Back up now" backup (`backup.result`), newest kept (MAX_BACKUP_RUNS_PER_DEVICE per device).
 */
import { bigint, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { divisionRef } from './division';
import { nodes } from './nodes';

/** One backup run on a device. */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    /** The policy's backup job (`backupPlans.jobs[].id`), null for a job run without one. */
    planJobId: uuid('plan_job_id'),
    jobName: text('job_name').notNull(),
    trigger: text('trigger').$type<'SCHEDULE' | 'NOW'>().notNull(),
    backupKind: text('backup_kind').$type<'FULL' | 'INCREMENTAL'>().notNull(),
    status: text('status').$type<'COMPLETED' | 'FAILED' | 'CANCELLED'>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    revision: text('revision'),
    files: integer('files').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    error: text('error'),
  },
  (t) => [index('backup_runs_node_started_idx').on(t.nodeId, t.startedAt)],
);
