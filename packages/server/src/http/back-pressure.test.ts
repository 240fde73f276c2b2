import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../db/schema';
import { createTestServer, signIn, type TestAgent, type TestServer } from '../test/helpers';
import { backPressureFromEnv } from './back-pressure';

/** Holds the sessions table until `release`: every signed-in request then waits on the database. */
async function holdSessions(server: TestServer): Promise<{ release: () => Promise<void> }> {
  let release = () => {};
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holder = server.db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE ${sessions} IN ACCESS EXCLUSIVE MODE`);
    locked();
    await new Promise<void>((resolve) => {
      release = resolve;
    });
  });
  await isLocked;
  return {
    release: async () => {
      release();
      await holder;
    },
  };
}

describe('back-pressure', () => {
  let server: TestServer;
  let tech: TestAgent;

  beforeAll(async () => {
    server = await createTestServer({ backPressure: { maxInFlight: 2, retryAfterSeconds: 3 } });
    tech = await signIn(server, 'tech');
  });
  afterAll(() => server.close());

  it('answers 503 with Retry-After beyond the in-flight bound, /health throughout', async () => {
    const lock = await holdSessions(server);
    // The session cache may hold the sign-in's session: a write (the sign-in) cleared it, so these
    // two reads each go to the locked table and stay in flight.
    const first = tech.get('/client/list');
    const second = tech.get('/scripting/scripts');
    await vi.waitFor(() => expect(server.app.backPressure.inFlight).toBe(2));

    const refused = await tech.get('/query/organizations');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('3');
    expect(refused.body).toEqual({
      resultCode: 'SERVER_BUSY',
      errorMessage: 'Something went wrong on our end. Try again in a moment.',
    });
    const refusedWrite = await tech.post('/qsearch/recent', { id: 1 });
    expect(refusedWrite.status).toBe(503);
    expect(server.app.backPressure.refused).toBe(2);

    const health = await tech.get('/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });

    await lock.release();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    await vi.waitFor(() => expect(server.app.backPressure.inFlight).toBe(0));
    expect((await tech.get('/query/organizations')).status).toBe(200);
  });

  it('reads its bounds from the environment', () => {
    expect(backPressureFromEnv({})).toEqual({
      maxInFlight: 512,
      maxActive: 16,
      maxWaitMs: 10_000,
      retryAfterSeconds: 1,
    });
    expect(backPressureFromEnv({}, { embedded: true }).maxActive).toBe(8);
    expect(backPressureFromEnv({ BACKPRESSURE_MAX_ACTIVE: '12' }, { embedded: true }).maxActive).toBe(12);
    expect(
      backPressureFromEnv({
        BACKPRESSURE_MAX_IN_FLIGHT: '64',
        BACKPRESSURE_MAX_ACTIVE: '8',
        BACKPRESSURE_MAX_WAIT_MS: '2500',
        BACKPRESSURE_RETRY_AFTER: '5',
      }),
    ).toEqual({ maxInFlight: 64, maxActive: 8, maxWaitMs: 2500, retryAfterSeconds: 5 });
    expect(() => backPressureFromEnv({ BACKPRESSURE_MAX_IN_FLIGHT: 'many' })).toThrow(
      'BACKPRESSURE_MAX_IN_FLIGHT must be a whole number',
    );
  });
});

describe('back-pressure queue', () => {
  let server: TestServer;
  let tech: TestAgent;

  beforeAll(async () => {
    server = await createTestServer({ backPressure: { maxInFlight: 3, maxActive: 1, maxWaitMs: 60_000 } });
    tech = await signIn(server, 'tech');
  });
  afterAll(() => server.close());

  it('works on one request at a time and serves the waiting ones in arrival order, /health throughout', async () => {
    const lock = await holdSessions(server);
    const order: string[] = [];
    const first = tech.get('/client/list').then((answer) => {
      order.push('first');
      return answer;
    });
    await vi.waitFor(() => expect(server.app.backPressure.inFlight).toBe(1));
    const second = tech.get('/scripting/scripts').then((answer) => {
      order.push('second');
      return answer;
    });
    await vi.waitFor(() => expect(server.app.backPressure.waiting).toBe(1));
    const third = tech.get('/query/organizations').then((answer) => {
      order.push('third');
      return answer;
    });
    await vi.waitFor(() => expect(server.app.backPressure.waiting).toBe(2));
    // Beyond the in-flight bound (waiting ones count): refused at once.
    expect((await tech.get('/query/devices')).status).toBe(503);
    expect((await tech.get('/health')).status).toBe(200);

    await lock.release();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect((await third).status).toBe(200);
    expect(order).toEqual(['first', 'second', 'third']);
    await vi.waitFor(() => expect(server.app.backPressure).toMatchObject({ inFlight: 0, waiting: 0 }));
  });
});

describe('back-pressure wait bound', () => {
  let server: TestServer;
  let tech: TestAgent;

  beforeAll(async () => {
    server = await createTestServer({
      backPressure: { maxInFlight: 10, maxActive: 1, maxWaitMs: 200, retryAfterSeconds: 2 },
    });
    tech = await signIn(server, 'tech');
  });
  afterAll(() => server.close());

  it('answers 503 with Retry-After to a request that waited too long, and goes on', async () => {
    const lock = await holdSessions(server);
    const first = tech.get('/client/list');
    await vi.waitFor(() => expect(server.app.backPressure.inFlight).toBe(1));
    const waited = await tech.get('/scripting/scripts');
    expect(waited.status).toBe(503);
    expect(waited.headers['retry-after']).toBe('2');
    expect(waited.body).toMatchObject({ resultCode: 'SERVER_BUSY' });
    expect(server.app.backPressure).toMatchObject({ inFlight: 1, waiting: 0, refused: 1 });
    await lock.release();
    expect((await first).status).toBe(200);
    expect((await tech.get('/scripting/scripts')).status).toBe(200);
  });
});
