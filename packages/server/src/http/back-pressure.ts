import { AGENT_SOCKET_PATH } from '@console/core/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { message } from './errors';

/** How much work one server process takes on before it queues, and before it sheds load. */
export interface BackPressureOptions {
  /**
   * API requests started and not yet answered, at most, waiting ones included. One more is
   * answered 503 at once with `Retry-After`. `0` turns back-pressure off (no queue, no limit).
   * @default 512 (BACKPRESSURE_MAX_IN_FLIGHT)
   */
  maxInFlight?: number;
  /**
   * API requests worked on at once. The others wait their turn in arrival order before any work
   * (no session lookup, no body parsing, no database), so the requests under way never wait behind
   * hundreds of others at the database, and the event loop stays free for `/health` and realtime.
   * @default 16 (BACKPRESSURE_MAX_ACTIVE); 8 on the embedded database (see {@link backPressureFromEnv})
   */
  maxActive?: number;
  /**
   * Milliseconds a request may wait for its turn; then it is answered 503 with `Retry-After`
   * rather than later. @default 10000 (BACKPRESSURE_MAX_WAIT_MS)
   */
  maxWaitMs?: number;
  /** Seconds sent in `Retry-After` with a 503. @default 1 (BACKPRESSURE_RETRY_AFTER) */
  retryAfterSeconds?: number;
}

/** The default in-flight bound: well above the 200 concurrent technicians of the bench. */
const DEFAULT_MAX_IN_FLIGHT = 512;
/**
 * The default number worked on at once: enough to keep the event loop and the pool's 10
 * connections busy; measured with bench/load.bench.ts (docs/server.md).
 */
const DEFAULT_MAX_ACTIVE = 16;
/**
 * The embedded database's default: its one thread answers one query at a time, and the answers of
 * a turn are handled together, so 8 keep it about as busy as 16 with turns of half the length
 * (health checks at most 18–23 ms instead of 30–52 ms under the load bench).
 */
const EMBEDDED_MAX_ACTIVE = 8;
const DEFAULT_MAX_WAIT_MS = 10_000;

