import { z } from 'zod';
import { type AnyEndpoint, type EndpointAuth, endpointAuthKinds, type HttpMethod } from '../contract/define';
import {
  CSRF_HEADER,
  DEFAULT_API_BASE,
  MFA_CODE_HEADER,
  MFA_PATH_PREFIX,
  SESSION_COOKIE,
} from '../contract/protocol';

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The kinds whose callers carry no credential the server checks before the handler. */
const ANONYMOUS: ReadonlySet<EndpointAuth> = new Set<EndpointAuth>(['public', 'mfa-pending']);

/** The OpenAPI security scheme name of each credential-carrying `auth` kind. */
const SCHEME_OF: Record<Exclude<EndpointAuth, 'public' | 'mfa-pending'>, string> = {
  session: 'session',
  apiKey: 'oauth2',
  agent: 'agent',
  scim: 'scim',
};

/** The security schemes of the document (docs/protocol.md, "Authentication"). */
function securitySchemes(baseUrl: string): Json {
  return {
    session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
    oauth2: {
      type: 'oauth2',
      description: 'An API key pair (client id and secret) buys a bearer access token.',
      flows: {
        clientCredentials: {
          tokenUrl: `${baseUrl}/oauth/token`,
          scopes: {
            monitoring: 'Read devices, organizations and policies',
            management: 'Create and change records',
            control: 'Run remote actions on devices',
          },
        },
      },
    },
    agent: {
      type: 'apiKey',
      in: 'header',
      name: 'authorization',
      description: 'A device agent: `Agent <nodeId>.<secret>` (the secret issued at enrollment).',
    },
    scim: {
      type: 'http',
      scheme: 'bearer',
      description: "An identity provider's SCIM token (POST /integrations/{id}/scim/token).",
    },
  };
}

/** A JSON Schema / OpenAPI object. */
type Json = Record<string, unknown>;

/**
 * One endpoint of a registry with its dotted id (`policy.create`).
 * @example collectEndpoints(endpoints).map(({ id }) => id) // ['auth.login', ...]
 */
export interface RegistryEndpoint {
  id: string;
  endpoint: AnyEndpoint;
}

function isEndpoint(value: unknown): value is AnyEndpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<AnyEndpoint>;
  return (
    typeof candidate.path === 'string' &&
    METHODS.includes(candidate.method as HttpMethod) &&
    candidate.response instanceof z.ZodType
  );
}

/**
 * Walks a nested registry of endpoint definitions (plain objects, any depth) and lists every
 * endpoint with its dotted id, in declaration order.
 * @example collectEndpoints({ policy: { create } }) // [{ id: 'policy.create', endpoint: create }]
 */
export function collectEndpoints(registry: unknown, prefix: readonly string[] = []): RegistryEndpoint[] {
  if (isEndpoint(registry)) return [{ id: prefix.join('.'), endpoint: registry }];
  if (typeof registry !== 'object' || registry === null || registry instanceof z.ZodType) return [];
  return Object.entries(registry).flatMap(([key, value]) => collectEndpoints(value, [...prefix, key]));
}

/**
 * Options of {@link buildOpenApiDocument}.
 * @example buildOpenApiDocument(endpoints, { title: 'Console API', version: '0.1.0' })
 */
export interface OpenApiOptions {
  /** @default 'Console API' */
  title?: string;
  /** @default '0.0.0' */
  version?: string;
  description?: string;
  /** The API base the paths are mounted under. @default '/ws' */
  baseUrl?: string;
}

/** The failure body of every non-2xx answer (docs/protocol.md). */
const apiErrorJsonSchema: Json = {
  type: 'object',
  properties: {
    resultCode: {
      type: 'string',
      description: 'VALIDATION_ERROR, UNAUTHENTICATED, FORBIDDEN, MFA_REQUIRED, ...',
    },
    errorMessage: { type: 'string' },
    issues: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          path: { type: 'array', items: { type: ['string', 'number'] } },
          message: { type: 'string' },
        },
        required: ['path', 'message'],
      },
    },
  },
  required: ['resultCode', 'errorMessage'],
};

