import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/helpers';
import { addressKey } from './throttle';

/** Issue 14: one failure counter per account on every sign-in path, one per address; TOTP reuse. */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ loginRateLimit: { max: 3, timeWindow: 60_000, maxPerAddress: 8 } });
});
afterAll(async () => {
  await server?.close();
});

const { tech, support, admin } = DEMO_USERS;

/** A sign-in from `address` (the client address the server sees). */
async function login(path: string, body: unknown, address = '127.0.0.1', mfaCode?: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: `/ws${path}`,
    remoteAddress: address,
    headers: { 'content-type': 'application/json', ...(mfaCode ? { 'x-mfa-code': mfaCode } : {}) },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() as { resultCode?: string } };
}

/** A code of the admin's secret at the server clock, in a time step of its own. */
function freshCode(): string {
  server.clock.advance(30_000 - (server.clock.now.getTime() % 30_000));
  return generateSync({ secret: admin.mfaSecret, epoch: Math.floor(server.clock.now.getTime() / 1000) });
}

/** Starts a new window for every counter. */
const nextWindow = () => server.clock.advance(61_000);

describe('given failed sign-ins on one path', () => {
  it('locks the account on the MFA path too: the right password answers 429 there', async () => {
    nextWindow();
    for (let i = 0; i < 3; i++) {
      expect((await login('/auth/login', { email: tech.email, password: 'bad' }, '127.0.0.11')).status).toBe(
        401,
      );
    }
    const viaMfa = await login(
      '/mfa/auth/login',
      { email: tech.email, password: tech.password },
      '127.0.0.12',
    );
    expect(viaMfa).toMatchObject({ status: 429, body: { resultCode: 'RATE_LIMITED' } });
    const plain = await login(
      '/auth/login',
      { email: ` ${tech.email.toUpperCase()}`, password: tech.password },
      '127.0.0.13',
    );
    expect(plain.status).toBe(429);
    // Another account from the same address is not locked by this account's failures.
    expect(
      (await login('/auth/login', { email: support.email, password: support.password }, '127.0.0.11')).status,
    ).toBe(200);
  });

  it('counts failures of the MFA path against the plain path the same way', async () => {
    nextWindow();
    for (let i = 0; i < 3; i++) {
      expect(
        (await login('/mfa/auth/login', { email: support.email, password: 'bad' }, '127.0.0.21')).status,
      ).toBe(401);
    }
    expect(
      (await login('/auth/login', { email: support.email, password: support.password }, '127.0.0.22')).status,
    ).toBe(429);
  });

  it('lifts the lock once the window has passed', async () => {
    nextWindow();
    for (let i = 0; i < 4; i++)
      await login('/auth/login', { email: tech.email, password: 'bad' }, '127.0.0.31');
    expect(
      (await login('/auth/login', { email: tech.email, password: tech.password }, '127.0.0.31')).status,
    ).toBe(429);
    nextWindow();
    expect(
      (await login('/auth/login', { email: tech.email, password: tech.password }, '127.0.0.31')).status,
    ).toBe(200);
  });

  it('clears the account counter on success, so the owner is not locked by old failures', async () => {
    nextWindow();
    for (let i = 0; i < 2; i++)
      await login('/auth/login', { email: tech.email, password: 'bad' }, '127.0.0.41');
    expect(
      (await login('/auth/login', { email: tech.email, password: tech.password }, '127.0.0.41')).status,
    ).toBe(200);
    for (let i = 0; i < 2; i++)
      await login('/auth/login', { email: tech.email, password: 'bad' }, '127.0.0.41');
    expect(
      (await login('/auth/login', { email: tech.email, password: tech.password }, '127.0.0.41')).status,
    ).toBe(200);
  });

  it('does not count malformed bodies (nothing was checked)', async () => {
    nextWindow();
    for (let i = 0; i < 5; i++) {
      expect((await login('/auth/login', { email: tech.email }, '127.0.0.91')).status).toBe(400);
    }
    expect(
      (await login('/auth/login', { email: tech.email, password: tech.password }, '127.0.0.91')).status,
    ).toBe(200);
  });

  it('lets no more parallel guesses through than the limit', async () => {
    nextWindow();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        login('/auth/login', { email: tech.email, password: `bad-${i}` }, `127.0.1.${i + 1}`),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });
});

