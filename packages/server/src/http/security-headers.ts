/**
 * Browser-facing headers (issue 14): the console page's Content-Security-Policy, no framing, and
 * no source maps unless asked for.
 *
 * - Every answer without a policy of its own gets one: outside the API base (the console page
 *   and its files, 304s included) the console's strict policy below, under it (JSON, files)
 *   `default-src 'none'`; both with `frame-ancestors 'none'` and `X-Frame-Options: DENY`. A route that sets its own keeps it (the credential frame allows
 *   its own origin as parent: `frame-ancestors 'self'`, `SAMEORIGIN`).
 * - `*.map` files of the console are answered 404 unless `sourceMaps` is on (CONSOLE_SOURCE_MAPS).
 */
import type { FastifyInstance } from 'fastify';
import { message } from './errors';

/**
 * The console page's policy: scripts only from its own origin (no inline script, no `eval`),
 * styles from its own origin plus the `<style>` elements libraries insert at run time (xterm on
 * the terminal page builds its theme that way; a style cannot run code), fonts and frames from its
 * own origin, images also as `data:`/`blob:` URLs (the favicon, previews), calls and the realtime
 * WebSocket to its own origin; never framed.
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The policy of every other answer without one (JSON, files): nothing to run, never framed. */
const OTHER_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Options of {@link registerSecurityHeaders}. */
export interface SecurityHeadersOptions {
  /** The API base (`/ws`): source maps are looked for outside it only. */
  apiBase: string;
  /** Serve the console's `*.map` files. @default false */
  sourceMaps: boolean;
}

/**
 * Adds the headers above to every answer of `app`, and hides source maps.
 * @example registerSecurityHeaders(app, { apiBase: '/ws', sourceMaps: false })
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): void {
  const { apiBase } = options;
  if (!options.sourceMaps) {
    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (!path.endsWith('.map') || path === apiBase || path.startsWith(`${apiBase}/`)) return;
      return reply.code(404).send({ resultCode: 'NOT_FOUND', errorMessage: message('errors.notFound') });
    });
  }
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) {
      // By path, not by content type: a 304 of the console page carries no type, and the browser
      // takes the policy of a 304 as the cached page's new one.
      const path = request.url.split('?')[0] ?? '';
      const api = path === apiBase || path.startsWith(`${apiBase}/`);
      reply.header('content-security-policy', api ? OTHER_CSP : CONSOLE_CSP);
    }
    if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
    return payload;
  });
}
