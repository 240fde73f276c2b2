import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../contract/define';
import { buildOpenApiDocument, collectEndpoints } from './openapi';

const organization = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'Organization' });

const registry = {
  auth: {
    login: defineEndpoint({
      method: 'POST',
      path: '/auth/login',
      summary: 'Sign in',
      auth: 'public',
      mfa: true,
      body: z.object({ email: z.string(), password: z.string() }),
      response: z.object({ resultCode: z.literal('SUCCESS') }),
    }),
  },
  client: {
    list: defineEndpoint({
      method: 'GET',
      path: '/client/list',
      summary: 'Organizations',
      query: z.object({ page: z.coerce.number().int().optional(), ids: z.array(z.number()).optional() }),
      response: z.object({ organizations: z.array(organization) }),
    }),
    get: defineEndpoint({
      method: 'GET',
      path: '/client/{id}',
      summary: 'One organization',
      tag: 'organizations',
      params: z.object({ id: z.coerce.number().int() }),
      response: z.object({ resultCode: z.literal('SUCCESS'), client: organization }),
    }),
    nested: {
      remove: defineEndpoint({
        method: 'DELETE',
        path: '/client/{id}/including-backup-data',
        summary: 'Delete an organization with its backup data',
        params: z.object({ id: z.number() }),
        response: z.undefined(),
        successStatus: 204,
      }),
    },
  },
  scripting: {
    upload: defineEndpoint({
      method: 'POST',
      path: '/scripting/scripts/upload-application',
      summary: 'Upload an installer',
      upload: true,
      body: z.object({ name: z.string() }),
      response: z.object({ id: z.number() }),
    }),
  },
  // Not endpoints: skipped.
  DEFAULT_API_BASE: '/ws',
  schemas: { organization },
};

// biome-ignore lint/suspicious/noExplicitAny: the test walks free-form JSON
type Json = Record<string, any>;

describe('collectEndpoints', () => {
  it('walks nested groups and skips everything that is not an endpoint', () => {
    expect(collectEndpoints(registry).map((e) => e.id)).toEqual([
      'auth.login',
      'client.list',
      'client.get',
      'client.nested.remove',
      'scripting.upload',
    ]);
  });
});

