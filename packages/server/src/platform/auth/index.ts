/**
 * Authentication below http: sessions and their cache, the auth cookies, and the authenticators
 * each contract endpoint picks by its `auth`. Nothing here imports the http layer's state or the
 * realtime hub.
 */
export {
  type Authentication,
  type AuthenticationContext,
  type Authenticator,
  type AuthenticatorRegistry,
  createAuthenticatorRegistry,
} from './authenticator';
export {
  createDefaultAuthenticators,
  mfaPendingAuthenticator,
  publicAuthenticator,
  sessionAuthenticator,
} from './builtin';
export { type CookieSettings, clearAuthCookies, setAuthCookies, setCsrfCookie } from './cookies';
export { buildSession, createSessionRow, epochSeconds, type LoadedAuth, loadAuth } from './session';
export { type CachedSession, SESSION_CACHE_TTL_MS, SessionCache, sessionCacheOf } from './session-cache';
export type { AuthState } from './types';
