/**
 * The contract's building blocks for anything a caller sends (issue 14, "no 5xx from any input"):
 * whole numbers within the database column type, bounded text without the characters PostgreSQL
 * cannot store (NUL, lone UTF-16 surrogates) and bounded JSON. Every input schema is built from
 * them, so a payload the database would refuse is refused first, with a 400 and a catalogue text.
 */
import { z } from 'zod';
import { defaultMessages, formatMessage, type MessageParams } from '../../messages';

/** Largest value of a PostgreSQL `integer` (int4) column: ids, counts, minutes. */
export const INT4_MAX = 2_147_483_647;
/** Smallest value of a PostgreSQL `integer` (int4) column. */
export const INT4_MIN = -2_147_483_648;
/** Length limit of a text field when the spec gives none (chosen; names use their own limits). */
export const DEFAULT_TEXT_MAX = 4000;
/** Nesting limit of free-form JSON (policy content, ticket template content, details). */
export const JSON_MAX_DEPTH = 16;
/** Length limit, in characters of its JSON text, of a free-form JSON value (chosen). */
export const JSON_MAX_LENGTH = 65_536;
/** Nesting limit of any request part as a whole, whatever its schema (chosen). */
export const INPUT_MAX_DEPTH = 32;

type ValidationKey =
  | 'errors.validation.maxLength'
  | 'errors.validation.invalidCharacters'
  | 'errors.validation.wholeNumber'
  | 'errors.validation.positiveNumber'
  | 'errors.validation.between'
  | 'errors.validation.tooDeep'
  | 'errors.validation.tooLarge'
  | 'errors.validation.maxItems';

/** The catalogue text of a building block's rule. */
function text(key: ValidationKey, params?: MessageParams): string {
  return formatMessage(defaultMessages[key], params);
}

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether a text holds a character no PostgreSQL text or JSON value can store: NUL (U+0000) or a
 * lone UTF-16 surrogate (which has no UTF-8 form).
 * @example hasForbiddenCharacters('a\u0000b') // true
 */
