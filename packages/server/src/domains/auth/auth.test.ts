import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { createTestServer, DEMO_USERS, signIn, type TestServer } from '../../test/helpers';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('given a user signing in with email and password', () => {
  it('refuses a wrong password with 401 and sets no cookie', async () => {
    const agent = server.agent();
    const response = await agent.post('/auth/login', {
      email: DEMO_USERS.tech.email,
      password: 'wrong-password',
    });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({
      resultCode: 'INVALID_CREDENTIALS',
      errorMessage: expect.any(String),
    });
    expect(agent.cookies.has('console_session')).toBe(false);
  });

  it('refuses an unknown email the same way', async () => {
    const response = await server
      .agent()
      .post('/auth/login', { email: 'nobody@demo.console', password: 'x' });
    expect(response.status).toBe(401);
    expect(response.body.resultCode).toBe('INVALID_CREDENTIALS');
  });

  it('answers 400 for a malformed sign-in body', async () => {
    const response = await server.agent().post('/auth/login', { email: 42 });
    expect(response.status).toBe(400);
    expect(response.body.resultCode).toBe('VALIDATION_ERROR');
    expect(response.body.issues).toEqual(expect.arrayContaining([{ path: 'password', message: 'Required' }]));
  });

  it('signs a technician in with an httpOnly SameSite=Lax session cookie and a readable CSRF cookie', async () => {
    const agent = server.agent();
    const response = await agent.post('/auth/login', {
      email: 'TECH@demo.console ',
      password: DEMO_USERS.tech.password,
    });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({
      email: DEMO_USERS.tech.email,
      userType: 'TECHNICIAN',
      sysadmin: false,
    });
    expect(response.body.division).toMatchObject({ companyName: 'Demo MSP', isTrialLicense: true });
    const setCookie = ([] as string[]).concat(response.headers['set-cookie'] as string[]);
    const session = setCookie.find((c) => c.startsWith('console_session='));
    const csrf = setCookie.find((c) => c.startsWith('console_csrf='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(csrf).not.toMatch(/HttpOnly/i);
    expect(csrf).toMatch(/SameSite=Strict/i);
    const me = await agent.get('/auth/session');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(DEMO_USERS.tech.email);
    expect(me.body.featureFlags).toContain('mdm');
    expect(me.body.divisionConfig).toEqual(expect.arrayContaining([{ name: 'SPLASHTOP', enabled: true }]));
  });

  it('answers 401 UNAUTHENTICATED without a session', async () => {
    const response = await server.agent().get('/auth/session');
    expect(response.status).toBe(401);
    expect(response.body.resultCode).toBe('UNAUTHENTICATED');
  });
});

describe('given a user with MFA', () => {
  it('answers MFA_REQUIRED after a right password, then signs in at the MFA URL with a TOTP code', async () => {
    const agent = server.agent();
    const { email, password, mfaSecret } = DEMO_USERS.admin;
    const first = await agent.post('/auth/login', { email, password });
    expect(first.status).toBe(403);
    expect(first.body.resultCode).toBe('MFA_REQUIRED');
    expect(agent.cookies.has('console_session')).toBe(false);
    const second = await agent.post(
      '/mfa/auth/login',
      { email, password },
      { mfaCode: agent.code(mfaSecret) },
    );
    expect(second.status).toBe(200);
    expect(second.body.user).toMatchObject({ sysadmin: true, mfaEnabled: true });
  });

  it('does not reveal MFA for a wrong password', async () => {
    const response = await server
      .agent()
      .post('/auth/login', { email: DEMO_USERS.admin.email, password: 'nope' });
    expect(response.status).toBe(401);
  });

  it('refuses a wrong code with 403 INCORRECT_MFA_CODE', async () => {
    const agent = server.agent();
    const { email, password } = DEMO_USERS.admin;
    const wrong = agent.code() === '000000' ? '111111' : '000000';
    const response = await agent.post('/mfa/auth/login', { email, password }, { mfaCode: wrong });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      resultCode: 'INCORRECT_MFA_CODE',
      errorMessage: 'Error during MFA code verification',
    });
    const missing = await agent.post('/mfa/auth/login', { email, password });
    expect(missing.body.resultCode).toBe('INCORRECT_MFA_CODE');
  });

  it('steps up MFA-marked saves: MFA_REQUIRED at the plain URL, success at /mfa + path', async () => {
    const admin = await signIn(server, 'admin');
    const body = { name: 'MFA step-up policy', nodeClass: 'WINDOWS_SERVER' };
    const plain = await admin.post('/policy', body);
    expect(plain.status).toBe(403);
    expect(plain.body.resultCode).toBe('MFA_REQUIRED');
    const wrong = await admin.post('/mfa/policy', body, { mfaCode: '12345' });
    expect(wrong.body.resultCode).toBe('INCORRECT_MFA_CODE');
    const ok = await admin.post('/mfa/policy', body, { mfaCode: admin.code() });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ resultCode: 'SUCCESS', policyId: expect.any(Number) });
  });
});

