import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobContext } from '../../jobs';
import { setupDemoServerWith } from '../../test/helpers';
import { startHttpPeer, type WebPeer } from '../../test/peers/https';
import { monitorTestPlace } from './monitor-test-kit';
import { pruneMonitorResultsJob } from './prune';

let web: WebPeer;
beforeAll(async () => {
  web = await startHttpPeer();
});
afterAll(async () => {
  await web.stop();
});

const { server, ids, admin } = setupDemoServerWith({ cloudMonitors: { scheduler: false } }, 'admin');

const { place, run } = monitorTestPlace({ server, ids, admin });
const base = () => ({ ...place, frequency: 60, timeout: 5, monitorType: 'HTTP' });
const active = async (id: number) => (await admin.get(`/cloudmonitor/${id}/alerts`)).body.alerts as unknown[];

describe('the runner and maintenance mode', () => {
  it('raises nothing while the monitor is in maintenance with alerts suppressed, and raises after it', async () => {
    const created = await admin.post('/cloudmonitor', {
      ...base(),
      systemName: 'In maintenance',
      url: web.url,
      conditions: [{ type: 'HttpCode', parameters: { runCount: 1, code: 204 } }],
    });
    const id = created.body.cloudMonitor.id as number;
    const maintenance = await admin.post('/maintenance', {
      deviceIds: [id],
      schedule: { startTime: null, endTime: null },
      options: { notifications: true, alerts: true },
      reasonMessage: 'Shop migration',
    });
    expect(maintenance.status).toBe(204);
    expect((await run(id))?.details.statusCode).toBe(200);
    expect(await active(id)).toEqual([]);
    expect((await admin.post('/maintenance/schedules/deleteList', { deviceIds: [id] })).status).toBe(204);
    await run(id);
    expect(await active(id)).toHaveLength(1);
  });
});

describe('the bounded history', () => {
  it('keeps the newest results of each monitor', async () => {
    const created = await admin.post('/cloudmonitor', { ...base(), systemName: 'History', url: web.url });
    const id = created.body.cloudMonitor.id as number;
    for (let i = 0; i < 5; i++) await run(id);
    const ctx = { db: server.db } as unknown as JobContext;
    const removed = await pruneMonitorResultsJob.handler({ keep: 2, alertDays: 90 }, ctx);
    expect(removed.results).toBeGreaterThanOrEqual(3);
    const left = await admin.get(`/cloudmonitor/${id}/results?limit=10`);
    expect(left.body.results).toHaveLength(2);
  });
});
