import type { AnyEndpoint, ApiKeyScope, EndpointAuth } from '@console/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AgentIdentity } from '../../agents/gateway';
import type { Db } from '../../db/client';
import type { AuthState } from './types';

/** What an authenticator works with for one request. */
export interface AuthenticationContext {
  /** The database (not a transaction: authentication happens before the handler's). */
  db: Db;
  /** The request time. */
  now: Date;
  /** To clear or set credentials (e.g. the cookies of an ended session). */
  reply: FastifyReply;
  /** The endpoint called (an authenticator may check what it asks, e.g. an API key scope). */
  endpoint: AnyEndpoint;
}

/** The API key pair behind a bearer access token (`./api-key.ts`). */
export interface ApiKeyCaller {
  /** The key pair's id. */
  id: number;
  /** The scopes the token grants (the key pair's, narrowed at issue). */
  scopes: ApiKeyScope[];
}

/** The SSO identity provider whose SCIM token authenticated the request (`./scim.ts`). */
export interface ScimCaller {
  /** The provider's id. */
  providerId: number;
  /** The provider's division. */
  divisionId: number;
}

/**
 * Who the caller is:
 * - `anonymous`: no identity (public endpoints and a sign-in that still owes its second factor);
 * - `user`: a signed-in user, with `csrf: true` when the credential travels by cookie, so that
 *   writes must carry the double-submit CSRF header (a credential in a header needs no CSRF check);
 *   `apiKey` when the user acts through an API key pair's access token (`./api-key.ts`);
 * - `agent`: a device's agent (`./agent.ts`), acting for its own device only;
 * - `scim`: an identity provider's SCIM client (`./scim.ts`), acting on the users it provisions.
 */
export type Authentication =
  | { kind: 'anonymous' }
  | { kind: 'user'; auth: AuthState; csrf: boolean; apiKey?: ApiKeyCaller }
  | { kind: 'agent'; agent: AgentIdentity }
  | { kind: 'scim'; scim: ScimCaller };

/**
 * Identifies the caller of the endpoints whose contract `auth` is {@link Authenticator.kind}.
 * Throws an `ApiError` (401 `UNAUTHENTICATED`) when the credentials are missing or wrong.
 * @example registry.register({ kind: 'agent', authenticate: async (request) => verifyAgent(request) })
 */
export interface Authenticator {
  readonly kind: EndpointAuth;
  authenticate(request: FastifyRequest, context: AuthenticationContext): Promise<Authentication>;
}

/**
 * The authenticators of a server, one per `auth` value of the contract. Endpoints pick theirs
 * when they are registered: an endpoint whose `auth` has no authenticator fails to register.
 */
export interface AuthenticatorRegistry {
  /** Adds (or replaces) the authenticator of its `kind`. */
  register(authenticator: Authenticator): void;
  /** The authenticator of `kind`; throws when there is none. */
  get(kind: EndpointAuth): Authenticator;
  /** Whether `kind` has an authenticator. */
  has(kind: EndpointAuth): boolean;
}

/**
 * Creates a registry holding `authenticators`.
 * @example const registry = createAuthenticatorRegistry([sessionAuthenticator, publicAuthenticator]);
 */
export function createAuthenticatorRegistry(
  authenticators: readonly Authenticator[] = [],
): AuthenticatorRegistry {
  const byKind = new Map<EndpointAuth, Authenticator>();
  for (const authenticator of authenticators) byKind.set(authenticator.kind, authenticator);
  return {
    register(authenticator) {
      byKind.set(authenticator.kind, authenticator);
    },
    get(kind) {
      const found = byKind.get(kind);
      if (!found) throw new Error(`No authenticator for endpoints of auth "${kind}"`);
      return found;
    },
    has: (kind) => byKind.has(kind),
  };
}
