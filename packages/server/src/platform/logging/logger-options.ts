import type { FastifyServerOptions } from 'fastify';
import { type SafeError, serializeError } from './safe-error';

/** Request and reply headers that are never logged. */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'req.headers["x-mfa-code"]',
  'res.headers["set-cookie"]',
];

/** The `err` serializer in the shape Fastify's types ask for. */
function err(error: Error): SafeError & { stack: string } {
  const safe = serializeError(error);
  // Anything but an error (pino may be handed one under `err`) is logged as is.
  if (typeof safe !== 'object' || safe === null) return safe as never;
  return { ...(safe as SafeError), stack: (safe as SafeError).stack ?? '' };
}

/**
 * The pino options of the server's logger from `createServer`'s `logger` option: `true` is level
 * info; options are kept. Both get the redacted headers and the `err` serializer that drops query
 * parameters and row values (`serializeError`); `false` or nothing turns logging off.
 */
export function loggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === true) return { level: 'info', redact: REDACT, serializers: { err } };
  if (logger && typeof logger === 'object') {
    const serializers = { ...(logger as { serializers?: object }).serializers, err };
    return { redact: REDACT, ...logger, serializers };
  }
  return false;
}
