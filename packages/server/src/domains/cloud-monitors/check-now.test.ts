import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { setupDemoServerWith } from '../../test/helpers';
import { startHttpPeer, type WebPeer } from '../../test/peers/https';
import { monitorTestPlace } from './monitor-test-kit';
import { monitorRuntime } from './routes';
import { createMonitorScheduler } from './scheduler';

const suite = setupDemoServerWith({ cloudMonitors: { scheduler: false } }, 'admin');
const { server, admin } = suite;
const { place } = monitorTestPlace(suite);

let peer: WebPeer;
beforeAll(async () => {
  peer = await startHttpPeer();
  peer.answer.body = '<p>We are open</p>';
});
afterAll(async () => {
  await peer?.stop();
});

const monitor = (overrides: Record<string, unknown> = {}) => ({
  ...place,
  systemName: 'Checked on demand',
  frequency: 3600,
  timeout: 10,
  monitorType: 'HTTP',
  url: peer.url,
  conditions: [],
  ...overrides,
});

async function resultCount(id: number): Promise<number> {
  return (await server.db.select().from(t.cloudMonitorResults).where(eq(t.cloudMonitorResults.monitorId, id)))
    .length;
}

describe('POST /cloudmonitor/{id}/check', () => {
  it('moves the next slot to now, so the scheduler probes the monitor on its next tick', async () => {
    const created = await admin.post('/cloudmonitor', monitor());
    expect(created.status).toBe(200);
    const id = created.body.cloudMonitor.id as number;
    // As after a run: the next slot an hour away, nothing due.
    await server.db
      .update(t.cloudMonitors)
      .set({ nextRunAt: new Date(Date.now() + 3_600_000) })
      .where(eq(t.cloudMonitors.nodeId, id));
    const scheduler = createMonitorScheduler(monitorRuntime(server.app).deps);
    expect(await scheduler.tick()).toBe(0);

    const checked = await admin.post(`/cloudmonitor/${id}/check`, undefined);
    expect(checked.status).toBe(202);
    expect(Math.abs(Date.parse(checked.body.nextRunAt) - Date.now())).toBeLessThan(60_000);

    expect(await scheduler.tick()).toBe(1);
    await scheduler.stop();
    expect(await resultCount(id)).toBe(1);
    expect(peer.requests.length).toBeGreaterThan(0);
    // The schedule carries on from that run: the next slot is a frequency away again.
    const [row] = await server.db.select().from(t.cloudMonitors).where(eq(t.cloudMonitors.nodeId, id));
    expect(row!.nextRunAt.getTime() - Date.now()).toBeGreaterThan(3_000_000);
  });

  it('refuses a disabled monitor with 409 and the reason, and moves nothing', async () => {
    const created = await admin.post('/cloudmonitor', monitor({ systemName: 'Paused', enabled: false }));
    expect(created.status).toBe(200);
    const id = created.body.cloudMonitor.id as number;
    const [before] = await server.db.select().from(t.cloudMonitors).where(eq(t.cloudMonitors.nodeId, id));
    const checked = await admin.post(`/cloudmonitor/${id}/check`, undefined);
    expect(checked.status).toBe(409);
    expect(checked.body).toMatchObject({
      resultCode: 'MONITOR_DISABLED',
      errorMessage: 'A disabled monitor is not checked. Enable it first.',
    });
    const [after] = await server.db.select().from(t.cloudMonitors).where(eq(t.cloudMonitors.nodeId, id));
    expect(after!.nextRunAt).toEqual(before!.nextRunAt);
  });

  it('answers 404 for a monitor that does not exist', async () => {
    expect((await admin.post('/cloudmonitor/987654/check', undefined)).status).toBe(404);
  });
});
