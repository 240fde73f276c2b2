/**
 * The queue's semantics in one process, on PGlite (and on PostgreSQL with DATABASE_URL): claims,
 * payload checks, retries with back-off, the dead letter, run-at scheduling, singletons, stale
 * locks, recurring jobs and the NOTIFY wake-up.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/helpers';
import { type AnyJob, defineJob } from './define';
import { pruneJobsJob } from './prune';
import { enqueue, jobView } from './queue';
import { backoffMs, createJobRunner, type JobRunner } from './runner';
import { backgroundJobs } from './schema';

const silent = { info() {}, warn() {}, error() {} };
let database: Database;
let cleanup: () => Promise<void>;
const runners: JobRunner[] = [];

beforeAll(async () => {
  ({ database, cleanup } = await openTestDatabase());
});
afterAll(async () => {
  for (const runner of runners) await runner.stop();
  await cleanup();
});
beforeEach(async () => {
  await database.db.delete(backgroundJobs);
});

const calls: { kind: string; payload: unknown; attempt: number }[] = [];
const echoJob = defineJob('test.echo', z.object({ text: z.string() }), async (payload, ctx) => {
  calls.push({ kind: 'test.echo', payload, attempt: ctx.job.attempt });
  await ctx.progress(50);
  return { echoed: payload.text };
});
let failuresLeft = 0;
const flakyJob = defineJob(
  'test.flaky',
  z.object({ n: z.number() }),
  async (payload, ctx) => {
    calls.push({ kind: 'test.flaky', payload, attempt: ctx.job.attempt });
    if (failuresLeft-- > 0) throw new Error('transient trouble');
    return 'ok';
  },
  { maxAttempts: 3, backoffMs: 60_000 },
);
const deadLetters: string[] = [];
const doomedJob = defineJob(
  'test.doomed',
  z.object({}),
  async () => {
    throw new Error('always broken');
  },
  {
    maxAttempts: 2,
    backoffMs: 60_000,
    onDead: async (_payload, error) => {
      deadLetters.push(error);
    },
  },
);

function runner(jobs: AnyJob[] = [echoJob, flakyJob, doomedJob]) {
  const created = createJobRunner({ database, jobs, log: silent, pollMs: 60_000, lockTimeoutMs: 60_000 });
  runners.push(created);
  return created;
}
const rowOf = async (id: number | null) => {
  const [row] = await database.db
    .select()
    .from(backgroundJobs)
    .where(eq(backgroundJobs.id, id ?? -1));
  if (!row) throw new Error(`job ${id} not found`);
  return row;
};
/** Makes a failed job due now instead of after its back-off. */
const dueNow = (id: number | null) =>
  database.db
    .update(backgroundJobs)
    .set({ runAt: sql`now()` })
    .where(eq(backgroundJobs.id, id ?? -1));

describe('given a job enqueued from a request', () => {
  it('refuses a payload that fails the schema, writing nothing', async () => {
    await expect(enqueue(database.db, echoJob, { text: 7 } as never)).rejects.toThrow();
    expect(await database.db.select().from(backgroundJobs)).toEqual([]);
  });

  it('runs it once, storing its result and progress', async () => {
    calls.length = 0;
    const id = await enqueue(database.db, echoJob, { text: 'hi' });
    expect((await rowOf(id)).state).toBe('queued');
    const worker = runner();
    expect(await worker.runDue()).toBe(1);
    const row = await rowOf(id);
    expect(jobView(row)).toMatchObject({
      state: 'succeeded',
      attempts: 1,
      progress: 50,
      result: { echoed: 'hi' },
      error: null,
    });
    // Who ran it stays on record; the lock itself is released.
    expect(row.lockedBy).toBe(worker.workerId);
    expect(row.lockedAt).toBeNull();
    expect(calls).toEqual([{ kind: 'test.echo', payload: { text: 'hi' }, attempt: 1 }]);
  });

  it('leaves kinds it does not know to other workers', async () => {
    const id = await enqueue(database.db, flakyJob, { n: 1 });
    expect(await runner([echoJob]).runDue()).toBe(0);
    expect((await rowOf(id)).state).toBe('queued');
  });

  it('kills a job whose stored payload no longer fits, without retrying', async () => {
    const id = await enqueue(database.db, echoJob, { text: 'x' });
    await database.db
      .update(backgroundJobs)
      .set({ payload: { text: 1 } })
      .where(eq(backgroundJobs.id, id ?? -1));
    await runner().runDue();
    expect(await rowOf(id)).toMatchObject({ state: 'dead', attempts: 1 });
  });
});

