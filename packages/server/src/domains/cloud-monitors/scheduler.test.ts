/**
 * The scheduler: due monitors are claimed once (a lease: no overlapping runs), their next slot is
 * one frequency on with a small jitter, time-outs are enforced, and what a stopped process left
 * (due slots, an expired lease) is picked up by another scheduler on the same database.
 */
import { createServer, type Server } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { setupDemoServerWith } from '../../test/helpers';
import { startHttpPeer, type WebPeer } from '../../test/peers/https';
import { resolveMonitorOptions } from './options';
import { monitorRuntime } from './routes';
import { forgetPrivateTargetSettings } from './runner';
import { createMonitorScheduler } from './scheduler';

let listener: Server;
let port = 0;
let web: WebPeer;
beforeAll(async () => {
  listener = createServer((socket) => socket.end()).listen(0, '127.0.0.1');
  await new Promise((resolve) => listener.once('listening', resolve));
  port = (listener.address() as { port: number }).port;
  web = await startHttpPeer();
});
afterAll(async () => {
  await new Promise((resolve) => listener.close(resolve));
  await web.stop();
});

const { server, ids, admin } = setupDemoServerWith({ cloudMonitors: { scheduler: false } }, 'admin');

let base: Record<string, unknown>;
beforeAll(async () => {
  const org = ids.org('Northwind Traders');
  const [location] = await server.db
    .select()
    .from(t.locations)
    .where(eq(t.locations.clientId, org.id))
    .limit(1);
  base = { clientId: org.id, locationId: location?.id ?? 0, frequency: 60, timeout: 3 };
  expect((await admin.put('/divisionconfig/CLOUD_MONITOR_PRIVATE_TARGETS', { enabled: true })).status).toBe(
    200,
  );
  forgetPrivateTargetSettings();
});

function scheduler(overrides: Parameters<typeof resolveMonitorOptions>[0] = {}) {
  const { deps } = monitorRuntime(server.app);
  return createMonitorScheduler({ ...deps, options: resolveMonitorOptions({ tickMs: 50, ...overrides }) });
}

async function portMonitor(name: string) {
  const response = await admin.post('/cloudmonitor', {
    ...base,
    systemName: name,
    monitorType: 'PORT_SCAN',
    hostname: '127.0.0.1',
    ports: [port],
  });
  expect(response.status).toBe(200);
  return response.body.cloudMonitor.id as number;
}

const row = async (id: number) => {
  const [found] = await server.db.select().from(t.cloudMonitors).where(eq(t.cloudMonitors.nodeId, id));
  if (!found) throw new Error('monitor gone');
  return found;
};
const results = async (id: number) =>
  server.db.select().from(t.cloudMonitorResults).where(eq(t.cloudMonitorResults.monitorId, id));
const makeDue = (id: number) =>
  server.db
    .update(t.cloudMonitors)
    .set({ nextRunAt: sql`now() - interval '1 second'` as unknown as Date })
    .where(eq(t.cloudMonitors.nodeId, id));

async function until(check: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the cloud monitor scheduler', () => {
  it('runs a new monitor soon after it is saved, then every frequency with a small jitter', async () => {
    const id = await portMonitor('Scheduled');
    const slot = (await row(id)).nextRunAt;
    const running = scheduler();
    running.start();
    await until(async () => (await results(id)).length === 1);
    await running.stop();
    const after = await row(id);
    expect(after.leaseUntil).toBeNull();
    expect(after.status).toBe('UP');
    // One frequency after the slot, shifted by at most 1% of it (0.6 s).
    const gap = (after.nextRunAt.getTime() - slot.getTime()) / 1000;
    expect(gap).toBeGreaterThan(58);
    expect(gap).toBeLessThan(62);
    expect(running.stats.runs).toBe(1);
  });

  it('claims a due monitor once: a second tick and a second scheduler find nothing while it runs', async () => {
    const id = await portMonitor('Once');
    await makeDue(id);
    const first = scheduler();
    const second = scheduler();
    const claimed = await first.tick();
    expect(claimed).toBeGreaterThanOrEqual(1);
    expect((await row(id)).leaseUntil).not.toBeNull();
    await makeDue(id); // even due again, the lease keeps it from a second run
    expect(await second.tick()).toBe(0);
    await first.stop();
    expect(await results(id)).toHaveLength(1);
    await server.db
      .update(t.cloudMonitors)
      .set({ nextRunAt: sql`now() + interval '1 minute'` as unknown as Date })
      .where(eq(t.cloudMonitors.nodeId, id));
  });

  it('takes back a run whose process died once its lease expired, and due slots after a restart', async () => {
    const id = await portMonitor('Orphan');
    await server.db
      .update(t.cloudMonitors)
      .set({
        nextRunAt: sql`now() - interval '5 minutes'` as unknown as Date,
        leaseUntil: sql`now() + interval '1 minute'` as unknown as Date,
      })
      .where(eq(t.cloudMonitors.nodeId, id));
    const restarted = scheduler();
    expect(await restarted.tick()).toBe(0);
    await server.db
      .update(t.cloudMonitors)
      .set({ leaseUntil: sql`now() - interval '1 second'` as unknown as Date })
      .where(eq(t.cloudMonitors.nodeId, id));
    expect(await restarted.tick()).toBe(1);
    await restarted.stop();
    expect(await results(id)).toHaveLength(1);
    // Far behind: the next slot is counted from now, not from the missed one.
    expect((await row(id)).nextRunAt.getTime()).toBeGreaterThan(Date.now() + 55_000);
    expect(restarted.stats.lateness[0]).toBeGreaterThanOrEqual(5 * 60_000 - 1_000);
  });

  it('stops a run at its time-out', async () => {
    web.answer.delayMs = 8_000;
    const response = await admin.post('/cloudmonitor', {
      ...base,
      timeout: 5,
      systemName: 'Slow site',
      monitorType: 'HTTP',
      url: web.url,
    });
    const id = response.body.cloudMonitor.id as number;
    await makeDue(id);
    const running = scheduler();
    const started = Date.now();
    await running.tick();
    await running.stop();
    const elapsed = Date.now() - started;
    const [result] = await results(id);
    expect(result).toMatchObject({ status: 'DOWN', message: 'Timed out' });
    expect(elapsed).toBeLessThan(7_900);
    web.answer.delayMs = 0;
  });
});
