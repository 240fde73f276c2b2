/**
 * The worker side of the job system. It claims due jobs of the kinds it knows one at a time per
 * slot (`FOR UPDATE SKIP LOCKED`, so any number of worker processes on one PostgreSQL share the
 * work), runs their handlers, and records the outcome: `succeeded` with the handler's result, or
 * `failed` with a retry after an exponential back-off, or `dead` once out of attempts. It wakes on
 * the NOTIFY that `enqueue` sends on commit, polls now and then as a fallback (and for jobs whose
 * `run_at` has come), keeps a heartbeat on the jobs it runs, and retries the jobs of a worker that
 * died (their lock went stale). A recurring job queues its next occurrence when it ends.
 */

import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { nextOccurrence, type Schedule } from '@console/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Db, Unlisten } from '../db/client';
import { notify } from '../db/client';
import { safeErrorMessage } from '../platform/logging/safe-error';
import type { AnyJob, JobContext, JobLog, JobServices } from './define';
import { publishJob } from './publish';
import { enqueue, JOBS_CHANNEL } from './queue';
import { type BackgroundJobRow, backgroundJobs } from './schema';

/** Options of {@link createJobRunner}. */
export interface JobRunnerOptions {
  database: Database;
  /** The job kinds this worker runs. */
  jobs: readonly AnyJob[];
  log: JobLog;
  /** The domains' runtimes handed to handlers (`ctx.services`). */
  services?: Partial<JobServices>;
  /** How often to look for due work without a NOTIFY. @default 5000 */
  pollMs?: number;
  /** Jobs run at the same time in this process. @default 2 */
  concurrency?: number;
  /** A running job whose heartbeat is this old is taken back (its worker died). @default 60000 */
  lockTimeoutMs?: number;
  /** This worker's name in `locked_by`. @default `host:pid:random` */
  workerId?: string;
  /** The clock handlers read (`ctx.now()`): the server's. @default () => new Date() */
  now?: () => Date;
}

/** A worker over the queue. */
export interface JobRunner {
  /** This worker's name, as written in `locked_by`. */
  readonly workerId: string;
  /** Listens, polls, queues the recurring jobs' first runs and starts working. */
  start(): Promise<void>;
  /** Stops claiming, aborts the handlers' signals and waits for the jobs in progress. */
  stop(): Promise<void>;
  /** Looks for due work now. */
  kick(): void;
  /** Resolves when this process runs no job. */
  idle(): Promise<void>;
  /** Runs due jobs one after another until none is due (started or not); answers how many ran. */
  runDue(): Promise<number>;
  /** Takes back the running jobs whose lock went stale; answers how many. */
  recoverStale(): Promise<number>;
}

/** The delay before attempt `attempt + 1`: `base * 2^(attempt - 1)`, at most an hour. */
export function backoffMs(attempt: number, baseMs = 5_000): number {
  return Math.min(3_600_000, baseMs * 2 ** Math.max(0, attempt - 1));
}

/** The job `id`, while this worker runs it. */
const heldBy = (workerId: string) => (id: number) =>
  and(eq(backgroundJobs.id, id), eq(backgroundJobs.state, 'running'), eq(backgroundJobs.lockedBy, workerId));

/** A failed attempt's message as stored on the job: never a query's parameters. */
const messageOf = (error: unknown) =>
  safeErrorMessage(error instanceof Error ? error.message : String(error)).slice(0, 2_000) || 'failed';

