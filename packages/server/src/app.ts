import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_API_BASE } from '@console/core/contract';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { DOMAINS } from './domains';
import { domainJobs, domainNames, domainTopics } from './domains/module';
import { backPressureFromEnv, registerBackPressure } from './http/back-pressure';
import { ApiError, databaseError, message } from './http/errors';
import { registerOriginCheck } from './http/origin';
import { registerSecurityHeaders } from './http/security-headers';
import type { ServerState } from './http/state';
import { registerJobSystem } from './jobs/register';
import { createSecretBox } from './lib/crypto';
import { createDefaultAuthenticators } from './platform/auth/builtin';
import { followDatabaseWrites } from './platform/auth/session-cache';
import { loggerOptions } from './platform/logging/logger-options';
import { createRealtimeHub } from './realtime/hub';
import type { CreateServerOptions } from './server-options';

export type { CreateServerOptions };

/** JSON without `__proto__` / `constructor` keys, so no payload can reach an object's prototype. */
function parseJson(text: string): unknown {
  return JSON.parse(text, (key, value) => (key === '__proto__' || key === 'constructor' ? undefined : value));
}

/**
 * Creates the API server: every contract endpoint under `apiBase`, the realtime hub at
 * `<apiBase>/realtime`, and the built console at `/` when `staticDir` is given. Returns the Fastify
 * instance (use `app.inject` in tests, or `app.listen`).
 * @example
 * const database = await openDatabase(); await database.migrate();
 * const app = await createServer({ database, secretKey: 'dev' });
 * await app.listen({ port: 8080, host: '127.0.0.1' });
 */
export async function createServer(options: CreateServerOptions): Promise<FastifyInstance> {
  const apiBase = (options.apiBase ?? DEFAULT_API_BASE).replace(/\/$/, '');
  const now = options.now ?? (() => new Date());
  const publicOrigins = [...(options.publicOrigins ?? [])];
  const app = Fastify({
    logger: loggerOptions(options.logger),
    // One line per request, written when it is answered (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1_048_576,
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
  // First hook of all: a request over the in-flight bound is refused before any other work.
  app.decorate(
    'backPressure',
    registerBackPressure(
      app,
      apiBase,
      options.backPressure ??
        backPressureFromEnv(process.env, { embedded: options.database.kind === 'pglite' }),
    ),
  );
  const hub = createRealtimeHub({
    database: options.database,
    now,
    log: app.log,
    topics: domainTopics(DOMAINS),
  });
  const state: ServerState = {
    database: options.database,
    db: options.database.db,
    apiBase,
    secrets: createSecretBox(options.secretKey),
    now,
    hub,
    authenticators: createDefaultAuthenticators(),
    publicOrigins,
    // Secure cookies behind TLS: asked for, or implied by an https public origin (issue 14).
    secureCookies:
      (options.secureCookies ?? false) || publicOrigins.some((origin) => origin.startsWith('https:')),
    sessionMaxAgeMs: options.sessionMaxAgeMs ?? 30 * 24 * 60 * 60 * 1000,
  };
  app.decorate('console', state);
  // The embedded database reports its writes: cached sessions follow them (docs/server.md, Performance).
  followDatabaseWrites(options.database);
  registerOriginCheck(app, apiBase, publicOrigins);
  registerSecurityHeaders(app, { apiBase, sourceMaps: options.sourceMaps ?? false });

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, parseJson(text));
    } catch {
      done(new ApiError(400, 'VALIDATION_ERROR', message('records.invalidPayload')), undefined);
    }
  });

  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    errorResponseBuilder: () => new ApiError(429, 'RATE_LIMITED', message('errors.rateLimited')),
  });
  await app.register(multipart, { limits: { fileSize: 1_073_741_824, files: 10 } });
  await app.register(websocket, { options: { maxPayload: 65_536 } });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.statusCode).send(error.toJSON());
    const status = (error as { statusCode?: number }).statusCode;
    // Any database error a request can cause is a 4xx (or a 503 to retry), never a 500 (issue 14).
    const fromDatabase = databaseError(error);
    if (fromDatabase) {
      if (fromDatabase.statusCode === 503) reply.header('retry-after', '1');
      return reply.code(fromDatabase.statusCode).send(fromDatabase.toJSON());
    }
    if (status === 429)
      return reply
        .code(429)
        .send({ resultCode: 'RATE_LIMITED', errorMessage: message('errors.rateLimited') });
    if (status === 413) {
      return reply
        .code(413)
        .send({ resultCode: 'PAYLOAD_TOO_LARGE', errorMessage: message('records.payloadTooLarge') });
    }
    if (status && status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ resultCode: 'VALIDATION_ERROR', errorMessage: message('records.invalidPayload') });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ resultCode: 'INTERNAL_ERROR', errorMessage: message('errors.serverTryAgainInAMoment') });
  });

  const staticRoot = options.staticDir ? resolve(options.staticDir) : undefined;
  const serveStatic = !!staticRoot && existsSync(staticRoot);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === apiBase || path.startsWith(`${apiBase}/`) || !serveStatic || request.method !== 'GET') {
      return reply.code(404).send({ resultCode: 'NOT_FOUND', errorMessage: message('errors.notFound') });
    }
    return reply.sendFile('index.html');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    if (request.url.startsWith(`${apiBase}/`)) reply.header('cache-control', 'no-store');
    return payload;
  });

  domainNames(DOMAINS); // two modules of one name fail here, before any route
  registerJobSystem(app, options.database, domainJobs(DOMAINS), { now, ...options.jobs });
  for (const domain of DOMAINS) await domain.routes?.(app, options);
  hub.register(app, apiBase);

  app.get(`${apiBase}/health`, async () => ({ status: 'ok' }));

  if (staticRoot && serveStatic)
    await app.register(fastifyStatic, { root: staticRoot, prefix: '/', index: ['index.html'] });
  else if (staticRoot)
    app.log.warn({ root: staticRoot }, 'console static folder not found; serving the API only');

  app.addHook('onReady', async () => {
    await hub.start();
  });
  app.addHook('onClose', async () => {
    await hub.stop();
  });
  return app;
}
