import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { DEMO_USERS, signInTechnician, snapshot } from '../../test/helpers';
import { DEMO_PUSH_CERTIFICATE, DEMO_PUSH_TOPIC } from './demo-certificate';
import { setupMobileEnrollment } from './test-setup';

const suite = setupMobileEnrollment();
const { server, admin, place, peers } = suite;

beforeEach(() => {
  peers.smtp.clear();
  peers.sms.clear();
  peers.sms.respondWith(202);
});

async function appleCode() {
  const { org, location, certificate } = await place();
  const answer = await admin.post('/mdm/apple/qrcode', {
    clientId: org.id,
    locationId: location.id,
    pushCertificateId: certificate.id,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { ...answer.body, certificate } as { code: string; qrCode: string; certificate: { id: number } };
}

async function androidEnrollment(usage = 'PERSONAL_USAGE_ALLOWED') {
  const { org, location, connection } = await place();
  const answer = await admin.post('/mdm/android/qrcode', {
    organizationId: org.id,
    locationId: location.id,
    allowPersonalUsage: usage,
    connectionId: connection.id,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { enrollmentUuid: string };
}

async function uidOf(email: string) {
  const [user] = await server.db.select().from(t.users).where(eq(t.users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.uid;
}

describe('given an Apple enrollment sent by email', () => {
  it('mails every typed address and chosen user the link and the profile over STARTTLS', async () => {
    const { code, qrCode, certificate } = await appleCode();
    const answer = await admin.post('/mdm/apple/enrollment/send', {
      pushCertificateId: certificate.id,
      deliverOption: 'email',
      code,
      payload: {
        emails: ['ana@test.local'],
        uids: [await uidOf(DEMO_USERS.tech.email)],
        deviceType: 'MOBILE',
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ resultCode: 'SUCCESS', sent: 2 });
    const mails = await peers.smtp.waitForMessages(2);
    expect(mails.map((mail) => mail.to).sort()).toEqual([['ana@test.local'], [DEMO_USERS.tech.email]].sort());
    for (const mail of mails) {
      expect(mail.secure).toBe(true);
      expect(mail.from).toBe('console@test.local');
      expect(mail.parsed.subject).toBe('Enroll your device in Console');
      expect(mail.parsed.text).toContain(qrCode);
      const [profile] = mail.parsed.attachments;
      expect(profile?.filename).toBe('enroll.mobileconfig');
      expect(profile?.contentType).toBe('application/x-apple-aspen-config');
      expect(profile?.content.toString()).toContain(`<string>${DEMO_PUSH_TOPIC}</string>`);
    }
  });

  it("answers the spec's send error when the SMTP server refuses", async () => {
    const { code, certificate } = await appleCode();
    peers.smtp.setRefused(['gone@test.local']);
    try {
      const failed = await admin.post('/mdm/apple/enrollment/send', {
        pushCertificateId: certificate.id,
        deliverOption: 'email',
        code,
        payload: { emails: ['gone@test.local'] },
      });
      expect(failed.status).toBe(502);
      expect(failed.body.errorMessage).toBe(
        'There was an error sending the enrollment profile, please try again.',
      );
      expect(peers.smtp.messages).toHaveLength(0);
    } finally {
      peers.smtp.setRefused([]);
    }
  });

  it("answers the expired certificate's message", async () => {
    const { code, certificate } = await appleCode();
    await server.db
      .update(t.mdmPushCertificates)
      .set({ expiresAt: new Date(server.clock.now.getTime() - 1) })
      .where(eq(t.mdmPushCertificates.id, certificate.id));
    try {
      const answer = await admin.post('/mdm/apple/enrollment/send', {
        pushCertificateId: certificate.id,
        deliverOption: 'email',
        code,
        payload: { emails: ['ana@test.local'] },
      });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        resultCode: 'client_push_certificate_expired',
        errorMessage: 'An error has occurred. The Apple Push Notification certificate has expired.',
      });
      expect(peers.smtp.messages).toHaveLength(0);
    } finally {
      await server.db
        .update(t.mdmPushCertificates)
        .set({ expiresAt: new Date('2036-11-24T02:46:34Z') })
        .where(eq(t.mdmPushCertificates.id, certificate.id));
    }
  });

  it('refuses bad addresses, an unknown code and no recipient, sending and writing nothing', async () => {
    const { code, certificate } = await appleCode();
    const before = await snapshot(server.db);
    const send = (body: Record<string, unknown>) =>
      admin.post('/mdm/apple/enrollment/send', {
        pushCertificateId: certificate.id,
        deliverOption: 'email',
        code,
        ...body,
      });
    const bad = await send({ payload: { emails: ['ana@test.local', 'not-an-email'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toBe('Please enter a valid email address');
    expect((await send({ code: 'ZZZZZZZZZZZZZZZZ', payload: { emails: ['ana@test.local'] } })).status).toBe(
      400,
    );
    expect((await send({ payload: {} })).status).toBe(400);
    expect((await send({ payload: { uids: ['00000000-0000-4000-8000-000000000000'] } })).status).toBe(400);
    const many = await send({
      payload: { emails: Array.from({ length: 51 }, (_, i) => `u${i}@test.local`) },
    });
    expect(many.status).toBe(400);
    expect(await snapshot(server.db)).toEqual(before);
    expect(peers.smtp.messages).toHaveLength(0);
  });
});

describe('given an enrollment sent by SMS', () => {
  it('posts the link to the webhook once per number, in E.164, with its authorization', async () => {
    const { code, qrCode, certificate } = await appleCode();
    const answer = await admin.post('/mdm/apple/enrollment/send', {
      pushCertificateId: certificate.id,
      deliverOption: 'sms',
      code,
      payload: { phoneNumbers: ['+1 415 555 0132', '+44 20 7946 0958'] },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ resultCode: 'SUCCESS', sent: 2 });
    expect(peers.sms.requests.map((request) => request.body)).toEqual([
      { to: '+14155550132', text: `Enroll your iPhone or iPad in Console: ${qrCode}` },
      { to: '+442079460958', text: `Enroll your iPhone or iPad in Console: ${qrCode}` },
    ]);
    expect(peers.sms.requests[0]?.headers.authorization).toBe('Bearer sms-test-key');
  });

  it("refuses an invalid phone with 'Invalid phone number' and calls nothing", async () => {
    const { code, certificate } = await appleCode();
    const answer = await admin.post('/mdm/apple/enrollment/send', {
      pushCertificateId: certificate.id,
      deliverOption: 'sms',
      code,
      payload: { phoneNumbers: ['+1 415 555 0132', '12345'] },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errorMessage).toBe('Invalid phone number');
    expect(peers.sms.requests).toHaveLength(0);
  });

  it("answers the spec's send error when the provider refuses", async () => {
    const { enrollmentUuid } = await androidEnrollment();
    peers.sms.respondWith(503);
    const answer = await admin.post('/mdm/android/enrollment/send', {
      enterpriseId: 'LC03demo7x',
      enrollmentTokenUid: enrollmentUuid,
      deliverOption: 'sms',
      payload: { phoneNumbers: ['+1 415 555 0132'] },
    });
    expect(answer.status).toBe(502);
    expect(answer.body.errorMessage).toBe(
      'There was an error sending the enrollment profile, please try again.',
    );
    expect(peers.sms.requests).toHaveLength(1);
  });

  it('offers SMS for Android only when personal usage is allowed; email works for all', async () => {
    const { enrollmentUuid } = await androidEnrollment('PERSONAL_USAGE_DISALLOWED');
    const body = { enterpriseId: 'LC03demo7x', enrollmentTokenUid: enrollmentUuid };
    const sms = await admin.post('/mdm/android/enrollment/send', {
      ...body,
      deliverOption: 'sms',
      payload: { phoneNumbers: ['+1 415 555 0132'] },
    });
    expect(sms.status).toBe(400);
    expect(peers.sms.requests).toHaveLength(0);
    const email = await admin.post('/mdm/android/enrollment/send', {
      ...body,
      deliverOption: 'email',
      payload: { emails: ['ana@test.local'] },
    });
    expect(email.status).toBe(200);
    const [mail] = await peers.smtp.waitForMessages(1);
    expect(mail?.parsed.text).toContain(`/ws/mdm/android/enroll/${enrollmentUuid}`);
    expect(mail?.parsed.attachments).toHaveLength(0);
    const wrongEnterprise = await admin.post('/mdm/android/enrollment/send', {
      ...body,
      enterpriseId: 'LC99other',
      deliverOption: 'email',
      payload: { emails: ['ana@test.local'] },
    });
    expect(wrongEnterprise.status).toBe(400);
  });
});

describe('given the Mac MDM profile email', () => {
  async function macBody(overrides: Record<string, unknown> = {}) {
    const { org, location, certificate } = await place();
    return {
      clientId: org.id,
      locationId: location.id,
      nodeRole: null,
      pushCertificateId: certificate.id,
      uids: [await uidOf(DEMO_USERS.tech.email)],
      emails: ['mac.user@test.local'],
      ...overrides,
    };
  }

  it('mails each recipient a single-use Mac profile of its own', async () => {
    const answer = await admin.post('/mdm/apple/mac-profile/send', await macBody());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ resultCode: 'SUCCESS', sent: 2 });
    const mails = await peers.smtp.waitForMessages(2);
    const challenges = mails.map(
      (mail) =>
        /<key>Challenge<\/key>\s*<string>([^<]+)<\/string>/.exec(
          mail.parsed.attachments[0]?.content.toString() ?? '',
        )?.[1],
    );
    expect(challenges[0]).toMatch(/^cet_/);
    expect(challenges[0]).not.toBe(challenges[1]);
    expect(mails[0]?.parsed.text).toContain('enroll your Mac in Console');
    const tokens = await server.db
      .select()
      .from(t.enrollmentTokens)
      .where(eq(t.enrollmentTokens.installerType, 'MDM_MAC'));
    expect(tokens).toHaveLength(2);
  });

  it("needs at least one user and valid emails ('Select at least one user'), writing nothing", async () => {
    const before = await snapshot(server.db);
    const noUser = await admin.post('/mdm/apple/mac-profile/send', await macBody({ uids: [] }));
    expect(noUser.status).toBe(400);
    expect(noUser.body.errorMessage).toBe('Select at least one user');
    const badEmail = await admin.post(
      '/mdm/apple/mac-profile/send',
      await macBody({ emails: ['mac.user@'] }),
    );
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errorMessage).toBe('Please enter a valid email address');
    expect(await snapshot(server.db)).toEqual(before);
  });

  it('stores no token when the mail cannot be sent', async () => {
    peers.smtp.setRefused(['mac.user@test.local']);
    try {
      const before = await snapshot(server.db);
      const answer = await admin.post('/mdm/apple/mac-profile/send', await macBody());
      expect(answer.status).toBe(502);
      expect(answer.body.errorMessage).toBe(
        'There was an error sending the enrollment profile, please try again.',
      );
      expect(await snapshot(server.db)).toEqual(before);
    } finally {
      peers.smtp.setRefused([]);
    }
  });

  it('lists the recipients a technician may choose; refuses a technician without rights', async () => {
    const { org } = await place();
    const answer = await admin.get(`/mdm/enrollment/recipients?clientId=${org.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: DEMO_USERS.tech.email, uid: expect.any(String) }),
      ]),
    );
    const nobody = await signInTechnician(server, []);
    expect((await nobody.get(`/mdm/enrollment/recipients?clientId=${org.id}`)).status).toBe(403);
    expect((await nobody.post('/mdm/apple/mac-profile/send', await macBody())).status).toBe(403);
  });
});

describe('given a second push certificate', () => {
  it('refuses to send a code with another certificate than its own', async () => {
    const { code } = await appleCode();
    const other = await admin.post('/mdm/apple/push-certificates', {
      name: 'Other',
      certificate: DEMO_PUSH_CERTIFICATE,
    });
    const answer = await admin.post('/mdm/apple/enrollment/send', {
      pushCertificateId: other.body.id,
      deliverOption: 'email',
      code,
      payload: { emails: ['ana@test.local'] },
    });
    expect(answer.status).toBe(400);
    await admin.delete(`/mdm/apple/push-certificates/${other.body.id}`);
  });
});
