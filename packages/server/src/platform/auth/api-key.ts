/**
 * `apiKey`: an API client, by `authorization: Bearer <access token>` (a token `POST /oauth/token`
 * issued for an API key pair, stored as its SHA-256; docs/protocol.md "API clients"). The client
 * acts as the key pair's creator, and only on endpoints whose contract names an API key scope
 * (`apiKey`) the token grants. A header credential: no CSRF.
 */
import { type ApiKeyScope, createPermissions } from '@console/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys, divisions, memberships, oauthAccessTokens, users } from '../../db/schema';
import { ApiError, forbidden, message } from '../../http/errors';
import { sha256 } from '../../lib/crypto';
import type { Authenticator } from './authenticator';
import { bearerToken } from './bearer';
import { buildSession } from './session';
import type { AuthState } from './types';

function unauthenticated(): ApiError {
  return new ApiError(401, 'UNAUTHENTICATED', message('records.unauthenticated'));
}

/**
 * The identity of a member of a division, without a session (what an API key acts as): null when
 * the user is no longer a member. `sessionId` names the key (`apikey:<id>`), there is no CSRF token.
 */
export async function loadMemberAuth(
  db: Db,
  userId: number,
  divisionId: number,
  sessionId: string,
  now: Date,
): Promise<AuthState | null> {
  const [row] = await db
    .select({ user: users, membership: memberships, division: divisions })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(divisions, eq(divisions.id, memberships.divisionId))
    .where(and(eq(memberships.userId, userId), eq(memberships.divisionId, divisionId)));
  if (!row) return null;
  const session = await buildSession(db, row.user, row.membership, row.division);
  return {
    sessionId,
    csrfToken: '',
    lastSeenAt: now,
    user: row.user,
    membership: row.membership,
    division: row.division,
    session,
    can: createPermissions(session),
  };
}

/**
 * The scopes a token still grants: those it was issued with that its key pair still has (a scope
 * removed from the key pair stops working at once).
 */
export function grantedScopes(token: readonly string[], key: readonly string[]): ApiKeyScope[] {
  return token.filter((scope): scope is ApiKeyScope => key.includes(scope));
}

/**
 * The `apiKey` authenticator: an unknown, expired or revoked token, a disabled key pair or a key
 * pair whose creator left the division is 401; a token without the endpoint's scope is 403.
 */
export const apiKeyAuthenticator: Authenticator = {
  kind: 'apiKey',
  async authenticate(request, { db, now, endpoint }) {
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const [row] = await db
      .select({ token: oauthAccessTokens, key: apiKeys })
      .from(oauthAccessTokens)
      .innerJoin(apiKeys, eq(apiKeys.id, oauthAccessTokens.apiKeyId))
      .where(eq(oauthAccessTokens.id, sha256(token)));
    if (!row || row.token.expiresAt.getTime() <= now.getTime() || !row.key.enabled) throw unauthenticated();
    if (row.key.createdBy === null) throw unauthenticated();
    const auth = await loadMemberAuth(db, row.key.createdBy, row.key.divisionId, `apikey:${row.key.id}`, now);
    if (!auth) throw unauthenticated();
    const scopes = grantedScopes(row.token.scopes, row.key.scopes);
    if (!endpoint.apiKey || !scopes.includes(endpoint.apiKey)) throw forbidden();
    return { kind: 'user', auth, csrf: false, apiKey: { id: row.key.id, scopes } };
  },
};