describe('given a signed-in user writing', () => {
  it('refuses a write without the CSRF header, or with a wrong one, with 403 CSRF_INVALID', async () => {
    const tech = await signIn(server, 'tech');
    const missing = await tech.post('/auth/logout', {}, { csrf: false });
    expect(missing.status).toBe(403);
    expect(missing.body.resultCode).toBe('CSRF_INVALID');
    const wrong = await tech.post('/auth/logout', {}, { csrf: 'forged-token' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.resultCode).toBe('CSRF_INVALID');
    expect((await tech.get('/auth/session')).status).toBe(200);
  });
});

describe('given a signed-in user signing out', () => {
  it('ends only the current session by default', async () => {
    const first = await signIn(server, 'support');
    const second = await signIn(server, 'support');
    const response = await first.post('/auth/logout', {});
    expect(response.status).toBe(200);
    expect((await first.get('/auth/session')).status).toBe(401);
    expect((await second.get('/auth/session')).status).toBe(200);
  });

  it('ends every session of the user with fromAllSessions', async () => {
    const first = await signIn(server, 'support');
    const second = await signIn(server, 'support');
    const response = await first.post('/auth/logout', { fromAllSessions: true });
    expect(response.status).toBe(200);
    expect((await first.get('/auth/session')).status).toBe(401);
    expect((await second.get('/auth/session')).status).toBe(401);
  });
});

describe('given an idle session', () => {
  it('ends it after the default inactivity timeout of 240 minutes', async () => {
    const agent = await signIn(server, 'support');
    server.clock.advance(239 * 60_000);
    expect((await agent.get('/auth/session')).status).toBe(200);
    server.clock.advance(239 * 60_000);
    expect((await agent.get('/auth/session')).status).toBe(200);
    server.clock.advance(241 * 60_000);
    const expired = await agent.get('/auth/session');
    expect(expired.status).toBe(401);
    expect(expired.body.resultCode).toBe('UNAUTHENTICATED');
  });

  it("follows the user's own userInactivityTimeout (120 minutes for the limited technician)", async () => {
    const agent = await signIn(server, 'tech');
    server.clock.advance(121 * 60_000);
    expect((await agent.get('/auth/session')).status).toBe(401);
  });
});

describe('given sessions answered from the in-process cache', () => {
  it('ends a session that was just used when the user signs out of all sessions', async () => {
    const first = await signIn(server, 'support');
    const second = await signIn(server, 'support');
    expect((await second.get('/auth/session')).status).toBe(200);
    expect((await second.get('/auth/session')).status).toBe(200);
    expect((await first.post('/auth/logout', { fromAllSessions: true })).status).toBe(200);
    expect((await second.get('/auth/session')).status).toBe(401);
  });

  it('ends a cached session once it is idle past the timeout, with no request in between', async () => {
    const agent = await signIn(server, 'tech');
    expect((await agent.get('/auth/session')).status).toBe(200);
    server.clock.advance(121 * 60_000);
    expect((await agent.get('/auth/session')).status).toBe(401);
  });

  it('writes last_seen_at at most once a minute while the session is used', async () => {
    const agent = await signIn(server, 'support');
    const lastSeen = async () => {
      const rows = await server.db.select({ at: t.sessions.lastSeenAt }).from(t.sessions);
      return Math.max(...rows.map((row) => row.at.getTime()));
    };
    const signedInAt = server.clock.now.getTime();
    expect(await lastSeen()).toBe(signedInAt);
    server.clock.advance(30_000);
    expect((await agent.get('/auth/session')).status).toBe(200);
    expect((await agent.get('/auth/session')).status).toBe(200);
    expect(await lastSeen()).toBe(signedInAt);
    server.clock.advance(31_000);
    expect((await agent.get('/auth/session')).status).toBe(200);
    expect(await lastSeen()).toBe(server.clock.now.getTime());
    expect((await agent.get('/auth/session')).status).toBe(200);
    expect(await lastSeen()).toBe(server.clock.now.getTime());
  });
});

describe('given a user in two accounts', () => {
  it('lists the accounts and switches between them', async () => {
    const admin = await signIn(server, 'admin');
    const accounts = await admin.get('/appuser-accounts');
    expect(accounts.status).toBe(200);
    expect(accounts.body).toEqual([
      { divisionUid: expect.any(String), companyName: 'Demo Lab' },
      { divisionUid: expect.any(String), companyName: 'Demo MSP' },
    ]);
    const lab = accounts.body[0].divisionUid;
    const switched = await admin.post('/appuser-accounts/switch', { divisionUid: lab });
    expect(switched.status).toBe(200);
    expect(switched.body).toEqual({ resultCode: 'SUCCESS' });
    const session = await admin.get('/auth/session');
    expect(session.body.division.companyName).toBe('Demo Lab');
    const organizations = await admin.get('/client/list');
    expect(organizations.body.map((o: { name: string }) => o.name)).toEqual(['Lab Network']);
  });

  it('refuses an account the user does not belong to', async () => {
    const tech = await signIn(server, 'tech');
    const accounts = await tech.get('/appuser-accounts');
    expect(accounts.body).toHaveLength(1);
    const [lab] = await server.db.select().from(t.divisions).where(eq(t.divisions.companyName, 'Demo Lab'));
    const response = await tech.post('/appuser-accounts/switch', { divisionUid: lab?.uid });
    expect(response.status).toBe(404);
    expect((await tech.get('/auth/session')).body.division.companyName).toBe('Demo MSP');
  });
});

describe('given many failed sign-ins', () => {
  it('rate limits sign-in per address and email with 429 RATE_LIMITED', async () => {
    const limited = await createTestServer({ seed: true, loginRateLimit: { max: 3, timeWindow: 60_000 } });
    try {
      const agent = limited.agent();
      for (let i = 0; i < 3; i++) {
        expect(
          (await agent.post('/auth/login', { email: DEMO_USERS.tech.email, password: 'bad' })).status,
        ).toBe(401);
      }
      const blocked = await agent.post('/auth/login', {
        email: DEMO_USERS.tech.email,
        password: DEMO_USERS.tech.password,
      });
      expect(blocked.status).toBe(429);
      expect(blocked.body.resultCode).toBe('RATE_LIMITED');
      const other = await agent.post('/auth/login', {
        email: DEMO_USERS.support.email,
        password: DEMO_USERS.support.password,
      });
      expect(other.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
