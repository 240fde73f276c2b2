import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import * as t from '../db/schema';
import { createSecretBox } from '../lib/crypto';
import { createTestServer, DEMO_DIVISION_UID, openTestDatabase, type TestServer } from '../test/helpers';
import { DEVICE_MIX, deviceCountsFor, isSeeded, seedDemo } from './demo';
import { DEMO_USERS } from './users';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function demoDivisionId() {
  const [division] = await server.db.select().from(t.divisions).where(eq(t.divisions.uid, DEMO_DIVISION_UID));
  if (!division) throw new Error('no demo division');
  return division.id;
}

describe('given the demo seed', () => {
  it('creates every node class with the default mix (310 devices)', async () => {
    const divisionId = await demoDivisionId();
    const rows = await server.db
      .select({ nodeClass: t.nodes.nodeClass, n: count() })
      .from(t.nodes)
      .where(eq(t.nodes.divisionId, divisionId))
      .groupBy(t.nodes.nodeClass);
    const counts = Object.fromEntries(rows.map((row) => [row.nodeClass, row.n]));
    expect(counts).toEqual(Object.fromEntries(DEVICE_MIX));
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(310);
  });

  it('spreads devices over six organizations and their locations', async () => {
    const divisionId = await demoDivisionId();
    const orgs = await server.db
      .select()
      .from(t.organizations)
      .where(eq(t.organizations.divisionId, divisionId));
    expect(orgs.map((o) => o.name).sort()).toEqual([
      'Adventure Works',
      'Contoso Health',
      'Fabrikam Legal',
      'Northwind Traders',
      'Tailspin Toys',
      'Wide World Importers',
    ]);
    const perOrg = await server.db
      .select({ clientId: t.nodes.clientId, n: count() })
      .from(t.nodes)
      .where(eq(t.nodes.divisionId, divisionId))
      .groupBy(t.nodes.clientId);
    expect(perOrg).toHaveLength(6);
    const [locations] = await server.db
      .select({ n: count() })
      .from(t.locations)
      .innerJoin(t.organizations, eq(t.organizations.id, t.locations.clientId))
      .where(eq(t.organizations.divisionId, divisionId));
    expect(locations?.n).toBe(11);
  });

  it('links VM hosts to a Windows-server delegate and guests to hosts of their kind', async () => {
    const hosts = await server.db.select().from(t.nodes).where(isNotNull(t.nodes.delegateNodeId));
    expect(hosts.map((h) => h.nodeClass).sort()).toEqual([
      'HYPERV_VMM_HOST',
      'HYPERV_VMM_HOST',
      'VMWARE_VM_HOST',
      'VMWARE_VM_HOST',
      'VMWARE_VM_HOST',
    ]);
    const delegates = await server.db.select().from(t.nodes).where(eq(t.nodes.isVmMonitorDelegate, true));
    expect(delegates.length).toBeGreaterThan(0);
    expect(delegates.every((d) => d.nodeClass === 'WINDOWS_SERVER')).toBe(true);
    const guests = await queryRows<{ guest: string; host: string }>(
      server.db,
      sql`SELECT g.node_class AS guest, h.node_class AS host FROM nodes g JOIN nodes h ON h.id = g.parent_node_id WHERE g.node_class LIKE '%GUEST'`,
    );
    expect(guests).toHaveLength(28);
    for (const { guest, host } of guests) expect(host).toBe(guest.replace('GUEST', 'HOST'));
  });

  it('carries the match attributes search needs on agent devices', async () => {
    const [device] = await server.db
      .select()
      .from(t.nodes)
      .where(and(eq(t.nodes.nodeClass, 'WINDOWS_WORKSTATION'), isNotNull(t.nodes.lastLoggedInUser)))
      .limit(1);
    expect(device).toMatchObject({
      systemName: expect.any(String),
      dnsName: expect.stringMatching(/\.local$/),
      serialNumber: expect.any(String),
      biosSerialNumber: expect.any(String),
      publicIp: expect.stringMatching(/^\d+\.\d+\.\d+\.\d+$/),
    });
    expect(device?.ipAddresses.length).toBe(1);
    expect(device?.macAddresses[0]).toMatch(/^([0-9A-F]{2}:){5}[0-9A-F]{2}$/);
  });

  it('creates the demo users with their roles, the admin in two accounts with MFA', async () => {
    const users = await server.db.select().from(t.users);
    const byEmail = new Map(users.map((u) => [u.email, u]));
    for (const demo of Object.values(DEMO_USERS)) expect(byEmail.has(demo.email)).toBe(true);
    expect(byEmail.get(DEMO_USERS.admin.email)?.mfaSecret).toMatch(/^v1\./);
    expect(byEmail.get(DEMO_USERS.tech.email)?.mfaSecret).toBeNull();
    const memberships = await server.db
      .select({
        email: t.users.email,
        userType: t.memberships.userType,
        sysadmin: t.memberships.sysadmin,
        role: t.userRoles.name,
      })
      .from(t.memberships)
      .innerJoin(t.users, eq(t.users.id, t.memberships.userId))
      .leftJoin(t.userRoles, eq(t.userRoles.id, t.memberships.roleId));
    const of = (email: string) => memberships.filter((m) => m.email === email);
    expect(of(DEMO_USERS.admin.email)).toHaveLength(2);
    expect(of(DEMO_USERS.admin.email).every((m) => m.sysadmin)).toBe(true);
    expect(of(DEMO_USERS.tech.email)).toEqual([
      { email: DEMO_USERS.tech.email, userType: 'TECHNICIAN', sysadmin: false, role: 'Limited Technician' },
    ]);
    expect(of(DEMO_USERS.support.email)[0]?.role).toBe('Support (no remote tools)');
    expect(of(DEMO_USERS.enduser.email)[0]).toMatchObject({
      userType: 'END_USER',
      role: 'Standard End User',
    });
    const roles = await server.db
      .select({
        name: t.userRoles.name,
        roleType: t.userRoles.roleType,
        permissions: t.userRoles.permissions,
      })
      .from(t.userRoles);
    const support = roles.find((r) => r.name === 'Support (no remote tools)');
    expect(support?.permissions.some((p) => p.type === 'NODE')).toBe(false);
    expect(
      roles
        .filter((r) => r.roleType === 'TECHNICIAN')
        .map((r) => r.name)
        .sort(),
    ).toEqual(['Full Technician', 'Lab Technician', 'Limited Technician', 'Support (no remote tools)']);
  });

  it('seeds the node role tree, default policies, credentials, script categories and scripts', async () => {
    const divisionId = await demoDivisionId();
    const roles = await server.db.select().from(t.nodeRoles).where(eq(t.nodeRoles.divisionId, divisionId));
    const unmanagedParent = roles.find((r) => r.name === 'UNMANAGED_DEVICE');
    expect(unmanagedParent?.nodeClass).toBe('UNMANAGED_DEVICE');
    expect(roles.filter((r) => r.parentId === unmanagedParent?.id).map((r) => r.name)).toEqual([
      'Printer',
      'Monitor',
      'Desk Phone',
      'Projector',
      'UPS',
    ]);
    expect(roles.filter((r) => r.parentId === null).map((r) => r.name)).toEqual([
      'MANAGED_DEVICE',
      'UNMANAGED_DEVICE_ROOT',
    ]);
    const policies = await server.db.select().from(t.policies).where(eq(t.policies.divisionId, divisionId));
    expect(policies.filter((p) => p.nodeClassDefault)).toHaveLength(14);
    const credentials = await server.db
      .select()
      .from(t.credentials)
      .where(eq(t.credentials.divisionId, divisionId));
    expect(credentials.map((c) => c.credentialType).sort()).toEqual([
      'BASIC',
      'BASIC',
      'BASIC',
      'SNMPV2',
      'SNMPV3',
      'TELNET_SSH',
    ]);
    expect(credentials.every((c) => c.secret?.startsWith('v1.'))).toBe(true);
    const categories = await server.db
      .select()
      .from(t.scriptCategories)
      .where(eq(t.scriptCategories.divisionId, divisionId));
    expect(categories.filter((c) => c.internal)).toHaveLength(7);
    const scripts = await server.db.select().from(t.scripts).where(eq(t.scripts.divisionId, divisionId));
    expect(scripts.filter((s) => s.language === 'native')).toHaveLength(6);
    expect(new Set(scripts.map((s) => s.language))).toEqual(
      new Set([
        'native',
        'powershell',
        'batchfile',
        'vbscript',
        'shellscript',
        'binary_install',
        'binary_run',
        'file_transfer',
      ]),
    );
  });

  it('is deterministic: a second seed writes the same devices', async () => {
    const { database, cleanup } = await openTestDatabase();
    try {
      await database.db.transaction((tx) =>
        seedDemo(tx as never, { secrets: createSecretBox('other'), now: server.clock.now }),
      );
      const names = async (db: typeof server.db) =>
        (
          await db
            .select({ name: t.nodes.name, serial: t.nodes.serialNumber })
            .from(t.nodes)
            .orderBy(t.nodes.id)
        ).map((row) => `${row.name}/${row.serial}`);
      expect(await names(database.db)).toEqual(await names(server.db));
      expect(await isSeeded(database.db)).toBe(true);
    } finally {
      await cleanup();
    }
  });

  it('seeds a small demo too (a test server with 10 devices, no servers to hold backup data)', async () => {
    const { database, cleanup } = await openTestDatabase();
    try {
      await database.db.transaction((tx) =>
        seedDemo(tx as never, { secrets: createSecretBox('other'), now: server.clock.now, devices: 10 }),
      );
      const [devices] = await database.db.select({ n: count() }).from(t.nodes);
      expect(devices?.n).toBeGreaterThan(0);
      expect(await isSeeded(database.db)).toBe(true);
    } finally {
      await cleanup();
    }
  });

  it('scales the mix for benchmarks', () => {
    const counts = deviceCountsFor(100_000);
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(100_000);
    expect(counts.get('UNMANAGED_DEVICE')).toBeGreaterThan(3000);
    expect([...counts.values()].every((n) => n > 0)).toBe(true);
  });
});
