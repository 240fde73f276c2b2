/**
 * `database.analyze`: keeps the planner's statistics fresh on the embedded database. PGlite runs
 * no autovacuum, so without it the planner estimates every table at one row and picks plans for
 * that (a device page sorted in memory rather than read in index order, a search walking the
 * wrong index). PostgreSQL's autovacuum does this by itself, so there the job does nothing.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { defineJob, everyMinutes } from './define';

/** How often the statistics are refreshed. */
export const ANALYZE_EVERY_MINUTES = 30;

/**
 * Runs `ANALYZE` over every table on PGlite (about 0.15 s on the demo data, on the database
 * thread); does nothing on PostgreSQL unless `afterBulkLoad` (right after seeding, before its
 * autovacuum has looked). Answers whether it analyzed.
 * @example await analyzeDatabase(database) // true on PGlite
 */
export async function analyzeDatabase(
  database: Database,
  { afterBulkLoad = false }: { afterBulkLoad?: boolean } = {},
): Promise<boolean> {
  if (database.kind !== 'pglite' && !afterBulkLoad) return false;
  await database.db.execute(sql`ANALYZE`);
  return true;
}

/**
 * `database.analyze`: {@link analyzeDatabase} every 30 minutes on a worker, the first run about a
 * minute after the worker starts (its schedule begins 29 minutes in the past). The server also
 * analyzes once at start, after migrating and seeding (main.ts). Its result is `{ analyzed }`.
 */
export const analyzeDatabaseJob = defineJob(
  'database.analyze',
  z.object({}),
  async (_payload, ctx) => ({ analyzed: await analyzeDatabase(ctx.database) }),
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
