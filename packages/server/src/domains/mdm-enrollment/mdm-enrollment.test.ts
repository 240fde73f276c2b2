import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { signInTechnician, snapshot } from '../../test/helpers';
import { consumeEnrollmentToken, MDM_TOKEN_KINDS } from '../installers/enrollment-tokens';
import { DEMO_PUSH_CERTIFICATE, DEMO_PUSH_TOPIC, NOT_A_PUSH_CERTIFICATE } from './demo-certificate';
import { setupMobileEnrollment } from './test-setup';

const suite = setupMobileEnrollment();
const { server, admin, place } = suite;

async function generateApple(overrides: Record<string, unknown> = {}) {
  const { org, location, certificate } = await place();
  return admin.post('/mdm/apple/qrcode', {
    clientId: org.id,
    locationId: location.id,
    nodeRole: null,
    pushCertificateId: certificate.id,
    ...overrides,
  });
}

async function generateAndroid(overrides: Record<string, unknown> = {}) {
  const { org, location, connection } = await place();
  return admin.post('/mdm/android/qrcode', {
    organizationId: org.id,
    locationId: location.id,
    allowPersonalUsage: 'PERSONAL_USAGE_ALLOWED',
    nodeRole: null,
    connectionId: connection.id,
    ...overrides,
  });
}

describe('given the demo MDM connections', () => {
  it('lists the Android connection and the push certificate with its expiry', async () => {
    const android = await admin.get('/mdm/android/connections');
    expect(android.status).toBe(200);
    expect(android.body).toEqual([
      { id: expect.any(Number), name: 'Demo Android Enterprise', enterpriseId: 'LC03demo7x', managed: false },
    ]);
    const apple = await admin.get('/mdm/apple/push-certificates');
    expect(apple.status).toBe(200);
    expect(apple.body).toEqual([
      {
        id: expect.any(Number),
        name: 'Demo APNs certificate',
        topic: DEMO_PUSH_TOPIC,
        expiresAt: Date.parse('2036-11-24T02:46:34Z'),
        expired: false,
        canPush: false,
      },
    ]);
  });

  it('adds a push certificate read from its PEM, refuses one that is not an APNs certificate', async () => {
    const added = await admin.post('/mdm/apple/push-certificates', {
      name: 'Second certificate',
      certificate: DEMO_PUSH_CERTIFICATE,
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ topic: DEMO_PUSH_TOPIC, expired: false });
    const before = await snapshot(server.db);
    const refused = await admin.post('/mdm/apple/push-certificates', {
      name: 'Wrong',
      certificate: NOT_A_PUSH_CERTIFICATE,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe('Upload the Apple Push Notification certificate as a PEM file.');
    const garbage = await admin.post('/mdm/apple/push-certificates', {
      name: 'Garbage',
      certificate: '-----BEGIN CERTIFICATE-----\nnot base64\n-----END CERTIFICATE-----',
    });
    expect(garbage.status).toBe(400);
    expect(await snapshot(server.db)).toEqual(before);
    expect((await admin.delete(`/mdm/apple/push-certificates/${added.body.id}`)).status).toBe(200);
  });

  it('adds and removes an Android connection; the same enterprise twice is a conflict', async () => {
    const added = await admin.post('/mdm/android/connections', {
      name: 'Second',
      enterpriseId: 'LC04second',
    });
    expect(added.status).toBe(200);
    const twice = await admin.post('/mdm/android/connections', { name: 'Again', enterpriseId: 'LC04second' });
    expect(twice.status).toBe(409);
    expect(twice.body.errorMessage).toBe('This Android Enterprise is already connected.');
    expect((await admin.delete(`/mdm/android/connections/${added.body.id}`)).status).toBe(200);
    expect((await admin.delete(`/mdm/android/connections/${added.body.id}`)).status).toBe(404);
  });

  it('refuses a technician without MDM rights to change connections', async () => {
    const nobody = await signInTechnician(server, []);
    expect((await nobody.get('/mdm/android/connections')).status).toBe(403);
    expect(
      (await nobody.post('/mdm/android/connections', { name: 'x', enterpriseId: 'LC05nope' })).status,
    ).toBe(403);
  });
});

describe('given an Apple QR code', () => {
  it('answers a single-use code whose URL serves the enrollment profile', async () => {
    const { org, location } = await place();
    const generated = await generateApple();
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    const { code, qrCode, tokenValue, qrCodeJson, expiresAt } = generated.body;
    expect(code).toMatch(/^[A-Z2-9]{16}$/);
    expect(qrCode).toMatch(new RegExp(`^http://localhost(:80)?/ws/mdm/apple/enroll/${code}$`));
    expect(JSON.parse(qrCodeJson)).toEqual({ url: qrCode, code, topic: DEMO_PUSH_TOPIC });
    expect(expiresAt).toBe(server.clock.now.getTime() + 7 * 86_400_000);

    const profile = await server.app.inject({ method: 'GET', url: `/ws/mdm/apple/enroll/${code}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['content-type']).toBe('application/x-apple-aspen-config');
    expect(profile.headers['content-disposition']).toBe('attachment; filename="enroll.mobileconfig"');
    const plist = profile.body;
    expect(plist).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<!DOCTYPE plist/);
    expect(plist).toContain('<string>com.apple.mdm</string>');
    expect(plist).toContain('<string>com.apple.security.scep</string>');
    expect(plist).toContain(`<key>Challenge</key>\n\t\t\t\t<string>${tokenValue}</string>`);
    expect(plist).toContain(`<key>Topic</key>\n\t\t\t<string>${DEMO_PUSH_TOPIC}</string>`);
    expect(plist).toMatch(
      new RegExp(`<string>http://localhost(:80)?/ws/mdm/apple/checkin\\?enrollment=${code}</string>`),
    );
    expect(plist).toContain('<string>Contoso Health</string>');

    // The token is bound to the organization and location, and enrolls once, never as an agent.
    expect(await suite.agentCanUse(tokenValue)).toBe(false);
    const grant = await consumeEnrollmentToken(server.db, tokenValue, server.clock.now, MDM_TOKEN_KINDS);
    expect(grant).toMatchObject({
      ok: true,
      organizationId: org.id,
      locationId: location.id,
      nodeRoleId: null,
    });
    expect(await consumeEnrollmentToken(server.db, tokenValue, server.clock.now, MDM_TOKEN_KINDS)).toEqual({
      ok: false,
      reason: 'used',
    });
    // A used enrollment no longer serves its profile.
    expect((await server.app.inject({ method: 'GET', url: `/ws/mdm/apple/enroll/${code}` })).statusCode).toBe(
      404,
    );
  });

  it('answers 404 for an unknown or malformed code', async () => {
    for (const code of ['AAAAAAAAAAAAAAAA', 'x', '../../etc/passwd']) {
      const answer = await server.app.inject({
        method: 'GET',
        url: `/ws/mdm/apple/enroll/${encodeURIComponent(code)}`,
      });
      expect(answer.statusCode).toBe(404);
    }
  });

  it("refuses an expired push certificate with the spec's message and writes nothing", async () => {
    const { ids } = suite;
    const [expired] = await server.db
      .insert(t.mdmPushCertificates)
      .values({
        divisionId: ids.division.id,
        name: 'Expired certificate',
        topic: DEMO_PUSH_TOPIC,
        certificate: DEMO_PUSH_CERTIFICATE,
        expiresAt: new Date(server.clock.now.getTime() - 1000),
      })
      .returning();
    const before = await snapshot(server.db);
    const answer = await generateApple({ pushCertificateId: expired?.id });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      resultCode: 'client_push_certificate_expired',
      errorMessage: 'Error generating QR code. The Apple Push Notification certificate has expired.',
    });
    expect(await snapshot(server.db)).toEqual(before);
    const listed = await admin.get('/mdm/apple/push-certificates');
    expect(listed.body.find((row: { id: number }) => row.id === expired?.id)).toMatchObject({
      expired: true,
    });
    await server.db.delete(t.mdmPushCertificates).where(eq(t.mdmPushCertificates.id, expired?.id ?? 0));
  });

  it('refuses when the MDM Apple app is disabled', async () => {
    await suite.setConfig(suite.appleApp, false);
    try {
      const answer = await generateApple();
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        resultCode: 'MDM_APP_DISABLED',
        errorMessage: 'Enable Console MDM Apple app',
      });
    } finally {
      await suite.setConfig(suite.appleApp, true);
    }
  });
});

