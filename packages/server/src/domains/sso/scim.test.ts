/**
 * SCIM provisioning (001: SSO and SCIM; RFC 7644): a system administrator creates an identity
 * provider, turns SCIM on and creates its token (shown once); the provider's SCIM client then
 * creates, lists, filters, patches (active) and deletes users by that bearer token, and only those.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { setupDemoServer } from '../../test/helpers';

const { server, admin, ids } = setupDemoServer('admin');

let providerId: number;
let token: string;

/** A SCIM client's call: bearer token, `application/scim+json`, no cookie, no CSRF. */
async function scim(method: string, path: string, body?: unknown, bearer = token) {
  const response = await server.app.inject({
    method: method as 'GET',
    url: `/ws/scim/v2${path}`,
    headers: {
      authorization: `Bearer ${bearer}`,
      ...(body !== undefined ? { 'content-type': 'application/scim+json' } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  return {
    status: response.statusCode,
    body: response.body ? response.json() : undefined,
    type: response.headers['content-type'],
  };
}

const alice = {
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
  userName: 'alice.scim@example.com',
  externalId: 'okta-00u1',
  name: { givenName: 'Alice', familyName: 'Provisioned' },
  emails: [{ value: 'alice.scim@example.com', primary: true, type: 'work' }],
  active: true,
};

async function membershipOf(userUid: string) {
  const [user] = await server.db.select().from(t.users).where(eq(t.users.uid, userUid));
  if (!user) return undefined;
  const [membership] = await server.db
    .select()
    .from(t.memberships)
    .where(and(eq(t.memberships.userId, user.id), eq(t.memberships.divisionId, ids.division.id)));
  return membership ?? null;
}

beforeAll(async () => {
  const created = await admin.post('/divisionconfig/saml', {
    name: 'Okta',
    metadataUrl: 'https://idp.example.com/metadata',
    emailDomains: ['Example.com'],
  });
  expect(created.status).toBe(200);
  providerId = created.body.identityProvider.id;
  expect(created.body.identityProvider).toMatchObject({
    scimEnabled: false,
    scimTokenCreated: false,
    emailDomains: ['example.com'],
  });
  const issued = await admin.post(`/integrations/${providerId}/scim/token`);
  expect(issued.status).toBe(200);
  token = issued.body.token;
  const [row] = await server.db
    .select()
    .from(t.identityProviders)
    .where(eq(t.identityProviders.id, providerId));
  expect(row?.scimTokenHash).toBe(sha256(token));
  expect(
    (await admin.patch(`/divisionconfig/saml/${providerId}/scim`, { enabled: true })).body.identityProvider,
  ).toMatchObject({ scimEnabled: true, scimTokenCreated: true });
});

describe('the SCIM token', () => {
  it('is refused when wrong, missing, or while SCIM is off (401)', async () => {
    expect((await scim('GET', '/Users', undefined, 'wrong-token')).status).toBe(401);
    const none = await server.app.inject({ method: 'GET', url: '/ws/scim/v2/Users' });
    expect(none.statusCode).toBe(401);
    // A session cookie is no SCIM credential.
    expect((await admin.get('/scim/v2/Users')).status).toBe(401);
    await admin.patch(`/divisionconfig/saml/${providerId}/scim`, { enabled: false });
    expect((await scim('GET', '/Users')).status).toBe(401);
    await admin.patch(`/divisionconfig/saml/${providerId}/scim`, { enabled: true });
    expect((await scim('GET', '/Users')).status).toBe(200);
  });
});

describe('the SCIM Users resource', () => {
  let aliceId: string;

  it('creates a user who becomes an end user of the division', async () => {
    const created = await scim('POST', '/Users', alice);
    expect(created.status).toBe(201);
    expect(created.type).toContain('application/scim+json');
    expect(created.body).toMatchObject({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'alice.scim@example.com',
      externalId: 'okta-00u1',
      name: { givenName: 'Alice', familyName: 'Provisioned' },
      active: true,
      userType: 'END_USER',
      meta: { resourceType: 'User', location: `/ws/scim/v2/Users/${created.body.id}` },
    });
    aliceId = created.body.id;
    expect(await membershipOf(aliceId)).toMatchObject({ userType: 'END_USER', isDefault: true });
    expect((await scim('POST', '/Users', alice)).status).toBe(409);
    const tech = await scim('POST', '/Users', {
      userName: 'bob.scim@example.com',
      name: { givenName: 'Bob', familyName: 'Tech' },
      userType: 'TECHNICIAN',
    });
    expect(tech.status).toBe(201);
    expect(await membershipOf(tech.body.id)).toMatchObject({
      userType: 'TECHNICIAN',
      sysadmin: false,
      roleId: null,
    });
    expect((await admin.get(`/integrations/${providerId}/scim/data/users/count`)).body).toEqual({ count: 2 });
  });

  it('lists, pages and filters by userName or externalId', async () => {
    const all = await scim('GET', '/Users');
    expect(all.body).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: 2,
      startIndex: 1,
      itemsPerPage: 2,
    });
    const page = await scim('GET', '/Users?startIndex=2&count=1');
    expect(page.body).toMatchObject({ totalResults: 2, startIndex: 2, itemsPerPage: 1 });
    expect(page.body.Resources[0].userName).toBe('bob.scim@example.com');
    const byName = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "ALICE.scim@example.com"')}`,
    );
    expect(byName.body.Resources.map((user: { id: string }) => user.id)).toEqual([aliceId]);
    const byExternal = await scim('GET', `/Users?filter=${encodeURIComponent('externalId eq "okta-00u1"')}`);
    expect(byExternal.body.totalResults).toBe(1);
    const none = await scim('GET', `/Users?filter=${encodeURIComponent('userName eq "nobody@example.com"')}`);
    expect(none.body).toMatchObject({ totalResults: 0, Resources: [] });
    expect((await scim('GET', `/Users?filter=${encodeURIComponent('title co "x"')}`)).status).toBe(400);
    expect((await scim('GET', `/Users/${aliceId}`)).body.userName).toBe('alice.scim@example.com');
  });

  it('sees only its own users: a demo user is not found', async () => {
    const [demoUser] = await server.db.select().from(t.users).limit(1);
    expect((await scim('GET', `/Users/${demoUser?.uid}`)).status).toBe(404);
    expect((await scim('DELETE', `/Users/${demoUser?.uid}`)).status).toBe(404);
  });

  it('deactivates and reactivates with PATCH active (membership removed, then restored)', async () => {
    const off = await scim('PATCH', `/Users/${aliceId}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect(await membershipOf(aliceId)).toBeNull();
    const on = await scim('PATCH', `/Users/${aliceId}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'replace', value: { active: true, 'name.familyName': 'Renamed' } }],
    });
    expect(on.body).toMatchObject({ active: true, name: { givenName: 'Alice', familyName: 'Renamed' } });
    expect(await membershipOf(aliceId)).toMatchObject({ userType: 'END_USER' });
    const replaced = await scim('PUT', `/Users/${aliceId}`, {
      ...alice,
      name: { givenName: 'Alicia', familyName: 'P' },
    });
    expect(replaced.body.name).toEqual({ givenName: 'Alicia', familyName: 'P' });
  });

  it('deletes a user: gone from the division, the list and (having no other division) the users', async () => {
    expect((await scim('DELETE', `/Users/${aliceId}`)).status).toBe(204);
    expect((await scim('GET', `/Users/${aliceId}`)).status).toBe(404);
    expect(await membershipOf(aliceId)).toBeUndefined();
    expect((await scim('GET', '/Users')).body.totalResults).toBe(1);
  });

  it('stops answering once the token is deleted', async () => {
    expect((await admin.delete(`/integrations/${providerId}/scim/token`)).status).toBe(200);
    expect((await scim('GET', '/Users')).status).toBe(401);
  });
});
