/**
 * A failed query is logged without its parameters: a new user's password hash (a query parameter,
 * and a value PostgreSQL repeats in `detail`) never reaches the log stream, on PGlite and
 * PostgreSQL, whether a route logs the error itself or the error handler does. A request URL is
 * logged without its query values.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../app';
import { hashPassword } from '../../lib/crypto';
import { openTestDatabase, TEST_SECRET_KEY } from '../../test/helpers';
import { safeUrl } from './logger-options';
import { describeError, safeErrorMessage, serializeError } from './safe-error';

describe('given a server whose logger writes to a captured stream', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;
  let hash: string;
  const email = `leak-${randomUUID()}@example.com`;

  beforeAll(async () => {
    hash = await hashPassword('Never-In-The-Log-2026!');
    const opened = await openTestDatabase();
    cleanup = opened.cleanup;
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    app = await createServer({
      database: opened.database,
      secretKey: TEST_SECRET_KEY,
      logger: { level: 'info', stream },
      jobs: { autoStart: false },
    });
    // A new user without a first name: the insert fails (not-null) with the hash among its
    // parameters and in PostgreSQL's "Failing row contains (...)" detail.
    const failingInsert = () =>
      opened.database.db.execute(
        sql`INSERT INTO users (uid, email, first_name, last_name, password_hash) VALUES (${randomUUID()}, ${email}, ${null}, ${'Leak'}, ${hash})`,
      );
    app.post('/test/insert-logged', async (request, reply) => {
      try {
        await failingInsert();
      } catch (error) {
        request.log.error({ err: error }, 'insert failed');
      }
      return reply.code(204).send();
    });
    app.post('/test/insert-thrown', async () => {
      await failingInsert();
      return { ok: true };
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  it('logs a failed insert with its SQL and code but not its parameters', async () => {
    const response = await app.inject({ method: 'POST', url: '/test/insert-logged' });
    expect(response.statusCode).toBe(204);
    const logged = lines.find((line) => line.includes('"insert failed"'));
    expect(logged, lines.join('\n')).toBeDefined();
    const entry = JSON.parse(logged as string);
    expect(entry.err.message).toContain('INSERT INTO users');
    expect(JSON.stringify(entry.err)).toContain('23502');
    expect(logged).not.toContain(hash);
    expect(logged).not.toContain(hash.split('$').at(-1));
    expect(logged).not.toContain(email);
    expect(logged).not.toContain('params');
  });

  it('never writes the parameters when the error handler answers the failure', async () => {
    const response = await app.inject({ method: 'POST', url: '/test/insert-thrown' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.body).not.toContain(hash);
    const all = lines.join('\n');
    expect(all).not.toContain(hash.split('$').at(-1));
    expect(all).not.toContain(email);
  });

  it('logs request URLs without the values of their query parameters', async () => {
    const response = await app.inject({ method: 'GET', url: '/ws/health?token=s3cret-value&q=' });
    expect(response.statusCode).toBe(200);
    const all = lines.join('\n');
    expect(all).toContain('/ws/health?token=…&q=…');
    expect(all).not.toContain('s3cret-value');
  });

  it('writes one line per request, when it is answered, with its status and time', async () => {
    const before = lines.length;
    const response = await app.inject({ method: 'GET', url: '/ws/health?probe=1' });
    expect(response.statusCode).toBe(200);
    const mine = lines
      .slice(before)
      .map(
        (line) =>
          JSON.parse(line) as {
            msg: string;
            req?: { url: string };
            res?: { statusCode: number };
            responseTime?: number;
          },
      )
      .filter((line) => line.req?.url === '/ws/health?probe=…');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ msg: 'request completed', res: { statusCode: 200 } });
    expect(mine[0]?.responseTime).toBeGreaterThanOrEqual(0);
  });
});

describe('the safe error text', () => {
  it('keeps a URL path and its query names only', () => {
    expect(safeUrl('/ws/installer/3/download?expires=1&signature=abc')).toBe(
      '/ws/installer/3/download?expires=…&signature=…',
    );
    expect(safeUrl('/ws/client/list')).toBe('/ws/client/list');
  });

  it("cuts Drizzle's params tail and quoted input values", () => {
    expect(safeErrorMessage('Failed query: insert into "users" ($1, $2)\nparams: a@b.c,scrypt$1$2')).toBe(
      'Failed query: insert into "users" ($1, $2)',
    );
    expect(safeErrorMessage('invalid input syntax for type integer: "secret-value"')).toBe(
      'invalid input syntax for type integer: [redacted]',
    );
    expect(safeErrorMessage('value "99999999999" is out of range for type integer')).toBe(
      'value [redacted] is out of range for type integer',
    );
  });

  it('drops params, detail and query options from an error and its causes, keeping codes', () => {
    const cause = Object.assign(new Error('null value in column "first_name"'), {
      code: '23502',
      detail: 'Failing row contains (1, hunter2)',
      params: ['hunter2'],
      queryOptions: { rowMode: 'object' },
    });
    const error = Object.assign(new Error('Failed query: insert ($1)\nparams: hunter2'), {
      query: 'insert ($1)',
      params: ['hunter2'],
      cause,
    });
    const text = JSON.stringify(serializeError(error));
    expect(text).not.toContain('hunter2');
    expect(text).toContain('23502');
    expect(text).toContain('insert ($1)');
    expect(describeError(error)).not.toContain('hunter2');
    expect(describeError(error)).toContain('caused by:');
    expect(serializeError('plain text')).toBe('plain text');
  });
});