describe('given a Mac MDM profile', () => {
  it('answers a single-use URL serving the Mac profile', async () => {
    const { org, location, certificate } = await place();
    const generated = await admin.post('/mdm/apple/mac-profile', {
      clientId: org.id,
      locationId: location.id,
      nodeRole: null,
      pushCertificateId: certificate.id,
    });
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    const profile = await server.app.inject({ method: 'GET', url: new URL(generated.body.qrCode).pathname });
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain('Enrolls this Mac in Console for Contoso Health.');
    const [token] = await server.db
      .select()
      .from(t.enrollmentTokens)
      .where(eq(t.enrollmentTokens.installerType, 'MDM_MAC'));
    expect(token).toMatchObject({ clientId: org.id, locationId: location.id, usedAt: null });
  });
});

describe('given an Android QR code', () => {
  it('answers the provisioning JSON carrying the token, served again at its public URL', async () => {
    const generated = await generateAndroid();
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    const { enrollmentUuid, qrCode, qrCodeJson, tokenValue } = generated.body;
    expect(qrCode).toBe(qrCodeJson);
    const payload = JSON.parse(qrCodeJson);
    expect(payload['android.app.extra.PROVISIONING_DEVICE_ADMIN_COMPONENT_NAME']).toBe(
      'com.google.android.apps.work.clouddpc/.receivers.CloudDeviceAdminReceiver',
    );
    expect(payload['android.app.extra.PROVISIONING_ADMIN_EXTRAS_BUNDLE']).toMatchObject({
      'com.google.android.apps.work.clouddpc.EXTRA_ENROLLMENT_TOKEN': tokenValue,
      'console.ENTERPRISE_ID': 'LC03demo7x',
      'console.ENROLLMENT_ID': enrollmentUuid,
      'console.USAGE_TYPE': 'PERSONAL_USAGE_ALLOWED',
    });
    const served = await server.app.inject({
      method: 'GET',
      url: `/ws/mdm/android/enroll/${enrollmentUuid}`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.json()).toEqual(payload);
    expect(await suite.agentCanUse(tokenValue)).toBe(false);
  });

  it('refuses a role of another class, another location and an unknown connection, writing nothing', async () => {
    const { ids } = suite;
    const [windowsRole] = await server.db
      .select()
      .from(t.nodeRoles)
      .where(eq(t.nodeRoles.nodeClass, 'WINDOWS_WORKSTATION'))
      .limit(1);
    const [otherLocation] = await server.db
      .select()
      .from(t.locations)
      .where(eq(t.locations.clientId, ids.org('Tailspin Toys').id))
      .limit(1);
    const before = await snapshot(server.db);
    expect((await generateAndroid({ nodeRole: windowsRole?.id })).status).toBe(400);
    expect((await generateAndroid({ locationId: otherLocation?.id })).status).toBe(400);
    expect((await generateAndroid({ connectionId: 999_999 })).status).toBe(400);
    expect((await generateAndroid({ allowPersonalUsage: 'SOMETIMES' })).status).toBe(400);
    expect(await snapshot(server.db)).toEqual(before);
  });

  it('refuses an organization that rejects new devices', async () => {
    const { org } = await place();
    await server.db
      .update(t.organizations)
      .set({ nodeApprovalMode: 'REJECT' })
      .where(eq(t.organizations.id, org.id));
    try {
      const before = await snapshot(server.db);
      const answer = await generateAndroid();
      expect(answer.status).toBe(422);
      expect(answer.body.errorMessage).toBe(
        'The selected organization is set to reject new devices by default.',
      );
      expect(await snapshot(server.db)).toEqual(before);
    } finally {
      await server.db
        .update(t.organizations)
        .set({ nodeApprovalMode: 'AUTOMATIC' })
        .where(eq(t.organizations.id, org.id));
    }
  });

  it('refuses a technician who cannot add devices', async () => {
    const nobody = await signInTechnician(server, []);
    const { org, location, connection } = await place();
    const answer = await nobody.post('/mdm/android/qrcode', {
      organizationId: org.id,
      locationId: location.id,
      allowPersonalUsage: 'PERSONAL_USAGE_DISALLOWED',
      connectionId: connection.id,
    });
    expect(answer.status).toBe(403);
  });
});

describe('given a device enrolling with its token', () => {
  it('creates one device in the token’s place, once; a token of another kind is refused', async () => {
    const { org, location } = await place();
    const apple = await generateApple();
    const enroll = (token: string, nodeClass: string) =>
      server.agent().post('/mdm/enroll', {
        token,
        device: {
          nodeClass,
          name: "Ana's iPhone",
          serialNumber: 'F2LX1234',
          model: 'iPhone15,2',
          osVersion: '18.1',
        },
      });
    const before = await snapshot(server.db);
    const wrongKind = await enroll(apple.body.tokenValue, 'ANDROID');
    expect(wrongKind.status).toBe(401);
    expect(await snapshot(server.db)).toEqual(before);
    const enrolled = await enroll(apple.body.tokenValue, 'APPLE_IOS');
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);
    const [node] = await server.db.select().from(t.nodes).where(eq(t.nodes.id, enrolled.body.nodeId));
    expect(node).toMatchObject({
      clientId: org.id,
      locationId: location.id,
      nodeClass: 'APPLE_IOS',
      name: "Ana's iPhone",
      serialNumber: 'F2LX1234',
      approvalStatus: 'APPROVED',
    });
    expect(node?.details).toMatchObject({ mdmStatus: 'ENROLLED', model: 'iPhone15,2' });
    const again = await enroll(apple.body.tokenValue, 'APPLE_IOS');
    expect(again.status).toBe(401);
    expect(again.body.errorMessage).toBe('This enrollment token has already been used.');
    // The profile is no longer served once the token is used.
    expect(
      (await server.app.inject({ method: 'GET', url: `/ws/mdm/apple/enroll/${apple.body.code}` })).statusCode,
    ).toBe(404);
  });

  it('refuses an expired token', async () => {
    const android = await generateAndroid();
    server.clock.advance(8 * 86_400_000);
    try {
      const answer = await server.agent().post('/mdm/enroll', {
        token: android.body.tokenValue,
        device: { nodeClass: 'ANDROID', name: 'Pixel' },
      });
      expect(answer.status).toBe(401);
      expect(answer.body.errorMessage).toBe('This enrollment token has expired.');
    } finally {
      server.clock.advance(-8 * 86_400_000);
    }
  });
});