function whole(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

/**
 * The back-pressure settings of the environment: BACKPRESSURE_MAX_IN_FLIGHT,
 * BACKPRESSURE_MAX_ACTIVE, BACKPRESSURE_MAX_WAIT_MS and BACKPRESSURE_RETRY_AFTER
 * (docs/server.md, "Performance"). `embedded`: the server runs on the embedded database, whose
 * default number at work is {@link EMBEDDED_MAX_ACTIVE}.
 * @example registerBackPressure(app, apiBase, backPressureFromEnv(process.env, { embedded: true }));
 */
export function backPressureFromEnv(
  env: NodeJS.ProcessEnv,
  { embedded = false }: { embedded?: boolean } = {},
): Required<BackPressureOptions> {
  const defaultActive = embedded ? EMBEDDED_MAX_ACTIVE : DEFAULT_MAX_ACTIVE;
  return {
    maxInFlight: whole('BACKPRESSURE_MAX_IN_FLIGHT', env.BACKPRESSURE_MAX_IN_FLIGHT, DEFAULT_MAX_IN_FLIGHT),
    maxActive: whole('BACKPRESSURE_MAX_ACTIVE', env.BACKPRESSURE_MAX_ACTIVE, defaultActive) || 1,
    maxWaitMs: whole('BACKPRESSURE_MAX_WAIT_MS', env.BACKPRESSURE_MAX_WAIT_MS, DEFAULT_MAX_WAIT_MS),
    retryAfterSeconds: whole('BACKPRESSURE_RETRY_AFTER', env.BACKPRESSURE_RETRY_AFTER, 1) || 1,
  };
}

/** What {@link registerBackPressure} reports: requests under way, waiting, and refused so far. */
export interface BackPressureStats {
  /** Started and not answered: worked on or waiting. */
  readonly inFlight: number;
  /** Waiting for their turn. */
  readonly waiting: number;
  /** Answered 503: beyond `maxInFlight`, or waited longer than `maxWaitMs`. */
  readonly refused: number;
}

/**
 * Bounds the API requests one process works on at a time. Each request under `apiBase` counts from
 * its first hook until its response is finished or its connection closes. At most `maxActive` are
 * worked on; the next ones wait in arrival order and start as earlier ones finish. Beyond
 * `maxInFlight` (waiting ones included), or after `maxWaitMs` of waiting, a request is answered
 * `503 SERVER_BUSY` with `Retry-After` before any other work. `<apiBase>/health`, the realtime
 * WebSocket and the agent socket are never counted, queued nor refused, so a health check answers
 * throughout.
 * @example const stats = registerBackPressure(app, '/ws', { maxInFlight: 256, maxActive: 16 });
 */
export function registerBackPressure(
  app: FastifyInstance,
  apiBase: string,
  options: BackPressureOptions = {},
): BackPressureStats {
  const maxInFlight = options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT;
  const maxActive = Math.max(1, options.maxActive ?? DEFAULT_MAX_ACTIVE);
  const maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
  const retryAfter = String(options.retryAfterSeconds ?? 1);
  const prefix = `${apiBase}/`;
  // The agent socket is long-lived like the realtime one: thousands of devices stay connected.
  const exempt = new Set([`${apiBase}/health`, `${apiBase}/realtime`, `${apiBase}${AGENT_SOCKET_PATH}`]);
  const stats = { inFlight: 0, waiting: 0, refused: 0 };
  if (maxInFlight <= 0) return stats;
  const busy = JSON.stringify({
    resultCode: 'SERVER_BUSY',
    errorMessage: message('errors.serverTryAgainInAMoment'),
  });
  /** Requests waiting for a turn, oldest first; `start` is undefined once one gave up or left. */
  const queue: { start: (() => void) | undefined }[] = [];
  let head = 0;
  let active = 0;

  const refuse = (reply: FastifyReply) => {
    stats.refused += 1;
    // Sent raw: no serializer, no further hooks, the connection is kept for the retry.
    reply.hijack();
    reply.raw.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(busy),
      'retry-after': retryAfter,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    reply.raw.end(busy);
  };

  /** Gives freed turns to the oldest waiting requests. */
  const admit = () => {
    while (active < maxActive && head < queue.length) {
      const next = queue[head];
      queue[head] = { start: undefined };
      head += 1;
      next?.start?.();
    }
    if (head === queue.length || head > 1024) {
      queue.splice(0, head);
      head = 0;
    }
  };

  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    if (!url.startsWith(prefix)) return done();
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    if (exempt.has(path) || exempt.has(path.replace(/\/$/, ''))) return done();
    if (stats.inFlight >= maxInFlight) return refuse(reply);
    stats.inFlight += 1;
    // waiting → active → ended; the close of the connection ends it from either state.
    let state: 'waiting' | 'active' | 'ended' = 'waiting';
    let timer: NodeJS.Timeout | undefined;
    const entry: { start: (() => void) | undefined } = {
      start: () => {
        clearTimeout(timer);
        stats.waiting -= 1;
        state = 'active';
        active += 1;
        done();
      },
    };
    reply.raw.once('close', () => {
      if (state === 'ended') return;
      if (state === 'active') active -= 1;
      else {
        // Gone while waiting (the client gave up): its turn goes to the next one.
        clearTimeout(timer);
        entry.start = undefined;
        stats.waiting -= 1;
      }
      state = 'ended';
      stats.inFlight -= 1;
      admit();
    });
    stats.waiting += 1;
    if (active < maxActive && head === queue.length) return entry.start?.();
    timer = setTimeout(() => {
      if (state !== 'waiting') return;
      entry.start = undefined;
      stats.waiting -= 1;
      stats.inFlight -= 1;
      state = 'ended';
      refuse(reply);
    }, maxWaitMs);
    timer.unref();
    queue.push(entry);
  });
  return stats;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests in flight and refused by back-pressure (`registerBackPressure`). */
    backPressure: BackPressureStats;
  }
}
