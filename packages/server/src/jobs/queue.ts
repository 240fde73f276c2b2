/**
 * The API side of the job system: enqueueing (inside the caller's transaction, with a NOTIFY that
 * wakes the workers when it commits), reading a job back, and the view its owner sees.
 */
import { type BackgroundJob, nextOccurrence, type Schedule } from '@console/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notify } from '../db/client';
import type { JobDefinition } from './define';
import { type BackgroundJobRow, backgroundJobs } from './schema';

/** The channel that wakes workers when a job is queued (the payload is its kind). */
export const JOBS_CHANNEL = 'console_jobs';

/** The states in which a job still has to run (at most one per `singletonKey`). */
export const PENDING_STATES = ['queued', 'running', 'failed'] as const;

/** Options of {@link enqueue}. */
export interface EnqueueOptions {
  /** Run no earlier than this. @default now (or the schedule's next occurrence) */
  runAt?: Date;
  /** Run no earlier than this many milliseconds from now (database time). */
  delayMs?: number;
  /** The user who asked: only they may read the job and receive its topic. */
  createdBy?: number | null;
  divisionId?: number | null;
  /** @default the definition's maxAttempts, else 3 */
  maxAttempts?: number;
  /** At most one pending job per key: a second enqueue answers the pending job's id. */
  singletonKey?: string;
  /** Repeat on this schedule: each run queues the next occurrence when it ends. */
  schedule?: Schedule;
}

/**
 * Queues a job: validates the payload with the definition's schema (throws a ZodError when it
 * does not match), inserts it and NOTIFYs the workers (delivered when the transaction commits).
 * Answers the job's id, or `null` for a schedule that has no occurrence left. Pass the request's
 * transaction so the job exists only if the request's writes do.
 * @example const id = await enqueue(ctx.db, malwareScanJob, { attachmentId }, { createdBy: ctx.auth.user.id });
 */
export async function enqueue<Payload>(
  db: Db,
  job: JobDefinition<Payload>,
  payload: Payload,
  options: EnqueueOptions = {},
): Promise<number | null> {
  const parsed = job.payload.parse(payload);
  let runAt: Date | ReturnType<typeof sql> | undefined = options.runAt;
  let occurrence = 1;
  if (options.schedule && !runAt) {
    const next = nextOccurrence(options.schedule, new Date());
    if (!next) return null;
    runAt = next.at;
    occurrence = next.index;
  }
  if (!runAt && options.delayMs) runAt = sql`now() + make_interval(secs => ${options.delayMs / 1000})`;
  const values = {
    kind: job.kind,
    payload: parsed as unknown,
    maxAttempts: options.maxAttempts ?? job.options.maxAttempts ?? 3,
    createdBy: options.createdBy ?? null,
    divisionId: options.divisionId ?? null,
    singletonKey: options.singletonKey ?? null,
    schedule: options.schedule ?? null,
    occurrence,
    ...(runAt ? { runAt: runAt as Date } : {}),
  };
  const [row] = await db
    .insert(backgroundJobs)
    .values(values)
    .onConflictDoNothing({
      target: backgroundJobs.singletonKey,
      where: sql`${backgroundJobs.state} IN ('queued', 'running', 'failed')`,
    })
    .returning({ id: backgroundJobs.id });
  if (!row) {
    const [pending] = await db
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(
        and(
          eq(backgroundJobs.singletonKey, options.singletonKey ?? ''),
          inArray(backgroundJobs.state, [...PENDING_STATES]),
        ),
      );
    return pending?.id ?? null;
  }
  await notify(db, JOBS_CHANNEL, job.kind);
  return row.id;
}

/** What the owner of a job sees of it (the contract's `BackgroundJob`). */
export function jobView(row: BackgroundJobRow): BackgroundJob {
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    runAt: iso(row.runAt) as string,
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    progress: row.progress,
    result: row.result ?? null,
    error: row.lastError,
  };
}

/** A job by id, when `userId` enqueued it; `undefined` otherwise. */
export async function findOwnJob(db: Db, id: number, userId: number): Promise<BackgroundJobRow | undefined> {
  const [row] = await db
    .select()
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.createdBy, userId)));
  return row;
}

/**
 * Cancels a job that has not started (queued, or waiting for a retry). Answers whether it did.
 * @example await cancelJob(db, id)
 */
export async function cancelJob(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(backgroundJobs)
    .set({ state: 'cancelled', finishedAt: sql`now()` })
    .where(and(eq(backgroundJobs.id, id), inArray(backgroundJobs.state, ['queued', 'failed'])))
    .returning({ id: backgroundJobs.id });
  return rows.length > 0;
}
