/**
 * EMAIL monitors end to end on loopback: send through a real SMTP server (smtp-server, H4's peer;
 * STARTTLS with a test CA leaf and AUTH), which delivers into a real Dovecot's Maildir; fetch the
 * same message back over IMAP (STARTTLS) or POP3S. EmailFailed and EmailSSL are each raised and
 * reset. Needs Dovecot (apt dovecot-imapd dovecot-pop3d) and root (Dovecot's mail user).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { setupDemoServerWith } from '../../test/helpers';
import { DOVECOT_USER, type DovecotPeer, dovecotInstalled, startDovecot } from '../../test/peers/dovecot';
import { createTestCa, type TestCa } from '../../test/peers/https';
import { type SmtpPeer, startSmtpPeer } from '../../test/peers/smtp';
import { monitorRuntime } from './routes';
import { forgetPrivateTargetSettings, runMonitor } from './runner';

const SENDER = { user: 'monitor', pass: 'monitor-pass' };

let ca: TestCa;
let dovecot: DovecotPeer;
let smtp: SmtpPeer;
let untrustedSmtp: SmtpPeer;
let forward: NodeJS.Timeout | undefined;

beforeAll(async () => {
  if (!dovecotInstalled) return;
  ca = await createTestCa();
  dovecot = await startDovecot(ca.leaves.valid);
  smtp = await startSmtpPeer({
    starttls: true,
    tls: ca.leaves.valid,
    auth: SENDER,
    refuse: ['nobody@example.test'],
  });
  untrustedSmtp = await startSmtpPeer({ starttls: true, tls: ca.leaves.selfSigned, auth: SENDER });
  // The SMTP server's local delivery: every accepted message goes into the Dovecot mailbox.
  let delivered = 0;
  forward = setInterval(() => {
    for (const message of smtp.messages.slice(delivered))
      void dovecot.deliver(message.raw.toString('utf8')).catch(() => {});
    delivered = smtp.messages.length;
  }, 50);
});
afterAll(async () => {
  clearInterval(forward);
  await smtp?.stop();
  await untrustedSmtp?.stop();
  await dovecot?.stop();
  await ca?.remove();
});

const { server, ids, admin } = setupDemoServerWith(
  () => ({ cloudMonitors: { scheduler: false, ca: ca ? [ca.caCert] : [] } }),
  'admin',
);

let base: Record<string, unknown>;
beforeAll(async () => {
  const org = ids.org('Northwind Traders');
  const [location] = await server.db
    .select()
    .from(t.locations)
    .where(eq(t.locations.clientId, org.id))
    .limit(1);
  base = {
    clientId: org.id,
    locationId: location?.id ?? 0,
    frequency: 300,
    timeout: 30,
    monitorType: 'EMAIL',
  };
  expect((await admin.put('/divisionconfig/CLOUD_MONITOR_PRIVATE_TARGETS', { enabled: true })).status).toBe(
    200,
  );
  forgetPrivateTargetSettings();
});

const run = (id: number) => runMonitor(monitorRuntime(server.app).deps, id);
const active = async (id: number) =>
  ((await admin.get(`/cloudmonitor/${id}/alerts`)).body.alerts as { conditionType: string }[])
    .map((alert) => alert.conditionType)
    .sort();

function emailBody(overrides: Record<string, unknown> = {}) {
  return {
    ...base,
    systemName: 'Mail round trip',
    senderEmail: 'monitor@example.test',
    receiverEmail: DOVECOT_USER.address,
    smtpHostname: '127.0.0.1',
    smtpPort: smtp.port,
    smtpUseTLS: true,
    smtpAuthRequired: true,
    senderUsername: SENDER.user,
    senderPassword: SENDER.pass,
    fetchOption: 'IMAP',
    imapHostname: '127.0.0.1',
    imapPort: dovecot.ports.imap,
    imapUseTLS: true,
    imapReceiverUsername: DOVECOT_USER.user,
    imapReceiverPassword: DOVECOT_USER.password,
    imapFetchFolder: 'INBOX',
    conditions: [
      { type: 'EmailFailed', severity: 'CRITICAL', parameters: { runCount: 1 } },
      { type: 'EmailSSL', parameters: { runCount: 1 } },
    ],
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}) {
  const response = await admin.post('/cloudmonitor', emailBody(overrides));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.cloudMonitor as { id: number; conditions: unknown[] };
}

async function edit(monitor: { id: number; conditions: unknown[] }, overrides: Record<string, unknown>) {
  const response = await admin.put(`/cloudmonitor/${monitor.id}`, {
    ...emailBody(overrides),
    senderPassword: null,
    imapReceiverPassword: null,
    popReceiverPassword: null,
    conditions: monitor.conditions,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

describe.skipIf(!dovecotInstalled)('email monitors: SMTP out, IMAP or POP back', () => {
  it('sends over STARTTLS with AUTH and fetches the same message back over IMAP STARTTLS, deleting it', async () => {
    const monitor = await create();
    const outcome = await run(monitor.id);
    expect(outcome, outcome?.message).toMatchObject({
      status: 'UP',
      details: { fetchOption: 'IMAP', sslError: null },
    });
    expect(outcome?.details.roundTripMs).toBeGreaterThan(0);
    const sent = smtp.messages.at(-1);
    expect(sent).toMatchObject({ secure: true, user: SENDER.user, to: [DOVECOT_USER.address] });
    expect(sent?.parsed.subject).toMatch(/^Cloud monitor check console-monitor-/);
    expect(await active(monitor.id)).toEqual([]);
  });

  it('fetches back over POP3S', async () => {
    const monitor = await create({
      fetchOption: 'POP',
      popHostname: '127.0.0.1',
      popPort: dovecot.ports.pop3s,
      popUseSSL: true,
      popReceiverUsername: DOVECOT_USER.user,
      popReceiverPassword: DOVECOT_USER.password,
    });
    const outcome = await run(monitor.id);
    expect(outcome, outcome?.message).toMatchObject({ status: 'UP', details: { fetchOption: 'POP' } });
  });

  it('raises EmailFailed when the message is refused and resets when it goes through', async () => {
    const monitor = await create({ receiverEmail: 'nobody@example.test' });
    const refused = await run(monitor.id);
    expect(refused?.status).toBe('DOWN');
    expect(refused?.message).toMatch(/^send: /);
    expect(await active(monitor.id)).toEqual(['EmailFailed']);
    await edit(monitor, {});
    expect((await run(monitor.id))?.status).toBe('UP');
    expect(await active(monitor.id)).toEqual([]);
  });

  it('raises EmailSSL for an untrusted SMTP certificate and resets on a trusted one', async () => {
    const monitor = await create({ smtpPort: untrustedSmtp.port });
    const outcome = await run(monitor.id);
    expect(outcome?.details.sslError).toMatch(/self[- ]signed/i);
    expect(await active(monitor.id)).toEqual(['EmailFailed', 'EmailSSL']);
    await edit(monitor, { smtpPort: smtp.port });
    expect((await run(monitor.id))?.status).toBe('UP');
    expect(await active(monitor.id)).toEqual([]);
  });
});