export function hasForbiddenCharacters(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

/**
 * A text made storable: each NUL and lone surrogate replaced by U+FFFD. For text a program
 * produces rather than a person types (an agent's job output, inventory), where refusing the whole
 * message would lose the rest of it.
 * @example toStorableText('a\u0000b') // 'a\ufffdb'
 */
export function toStorableText(value: string): string {
  return hasForbiddenCharacters(value)
    ? value.replaceAll('\u0000', '\ufffd').replace(new RegExp(LONE_SURROGATE.source, 'g'), '\ufffd')
    : value;
}

/**
 * Any text a caller sends: at most `max` characters, no NUL, no lone surrogate. Not trimmed (use
 * {@link requiredText} / {@link optionalText} of `common.ts` for names and labels).
 * @default max DEFAULT_TEXT_MAX
 * @example boundedText(100).parse('Front desk') // 'Front desk'
 */
export function boundedText(max: number = DEFAULT_TEXT_MAX) {
  return z
    .string()
    .max(max, text('errors.validation.maxLength', { max }))
    .refine((value) => !hasForbiddenCharacters(value), text('errors.validation.invalidCharacters'));
}

/**
 * A whole number within `min`..`max`, by default the range of an `integer` (int4) column.
 * @example int4().parse(2 ** 31) // throws: 'Must be between -2147483648 and 2147483647'
 */
export function int4(min: number = INT4_MIN, max: number = INT4_MAX) {
  return z
    .number({ error: text('errors.validation.wholeNumber') })
    .int(text('errors.validation.wholeNumber'))
    .min(min, text('errors.validation.between', { min, max }))
    .max(max, text('errors.validation.between', { min, max }));
}

/**
 * A positive record id in a JSON body (an int4 `serial` key): 1..2147483647, with `missing` as the
 * text when it is absent or not a number (e.g. "Choose an installer file").
 * @example recordIdOr('Choose a file').parse(undefined) // throws: 'Choose a file'
 */
export function recordIdOr(missing: string) {
  return z
    .number({ error: missing })
    .int(text('errors.validation.wholeNumber'))
    .positive(text('errors.validation.positiveNumber'))
    .max(INT4_MAX, text('errors.validation.between', { min: 1, max: INT4_MAX }));
}

/**
 * A positive record id in a JSON body (an int4 `serial` key): 1..2147483647.
 * @example recordId.parse(-1) // throws: 'Must be a positive number'
 */
export const recordId = recordIdOr(text('errors.validation.wholeNumber'));

/** Length limit of a list of ids a caller sends (categories, devices...) when the spec gives none. */
export const ID_LIST_MAX = 1000;

/**
 * A list of record ids: each a {@link recordId}, at most `max` of them.
 * @default max ID_LIST_MAX
 * @example idList().parse([1, 2]) // [1, 2]
 */
export function idList(max: number = ID_LIST_MAX) {
  return z.array(recordId).max(max, text('errors.validation.maxItems', { max }));
}

/** Where and why a JSON value breaks its bounds. */
export interface JsonProblem {
  path: PropertyKey[];
  message: string;
}

/** The bounds of {@link boundedJson}. */
export interface JsonBounds {
  /** @default JSON_MAX_DEPTH */
  maxDepth?: number;
  /** Characters of the value's JSON text. @default JSON_MAX_LENGTH */
  maxLength?: number;
}

/**
 * The first problem of a JSON value: nested deeper than `maxDepth`, a key or string with a
 * forbidden character, or a JSON text longer than `maxLength`. Walks without recursion, so a
 * hostile depth cannot overflow the stack.
 * @example findJsonProblem({ a: '\u0000' })?.path // ['a']
 */
export function findJsonProblem(value: unknown, bounds: JsonBounds = {}): JsonProblem | undefined {
  const maxDepth = bounds.maxDepth ?? JSON_MAX_DEPTH;
  const maxLength = bounds.maxLength ?? JSON_MAX_LENGTH;
  const stack: Array<{ value: unknown; path: PropertyKey[] }> = [{ value, path: [] }];
  const invalid = text('errors.validation.invalidCharacters');
  while (stack.length > 0) {
    const current = stack.pop() as { value: unknown; path: PropertyKey[] };
    const node = current.value;
    if (typeof node === 'string') {
      if (hasForbiddenCharacters(node)) return { path: current.path, message: invalid };
      continue;
    }
    if (!node || typeof node !== 'object') continue;
    if (current.path.length >= maxDepth) {
      return { path: current.path, message: text('errors.validation.tooDeep', { max: maxDepth }) };
    }
    const entries: Array<[PropertyKey, unknown]> = Array.isArray(node)
      ? node.map((item, index) => [index, item])
      : Object.entries(node);
    for (const [key, item] of entries) {
      const path = [...current.path, key];
      if (typeof key === 'string' && hasForbiddenCharacters(key)) return { path, message: invalid };
      stack.push({ value: item, path });
    }
  }
  if (Number.isFinite(maxLength) && (JSON.stringify(value)?.length ?? 0) > maxLength) {
    return { path: [], message: text('errors.validation.tooLarge', { max: maxLength }) };
  }
  return undefined;
}

function refineJson(bounds: JsonBounds) {
  return (value: unknown, ctx: z.RefinementCtx) => {
    const problem = findJsonProblem(value, bounds);
    if (problem) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  };
}

/**
 * Free-form JSON a caller sends and the server stores as it is: bounded depth and size, every key
 * and string free of forbidden characters.
 * @example boundedJson().parse({ a: [1, 'two'] })
 */
export function boundedJson(bounds: JsonBounds = {}) {
  return z.unknown().superRefine(refineJson(bounds));
}

/**
 * A free-form JSON object (`{ [key]: value }`) with the bounds of {@link boundedJson}.
 * @example boundedJsonObject({ maxLength: 20_000 }).parse({ Priority: 'Low' })
 */
export function boundedJsonObject(bounds: JsonBounds = {}) {
  return z.record(z.string(), z.unknown()).superRefine(refineJson(bounds));
}

/**
 * The first unsafe value anywhere in one request part (params, query or body), whatever the
 * route's schema: the server refuses it before parsing, so even a field a schema lets through
 * untyped can never reach the database with a NUL or a lone surrogate, or nest without limit.
 * @example findUnsafeInput({ name: 'a\u0000' }) // { path: ['name'], message: 'Contains characters that are not allowed' }
 */
export function findUnsafeInput(value: unknown): JsonProblem | undefined {
  return findJsonProblem(value, { maxDepth: INPUT_MAX_DEPTH, maxLength: Number.POSITIVE_INFINITY });
}
