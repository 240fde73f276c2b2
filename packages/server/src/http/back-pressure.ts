import { AGENT_SOCKET_PATH } from '@console/core/contract';
import type { FastifyInstance } from 'fastify';
import { message } from './errors';

/** How much work one server process takes on before it sheds load. */
export interface BackPressureOptions {
  /**
   * API requests started and not yet answered, at most. One more is answered 503 at once with
   * `Retry-After`, instead of waiting behind the others. `0` turns the limit off.
   * @default 512 (BACKPRESSURE_MAX_IN_FLIGHT)
   */
  maxInFlight?: number;
  /** Seconds sent in `Retry-After` with a 503. @default 1 (BACKPRESSURE_RETRY_AFTER) */
  retryAfterSeconds?: number;
}

/** The default in-flight bound: well above the 200 concurrent technicians of the bench. */
const DEFAULT_MAX_IN_FLIGHT = 512;

function whole(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

/**
 * The back-pressure settings of the environment: BACKPRESSURE_MAX_IN_FLIGHT and
 * BACKPRESSURE_RETRY_AFTER (docs/server.md, "Performance").
 * @example registerBackPressure(app, apiBase, backPressureFromEnv(process.env));
 */
export function backPressureFromEnv(env: NodeJS.ProcessEnv): Required<BackPressureOptions> {
  return {
    maxInFlight: whole('BACKPRESSURE_MAX_IN_FLIGHT', env.BACKPRESSURE_MAX_IN_FLIGHT, DEFAULT_MAX_IN_FLIGHT),
    retryAfterSeconds: whole('BACKPRESSURE_RETRY_AFTER', env.BACKPRESSURE_RETRY_AFTER, 1) || 1,
  };
}

/** What {@link registerBackPressure} reports: requests under way and those refused so far. */
export interface BackPressureStats {
  readonly inFlight: number;
  readonly refused: number;
}

/**
 * Bounds the API requests one process works on at a time. Each request under `apiBase` counts from
 * its first hook until its response is finished or its connection closes; beyond `maxInFlight` the
 * next one is answered `503 SERVER_BUSY` with `Retry-After` before any other work (no session
 * lookup, no body parsing, no database). `<apiBase>/health`, the realtime WebSocket and the agent
 * socket are never counted nor refused, so a health check answers throughout.
 * @example const stats = registerBackPressure(app, '/ws', { maxInFlight: 256 });
 */
export function registerBackPressure(
  app: FastifyInstance,
  apiBase: string,
  options: BackPressureOptions = {},
): BackPressureStats {
  const maxInFlight = options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT;
  const retryAfter = String(options.retryAfterSeconds ?? 1);
  const prefix = `${apiBase}/`;
  // The agent socket is long-lived like the realtime one: thousands of devices stay connected.
  const exempt = new Set([`${apiBase}/health`, `${apiBase}/realtime`, `${apiBase}${AGENT_SOCKET_PATH}`]);
  const stats = { inFlight: 0, refused: 0 };
  if (maxInFlight <= 0) return stats;
  const busy = JSON.stringify({
    resultCode: 'SERVER_BUSY',
    errorMessage: message('errors.serverTryAgainInAMoment'),
  });

  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    if (!url.startsWith(prefix)) return done();
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    if (exempt.has(path) || exempt.has(path.replace(/\/$/, ''))) return done();
    if (stats.inFlight >= maxInFlight) {
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
      return;
    }
    stats.inFlight += 1;
    let counted = true;
    reply.raw.once('close', () => {
      if (counted) stats.inFlight -= 1;
      counted = false;
    });
    done();
  });
  return stats;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests in flight and refused by back-pressure (`registerBackPressure`). */
    backPressure: BackPressureStats;
  }
}
