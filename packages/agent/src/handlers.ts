/**
 * The agent's handler registry: server → agent message types beyond the core ones (jobs,
 * inventory, ping) are handed to the handler registered for them. A feature registers in one
 * line, e.g. the terminal: `registry.register(terminalHandlers(send))`.
 */
import type { AgentMessageInput, ServerMessage, ServerMessageType } from '@console/core';

/** Sends an agent → server message on the current connection (false when not connected). */
export type AgentSend = (message: AgentMessageInput) => boolean;

/** A handler of one server → agent message type. */
export type AgentHandler<T extends ServerMessageType = ServerMessageType> = (
  message: Extract<ServerMessage, { type: T }>,
  send: AgentSend,
) => void | Promise<void>;

/** Handlers by message type. */
export type AgentHandlerMap = { [T in ServerMessageType]?: AgentHandler<T> };

/** The registry an agent reads. */
export interface HandlerRegistry {
  /** Adds handlers (a later one for the same type replaces the earlier). */
  register(handlers: AgentHandlerMap): void;
  /** The handler of a type. */
  get<T extends ServerMessageType>(type: T): AgentHandler<T> | undefined;
  /** Called when the connection closes (a feature ends its sessions). */
  onDisconnect(handler: () => void): void;
  /** Runs the disconnect handlers. */
  disconnected(): void;
  /** Sends on the agent's current connection (false when not connected or not bound yet). */
  send: AgentSend;
  /** Binds `send` to a connection (the agent client does it). */
  bind(send: AgentSend): void;
}

/**
 * Creates a handler registry.
 * @example const handlers = createHandlerRegistry(); handlers.register({ 'terminal.open': open });
 */
export function createHandlerRegistry(): HandlerRegistry {
  const byType = new Map<string, AgentHandler>();
  const closers = new Set<() => void>();
  let bound: AgentSend = () => false;
  return {
    send: (message) => bound(message),
    bind(send) {
      bound = send;
    },
    register(handlers) {
      for (const [type, handler] of Object.entries(handlers))
        if (handler) byType.set(type, handler as AgentHandler);
    },
    get: (type) => byType.get(type) as never,
    onDisconnect(handler) {
      closers.add(handler);
    },
    disconnected() {
      for (const handler of closers) {
        try {
          handler();
        } catch {}
      }
    },
  };
}
