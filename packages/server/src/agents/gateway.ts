/**
 * The agent gateway (docs/agent.md): the devices' agents connected to this server process, each
 * bound to its own device by its credential. Other domains (device operations, the terminal) talk
 * to agents through `app.agents`: `send` a message, `request` one and await the agent's `reply`,
 * and listen with `on(type, handler)` / `onDisconnect(handler)`.
 *
 * An agent is connected to one server process: with several processes, `isOnline` / `send` answer
 * for this process's agents only; device jobs (`createDeviceJobs`) reach an agent whichever
 * process it is connected to (every process offers the queued jobs of its own agents).
 */
import { randomUUID } from 'node:crypto';
import type { AgentMessage, AgentMessageType, ServerMessageInput } from '@console/core';
import { serverMessageSchema } from '@console/core/contract';
import type { WebSocket } from 'ws';

/** The agent's answer to a request (`reply` message). */
export type AgentReply = Extract<AgentMessage, { type: 'reply' }>;

/** Who sent a message: the device its credential belongs to. */
export interface AgentIdentity {
  nodeId: number;
  divisionId: number;
  clientId: number;
}

/** A handler of one agent → server message type. */
export type AgentMessageHandler<T extends AgentMessageType> = (
  message: Extract<AgentMessage, { type: T }>,
  agent: AgentIdentity,
) => void | Promise<void>;

/** Why an agent request failed: the device's agent is not connected here, it left, or it did not answer in time. */
export class AgentRequestError extends Error {
  constructor(
    readonly reason: 'offline' | 'disconnected' | 'timeout' | 'invalid',
    message: string,
  ) {
    super(message);
    this.name = 'AgentRequestError';
  }
}

/** The gateway as other domains use it (`app.agents`). */
export interface AgentGateway {
  /** Whether the device's agent is connected to this server process. */
  isOnline(nodeId: number): boolean;
  /** The devices whose agents are connected to this process. */
  onlineNodeIds(): number[];
  /**
   * Sends a server → agent message (checked against the contract). False when the agent is not
   * connected here or the message does not fit the contract.
   * @example app.agents.send(nodeId, { type: 'terminal.input', sessionId, data: 'ls\r' })
   */
  send(nodeId: number, message: ServerMessageInput): boolean;
  /**
   * Sends a message with a `requestId` (one is made when missing) and resolves with the agent's
   * `reply`; rejects with {@link AgentRequestError} when offline, disconnected or after `timeoutMs`.
   * @example const reply = await app.agents.request(nodeId, { type: 'ping', requestId: '' }, 5000);
   */
  request(nodeId: number, message: ServerMessageInput, timeoutMs?: number): Promise<AgentReply>;
  /**
   * Listens to one agent → server message type (after it passed the contract and the socket's
   * identity). Answers a function that removes the handler.
   * @example app.agents.on('terminal.output', (message, agent) => relay(agent.nodeId, message));
   */
  on<T extends AgentMessageType>(type: T, handler: AgentMessageHandler<T>): () => void;
  /** Called when a device's agent connects (after its identity is checked). */
  onConnect(handler: (agent: AgentIdentity) => void | Promise<void>): () => void;
  /** Called when a device's agent connection closes (its pending requests are rejected first). */
  onDisconnect(handler: (agent: AgentIdentity) => void | Promise<void>): () => void;
  /**
   * Offers the queued device jobs of these devices (default: every agent connected here) now,
   * instead of at the next poll. Call it after the transaction that created the jobs committed.
   */
  dispatch(nodeIds?: readonly number[]): Promise<void>;
  /** Open agent connections in this process. */
  readonly size: number;
}

/** One agent connection. */
export interface AgentConnection extends AgentIdentity {
  socket: WebSocket;
  /** Last frame received (ms since epoch, process clock): liveness. */
  lastSeen: number;
}

/** The registry behind {@link AgentGateway}, with what the socket route needs besides. */
export interface AgentRegistry extends Omit<AgentGateway, 'dispatch'> {
  /** Adds a connection; a previous connection of the same device is closed (4409). */
  attach(connection: AgentConnection): void;
  /** Removes a connection (when it is still the device's current one) and runs the disconnect handlers. */
  detach(connection: AgentConnection): Promise<void>;
  /** Runs the handlers of one message (replies settle their request first). */
  deliver(connection: AgentConnection, message: AgentMessage): Promise<void>;
  /** The current connection of a device. */
  connection(nodeId: number): AgentConnection | undefined;
  /** Every connection. */
  connections(): IterableIterator<AgentConnection>;
  /** Closes every connection. */
  closeAll(code: number, reason: string): void;
}

/** What a registry reports handler failures to. */
export interface GatewayLog {
  warn(obj: unknown, msg?: string): void;
}

/** Default time an agent has to answer a request. */
export const DEFAULT_AGENT_REQUEST_TIMEOUT_MS = 15_000;

