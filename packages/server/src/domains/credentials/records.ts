import { endpoints } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register';
import { createCredential, readCredential, toCredentialDetail, updateCredential } from './service';

/**
 * Credential records behind the New Credential secure form (002 §3, §4.3; 000 §5.4): read without
 * secrets, create and update with the secrets sealed at rest.
 */
export function registerCredentialRecordRoutes(app: FastifyInstance): void {
  const { credential } = endpoints;
  registerEndpoint(app, credential.get, async ({ auth, db, params, state }) => {
    const row = await readCredential(db, auth.division.id, auth.can, params.id);
    return { resultCode: 'SUCCESS' as const, credential: toCredentialDetail(row, state.secrets) };
  });
  registerEndpoint(app, credential.create, async ({ auth, db, body, state }) => {
    const row = await createCredential(db, auth.division.id, auth.can, state.secrets, body);
    return {
      resultCode: 'SUCCESS' as const,
      credentialId: row.id,
      credential: toCredentialDetail(row, state.secrets),
    };
  });
  registerEndpoint(app, credential.update, async ({ auth, db, body, state }) => {
    const row = await updateCredential(db, auth.division.id, auth.can, state.secrets, body);
    return { resultCode: 'SUCCESS' as const, credential: toCredentialDetail(row, state.secrets) };
  });
}
