import { CSRF_COOKIE, SESSION_COOKIE } from '@console/core/contract';
import type { FastifyReply } from 'fastify';

/** Cookie attributes that depend on the deployment. */
export interface CookieSettings {
  /** Mark cookies Secure (behind TLS; an https public origin sets it). */
  secureCookies: boolean;
}

/** Secure when the deployment says so, or when this request came over https (TLS, or a trusted proxy's X-Forwarded-Proto). */
function secure(reply: FastifyReply, settings: CookieSettings): boolean {
  return settings.secureCookies || reply.request.protocol === 'https';
}

/**
 * Sets the HttpOnly session cookie (SameSite=Lax) and the readable CSRF cookie (docs/protocol.md),
 * both `Secure` behind TLS (docs/server.md, "Security").
 * @example setAuthCookies(reply, state, token, csrfToken)
 */
export function setAuthCookies(
  reply: FastifyReply,
  settings: CookieSettings,
  token: string,
  csrfToken: string,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(reply, settings),
  });
  setCsrfCookie(reply, settings, csrfToken);
}

/**
 * Sets the readable double-submit CSRF cookie (SameSite=Strict).
 * @example setCsrfCookie(reply, state, auth.csrfToken)
 */
export function setCsrfCookie(reply: FastifyReply, settings: CookieSettings, csrfToken: string): void {
  reply.setCookie(CSRF_COOKIE, csrfToken, {
    path: '/',
    httpOnly: false,
    sameSite: 'strict',
    secure: secure(reply, settings),
  });
}

/** Clears the session and CSRF cookies. */
export function clearAuthCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
}
