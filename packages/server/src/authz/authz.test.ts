import { createPermissions, type Permissions, type Session } from '@console/core';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../db/schema';
import {
  createTestServer,
  DEMO_USERS,
  grant,
  signIn,
  signInTechnician,
  type TestAgent,
  type TestServer,
} from '../test/helpers';
import {
  canSee,
  deviceScope,
  locationScope,
  organizationScope,
  policyScope,
  type ScopedEntity,
  type ScopeSubject,
  searchTermScope,
  userScope,
} from './index';

/*
 * The SQL scope of every entity type, held against the permission module of @console/core on the
 * seeded demo data: for every row of each table, "the row is in the SQL scope" must equal the
 * module's own `can*` answer for that row. Each demo user, plus a technician whose grants are
 * scoped by entity, node class and node role, so every grant field is exercised.
 */

let server: TestServer;
const subjects = new Map<string, ScopeSubject>();

async function subjectOf(agent: TestAgent): Promise<ScopeSubject> {
  const session = (await agent.get('/auth/session')).body as Session;
  const [division] = await server.db
    .select({ id: t.divisions.id })
    .from(t.divisions)
    .where(eq(t.divisions.uid, session.division.uid));
  if (!division) throw new Error('division of the session missing');
  return { session, can: createPermissions(session), division };
}

beforeAll(async () => {
  server = await createTestServer();
  for (const who of Object.keys(DEMO_USERS) as (keyof typeof DEMO_USERS)[]) {
    subjects.set(who, await subjectOf(await signIn(server, who)));
  }
  const division = subjects.get('tech')?.division.id ?? 0;
  const orgs = await server.db
    .select()
    .from(t.organizations)
    .where(eq(t.organizations.divisionId, division))
    .orderBy(asc(t.organizations.id));
  const [first, second] = orgs;
  const [role] = await server.db
    .select()
    .from(t.nodeRoles)
    .where(and(eq(t.nodeRoles.divisionId, division), eq(t.nodeRoles.nodeClass, 'MAC')));
  const [policy] = await server.db.select().from(t.policies).where(eq(t.policies.divisionId, division));
  if (!first || !second || !role || !policy)
    throw new Error('demo organizations, a Mac role and a policy expected');
  const [loneDevice] = await server.db
    .select()
    .from(t.nodes)
    .where(eq(t.nodes.clientId, second.id))
    .orderBy(asc(t.nodes.id))
    .limit(1);
  if (!loneDevice) throw new Error('a device of the second organization expected');
  const scoped = await signInTechnician(server, [
    grant('ORGANIZATION', 'View', { entityId: first.id }),
    grant('ORGANIZATION', 'View', { entityId: second.id }),
    grant('ORGANIZATION', 'View', { nodeClass: 'MAC' }),
    grant('DEVICE', 'View', { nodeClass: 'WINDOWS_SERVER' }),
    grant('DEVICE', 'View', { nodeRoleId: role.id }),
    grant('DEVICE', 'View', { entityId: loneDevice.id }),
    grant('POLICY', 'View', { nodeClass: 'WINDOWS_WORKSTATION' }),
    grant('POLICY', 'View', { entityId: policy.id }),
    grant('SYSTEM', 'EndUserSharing.Access'),
  ]);
  subjects.set('scoped technician', await subjectOf(scoped));
});

afterAll(() => server?.close());

/** `coalesce(condition, false)`: a row is in scope only when the condition is true. */
const inScope = (condition: SQL) => sql<boolean>`coalesce(${condition}, false)`;

interface Check<Row> {
  rows: (subject: ScopeSubject) => Promise<(Row & { visible: boolean })[]>;
  expected: (can: Permissions, row: Row, subject: ScopeSubject) => boolean;
  key: (row: Row) => string;
}

