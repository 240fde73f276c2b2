import type { ValidationIssue } from './issue';

/**
 * The operating systems a file transfer can target (001 §9: Windows and Mac for install, plus
 * Linux for file transfer).
 */
export type DestinationOs = 'Windows' | 'Mac' | 'Linux';

/** The longest destination path (001 §5, §9). */
export const MAX_DESTINATION_LENGTH = 250;
/** The longest segment of a Windows destination path (001 §5, §9). */
export const MAX_PATH_SEGMENT_LENGTH = 254;

/** Device names Windows reserves (001 §5): never a path segment, with or without an extension. */
const RESERVED_DEVICE_NAMES = new Set([
  'CON',
  'PRN',
  'AUX',
  'NUL',
  ...Array.from({ length: 9 }, (_, i) => `COM${i + 1}`),
  ...Array.from({ length: 9 }, (_, i) => `LPT${i + 1}`),
]);

/** Characters refused inside a Windows path segment (001 §5). */
const WINDOWS_FORBIDDEN = /[<>:"|?*]/;
/** Control characters (NUL and friends) are never part of a path. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const CONTROL_CHARACTERS = /[\u0000-\u001f]/;
/** A Windows environment variable name: a letter first, then letters, digits or underscore. */
const WINDOWS_VARIABLE_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
/** A POSIX shell variable name. */
const UNIX_VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** A portable user name after `~` (`~alex/Documents`). */
const UNIX_USER_NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

/** True when the text is empty, blank or longer than the 250-character limit (001 §5: always invalid). */
function isOutOfBounds(path: string): boolean {
  return path.trim() === '' || path.length > MAX_DESTINATION_LENGTH;
}

/**
 * Checks the `%NAME%` variables of a Windows path: `%` signs pair up and every name between a pair
 * is a valid variable name (letter first, then letters, digits or underscore; no hyphen).
 */
function hasValidWindowsVariables(path: string): boolean {
  const parts = path.split('%');
  // An odd number of parts means an even number of % signs.
  if (parts.length % 2 === 0) return false;
  for (let i = 1; i < parts.length; i += 2) {
    if (!WINDOWS_VARIABLE_NAME.test(parts[i] ?? '')) return false;
  }
  return true;
}

/** Checks the segments after a Windows path's root (drive, UNC share or variable). */
function hasValidWindowsSegments(rest: string): boolean {
  if (rest === '') return true;
  if (rest.startsWith('\\')) return false;
  // One trailing backslash is fine (`C:\Temp\`); empty segments in the middle are not.
  const body = rest.endsWith('\\') ? rest.slice(0, -1) : rest;
  if (body === '') return true;
  for (const segment of body.split('\\')) {
    if (segment === '' || segment === '.' || segment === '..') return false;
    if (segment.length > MAX_PATH_SEGMENT_LENGTH) return false;
    if (WINDOWS_FORBIDDEN.test(segment)) return false;
    if (segment.trim() === '') return false;
    const base = (segment.split('.')[0] ?? '').trim().toUpperCase();
    if (RESERVED_DEVICE_NAMES.has(base)) return false;
  }
  return true;
}

/**
 * The Windows destination rule of 001 §5:
 * - never empty, blank or over 250 characters; no forward slash; no control characters;
 * - a bare drive root (`C:`, `C:\`) or a bare environment variable (`%TEMP%`, `%TEMP%\`) is accepted;
 * - otherwise the path starts with a drive (`C:\`), a UNC share (`\\server\share`) or a variable
 *   (`%APPDATA%\...`), and every segment after it is neither `.` nor `..`, at most 254 characters,
 *   not a reserved device name (CON, PRN, AUX, NUL, COM1-9, LPT1-9, also with an extension such as
 *   `NUL.txt`), and free of `< > : " | ? *`;
 * - variables are `%name%` with a letter first, then letters, digits or underscore (no hyphen).
 * @example isValidWindowsDestination('C:\\Users\\Public') // true
 * @example isValidWindowsDestination('\\\\fileserver\\share\\drop') // true
 * @example isValidWindowsDestination('C:/Temp') // false
 */
export function isValidWindowsDestination(path: string): boolean {
  if (isOutOfBounds(path)) return false;
  if (path.includes('/') || CONTROL_CHARACTERS.test(path)) return false;
  if (!hasValidWindowsVariables(path)) return false;

  // Bare drive root or bare variable, optionally with a trailing backslash.
  if (/^[A-Za-z]:\\?$/.test(path)) return true;
  if (/^%[^%\\]+%\\?$/.test(path)) return true;

  const drive = /^[A-Za-z]:\\(.*)$/.exec(path);
  if (drive) return hasValidWindowsSegments(drive[1] ?? '');

  const unc = /^\\\\([^\\]+)\\([^\\]+)(\\.*)?$/.exec(path);
  if (unc) {
    const [, server = '', share = '', rest = ''] = unc;
    if (!hasValidWindowsSegments(server) || !hasValidWindowsSegments(share)) return false;
    return hasValidWindowsSegments(rest.slice(1));
  }

  const variable = /^%[^%\\]+%\\(.*)$/.exec(path);
  if (variable) return hasValidWindowsSegments(variable[1] ?? '');

  return false;
}

/** Checks every `$` of a Unix path: `$NAME` or `${NAME}` with balanced braces and no slash inside. */
function hasValidUnixVariables(path: string): boolean {
  for (let i = path.indexOf('$'); i !== -1; i = path.indexOf('$', i + 1)) {
    const next = path[i + 1];
    if (next === '{') {
      const close = path.indexOf('}', i + 2);
      if (close === -1) return false;
      const name = path.slice(i + 2, close);
      if (name.includes('/') || name.includes('{') || !UNIX_VARIABLE_NAME.test(name)) return false;
      i = close;
    } else {
      const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(path.slice(i + 1));
      if (!match) return false;
    }
  }
  // A closing brace without its opening `${` is unbalanced.
  const opens = path.split('${').length - 1;
  const closes = path.split('}').length - 1;
  return opens === closes;
}

/**
 * The Mac and Linux destination rule of 001 §5:
 * - never empty, blank or over 250 characters; no NUL (or other control) character;
 * - `/` or `~` alone is accepted;
 * - otherwise the path starts with `/`, `~/` (or `~user/`, `~user`), `$VAR` or `${VAR}`;
 * - no `.` or `..` segments;
 * - every `${...}` is balanced, holds a variable name and no slash; every `$` starts a variable.
 * @example isValidUnixDestination('~/Downloads') // true
 * @example isValidUnixDestination('${HOME}/drop') // true
 * @example isValidUnixDestination('/opt/../etc') // false
 */
export function isValidUnixDestination(path: string): boolean {
  if (isOutOfBounds(path)) return false;
  if (CONTROL_CHARACTERS.test(path)) return false;
  if (path === '/' || path === '~') return true;

  let rest: string;
  if (path.startsWith('/')) rest = path.slice(1);
  else if (path.startsWith('~')) {
    const slash = path.indexOf('/');
    const user = slash === -1 ? path.slice(1) : path.slice(1, slash);
    if (user !== '' && !UNIX_USER_NAME.test(user)) return false;
    rest = slash === -1 ? '' : path.slice(slash + 1);
  } else if (path.startsWith('$')) rest = path;
  else return false;

  if (!hasValidUnixVariables(path)) return false;
  for (const segment of rest.split('/')) {
    if (segment === '.' || segment === '..') return false;
  }
  return true;
}

/**
 * True when `path` is a valid destination for `os` (Windows rules for Windows, the Unix rules for
 * Mac and Linux).
 * @example isValidDestinationPath('%TEMP%', 'Windows') // true
 */
export function isValidDestinationPath(path: string, os: DestinationOs): boolean {
  return os === 'Windows' ? isValidWindowsDestination(path) : isValidUnixDestination(path);
}

/**
 * The destination field's rule (001 §5): 'Required' when empty, otherwise 'Invalid destination
 * path' when the path breaks a rule of its OS.
 * @example validateDestinationPath('C:/Temp', 'Windows') // { key: 'automation.validation.invalidDestinationPath' }
 */
export function validateDestinationPath(
  path: string | null | undefined,
  os: DestinationOs,
): ValidationIssue | undefined {
  if (path === null || path === undefined || path === '') return { key: 'errors.validation.required' };
  return isValidDestinationPath(path, os)
    ? undefined
    : { key: 'automation.validation.invalidDestinationPath' };
}
