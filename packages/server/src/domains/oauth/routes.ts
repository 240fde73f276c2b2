/**
 * `POST /oauth/token` (RFC 6749 §4.4, client credentials; docs/protocol.md "API clients"): an API
 * key pair's client id and secret, in the form body or as HTTP Basic, buy a bearer access token
 * for an hour, stored as its SHA-256. The `apiKey` authenticator (platform/auth/api-key.ts) checks it.
 */
import { type ApiKeyScope, endpoints, type OAuthTokenRequest } from '@console/core';
import { API_KEY_SCOPES, OAUTH_ACCESS_TOKEN_TTL_SECONDS } from '@console/core/contract';
import { and, eq, lte } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { apiKeys, oauthAccessTokens } from '../../db/schema';
import { registerPublicEndpoint } from '../../http/register';
import { randomToken, safeEqual, sha256 } from '../../lib/crypto';
import { invalidClient, invalidRequest, invalidScope, unsupportedGrant } from './errors';

/** The largest form body the token endpoint reads. */
const FORM_BODY_LIMIT = 4096;

interface ClientCredentials {
  clientId: string;
  clientSecret: string;
  basic: boolean;
}

/** `authorization: Basic base64(urlencode(id):urlencode(secret))` (RFC 6749 §2.3.1). */
function basicCredentials(request: FastifyRequest): { clientId: string; clientSecret: string } | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Basic\s+([A-Za-z0-9+/=]{1,600})\s*$/i.exec(header) : null;
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  try {
    return {
      clientId: decodeURIComponent(decoded.slice(0, colon)),
      clientSecret: decodeURIComponent(decoded.slice(colon + 1)),
    };
  } catch {
    return undefined;
  }
}

function credentialsOf(request: FastifyRequest, body: OAuthTokenRequest): ClientCredentials {
  const basic = basicCredentials(request);
  const inBody = body.client_id !== undefined || body.client_secret !== undefined;
  // One way only (RFC 6749 §2.3): both, or neither, is an invalid request.
  if (basic && inBody) throw invalidRequest();
  if (basic) return { ...basic, basic: true };
  if (!body.client_id || !body.client_secret) throw invalidRequest();
  return { clientId: body.client_id, clientSecret: body.client_secret, basic: false };
}

/** The scopes asked (`scope`, space-separated), checked against the key pair's; all of them by default. */
function scopesAsked(scope: string | undefined, granted: readonly string[]): ApiKeyScope[] {
  const keyScopes = API_KEY_SCOPES.filter((known) => granted.includes(known));
  if (scope === undefined || scope.trim() === '') return keyScopes;
  const asked = [...new Set(scope.trim().split(/\s+/))];
  if (!asked.every((name) => (keyScopes as string[]).includes(name))) throw invalidScope();
  return keyScopes.filter((known) => asked.includes(known));
}

/** Issues an access token for the key pair (and drops its expired ones). */
async function issueToken(db: Db, keyId: number, scopes: ApiKeyScope[], now: Date): Promise<string> {
  await db
    .delete(oauthAccessTokens)
    .where(and(eq(oauthAccessTokens.apiKeyId, keyId), lte(oauthAccessTokens.expiresAt, now)));
  const token = randomToken(32);
  await db.insert(oauthAccessTokens).values({
    id: sha256(token),
    apiKeyId: keyId,
    scopes,
    createdAt: now,
    expiresAt: new Date(now.getTime() + OAUTH_ACCESS_TOKEN_TTL_SECONDS * 1000),
  });
  return token;
}

/** Registers the token endpoint, with a form-body parser of its own (encapsulated: no other route reads forms). */
export async function registerOAuthRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    registerPublicEndpoint(
      scope,
      endpoints.oauth.token,
      async ({ body, db, now, reply, request }) => {
        reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
        if (body.grant_type !== 'client_credentials') throw unsupportedGrant();
        const credentials = credentialsOf(request, body);
        const [key] = await db.select().from(apiKeys).where(eq(apiKeys.clientId, credentials.clientId));
        // Compare hashes whether or not the client exists, so timing does not tell.
        const secretMatches = safeEqual(sha256(credentials.clientSecret), key?.secretHash ?? sha256(''));
        if (!key || !secretMatches || !key.enabled || key.createdBy === null) {
          if (credentials.basic) reply.header('www-authenticate', 'Basic realm="oauth"');
          throw invalidClient();
        }
        const scopes = scopesAsked(body.scope, key.scopes);
        if (scopes.length === 0) throw invalidScope();
        const token = await issueToken(db, key.id, scopes, now);
        return {
          access_token: token,
          token_type: 'Bearer' as const,
          expires_in: OAUTH_ACCESS_TOKEN_TTL_SECONDS,
          scope: scopes.join(' '),
        };
      },
      { rateLimit: { max: 60, timeWindow: 60_000 } },
    );
  });
}