interface Pending {
  nodeId: number;
  resolve: (reply: AgentReply) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Creates the connection registry of one server process.
 * @example const registry = createAgentRegistry(app.log);
 */
export function createAgentRegistry(log?: GatewayLog): AgentRegistry {
  const byNode = new Map<number, AgentConnection>();
  const handlers = new Map<string, Set<AgentMessageHandler<AgentMessageType>>>();
  const connectHandlers = new Set<(agent: AgentIdentity) => void | Promise<void>>();
  const disconnectHandlers = new Set<(agent: AgentIdentity) => void | Promise<void>>();
  const pending = new Map<string, Pending>();

  const identity = (connection: AgentConnection): AgentIdentity => ({
    nodeId: connection.nodeId,
    divisionId: connection.divisionId,
    clientId: connection.clientId,
  });

  const runAll = async <A>(set: Iterable<(arg: A) => void | Promise<void>>, arg: A, what: string) => {
    for (const handler of [...set]) {
      try {
        await handler(arg);
      } catch (error) {
        log?.warn({ err: error }, `agent ${what} handler failed`);
      }
    }
  };

  const sendRaw = (nodeId: number, message: ServerMessageInput): boolean => {
    const connection = byNode.get(nodeId);
    if (connection?.socket.readyState !== 1) return false;
    const checked = serverMessageSchema.safeParse(message);
    if (!checked.success) {
      log?.warn(
        { type: (message as { type?: unknown }).type, issues: checked.error.issues.slice(0, 3) },
        'agent message refused',
      );
      return false;
    }
    connection.socket.send(JSON.stringify(checked.data));
    return true;
  };

  const registry: AgentRegistry = {
    get size() {
      return byNode.size;
    },
    isOnline: (nodeId) => byNode.get(nodeId)?.socket.readyState === 1,
    onlineNodeIds: () => [...byNode.keys()],
    send: sendRaw,
    request(nodeId, message, timeoutMs = DEFAULT_AGENT_REQUEST_TIMEOUT_MS) {
      const requestId = (message as { requestId?: string }).requestId || randomUUID();
      if (!byNode.has(nodeId))
        return Promise.reject(new AgentRequestError('offline', 'The device agent is not connected.'));
      return new Promise<AgentReply>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(requestId);
          reject(new AgentRequestError('timeout', 'The device agent did not answer in time.'));
        }, timeoutMs);
        timer.unref();
        pending.set(requestId, { nodeId, resolve, reject, timer });
        if (!sendRaw(nodeId, { ...message, requestId } as ServerMessageInput)) {
          clearTimeout(timer);
          pending.delete(requestId);
          reject(new AgentRequestError('invalid', 'The message could not be sent to the device agent.'));
        }
      });
    },
    on(type, handler) {
      let set = handlers.get(type);
      if (!set) {
        set = new Set();
        handlers.set(type, set);
      }
      const added = handler as unknown as AgentMessageHandler<AgentMessageType>;
      set.add(added);
      return () => set.delete(added);
    },
    onConnect(handler) {
      connectHandlers.add(handler);
      return () => connectHandlers.delete(handler);
    },
    onDisconnect(handler) {
      disconnectHandlers.add(handler);
      return () => disconnectHandlers.delete(handler);
    },
    attach(connection) {
      const previous = byNode.get(connection.nodeId);
      byNode.set(connection.nodeId, connection);
      if (previous && previous !== connection) previous.socket.close(4409, 'Replaced by a newer connection');
      void runAll(connectHandlers, identity(connection), 'connect');
    },
    async detach(connection) {
      if (byNode.get(connection.nodeId) !== connection) return;
      byNode.delete(connection.nodeId);
      for (const [id, request] of pending) {
        if (request.nodeId !== connection.nodeId) continue;
        clearTimeout(request.timer);
        pending.delete(id);
        request.reject(new AgentRequestError('disconnected', 'The device agent disconnected.'));
      }
      await runAll(disconnectHandlers, identity(connection), 'disconnect');
    },
    async deliver(connection, message) {
      if (message.type === 'reply') {
        const request = pending.get(message.requestId);
        // A reply settles only a request made to this very device.
        if (request && request.nodeId === connection.nodeId) {
          clearTimeout(request.timer);
          pending.delete(message.requestId);
          request.resolve(message);
        }
      }
      const set = handlers.get(message.type);
      if (!set) return;
      const agent = identity(connection);
      for (const handler of [...set]) {
        try {
          await handler(message as never, agent);
        } catch (error) {
          log?.warn({ err: error, type: message.type, nodeId: agent.nodeId }, 'agent message handler failed');
        }
      }
    },
    connection: (nodeId) => byNode.get(nodeId),
    connections: () => byNode.values(),
    closeAll(code, reason) {
      for (const connection of byNode.values()) connection.socket.close(code, reason);
    },
  };
  return registry;
}
