import type { AnyEndpoint } from '@console/core';
import { defineEndpoint, SESSION_COOKIE } from '@console/core/contract';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, message } from '../../http/errors';
import { registerCallerEndpoint, registerEndpoint, registerPublicEndpoint } from '../../http/register';
import type { ServerState } from '../../http/state';
import { createSecretBox } from '../../lib/crypto';
import { createRealtimeHub } from '../../realtime/hub';
import { createTestServer, signIn, TEST_SECRET_KEY, type TestServer } from '../../test/helpers';
import { type Authenticator, createAuthenticatorRegistry } from './authenticator';
import { createDefaultAuthenticators, publicAuthenticator, sessionAuthenticator } from './builtin';
import { loadAuth } from './session';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer();
  const admin = await signIn(server, 'admin');
  token = admin.cookies.get(SESSION_COOKIE) ?? '';
  expect(token).not.toBe('');
});
afterAll(async () => {
  await server?.close();
});

/** A bare app on the test database, to register endpoints of kinds the contract does not use yet. */
async function bareApp(configure?: (state: ServerState) => void): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(cookie);
  const now = () => new Date();
  const state: ServerState = {
    database: server.database,
    db: server.db,
    apiBase: '/ws',
    secrets: createSecretBox(TEST_SECRET_KEY),
    now,
    hub: createRealtimeHub({ database: server.database, now }),
    authenticators: createDefaultAuthenticators(),
    publicOrigins: [],
    secureCookies: false,
    sessionMaxAgeMs: 60_000,
  };
  app.decorate('console', state);
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ApiError) return reply.code(error.statusCode).send(error.toJSON());
    return reply.code(500).send({ message: String(error) });
  });
  configure?.(state);
  return app;
}

/**
 * A test authenticator for `agent` endpoints: a node id in the `x-test-agent` header (a header
 * credential: no CSRF). It stands in for the real one (`./agent.ts`), which the gateway registers.
 */
const headerAuthenticator: Authenticator = {
  kind: 'agent',
  async authenticate(request) {
    const header = request.headers['x-test-agent'];
    if (typeof header !== 'string' || !/^\d+$/.test(header))
      throw new ApiError(401, 'UNAUTHENTICATED', message('records.unauthenticated'));
    return { kind: 'agent', agent: { nodeId: Number(header), divisionId: 1, clientId: 1 } };
  },
};

const agentPing = defineEndpoint({
  method: 'POST',
  path: '/test/agent-ping',
  summary: 'test',
  auth: 'agent',
  body: z.object({ n: z.number() }),
  response: z.object({ userId: z.number(), n: z.number(), inTransaction: z.boolean() }),
});

const readOnlyQuery = defineEndpoint({
  method: 'POST',
  path: '/test/query',
  summary: 'test',
  readOnly: true,
  body: z.object({}),
  response: z.object({ inTransaction: z.boolean() }),
});

describe('the authenticator registry', () => {
  it('answers the authenticator of a kind, and refuses a kind without one', () => {
    const registry = createAuthenticatorRegistry([sessionAuthenticator, publicAuthenticator]);
    expect(registry.get('session')).toBe(sessionAuthenticator);
    expect(registry.has('scim')).toBe(false);
    expect(() => registry.get('scim')).toThrow('No authenticator for endpoints of auth "scim"');
    registry.register(headerAuthenticator);
    expect(registry.get('agent')).toBe(headerAuthenticator);
  });

  it('builds in session, public, mfa-pending, apiKey and scim (the agent gateway adds agent)', () => {
    const registry = createDefaultAuthenticators();
    expect(
      ['session', 'public', 'mfa-pending', 'apiKey', 'scim'].every((kind) => registry.has(kind as 'session')),
    ).toBe(true);
    expect(registry.has('agent')).toBe(false);
  });
});

describe('endpoints pick their authenticator by the contract', () => {
  it('an endpoint whose auth has no authenticator fails to register', async () => {
    const app = await bareApp();
    expect(() =>
      registerCallerEndpoint(app, 'agent', agentPing, async ({ body }) => ({
        userId: 0,
        n: body.n,
        inTransaction: false,
      })),
    ).toThrow('No authenticator for endpoints of auth "agent"');
    expect(() =>
      registerEndpoint(app, agentPing, async ({ body }) => ({ userId: 0, n: body.n, inTransaction: false })),
    ).toThrow('register it with registerCallerEndpoint');
    expect(() =>
      registerCallerEndpoint(app, 'scim', agentPing, async ({ body }) => ({
        userId: 0,
        n: body.n,
        inTransaction: false,
      })),
    ).toThrow('has auth "agent", not "scim"');
    await app.close();
  });

  it('an anonymous endpoint must be registered as public, a signed-in one must not', async () => {
    const app = await bareApp();
    const open = defineEndpoint({ ...readOnlyQuery, auth: 'public' }) as AnyEndpoint;
    expect(() => registerEndpoint(app, open, async () => ({ inTransaction: false }))).toThrow(
      'register it with registerPublicEndpoint',
    );
    expect(() => registerPublicEndpoint(app, readOnlyQuery, async () => ({ inTransaction: false }))).toThrow(
      'register it with registerEndpoint',
    );
    await app.close();
  });

  it('a registered authenticator serves its endpoints: header credentials, no CSRF, no cookie', async () => {
    const app = await bareApp((state) => state.authenticators.register(headerAuthenticator));
    registerCallerEndpoint(app, 'agent', agentPing, async ({ caller, body, db }) => ({
      userId: caller.agent.nodeId,
      n: body.n,
      inTransaction: db !== app.console.db,
    }));
    await app.ready();
    const url = '/ws/test/agent-ping';
    const ok = await app.inject({
      method: 'POST',
      url,
      headers: { 'x-test-agent': '42' },
      payload: { n: 3 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ userId: 42, n: 3, inTransaction: true });
    const none = await app.inject({ method: 'POST', url, payload: { n: 3 } });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ resultCode: 'UNAUTHENTICATED' });
    // The session cookie is not an agent credential.
    const byCookie = await app.inject({
      method: 'POST',
      url,
      cookies: { [SESSION_COOKIE]: token },
      payload: { n: 3 },
    });
    expect(byCookie.statusCode).toBe(401);
    await app.close();
  });

  it('honours readOnly from the contract: a read-only POST runs outside a transaction, with CSRF', async () => {
    const app = await bareApp();
    const write = defineEndpoint({ ...readOnlyQuery, path: '/test/write', readOnly: false });
    registerEndpoint(app, readOnlyQuery, async ({ db }) => ({ inTransaction: db !== app.console.db }));
    registerEndpoint(app, write, async ({ db }) => ({ inTransaction: db !== app.console.db }));
    await app.ready();
    const auth = (await loadAuth(server.db, token, new Date())) as {
      status: 'ok';
      auth: { csrfToken: string };
    };
    const csrf = auth.auth.csrfToken;
    const call = (url: string, withCsrf = true) =>
      app.inject({
        method: 'POST',
        url,
        cookies: { [SESSION_COOKIE]: token, console_csrf: csrf },
        headers: withCsrf ? { 'x-csrf-token': csrf } : {},
        payload: {},
      });
    expect((await call('/ws/test/query')).json()).toEqual({ inTransaction: false });
    expect((await call('/ws/test/write')).json()).toEqual({ inTransaction: true });
    // Cookie credentials: a write without the CSRF header is refused, read-only or not.
    expect((await call('/ws/test/query', false)).statusCode).toBe(403);
    await app.close();
  });
});