describe('buildOpenApiDocument', () => {
  const doc = buildOpenApiDocument(registry, { title: 'Console API', version: '1.2.3' }) as Json;

  it('is an OpenAPI 3.1 document with every path under the base', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toEqual({ title: 'Console API', version: '1.2.3' });
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/ws/auth/login',
      '/ws/client/list',
      '/ws/client/{id}',
      '/ws/client/{id}/including-backup-data',
      '/ws/mfa/auth/login',
      '/ws/scripting/scripts/upload-application',
    ]);
  });

  it('describes path and query parameters from the zod schemas', () => {
    const get = doc.paths['/ws/client/{id}'].get;
    expect(get.operationId).toBe('client.get');
    expect(get.tags).toEqual(['organizations']);
    expect(get.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: expect.objectContaining({ type: 'integer' }) },
    ]);
    const list = doc.paths['/ws/client/list'].get;
    expect(list.tags).toEqual(['client']);
    expect(list.parameters.map((p: Json) => [p.name, p.in, p.required])).toEqual([
      ['page', 'query', false],
      ['ids', 'query', false],
    ]);
    expect(list.parameters[1].explode).toBe(true);
  });

  it('hoists schemas with an id into components', () => {
    const list = doc.paths['/ws/client/list'].get;
    const answer = list.responses['200'].content['application/json'].schema;
    expect(answer.properties.organizations.items).toEqual({ $ref: '#/components/schemas/Organization' });
    expect(doc.components.schemas.Organization).toMatchObject({
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
    });
    expect(JSON.stringify(doc)).not.toContain('$defs');
    expect(JSON.stringify(doc)).not.toContain('$schema');
  });

  it('documents sessions, CSRF and the error body', () => {
    const remove = doc.paths['/ws/client/{id}/including-backup-data'].delete;
    expect(remove.security).toEqual([{ session: [] }]);
    expect(remove.parameters.map((p: Json) => p.name)).toEqual(['id', 'x-csrf-token']);
    expect(remove.responses['204']).toEqual({ description: 'Success' });
    expect(remove.responses['401'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
    expect(doc.components.securitySchemes.session).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'console_session',
    });
  });

  it('adds the MFA retry operation with the code header', () => {
    const login = doc.paths['/ws/auth/login'].post;
    expect(login.security).toEqual([]);
    expect(login.parameters).toBeUndefined();
    expect(login['x-mfa']).toBe(true);
    expect(login.description).toContain('/ws/mfa/auth/login');
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    const retry = doc.paths['/ws/mfa/auth/login'].post;
    expect(retry.operationId).toBe('auth.login.mfa');
    expect(retry.parameters).toEqual([
      expect.objectContaining({ name: 'x-mfa-code', in: 'header', required: true }),
    ]);
  });

  it('takes uploads as multipart with a file part', () => {
    const upload = doc.paths['/ws/scripting/scripts/upload-application'].post;
    const schema = upload.requestBody.content['multipart/form-data'].schema;
    expect(schema.properties.file).toEqual({ type: 'string', contentMediaType: 'application/octet-stream' });
    expect(schema.required).toEqual(['name', 'file']);
  });

  it('keeps operation ids unique', () => {
    const ids = Object.values(doc.paths).flatMap((item) =>
      Object.values(item as Json).map((op: Json) => op.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('renames a different schema that reuses a component name', () => {
    const other = z.object({ id: z.string() }).meta({ id: 'Organization' });
    const clash = buildOpenApiDocument({
      a: registry.client.get,
      b: defineEndpoint({
        method: 'GET',
        path: '/other',
        summary: 'Other',
        response: z.object({ x: other }),
      }),
    }) as Json;
    expect(clash.components.schemas.Organization.properties.id.type).toBe('integer');
    expect(clash.components.schemas.Organization2.properties.id.type).toBe('string');
    expect(
      clash.paths['/ws/other'].get.responses['200'].content['application/json'].schema.properties.x,
    ).toEqual({
      $ref: '#/components/schemas/Organization2',
    });
  });

  it('documents each endpoint by its real auth kinds, with a security scheme each', () => {
    const answer = z.object({ ok: z.boolean() });
    const kinds = buildOpenApiDocument({
      pending: defineEndpoint({
        method: 'POST',
        path: '/p',
        summary: 'P',
        response: answer,
        auth: 'mfa-pending',
      }),
      agent: defineEndpoint({ method: 'POST', path: '/a', summary: 'A', response: answer, auth: 'agent' }),
      scim: defineEndpoint({ method: 'DELETE', path: '/s', summary: 'S', response: answer, auth: 'scim' }),
      read: defineEndpoint({
        method: 'GET',
        path: '/r',
        summary: 'R',
        response: answer,
        apiKey: 'monitoring',
      }),
      write: defineEndpoint({
        method: 'PUT',
        path: '/w',
        summary: 'W',
        response: answer,
        apiKey: 'management',
      }),
    }) as Json;
    const op = (path: string, method: string) => kinds.paths[`/ws${path}`][method];
    expect(op('/p', 'post').security).toEqual([]);
    expect(op('/p', 'post').responses['401']).toBeUndefined();
    expect(op('/p', 'post')['x-mfa-pending']).toBe(true);
    // Header credentials: 401 without them, and no CSRF header.
    expect(op('/a', 'post').security).toEqual([{ agent: [] }]);
    expect(op('/a', 'post').parameters).toBeUndefined();
    expect(op('/a', 'post').responses['401']).toBeDefined();
    expect(op('/s', 'delete').security).toEqual([{ scim: [] }]);
    expect(op('/s', 'delete').parameters).toBeUndefined();
    // Session OR an access token with the endpoint's scope; CSRF only with the cookie.
    expect(op('/r', 'get').security).toEqual([{ session: [] }, { oauth2: ['monitoring'] }]);
    expect(op('/w', 'put').security).toEqual([{ session: [] }, { oauth2: ['management'] }]);
    expect(op('/w', 'put').parameters).toEqual([
      expect.objectContaining({ name: 'x-csrf-token', required: false }),
    ]);
    const schemes = kinds.components.securitySchemes;
    expect(Object.keys(schemes).sort()).toEqual(['agent', 'oauth2', 'scim', 'session']);
    expect(schemes.oauth2.flows.clientCredentials.tokenUrl).toBe('/ws/oauth/token');
    expect(Object.keys(schemes.oauth2.flows.clientCredentials.scopes)).toEqual([
      'monitoring',
      'management',
      'control',
    ]);
    expect(schemes.scim).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});
