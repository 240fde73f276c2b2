/**
 * The SCIM 2.0 Users resource under `/scim/v2/Users` (RFC 7644), for an identity provider's SCIM
 * client by its bearer token (`auth: 'scim'`, platform/auth/scim.ts). Bodies may be sent as
 * `application/scim+json` (the RFC's type) or `application/json`; answers are `application/scim+json`.
 */
import { endpoints } from '@console/core';
import { SCIM_SCHEMAS, toRoutePattern } from '@console/core/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError, message } from '../../http/errors';
import { registerCallerEndpoint } from '../../http/register';
import { applyPatch } from './scim-patch';
import {
  checkInput,
  createProvisioned,
  deleteProvisioned,
  findProvisioned,
  inputOf,
  listProvisioned,
  replaceProvisioned,
  toScimUser,
} from './scim-users';

const SCIM_TYPE = 'application/scim+json';

/** JSON without `__proto__` / `constructor` keys (as the app's own JSON parser). */
const parseJson = (text: string): unknown =>
  JSON.parse(text, (key, value) => (key === '__proto__' || key === 'constructor' ? undefined : value));

/** Registers the SCIM Users routes, with a parser of their media type (encapsulated). */
export async function registerScimRoutes(app: FastifyInstance): Promise<void> {
  const { scim } = endpoints;
  const base = `${app.console.apiBase}${toRoutePattern(scim.listUsers.path)}`;
  await app.register(async (scope) => {
    scope.addContentTypeParser(SCIM_TYPE, { parseAs: 'string' }, (_request, body, done) => {
      const text = String(body);
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, parseJson(text));
      } catch {
        done(new ApiError(400, 'VALIDATION_ERROR', message('records.invalidPayload')), undefined);
      }
    });

    registerCallerEndpoint(scope, 'scim', scim.listUsers, async ({ caller, db, query, reply }) => {
      reply.type(SCIM_TYPE);
      const page = await listProvisioned(db, caller.scim, query);
      return {
        schemas: [SCIM_SCHEMAS.list],
        totalResults: page.total,
        startIndex: page.startIndex,
        itemsPerPage: page.rows.length,
        Resources: page.rows.map((row) => toScimUser(row, base)),
      };
    });

    registerCallerEndpoint(scope, 'scim', scim.getUser, async ({ caller, db, params, reply }) => {
      reply.type(SCIM_TYPE);
      return toScimUser(await findProvisioned(db, caller.scim, params.id), base);
    });

    registerCallerEndpoint(scope, 'scim', scim.createUser, async ({ body, caller, db, now, reply }) => {
      const created = await createProvisioned(db, caller.scim, body, now);
      const resource = toScimUser(created, base);
      reply.type(SCIM_TYPE).header('location', resource.meta.location);
      return resource;
    });

    registerCallerEndpoint(
      scope,
      'scim',
      scim.replaceUser,
      async ({ body, caller, db, now, params, reply }) => {
        const current = await findProvisioned(db, caller.scim, params.id);
        reply.type(SCIM_TYPE);
        return toScimUser(await replaceProvisioned(db, caller.scim, current, body, now), base);
      },
    );

    registerCallerEndpoint(
      scope,
      'scim',
      scim.patchUser,
      async ({ body, caller, db, now, params, reply }) => {
        const current = await findProvisioned(db, caller.scim, params.id);
        const input = checkInput(applyPatch(inputOf(current), body.Operations));
        reply.type(SCIM_TYPE);
        return toScimUser(await replaceProvisioned(db, caller.scim, current, input, now), base);
      },
    );

    registerCallerEndpoint(scope, 'scim', scim.deleteUser, async ({ caller, db, params }) => {
      await deleteProvisioned(db, caller.scim, await findProvisioned(db, caller.scim, params.id));
    });
  });
}
