/**
 * Samples of the API client and SSO routes for the route-wide tests (./samples.ts): the OAuth token
 * endpoint (a key pair made here, owned by the demo administrator), the identity provider and SCIM
 * token routes (system administrators), and the SCIM Users resource (`auth: 'scim'`: the permission
 * matrix skips it, a session has no SCIM credential; its own tests are in domains/sso).
 */
import { eq } from 'drizzle-orm';
import * as t from '../db/schema';
import { randomToken, sha256 } from '../lib/crypto';
import { DEMO_USERS, demoIds, type TestServer } from './helpers';
import type { Sample } from './sample';

/** Samples of the oauth, sso and scim routes. */
export async function buildSsoSamples(server: TestServer): Promise<Record<string, Sample>> {
  const { db } = server;
  const { division } = await demoIds(db);
  const [admin] = await db.select().from(t.users).where(eq(t.users.email, DEMO_USERS.admin.email));
  if (!admin) throw new Error('demo administrator missing');
  const clientSecret = randomToken(32);
  const clientId = `samples-${randomToken(9)}`;
  await db.insert(t.apiKeys).values({
    divisionId: division.id,
    name: 'Samples API client',
    clientId,
    secretHash: sha256(clientSecret),
    scopes: ['monitoring'],
    createdBy: admin.id,
  });
  // `scim` answers the SCIM Users samples with its token; `other` takes the token and SCIM
  // switch samples (a new token would replace `scim`'s); `doomed` is deleted.
  const scimToken = randomToken(32);
  const [scim, other, doomed] = await db
    .insert(t.identityProviders)
    .values([
      {
        uid: crypto.randomUUID(),
        divisionId: division.id,
        name: 'Samples IdP',
        scimEnabled: true,
        scimTokenHash: sha256(scimToken),
      },
      { uid: crypto.randomUUID(), divisionId: division.id, name: 'Samples IdP other' },
      { uid: crypto.randomUUID(), divisionId: division.id, name: 'Samples IdP to delete' },
    ])
    .returning();
  if (!scim || !other || !doomed) throw new Error('sample identity providers missing');
  const headers = { authorization: `Bearer ${scimToken}` };
  const user = '00000000-0000-4000-8000-000000000001';
  const scimUser = { userName: 'samples.scim@example.com', name: { givenName: 'Sam', familyName: 'Ple' } };
  return {
    'POST /oauth/token': {
      body: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret },
    },
    'GET /divisionconfig/saml': {},
    'GET /divisionconfig/saml/{id}': { params: { id: other.id } },
    'POST /divisionconfig/saml': { body: { name: 'Matrix IdP', metadataUrl: 'https://idp.example.com/m' } },
    'DELETE /divisionconfig/saml/{id}': { params: { id: doomed.id } },
    'PATCH /divisionconfig/saml/{id}/scim': { params: { id: other.id }, body: { enabled: true } },
    'POST /integrations/{id}/scim/token': { params: { id: other.id } },
    'DELETE /integrations/{id}/scim/token': { params: { id: other.id } },
    'GET /integrations/{id}/scim/data/users/count': { params: { id: other.id } },
    'GET /scim/v2/Users': {
      query: { filter: 'userName eq "samples.scim@example.com"' },
      badQuery: { count: 'many' },
      headers,
    },
    'GET /scim/v2/Users/{id}': { params: { id: user }, headers },
    'POST /scim/v2/Users': { body: scimUser, headers },
    'PUT /scim/v2/Users/{id}': { params: { id: user }, body: scimUser, headers },
    'PATCH /scim/v2/Users/{id}': {
      params: { id: user },
      body: { Operations: [{ op: 'replace', path: 'active', value: false }] },
      headers,
    },
    'DELETE /scim/v2/Users/{id}': { params: { id: user }, headers },
  };
}
