/**
 * The agent's connection: one authenticated WebSocket to the server, reconnected with back-off;
 * `hello` and the inventory at each connect, a heartbeat every period, the server's jobs run
 * (one at a time per job id, several at once), replies to pings, and every other message type
 * handed to the handler registry.
 */
import type { AgentInventory, AgentMessageInput, DeviceJobPayload, ServerMessage } from '@console/core';
import { AGENT_AUTH_SCHEME, AGENT_PROTOCOL_VERSION, parseServerMessage } from '@console/core/contract';
import WebSocket from 'ws';
import type { Executor } from './executor';
import type { HandlerRegistry } from './handlers';
import { AGENT_VERSION } from './inventory';
import { runJob } from './jobs/runner';

/** A device credential (from enrollment). */
export interface AgentCredentials {
  nodeId: number;
  secret: string;
  /** The socket URL (`ws://host:port/ws/agent/socket`). */
  socketUrl: string;
}

/** What the client logs. */
export interface AgentLog {
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
}

/** Options of {@link createAgentClient}. */
export interface AgentClientOptions {
  credentials: AgentCredentials;
  executor: Executor;
  handlers: HandlerRegistry;
  /** The inventory to report (at connect and on `inventory.request`). */
  inventory(): Promise<AgentInventory>;
  workDir: string;
  stateDir: string;
  /** Heartbeat period until the server's `welcome` says otherwise. @default 30000 */
  heartbeatIntervalMs?: number;
  /** First reconnect delay; doubles up to `maxBackoffMs`, with jitter. @default 1000 */
  backoffMs?: number;
  /** @default 60000 */
  maxBackoffMs?: number;
  /** Send the inventory at each connect. @default true */
  reportInventory?: boolean;
  log?: AgentLog;
  /** The platform jobs run for. @default process.platform */
  platform?: NodeJS.Platform;
}

/** A running agent connection. */
export interface AgentClient {
  /** Resolves once connected and welcomed (again after each reconnect: the next welcome). */
  ready(): Promise<void>;
  /** Whether the socket is open. */
  readonly connected: boolean;
  /** Jobs running now, by id. */
  readonly runningJobs: ReadonlySet<number>;
  /** Sends a message (false when not connected). */
  send(message: AgentMessageInput): boolean;
  /** Closes the connection and stops reconnecting; running jobs are cancelled. */
  stop(): Promise<void>;
}

const silent: AgentLog = { info() {}, warn() {} };

/** The server's HTTP origin from its socket URL (`wss://host/ws/...` → `https://host`). */
function httpOriginOf(socketUrl: string): string {
  const url = new URL(socketUrl);
  return `${url.protocol === 'wss:' ? 'https:' : 'http:'}//${url.host}`;
}

/**
 * Connects to the server and keeps the connection.
 * @example const client = createAgentClient({ credentials, executor, handlers, inventory: collectInventory, workDir, stateDir });
 */
