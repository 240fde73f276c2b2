/**
 * `jobs.prune`: the queue's own housekeeping. Finished jobs are kept a while for their owners and
 * operators (`GET /backgroundjob/{id}`, the dead letter), then deleted, once a day.
 */
import { and, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob, everyMinutes } from './define';
import { backgroundJobs } from './schema';

/** How long finished jobs are kept: succeeded and cancelled ones, and dead ones (the dead letter). */
export const pruneJobPayload = z.object({
  keepDays: z.number().int().positive(),
  keepDeadDays: z.number().int().positive(),
});

/** `jobs.prune`, daily: deletes finished jobs past their retention; its result is `{ removed }`. */
export const pruneJobsJob = defineJob(
  'jobs.prune',
  pruneJobPayload,
  async (payload, ctx) => {
    const older = (days: number) =>
      lt(backgroundJobs.finishedAt, sql`now() - make_interval(days => ${days})`);
    const done = await ctx.db
      .delete(backgroundJobs)
      .where(and(inArray(backgroundJobs.state, ['succeeded', 'cancelled']), older(payload.keepDays)))
      .returning({ id: backgroundJobs.id });
    const dead = await ctx.db
      .delete(backgroundJobs)
      .where(and(inArray(backgroundJobs.state, ['dead']), older(payload.keepDeadDays)))
      .returning({ id: backgroundJobs.id });
    return { removed: done.length + dead.length };
  },
  {
    maxAttempts: 1,
    recurring: { schedule: everyMinutes(24 * 60), payload: { keepDays: 30, keepDeadDays: 90 } },
  },
);
