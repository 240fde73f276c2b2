/**
 * Device jobs: work for the agents on devices (scripts, installs, patches...), created by
 * `scripting.run` and shown as the organization dashboard's running jobs. Not to be confused
 * with the server's own background jobs (`src/jobs/schema.ts`, table `background_jobs`).
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { divisionRef } from './division';
import { nodes } from './nodes';
import { organizationRef } from './organizations';

/** Jobs run on devices by their agents (the organization dashboard's running jobs). */
export const deviceJobs = pgTable(
  'device_jobs',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    clientId: organizationRef(),
    nodeId: integer('node_id').references(() => nodes.id, { onDelete: 'cascade' }),
    jobType: text('job_type').notNull(),
    name: text('name').notNull(),
    status: text('status').$type<'QUEUED' | 'RUNNING' | 'COMPLETED' | 'FAILED' | 'CANCELLED'>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('device_jobs_client_status_idx').on(t.clientId, t.status)],
);
