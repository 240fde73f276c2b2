import { type ApiKeyPair, endpoints } from '@console/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { apiKeys, oauthAccessTokens } from '../../db/schema';
import { conflict, ensure, message, notFound } from '../../http/errors';
import { registerEndpoint } from '../../http/register';
import { randomToken, sha256 } from '../../lib/crypto';
import { iso, nameTakenInDivision } from '../shared';

type Row = typeof apiKeys.$inferSelect;

function toKey(row: Row): ApiKeyPair {
  return {
    id: row.id,
    name: row.name,
    clientId: row.clientId,
    scopes: row.scopes as ApiKeyPair['scopes'],
    enabled: row.enabled,
    createdAt: iso(row.createdAt),
  };
}

/**
 * API key pairs (002 §7 /apikeypair): system administrators; the secret is shown once, stored
 * hashed. A key pair buys OAuth access tokens (../oauth) that act as its creator.
 */
export function registerApiKeyRoutes(app: FastifyInstance): void {
  const { apiKeyPair } = endpoints;
  const nameTaken = (db: Db, divisionId: number, name: string, exceptId?: number) =>
    nameTakenInDivision(db, apiKeys, divisionId, name, { exceptId });

  registerEndpoint(app, apiKeyPair.list, async ({ auth, db }) => {
    ensure(auth.can.canConfigureUserAuthentication);
    const rows = await db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.divisionId, auth.division.id))
      .orderBy(asc(sql`lower(${apiKeys.name})`), asc(apiKeys.id));
    return rows.map(toKey);
  });

  registerEndpoint(app, apiKeyPair.create, async ({ auth, body, db, now }) => {
    ensure(auth.can.canConfigureUserAuthentication);
    if (await nameTaken(db, auth.division.id, body.name))
      throw conflict('NAME_ALREADY_IN_USE', message('records.nameInUse'));
    const clientSecret = randomToken(32);
    const [row] = await db
      .insert(apiKeys)
      .values({
        divisionId: auth.division.id,
        name: body.name,
        clientId: randomToken(18),
        secretHash: sha256(clientSecret),
        scopes: body.scopes,
        // Its access tokens act as this user (platform/auth/api-key.ts).
        createdBy: auth.user.id,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('insert failed');
    return { resultCode: 'SUCCESS' as const, apiKeyPair: toKey(row), clientSecret };
  });

  registerEndpoint(app, apiKeyPair.update, async ({ auth, body, db }) => {
    const [row] = await db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.id, body.id), eq(apiKeys.divisionId, auth.division.id)));
    if (!row) throw notFound();
    ensure(auth.can.canConfigureUserAuthentication);
    if (body.name !== undefined && (await nameTaken(db, auth.division.id, body.name, row.id))) {
      throw conflict('NAME_ALREADY_IN_USE', message('records.nameInUse'));
    }
    const changes = { name: body.name, enabled: body.enabled, scopes: body.scopes };
    const [updated] = Object.values(changes).every((value) => value === undefined)
      ? [row]
      : await db.update(apiKeys).set(changes).where(eq(apiKeys.id, row.id)).returning();
    if (!updated) throw notFound();
    // A disabled key pair's access tokens are revoked (deleting the key pair deletes them too).
    if (!updated.enabled) await db.delete(oauthAccessTokens).where(eq(oauthAccessTokens.apiKeyId, row.id));
    return { resultCode: 'SUCCESS' as const, apiKeyPair: toKey(updated) };
  });

  registerEndpoint(app, apiKeyPair.delete, async ({ auth, db, params }) => {
    const [row] = await db
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(and(eq(apiKeys.id, params.id), eq(apiKeys.divisionId, auth.division.id)));
    if (!row) throw notFound();
    ensure(auth.can.canConfigureUserAuthentication);
    await db.delete(apiKeys).where(eq(apiKeys.id, row.id));
    return { resultCode: 'SUCCESS' as const };
  });
}
