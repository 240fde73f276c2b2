/**
 * A condition's notification and ticketing actions, executed: a raise opens a ticket with the
 * chosen template and mails the technicians who have email notifications on (through the platform
 * mailer to a real SMTP peer); runs that keep the condition raised do neither again; the reset
 * closes the ticket (CREATE_AND_RESOLVE_TICKET) and mails the reset (SEND_AND_RESET).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { DEMO_USERS, setupDemoServerWith } from '../../test/helpers';
import { startHttpPeer, type WebPeer } from '../../test/peers/https';
import { type SmtpPeer, startSmtpPeer } from '../../test/peers/smtp';
import { monitorTestPlace } from './monitor-test-kit';

let web: WebPeer;
let smtp: SmtpPeer;
beforeAll(async () => {
  web = await startHttpPeer();
  smtp = await startSmtpPeer();
});
afterAll(async () => {
  await web.stop();
  await smtp.stop();
});

const { server, ids, admin } = setupDemoServerWith(
  () => ({
    cloudMonitors: { scheduler: false },
    mail: { url: smtp.url, from: 'Console <console@test.local>' },
  }),
  'admin',
);
const { place, run } = monitorTestPlace({ server, ids, admin });

const UP = '<html><body>All systems operational</body></html>';
const DOWN = '<html><body>Maintenance page</body></html>';

/** Turns email notifications on for these demo users in the demo division. */
async function emailOn(...who: (keyof typeof DEMO_USERS)[]) {
  for (const name of who) {
    await server.db.execute(sql`UPDATE memberships SET content = jsonb_set(content, '{notification}',
      '{"emailEnabled": true}'::jsonb) WHERE division_id = ${ids.division.id}
      AND user_id = (SELECT id FROM users WHERE email = ${DEMO_USERS[name].email})`);
  }
}

async function keywordMonitor(name: string, actions: Record<string, unknown>) {
  const response = await admin.post('/cloudmonitor', {
    ...place,
    frequency: 60,
    timeout: 5,
    monitorType: 'HTTP',
    systemName: name,
    url: web.url,
    conditions: [
      {
        type: 'HttpSiteKeyword',
        conditionName: 'Shop is down',
        severity: 'MAJOR',
        priority: 'HIGH',
        parameters: { runCount: 1, containsOption: 'DOES_NOT_CONTAIN', keyword: 'operational' },
        ...actions,
      },
    ],
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.cloudMonitor.id as number;
}

const alertsOf = (id: number) =>
  server.db.select().from(t.cloudMonitorAlerts).where(eq(t.cloudMonitorAlerts.monitorId, id));
const ticketsOf = (id: number) => server.db.select().from(t.tickets).where(eq(t.tickets.nodeId, id));
const notifyJobs = () =>
  server.db.select().from(t.backgroundJobs).where(eq(t.backgroundJobs.kind, 'cloud-monitors.notify'));

describe('condition actions', () => {
  it('opens one ticket and sends one email per raise; the reset closes the ticket and mails the reset', async () => {
    await emailOn('admin', 'enduser');
    const [template] = await server.db
      .select()
      .from(t.ticketTemplates)
      .where(
        and(eq(t.ticketTemplates.divisionId, ids.division.id), eq(t.ticketTemplates.name, 'Critical alerts')),
      );
    if (!template) throw new Error('no template');
    const id = await keywordMonitor('Shop front', {
      notificationAction: 'SEND_AND_RESET',
      ticketingAction: 'CREATE_AND_RESOLVE_TICKET',
      ticketTemplateId: template.id,
    });
    smtp.clear();
    const jobsBefore = (await notifyJobs()).length;

    web.answer.body = DOWN;
    for (let i = 0; i < 3; i++) expect((await run(id))?.status).toBe('UP');
    const [alert] = await alertsOf(id);
    const tickets = await ticketsOf(id);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({
      status: 'OPEN',
      source: 'CONDITION',
      ticketTemplateId: template.id,
      priority: 'High',
      subject: 'Shop front: Shop is down',
      clientId: place.clientId,
    });
    expect(tickets[0]?.body).toContain('the page does not contain "operational"');
    expect(alert).toMatchObject({ ticketId: tickets[0]?.id, resetAt: null });
    expect((await notifyJobs()).length - jobsBefore).toBe(1);
    await server.app.jobs.drain();
    const [raised] = await smtp.waitForMessages(1);
    expect(raised?.to).toEqual([DEMO_USERS.admin.email]);
    expect(raised?.parsed.subject).toBe('Console alert: Shop front: Shop is down');
    expect(raised?.parsed.text).toContain('was raised at');
    expect(raised?.parsed.text).toContain('Severity: MAJOR. Priority: HIGH.');

    web.answer.body = UP;
    await run(id);
    await run(id);
    expect((await alertsOf(id))[0]?.resetAt).not.toBeNull();
    expect(await ticketsOf(id)).toMatchObject([{ status: 'CLOSED', closedAt: expect.any(Date) }]);
    await server.app.jobs.drain();
    const messages = await smtp.waitForMessages(2);
    expect(messages).toHaveLength(2);
    expect(messages[1]?.parsed.subject).toBe('Console alert reset: Shop front: Shop is down');
    expect((await notifyJobs()).length - jobsBefore).toBe(2);
  });

  it('does nothing more than the alert with NONE, and SEND mails the raise only', async () => {
    const quiet = await keywordMonitor('Quiet', {});
    const raiseOnly = await keywordMonitor('Raise only', { notificationAction: 'SEND' });
    smtp.clear();
    web.answer.body = DOWN;
    await run(quiet);
    await run(raiseOnly);
    expect(await alertsOf(quiet)).toHaveLength(1);
    expect(await ticketsOf(quiet)).toEqual([]);
    expect(await ticketsOf(raiseOnly)).toEqual([]);
    web.answer.body = UP;
    await run(quiet);
    await run(raiseOnly);
    await server.app.jobs.drain();
    expect(smtp.messages.map((mail) => mail.parsed.subject)).toEqual([
      'Console alert: Raise only: Shop is down',
    ]);
  });
});
