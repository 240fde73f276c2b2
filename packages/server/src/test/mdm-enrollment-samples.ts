/**
 * The mobile enrollment routes' sample requests for the route-wide tests (./samples.ts), on the
 * demo's MDM connections. The send samples use enrollments stored here (an Apple code and an
 * Android uuid); the route suite has no SMTP server or SMS webhook, so an administrator's send is
 * refused with 422 "not configured" after every check ran.
 */
import { and, eq } from 'drizzle-orm';
import * as t from '../db/schema';
import { issueEnrollmentToken } from '../domains/installers/enrollment-tokens';
import { DEMO_PUSH_CERTIFICATE } from '../domains/mdm-enrollment/demo-certificate';
import { createSecretBox } from '../lib/crypto';
import { DEMO_USERS, demoIds, TEST_SECRET_KEY, type TestServer } from './helpers';
import type { Sample } from './sample';

/** Samples of the mobile enrollment routes. */
export async function buildMdmEnrollmentSamples(server: TestServer): Promise<Record<string, Sample>> {
  const { db } = server;
  const ids = await demoIds(db);
  const org = ids.org('Contoso Health');
  const [location] = await db.select().from(t.locations).where(eq(t.locations.clientId, org.id)).limit(1);
  const [certificate] = await db
    .select()
    .from(t.mdmPushCertificates)
    .where(eq(t.mdmPushCertificates.divisionId, ids.division.id));
  const [connection] = await db
    .select()
    .from(t.mdmAndroidConnections)
    .where(eq(t.mdmAndroidConnections.divisionId, ids.division.id));
  const [tech] = await db.select().from(t.users).where(eq(t.users.email, DEMO_USERS.tech.email));
  const [mobile] = await db
    .select({ id: t.nodes.id })
    .from(t.nodes)
    .where(and(eq(t.nodes.divisionId, ids.division.id), eq(t.nodes.clientId, org.id)))
    .limit(1);
  if (!location || !certificate || !connection || !tech || !mobile)
    throw new Error('sample MDM data missing');
  const secrets = createSecretBox(TEST_SECRET_KEY);
  const expiresAt = new Date(server.clock.now.getTime() + 86_400_000);
  const enrollment = async (platform: 'APPLE' | 'ANDROID', key: string) => {
    const { token, id } = await issueEnrollmentToken(db, {
      organizationId: org.id,
      locationId: location.id,
      nodeRoleId: null,
      installerType: platform === 'APPLE' ? 'MDM_APPLE' : 'MDM_ANDROID',
      createdBy: null,
      expiresAt,
    });
    await db.insert(t.mdmEnrollments).values({
      divisionId: ids.division.id,
      enrollmentTokenId: id,
      platform,
      key,
      connectionId: platform === 'ANDROID' ? connection.id : null,
      pushCertificateId: platform === 'APPLE' ? certificate.id : null,
      usageType: platform === 'ANDROID' ? 'PERSONAL_USAGE_ALLOWED' : null,
      tokenSealed: secrets.encrypt(token),
      expiresAt,
    });
  };
  const appleCode = 'SAMPLEAPPLECODE2';
  const androidUuid = '6f0d7a4e-2b1c-4d3e-8f5a-9b8c7d6e5f4a';
  const [existing] = await db
    .select({ id: t.mdmEnrollments.id })
    .from(t.mdmEnrollments)
    .where(and(eq(t.mdmEnrollments.key, appleCode), eq(t.mdmEnrollments.divisionId, ids.division.id)));
  if (!existing) {
    await enrollment('APPLE', appleCode);
    await enrollment('ANDROID', androidUuid);
  }
  return {
    'GET /mdm/android/connections': {},
    'POST /mdm/android/connections': { body: { name: 'Matrix Android', enterpriseId: 'LC07matrix' } },
    'DELETE /mdm/android/connections/{id}': { params: { id: connection.id } },
    'GET /mdm/apple/push-certificates': {},
    'POST /mdm/apple/push-certificates': {
      body: { name: 'Matrix APNs', certificate: DEMO_PUSH_CERTIFICATE },
    },
    'DELETE /mdm/apple/push-certificates/{id}': { params: { id: certificate.id } },
    'POST /mdm/android/qrcode': {
      body: {
        organizationId: org.id,
        locationId: location.id,
        allowPersonalUsage: 'PERSONAL_USAGE_ALLOWED',
        nodeRole: null,
        connectionId: connection.id,
      },
    },
    'POST /mdm/apple/qrcode': {
      body: { clientId: org.id, locationId: location.id, nodeRole: null, pushCertificateId: certificate.id },
    },
    'POST /mdm/apple/mac-profile': {
      body: { clientId: org.id, locationId: location.id, nodeRole: null, pushCertificateId: certificate.id },
    },
    'POST /mdm/apple/enrollment/send': {
      body: {
        pushCertificateId: certificate.id,
        deliverOption: 'email',
        code: appleCode,
        payload: { emails: ['matrix@test.local'], uids: [tech.uid], deviceType: 'MOBILE' },
      },
    },
    'POST /mdm/android/enrollment/send': {
      body: {
        enterpriseId: connection.enterpriseId,
        enrollmentTokenUid: androidUuid,
        deliverOption: 'sms',
        payload: { phoneNumbers: ['+1 415 555 0132'], deviceType: 'MOBILE' },
      },
    },
    'POST /mdm/apple/mac-profile/send': {
      body: {
        clientId: org.id,
        locationId: location.id,
        nodeRole: null,
        pushCertificateId: certificate.id,
        uids: [tech.uid],
        emails: ['matrix@test.local'],
      },
    },
    // a device enrolling: an unknown token is refused (401) before anything is written
    'POST /mdm/enroll': {
      body: { token: 'cet_unknown-sample-token', device: { nodeClass: 'APPLE_IOS', name: 'Sample iPhone' } },
    },
    'GET /mdm/enrollment/recipients': { query: { clientId: org.id }, badQuery: { clientId: 'all' } },
    // MDM commands of a device (mdm/commands.ts) and the Android device sync: the demo connection
    // has no service account, so an administrator's sync is refused with 422 after every check ran.
    'GET /mdm/devices/{id}/commands': { params: { id: mobile.id } },
    'POST /mdm/android/connections/{id}/sync': { params: { id: connection.id } },
  };
}
