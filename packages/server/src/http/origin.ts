/**
 * The Origin check (issue 14): a browser names the page that sent a request in `Origin`. Writes
 * (any method but GET, HEAD and OPTIONS) under the API base and the realtime WebSocket upgrade are
 * refused with 403 when it names a foreign origin, even with a valid CSRF token and session
 * cookie: cross-site request forgery and cross-site WebSocket hijacking. Allowed: the configured
 * public origins (PUBLIC_ORIGINS), or when none are configured the server's own origin as the
 * request reaches it (scheme and Host). A request without `Origin` (no browser: the agent, curl)
 * passes, unless `Sec-Fetch-Site` says a browser sent it from another site.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, message } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Reads a list of public origins (`https://console.example.com, http://127.0.0.1:8080`): each
 * must be a bare origin (scheme, host, optional port; no path). Throws on anything else.
 * @example parsePublicOrigins('https://rmm.example.com') // ['https://rmm.example.com']
 */
export function parsePublicOrigins(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL | undefined;
      try {
        url = new URL(entry);
      } catch {}
      const bare =
        url &&
        (url.protocol === 'https:' || url.protocol === 'http:') &&
        url.origin === entry.replace(/\/$/, '').toLowerCase();
      if (!url || !bare)
        throw new Error(`PUBLIC_ORIGINS: "${entry}" is not an origin like https://console.example.com`);
      return url.origin;
    });
}

/** An origin in the form `URL.origin` gives (lower case, no default port); `null` when not one. */
function normalize(origin: string): string | null {
  try {
    const url = new URL(origin.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The origin a request reached the server at: its scheme (X-Forwarded-Proto with TRUST_PROXY) and Host. */
function ownOrigin(request: FastifyRequest): string | null {
  return normalize(`${request.protocol}://${request.host}`);
}

/** Whether the request's `Origin` (and `Sec-Fetch-Site`) may act on this server. */
export function originAllowed(request: FastifyRequest, publicOrigins: readonly string[]): boolean {
  const origin = header(request, 'origin');
  if (origin === undefined) return header(request, 'sec-fetch-site') !== 'cross-site';
  const normalized = normalize(origin);
  if (normalized === null) return false;
  return publicOrigins.length > 0 ? publicOrigins.includes(normalized) : normalized === ownOrigin(request);
}

/** The 403 of a foreign origin. */
export function foreignOrigin(): ApiError {
  return new ApiError(403, 'ORIGIN_NOT_ALLOWED', message('errors.csrfInvalid'));
}

/**
 * Refuses writes under `apiBase` from a foreign origin, before anything else runs for them.
 * @example registerOriginCheck(app, '/ws', ['https://rmm.example.com'])
 */
export function registerOriginCheck(
  app: FastifyInstance,
  apiBase: string,
  publicOrigins: readonly string[],
): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const path = request.url.split('?')[0] ?? '';
    if (path !== apiBase && !path.startsWith(`${apiBase}/`)) return;
    if (!originAllowed(request, publicOrigins)) {
      request.log.warn({ origin: header(request, 'origin') }, 'write from a foreign origin refused');
      throw foreignOrigin();
    }
  });
}
