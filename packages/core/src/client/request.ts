import { CSRF_COOKIE } from '../contract/protocol';

/**
 * Serializes query parameters: `undefined` and `null` are left out, arrays repeat their key, dates
 * become ISO strings, objects become JSON, everything else `String(value)`. Returns `''` or a
 * string starting with `?`.
 * @example serializeQuery({ page: 2, type: ['A', 'B'], name: undefined }) // '?page=2&type=A&type=B'
 */
export function serializeQuery(query: unknown): string {
  if (query === undefined || query === null || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  const append = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Date) search.append(key, value.toISOString());
    else if (typeof value === 'object') search.append(key, JSON.stringify(value));
    else search.append(key, String(value));
  };
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) append(key, item);
    else append(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Reads one cookie from a `document.cookie` style string.
 * @example readCookie('a=1; console_csrf=abc', 'console_csrf') // 'abc'
 */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}

/**
 * The CSRF token of the current page, from the `console_csrf` cookie; `undefined` outside a browser.
 * @example readCsrfCookie() // 'f3a9...'
 */
export function readCsrfCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return readCookie(document.cookie, CSRF_COOKIE);
}

/**
 * Turns a body field into what a multipart form carries: strings and blobs as they are, numbers
 * and booleans as text, objects as JSON; `undefined` and `null` are left out.
 * @example appendFormField(form, 'architecture', ['64', '32']) // sent as '["64","32"]'
 */
export function appendFormField(form: FormData, name: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (typeof Blob !== 'undefined' && value instanceof Blob) form.append(name, value);
  else if (typeof value === 'object') form.append(name, JSON.stringify(value));
  else form.append(name, String(value));
}
