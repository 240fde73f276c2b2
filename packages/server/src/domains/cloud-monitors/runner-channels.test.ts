/**
 * A condition's notification channels (002 §3 Monitor condition: notification channel): the raise
 * and the reset are mailed to an EMAIL channel's recipients through a loopback SMTP peer and posted
 * as JSON to a WEBHOOK channel's loopback HTTP peer; a channel the division does not have is refused
 * on save; maintenance mode's notificationChannels option suppresses them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { setupDemoServerWith } from '../../test/helpers';
import { startHttpPeer, type WebPeer } from '../../test/peers/https';
import { type SmtpPeer, startSmtpPeer } from '../../test/peers/smtp';
import { monitorTestPlace } from './monitor-test-kit';

let site: WebPeer;
let hook: WebPeer;
let smtp: SmtpPeer;
beforeAll(async () => {
  site = await startHttpPeer();
  hook = await startHttpPeer();
  smtp = await startSmtpPeer();
});
afterAll(async () => {
  await site.stop();
  await hook.stop();
  await smtp.stop();
});

const { server, admin, ids } = setupDemoServerWith(
  () => ({
    cloudMonitors: { scheduler: false },
    mail: { url: smtp.url, from: 'Console <console@test.local>' },
  }),
  'admin',
);
const { place, run } = monitorTestPlace({ server, ids, admin });

const UP = '<html><body>All systems operational</body></html>';
const DOWN = '<html><body>Maintenance page</body></html>';

async function channel(body: Record<string, unknown>): Promise<number> {
  const response = await admin.post('/notificationchannel/', body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.notificationChannel.id;
}

function keywordMonitor(name: string, channels: number[]) {
  return admin.post('/cloudmonitor', {
    ...place,
    frequency: 60,
    timeout: 5,
    monitorType: 'HTTP',
    systemName: name,
    url: site.url,
    conditions: [
      {
        type: 'HttpSiteKeyword',
        conditionName: 'Shop is down',
        severity: 'MAJOR',
        priority: 'HIGH',
        notificationAction: 'SEND_AND_RESET',
        notificationChannels: channels,
        parameters: { runCount: 1, containsOption: 'DOES_NOT_CONTAIN', keyword: 'operational' },
      },
    ],
  });
}

const alertsOf = (id: number) =>
  server.db.select().from(t.cloudMonitorAlerts).where(eq(t.cloudMonitorAlerts.monitorId, id));

describe('notification channels of a condition', () => {
  it('mails the email channel and posts to the webhook on the raise and on the reset', async () => {
    const email = await channel({
      name: 'NOC mail',
      type: 'EMAIL',
      recipients: ['noc@ops.test', 'oncall@ops.test'],
    });
    const webhook = await channel({ name: 'NOC hook', type: 'WEBHOOK', url: `${hook.url}alerts` });
    const created = await keywordMonitor('Shop front', [email, webhook]);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.cloudMonitor.id as number;
    expect(created.body.cloudMonitor.conditions[0].notificationChannels).toEqual([email, webhook]);
    smtp.clear();
    hook.requests.length = 0;

    site.answer.body = DOWN;
    await run(id);
    await run(id);
    await server.app.jobs.drain();
    const [raised] = await smtp.waitForMessages(1);
    expect(raised?.to).toEqual(['noc@ops.test', 'oncall@ops.test']);
    expect(raised?.parsed.subject).toBe('Console alert: Shop front: Shop is down');
    expect(hook.requests).toHaveLength(1);
    expect(hook.requests[0]).toMatchObject({ method: 'POST', url: '/alerts' });
    expect(hook.requests[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(hook.requests[0]?.body ?? '{}')).toMatchObject({
      event: 'raise',
      subject: 'Console alert: Shop front: Shop is down',
      monitor: { id, name: 'Shop front' },
      condition: { type: 'HttpSiteKeyword', name: 'Shop is down' },
      severity: 'MAJOR',
      priority: 'HIGH',
    });

    site.answer.body = UP;
    await run(id);
    await server.app.jobs.drain();
    const messages = await smtp.waitForMessages(2);
    expect(messages[1]?.parsed.subject).toBe('Console alert reset: Shop front: Shop is down');
    expect(hook.requests.map((request) => JSON.parse(request.body).event)).toEqual(['raise', 'reset']);
  });

  it("refuses a channel that is not one of the division's, writing nothing", async () => {
    const before = await server.db.select().from(t.cloudMonitors);
    const refused = await keywordMonitor('Nowhere', [2_000_000]);
    expect(refused.status).toBe(400);
    expect(refused.body.issues[0]).toMatchObject({
      path: 'conditions.0.notificationChannels',
      message: 'Choose notification channels from the list.',
    });
    expect(await server.db.select().from(t.cloudMonitors)).toHaveLength(before.length);
  });

  it('sends nothing through the channels while maintenance suppresses them', async () => {
    const email = await channel({ name: 'Quiet mail', type: 'EMAIL', recipients: ['quiet@ops.test'] });
    const webhook = await channel({ name: 'Quiet hook', type: 'WEBHOOK', url: hook.url });
    const created = await keywordMonitor('Back office', [email, webhook]);
    const id = created.body.cloudMonitor.id as number;
    const maintenance = await admin.post('/maintenance', {
      deviceIds: [id],
      schedule: { startTime: null, endTime: null },
      options: {
        notifications: false,
        alerts: false,
        patching: false,
        avScans: false,
        tasks: false,
        notificationChannels: true,
      },
      reasonMessage: 'Vendor upgrade',
    });
    expect(maintenance.status, JSON.stringify(maintenance.body)).toBe(204);
    smtp.clear();
    hook.requests.length = 0;
    site.answer.body = DOWN;
    await run(id);
    // Alerts are not suppressed: the alert is raised; its channel notification is not sent.
    expect((await alertsOf(id)).filter((alert) => alert.resetAt === null)).toHaveLength(1);
    await server.app.jobs.drain();
    const [job] = await server.db
      .select()
      .from(t.backgroundJobs)
      .where(eq(t.backgroundJobs.kind, 'cloud-monitors.notify'))
      .orderBy(t.backgroundJobs.id)
      .then((jobs) => jobs.slice(-1));
    expect(job?.result).toMatchObject({ sent: 0, skipped: 'maintenance' });
    expect(smtp.messages).toEqual([]);
    expect(hook.requests).toEqual([]);
    site.answer.body = UP;
  });
});
