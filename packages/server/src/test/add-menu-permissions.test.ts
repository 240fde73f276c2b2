/**
 * The Add menu's entries (000 §2.7, §6) are only a view of the server's rules: a limited
 * technician sees the entries core's permissions allow, and the server refuses the others' calls
 * with 403, writing nothing.
 */
import { createPermissions, type Session } from '@console/core';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../db/schema';
import { setupDemoServer } from './helpers';
import { buildSamples, type Sample } from './samples';

const { server, tech, support } = setupDemoServer('tech', 'support');
let samples: Record<string, Sample>;
beforeAll(async () => {
  samples = await buildSamples(server);
});

/** Each entry that creates something, the flag that shows it and the call behind it. */
const ENTRIES = [
  { entry: 'Policy', flag: 'canCreatePolicies', route: 'POST /policy', table: t.policies },
  { entry: 'Organization', flag: 'canCreateCustomers', route: 'POST /client', table: t.organizations },
  { entry: 'User ▸ Technician', flag: 'canCreateUsers', route: 'POST /appuser', table: t.users },
  {
    entry: 'Device ▸ Computer',
    flag: 'canCreateDevices',
    route: 'POST /installer/generate',
    table: t.installerFiles,
  },
] as const;

async function rows(table: (typeof ENTRIES)[number]['table']) {
  const [row] = await server.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

async function call(agent: typeof tech, route: string) {
  const [method = 'GET', path = ''] = route.split(' ');
  const sample = samples[route];
  if (!sample) throw new Error(`no sample for ${route}`);
  return agent.request(method, path, sample.body);
}

describe.each([
  ['the limited technician', () => tech, ['Device ▸ Computer']],
  ['the help desk technician', () => support, []],
])('given %s', (_name, agent, visible) => {
  it('sees only the entries their permissions allow, and gets 403 with no write for the others', async () => {
    const session = (await agent().get('/auth/session')).body as Session;
    const can = createPermissions(session);
    const shown = ENTRIES.filter(({ flag }) => can[flag]).map(({ entry }) => entry);
    expect(shown).toEqual(visible);
    for (const { entry, route, table } of ENTRIES) {
      if (shown.includes(entry)) continue;
      const before = await rows(table);
      const response = await call(agent(), route);
      expect(response.status, `${entry}: ${route}`).toBe(403);
      expect(await rows(table)).toBe(before);
    }
  });

  it('is not refused for the entries it sees', async () => {
    for (const { entry, route } of ENTRIES) {
      if (!visible.includes(entry)) continue;
      // The installer sample asks for a Mac DMG: past every permission check, the 422 "not available".
      expect((await call(agent(), route)).status, `${entry}: ${route}`).not.toBe(403);
    }
  });
});
