/**
 * Database errors a request can cause map to a 4xx (or a 503 to retry), never a 500 with details:
 * real errors from the test database (PGlite, or PostgreSQL with DATABASE_URL), and the server's
 * answer to a handler that lets one through.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../app';
import type { Db } from '../db/client';
import { createTestServer, openTestDatabase, TEST_SECRET_KEY, type TestServer } from '../test/helpers';
import { databaseError } from './errors';

let server: TestServer;
let db: Db;

beforeAll(async () => {
  server = await createTestServer({ seed: false });
  db = server.db;
  await db.execute(sql`CREATE TABLE fuzz_parent (id integer PRIMARY KEY, name text UNIQUE NOT NULL)`);
  await db.execute(
    sql`CREATE TABLE fuzz_child (id integer PRIMARY KEY, parent_id integer NOT NULL REFERENCES fuzz_parent(id), n integer CHECK (n > 0))`,
  );
  await db.execute(sql`CREATE TABLE fuzz_short (v varchar(3))`);
  await db.execute(sql`INSERT INTO fuzz_parent VALUES (1, 'one')`);
  await db.execute(sql`INSERT INTO fuzz_child VALUES (1, 1, 1)`);
});
afterAll(async () => {
  await server?.close();
});

/** The error a statement fails with. */
const failure = (statement: ReturnType<typeof sql>) =>
  db.execute(statement).then(
    () => undefined,
    (e) => e,
  );

describe('given a database error', () => {
  it.each([
    ['22003 integer out of range', sql`SELECT ${2 ** 31}::integer`, 400, 'VALIDATION_ERROR'],
    ['22P02 invalid text representation', sql`SELECT 'seven'::integer`, 400, 'VALIDATION_ERROR'],
    ['22001 string too long', sql`INSERT INTO fuzz_short VALUES ('abcdef')`, 400, 'VALIDATION_ERROR'],
    [
      '22P05 or 22021 NUL in text',
      sql`SELECT convert_from('\\x6100'::bytea, 'UTF8')`,
      400,
      'VALIDATION_ERROR',
    ],
    ['22P05 lone surrogate in JSON', sql`SELECT '"\\ud800"'::jsonb ->> 0`, 400, 'VALIDATION_ERROR'],
    ['23505 unique', sql`INSERT INTO fuzz_parent VALUES (2, 'one')`, 409, 'NAME_ALREADY_IN_USE'],
    ['23503 missing reference', sql`INSERT INTO fuzz_child VALUES (2, 99, 1)`, 400, 'VALIDATION_ERROR'],
    ['23503 still referenced', sql`DELETE FROM fuzz_parent WHERE id = 1`, 409, 'INVALID_REFERENCE'],
    ['23502 not null', sql`INSERT INTO fuzz_parent VALUES (3, NULL)`, 400, 'VALIDATION_ERROR'],
    ['23514 check', sql`INSERT INTO fuzz_child VALUES (3, 1, -1)`, 400, 'VALIDATION_ERROR'],
  ])('answers %s', async (_, statement, status, code) => {
    const error = await failure(statement);
    expect(error).toBeDefined();
    const answer = databaseError(error);
    expect({ status: answer?.statusCode, code: answer?.resultCode }).toEqual({ status, code });
  });

  it('leaves other errors to the logged 500', () => {
    expect(databaseError(new Error('boom'))).toBeUndefined();
    expect(databaseError({ code: '58030' })).toBeUndefined();
  });

  it('answers a 503 with Retry-After for a serialization failure', () => {
    expect(databaseError({ code: '40001' })?.statusCode).toBe(503);
  });
});

describe('given a handler that lets a database error through', () => {
  it('answers 400 with the catalogue text, and any other error 500 without its details', async () => {
    const { database, cleanup } = await openTestDatabase();
    const app = await createServer({ database, secretKey: TEST_SECRET_KEY });
    app.get('/ws/test/out-of-range', async () => database.db.execute(sql`SELECT ${2 ** 31}::integer`));
    app.get('/ws/test/nul', async () =>
      database.db.execute(sql`SELECT convert_from('\\x6100'::bytea, 'UTF8')`),
    );
    app.get('/ws/test/boom', async () => {
      throw new Error('secret detail');
    });
    try {
      for (const url of ['/ws/test/out-of-range', '/ws/test/nul']) {
        const response = await app.inject({ method: 'GET', url });
        expect({ url, status: response.statusCode, body: response.json() }).toEqual({
          url,
          status: 400,
          body: {
            resultCode: 'VALIDATION_ERROR',
            errorMessage: 'The request is not valid.',
            issues: [{ path: '', message: 'The request is not valid.' }],
          },
        });
      }
      const boom = await app.inject({ method: 'GET', url: '/ws/test/boom' });
      expect(boom.statusCode).toBe(500);
      expect(boom.body).not.toContain('secret detail');
    } finally {
      await app.close();
      await cleanup();
    }
  });
});