/**
 * Builds an OpenAPI 3.1 document from a registry of endpoint definitions, with zod 4's
 * `z.toJSONSchema` (request schemas as input types, answers as output types). Schemas registered
 * with an id (`.meta({ id })`) become `components.schemas`. Endpoints marked `mfa` get a second
 * operation at the MFA-specific URL with the `x-mfa-code` header; uploads take
 * `multipart/form-data` with a `file` part.
 * @example
 * const document = buildOpenApiDocument(endpoints, { title: 'Console API', version: '0.1.0' });
 * writeFileSync('docs/openapi.json', JSON.stringify(document, null, 2));
 */
export function buildOpenApiDocument(registry: unknown, options: OpenApiOptions = {}): Json {
  const baseUrl = (options.baseUrl ?? DEFAULT_API_BASE).replace(/\/+$/, '');
  const components: Record<string, Json> = { ApiError: apiErrorJsonSchema };
  const componentJson = new Map<string, string>([['ApiError', JSON.stringify(apiErrorJsonSchema)]]);

  /** Adds a component, renaming on a clash with a different schema of the same name. */
  const addComponent = (name: string, schema: Json): string => {
    const text = JSON.stringify(schema);
    let candidate = name;
    for (let n = 2; componentJson.has(candidate) && componentJson.get(candidate) !== text; n += 1) {
      candidate = `${name}${n}`;
    }
    componentJson.set(candidate, text);
    components[candidate] = schema;
    return candidate;
  };

  const toSchema = (schema: z.ZodType, io: 'input' | 'output'): Json => {
    const json = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      reused: 'inline',
      cycles: 'ref',
    }) as Json;
    delete json.$schema;
    const defs = (json.$defs ?? {}) as Record<string, Json>;
    delete json.$defs;
    const renamed = new Map<string, string>();
    for (const name of Object.keys(defs)) renamed.set(name, name);
    const rewrite = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(rewrite);
      if (typeof node !== 'object' || node === null) return node;
      return Object.fromEntries(
        Object.entries(node).map(([key, value]) => {
          if (key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')) {
            const name = value.slice('#/$defs/'.length);
            return [key, `#/components/schemas/${renamed.get(name) ?? name}`];
          }
          return [key, rewrite(value)];
        }),
      );
    };
    for (const [name, def] of Object.entries(defs))
      renamed.set(name, addComponent(name, rewrite(def) as Json));
    // Component names may have changed while adding: rewrite refs again with the final names.
    for (const [name, final] of renamed) components[final] = rewrite(defs[name]) as Json;
    return rewrite(json) as Json;
  };

  const parametersOf = (schema: z.ZodType | undefined, location: 'path' | 'query'): Json[] => {
    if (!schema) return [];
    const json = toSchema(schema, 'input');
    const properties = (json.properties ?? {}) as Record<string, Json>;
    const required = new Set((json.required ?? []) as string[]);
    return Object.entries(properties).map(([name, property]) => ({
      name,
      in: location,
      required: location === 'path' || required.has(name),
      schema: property,
      ...(location === 'query' && property.type === 'array' ? { style: 'form', explode: true } : {}),
    }));
  };

  const errorResponse = (description: string): Json => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
  });

  const operation = (id: string, endpoint: AnyEndpoint, mfa: boolean): Json => {
    const kinds = endpointAuthKinds(endpoint);
    const anonymous = kinds.every((kind) => ANONYMOUS.has(kind));
    const parameters = [...parametersOf(endpoint.params, 'path'), ...parametersOf(endpoint.query, 'query')];
    if (endpoint.method !== 'GET' && kinds.includes('session')) {
      // Cookie credentials only: a bearer token (apiKey) needs no CSRF header.
      const cookieOnly = kinds.length === 1;
      parameters.push({
        name: CSRF_HEADER,
        in: 'header',
        required: cookieOnly,
        description: cookieOnly
          ? 'The value of the console_csrf cookie (double-submit CSRF).'
          : 'The value of the console_csrf cookie (double-submit CSRF), with the session cookie; not with a bearer token.',
        schema: { type: 'string' },
      });
    }
    if (mfa) {
      parameters.push({
        name: MFA_CODE_HEADER,
        in: 'header',
        required: true,
        description: 'The TOTP code the user entered.',
        schema: { type: 'string' },
      });
    }
    const result: Json = {
      operationId: mfa ? `${id}.mfa` : id,
      summary: mfa ? `${endpoint.summary} (MFA retry)` : endpoint.summary,
      tags: [endpoint.tag ?? id.split('.')[0] ?? 'default'],
    };
    if (endpoint.mfa && !mfa) {
      result.description = `A user with MFA enabled gets 403 MFA_REQUIRED and repeats the request at ${baseUrl}${MFA_PATH_PREFIX}${endpoint.path} with the ${MFA_CODE_HEADER} header.`;
    }
    if (parameters.length > 0) result.parameters = parameters;
    if (endpoint.body && endpoint.method !== 'GET') {
      const body = toSchema(endpoint.body, 'input');
      result.requestBody = endpoint.upload
        ? {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  ...body,
                  properties: {
                    ...((body.properties ?? {}) as Json),
                    file: { type: 'string', contentMediaType: 'application/octet-stream' },
                  },
                  required: [...((body.required ?? []) as string[]), 'file'],
                },
              },
            },
          }
        : { required: true, content: { 'application/json': { schema: body } } };
    }
    const status = String(endpoint.successStatus ?? 200);
    const answer = toSchema(endpoint.response, 'output');
    const responses: Json = {
      [status]:
        status === '204' || Object.keys(answer).length === 0
          ? { description: 'Success' }
          : { description: 'Success', content: { 'application/json': { schema: answer } } },
    };
    if (endpoint.params || endpoint.query || endpoint.body)
      responses['400'] = errorResponse('VALIDATION_ERROR');
    if (!anonymous) responses['401'] = errorResponse('UNAUTHENTICATED');
    responses['403'] = errorResponse('FORBIDDEN, CSRF_INVALID, MFA_REQUIRED or INCORRECT_MFA_CODE');
    responses.default = errorResponse(
      'Other failures (404 NOT_FOUND, 409 and 422 rule refusals, 429 RATE_LIMITED)',
    );
    result.responses = responses;
    result.security = anonymous
      ? []
      : kinds
          .filter((kind): kind is keyof typeof SCHEME_OF => !ANONYMOUS.has(kind))
          .map((kind) => ({
            [SCHEME_OF[kind]]: kind === 'apiKey' && endpoint.apiKey ? [endpoint.apiKey] : [],
          }));
    if (kinds.includes('mfa-pending')) result['x-mfa-pending'] = true;
    if (endpoint.mfa) result['x-mfa'] = true;
    return result;
  };

  const paths: Record<string, Json> = {};
  const add = (path: string, method: HttpMethod, value: Json) => {
    paths[path] = { ...paths[path], [method.toLowerCase()]: value };
  };
  for (const { id, endpoint } of collectEndpoints(registry)) {
    add(`${baseUrl}${endpoint.path}`, endpoint.method, operation(id, endpoint, false));
    if (endpoint.mfa)
      add(`${baseUrl}${MFA_PATH_PREFIX}${endpoint.path}`, endpoint.method, operation(id, endpoint, true));
  }

  return {
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'Console API',
      version: options.version ?? '0.0.0',
      ...(options.description ? { description: options.description } : {}),
    },
    paths,
    components: {
      schemas: components,
      securitySchemes: securitySchemes(baseUrl),
    },
  };
}
