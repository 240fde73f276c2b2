import type { AnyEndpoint } from './define';

/**
 * An endpoint as a browser calls it: only its method and path, no zod schemas, so a widget that
 * calls it does not ship zod. Its types (input, answer) still come from the endpoint definition it
 * mirrors. Every endpoint has one in {@link routes}; the client and the React Query helpers accept a
 * route wherever they accept a definition (a definition also validates the answer; a route trusts
 * the server, which checks every answer against the contract before sending it).
 * @example
 * import { routes } from '@console/core';
 * await client.call(routes.client.deviceCount, { params: { id: 7 } });
 */
export interface Route<E extends AnyEndpoint = AnyEndpoint> {
  readonly method: E['method'];
  /** Path under the API base, with `{name}` placeholders. */
  readonly path: E['path'];
  /** Type only, never set: the definition whose input and answer types the route carries. */
  readonly '~endpoint'?: E;
}

/**
 * What the client accepts for a call: the full definition (the answer is validated with its
 * schema) or its schema-free {@link Route}.
 * @example function count(ref: EndpointRef<typeof endpoints.client.deviceCount>) {}
 */
export type EndpointRef<E extends AnyEndpoint> = E | Route<E>;

/**
 * The schema-free mirror of an endpoint registry: the same areas and names, a {@link Route} each.
 * @example const table: RouteTable<Endpoints> = routes;
 */
export type RouteTable<T> = {
  readonly [Area in keyof T]: {
    readonly [Name in keyof T[Area]]: T[Area][Name] extends AnyEndpoint ? Route<T[Area][Name]> : never;
  };
};
