/**
 * The search domain's background work: `search.analyze` keeps the planner's statistics of the
 * search index fresh on PGlite.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { defineJob, everyMinutes } from '../../jobs';

/** How often the statistics are refreshed. */
export const ANALYZE_EVERY_MINUTES = 30;

/**
 * Refreshes the statistics of `search_terms` on PGlite, which has no autovacuum: without them the
 * planner misjudges the prefix walk of a search. PostgreSQL's autovacuum does this by itself, so
 * there it does nothing. Answers whether it analyzed.
 * @example await analyzeSearchIndex(database) // true on PGlite
 */
export async function analyzeSearchIndex(database: Database): Promise<boolean> {
  if (database.kind !== 'pglite') return false;
  await database.db.execute(sql`ANALYZE search_terms`);
  return true;
}

/**
 * `search.analyze`: {@link analyzeSearchIndex} every 30 minutes on a worker, the first run about
 * a minute after the worker starts (its schedule begins 29 minutes in the past). Its result is
 * `{ analyzed }`.
 */
export const analyzeSearchIndexJob = defineJob(
  'search.analyze',
  z.object({}),
  async (_payload, ctx) => ({ analyzed: await analyzeSearchIndex(ctx.database) }),
  {
    maxAttempts: 1,
    recurring: {
      schedule: everyMinutes(
        ANALYZE_EVERY_MINUTES,
        new Date(Date.now() - (ANALYZE_EVERY_MINUTES - 1) * 60_000),
      ),
      payload: {},
    },
  },
);
