import { createPermissions, type Session } from '@console/core';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import * as t from '../../db/schema';
import {
  createTestServer,
  DEMO_DIVISION_UID,
  grant,
  type Loose,
  signIn,
  signInTechnician,
  type TestAgent,
  type TestServer,
} from '../../test/helpers';
import { suggestionScore } from './scoring';

let server: TestServer;
let admin: TestAgent;
let divisionId: number;

beforeAll(async () => {
  server = await createTestServer();
  admin = await signIn(server, 'admin');
  const [division] = await server.db.select().from(t.divisions).where(eq(t.divisions.uid, DEMO_DIVISION_UID));
  divisionId = division?.id ?? 0;
});
afterAll(async () => {
  await server?.close();
});

const search = (agent: TestAgent, body: Record<string, unknown>) =>
  agent.post('/qsearch', { limit: 50, ...body });
const all = (body: Loose): Loose[] => [...body.exact, ...body.suggested];

async function aDevice() {
  const [device] = await server.db
    .select()
    .from(t.nodes)
    .where(
      and(
        eq(t.nodes.divisionId, divisionId),
        eq(t.nodes.nodeClass, 'WINDOWS_WORKSTATION'),
        isNotNull(t.nodes.lastLoggedInUser),
      ),
    )
    .orderBy(asc(t.nodes.id))
    .limit(1);
  if (!device) throw new Error('no seeded workstation');
  return device;
}

