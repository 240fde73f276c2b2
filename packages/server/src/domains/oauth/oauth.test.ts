/**
 * API clients (docs/protocol.md "API clients"): an API key pair buys an OAuth access token with
 * the client credentials grant; the bearer token reaches the endpoints whose contract names a
 * scope it grants (403 otherwise), never a cookie-only endpoint (401), and needs no CSRF header.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { setupDemoServer } from '../../test/helpers';

const { server, admin } = setupDemoServer('admin');

interface Key {
  id: number;
  clientId: string;
  clientSecret: string;
}

async function createKey(name: string, scopes: string[]): Promise<Key> {
  const created = await admin.post('/apikeypair', { name, scopes });
  expect(created.status).toBe(200);
  return {
    id: created.body.apiKeyPair.id,
    clientId: created.body.apiKeyPair.clientId,
    clientSecret: created.body.clientSecret,
  };
}

/** `POST /ws/oauth/token` as an OAuth client library sends it: a form body, no cookie, no CSRF. */
async function token(form: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/ws/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const grant = (key: Key, extra: Record<string, string> = {}) =>
  token({
    grant_type: 'client_credentials',
    client_id: key.clientId,
    client_secret: key.clientSecret,
    ...extra,
  });

async function accessToken(key: Key, scope?: string): Promise<string> {
  const answer = await grant(key, scope ? { scope } : {});
  expect(answer.status).toBe(200);
  return answer.body.access_token;
}

/** A call with a bearer token only: no cookie, no CSRF header. */
function bearer(accessTokenValue: string, method: string, path: string, body?: unknown) {
  return server.agent().request(method, path, body, {
    csrf: false,
    headers: { authorization: `Bearer ${accessTokenValue}` },
  });
}

describe('the token endpoint (client credentials)', () => {
  it('issues a short-lived bearer token for the key pair, stored only as a hash', async () => {
    const key = await createKey('Monitoring client', ['monitoring']);
    const answer = await grant(key);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      access_token: expect.stringMatching(/^[\w-]{40,}$/),
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'monitoring',
    });
    expect(answer.headers['cache-control']).toBe('no-store');
    const rows = await server.db
      .select()
      .from(t.oauthAccessTokens)
      .where(eq(t.oauthAccessTokens.apiKeyId, key.id));
    expect(rows.map((row) => row.id)).toEqual([sha256(answer.body.access_token)]);
    expect(rows[0]?.expiresAt.getTime()).toBe(server.clock.now.getTime() + 3_600_000);
  });

  it('takes HTTP Basic client authentication and JSON bodies too', async () => {
    const key = await createKey('Basic client', ['monitoring', 'management']);
    const basic = Buffer.from(`${key.clientId}:${key.clientSecret}`).toString('base64');
    const viaBasic = await token(
      { grant_type: 'client_credentials', scope: 'management' },
      { authorization: `Basic ${basic}` },
    );
    expect(viaBasic.status).toBe(200);
    expect(viaBasic.body.scope).toBe('management');
    const viaJson = await server
      .agent()
      .post(
        '/oauth/token',
        { grant_type: 'client_credentials', client_id: key.clientId, client_secret: key.clientSecret },
        { csrf: false },
      );
    expect(viaJson.status).toBe(200);
    expect(viaJson.body.scope).toBe('monitoring management');
  });

  it('refuses a bad secret, an unknown client, a disabled key, a wrong scope and other grants', async () => {
    const key = await createKey('Refused client', ['monitoring']);
    const badSecret = await grant({ ...key, clientSecret: `${key.clientSecret}x` });
    expect(badSecret.status).toBe(401);
    expect(badSecret.body).toMatchObject({ error: 'invalid_client', resultCode: 'UNAUTHENTICATED' });
    const basic = Buffer.from(`${key.clientId}:wrong`).toString('base64');
    const badBasic = await token({ grant_type: 'client_credentials' }, { authorization: `Basic ${basic}` });
    expect(badBasic.status).toBe(401);
    expect(badBasic.headers['www-authenticate']).toContain('Basic');
    expect((await grant({ ...key, clientId: 'nobody' })).body.error).toBe('invalid_client');
    const wrongScope = await grant(key, { scope: 'monitoring control' });
    expect(wrongScope.status).toBe(400);
    expect(wrongScope.body.error).toBe('invalid_scope');
    expect((await grant(key, { scope: 'everything' })).body.error).toBe('invalid_scope');
    const password = await token({ grant_type: 'password', username: 'a', password: 'b' });
    expect(password.status).toBe(400);
    expect(password.body.error).toBe('unsupported_grant_type');
    expect((await token({ grant_type: 'client_credentials' })).body.error).toBe('invalid_request');
    expect((await admin.put('/apikeypair', { id: key.id, enabled: false })).status).toBe(200);
    expect((await grant(key)).body.error).toBe('invalid_client');
    const rows = await server.db
      .select()
      .from(t.oauthAccessTokens)
      .where(eq(t.oauthAccessTokens.apiKeyId, key.id));
    expect(rows).toEqual([]);
  });
});