/**
 * Creates a worker for the given job kinds.
 * @example const runner = createJobRunner({ database, jobs: [malwareScanJob], log }); await runner.start();
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { database, log } = options;
  const db = database.db;
  const byKind = new Map(options.jobs.map((job) => [job.kind, job]));
  const kinds = [...byKind.keys()];
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const held = heldBy(workerId);
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const lockTimeoutMs = options.lockTimeoutMs ?? 60_000;
  const running = new Set<Promise<void>>();
  const controllers = new Set<AbortController>();
  let stopped = true;
  let wanted = false;
  let poll: NodeJS.Timeout | undefined;
  let unlisten: Unlisten | undefined;

  async function claim(): Promise<BackgroundJobRow | undefined> {
    if (kinds.length === 0) return undefined;
    const next = sql`(SELECT ${backgroundJobs.id} FROM ${backgroundJobs}
      WHERE ${backgroundJobs.state} IN ('queued', 'failed') AND ${backgroundJobs.runAt} <= now()
        AND ${inArray(backgroundJobs.kind, kinds)}
      ORDER BY ${backgroundJobs.runAt}, ${backgroundJobs.id} LIMIT 1 FOR UPDATE SKIP LOCKED)`;
    const [row] = await db
      .update(backgroundJobs)
      .set({
        state: 'running',
        attempts: sql`${backgroundJobs.attempts} + 1`,
        lockedBy: workerId,
        lockedAt: sql`now()`,
        startedAt: sql`now()`,
      })
      .where(eq(backgroundJobs.id, next))
      .returning();
    return row;
  }

  /** Queues the next occurrence of a recurring job (inside the transaction that ended this one). */
  async function scheduleNext(tx: Db, row: BackgroundJobRow): Promise<void> {
    if (!row.schedule) return;
    // A later occurrence than this one, even when this one ran early (or clocks disagree).
    let next = nextOccurrence(row.schedule as Schedule, new Date());
    for (let i = 0; next && next.index <= row.occurrence && i < 1_000; i++)
      next = nextOccurrence(row.schedule as Schedule, next.at);
    if (!next || next.index <= row.occurrence) return;
    await tx.insert(backgroundJobs).values({
      kind: row.kind,
      payload: row.payload,
      maxAttempts: row.maxAttempts,
      createdBy: row.createdBy,
      divisionId: row.divisionId,
      singletonKey: row.singletonKey,
      schedule: row.schedule,
      occurrence: next.index,
      runAt: next.at,
    });
    await notify(tx, JOBS_CHANNEL, row.kind);
  }

  /** Writes an outcome if this worker still holds the job; publishes it; queues the next run. */
  async function settle(row: BackgroundJobRow, values: Partial<typeof backgroundJobs.$inferInsert>) {
    return db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const [updated] = await tx
        .update(backgroundJobs)
        // `locked_by` stays: the worker that ran the last attempt.
        .set({ ...values, lockedAt: null })
        .where(held(row.id))
        .returning();
      if (!updated) return undefined;
      await publishJob(tx, updated);
      if (updated.state === 'succeeded' || updated.state === 'dead') await scheduleNext(tx, updated);
      return updated;
    });
  }

  function contextFor(row: BackgroundJobRow, signal: AbortSignal): JobContext {
    return {
      job: {
        id: row.id,
        kind: row.kind,
        attempt: row.attempts,
        maxAttempts: row.maxAttempts,
        createdBy: row.createdBy,
        divisionId: row.divisionId,
        runAt: new Date(row.runAt),
        occurrence: row.occurrence,
      },
      db,
      database,
      log,
      now: options.now ?? (() => new Date()),
      signal,
      services: options.services ?? {},
      async progress(percent) {
        const value = Math.max(0, Math.min(100, Math.round(percent)));
        const [updated] = await db
          .update(backgroundJobs)
          .set({ progress: value })
          .where(held(row.id))
          .returning();
        if (updated) await publishJob(db, updated);
      },
    };
  }

  async function fail(row: BackgroundJobRow, job: AnyJob | undefined, error: string, ctx: JobContext) {
    const dead = row.attempts >= row.maxAttempts || !job;
    const delay = backoffMs(row.attempts, job?.options.backoffMs);
    const updated = await settle(
      row,
      dead
        ? { state: 'dead', lastError: error, finishedAt: sql`now()` as unknown as Date }
        : {
            state: 'failed',
            lastError: error,
            runAt: sql`now() + make_interval(secs => ${delay / 1000})` as unknown as Date,
          },
    );
    log[dead ? 'error' : 'warn'](
      { jobId: row.id, kind: row.kind, attempt: row.attempts, error },
      dead ? 'job failed for good' : 'job failed; retrying',
    );
    if (updated && dead && job?.options.onDead) {
      await job.options.onDead(row.payload, error, ctx).catch((cause: unknown) => {
        log.error({ err: cause, jobId: row.id }, 'job dead-letter handler failed');
      });
    }
  }

  async function run(row: BackgroundJobRow): Promise<void> {
    const job = byKind.get(row.kind);
    const controller = new AbortController();
    controllers.add(controller);
    const ctx = contextFor(row, controller.signal);
    const heartbeat = setInterval(
      () =>
        void db
          .update(backgroundJobs)
          .set({ lockedAt: sql`now()` })
          .where(held(row.id))
          .returning({ id: backgroundJobs.id })
          .then((rows) => {
            if (rows.length === 0) controller.abort(new Error('lost the lock'));
          })
          .catch(() => {}),
      Math.max(1_000, Math.floor(lockTimeoutMs / 3)),
    );
    heartbeat.unref();
    try {
      await publishJob(db, row);
      const parsed = job?.payload.safeParse(row.payload);
      if (!job || !parsed?.success) {
        // Not worth retrying: the payload will not change.
        await fail({ ...row, attempts: row.maxAttempts }, job, `invalid payload for ${row.kind}`, ctx);
        return;
      }
      let result: unknown;
      try {
        result = await job.handler(parsed.data, ctx);
      } catch (error) {
        await fail(row, job, messageOf(error), ctx);
        return;
      }
      await settle(row, {
        state: 'succeeded',
        result: (result ?? null) as unknown,
        lastError: null,
        finishedAt: sql`now()` as unknown as Date,
      });
    } finally {
      clearInterval(heartbeat);
      controllers.delete(controller);
    }
  }

  async function loop(ignoreStop = false): Promise<number> {
    let count = 0;
    while (ignoreStop || !stopped) {
      wanted = false;
      const row = await claim();
      if (!row) {
        if (wanted && !stopped) continue;
        return count;
      }
      count++;
      await run(row).catch((error: unknown) => log.error({ err: error, jobId: row.id }, 'job runner error'));
    }
    return count;
  }

  function kick(): void {
    wanted = true;
    if (stopped) return;
    while (running.size < concurrency) {
      const task: Promise<void> = loop()
        .then(() => undefined)
        .catch((error: unknown) => {
          if (!stopped) log.error({ err: error }, 'job runner: cannot claim work');
        })
        .finally(() => running.delete(task));
      running.add(task);
      if (running.size >= concurrency) break;
    }
  }

  async function idle(): Promise<void> {
    while (running.size > 0) await Promise.allSettled([...running]);
  }

  async function recoverStale(): Promise<number> {
    const rows = await db
      .update(backgroundJobs)
      .set({
        state: sql`CASE WHEN ${backgroundJobs.attempts} >= ${backgroundJobs.maxAttempts} THEN 'dead' ELSE 'failed' END`,
        lastError: 'the worker running it stopped',
        lockedBy: null,
        lockedAt: null,
        runAt: sql`now()`,
        finishedAt: sql`CASE WHEN ${backgroundJobs.attempts} >= ${backgroundJobs.maxAttempts} THEN now() END`,
      } as never)
      .where(
        and(
          eq(backgroundJobs.state, 'running'),
          sql`${backgroundJobs.lockedAt} < now() - make_interval(secs => ${lockTimeoutMs / 1000})`,
        ),
      )
      .returning();
    for (const row of rows) {
      await db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        await publishJob(tx, row);
        if (row.state === 'dead') await scheduleNext(tx, row);
        else await notify(tx, JOBS_CHANNEL, row.kind);
      });
      log.warn({ jobId: row.id, kind: row.kind, state: row.state }, 'took back a job from a stopped worker');
    }
    return rows.length;
  }

  async function queueRecurring(): Promise<void> {
    for (const job of byKind.values()) {
      const recurring = job.options.recurring;
      if (!recurring) continue;
      await enqueue(db, job, recurring.payload, {
        schedule: recurring.schedule,
        singletonKey: `recurring:${job.kind}`,
      });
    }
  }

  return {
    workerId,
    async start() {
      if (!stopped) return;
      stopped = false;
      unlisten = await database.listen(JOBS_CHANNEL, (kind) => {
        if (byKind.has(kind)) kick();
      });
      await queueRecurring();
      await recoverStale().catch((error: unknown) => log.warn({ err: error }, 'job recovery failed'));
      poll = setInterval(() => {
        void recoverStale().catch(() => {});
        kick();
      }, options.pollMs ?? 5_000);
      poll.unref();
      kick();
    },
    async stop() {
      stopped = true;
      if (poll) clearInterval(poll);
      poll = undefined;
      for (const controller of controllers) controller.abort(new Error('the worker is stopping'));
      await unlisten?.().catch(() => {});
      unlisten = undefined;
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    kick,
    idle,
    async runDue() {
      await idle();
      return loop(true);
    },
    recoverStale,
  };
}
