/**
 * Hostile variants of every route's sample request (./samples.ts), for the fuzz test: each path
 * parameter, query field and body field (those of the sample and every other field the contract's
 * schema names, nested ones included) replaced by NUL, a lone surrogate, 2^31, -1, a huge string,
 * a wrong type, deep JSON, or left out. The contract predicts whether the server must refuse.
 */
import type { AnyEndpoint } from '@console/core';
import { findUnsafeInput } from '@console/core/contract';
import type { z } from 'zod';
import type { Sample } from './sample';

/** One hostile request. */
export interface FuzzCase {
  what: string;
  /** The path parameters and query, already percent-encoded. */
  url: string;
  body?: unknown;
  /** A body sent as this JSON text instead (too deep for `JSON.stringify`). */
  raw?: string;
  /** The contract refuses this input: the server must answer 4xx and write nothing. */
  refused: boolean;
}

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
const HUGE = 'x'.repeat(200_000);
const INT4_OVERFLOW = 2 ** 31;

/** JSON nested `depth` levels deep. */
function deepJson(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { deeper: value };
  return value;
}

/** Values that break a field, whatever its type. */
function mutantsOf(value: unknown): Array<[string, unknown]> {
  const common: Array<[string, unknown]> = [
    ['NUL', NUL],
    ['lone surrogate', LONE_SURROGATE],
    ['2^31', INT4_OVERFLOW],
    ['-1', -1],
    ['deep JSON', deepJson(64)],
  ];
  if (typeof value === 'string') return [...common, ['huge string', HUGE]];
  if (typeof value === 'number') return [...common, ['1e300', 1e300], ['a string', 'seven']];
  if (typeof value === 'boolean') return [...common, ['a string', 'true']];
  if (Array.isArray(value)) {
    return [
      ...common,
      ['[2^31]', [INT4_OVERFLOW]],
      ['[-1]', [-1]],
      ['[NUL]', [NUL]],
      ['[lone surrogate]', [LONE_SURROGATE]],
      ['a long array', Array.from({ length: 20_000 }, () => INT4_OVERFLOW)],
    ];
  }
  if (value && typeof value === 'object') {
    return [
      ...common,
      ['a NUL key', { [NUL]: 1 }],
      ['a lone surrogate value', { key: LONE_SURROGATE }],
      ['a huge value', { key: HUGE }],
    ];
  }
  return [...common, ['huge string', HUGE], ['an object', { id: INT4_OVERFLOW }]];
}

type Schema = z.ZodType & { def?: Record<string, unknown> };

/** The object shapes a schema accepts (through optional, pipe, union, lazy...), for field names. */
function shapesOf(schema: Schema | undefined, seen = new Set<unknown>()): Array<Record<string, Schema>> {
  if (!schema || seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as { def?: Record<string, unknown> }).def ?? {};
  const inner = (key: string) => shapesOf(def[key] as Schema | undefined, seen);
  switch (def.type) {
    case 'object':
      return [def.shape as Record<string, Schema>];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return inner('innerType');
    case 'pipe':
      return inner('in');
    case 'lazy':
      return shapesOf((def.getter as () => Schema)(), seen);
    case 'union':
      return (def.options as Schema[]).flatMap((option) => shapesOf(option, seen));
    case 'intersection':
      return [...inner('left'), ...inner('right')];
    default:
      return [];
  }
}

/** The element schema of an array schema, if it is one. */
function elementOf(schema: Schema | undefined): Schema | undefined {
  const def = (schema as { def?: Record<string, unknown> } | undefined)?.def;
  if (!def) return undefined;
  if (def.type === 'array') return def.element as Schema;
  if (['optional', 'nullable', 'default', 'prefault'].includes(def.type as string))
    return elementOf(def.innerType as Schema);
  if (def.type === 'pipe') return elementOf(def.in as Schema);
  return undefined;
}

/** Field paths of a body: the sample's and the schema's, nested up to `depth` levels. */
function fieldPaths(value: unknown, schema: Schema | undefined, depth: number, prefix: string[] = []) {
  const paths: Array<{ path: string[]; value: unknown }> = [];
  if (depth === 0) return paths;
  const sampleObject =
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const fields = new Map<string, Schema | undefined>();
  for (const key of Object.keys(sampleObject)) fields.set(key, undefined);
  for (const shape of shapesOf(schema)) {
    for (const [key, field] of Object.entries(shape)) if (!fields.get(key)) fields.set(key, field);
  }
  for (const [key, field] of fields) {
    const fieldValue = sampleObject[key];
    const path = [...prefix, key];
    paths.push({ path, value: fieldValue });
    paths.push(...fieldPaths(fieldValue, field, depth - 1, path));
    const element = elementOf(field);
    const first = Array.isArray(fieldValue) ? fieldValue[0] : undefined;
    if (element && shapesOf(element).length > 0)
      paths.push(...fieldPaths(first ?? {}, element, depth - 1, [...path, '0']));
  }
  return paths;
}

