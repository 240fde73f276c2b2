import { DEFAULT_API_BASE, REALTIME_PATH } from '../contract/protocol';
import type { TopicRef } from '../contract/topic-route';
import { type AnyTopic, type TopicEvent, type TopicParams, topicKey } from '../contract/topics/define';

/**
 * The part of the WebSocket API the realtime client uses.
 * @example createRealtimeClient({ WebSocket: WebSocket as RealtimeSocketConstructor })
 */
export interface RealtimeSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

/**
 * A WebSocket constructor (the browser's, `ws`, or a test double).
 * @example import { WebSocket } from 'ws'; createRealtimeClient({ WebSocket })
 */
export type RealtimeSocketConstructor = new (url: string) => RealtimeSocket;

/**
 * Connection state of the realtime client.
 * @example createRealtimeClient({ onStatusChange: (status) => setOnline(status === 'open') })
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

/**
 * A server message of the realtime protocol (docs/protocol.md).
 * @example { type: 'event', topic: 'device.7', data: { action: 'updated', id: 7, clientId: 3 } }
 */
export type RealtimeServerMessage =
  | { type: 'subscribed'; topic: string }
  | { type: 'event'; topic: string; data: unknown }
  | { type: 'error'; topic?: string; message: string };

/**
 * Reconnection backoff: `min(maxDelayMs, initialDelayMs × factor^attempt)`, with jitter.
 * @example createRealtimeClient({ backoff: { initialDelayMs: 1000, maxDelayMs: 60_000 } })
 */
export interface RealtimeBackoff {
  /** @default 500 */
  initialDelayMs?: number;
  /** @default 30000 */
  maxDelayMs?: number;
  /** @default 2 */
  factor?: number;
}

/**
 * Options of {@link createRealtimeClient}.
 * @example createRealtimeClient({ url: 'wss://rmm.example.com/ws/realtime' })
 */
export interface RealtimeClientOptions {
  /**
   * WebSocket URL; a path is resolved against the page (`ws:` or `wss:` like the page).
   * @default `${DEFAULT_API_BASE}${REALTIME_PATH}` ('/ws/realtime')
   */
  url?: string;
  /** The WebSocket to use. @default globalThis.WebSocket */
  WebSocket?: RealtimeSocketConstructor;
  backoff?: RealtimeBackoff;
  /** Random source for the jitter, 0 to 1. @default Math.random */
  random?: () => number;
  /** Server `error` messages (and unreadable messages). */
  onError?: (error: { topic?: string | undefined; message: string }) => void;
  /** Connection state changes. */
  onStatusChange?: (status: RealtimeStatus) => void;
}

/**
 * Handler of one topic's events.
 * @example const onDiscovery: RealtimeHandler<{ targets: string[] }> = ({ targets }) => update(targets);
 */
export type RealtimeHandler<T = unknown> = (data: T) => void;

/**
 * Options of one subscription.
 * @example realtime.subscribe(topics.device, { id: 7 }, onEvent, { onError: (message) => warn(message) })
 */
export interface RealtimeSubscribeOptions {
  /** The server's `error` messages about this topic key (e.g. refused: not allowed). */
  onError?: (message: string) => void;
}

/**
 * The realtime client: topic subscriptions over one WebSocket that reconnects.
 * @example const stop = realtime.subscribe(topics.device, { id: 7 }, (event) => refresh(event.id)); stop();
 */
export interface RealtimeClient {
  /**
   * Subscribes to one instance of a typed topic (`topics.*` of the contract): the key is
   * `topicKey(topic, params)` (`device.7`), `params` is `undefined` for a topic without
   * placeholders. Connects on the first subscription and resubscribes after reconnects.
   * `handler` receives each event's data, typed by the topic's event schema (the server
   * validates every event against it before sending). Several subscriptions of one key share
   * one server subscription. Returns the unsubscribe function (idempotent).
   * Throws when the parameters do not fit the topic, or when the client is closed.
   * @example const stop = realtime.subscribe(topics.devices, undefined, (event) => refresh(event.id));
   */
  subscribe<T extends AnyTopic>(
    topic: TopicRef<T>,
    params: TopicParams<T>,
    handler: (event: TopicEvent<T>) => void,
    options?: RealtimeSubscribeOptions,
  ): () => void;
  /**
   * Subscribes by topic key string. Low level, for hosts and the core React bindings: widgets
   * subscribe by definition with {@link RealtimeClient.subscribe}.
   * @example const stop = realtime.subscribeKey('device.7', (data) => refresh(data));
   */
  subscribeKey<T = unknown>(
    key: string,
    handler: RealtimeHandler<T>,
    options?: RealtimeSubscribeOptions,
  ): () => void;
  /** Closes the socket for good and drops every subscription. */
  close(): void;
  /** The connection state. */
  readonly status: RealtimeStatus;
}

const OPEN = 1;

/**
 * The reconnect delay of an attempt (0-based): exponential, capped at `maxDelayMs`, with "equal
 * jitter" (between half and all of the capped delay) so that clients dropped together do not
 * reconnect together.
 * @example reconnectDelay(3, {}, () => 1) // 4000
 */
