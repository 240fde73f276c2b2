import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client';
import { backgroundJobs, enqueue } from '../../jobs';
import { createTestServer, databaseKind, type TestServer } from '../../test/helpers';
import { searchDomain } from './index';
import { ANALYZE_EVERY_MINUTES, analyzeSearchIndex, analyzeSearchIndexJob } from './jobs';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

afterAll(() => server?.close());

/** The planner's row estimate of the search index (-1 or stale until it is analyzed). */
async function estimatedRows(): Promise<number> {
  const [row] = await queryRows<{ reltuples: number | string }>(
    server.db,
    sql`SELECT reltuples FROM pg_class WHERE relname = 'search_terms'`,
  );
  return Number(row?.reltuples);
}

async function indexRows(): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    server.db,
    sql`SELECT count(*) AS n FROM search_terms`,
  );
  return Number(row?.n);
}

describe('the search.analyze job', () => {
  it('is a recurring job of the search domain, every 30 minutes', () => {
    expect(searchDomain.jobs).toContain(analyzeSearchIndexJob);
    expect(analyzeSearchIndexJob.options.recurring?.schedule).toMatchObject({
      repeats: 'EVERY',
      scheduleInterval: 'MINUTES',
      repeatsEveryCount: ANALYZE_EVERY_MINUTES,
    });
  });

  it.runIf(databaseKind === 'pglite')('refreshes the statistics of the search index on PGlite', async () => {
    expect(await analyzeSearchIndex(server.database)).toBe(true);
    expect(await estimatedRows()).toBe(await indexRows());
  });

  it.runIf(databaseKind === 'postgres')('leaves PostgreSQL to its autovacuum', async () => {
    expect(await analyzeSearchIndex(server.database)).toBe(false);
  });

  it('runs on a worker of the job system', async () => {
    const id = await enqueue(server.db, analyzeSearchIndexJob, {});
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
