import { describe, expect, it } from 'vitest';
import { endpoints } from './index';
import { routes } from './routes';
import { topicRoutes } from './topic-routes';
import { topics } from './topics';
import { topicKey } from './topics/define';

describe('given the schema-free route table', () => {
  it('has exactly the areas and endpoints of the contract', () => {
    const names = (table: Record<string, Record<string, unknown>>) =>
      Object.entries(table).flatMap(([area, group]) => Object.keys(group).map((name) => `${area}.${name}`));
    expect(names(routes).sort()).toEqual(names(endpoints).sort());
  });

  it('mirrors each endpoint with its method and path only', () => {
    for (const [area, group] of Object.entries(endpoints)) {
      for (const [name, endpoint] of Object.entries(group)) {
        const route = (routes as Record<string, Record<string, unknown>>)[area]?.[name];
        expect(route, `${area}.${name} (run pnpm --filter @console/core routes)`).toEqual({
          method: endpoint.method,
          path: endpoint.path,
        });
      }
    }
  });
});

describe('given the schema-free topic table', () => {
  it('mirrors every topic with its name pattern only', () => {
    expect(Object.keys(topicRoutes).sort()).toEqual(Object.keys(topics).sort());
    for (const [name, topic] of Object.entries(topics)) {
      expect(
        (topicRoutes as Record<string, unknown>)[name],
        `${name} (run pnpm --filter @console/core routes)`,
      ).toEqual({ name: topic.name });
    }
  });

  it('gives the same topic keys as the definitions', () => {
    expect(topicKey(topicRoutes.device, { id: 7 })).toBe(topicKey(topics.device, { id: 7 }));
    expect(topicKey(topicRoutes.devices)).toBe('devices');
    expect(() => topicKey(topicRoutes.device, { id: 'a b' as unknown as number })).toThrow(
      'Invalid topic parameter "id"',
    );
  });
});