describe('given a handler that fails', () => {
  it('retries after a back-off and succeeds', async () => {
    calls.length = 0;
    failuresLeft = 1;
    const id = await enqueue(database.db, flakyJob, { n: 1 });
    const worker = runner();
    await worker.runDue();
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, lastError: 'transient trouble' });
    // The back-off: not due again before a minute has passed.
    expect(failed.runAt.getTime()).toBeGreaterThanOrEqual((failed.startedAt?.getTime() ?? 0) + 59_000);
    expect(await worker.runDue()).toBe(0);
    await dueNow(id);
    await worker.runDue();
    expect(await rowOf(id)).toMatchObject({ state: 'succeeded', attempts: 2, result: 'ok' });
    expect(calls.map((call) => call.attempt)).toEqual([1, 2]);
  });

  it('moves it to the dead letter after its last attempt and calls onDead once', async () => {
    deadLetters.length = 0;
    const id = await enqueue(database.db, doomedJob, {});
    const worker = runner();
    await worker.runDue();
    await dueNow(id);
    await worker.runDue();
    expect(await rowOf(id)).toMatchObject({ state: 'dead', attempts: 2, lastError: 'always broken' });
    expect((await rowOf(id)).finishedAt).not.toBeNull();
    expect(deadLetters).toEqual(['always broken']);
    await dueNow(id);
    expect(await worker.runDue()).toBe(0);
  });

  it('doubles the back-off per attempt, capped at an hour', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffMs(attempt, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(30, 1000)).toBe(3_600_000);
  });
});

describe('given a job scheduled for later', () => {
  it('runs only once its time has come', async () => {
    const id = await enqueue(database.db, echoJob, { text: 'later' }, { delayMs: 3_600_000 });
    const worker = runner();
    expect(await worker.runDue()).toBe(0);
    expect((await rowOf(id)).state).toBe('queued');
    await dueNow(id);
    expect(await worker.runDue()).toBe(1);
    expect((await rowOf(id)).state).toBe('succeeded');
  });
});

describe('given singleton keys', () => {
  it('keeps one pending job per key and answers its id', async () => {
    const first = await enqueue(database.db, echoJob, { text: 'a' }, { singletonKey: 'one' });
    const second = await enqueue(database.db, echoJob, { text: 'b' }, { singletonKey: 'one' });
    expect(second).toBe(first);
    await runner().runDue();
    const third = await enqueue(database.db, echoJob, { text: 'c' }, { singletonKey: 'one' });
    expect(third).not.toBe(first);
  });
});

describe('given a worker that died while running a job', () => {
  it('takes the job back once its lock is stale and runs it again', async () => {
    const id = await enqueue(database.db, echoJob, { text: 'orphan' });
    await database.db
      .update(backgroundJobs)
      .set({ state: 'running', attempts: 1, lockedBy: 'gone:1:x', lockedAt: sql`now() - interval '2 hours'` })
      .where(eq(backgroundJobs.id, id ?? -1));
    const worker = runner();
    expect(await worker.recoverStale()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ state: 'failed', lockedBy: null });
    await worker.runDue();
    expect(await rowOf(id)).toMatchObject({ state: 'succeeded', attempts: 2 });
  });

  it('leaves a running job with a fresh heartbeat alone', async () => {
    const id = await enqueue(database.db, echoJob, { text: 'busy' });
    await database.db
      .update(backgroundJobs)
      .set({ state: 'running', attempts: 1, lockedBy: 'alive:1:x', lockedAt: sql`now()` })
      .where(eq(backgroundJobs.id, id ?? -1));
    expect(await runner().recoverStale()).toBe(0);
    expect((await rowOf(id)).state).toBe('running');
  });
});