/** A copy of `body` with `value` at `path` (`undefined` deletes the field). */
function withValue(body: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const base: Record<string, unknown> | unknown[] = Array.isArray(body)
    ? [...body]
    : body && typeof body === 'object'
      ? { ...(body as Record<string, unknown>) }
      : {};
  const current = (base as Record<string, unknown>)[head];
  const next = withValue(current, rest, value);
  if (next === undefined && !Array.isArray(base)) delete (base as Record<string, unknown>)[head];
  else (base as Record<string, unknown>)[head] = next;
  return base;
}

/** Whether the contract refuses one part, as the server's parser does. */
function refusedPart(schema: Schema | undefined, value: unknown): boolean {
  if (!schema) return false;
  return findUnsafeInput(value) !== undefined || !schema.safeParse(value).success;
}

/**
 * Raw path/query values (percent-encoded) with their decoded form; `undefined` where the decoding
 * of invalid UTF-8 is the HTTP layer's choice (the case is then checked on its own).
 */
const RAW_VALUES: Array<[string, string, string | undefined]> = [
  ['NUL', '%00', '\u0000'],
  ['lone surrogate (CESU-8)', '%ED%A0%80', undefined],
  ['invalid UTF-8', '%FF', undefined],
  ['2^31', '2147483648', '2147483648'],
  ['-1', '-1', '-1'],
  ['zero', '0', '0'],
  ['a long number', '9'.repeat(40), '9'.repeat(40)],
  ['huge string', 'x'.repeat(6000), 'x'.repeat(6000)],
];

function encodeQuery(query: Record<string, string>, raw?: [string, string]): string {
  const parts = Object.entries(query)
    .filter(([key]) => key !== raw?.[0])
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  if (raw) parts.push(`${encodeURIComponent(raw[0])}=${raw[1]}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

function fillPath(path: string, params: Record<string, string>, raw?: [string, string]): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    raw && raw[0] === name ? raw[1] : encodeURIComponent(params[name] ?? ''),
  );
}

/** Every hostile variant of one route's sample. */
export function fuzzCases(endpoint: AnyEndpoint, sample: Sample): FuzzCase[] {
  const path = endpoint.mfa ? `/mfa${endpoint.path}` : endpoint.path;
  const params = Object.fromEntries(Object.entries(sample.params ?? {}).map(([k, v]) => [k, String(v)]));
  const query = Object.fromEntries(Object.entries(sample.query ?? {}).map(([k, v]) => [k, String(v)]));
  const url = fillPath(path, params) + encodeQuery(query);
  const cases: FuzzCase[] = [];
  const bodyRefused = refusedPart(endpoint.body as Schema | undefined, sample.body);
  for (const name of Object.keys(params)) {
    for (const [what, raw, decoded] of RAW_VALUES) {
      cases.push({
        what: `param ${name}: ${what}`,
        url: fillPath(path, params, [name, raw]) + encodeQuery(query),
        body: sample.body,
        refused:
          bodyRefused ||
          (decoded !== undefined && refusedPart(endpoint.params as Schema, { ...params, [name]: decoded })),
      });
    }
  }
  const queryFields = new Set([
    ...Object.keys(query),
    ...shapesOf(endpoint.query as Schema | undefined).flatMap(Object.keys),
  ]);
  for (const name of queryFields) {
    for (const [what, raw, decoded] of RAW_VALUES) {
      cases.push({
        what: `query ${name}: ${what}`,
        url: fillPath(path, params) + encodeQuery(query, [name, raw]),
        body: sample.body,
        refused:
          bodyRefused ||
          (decoded !== undefined && refusedPart(endpoint.query as Schema, { ...query, [name]: decoded })),
      });
    }
  }
  if (!endpoint.body) return cases;
  const bodyCase = (what: string, body: unknown) =>
    cases.push({ what, url, body, refused: refusedPart(endpoint.body as Schema, body) });
  const deepText = `${'{"a":['.repeat(3000)}1${']}'.repeat(3000)}`;
  cases.push({
    what: 'body: deep JSON',
    url,
    raw: deepText,
    refused: refusedPart(endpoint.body as Schema, JSON.parse(deepText)),
  });
  bodyCase('body: null', null);
  bodyCase('body: missing', undefined);
  bodyCase('body: a NUL string', NUL);
  bodyCase('body: an array', [INT4_OVERFLOW, NUL]);
  for (const [what, value] of mutantsOf(sample.body)) bodyCase(`body: ${what}`, value);
  for (const field of fieldPaths(sample.body, endpoint.body as Schema, 4)) {
    const name = field.path.join('.');
    if (field.value !== undefined)
      bodyCase(`body.${name}: missing`, withValue(sample.body, field.path, undefined));
    for (const [what, value] of mutantsOf(field.value)) {
      bodyCase(`body.${name}: ${what}`, withValue(sample.body, field.path, value));
    }
  }
  return cases;
}
