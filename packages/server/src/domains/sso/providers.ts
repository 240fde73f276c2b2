/**
 * SSO identity providers (001: 69, 106, 123, 222–232), the part SCIM provisioning needs: list,
 * get, create, delete, SCIM on/off, the SCIM token (shown once, stored as its SHA-256) and the count
 * of users the provider provisioned. System administrators only (`canConfigureUserAuthentication`).
 * SAML sign-in itself (metadata tests, the SSO flow) is not built: docs/protocol.md "SCIM".
 */
import { endpoints, type IdentityProvider } from '@console/core';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { identityProviders, scimUsers } from '../../db/schema';
import { conflict, ensure, message, notFound } from '../../http/errors';
import { registerEndpoint } from '../../http/register';
import type { AuthState } from '../../http/state';
import { randomToken, sha256 } from '../../lib/crypto';
import { iso, nameTakenInDivision } from '../shared';

type Row = typeof identityProviders.$inferSelect;

function toProvider(row: Row): IdentityProvider {
  return {
    id: row.id,
    uid: row.uid,
    name: row.name,
    metadataUrl: row.metadataUrl,
    enabled: row.enabled,
    scimEnabled: row.scimEnabled,
    scimTokenCreated: row.scimTokenHash !== null,
    emailDomains: row.emailDomains,
    skipLoginMFA: row.skipLoginMfa,
    createdAt: iso(row.createdAt),
  };
}

/** The division's provider `id`, after the permission check; 404 when it is another division's. */
async function providerOf(db: Db, auth: AuthState, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(identityProviders)
    .where(and(eq(identityProviders.id, id), eq(identityProviders.divisionId, auth.division.id)));
  if (!row) throw notFound();
  ensure(auth.can.canConfigureUserAuthentication);
  return row;
}

/** Registers the identity provider and SCIM token routes. */
export function registerIdentityProviderRoutes(app: FastifyInstance): void {
  const { sso } = endpoints;

  registerEndpoint(app, sso.list, async ({ auth, db }) => {
    ensure(auth.can.canConfigureUserAuthentication);
    const rows = await db
      .select()
      .from(identityProviders)
      .where(eq(identityProviders.divisionId, auth.division.id))
      .orderBy(asc(sql`lower(${identityProviders.name})`), asc(identityProviders.id));
    return rows.map(toProvider);
  });

  registerEndpoint(app, sso.get, async ({ auth, db, params }) =>
    toProvider(await providerOf(db, auth, params.id)),
  );

  registerEndpoint(app, sso.create, async ({ auth, body, db, now }) => {
    ensure(auth.can.canConfigureUserAuthentication);
    if (await nameTakenInDivision(db, identityProviders, auth.division.id, body.name))
      throw conflict('NAME_ALREADY_IN_USE', message('records.nameInUse'));
    const [row] = await db
      .insert(identityProviders)
      .values({
        uid: crypto.randomUUID(),
        divisionId: auth.division.id,
        name: body.name,
        metadataUrl: body.metadataUrl ?? null,
        emailDomains: [...new Set((body.emailDomains ?? []).map((domain) => domain.toLowerCase()))],
        skipLoginMfa: body.skipLoginMFAConfig ?? false,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('insert failed');
    return { resultCode: 'SUCCESS' as const, identityProvider: toProvider(row) };
  });

  registerEndpoint(app, sso.delete, async ({ auth, db, params }) => {
    const row = await providerOf(db, auth, params.id);
    await db.delete(identityProviders).where(eq(identityProviders.id, row.id));
    return { resultCode: 'SUCCESS' as const };
  });

  registerEndpoint(app, sso.scim, async ({ auth, body, db, params }) => {
    const row = await providerOf(db, auth, params.id);
    const [updated] = await db
      .update(identityProviders)
      .set({ scimEnabled: body.enabled })
      .where(eq(identityProviders.id, row.id))
      .returning();
    if (!updated) throw notFound();
    return { resultCode: 'SUCCESS' as const, identityProvider: toProvider(updated) };
  });

  registerEndpoint(app, sso.createScimToken, async ({ auth, db, now, params }) => {
    const row = await providerOf(db, auth, params.id);
    // A new token replaces the old one, which stops working at once.
    const token = randomToken(32);
    await db
      .update(identityProviders)
      .set({ scimTokenHash: sha256(token), scimTokenCreatedAt: now })
      .where(eq(identityProviders.id, row.id));
    return { resultCode: 'SUCCESS' as const, token };
  });

  registerEndpoint(app, sso.deleteScimToken, async ({ auth, db, params }) => {
    const row = await providerOf(db, auth, params.id);
    await db
      .update(identityProviders)
      .set({ scimTokenHash: null, scimTokenCreatedAt: null })
      .where(eq(identityProviders.id, row.id));
    return { resultCode: 'SUCCESS' as const };
  });

  registerEndpoint(app, sso.scimUserCount, async ({ auth, db, params }) => {
    const row = await providerOf(db, auth, params.id);
    const [result] = await db.select({ n: count() }).from(scimUsers).where(eq(scimUsers.providerId, row.id));
    return { count: result?.n ?? 0 };
  });
}
