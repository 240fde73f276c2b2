/**
 * The mobile enrollment tests' frame: SMTP and SMS webhook peers on loopback, a demo server that
 * sends through them, the admin signed in, and helpers for the demo organization's place.
 */
import { DIVISION_CONFIG, INSTALLER_TYPES } from '@console/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import * as t from '../../db/schema';
import { setupDemoServerWith } from '../../test/helpers';
import { type SmsWebhookPeer, startSmsWebhookPeer } from '../../test/peers/sms-webhook';
import { type SmtpPeer, startSmtpPeer } from '../../test/peers/smtp';
import { consumeEnrollmentToken } from '../installers/enrollment-tokens';

/** Starts the peers and a demo server mailing through them. */
export function setupMobileEnrollment() {
  const peers = {} as { smtp: SmtpPeer; sms: SmsWebhookPeer };
  beforeAll(async () => {
    peers.smtp = await startSmtpPeer({ starttls: true });
    peers.sms = await startSmsWebhookPeer();
  });
  afterAll(async () => {
    await peers.smtp?.stop();
    await peers.sms?.stop();
  });
  const suite = setupDemoServerWith(
    () => ({
      mail: { url: peers.smtp.url, from: 'Console <console@test.local>', rejectUnauthorized: false },
      sms: { url: peers.sms.url, authorization: 'Bearer sms-test-key' },
    }),
    'admin',
    'tech',
  );
  const { server, ids } = suite;

  /** The first organization the limited technician sees, its first location, the demo certificate and connection. */
  const place = async () => {
    const org = ids.org('Contoso Health');
    const [location] = await server.db
      .select()
      .from(t.locations)
      .where(eq(t.locations.clientId, org.id))
      .limit(1);
    const [certificate] = await server.db
      .select()
      .from(t.mdmPushCertificates)
      .where(eq(t.mdmPushCertificates.divisionId, ids.division.id));
    const [connection] = await server.db
      .select()
      .from(t.mdmAndroidConnections)
      .where(eq(t.mdmAndroidConnections.divisionId, ids.division.id));
    if (!location || !certificate || !connection) throw new Error('demo MDM data missing');
    return { org, location, certificate, connection };
  };

  /** Switches a division configuration entry of the demo account. */
  const setConfig = async (name: string, enabled: boolean) => {
    const answer = await suite.admin.put(`/divisionconfig/${name}`, { enabled });
    if (answer.status !== 200) throw new Error(`divisionconfig ${name}: ${answer.status}`);
  };

  /** Whether an agent could enroll with the token (it must not: it is a mobile token). */
  const agentCanUse = async (token: string) =>
    (await consumeEnrollmentToken(server.db, token, server.clock.now, INSTALLER_TYPES)).ok;

  return { ...suite, peers, place, setConfig, agentCanUse, appleApp: DIVISION_CONFIG.mdmAppleApp };
}
