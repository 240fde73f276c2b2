/**
 * Protocol constants shared by the client and the server (docs/protocol.md): cookie and header
 * names, the MFA path prefix, the API base and the realtime path. Defined once here.
 */

/** The API base the server mounts and the client calls. */
export const DEFAULT_API_BASE = '/ws';

/**
 * Name of the HttpOnly session cookie.
 * @example request.cookies[SESSION_COOKIE]
 */
export const SESSION_COOKIE = 'console_session';

/**
 * Name of the readable double-submit CSRF cookie.
 * @example readCookie(document.cookie, CSRF_COOKIE)
 */
export const CSRF_COOKIE = 'console_csrf';

/**
 * Header the CSRF token travels in on every non-GET request.
 * @example headers[CSRF_HEADER] = readCsrfCookie()
 */
export const CSRF_HEADER = 'x-csrf-token';

/**
 * Header the MFA code travels in on the retry at the MFA-specific URL.
 * @example headers[MFA_CODE_HEADER] = '123456'
 */
export const MFA_CODE_HEADER = 'x-mfa-code';

/**
 * Path segment of the MFA-specific URL: `/ws/mfa/policy` for `POST /ws/policy`.
 * @example `/ws${MFA_PATH_PREFIX}/policy` // '/ws/mfa/policy'
 */
export const MFA_PATH_PREFIX = '/mfa';

/**
 * Path of the realtime WebSocket under the API base.
 * @example `${DEFAULT_API_BASE}${REALTIME_PATH}` // '/ws/realtime'
 */
export const REALTIME_PATH = '/realtime';