describe('given a recurring job', () => {
  it('queues the next occurrence when a run ends', async () => {
    const schedule = {
      schema: '2.0' as const,
      repeats: 'EVERY' as const,
      scheduleInterval: 'MINUTES' as const,
      repeatsEveryCount: 30,
      runAtHour: 0,
      runAtMinute: 0,
      dayOfMonth: 1,
      daysOfWeek: [],
      startDate: '2026-01-01',
      end: { type: 'NEVER' as const, occurenceCount: 1, endDate: null },
    };
    const id = await enqueue(database.db, echoJob, { text: 'tick' }, { schedule, singletonKey: 'tick' });
    const first = await rowOf(id);
    expect(first.runAt.getTime()).toBeGreaterThan(Date.now() - 1_000);
    expect(first.runAt.getUTCMinutes() % 30).toBe(0);
    await dueNow(id);
    await runner().runDue();
    const rows = await database.db.select().from(backgroundJobs).orderBy(backgroundJobs.id);
    expect(rows.map((row) => row.state)).toEqual(['succeeded', 'queued']);
    const next = rows[1];
    expect(next?.occurrence).toBeGreaterThan(first.occurrence);
    expect(next?.singletonKey).toBe('tick');
    expect(next?.runAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('queues a system job on start, once however many workers start', async () => {
    const tick = defineJob('test.tick', z.object({}), async () => 'tick', {
      recurring: {
        payload: {},
        schedule: {
          schema: '2.0',
          repeats: 'HOURLY',
          repeatsEveryCount: 1,
          runAtHour: 0,
          runAtMinute: 0,
          dayOfMonth: 1,
          daysOfWeek: [],
          startDate: '2026-01-01',
          end: { type: 'NEVER', occurenceCount: 1, endDate: null },
        },
      },
    });
    await runner([tick]).start();
    await runner([tick]).start();
    const rows = await database.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, 'test.tick'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.singletonKey).toBe('recurring:test.tick');
  });
});

describe('given a started worker', () => {
  it('wakes on the NOTIFY of a committed enqueue', async () => {
    const worker = runner([echoJob]);
    await worker.start();
    const id = await database.db.transaction((tx) => enqueue(tx as never, echoJob, { text: 'wake' }));
    for (let i = 0; i < 200 && (await rowOf(id)).state !== 'succeeded'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await worker.idle();
    expect((await rowOf(id)).state).toBe('succeeded');
    await worker.stop();
  });
});

describe('given finished jobs past their retention', () => {
  it('prunes succeeded, cancelled and dead jobs after their days, and nothing pending', async () => {
    const ids: Record<string, number> = {};
    for (const [name, state, days] of [
      ['oldDone', 'succeeded', 40],
      ['newDone', 'succeeded', 5],
      ['oldCancelled', 'cancelled', 40],
      ['deadRecent', 'dead', 40],
      ['deadOld', 'dead', 100],
      ['waiting', 'queued', 400],
    ] as const) {
      const id = (await enqueue(database.db, echoJob, { text: name })) ?? -1;
      await database.db
        .update(backgroundJobs)
        .set({ state, finishedAt: state === 'queued' ? null : sql`now() - make_interval(days => ${days})` })
        .where(eq(backgroundJobs.id, id));
      ids[name] = id;
    }
    const pruneId = await enqueue(database.db, pruneJobsJob, { keepDays: 30, keepDeadDays: 90 });
    await runner([pruneJobsJob]).runDue();
    expect((await rowOf(pruneId)).result).toEqual({ removed: 3 });
    const left = (await database.db.select().from(backgroundJobs)).map((row) => row.id).sort((a, b) => a - b);
    expect(left).toEqual(
      [ids.newDone, ids.deadRecent, ids.waiting, pruneId].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
  });
});
