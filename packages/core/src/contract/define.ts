import type { z } from 'zod';

/** HTTP methods used by the contract. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint before any permission check; the server picks the authenticator of
 * this kind for the endpoint:
 * - `public`: anyone (sign-in, CSRF token, health);
 * - `mfa-pending`: a sign-in that still owes its second factor;
 * - `session`: a signed-in user, by the session cookie (the default);
 * - `apiKey`: an OAuth access token of an API key pair (`authorization: Bearer`); a `session`
 *   endpoint that API clients may call says so with `apiKey` instead (session OR token);
 * - `agent`: a device's agent (`authorization: Agent <nodeId>.<secret>`);
 * - `scim`: a SCIM provisioning client (`authorization: Bearer` with an identity provider's SCIM token).
 */
export type EndpointAuth = 'public' | 'mfa-pending' | 'session' | 'apiKey' | 'agent' | 'scim';

/**
 * The scopes of an API key pair (002 §7, docs/protocol.md "API clients"): `monitoring` reads,
 * `management` writes records, `control` runs remote actions on devices.
 */
export type ApiKeyScope = 'monitoring' | 'management' | 'control';

/** Every API key scope, in the order they widen what a key may do. */
export const API_KEY_SCOPES: readonly ApiKeyScope[] = ['monitoring', 'management', 'control'];

/** The definition of one endpoint: method, path (spec's own, relative to the base), and schemas. */
export interface EndpointDefinition<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: Method;
  /** Path under the API base, with `{name}` placeholders: `/client/{id}/deviceCount`. */
  path: Path;
  /** One-line description, used in the OpenAPI document. */
  summary: string;
  /** Path parameters (`{id}` etc.), parsed from strings. */
  params?: Params;
  /** Query string parameters. */
  query?: Query;
  /** JSON body (or, with `upload`, the multipart fields). */
  body?: Body;
  /** The success answer. */
  response: Response;
  /** @default 'session' */
  auth?: EndpointAuth;
  /**
   * A `session` endpoint that API clients may call as well: an `authorization: Bearer` access
   * token (`POST /oauth/token`) whose key pair grants this scope reaches it, acting with the
   * permissions of the key's creator; a token without the scope is 403. `monitoring` only on
   * read-only endpoints; `management` on record writes; `control` on remote actions.
   */
  apiKey?: ApiKeyScope;
  /**
   * The endpoint writes nothing: the server runs it without a transaction and keeps its session
   * cache. Set it on a query that takes a body (POST).
   * @default true for GET, false otherwise
   */
  readOnly?: boolean;
  /**
   * Step-up multi-factor: for a user with MFA enabled the plain URL answers 403
   * `{ resultCode: 'MFA_REQUIRED' }`; the client asks the host for a code and retries the same
   * request against the MFA-specific URL (`/mfa` + path) with the code in the `x-mfa-code` header.
   */
  mfa?: boolean;
  /** Multipart upload endpoint: the body is streamed, not JSON. */
  upload?: boolean;
  /**
   * The endpoint writes, but its handler opens its own (short) transaction: for a request that
   * does long work before writing (building an installer), so no transaction, and on the embedded
   * database no lock, is held meanwhile.
   * @default false
   */
  ownTransaction?: boolean;
  /** Answer status on success when not 200 (e.g. 204). */
  successStatus?: number;
  /** OpenAPI tag. */
  tag?: string;
}

/**
 * Whether an endpoint only reads: its `readOnly`, else whether it is a GET.
 * @example isReadOnlyEndpoint(endpoints.search.query) // true
 */
export function isReadOnlyEndpoint(endpoint: Pick<EndpointDefinition, 'method' | 'readOnly'>): boolean {
  return endpoint.readOnly ?? endpoint.method === 'GET';
}

/**
 * The authentication kinds an endpoint accepts: its `auth`, plus `apiKey` when it declares an
 * API key scope.
 * @example endpointAuthKinds(endpoints.client.list) // ['session', 'apiKey']
 */
export function endpointAuthKinds(endpoint: Pick<EndpointDefinition, 'auth' | 'apiKey'>): EndpointAuth[] {
  const primary = endpoint.auth ?? 'session';
  return endpoint.apiKey && primary !== 'apiKey' ? [primary, 'apiKey'] : [primary];
}

/** Declares an endpoint, keeping its literal types. */
export function defineEndpoint<
  const Method extends HttpMethod,
  const Path extends string,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
>(
  definition: EndpointDefinition<Method, Path, Params, Query, Body, Response>,
): EndpointDefinition<Method, Path, Params, Query, Body, Response> {
  return definition;
}

/** Any endpoint definition. */
// biome-ignore lint/suspicious/noExplicitAny: a structural "any endpoint" bound for generics
export type AnyEndpoint = EndpointDefinition<HttpMethod, string, any, any, any, any>;

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;
type InferIn<S> = S extends z.ZodType ? z.input<S> : undefined;

/**
 * The schema an optional definition field declares, `undefined` when it declares none. (`E['params']`
 * of a definition is `Schema | undefined` because the field is optional.)
 */
type Declared<S> = [Exclude<S, undefined>] extends [never] ? undefined : Exclude<S, undefined>;

/** What a caller passes for an endpoint: only the parts it declares. */
export type EndpointInput<E extends AnyEndpoint> = (Declared<E['params']> extends z.ZodType
  ? { params: InferIn<Declared<E['params']>> }
  : { params?: undefined }) &
  (Declared<E['query']> extends z.ZodType
    ? { query: InferIn<Declared<E['query']>> }
    : { query?: undefined }) &
  (Declared<E['body']> extends z.ZodType ? { body: InferIn<Declared<E['body']>> } : { body?: undefined });

/** What the server hands a handler after validation. */
export interface EndpointRequest<E extends AnyEndpoint> {
  params: Infer<Declared<E['params']>>;
  query: Infer<Declared<E['query']>>;
  body: Infer<Declared<E['body']>>;
}

/** The validated success answer of an endpoint. */
export type EndpointOutput<E extends AnyEndpoint> = z.infer<E['response']>;

/**
 * Fills `{name}` placeholders of a path. Values are URI-encoded.
 * @example buildPath('/client/{id}/deviceCount', { id: 7 }) // '/client/7/deviceCount'
 */
export function buildPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null)
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Converts a contract path to the router syntax `:name` (used by the server). */
export function toRoutePattern(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
