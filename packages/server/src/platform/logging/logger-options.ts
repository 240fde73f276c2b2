import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { type SafeError, serializeError } from './safe-error';

/** Request and reply headers that are never logged. */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'req.headers["x-mfa-code"]',
  'res.headers["set-cookie"]',
];

/**
 * A URL as it may be logged: the path and the names of its query parameters, never their values
 * (signed links, tokens, search text). `/ws/x?sig=abc&q=` becomes `/ws/x?sig=…&q=…`.
 */
export function safeUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const names = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=…`);
  return `${url.slice(0, mark)}?${names.join('&')}`;
}

/** Fastify's request serializer, with the query string's values left out. */
function req(request: FastifyRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? safeUrl(request.url) : request.url,
    version: request.headers?.['accept-version'] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The `err` serializer in the shape Fastify's types ask for. */
function err(error: Error): SafeError & { stack: string } {
  const safe = serializeError(error);
  // Anything but an error (pino may be handed one under `err`) is logged as is.
  if (typeof safe !== 'object' || safe === null) return safe as never;
  return { ...(safe as SafeError), stack: (safe as SafeError).stack ?? '' };
}

/**
 * The pino options of the server's logger from `createServer`'s `logger` option: `true` is level
 * info; options are kept. Both get the redacted headers, the `err` serializer that drops query
 * parameters and row values (`serializeError`) and the `req` one that logs URLs without their query
 * values (`safeUrl`); `false` or nothing turns logging off.
 */
export function loggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === true) return { level: 'info', redact: REDACT, serializers: { req, err } };
  if (logger && typeof logger === 'object') {
    const serializers = { ...(logger as { serializers?: object }).serializers, req, err };
    return { redact: REDACT, ...logger, serializers };
  }
  return false;
}