describe('given failed sign-ins from one address across many emails', () => {
  it('locks the address for every account, and only that address', async () => {
    nextWindow();
    for (let i = 0; i < 8; i++) {
      const answer = await login(
        '/auth/login',
        { email: `nobody-${i}@demo.console`, password: 'x' },
        '127.0.0.51',
      );
      expect(answer.status).toBe(401);
    }
    const locked = await login(
      '/auth/login',
      { email: support.email, password: support.password },
      '127.0.0.51',
    );
    expect(locked).toMatchObject({ status: 429, body: { resultCode: 'RATE_LIMITED' } });
    expect(
      (await login('/mfa/auth/login', { email: tech.email, password: tech.password }, '127.0.0.51')).status,
    ).toBe(429);
    expect(
      (await login('/auth/login', { email: support.email, password: support.password }, '127.0.0.52')).status,
    ).toBe(200);
  });

  it('does not count successful sign-ins of a shared address', async () => {
    nextWindow();
    for (let i = 0; i < 12; i++) {
      expect(
        (await login('/auth/login', { email: support.email, password: support.password }, '127.0.0.61'))
          .status,
      ).toBe(200);
    }
  });
});

describe('given the second factor', () => {
  it('does not count the password step (MFA_REQUIRED), but counts wrong codes', async () => {
    nextWindow();
    const body = { email: admin.email, password: admin.password };
    for (let i = 0; i < 5; i++) {
      expect((await login('/auth/login', body, '127.0.0.71')).body.resultCode).toBe('MFA_REQUIRED');
    }
    for (let i = 0; i < 3; i++) {
      expect((await login('/mfa/auth/login', body, '127.0.0.71', '000000')).status).toBe(403);
    }
    expect((await login('/mfa/auth/login', body, '127.0.0.72', freshCode())).status).toBe(429);
  });

  it('refuses a TOTP code used once already, at sign-in and for an MFA-protected save', async () => {
    nextWindow();
    const body = { email: admin.email, password: admin.password };
    const code = freshCode();
    const first = await server.app.inject({
      method: 'POST',
      url: '/ws/mfa/auth/login',
      remoteAddress: '127.0.0.81',
      headers: { 'content-type': 'application/json', 'x-mfa-code': code },
      payload: JSON.stringify(body),
    });
    expect(first.statusCode).toBe(200);
    const again = await login('/mfa/auth/login', body, '127.0.0.81', code);
    expect(again).toMatchObject({ status: 403, body: { resultCode: 'INCORRECT_MFA_CODE' } });

    // The session of the first sign-in saves with the same code: refused; with a new one: saved.
    const cookies = first.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const csrf = first.cookies.find((cookie) => cookie.name === 'console_csrf')?.value ?? '';
    const save = (mfaCode: string, email: string) =>
      server.app.inject({
        method: 'POST',
        url: '/ws/mfa/appuser',
        headers: {
          'content-type': 'application/json',
          cookie: cookies,
          'x-csrf-token': csrf,
          'x-mfa-code': mfaCode,
        },
        payload: JSON.stringify({ userType: 'TECHNICIAN', firstName: 'Totp', lastName: 'Reuse', email }),
      });
    const reused = await save(code, 'totp-reuse-1@demo.console');
    expect(reused.statusCode).toBe(403);
    expect(reused.json().resultCode).toBe('INCORRECT_MFA_CODE');
    const next = freshCode();
    const saved = await save(next, 'totp-reuse-2@demo.console');
    expect(saved.statusCode).toBe(200);
    expect((await save(next, 'totp-reuse-3@demo.console')).statusCode).toBe(403);
  });
});

describe('the address a failure counts against', () => {
  it('is an IPv4 address itself, and an IPv6 address by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('address:203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('address:203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('address:2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('address:2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('address:2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('address:0:0:0:0::/64');
  });
});