describe('a bearer access token', () => {
  it('reaches the endpoints of its scope, acting as the key creator, without CSRF', async () => {
    const key = await createKey('Reader', ['monitoring']);
    const readToken = await accessToken(key);
    const list = await bearer(readToken, 'GET', '/client/list');
    expect(list.status).toBe(200);
    expect(list.body).toEqual((await admin.get('/client/list')).body);
    expect((await bearer(readToken, 'GET', '/query/devices')).status).toBe(200);
    expect((await bearer(readToken, 'GET', '/query/policies')).status).toBe(200);
  });

  it('is refused with 403 on an endpoint of a scope it lacks, and writes nothing', async () => {
    const key = await createKey('Narrow', ['monitoring', 'management']);
    const readOnly = await accessToken(key, 'monitoring');
    const created = await bearer(readOnly, 'POST', '/client', {
      name: 'Bearer Org',
      locations: [{ name: 'HQ' }],
    });
    expect(created.status).toBe(403);
    expect(created.body.resultCode).toBe('FORBIDDEN');
    const orgs = await server.db.select().from(t.organizations).where(eq(t.organizations.name, 'Bearer Org'));
    expect(orgs).toEqual([]);
    // Remote actions need `control`.
    const action = await bearer(readOnly, 'POST', '/device/action', { action: 'REBOOT', nodeIds: [1] });
    expect(action.status).toBe(403);
  });

  it('is refused with 401 on a cookie-only endpoint', async () => {
    const key = await createKey('Cookie only', ['monitoring', 'management', 'control']);
    const all = await accessToken(key);
    expect((await bearer(all, 'GET', '/apikeypair/list')).status).toBe(401);
    expect((await bearer(all, 'GET', '/auth/session')).status).toBe(401);
    expect((await bearer(all, 'POST', '/policy', { name: 'x' })).status).toBe(401);
  });

  it('writes with management scope and no CSRF header', async () => {
    const key = await createKey('Writer', ['management']);
    const writeToken = await accessToken(key);
    const created = await bearer(writeToken, 'POST', '/client', {
      name: 'Bearer Org',
      locations: [{ name: 'HQ' }],
    });
    expect(created.status).toBe(200);
    expect(created.body.client.name).toBe('Bearer Org');
    // A write-only token reads nothing.
    expect((await bearer(writeToken, 'GET', '/client/list')).status).toBe(403);
  });

  it('stops working when it expires, when its key is disabled or deleted, or when a scope is removed', async () => {
    const key = await createKey('Short lived', ['monitoring', 'management']);
    const expiring = await accessToken(key);
    server.clock.advance(3_601_000);
    expect((await bearer(expiring, 'GET', '/client/list')).status).toBe(401);
    const narrowed = await accessToken(key);
    expect((await admin.put('/apikeypair', { id: key.id, scopes: ['management'] })).status).toBe(200);
    expect((await bearer(narrowed, 'GET', '/client/list')).status).toBe(403);
    const disabled = await accessToken(key);
    expect((await admin.put('/apikeypair', { id: key.id, enabled: false })).status).toBe(200);
    expect((await bearer(disabled, 'POST', '/client', { name: 'Late Org', locations: [] })).status).toBe(401);
    expect((await admin.put('/apikeypair', { id: key.id, enabled: true })).status).toBe(200);
    const deleted = await accessToken(key);
    expect((await admin.delete(`/apikeypair/${key.id}`)).status).toBe(200);
    expect((await bearer(deleted, 'POST', '/client', { name: 'Late Org', locations: [] })).status).toBe(401);
    expect((await bearer('not-a-token', 'GET', '/client/list')).status).toBe(401);
  });
});
