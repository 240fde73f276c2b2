/** The agent's HTTP endpoints (docs/agent.md): enrollment; everything else goes over the socket. */
import { z } from 'zod';
import { defineEndpoint } from '../define';
import { agentInventorySchema } from './inventory';

/** Path of the agent WebSocket under the API base (`/ws/agent/socket`). */
export const AGENT_SOCKET_PATH = '/agent/socket';
/** The agent protocol version this contract describes. */
export const AGENT_PROTOCOL_VERSION = 1;
/**
 * Scheme of the agent credential in the `authorization` header of the socket upgrade and of
 * `auth: 'agent'` endpoints: `authorization: Agent <nodeId>.<secret>`.
 */
export const AGENT_AUTH_SCHEME = 'Agent';
/** Largest enrollment token accepted (characters). */
export const MAX_ENROLLMENT_TOKEN_LENGTH = 200;

/** POST /agent/enroll: the installer's one-time token and what the device is. */
export const agentEnrollRequestSchema = z.object({
  token: z.string().min(1).max(MAX_ENROLLMENT_TOKEN_LENGTH),
  inventory: agentInventorySchema,
});
export type AgentEnrollRequest = z.input<typeof agentEnrollRequestSchema>;

/** The new device and its agent credential (answered once, stored hashed). */
export const agentEnrollResponseSchema = z.object({
  resultCode: z.literal('SUCCESS'),
  nodeId: z.number().int(),
  /** The secret of `authorization: Agent <nodeId>.<secret>`. */
  secret: z.string(),
  /** The socket path under the API base. */
  socketPath: z.string(),
  heartbeatIntervalMs: z.number().int().positive(),
});
export type AgentEnrollResponse = z.infer<typeof agentEnrollResponseSchema>;

/** The agent endpoints. */
export const agentEndpoints = {
  /**
   * Consumes a one-time enrollment token (issued with an installer) and creates the device in the
   * token's organization, location and role. A used, expired or unknown token is 401.
   */
  enroll: defineEndpoint({
    method: 'POST',
    path: '/agent/enroll',
    summary: 'Enroll a device agent with a one-time token',
    body: agentEnrollRequestSchema,
    response: agentEnrollResponseSchema,
    auth: 'public',
    tag: 'agent',
  }),
};
