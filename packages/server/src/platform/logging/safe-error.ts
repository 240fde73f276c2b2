/**
 * Errors as they may be logged: never with a query's parameters nor the row values a database error
 * carries. Drizzle puts the parameters in the message (`Failed query: ...\nparams: a,b`) and in
 * `params`; PGlite adds `params` and `queryOptions` to its errors; PostgreSQL's `detail` repeats the
 * failing row (`Failing row contains (..., scrypt$...)`) or a duplicate key's value. All of them go.
 */

/** Properties of an error (or its causes) that carry values and are never logged. */
const HIDDEN_KEYS = new Set(['params', 'parameters', 'queryOptions', 'detail', 'values', 'raw']);

/** Properties written by the serializer itself, never copied from the error. */
const OWN_KEYS = new Set(['type', 'message', 'stack', 'cause', 'aggregateErrors']);

const MAX_DEPTH = 5;

interface ErrorLike {
  message: string;
  name?: unknown;
  stack?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The JSON shape of a logged error. */
export interface SafeError {
  type: string;
  message: string;
  stack?: string;
  cause?: SafeError;
  aggregateErrors?: SafeError[];
  [key: string]: unknown;
}

function isErrorLike(value: unknown): value is ErrorLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/**
 * A database or driver message without the values it quotes: Drizzle's `params:` tail, and the
 * offending value of PostgreSQL's "invalid input syntax" and "out of range" messages.
 */
export function safeErrorMessage(message: string): string {
  let text = message;
  const params = text.search(/\n\s*params:/);
  if (params >= 0) text = text.slice(0, params);
  return text
    .replace(/(invalid input (?:syntax|value) for (?:type|enum) [^:\n]+: )"[\s\S]*"/, '$1[redacted]')
    .replace(/value "[\s\S]*" is out of range for type/, 'value [redacted] is out of range for type');
}

function safeStack(stack: unknown, raw: string, safe: string): string | undefined {
  if (typeof stack !== 'string') return undefined;
  if (raw === safe) return stack;
  if (raw && stack.includes(raw)) return stack.replace(raw, safe);
  // A stack that does not repeat the message as is: keep its frames only.
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

function typeOf(error: ErrorLike): string {
  const ctor = (error as { constructor?: { name?: unknown } }).constructor;
  if (ctor && typeof ctor.name === 'string' && ctor.name !== 'Object') return ctor.name;
  return typeof error.name === 'string' ? error.name : 'Error';
}

function serialize(error: ErrorLike, depth: number, seen: Set<unknown>): SafeError {
  seen.add(error);
  const message = safeErrorMessage(error.message);
  const out: SafeError = { type: typeOf(error), message };
  const stack = safeStack(error.stack, error.message, message);
  if (stack !== undefined) out.stack = stack;
  for (const key of Object.keys(error)) {
    if (HIDDEN_KEYS.has(key) || OWN_KEYS.has(key)) continue;
    const value = (error as unknown as Record<string, unknown>)[key];
    if (typeof value === 'function') continue;
    if (isErrorLike(value)) {
      if (!seen.has(value) && depth < MAX_DEPTH) out[key] = serialize(value, depth + 1, seen);
    } else if (typeof value === 'string') {
      out[key] = safeErrorMessage(value);
    } else {
      out[key] = value;
    }
  }
  if (isErrorLike(error.cause) && !seen.has(error.cause) && depth < MAX_DEPTH)
    out.cause = serialize(error.cause, depth + 1, seen);
  if (Array.isArray(error.errors)) {
    out.aggregateErrors = error.errors
      .filter((item): item is ErrorLike => isErrorLike(item) && !seen.has(item))
      .slice(0, 10)
      .map((item) => serialize(item, depth + 1, seen));
  }
  return out;
}

/**
 * The logger's `err` serializer: the error, its causes and aggregated errors with their type,
 * message, stack and codes (`code`, `constraint`, `table`...), never query parameters or row values.
 * Anything that is not an error passes through.
 * @example pino({ serializers: { err: serializeError } })
 */
export function serializeError(error: unknown): unknown {
  return isErrorLike(error) ? serialize(error, 0, new Set()) : error;
}

/**
 * An error as text for a terminal (the CLI's last words): its safe stack, then each cause's.
 * @example process.stderr.write(`${describeError(error)}\n`)
 */
export function describeError(error: unknown): string {
  if (!isErrorLike(error)) return String(error);
  const lines: string[] = [];
  let current: SafeError | undefined = serialize(error, 0, new Set());
  while (current) {
    lines.push(current.stack ?? `${current.type}: ${current.message}`);
    current = current.cause;
    if (current) lines.push('caused by:');
  }
  return lines.join('\n');
}
