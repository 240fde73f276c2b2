import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createTestServer, signIn, type TestAgent, type TestServer } from '../test/helpers';
import { parsePublicOrigins } from './origin';

/** Issue 14: writes and the realtime WebSocket from a foreign Origin; Secure cookies. */
let server: TestServer;
let url: string;
beforeAll(async () => {
  server = await createTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server?.close();
});

const cookieOf = (agent: TestAgent) =>
  [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

describe('given a write with a valid session and CSRF token', () => {
  it('refuses it from a foreign Origin with 403, writing nothing', async () => {
    const tech = await signIn(server, 'tech');
    const refused = await tech.post('/auth/logout', {}, { headers: { origin: 'http://127.0.0.2:8080' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ resultCode: 'ORIGIN_NOT_ALLOWED' });
    expect((await tech.get('/auth/session')).status).toBe(200);
    const opaque = await tech.post('/auth/logout', {}, { headers: { origin: 'null' } });
    expect(opaque.status).toBe(403);
    const crossSite = await tech.post('/auth/logout', {}, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect((await tech.get('/auth/session')).status).toBe(200);
  });

  it("accepts it from the server's own origin, and without Origin (no browser)", async () => {
    const tech = await signIn(server, 'tech');
    const own = await tech.post(
      '/auth/logout',
      {},
      { headers: { origin: 'http://localhost:80', host: 'localhost:80' } },
    );
    expect(own.status).toBe(200);
    const other = await signIn(server, 'tech');
    expect((await other.post('/auth/logout', {})).status).toBe(200);
  });

  it('refuses a sign-in posted from a foreign page (login CSRF)', async () => {
    const response = await server
      .agent()
      .post(
        '/auth/login',
        { email: 'tech@demo.console', password: 'Demo-Tech-2026!' },
        { headers: { origin: 'https://evil.example' } },
      );
    expect(response.status).toBe(403);
  });
});

describe('given configured public origins', () => {
  let configured: TestServer;
  beforeAll(async () => {
    configured = await createTestServer({ publicOrigins: ['https://rmm.example.com'] });
  });
  afterAll(async () => {
    await configured?.close();
  });

  it('allows only those origins to write, and marks the cookies Secure (https)', async () => {
    const agent = configured.agent();
    const login = await agent.post(
      '/auth/login',
      { email: 'tech@demo.console', password: 'Demo-Tech-2026!' },
      { headers: { origin: 'https://rmm.example.com' } },
    );
    expect(login.status).toBe(200);
    const cookies = ([] as string[]).concat(login.headers['set-cookie'] as string[]);
    expect(cookies.find((c) => c.startsWith('console_session='))).toMatch(/;\s*Secure/i);
    expect(cookies.find((c) => c.startsWith('console_csrf='))).toMatch(/;\s*Secure/i);
    const fromHost = await agent.post(
      '/auth/logout',
      {},
      { headers: { origin: 'http://localhost:80', host: 'localhost:80' } },
    );
    expect(fromHost.status).toBe(403);
  });

  it('leaves cookies without Secure on a plain-http deployment', async () => {
    const agent = server.agent();
    const login = await agent.post('/auth/login', {
      email: 'tech@demo.console',
      password: 'Demo-Tech-2026!',
    });
    const cookies = ([] as string[]).concat(login.headers['set-cookie'] as string[]);
    expect(cookies.find((c) => c.startsWith('console_session='))).not.toMatch(/Secure/i);
  });

  it('reads PUBLIC_ORIGINS and refuses what is not an origin', () => {
    expect(parsePublicOrigins('https://rmm.example.com, http://127.0.0.1:8080/')).toEqual([
      'https://rmm.example.com',
      'http://127.0.0.1:8080',
    ]);
    expect(parsePublicOrigins(undefined)).toEqual([]);
    expect(() => parsePublicOrigins('https://rmm.example.com/console')).toThrow(/not an origin/);
    expect(() => parsePublicOrigins('rmm.example.com')).toThrow(/not an origin/);
  });
});

/** Opens the realtime socket with the agent's cookies and `origin`; resolves to the upgrade's outcome. */
function upgrade(
  agent: TestAgent,
  origin: string | undefined,
  path = '/ws/realtime',
): Promise<{ opened: boolean; status?: number }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${url}${path}`, {
      headers: { cookie: cookieOf(agent), ...(origin ? { origin } : {}) },
    });
    socket.on('open', () => {
      socket.close();
      resolve({ opened: true });
    });
    socket.on('unexpected-response', (_request, response) => {
      resolve({ opened: false, status: response.statusCode });
      socket.terminate();
    });
    socket.on('error', () => resolve({ opened: false }));
  });
}

describe('given the realtime WebSocket with a session cookie', () => {
  it('refuses the upgrade from a foreign Origin with 403 (cross-site WebSocket hijacking)', async () => {
    const tech = await signIn(server, 'tech');
    expect(await upgrade(tech, 'http://evil.localhost:5173')).toEqual({ opened: false, status: 403 });
  });

  it("opens from the server's own origin and without Origin", async () => {
    const tech = await signIn(server, 'tech');
    expect(await upgrade(tech, url)).toEqual({ opened: true });
    expect(await upgrade(tech, undefined)).toEqual({ opened: true });
  });
});

describe('given the terminal session socket with a session cookie', () => {
  it('refuses the upgrade from a foreign Origin with 403, and upgrades from its own origin', async () => {
    const tech = await signIn(server, 'tech');
    const path = '/ws/terminal/socket/no-such-token';
    expect(await upgrade(tech, 'https://evil.example', path)).toEqual({ opened: false, status: 403 });
    // Its own origin gets the socket (which then closes: the token is unknown).
    expect(await upgrade(tech, url, path)).toEqual({ opened: true });
  });
});
