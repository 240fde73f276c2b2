import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../db/schema';
import { createTestServer, signIn, type TestAgent, type TestServer } from '../test/helpers';
import { backPressureFromEnv } from './back-pressure';

describe('back-pressure', () => {
  let server: TestServer;
  let tech: TestAgent;

  beforeAll(async () => {
    server = await createTestServer({ backPressure: { maxInFlight: 2, retryAfterSeconds: 3 } });
    tech = await signIn(server, 'tech');
  });
  afterAll(() => server.close());

  it('answers 503 with Retry-After beyond the in-flight bound, /health throughout', async () => {
    // Hold the sessions table so every signed-in request waits on the database.
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

    release();
    await holder;
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    await vi.waitFor(() => expect(server.app.backPressure.inFlight).toBe(0));
    expect((await tech.get('/query/organizations')).status).toBe(200);
  });

  it('reads its bound from the environment', () => {
    expect(backPressureFromEnv({})).toEqual({ maxInFlight: 512, retryAfterSeconds: 1 });
    expect(backPressureFromEnv({ BACKPRESSURE_MAX_IN_FLIGHT: '64', BACKPRESSURE_RETRY_AFTER: '5' })).toEqual({
      maxInFlight: 64,
      retryAfterSeconds: 5,
    });
    expect(() => backPressureFromEnv({ BACKPRESSURE_MAX_IN_FLIGHT: 'many' })).toThrow(
      'BACKPRESSURE_MAX_IN_FLIGHT must be a whole number',
    );
  });
});
