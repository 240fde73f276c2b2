import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer } from '../app';
import { pgErrorCode } from '../http/errors';
import { createSecretBox } from '../lib/crypto';
import { seedDemo } from '../seed/demo';
import { DEMO_USERS } from '../seed/users';
import { type Database, type Db, notify, openDatabase, queryRows } from './client';
import { writtenTables } from './pglite-thread';

// The production path of the embedded database: PGlite in a data folder, in a worker thread.
describe('PGlite in a worker thread (data folder)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'pglite-thread-'));
  const dataDir = join(folder, 'db');
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await openDatabase({ dataDir });
    db = database.db;
    await database.migrate();
    await db.execute(sql`CREATE TABLE thread_items (id integer PRIMARY KEY, name text NOT NULL)`);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const names = async () =>
    (await queryRows<{ name: string }>(db, sql`SELECT name FROM thread_items ORDER BY id`)).map(
      (r) => r.name,
    );

  it('migrates, reads and writes, with pg_trgm loaded', async () => {
    expect(database.kind).toBe('pglite');
    await db.execute(sql`INSERT INTO thread_items VALUES (1, 'one')`);
    expect(await names()).toEqual(['one']);
    const [row] = await queryRows<{ ok: boolean; trgm: number }>(
      db,
      sql`SELECT true AS ok, similarity('desktop', 'deskt') AS trgm`,
    );
    expect(row?.ok).toBe(true);
    expect(row?.trgm).toBeGreaterThan(0);
    const [migrated] = await queryRows<{ count: number }>(
      db,
      sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
    );
    expect(migrated?.count).toBeGreaterThan(0);
  });

  it('commits and rolls back transactions, nested ones as savepoints', async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO thread_items VALUES (2, 'two')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO thread_items VALUES (3, 'three')`);
          throw new Error('undo the inner one');
        })
        .catch(() => {});
      await tx.transaction(async (inner) => {
        await inner.execute(sql`INSERT INTO thread_items VALUES (4, 'four')`);
      });
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO thread_items VALUES (5, 'five')`);
        throw new Error('undo it all');
      }),
    ).rejects.toThrow('undo it all');
    expect(await names()).toEqual(['one', 'two', 'four']);
  });

  it('keeps a transaction isolated: other queries wait until it commits', async () => {
    let release = () => {};
    let inside = () => {};
    const entered = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const open = db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO thread_items VALUES (6, 'six')`);
      inside();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await entered;
    let read: string[] | undefined;
    const outside = names().then((value) => {
      read = value;
    });
    // The outside read cannot run in the middle of the transaction.
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(read).toBeUndefined();
    release();
    await open;
    await outside;
    expect(read).toEqual(['one', 'two', 'four', 'six']);
  });

  it('keeps the database error code and fields', async () => {
    const error = await db.execute(sql`INSERT INTO thread_items VALUES (1, 'again')`).catch((e) => e);
    expect(pgErrorCode(error)).toBe('23505');
  });

  it('reads texts off the wire as written: multibyte, empty, null and long values, names and errors', async () => {
    // PGlite's protocol reader is patched (patches/@electric-sql__pglite@0.5.16.patch): strings are
    // decoded in place from the answer's buffer.
    const long = `${'ü€😀 '.repeat(40_000)}end`;
    const [row] = await queryRows<Record<string, string | null>>(
      db,
      sql`SELECT ${'héllo ☃ 😀'}::text AS "naïve ☃", ''::text AS empty, NULL::text AS nothing,
        ${long}::text AS long, ${'x'}::text AS "${sql.raw('z'.repeat(60))}"`,
    );
    expect(row).toEqual({
      'naïve ☃': 'héllo ☃ 😀',
      empty: '',
      nothing: null,
      long,
      ['z'.repeat(60)]: 'x',
    });
    const error = await db.execute(sql`SELECT * FROM "tâble ☃ 😀"`).catch((e: unknown) => e);
    expect(pgErrorCode(error)).toBe('42P01');
    expect(String((error as { cause?: Error }).cause?.message)).toContain('"tâble ☃ 😀"');
  });

  it('refuses a parameter that cannot cross the thread, and goes on', async () => {
    const notCloneable = () => 'a function';
    await expect(db.execute(sql`SELECT ${notCloneable as unknown as string}::text`)).rejects.toThrow();
    expect(await names()).toEqual(['one', 'two', 'four', 'six']);
  });

  it('reports the tables each write names, again when its transaction commits', async () => {
    expect(writtenTables('update "sessions" set "last_seen_at" = $1 where "sessions"."id" = $2')).toEqual([
      'sessions',
    ]);
    expect(writtenTables('INSERT INTO users (a) VALUES (1) ON CONFLICT DO NOTHING')).toEqual(['users']);
    expect(writtenTables('delete from "memberships" where true; TRUNCATE TABLE feature_flags')).toEqual([
      'memberships',
      'feature_flags',
    ]);
    expect(writtenTables('select * from "nodes" where "updated_at" > now()')).toEqual([]);
    const seen: string[][] = [];
    const stop = database.onWrite?.((tables) => seen.push([...tables]));
    await db.execute(sql`UPDATE thread_items SET name = name WHERE id = 1`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE thread_items SET name = name WHERE id = 2`);
    });
    stop?.();
    await db.execute(sql`UPDATE thread_items SET name = name WHERE id = 1`);
    // Once when sent, once inside the transaction when sent and once at its commit.
    expect(seen).toEqual([['thread_items'], ['thread_items'], ['thread_items']]);
  });

  it('delivers NOTIFY to LISTEN once the transaction commits', async () => {
    const payloads: string[] = [];
    const unlisten = await database.listen('thread_channel', (payload) => payloads.push(payload));
    await db.transaction(async (tx) => {
      await notify(tx as unknown as Db, 'thread_channel', 'hello');
    });
    await vi.waitFor(() => expect(payloads).toEqual(['hello']));
    // Outside a transaction the notification comes back in the statement's own answer.
    await notify(db, 'thread_channel', 'again');
    await vi.waitFor(() => expect(payloads).toEqual(['hello', 'again']));
    await unlisten();
    await notify(db, 'thread_channel', 'unheard');
    await names();
    expect(payloads).toEqual(['hello', 'again']);
  });

  it('runs data statements as prepared statements that follow schema changes, errors and many texts', async () => {
    // The same text twice: prepared once, bound twice, with parameters of several types.
    const at = new Date('2026-11-27T10:00:00.000Z');
    for (let i = 0; i < 2; i++) {
      const [row] = await queryRows<{ n: number; t: string; a: string[]; j: { k: number } }>(
        db,
        sql`SELECT ${41 + i}::int + 1 AS n, ${at}::timestamptz::text AS t, string_to_array(${'x,y'}, ',') AS a, ${JSON.stringify({ k: i })}::jsonb AS j`,
      );
      expect(row).toEqual({ n: 42 + i, t: '2026-11-27 10:00:00+00', a: ['x', 'y'], j: { k: i } });
    }
    // A column added after `SELECT *` was prepared: the statement is dropped and prepared again.
    const star = () =>
      queryRows<Record<string, unknown>>(db, sql`SELECT * FROM thread_items WHERE id = ${1}`);
    expect(Object.keys((await star())[0] ?? {})).toEqual(['id', 'name']);
    await db.execute(sql`ALTER TABLE thread_items ADD COLUMN note text`);
    expect(Object.keys((await star())[0] ?? {})).toEqual(['id', 'name', 'note']);
    await db.execute(sql`ALTER TABLE thread_items DROP COLUMN note`);
    // A failed bind (not an integer) and a failed execution leave the session usable.
    const badBind = await db.execute(sql`SELECT * FROM thread_items WHERE id = ${'x'}::int`).catch((e) => e);
    expect(pgErrorCode(badBind)).toBe('22P02');
    const error = await db.execute(sql`INSERT INTO thread_items VALUES (${1}, ${'dup'})`).catch((e) => e);
    expect(pgErrorCode(error)).toBe('23505');
    // More distinct texts than statements kept: the oldest are closed, every answer stays right.
    for (let i = 0; i < 300; i++) {
      const [row] = await queryRows<{ v: number }>(db, sql.raw(`SELECT ${i} + 1 AS v`));
      expect(row?.v).toBe(i + 1);
    }
    expect(await names()).toEqual(['one', 'two', 'four', 'six']);
  });

  it('leaves the event loop free while a long query runs', async () => {
    let done = false;
    const query = queryRows(db, sql`SELECT count(*) FROM generate_series(1, 3000000)`).then(() => {
      done = true;
    });
    let turns = 0;
    while (!done) {
      await new Promise((resolve) => setImmediate(resolve));
      turns += 1;
    }
    await query;
    // In-process PGlite runs the query on this thread: the loop gets a turn or two at most.
    expect(turns).toBeGreaterThan(20);
  });

  it('hands at most the answers of one turn to their callers before timers and sockets get theirs', async () => {
    // 16 callers each sending 150 short queries one after the other, as 16 busy requests do.
    const chains = 16;
    let answered = 0;
    let stop = false;
    const perTurn: number[] = [];
    const turns = (async () => {
      while (!stop) {
        const before = answered;
        await new Promise((resolve) => setImmediate(resolve));
        perTurn.push(answered - before);
      }
    })();
    await Promise.all(
      Array.from({ length: chains }, async () => {
        for (let i = 0; i < 150; i++) {
          await queryRows(db, sql`SELECT ${i}::int AS n`);
          answered += 1;
        }
      }),
    );
    stop = true;
    await turns;
    expect(answered).toBe(chains * 150);
    // Node delivers a thread's messages in one go while more keep arriving; settled once per turn,
    // a turn never takes more answers than there are queries in flight.
    expect(perTurn.reduce((most, n) => Math.max(most, n), 0)).toBeLessThanOrEqual(chains);
    expect(perTurn.length).toBeGreaterThan(150);
  });

  it('keeps the data across a close and a reopen', async () => {
    await database.close();
    database = await openDatabase({ dataDir });
    db = database.db;
    expect(await names()).toEqual(['one', 'two', 'four', 'six']);
  });

  it('serves the API', async () => {
    const secretKey = 'thread-test-key';
    await db.transaction((tx) => seedDemo(tx as unknown as Db, { secrets: createSecretBox(secretKey) }));
    const app = await createServer({ database, secretKey, loginRateLimit: { max: 100, timeWindow: 60_000 } });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/ws/auth/login',
        payload: { email: DEMO_USERS.tech.email, password: DEMO_USERS.tech.password },
      });
      expect(login.statusCode).toBe(200);
      const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const list = await app.inject({ method: 'GET', url: '/ws/client/list', headers: { cookie } });
      expect(list.statusCode).toBe(200);
      expect(list.json().length).toBeGreaterThan(0);
      // The session is cached now; a write that bypasses the routes (a job, another tool) still
      // reaches it at once, because the thread reports every write.
      await db.execute(sql`DELETE FROM sessions`);
      const after = await app.inject({ method: 'GET', url: '/ws/client/list', headers: { cookie } });
      expect(after.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('refuses queries once closed', async () => {
    await database.close();
    await expect(names()).rejects.toThrow();
  });
});
