import type { AnyEndpoint } from './define';

/** Header of the generated `routes.ts`. */
const HEADER = `// Generated from the contract by \`pnpm --filter @console/core routes\`: do not edit.
// routes.test.ts fails when this table and the \`endpoints\` registry drift apart.
import type { Endpoints } from './index';
import type { RouteTable } from './route';

/**
 * Every endpoint's method and path, by area, without schemas: what widgets call in the browser so
 * they do not ship zod (see {@link Route}).
 * @example
 * import { routes } from '@console/core';
 * useConsoleQuery(routes.search.recent, {});
 */
export const routes: RouteTable<Endpoints> = `;

/**
 * The source text of `contract/routes.ts` for an endpoint registry: each endpoint's method and
 * path under the same area and name.
 * @example writeFileSync('src/contract/routes.ts', routesSource(endpoints));
 */
export function routesSource(registry: Record<string, Record<string, AnyEndpoint>>): string {
  const areas = Object.entries(registry).map(([area, group]) => {
    const lines = Object.entries(group).map(
      ([name, endpoint]) =>
        `    ${name}: { method: ${JSON.stringify(endpoint.method)}, path: ${JSON.stringify(endpoint.path)} },`,
    );
    return `  ${area}: {\n${lines.join('\n')}\n  },`;
  });
  return `${HEADER}{\n${areas.join('\n')}\n};\n`;
}
