import type { AnyEndpoint, EndpointAuth, EndpointOutput, EndpointRequest, Issue } from '@console/core';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  findUnsafeInput,
  isReadOnlyEndpoint,
  MFA_CODE_HEADER,
  MFA_PATH_PREFIX,
  toRoutePattern,
} from '@console/core/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { safeEqual } from '../lib/crypto';
import type { Authentication } from '../platform/auth/authenticator';
import { verifyMfaCode } from '../platform/auth/mfa';
import { endpointAuthenticator } from '../platform/auth/select';
import { sessionCacheOf } from '../platform/auth/session-cache';
import { createEventQueue, notifyEvents, type Publish } from '../realtime/publish';
import { ApiError, message, toIssues, validationError } from './errors';
import type { AuthState, ServerState } from './state';

export { clearAuthCookies } from '../platform/auth/cookies';

/** What a handler gets: the validated input, the database (a transaction for writes) and the caller. */
export interface RequestContext<E extends AnyEndpoint> extends EndpointRequest<E> {
  /**
   * The database; for non-GET endpoints a transaction that rolls back when the handler throws
   * (except `upload` endpoints, which stream outside a transaction, read-only ones, and
   * `ownTransaction` ones, which open their own).
   */
  db: Db;
  auth: AuthState;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The request time (the server clock). */
  now: Date;
  /** Called at the MFA URL (`/mfa` + path), with the code of the `x-mfa-code` header. */
  mfa: { viaMfaUrl: boolean; code: string | undefined };
  /**
   * Publishes a realtime event by topic definition: validated against the topic's event schema
   * and queued, sent through NOTIFY when the transaction commits. An invalid event is refused
   * (logged, never sent): the answer says so.
   * @example ctx.publish(topics.device, { id: row.id }, { action: 'updated', id: row.id, clientId }, scope)
   */
  publish: Publish;
  state: ServerState;
  /**
   * Who called, as the authenticator said: `user` for signed-in users (`apiKey` set when through
   * an API key pair's access token), `anonymous` on public endpoints, `scim` or `agent` on theirs.
   */
  caller: Authentication;
}

/** A public endpoint's context: no session. */
export interface PublicRequestContext<E extends AnyEndpoint>
  extends Omit<RequestContext<E>, 'auth' | 'publish'> {
  auth: null;
}

/** The context of an endpoint of a header-credential caller (`scim`, `agent`): no user. */
export interface CallerRequestContext<E extends AnyEndpoint, C extends Authentication['kind']>
  extends Omit<RequestContext<E>, 'auth' | 'publish' | 'caller'> {
  auth: null;
  caller: Extract<Authentication, { kind: C }>;
}

/** A route handler for a contract endpoint. */
export type Handler<E extends AnyEndpoint> = (ctx: RequestContext<E>) => Promise<EndpointOutput<E>>;
export type PublicHandler<E extends AnyEndpoint> = (
  ctx: PublicRequestContext<E>,
) => Promise<EndpointOutput<E>>;

/** Per-route options. */
export interface EndpointOptions {
  /** @fastify/rate-limit route options. */
  rateLimit?: Record<string, unknown>;
}

/** The `auth` kinds whose handlers get no signed-in user (`registerPublicEndpoint`). */
const ANONYMOUS_AUTH: ReadonlySet<EndpointAuth> = new Set<EndpointAuth>(['public', 'mfa-pending']);
/** The `auth` kinds whose handlers get a caller that is not a user (`registerCallerEndpoint`). */
const CALLER_AUTH: ReadonlySet<EndpointAuth> = new Set<EndpointAuth>(['scim', 'agent']);

/** Who an endpoint's handler expects: a user, nobody (public) or a non-user caller. */
type Mode = 'user' | 'public' | 'caller';

const REGISTER_FUNCTION: Record<Mode, string> = {
  user: 'registerEndpoint',
  public: 'registerPublicEndpoint',
  caller: 'registerCallerEndpoint',
};