export function createAgentClient(options: AgentClientOptions): AgentClient {
  const log = options.log ?? silent;
  const maxBackoff = options.maxBackoffMs ?? 60_000;
  let heartbeatMs = options.heartbeatIntervalMs ?? 30_000;
  let backoff = options.backoffMs ?? 1_000;
  let socket: WebSocket | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let reconnect: NodeJS.Timeout | undefined;
  let stopped = false;
  const running = new Map<number, AbortController>();
  // Jobs cancelled before their offer arrived (or again later): never started. Bounded.
  const cancelled = new Set<number>();
  let waiters: Array<() => void> = [];

  const send = (message: AgentMessageInput): boolean => {
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  };

  const startHeartbeat = () => {
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = setInterval(() => send({ type: 'heartbeat' }), heartbeatMs);
    heartbeat.unref?.();
  };

  const runOffered = (job: { id: number; payload: DeviceJobPayload }) => {
    if (running.has(job.id) || cancelled.has(job.id)) return;
    const controller = new AbortController();
    running.set(job.id, controller);
    send({ type: 'job.accepted', jobId: job.id });
    void runJob(job.payload, {
      executor: options.executor,
      signal: controller.signal,
      workDir: options.workDir,
      stateDir: options.stateDir,
      platform: options.platform ?? process.platform,
      serverUrl: httpOriginOf(options.credentials.socketUrl),
      emit: (stream, data) => {
        send({ type: 'job.output', jobId: job.id, stream, data });
      },
    }).then((result) => {
      running.delete(job.id);
      // The streamed output is on the server already: the result repeats it (the server keeps one).
      send({ type: 'job.result', jobId: job.id, ...result });
    });
  };

  const handle = async (message: ServerMessage) => {
    switch (message.type) {
      case 'welcome':
        heartbeatMs = message.heartbeatIntervalMs;
        startHeartbeat();
        backoff = options.backoffMs ?? 1_000;
        for (const wake of waiters.splice(0)) wake();
        return;
      case 'job.offer':
        runOffered(message.job);
        return;
      case 'job.cancel': {
        const job = running.get(message.jobId);
        if (job) job.abort();
        else {
          cancelled.add(message.jobId);
          if (cancelled.size > 1_000) cancelled.delete(cancelled.values().next().value as number);
        }
        return;
      }
      case 'inventory.request':
        send({ type: 'inventory', inventory: await options.inventory() });
        return;
      case 'ping':
        send({ type: 'reply', requestId: message.requestId, ok: true });
        return;
      case 'policy.sync': {
        // The same work as a policy-sync job, answered as a reply.
        const result = await runJob(
          { kind: 'policy-sync', policyId: message.policyId, settings: message.settings },
          {
            executor: options.executor,
            signal: new AbortController().signal,
            workDir: options.workDir,
            stateDir: options.stateDir,
            platform: options.platform ?? process.platform,
            emit: () => undefined,
          },
        );
        if (message.requestId) {
          const ok = result.status === 'COMPLETED';
          send({
            type: 'reply',
            requestId: message.requestId,
            ok,
            ...(result.error ? { error: result.error } : {}),
          });
        }
        return;
      }
      default: {
        const handler = options.handlers.get(message.type);
        if (handler) {
          await handler(message as never, send);
          return;
        }
        const requestId = 'requestId' in message ? message.requestId : undefined;
        if (requestId) send({ type: 'reply', requestId, ok: false, error: `Unsupported: ${message.type}` });
      }
    }
  };

  const connect = () => {
    if (stopped) return;
    const { credentials } = options;
    const ws = new WebSocket(credentials.socketUrl, {
      headers: { authorization: `${AGENT_AUTH_SCHEME} ${credentials.nodeId}.${credentials.secret}` },
      maxPayload: 2_000_000,
      handshakeTimeout: 15_000,
    });
    socket = ws;
    ws.on('open', () => {
      log.info('connected', { url: credentials.socketUrl });
      send({
        type: 'hello',
        agentVersion: AGENT_VERSION,
        protocol: AGENT_PROTOCOL_VERSION,
        runningJobIds: [...running.keys()],
      });
      if (options.reportInventory !== false) {
        void options.inventory().then(
          (inventory) => send({ type: 'inventory', inventory }),
          (error) => log.warn('inventory failed', { error: String(error) }),
        );
      }
      startHeartbeat();
    });
    ws.on('message', (raw) => {
      const read = parseServerMessage(raw.toString());
      if (!read.ok) {
        log.warn('message refused', { error: read.error });
        return;
      }
      handle(read.message).catch((error) => log.warn('message failed', { error: String(error) }));
    });
    ws.on('unexpected-response', (_request, response) => {
      log.warn('connection refused', { status: response.statusCode });
      ws.terminate();
    });
    ws.on('error', (error) => log.warn('connection error', { error: error.message }));
    ws.on('close', () => {
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = undefined;
      options.handlers.disconnected();
      if (socket === ws) socket = undefined;
      if (stopped) return;
      const delay = Math.round(backoff * (0.5 + Math.random() / 2));
      backoff = Math.min(backoff * 2, maxBackoff);
      reconnect = setTimeout(connect, delay);
    });
  };

  options.handlers.bind(send);
  connect();
  return {
    ready: () => new Promise<void>((resolve) => waiters.push(resolve)),
    get connected() {
      return socket?.readyState === WebSocket.OPEN;
    },
    get runningJobs() {
      return new Set(running.keys());
    },
    send,
    async stop() {
      stopped = true;
      if (reconnect) clearTimeout(reconnect);
      if (heartbeat) clearInterval(heartbeat);
      for (const controller of running.values()) controller.abort();
      waiters = [];
      const ws = socket;
      if (!ws || ws.readyState === WebSocket.CLOSED) return;
      await new Promise<void>((resolve) => {
        ws.once('close', () => resolve());
        ws.close(1000, 'Agent stopping');
        setTimeout(() => {
          ws.terminate();
          resolve();
        }, 2_000).unref?.();
      });
    },
  };
}
