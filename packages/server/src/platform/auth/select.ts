import type { AnyEndpoint } from '@console/core';
import type { Authenticator, AuthenticatorRegistry } from './authenticator';
import { hasBearer } from './bearer';

/**
 * The authenticator of one endpoint: the one of its `auth`; for an endpoint that names an API key
 * scope (`apiKey`), a request with `authorization: Bearer` goes to the `apiKey` authenticator
 * instead (session OR access token). Throws, at registration, when a kind has no authenticator.
 * @example const authenticator = endpointAuthenticator(state.authenticators, endpoints.client.list);
 */
export function endpointAuthenticator(registry: AuthenticatorRegistry, endpoint: AnyEndpoint): Authenticator {
  const primary = registry.get(endpoint.auth ?? 'session');
  if (!endpoint.apiKey) return primary;
  const apiKey = registry.get('apiKey');
  return {
    kind: primary.kind,
    authenticate: (request, context) =>
      hasBearer(request) ? apiKey.authenticate(request, context) : primary.authenticate(request, context),
  };
}
