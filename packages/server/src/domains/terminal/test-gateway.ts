/**
 * A loopback gateway for terminal tests: the agent side is the real terminal host of
 * `@console/agent` (a real PTY, real TELNET/SSH clients), fed the way the agent connection feeds
 * it, with the same message validation in both directions.
 */

import { createAgentTerminal } from '@console/agent';
import type { TerminalAgentMessage, TerminalServerMessage } from '@console/core';
import { terminalAgentMessageSchema, terminalServerMessageSchema } from '@console/core/contract';
import type { TerminalGateway } from './gateway';

type Handler = (message: TerminalAgentMessage, agent: { nodeId: number }) => void;

/** A gateway with one in-process agent per online node. */
export function createLoopbackGateway(options: { loggedInUser?: () => string | null } = {}) {
  const handlers = new Map<string, Handler[]>();
  const disconnects: ((agent: { nodeId: number }) => void)[] = [];
  const agents = new Map<number, ReturnType<typeof createAgentTerminal>>();
  const sent: TerminalServerMessage[] = [];
  const gateway: TerminalGateway & {
    connect(nodeId: number): void;
    disconnect(nodeId: number): void;
    sent: TerminalServerMessage[];
  } = {
    sent,
    isOnline: (nodeId) => agents.has(nodeId),
    send(nodeId, message) {
      const host = agents.get(nodeId);
      if (!host) return false;
      const parsed = terminalServerMessageSchema.parse(message);
      sent.push(parsed);
      void host.handle(parsed);
      return true;
    },
    on(type, handler) {
      handlers.set(type, [...(handlers.get(type) ?? []), handler as Handler]);
    },
    onDisconnect(handler) {
      disconnects.push(handler);
    },
    connect(nodeId) {
      agents.set(
        nodeId,
        createAgentTerminal((message) => {
          const parsed = terminalAgentMessageSchema.parse(message);
          for (const handler of handlers.get(parsed.type) ?? []) handler(parsed, { nodeId });
        }, options),
      );
    },
    disconnect(nodeId) {
      agents.get(nodeId)?.closeAll();
      agents.delete(nodeId);
      for (const handler of disconnects) handler({ nodeId });
    },
  };
  return gateway;
}
