/**
 * `scim`: an identity provider's SCIM client, by `authorization: Bearer <SCIM token>` (created with
 * `POST /integrations/{id}/scim/token`, shown once, stored as its SHA-256). The token works while
 * the provider's SCIM provisioning is enabled. A header credential: no CSRF.
 */
import { eq } from 'drizzle-orm';
import { identityProviders } from '../../db/schema';
import { ApiError, message } from '../../http/errors';
import { sha256 } from '../../lib/crypto';
import type { Authenticator } from './authenticator';
import { bearerToken } from './bearer';

/** The `scim` authenticator: a missing, unknown or deleted token, or SCIM turned off, is 401. */
export const scimAuthenticator: Authenticator = {
  kind: 'scim',
  async authenticate(request, { db }) {
    const token = bearerToken(request);
    const [provider] = token
      ? await db
          .select({
            id: identityProviders.id,
            divisionId: identityProviders.divisionId,
            on: identityProviders.scimEnabled,
          })
          .from(identityProviders)
          .where(eq(identityProviders.scimTokenHash, sha256(token)))
      : [];
    if (!provider?.on) throw new ApiError(401, 'UNAUTHENTICATED', message('records.unauthenticated'));
    return { kind: 'scim', scim: { providerId: provider.id, divisionId: provider.divisionId } };
  },
};
