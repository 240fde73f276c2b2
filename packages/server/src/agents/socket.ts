/**
 * The agent WebSocket (`GET <apiBase>/agent/socket`, docs/agent.md): authenticated on upgrade by
 * `authorization: Agent <nodeId>.<secret>`, then JSON text frames of the agent contract, handled
 * in order per connection. A frame that fails the contract is dropped; ten in a row close the socket.
 */
import { AGENT_SOCKET_PATH, MAX_AGENT_FRAME_BYTES, parseAgentMessage } from '@console/core/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AgentConnection, AgentIdentity } from './gateway';
import type { AgentService } from './service';

type AgentRequest = FastifyRequest & { agentIdentity?: AgentIdentity };

const MAX_INVALID_FRAMES = 10;

/** Registers the agent socket route on `app` for `service`. */
export function registerAgentSocket(app: FastifyInstance, service: AgentService): void {
  const { apiBase } = app.console;
  app.get(
    `${apiBase}${AGENT_SOCKET_PATH}`,
    {
      websocket: true,
      preValidation: async (request: FastifyRequest, reply) => {
        const agent = await service.verify(request.headers.authorization);
        if (!agent)
          return reply
            .code(401)
            .send({ resultCode: 'UNAUTHENTICATED', errorMessage: 'Unknown agent credential.' });
        (request as AgentRequest).agentIdentity = agent;
      },
    },
    (socket, request) => {
      const agent = (request as AgentRequest).agentIdentity;
      if (!agent) {
        socket.close(4001, 'Unauthenticated');
        return;
      }
      const connection: AgentConnection = { ...agent, socket, lastSeen: Date.now() };
      let invalid = 0;
      // Frames are handled one after the other: a job's output lands before its result.
      let queue: Promise<unknown> = service.connected(connection).catch((error) => {
        request.log.warn({ err: error, nodeId: agent.nodeId }, 'agent connect failed');
      });
      socket.on('message', (raw, isBinary) => {
        const size = Array.isArray(raw) ? raw.reduce((n, b) => n + b.length, 0) : (raw as Buffer).byteLength;
        const read = isBinary || size > MAX_AGENT_FRAME_BYTES ? undefined : parseAgentMessage(raw.toString());
        if (!read?.ok) {
          invalid += 1;
          request.log.debug(
            { nodeId: agent.nodeId, error: read?.error ?? 'binary or too large' },
            'agent frame refused',
          );
          if (invalid >= MAX_INVALID_FRAMES) socket.close(4400, 'Too many invalid messages');
          return;
        }
        invalid = 0;
        const message = read.message;
        queue = queue.then(() =>
          service.received(connection, message).catch((error) => {
            request.log.warn(
              { err: error, nodeId: agent.nodeId, type: message.type },
              'agent message failed',
            );
          }),
        );
      });
      socket.on('pong', () => {
        connection.lastSeen = Date.now();
      });
      socket.on('close', () => {
        queue = queue.then(() =>
          service.closed(connection).catch((error) => {
            request.log.warn({ err: error, nodeId: agent.nodeId }, 'agent disconnect failed');
          }),
        );
      });
    },
  );
}