function modeOf(kind: EndpointAuth): Mode {
  if (ANONYMOUS_AUTH.has(kind)) return 'public';
  return CALLER_AUTH.has(kind) ? 'caller' : 'user';
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function parsePart(
  schema: z.ZodType | undefined,
  value: unknown,
  prefix: string | undefined,
  issues: Issue[],
) {
  if (!schema) return undefined;
  // NUL, lone surrogates and runaway nesting are refused whatever the schema (issue 14).
  const unsafe = findUnsafeInput(value);
  if (unsafe) {
    issues.push(...toIssues([unsafe], prefix));
    return undefined;
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  issues.push(...toIssues(result.error.issues, prefix));
  return undefined;
}

/**
 * Parses params, query and body with the contract's schemas; 400 VALIDATION_ERROR on any issue. The
 * multipart body of an `upload` endpoint is left to the handler, which streams it (and parses its
 * fields with the same body schema).
 */
export function parseInput<E extends AnyEndpoint>(endpoint: E, request: FastifyRequest): EndpointRequest<E> {
  const issues: Issue[] = [];
  const params = parsePart(endpoint.params, request.params ?? {}, 'params', issues);
  const query = parsePart(endpoint.query, request.query ?? {}, 'query', issues);
  const streamed = endpoint.upload === true && request.isMultipart();
  const body = streamed ? undefined : parsePart(endpoint.body, request.body, undefined, issues);
  if (issues.length > 0) throw validationError(issues);
  return { params, query, body } as EndpointRequest<E>;
}

/** Double-submit CSRF (docs/protocol.md): header = cookie = the session's token. */
function checkCsrf(request: FastifyRequest, auth: AuthState): void {
  const header = headerValue(request, CSRF_HEADER);
  const cookie = request.cookies[CSRF_COOKIE];
  if (!header || !cookie || !safeEqual(header, cookie) || !safeEqual(header, auth.csrfToken)) {
    throw new ApiError(403, 'CSRF_INVALID', message('errors.csrfInvalid'));
  }
}

function register<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: RequestContext<E>) => Promise<EndpointOutput<E>>,
  options: EndpointOptions | undefined,
  mode: Mode,
): void {
  const state = app.console;
  const pattern = toRoutePattern(endpoint.path);
  const urls = [`${state.apiBase}${pattern}`];
  const readOnly = isReadOnlyEndpoint(endpoint);
  const kind = endpoint.auth ?? 'session';
  if (modeOf(kind) !== mode) {
    throw new Error(
      `${endpoint.method} ${endpoint.path} has auth "${kind}": register it with ${REGISTER_FUNCTION[modeOf(kind)]}`,
    );
  }
  // An endpoint whose kind has no authenticator fails here, at start, not on its first call.
  const authenticator = endpointAuthenticator(state.authenticators, endpoint);
  const cache = sessionCacheOf(state.db);
  if (endpoint.mfa) urls.push(`${state.apiBase}${MFA_PATH_PREFIX}${pattern}`);
  for (const url of urls) {
    const viaMfaUrl = url !== urls[0];
    app.route({
      method: endpoint.method,
      url,
      config: options?.rateLimit ? { rateLimit: options.rateLimit } : {},
      handler: (request, reply) => handle(request, reply, viaMfaUrl),
    });
  }

  async function handle(request: FastifyRequest, reply: FastifyReply, viaMfaUrl: boolean) {
    const now = state.now();
    const authentication = await authenticator.authenticate(request, {
      db: state.db,
      now,
      reply,
      endpoint,
    });
    let auth: AuthState | null = null;
    if (authentication.kind === 'user') {
      auth = authentication.auth;
      if (authentication.csrf && endpoint.method !== 'GET') checkCsrf(request, auth);
    }
    const expected = mode === 'user' ? 'user' : mode === 'caller' ? kind : undefined;
    if (expected && authentication.kind !== expected) {
      throw new ApiError(401, 'UNAUTHENTICATED', message('records.unauthenticated'));
    }
    const input = parseInput(endpoint, request);
    const code = headerValue(request, MFA_CODE_HEADER);
    if (auth && endpoint.mfa && auth.user.mfaSecret) {
      if (!viaMfaUrl) throw new ApiError(403, 'MFA_REQUIRED', message('records.mfaRequired'));
      // Outside the handler's transaction: a code once accepted stays used (platform/auth/mfa.ts).
      await verifyMfaCode(
        state.db,
        state.secrets,
        { id: auth.user.id, mfaSecret: auth.user.mfaSecret },
        code,
        now,
      );
    }
    const { publish, events } = createEventQueue(request.log);
    const run = (db: Db) =>
      handler({
        ...input,
        db,
        auth: auth as AuthState,
        request,
        reply,
        now,
        mfa: { viaMfaUrl, code },
        publish,
        state,
        caller: authentication,
      });
    // Uploads stream for as long as the file takes: no transaction is held open meanwhile
    // (the handler writes once the file is stored); `ownTransaction` handlers open their own.
    let output: EndpointOutput<E>;
    try {
      output =
        readOnly || endpoint.upload || endpoint.ownTransaction
          ? await run(state.db).then(async (result) => {
              if (auth && events.length > 0) await notifyEvents(state.db, auth.division.id, events);
              return result;
            })
          : await state.db.transaction(async (tx) => {
              const result = await run(tx as unknown as Db);
              if (auth && events.length > 0)
                await notifyEvents(tx as unknown as Db, auth.division.id, events);
              return result;
            });
    } finally {
      // A write may change what a session carries (roles, memberships, flags, users, the session
      // rows themselves): drop every cached session once it has committed, before answering.
      if (!readOnly) cache.clear();
    }
    const status = endpoint.successStatus ?? 200;
    if (status === 204) return reply.code(204).send();
    const checked = endpoint.response.safeParse(output);
    if (!checked.success) {
      request.log.error(
        { issues: checked.error.issues, endpoint: endpoint.path },
        'answer does not match the contract',
      );
      throw new ApiError(500, 'INTERNAL_ERROR', message('errors.serverTryAgainInAMoment'));
    }
    return reply.code(status).send(checked.data);
  }
}

