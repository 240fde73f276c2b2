import type { EndpointAuth } from '@console/core';
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
}

/**
 * Who the caller is:
 * - `anonymous`: no identity (public endpoints and a sign-in that still owes its second factor);
 * - `user`: a signed-in user, with `csrf: true` when the credential travels by cookie, so that
 *   writes must carry the double-submit CSRF header (a credential in a header needs no CSRF check);
 * - `agent`: a device's agent (`./agent.ts`), acting for its own device only.
 */
export type Authentication =
  | { kind: 'anonymous' }
  | { kind: 'user'; auth: AuthState; csrf: boolean }
  | { kind: 'agent'; agent: AgentIdentity };

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
 * `agent` and `scim` endpoints come with later issues: their authenticators register here then.
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
