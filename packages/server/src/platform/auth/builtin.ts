import { SESSION_COOKIE } from '@console/core/contract';
import { ApiError, message } from '../../http/errors';
import { apiKeyAuthenticator } from './api-key';
import type { Authenticator } from './authenticator';
import { createAuthenticatorRegistry } from './authenticator';
import { clearAuthCookies } from './cookies';
import { scimAuthenticator } from './scim';
import { loadAuth } from './session';

/**
 * `session`: the signed-in user of the session cookie (docs/protocol.md). A missing, unknown or
 * ended session is 401 `UNAUTHENTICATED` and its cookies are cleared. Cookie credentials: writes
 * need the CSRF header.
 */
export const sessionAuthenticator: Authenticator = {
  kind: 'session',
  async authenticate(request, { db, now, reply }) {
    const loaded = await loadAuth(db, request.cookies[SESSION_COOKIE], now, { cache: true });
    if (loaded.status !== 'ok') {
      clearAuthCookies(reply);
      throw new ApiError(
        401,
        'UNAUTHENTICATED',
        message(loaded.status === 'expired' ? 'errors.sessionExpired' : 'records.unauthenticated'),
      );
    }
    return { kind: 'user', auth: loaded.auth, csrf: true };
  },
};

/** `public`: anyone (sign-in, health). No identity, no CSRF (there is no session yet). */
export const publicAuthenticator: Authenticator = {
  kind: 'public',
  authenticate: async () => ({ kind: 'anonymous' }),
};

/**
 * `mfa-pending`: a sign-in that still owes its second factor. Today such a sign-in keeps no
 * server state: it repeats its own credentials (email and password) at the MFA URL with the code,
 * and its handler verifies both. So it is anonymous here, like `public`, and the MFA step-up of the
 * endpoint (`mfa: true`) applies.
 */
export const mfaPendingAuthenticator: Authenticator = {
  kind: 'mfa-pending',
  authenticate: async () => ({ kind: 'anonymous' }),
};

/**
 * The registry of a new server: `session`, `public`, `mfa-pending`, `apiKey` (OAuth access tokens
 * of API key pairs) and `scim` (identity providers' SCIM tokens). `agent` is added by the agent
 * gateway when it starts (`agents/index.ts`); see docs/protocol.md, "Authentication".
 */
export function createDefaultAuthenticators() {
  return createAuthenticatorRegistry([
    sessionAuthenticator,
    publicAuthenticator,
    mfaPendingAuthenticator,
    apiKeyAuthenticator,
    scimAuthenticator,
  ]);
}