/**
 * Registers a contract endpoint for signed-in users: identifies the caller with the authenticator
 * of the endpoint's `auth` (`session` by default: the session cookie, 401 without one), checks CSRF
 * on non-GET calls of cookie credentials (403 CSRF_INVALID), parses params, query and body with the contract's zod schemas
 * (400 VALIDATION_ERROR, nothing written), applies the MFA step-up of `mfa: true` endpoints (also
 * registering the `/mfa` + path variant), runs the handler (in a transaction for writes) and checks
 * the answer against the response schema.
 */
export function registerEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  options?: EndpointOptions,
): void {
  register(app, endpoint, handler, options, 'user');
}

/**
 * Registers an endpoint of `auth: 'public'` or `'mfa-pending'` (sign-in): no session, no CSRF; the
 * handler does its own MFA.
 */
export function registerPublicEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: PublicHandler<E>,
  options?: EndpointOptions,
): void {
  register(app, endpoint, handler as unknown as Handler<E>, options, 'public');
}

/**
 * Registers an endpoint whose caller is not a user (`auth: 'scim'` or `'agent'`, named again as
 * `kind` so the handler's `caller` is typed): the handler gets the authenticated caller and no
 * session; no CSRF (header credentials).
 * @example registerCallerEndpoint(app, 'scim', endpoints.scim.listUsers, async ({ caller }) => list(caller.scim))
 */
export function registerCallerEndpoint<E extends AnyEndpoint, C extends 'scim' | 'agent'>(
  app: FastifyInstance,
  kind: C,
  endpoint: E,
  handler: (ctx: CallerRequestContext<E, C>) => Promise<EndpointOutput<E>>,
  options?: EndpointOptions,
): void {
  if (endpoint.auth !== kind)
    throw new Error(
      `${endpoint.method} ${endpoint.path} has auth "${endpoint.auth ?? 'session'}", not "${kind}"`,
    );
  register(app, endpoint, handler as unknown as Handler<E>, options, 'caller');
}