const checks: Record<ScopedEntity | 'search term', Check<Record<string, unknown>>> = {
  organization: {
    rows: (subject) =>
      server.db
        .select({
          id: t.organizations.id,
          divisionId: t.organizations.divisionId,
          visible: inScope(organizationScope(subject)),
        })
        .from(t.organizations),
    expected: (can, row, subject) =>
      row.divisionId === subject.division.id && can.canViewOrganization(row.id as number),
    key: (row) => `organization ${row.id}`,
  },
  location: {
    rows: (subject) =>
      server.db
        .select({
          id: t.locations.id,
          clientId: t.locations.clientId,
          divisionId: t.organizations.divisionId,
          visible: inScope(locationScope(subject)),
        })
        .from(t.locations)
        .innerJoin(t.organizations, eq(t.organizations.id, t.locations.clientId)),
    expected: (can, row, subject) =>
      row.divisionId === subject.division.id && can.canViewOrganization(row.clientId as number),
    key: (row) => `location ${row.id}`,
  },
  device: {
    rows: (subject) =>
      server.db
        .select({
          id: t.nodes.id,
          divisionId: t.nodes.divisionId,
          nodeClass: t.nodes.nodeClass,
          nodeRoleId: t.nodes.nodeRoleId,
          clientId: t.nodes.clientId,
          visible: inScope(deviceScope(subject)),
        })
        .from(t.nodes),
    expected: (can, row, subject) =>
      row.divisionId === subject.division.id &&
      can.canViewDevice({
        id: row.id as number,
        nodeClass: row.nodeClass as string,
        nodeRoleId: row.nodeRoleId as number | null,
        clientId: row.clientId as number | null,
      }),
    key: (row) => `device ${row.id}`,
  },
  policy: {
    rows: (subject) =>
      server.db
        .select({
          id: t.policies.id,
          divisionId: t.policies.divisionId,
          nodeClass: t.policies.nodeClass,
          visible: inScope(policyScope(subject)),
        })
        .from(t.policies),
    expected: (can, row, subject) =>
      row.divisionId === subject.division.id &&
      can.canReadPolicy({ id: row.id as number, nodeClass: row.nodeClass as string }),
    key: (row) => `policy ${row.id}`,
  },
  user: {
    rows: (subject) =>
      server.db
        .select({
          id: t.memberships.userId,
          divisionId: t.memberships.divisionId,
          userType: t.memberships.userType,
          clientId: t.memberships.clientId,
          visible: inScope(userScope(subject)),
        })
        .from(t.memberships),
    expected: (can, row, subject) =>
      row.divisionId === subject.division.id &&
      can.canViewUser({
        id: row.id as number,
        userType: row.userType as 'TECHNICIAN' | 'END_USER',
        clientId: row.clientId as number | null,
      }),
    key: (row) => `user ${row.id} in division ${row.divisionId}`,
  },
  // What the search answers is then re-checked per result; the index scope must already agree.
  'search term': {
    rows: (subject) =>
      server.db
        .select({
          type: t.searchTerms.entityType,
          id: t.searchTerms.entityId,
          divisionId: t.searchTerms.divisionId,
          clientId: t.searchTerms.clientId,
          nodeClass: t.searchTerms.nodeClass,
          nodeRoleId: t.searchTerms.nodeRoleId,
          attr: t.searchTerms.attr,
          visible: inScope(
            and(eq(t.searchTerms.divisionId, subject.division.id), searchTermScope(subject)) as SQL,
          ),
        })
        .from(t.searchTerms),
    expected: (can, row, subject) => {
      if (row.divisionId !== subject.division.id || !can.isTechnician) return false;
      const clientId = row.clientId as number | null;
      if (row.type === 'DEVICE')
        return can.canViewDevice({
          id: row.id as number,
          nodeClass: row.nodeClass as string,
          nodeRoleId: row.nodeRoleId as number | null,
          clientId,
        });
      if (row.type === 'POLICY')
        return can.canReadPolicy({ id: row.id as number, nodeClass: row.nodeClass as string | null });
      return clientId === null || can.canViewOrganization(clientId);
    },
    key: (row) => `${row.type} ${row.id} (${row.attr})`,
  },
};

const users = [...Object.keys(DEMO_USERS), 'scoped technician'];

describe.each(users)('for %s', (who) => {
  it.each(Object.keys(checks))(
    'the %s scope is exactly what the permission module allows',
    async (entity) => {
      const subject = subjects.get(who);
      if (!subject) throw new Error(`no subject for ${who}`);
      const check = checks[entity as keyof typeof checks];
      const rows = await check.rows(subject);
      expect(rows.length).toBeGreaterThan(0);
      const wrong = rows
        .filter((row) => row.visible !== check.expected(subject.can, row, subject))
        .map((row) => `${check.key(row)}: SQL ${row.visible ? 'shows' : 'hides'} it`);
      expect(wrong).toEqual([]);
    },
  );

  it('canSee answers as the scope for visible, hidden, foreign and missing ids', async () => {
    const subject = subjects.get(who);
    if (!subject) throw new Error(`no subject for ${who}`);
    for (const entity of ['organization', 'location', 'device', 'policy', 'user'] as const) {
      const rows = await checks[entity].rows(subject);
      const visible = rows.filter((row) => row.visible).slice(0, 3);
      const hidden = rows.filter((row) => !row.visible).slice(0, 3);
      for (const row of [...visible, ...hidden]) {
        const id = row.id as number;
        // A user may be a member of two divisions: the answer is about this division's membership.
        const expected = rows.some((other) => other.id === id && other.visible);
        expect(await canSee(server.db, subject, entity, id), `${entity} ${id}`).toBe(expected);
      }
      expect(await canSee(server.db, subject, entity, 2_000_000_000)).toBe(false);
      expect(await canSee(server.db, subject, entity, Number.NaN)).toBe(false);
    }
  });
});

describe('the demo data', () => {
  it('separates what the limited users see from what they do not', async () => {
    for (const who of ['tech', 'scoped technician']) {
      const subject = subjects.get(who);
      if (!subject) throw new Error(`no subject for ${who}`);
      for (const entity of ['organization', 'device'] as const) {
        const rows = (await checks[entity].rows(subject)).filter(
          (row) => row.divisionId === subject.division.id,
        );
        expect(
          rows.some((row) => row.visible),
          `${who} sees some ${entity}`,
        ).toBe(true);
        expect(
          rows.some((row) => !row.visible),
          `${who} misses some ${entity}`,
        ).toBe(true);
      }
    }
  });
});
