import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { EventLoopUtilization } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { initDataFolder, PgliteThread } from './pglite-thread';
import * as schema from './schema';

/** The Drizzle database (or a transaction on it), the same API on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A notification listener; returns the function that stops it. */
export type Unlisten = () => Promise<void>;

/** An open database: Drizzle, LISTEN/NOTIFY, migrations and shutdown. */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Runs the SQL migrations of `drizzle/` (idempotent). */
  migrate(): Promise<void>;
  /** LISTEN on a channel; the callback gets each payload. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
  close(): Promise<void>;
  /**
   * Only where every write of the database goes through this process (the embedded database in
   * its thread): calls `listener` with the tables each write names and its SQL (see
   * `PgliteThread.onWrite`).
   */
  onWrite?: (listener: (tables: readonly string[], sql: string) => void) => () => void;
  /**
   * The embedded database in its thread only: how busy that thread has been (event loop
   * utilization, since `previous` when given); the load bench reports it.
   */
  threadUtilization?: (previous?: EventLoopUtilization) => EventLoopUtilization;
  /** In-memory PGlite only: the whole database as a tarball (`loadDataDir` opens a copy). */
  dumpDataDir?: () => Promise<Blob>;
}

/** Where and how to open the database. */
export interface DatabaseOptions {
  /** `postgres://...`: use PostgreSQL. Otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data folder; omitted: in memory. */
  dataDir?: string | undefined;
  /** node-postgres pool size. @default 10 */
  poolSize?: number;
  /**
   * PGlite only: run the database in a worker thread, off the server's event loop (see
   * `PgliteThread`). @default true with a `dataDir`, false in memory (tests: faster in-process)
   */
  thread?: boolean | undefined;
  /** In-memory PGlite only: start from this tarball of `dumpDataDir` instead of an empty database. */
  loadDataDir?: Blob | undefined;
}

/** Finds the `drizzle/` folder from src/ (tsx, vitest) or dist/ (built). */
export function findMigrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = resolve(dir, '..');
  }
  throw new Error('Cannot find the drizzle/ migrations folder');
}

/** Rows of a raw query, on either driver. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Opens the database: PostgreSQL when `url` is given, otherwise PGlite (in a data folder or in
 * memory) with the pg_trgm extension loaded; PGlite in a data folder runs in a worker thread, off
 * the event loop (`thread`).
 * @example const database = await openDatabase({ dataDir: './.data/db' }); await database.migrate();
 */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.thread ?? options.dataDir !== undefined, options.loadDataDir);
}

/**
 * PostgreSQL settings of the embedded database in a data folder (the in-memory one of the tests
 * keeps PGlite's defaults), after PGlite's own start parameters: a 16 MB buffer cache instead of
 * PostgreSQL's 128 MB (it lives in the WebAssembly heap, which never shrinks; the data folder's
 * pages stay in the OS page cache) and 16 MB for index builds instead of 64 MB. With the first
 * start's initdb in a process of its own, this takes the monitors bench's server on PGlite from
 * 689 MB RSS to 453 MB; the database thread's `--liftoff-only` (pglite-worker.mjs) takes it under
 * 300 MB (docs/cloud-monitors.md "Benchmark").
 */
export const PGLITE_SETTINGS: readonly string[] = [
  '-c',
  'shared_buffers=16MB',
  '-c',
  'maintenance_work_mem=16MB',
];

async function openPglite(
  dataDir: string | undefined,
  thread: boolean,
  loadDataDir: Blob | undefined,
): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // A new data folder: initdb runs in a process of its own, whose memory goes with it.
  if (thread && dataDir && !existsSync(join(dataDir, 'PG_VERSION')))
    await initDataFolder(dataDir, PGLITE_SETTINGS);
  const worker = thread ? await PgliteThread.start(dataDir, PGLITE_SETTINGS) : undefined;
  // The thread has the part of PGlite's surface that Drizzle's driver and migrator use.
  const client: PGlite = worker
    ? (worker as unknown as PGlite)
    : await PGlite.create(dataDir, {
        extensions: { pg_trgm },
        // In a data folder a small buffer cache has the OS page cache behind it; in memory it has not.
        ...(dataDir ? { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] } : {}),
        ...(loadDataDir && !dataDir ? { loadDataDir } : {}),
      });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    ...(worker
      ? {
          onWrite: (listener: (tables: readonly string[], sql: string) => void) => worker.onWrite(listener),
          threadUtilization: (previous?: EventLoopUtilization) => worker.utilization(previous),
        }
      : dataDir
        ? {}
        : { dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob }),
    async migrate() {
      await migratePglite(db as never, { migrationsFolder: findMigrationsFolder() });
    },
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

const MIGRATION_LOCK_ID = 726_431_001;

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  const listeners = new Set<pg.Client>();
  return {
    kind: 'postgres',
    db,
    async migrate() {
      // One migrator at a time when several server processes start together.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: findMigrationsFolder() });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        await client.end();
      }
    },
    async listen(channel, onPayload) {
      let client: pg.Client | undefined;
      let stopped = false;
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString: url });
        next.on('notification', (message) => {
          if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
        });
        next.on('error', () => {
          listeners.delete(next);
          next.end().catch(() => {});
          // Reconnect after a short pause unless stopped.
          if (!stopped) setTimeout(() => void connect().catch(() => {}), 1000).unref();
        });
        await next.connect();
        await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
        listeners.add(next);
        client = next;
      };
      await connect();
      return async () => {
        stopped = true;
        if (client) {
          listeners.delete(client);
          await client.end().catch(() => {});
        }
      };
    },
    async close() {
      await Promise.all([...listeners].map((client) => client.end().catch(() => {})));
      listeners.clear();
      await pool.end();
    },
  };
}

/** Sends a NOTIFY inside the current transaction (delivered on commit). */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}
