/**
 * The agent gateway's tables (issue 13, docs/agent.md): each enrolled device's agent credential
 * (the secret stored hashed), the run details of device jobs (what to run, and what came back)
 * and the device activity log (jobs, terminal sessions, actions: what happened on a device, by whom).
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { deviceJobs } from './device-jobs';
import { divisionRef } from './division';
import { nodes } from './nodes';

/** One agent credential per device: `authorization: Agent <nodeId>.<secret>`, the secret SHA-256 hashed. */
export const agentCredentials = pgTable('agent_credentials', {
  nodeId: integer('node_id')
    .primaryKey()
    .references(() => nodes.id, { onDelete: 'cascade' }),
  divisionId: divisionRef(),
  secretHash: text('secret_hash').notNull(),
  agentVersion: text('agent_version'),
  /** The enrollment token row it came from (informational: tokens are pruned). */
  enrollmentTokenId: integer('enrollment_token_id'),
  createdAt: createdAt(),
});

/**
 * What a device job runs (`kind`, `payload` of the agent contract) and its result: output, exit
 * code, duration and error. One row per `device_jobs` row that an agent runs.
 */
export const deviceJobRuns = pgTable(
  'device_job_runs',
  {
    jobId: integer('job_id')
      .primaryKey()
      .references(() => deviceJobs.id, { onDelete: 'cascade' }),
    divisionId: divisionRef(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** The user who asked for the job (activities), when a user did. */
    requestedBy: text('requested_by'),
    output: text('output').notNull().default(''),
    exitCode: integer('exit_code'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /**
     * When a user asked to cancel the running job: every server process tells the device's agent
     * (if connected to it) until the job ends.
     */
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    /** The user who asked to cancel the job (its cancel activity names them, not the starter). */
    cancelledBy: text('cancelled_by'),
    createdAt: createdAt(),
  },
  (t) => [index('device_job_runs_node_idx').on(t.nodeId)],
);

/**
 * Secrets of a device job kept out of its payload (the bare-metal restore's encryption passphrase):
 * `sealed` maps a payload field to its value sealed with the server's secret box. The gateway
 * opens them into the job offer it sends the device's agent, and the row goes when the job ends.
 */
export const deviceJobSecrets = pgTable('device_job_secrets', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => deviceJobs.id, { onDelete: 'cascade' }),
  sealed: jsonb('sealed').$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});

/**
 * A device's activity log: one line per thing that happened on or to the device (a job started or
 * ended, a terminal session, an action), newest first on the dashboard. Written through
 * `recordDeviceActivity` of `src/agents/activities.ts`.
 */
export const deviceActivities = pgTable(
  'device_activities',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    /** What kind of activity: `JOB_COMPLETED`, `JOB_FAILED`, `AGENT_ONLINE`, `TERMINAL_OPENED` ... */
    type: text('type').notNull(),
    /** The visible line (already rendered from the message catalogue). */
    message: text('message').notNull(),
    /** `success`, `failure` or `info`. */
    severity: text('severity').$type<'success' | 'failure' | 'info'>().notNull().default('info'),
    /** The user behind it (display name), null for the system or the agent. */
    userName: text('user_name'),
    jobId: integer('job_id').references(() => deviceJobs.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('device_activities_node_created_idx').on(t.nodeId, t.createdAt)],
);
