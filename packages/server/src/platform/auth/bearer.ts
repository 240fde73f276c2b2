import type { FastifyRequest } from 'fastify';

/** Longest bearer token looked at (ours are 43 characters). */
const MAX_TOKEN_LENGTH = 200;

/**
 * The token of an `authorization: Bearer <token>` header; undefined without one (or when it is
 * not a plausible token).
 * @example bearerToken(request) // 'k3yZ…'
 */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
}

/** Whether the request carries an `authorization: Bearer` header at all. */
export function hasBearer(request: FastifyRequest): boolean {
  const header = request.headers.authorization;
  return typeof header === 'string' && /^Bearer\s/i.test(header);
}
