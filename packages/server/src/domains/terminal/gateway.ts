/**
 * The part of the agent gateway (`app.agents`, src/agents/gateway.ts) the terminal uses: send a
 * message to a device's agent, hear its terminal messages, and learn when it disconnects.
 */
import type { TerminalAgentMessage, TerminalServerMessage } from '@console/core';
import type { FastifyInstance } from 'fastify';

/** What the terminal needs of the agent gateway. */
export interface TerminalGateway {
  isOnline(nodeId: number): boolean;
  send(nodeId: number, message: TerminalServerMessage): boolean;
  on<T extends TerminalAgentMessage['type']>(
    type: T,
    handler: (message: Extract<TerminalAgentMessage, { type: T }>, agent: { nodeId: number }) => void,
  ): unknown;
  onDisconnect(handler: (agent: { nodeId: number }) => void): unknown;
}

/** The server's agent gateway, or undefined when none is registered (no agent can be reached). */
export function terminalGatewayOf(app: FastifyInstance): TerminalGateway | undefined {
  return (app as unknown as { agents?: TerminalGateway }).agents;
}