describe('POST /qsearch', () => {
  it('finds a device by its MAC address as an exact match with the matched attribute', async () => {
    const device = await aDevice();
    const mac = device.macAddresses[0] as string;
    const response = await search(admin, { query: mac.toLowerCase() });
    expect(response.status).toBe(200);
    const hit = response.body.exact.find((item: Loose) => item.type === 'DEVICE' && item.id === device.id);
    expect(hit).toMatchObject({
      name: device.name,
      score: 100,
      matchAttr: 'macAddress',
      matchAttrValue: mac,
      clientId: device.clientId,
      nodeClass: 'WINDOWS_WORKSTATION',
      nodeType: 'AGENT',
    });
    expect(hit.clientName).toEqual(expect.any(String));
    // The bare hex digits find it too.
    const bare = await search(admin, { query: mac.replace(/[^0-9a-f]/gi, '') });
    expect(all(bare.body).some((item: Loose) => item.id === device.id)).toBe(true);
  });

  it('finds devices by their last logged-in user, exact for the whole value and suggested for a part', async () => {
    const device = await aDevice();
    const user = device.lastLoggedInUser as string;
    const exact = await search(admin, { query: user, filters: ['DEVICE'] });
    expect(exact.body.exact.map((item: Loose) => item.id)).toContain(device.id);
    expect(exact.body.exact.every((item: Loose) => item.matchAttr === 'lastLoggedInUser')).toBe(true);
    const part = user.split('\\')[1] as string;
    const suggested = await search(admin, { query: part, filters: ['DEVICE'] });
    const hit = suggested.body.suggested.find((item: Loose) => item.id === device.id);
    expect(hit).toMatchObject({ matchAttr: 'lastLoggedInUser', matchAttrValue: user });
    expect(hit.score).toBeLessThan(100);
  });

  it('finds a device by every kind of attribute it has', async () => {
    const device = await aDevice();
    const values: [string, string | null][] = [
      ['name', device.name],
      ['dnsName', device.dnsName],
      ['serialNumber', device.serialNumber],
      ['publicIp', device.publicIp],
      ['ipAddress', device.ipAddresses[0] ?? null],
      ['id', String(device.id)],
    ];
    for (const [attr, value] of values) {
      if (!value) continue;
      const response = await search(admin, { query: value, filters: ['DEVICE'], limit: 500 });
      const hit = all(response.body).find((item: Loose) => item.id === device.id);
      expect(hit, `${attr} ${value}`).toBeDefined();
      expect(hit.score, attr).toBe(100);
    }
  });

  it('ranks exact before suggested, suggestions by score, and keeps to the limit', async () => {
    const [org] = await server.db
      .select()
      .from(t.organizations)
      .where(eq(t.organizations.divisionId, divisionId))
      .limit(1);
    const prefix = (org?.name ?? '').slice(0, 4);
    const response = await search(admin, { query: prefix, limit: 5 });
    const items = all(response.body);
    expect(items.length).toBeLessThanOrEqual(5);
    expect(response.body.exact.every((item: Loose) => item.score === 100)).toBe(true);
    const scores = response.body.suggested.map((item: Loose) => item.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.every((score: number) => score < 100)).toBe(true);
  });

  it('ranks a match at the start of a word above one inside a word, equal scores by name', async () => {
    expect(suggestionScore('contains', 'srv', 'NWT-SRV-001')).toBeGreaterThan(
      suggestionScore('contains', 'srv', 'NWT-LSRV-01'),
    );
    expect(suggestionScore('prefix', 'nwt', 'NWT-SRV-001')).toBeGreaterThan(
      suggestionScore('contains', 'srv', 'NWT-SRV-001'),
    );
    const response = await search(admin, { query: 'srv', filters: ['DEVICE'] });
    const suggested = response.body.suggested as Loose[];
    expect(suggested.length).toBeGreaterThan(1);
    for (let i = 1; i < suggested.length; i += 1) {
      const [before, after] = [suggested[i - 1], suggested[i]];
      expect(before.score).toBeGreaterThanOrEqual(after.score);
      if (before.score === after.score)
        expect(
          before.name.localeCompare(after.name, 'en', { numeric: true, sensitivity: 'base' }),
        ).toBeLessThanOrEqual(0);
    }
  });

  it('finds every result type of the seeded demo', async () => {
    const queries: [string, string][] = [
      ['ORGANIZATION', (await server.db.select().from(t.organizations).limit(1))[0]?.name ?? ''],
      ['LOCATION', (await server.db.select().from(t.locations).limit(1))[0]?.name ?? ''],
      [
        'POLICY',
        (await server.db.select().from(t.policies).where(eq(t.policies.divisionId, divisionId)).limit(1))[0]
          ?.name ?? '',
      ],
      ['GROUP', 'All servers'],
      ['BOARD', 'Escalations'],
      [
        'TICKET',
        (await server.db.select().from(t.tickets).where(eq(t.tickets.divisionId, divisionId)).limit(1))[0]
          ?.subject ?? '',
      ],
      ['KB_DOCUMENT', 'Incident response runbook'],
      ['CHECKLIST', 'Employee offboarding'],
      ['APPS_AND_SERVICES', 'CRM'],
      ['TECHNICIAN_USER', 'tech@demo.console'],
    ];
    for (const [type, query] of queries) {
      const response = await search(admin, { query, filters: [type] });
      expect(response.status, type).toBe(200);
      expect(
        all(response.body).some((item: Loose) => item.type === type),
        `${type} "${query}"`,
      ).toBe(true);
    }
  });

  it('answers apps-and-services documents with their template, and ticketing searches with the default board', async () => {
    const response = await search(admin, { query: 'CRM', filter: 'apps_and_services' });
    const doc = all(response.body)[0];
    expect(doc).toMatchObject({
      type: 'APPS_AND_SERVICES',
      details: { documentTemplateAllowMultiple: true },
    });
    expect(doc.details.documentTemplateId).toEqual(expect.any(Number));
    expect(doc.clientId).toEqual(expect.any(Number));
    const ticketing = await search(admin, { query: 'zzzz-no-ticket', filters: ['BOARD', 'TICKET'] });
    const [board] = await server.db
      .select()
      .from(t.ticketBoards)
      .where(and(eq(t.ticketBoards.divisionId, divisionId), eq(t.ticketBoards.isDefault, true)));
    expect(ticketing.body).toEqual({ exact: [], suggested: [], defaultBoardId: board?.id });
  });

  it('searches only the filter types, and matches the administration pages of the variant', async () => {
    const response = await search(admin, {
      query: 'tech',
      filter: 'users',
    });
    expect(
      all(response.body).every((item: Loose) => ['TECHNICIAN_USER', 'END_USER'].includes(item.type)),
    ).toBe(true);
    const pages = [
      {
        name: 'Technicians',
        category: 'Accounts',
        searchAliases: ['users'],
        route: '/administration/users/technicians',
      },
      {
        name: 'Branding',
        category: 'General',
        searchAliases: ['logo'],
        route: '/administration/general/branding/website',
      },
    ];
    const variant = await search(admin, {
      query: 'technicians',
      filter: 'administration',
      administrationPages: pages,
    });
    expect(variant.body.exact).toEqual([
      expect.objectContaining({
        type: 'ADMINISTRATION',
        name: 'Technicians',
        route: '/administration/users/technicians',
        score: 100,
      }),
    ]);
    const none = await search(admin, { query: 'technicians', filter: 'devices', administrationPages: pages });
    expect(all(none.body).some((item: Loose) => item.type === 'ADMINISTRATION')).toBe(false);
  });

  it('refuses empty, whitespace, too long queries and limits above 500 with 400', async () => {
    for (const body of [
      { query: '' },
      { query: '   ' },
      { query: 'x'.repeat(1025) },
      { query: 'x', limit: 501 },
    ]) {
      const response = await admin.post('/qsearch', body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(response.body.resultCode).toBe('VALIDATION_ERROR');
    }
  });

  it('needs a session and the CSRF token', async () => {
    expect((await server.agent().post('/qsearch', { query: 'x' })).status).toBe(401);
    expect((await admin.post('/qsearch', { query: 'x' }, { csrf: 'wrong' })).status).toBe(403);
  });
});

describe('given a limited technician', () => {
  it('does not find an organization, or its devices, they cannot view', async () => {
    const tech = await signIn(server, 'tech');
    const session = (await tech.get('/auth/session')).body as Session;
    const can = createPermissions(session);
    const orgs = await server.db
      .select()
      .from(t.organizations)
      .where(eq(t.organizations.divisionId, divisionId));
    const hidden = orgs.find((org) => !can.canViewOrganization(org.id));
    const shown = orgs.find((org) => can.canViewOrganization(org.id));
    expect(hidden && shown).toBeTruthy();
    if (!hidden || !shown) return;
    const refused = await search(tech, { query: hidden.name });
    expect(
      all(refused.body).some((item: Loose) => item.type === 'ORGANIZATION' && item.id === hidden.id),
    ).toBe(false);
    expect(all(refused.body).some((item: Loose) => item.clientId === hidden.id)).toBe(false);
    const allowed = await search(tech, { query: shown.name });
    expect(
      all(allowed.body).some((item: Loose) => item.type === 'ORGANIZATION' && item.id === shown.id),
    ).toBe(true);
    // A device of the hidden organization, by its exact name.
    const [device] = await server.db.select().from(t.nodes).where(eq(t.nodes.clientId, hidden.id)).limit(1);
    if (!device) throw new Error('a device of the hidden organization expected');
    const byName = await search(tech, { query: device.name, limit: 500 });
    expect(all(byName.body).some((item: Loose) => item.type === 'DEVICE' && item.id === device.id)).toBe(
      false,
    );
  });

  it('sees devices granted by role only in the organizations they may view', async () => {
    const orgs = await server.db
      .select()
      .from(t.organizations)
      .where(eq(t.organizations.divisionId, divisionId))
      .orderBy(asc(t.organizations.id));
    const [first, second] = orgs;
    if (!first || !second) throw new Error('two organizations expected');
    const agent = await signInTechnician(server, [
      grant('ORGANIZATION', 'View', { entityId: first.id }),
      grant('DEVICE', 'View'),
    ]);
    const [inFirst] = await server.db.select().from(t.nodes).where(eq(t.nodes.clientId, first.id)).limit(1);
    const [inSecond] = await server.db.select().from(t.nodes).where(eq(t.nodes.clientId, second.id)).limit(1);
    if (!inFirst || !inSecond) throw new Error('devices expected');
    expect(
      all((await search(agent, { query: inFirst.name })).body).some((item: Loose) => item.id === inFirst.id),
    ).toBe(true);
    expect(
      all((await search(agent, { query: inSecond.name })).body).some(
        (item: Loose) => item.id === inSecond.id,
      ),
    ).toBe(false);
    // No group, policy, ticket or document results without their permissions.
    const types = new Set(
      all((await search(agent, { query: 'a', limit: 500 })).body).map((item: Loose) => item.type),
    );
    for (const type of [
      'GROUP',
      'POLICY',
      'BOARD',
      'TICKET',
      'KB_DOCUMENT',
      'CHECKLIST',
      'APPS_AND_SERVICES',
      'END_USER',
    ])
      expect(types.has(type), type).toBe(false);
  });

  it('finds nothing as an end user', async () => {
    const agent = await signInTechnician(server, [], { userType: 'END_USER' });
    const response = await search(agent, { query: 'a' });
    expect(response.body).toEqual({ exact: [], suggested: [], defaultBoardId: null });
  });
});

describe('the search index', () => {
  it('follows renames and deletions of the searchable tables', async () => {
    const device = await aDevice();
    await server.db.update(t.nodes).set({ name: 'RENAMED-FOR-SEARCH-7' }).where(eq(t.nodes.id, device.id));
    const renamed = await search(admin, { query: 'renamed-for-search-7' });
    expect(renamed.body.exact.map((item: Loose) => item.id)).toContain(device.id);
    await server.db.update(t.nodes).set({ isUp: false }).where(eq(t.nodes.id, device.id));
    expect((await search(admin, { query: 'renamed-for-search-7' })).body.exact).toHaveLength(1);
    const [group] = await server.db
      .insert(t.deviceGroups)
      .values({ divisionId, name: 'Kiosk tablets' })
      .returning();
    expect(
      all((await search(admin, { query: 'kiosk tablets' })).body).map((item: Loose) => item.id),
    ).toContain(group?.id);
    await server.db.delete(t.deviceGroups).where(eq(t.deviceGroups.id, group?.id ?? 0));
    expect(
      all((await search(admin, { query: 'kiosk tablets' })).body).some(
        (item: Loose) => item.type === 'GROUP',
      ),
    ).toBe(false);
  });

  it('uses the indexes, not a scan of the devices', async () => {
    const plan = await queryRows<Record<string, string>>(
      server.db,
      sql`EXPLAIN SELECT entity_id FROM search_terms WHERE division_id = ${divisionId} AND norm LIKE '%desk%' LIMIT 50`,
    );
    const text = plan.map((row) => Object.values(row)[0]).join('\n');
    expect(text).toMatch(/search_terms_trgm_idx|search_terms_norm_idx/);
  });
});

describe('recent searches', () => {
  it('records chosen results, newest first, administration entries with their route', async () => {
    const agent = await signIn(server, 'admin');
    const device = await aDevice();
    expect(
      (
        await agent.post('/qsearch/recent', {
          id: device.id,
          name: device.name,
          type: 'DEVICE',
          details: { clientId: device.clientId, nodeClass: device.nodeClass, nodeType: device.nodeType },
        })
      ).body,
    ).toEqual({ resultCode: 'SUCCESS' });
    await agent.post('/qsearch/recent', {
      id: '/administration/tasks',
      name: 'Tasks',
      type: 'ADMINISTRATION',
      description: 'Tasks',
      details: '/administration/tasks',
    });
    const recent = await agent.get('/qsearch/recent');
    expect(recent.body.slice(0, 2)).toEqual([
      {
        id: '/administration/tasks',
        name: 'Tasks',
        type: 'ADMINISTRATION',
        description: 'Tasks',
        details: '/administration/tasks',
      },
      expect.objectContaining({ id: device.id, name: device.name, type: 'DEVICE' }),
    ]);
  });

  it('keeps ten entries per user, choosing one again moves it to the top', async () => {
    const agent = await signInTechnician(server, [grant('ORGANIZATION', 'View'), grant('DEVICE', 'View')]);
    for (let i = 1; i <= 12; i += 1) {
      server.clock.advance(1000);
      await agent.post('/qsearch/recent', { id: i, name: `Organization ${i}`, type: 'ORGANIZATION' });
    }
    server.clock.advance(1000);
    await agent.post('/qsearch/recent', { id: 5, name: 'Organization 5', type: 'ORGANIZATION' });
    const recent = (await agent.get('/qsearch/recent')).body as Loose[];
    expect(recent.map((entry) => entry.id)).toEqual([5, 12, 11, 10, 9, 8, 7, 6, 4, 3]);
    // Another user's list is their own.
    expect(
      (await admin.get('/qsearch/recent')).body.some((entry: Loose) => entry.name === 'Organization 12'),
    ).toBe(false);
  });

  it('refuses an unknown type with 400', async () => {
    const response = await admin.post('/qsearch/recent', { id: 1, name: 'x', type: 'SPACESHIP' });
    expect(response.status).toBe(400);
  });
});

describe('lookups', () => {
  it('returns device details by id, dropping devices that are gone or not visible', async () => {
    const device = await aDevice();
    const response = await admin.post('/qsearch/device-details', { ids: [device.id, 999_999] });
    expect(response.body.nodes).toEqual([
      expect.objectContaining({
        id: device.id,
        name: expect.any(String),
        nodeClass: device.nodeClass,
        nodeType: device.nodeType,
      }),
    ]);
    const agent = await signInTechnician(server, []);
    expect((await agent.post('/qsearch/device-details', { ids: [device.id] })).body).toEqual({ nodes: [] });
  });

  it("returns a KB document's folder chain, root first", async () => {
    const [doc] = await server.db
      .select()
      .from(t.kbDocuments)
      .where(and(eq(t.kbDocuments.divisionId, divisionId), isNotNull(t.kbDocuments.clientId)))
      .limit(1);
    if (!doc) throw new Error('KB document expected');
    const response = await admin.get(`/qsearch/kb-path?itemId=${doc.id}&isFile=true`);
    expect(response.status).toBe(200);
    expect(response.body.clientId).toBe(doc.clientId);
    expect(response.body.folders[0]).toMatchObject({ name: 'Knowledge Base' });
    expect(response.body.folders.at(-1).id).toBe(doc.folderId);
    expect((await admin.get('/qsearch/kb-path?itemId=999999&isFile=true')).status).toBe(404);
  });
});
