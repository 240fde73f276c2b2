import { verifyAgentAuthorization } from '../../agents/credentials';
import { ApiError, message } from '../../http/errors';
import type { Authenticator } from './authenticator';

/**
 * `agent`: a device's agent, by `authorization: Agent <nodeId>.<secret>` (the secret issued at
 * enrollment, stored hashed; docs/agent.md). A header credential: no CSRF. The identity names the
 * device, so an agent only ever acts for its own device.
 */
export const agentAuthenticator: Authenticator = {
  kind: 'agent',
  async authenticate(request, { db }) {
    const agent = await verifyAgentAuthorization(db, request.headers.authorization);
    if (!agent) throw new ApiError(401, 'UNAUTHENTICATED', message('records.unauthenticated'));
    return { kind: 'agent', agent };
  },
};
