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

/** Header of the generated `topic-routes.ts`. */
const TOPIC_HEADER = `// Generated from the contract by \`pnpm --filter @console/core routes\`: do not edit.
// routes.test.ts fails when this table and the \`topics\` registry drift apart.
import type { TopicRouteTable } from './topic-route';
import type { Topics } from './topics';

/**
 * Every realtime topic's name pattern, without schemas: what widgets subscribe to in the browser
 * so they do not ship zod (see {@link TopicRoute}).
 * @example
 * import { topicRoutes } from '@console/core';
 * useTopic(topicRoutes.scriptingMalwareScan, undefined, onScan);
 */
export const topicRoutes: TopicRouteTable<Topics> = `;

/**
 * The source text of `contract/topic-routes.ts` for a topic registry: each topic's name pattern.
 * @example writeFileSync('src/contract/topic-routes.ts', topicRoutesSource(topics));
 */
export function topicRoutesSource(registry: Record<string, { name: string }>): string {
  const lines = Object.entries(registry).map(
    ([key, topic]) => `  ${key}: { name: ${JSON.stringify(topic.name)} },`,
  );
  return `${TOPIC_HEADER}{\n${lines.join('\n')}\n};\n`;
}
