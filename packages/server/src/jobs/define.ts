/**
 * Declaring a job: its kind, the zod schema of its payload and its handler. A domain declares its
 * jobs beside its routes and hands them to the job system; the API side enqueues them by the same
 * definition, the worker side runs them.
 */
import type { Schedule } from '@console/core';
import type { z } from 'zod';
import type { Database, Db } from '../db/client';

/** A log with the levels the job system uses (pino fits). */
export interface JobLog {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/**
 * What handlers get besides the database: each domain adds its runtime by module augmentation
 * (`declare module '../../jobs/define' { interface JobServices { scripting: ... } }`) and sets it
 * with `jobs.provide(...)` when it registers.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each domain through module augmentation
export interface JobServices {}

/** The run a handler is working on. */
export interface JobRun {
  id: number;
  kind: string;
  /** 1 on the first attempt. */
  attempt: number;
  maxAttempts: number;
  /** The user who enqueued the job, if any. */
  createdBy: number | null;
  divisionId: number | null;
  runAt: Date;
  /** The occurrence of its schedule (recurring jobs), 1 otherwise. */
  occurrence: number;
}

/** What a handler gets with its payload. */
export interface JobContext {
  job: JobRun;
  db: Db;
  database: Database;
  log: JobLog;
  /** The worker's clock. */
  now: () => Date;
  /** Aborted when the worker stops or the job's lock is lost. */
  signal: AbortSignal;
  /** The domains' runtimes (see {@link JobServices}). */
  services: Partial<JobServices>;
  /** Reports progress 0–100 (published on the job's topic). */
  progress(percent: number): Promise<void>;
}

/** How a job kind retries and recurs. */
export interface JobOptions<Payload = unknown> {
  /** Attempts before the job goes to the dead letter. @default 3 */
  maxAttempts?: number;
  /** First retry delay; each further retry doubles it (capped at an hour). @default 5000 */
  backoffMs?: number;
  /**
   * A recurring job of the system: the worker queues its first run on start (once per database,
   * `singletonKey` = the kind) and each run queues the next occurrence when it ends.
   */
  recurring?: { schedule: Schedule; payload: Payload };
  /**
   * Called once when the job runs out of attempts (state `dead`), e.g. to record the failure on
   * the domain's own row. Errors it throws are logged.
   */
  onDead?: (payload: Payload, error: string, ctx: JobContext) => Promise<void>;
}

/** A declared job kind. */
export interface JobDefinition<Payload = unknown, Result = unknown> {
  kind: string;
  payload: z.ZodType<Payload>;
  handler: (payload: Payload, ctx: JobContext) => Promise<Result>;
  options: JobOptions<Payload>;
}

/** Any job definition. */
// biome-ignore lint/suspicious/noExplicitAny: a structural "any job" bound for collections
export type AnyJob = JobDefinition<any, any>;

const KIND = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;

/**
 * Declares a job kind: `domain.action`, the payload schema (checked when the job is enqueued and
 * again when a worker claims it) and the handler. A handler that throws is retried with
 * exponential back-off until `maxAttempts`, then the job is `dead`; what it returns is stored as
 * the job's `result`.
 * @example
 * export const analyzeJob = defineJob('search.analyze', z.object({}), async (_payload, ctx) => {
 *   await ctx.db.execute(sql`ANALYZE search_terms`);
 * }, { recurring: { schedule: everyMinutes(60), payload: {} } });
 */
export function defineJob<Payload, Result = unknown>(
  kind: string,
  payload: z.ZodType<Payload>,
  handler: (payload: Payload, ctx: JobContext) => Promise<Result>,
  options: JobOptions<NoInfer<Payload>> = {},
): JobDefinition<Payload, Result> {
  if (!KIND.test(kind)) throw new Error(`Job kind must read "domain.action", got "${kind}"`);
  return { kind, payload, handler, options };
}

/**
 * A schedule that repeats every `minutes` minutes from now on (the spec's EVERY repeat), for
 * recurring system jobs.
 * @example defineJob('search.analyze', schema, handler, { recurring: { schedule: everyMinutes(60), payload: {} } })
 */
export function everyMinutes(minutes: number, start: Date = new Date()): Schedule {
  return {
    schema: '2.0',
    repeats: 'EVERY',
    scheduleInterval: 'MINUTES',
    repeatsEveryCount: minutes,
    runAtHour: start.getUTCHours(),
    runAtMinute: start.getUTCMinutes(),
    dayOfMonth: 1,
    daysOfWeek: [],
    startDate: start.toISOString().slice(0, 10),
    end: { type: 'NEVER', occurenceCount: 1, endDate: null },
    timeZone: 'UTC',
  };
}
