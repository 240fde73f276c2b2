import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../db/client';
import { createTestServer, databaseKind, type TestServer } from '../test/helpers';
import { ANALYZE_EVERY_MINUTES, analyzeDatabase, analyzeDatabaseJob } from './analyze';
import { backgroundJobs, enqueue } from './index';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

afterAll(() => server?.close());

/** The planner's row estimate of a table (-1 or stale until it is analyzed). */
async function estimatedRows(table: string): Promise<number> {
  const [row] = await queryRows<{ reltuples: number | string }>(
    server.db,
    sql`SELECT reltuples FROM pg_class WHERE relname = ${table}`,
  );
  return Number(row?.reltuples);
}

async function rows(table: 'search_terms' | 'nodes' | 'organizations'): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    server.db,
    sql`SELECT count(*) AS n FROM ${sql.identifier(table)}`,
  );
  return Number(row?.n);
}

describe('the database.analyze job', () => {
  it('is a recurring job of every server, every 30 minutes', () => {
    expect(server.app.jobs.definitions).toContain(analyzeDatabaseJob);
    expect(analyzeDatabaseJob.options.recurring?.schedule).toMatchObject({
      repeats: 'EVERY',
      scheduleInterval: 'MINUTES',
      repeatsEveryCount: ANALYZE_EVERY_MINUTES,
    });
  });

  it.runIf(databaseKind === 'pglite')('refreshes the statistics of every table on PGlite', async () => {
    expect(await analyzeDatabase(server.database)).toBe(true);
    for (const table of ['search_terms', 'nodes', 'organizations'] as const) {
      expect(await rows(table)).toBeGreaterThan(0);
      expect(await estimatedRows(table), table).toBe(await rows(table));
    }
  });

  it.runIf(databaseKind === 'postgres')(
    'leaves PostgreSQL to its autovacuum but after a bulk load',
    async () => {
      expect(await analyzeDatabase(server.database)).toBe(false);
      expect(await analyzeDatabase(server.database, { afterBulkLoad: true })).toBe(true);
      expect(await estimatedRows('nodes')).toBe(await rows('nodes'));
    },
  );

  it('runs on a worker of the job system', async () => {
    const id = await enqueue(server.db, analyzeDatabaseJob, {});
    if (id === null) throw new Error('the job was not queued');
    const row = await vi.waitFor(
      async () => {
        const [job] = await server.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id));
        if (job?.state !== 'succeeded') throw new Error(`job ${job?.state}`);
        return job;
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(row.result).toEqual({ analyzed: databaseKind === 'pglite' });
  });
});