export function reconnectDelay(attempt: number, backoff: RealtimeBackoff = {}, random = Math.random): number {
  const { initialDelayMs = 500, maxDelayMs = 30_000, factor = 2 } = backoff;
  const capped = Math.min(maxDelayMs, initialDelayMs * factor ** attempt);
  return Math.round(capped / 2 + (random() * capped) / 2);
}

/**
 * Resolves a realtime URL against the page: `/ws/realtime` on `https://host` becomes
 * `wss://host/ws/realtime`; `http(s):` URLs switch to `ws(s):`.
 * @example resolveRealtimeUrl('/ws/realtime', 'https://rmm.example.com/app') // 'wss://rmm.example.com/ws/realtime'
 */
export function resolveRealtimeUrl(url: string, base?: string): string {
  if (/^wss?:\/\//i.test(url)) return url;
  const page = base ?? (typeof location === 'undefined' ? undefined : location.href);
  const absolute = page ? new URL(url, page) : new URL(url);
  absolute.protocol = absolute.protocol === 'https:' ? 'wss:' : 'ws:';
  return absolute.toString();
}

/**
 * Creates the realtime client (docs/protocol.md): `{ type: 'subscribe' | 'unsubscribe', topic }`
 * out, `subscribed`, `event` and `error` in. When the socket drops it reconnects with exponential
 * backoff and jitter (capped) and subscribes every topic again.
 * @example
 * const realtime = createRealtimeClient();
 * const stop = realtime.subscribe(topics.device, { id: 7 }, (event) => update(event));
 * // later
 * stop();
 */
export function createRealtimeClient(options: RealtimeClientOptions = {}): RealtimeClient {
  const Socket = options.WebSocket ?? (globalThis.WebSocket as unknown as RealtimeSocketConstructor);
  const random = options.random ?? Math.random;
  const topics = new Map<
    string,
    Set<{ handler: RealtimeHandler<unknown>; onError?: ((message: string) => void) | undefined }>
  >();
  let socket: RealtimeSocket | undefined;
  let status: RealtimeStatus = 'idle';
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (next: RealtimeStatus) => {
    if (status === next) return;
    status = next;
    options.onStatusChange?.(next);
  };

  const send = (message: { type: 'subscribe' | 'unsubscribe'; topic: string }) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  };

  const scheduleReconnect = () => {
    if (status === 'closed') return;
    setStatus('reconnecting');
    const delay = reconnectDelay(attempt, options.backoff, random);
    attempt += 1;
    timer = setTimeout(() => {
      timer = undefined;
      connect();
    }, delay);
  };

  const dispatch = (raw: unknown) => {
    let message: RealtimeServerMessage;
    try {
      message = JSON.parse(typeof raw === 'string' ? raw : String(raw));
    } catch {
      options.onError?.({ message: 'Unreadable realtime message' });
      return;
    }
    if (message.type === 'event') {
      for (const entry of topics.get(message.topic) ?? []) entry.handler(message.data);
    } else if (message.type === 'error') {
      options.onError?.({ topic: message.topic, message: message.message });
      if (message.topic)
        for (const entry of topics.get(message.topic) ?? []) entry.onError?.(message.message);
    }
  };

  function connect() {
    if (status === 'closed') return;
    setStatus(attempt === 0 ? 'connecting' : 'reconnecting');
    let current: RealtimeSocket;
    try {
      current = new Socket(resolveRealtimeUrl(options.url ?? `${DEFAULT_API_BASE}${REALTIME_PATH}`));
    } catch (error) {
      options.onError?.({ message: error instanceof Error ? error.message : String(error) });
      scheduleReconnect();
      return;
    }
    socket = current;
    current.onopen = () => {
      if (socket !== current) return;
      attempt = 0;
      setStatus('open');
      for (const topic of topics.keys()) send({ type: 'subscribe', topic });
    };
    current.onmessage = (event) => {
      if (socket === current) dispatch(event.data);
    };
    current.onerror = () => {
      // A close event follows every error; reconnection happens there.
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = undefined;
      scheduleReconnect();
    };
  }

  function subscribeKey<T = unknown>(
    topic: string,
    handler: RealtimeHandler<T>,
    subscribeOptions?: RealtimeSubscribeOptions,
  ): () => void {
    if (status === 'closed') throw new Error('The realtime client is closed');
    const entry = { handler: handler as RealtimeHandler<unknown>, onError: subscribeOptions?.onError };
    let entries = topics.get(topic);
    if (!entries) {
      entries = new Set();
      topics.set(topic, entries);
      send({ type: 'subscribe', topic });
    }
    entries.add(entry);
    if (status === 'idle') connect();
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      const current = topics.get(topic);
      if (!current) return;
      current.delete(entry);
      if (current.size === 0) {
        topics.delete(topic);
        send({ type: 'unsubscribe', topic });
      }
    };
  }

  return {
    get status() {
      return status;
    },

    subscribe(topic, params, handler, subscribeOptions) {
      const key = (topicKey as (definition: TopicRef<AnyTopic>, params?: unknown) => string)(topic, params);
      return subscribeKey(key, handler as RealtimeHandler<unknown>, subscribeOptions);
    },

    subscribeKey,

    close() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      setStatus('closed');
      topics.clear();
      const current = socket;
      socket = undefined;
      current?.close(1000, 'closed by client');
    },
  };
}
