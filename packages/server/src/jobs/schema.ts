/** The background job queue's table (server/src/jobs): one row per run of a job. */
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { divisions } from '../db/schema/division';
import { users } from '../db/schema/users';

/**
 * The states of a background job: `queued` (waiting for its `run_at`), `running` (claimed by a
 * worker), `succeeded`, `failed` (the last attempt failed; the next one waits for its back-off at
 * `run_at`), `dead` (failed with no attempt left: the dead letter), `cancelled`.
 */
export type BackgroundJobState = 'queued' | 'running' | 'succeeded' | 'failed' | 'dead' | 'cancelled';

/** Background jobs: what to run (`kind`, `payload`), when (`run_at`), who runs it and how it went. */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state').$type<BackgroundJobState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** The worker holding the job while running, then the one that ran its last attempt: `host:pid:random`. */
    lockedBy: text('locked_by'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'cascade' }),
    /** 0–100 while running, when the handler reports it. */
    progress: smallint('progress'),
    result: jsonb('result'),
    /** At most one pending (queued, running or failed) job per key (recurring jobs, "scan this file"). */
    singletonKey: text('singleton_key'),
    /** A recurring job's schedule (core's `Schedule`); the next run is queued when this one ends. */
    schedule: jsonb('schedule'),
    /** Which occurrence of its schedule this run is (1 for the first). */
    occurrence: integer('occurrence').notNull().default(1),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('background_jobs_claim_idx').on(t.runAt).where(sql`${t.state} IN ('queued', 'failed')`),
    index('background_jobs_running_idx').on(t.lockedAt).where(sql`${t.state} = 'running'`),
    uniqueIndex('background_jobs_singleton_idx')
      .on(t.singletonKey)
      .where(sql`${t.state} IN ('queued', 'running', 'failed')`),
    index('background_jobs_created_by_idx').on(t.createdBy),
  ],
);

/** A row of {@link backgroundJobs}. */
export type BackgroundJobRow = typeof backgroundJobs.$inferSelect;
