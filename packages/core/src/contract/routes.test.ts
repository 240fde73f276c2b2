import { describe, expect, it } from 'vitest';
import { endpoints } from './index';
import { routes } from './routes';

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
