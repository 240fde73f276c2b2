import { and, count, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { grant, setupDemoServer, signInTechnician } from '../../test/helpers';

const { server, ids, admin, tech, support } = setupDemoServer('admin', 'tech', 'support');

async function firstNode(nodeClass: string, clientId?: number) {
  const [row] = await server.db
    .select()
    .from(t.nodes)
    .where(and(eq(t.nodes.nodeClass, nodeClass), clientId ? eq(t.nodes.clientId, clientId) : undefined))
    .orderBy(t.nodes.id)
    .limit(1);
  if (!row) throw new Error(`no ${nodeClass}`);
  return row;
}

async function roleId(name: string) {
  const [row] = await server.db
    .select()
    .from(t.nodeRoles)
    .where(and(eq(t.nodeRoles.name, name), eq(t.nodeRoles.divisionId, ids.division.id)));
  if (!row) throw new Error(`no role ${name}`);
  return row.id;
}

describe('GET /node/{id}', () => {
  it('answers the device fields of 002 §3', async () => {
    const device = await firstNode('WINDOWS_SERVER');
    const response = await admin.get(`/node/${device.id}`);
    expect(response.status).toBe(200);
    expect(response.body.resultCode).toBe('SUCCESS');
    expect(response.body.node).toMatchObject({
      id: device.id,
      nodeClass: 'WINDOWS_SERVER',
      nodeType: 'AGENT',
      isServer: true,
      isMac: false,
      isLinux: false,
      clientId: device.clientId,
      policyIdSource: expect.any(String),
      displayName: expect.any(String),
    });
  });

  it('refuses a device of an organization the technician cannot view', async () => {
    const device = await firstNode('WINDOWS_SERVER', ids.org('Fabrikam Legal').id);
    expect((await tech.get(`/node/${device.id}`)).status).toBe(403);
    expect((await admin.get('/node/99999999')).status).toBe(404);
  });
});

describe('GET /query/devices', () => {
  it('pages, filters by organization, class and status, and searches the match attributes', async () => {
    const all = await admin.get('/query/devices');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ page: 1, pageSize: 50, total: 310 });
    expect(all.body.items).toHaveLength(50);
    const northwind = ids.org('Northwind Traders').id;
    const servers = await admin.get(
      `/query/devices?clientId=${northwind}&nodeClass=WINDOWS_SERVER,LINUX_SERVER&pageSize=200`,
    );
    expect(servers.body.items.length).toBeGreaterThan(0);
    expect(
      servers.body.items.every(
        (d: { clientId: number; nodeClass: string }) =>
          d.clientId === northwind && ['WINDOWS_SERVER', 'LINUX_SERVER'].includes(d.nodeClass),
      ),
    ).toBe(true);
    const down = await admin.get('/query/devices?status=DOWN&pageSize=1000');
    expect(down.body.items.every((d: { isUp: boolean }) => !d.isUp)).toBe(true);
    const device = await firstNode('WINDOWS_WORKSTATION');
    const bySerial = await admin.get(`/query/devices?search=${device.serialNumber}`);
    expect(bySerial.body.items.map((d: { id: number }) => d.id)).toContain(device.id);
    const byMac = await admin.get(
      `/query/devices?search=${encodeURIComponent(device.macAddresses[0] ?? '')}`,
    );
    expect(byMac.body.items.map((d: { id: number }) => d.id)).toContain(device.id);
    const byIp = await admin.get(`/query/devices?search=${device.ipAddresses[0]}`);
    expect(byIp.body.items.map((d: { id: number }) => d.id)).toContain(device.id);
  });

  it('shows a limited technician only the devices of their organizations', async () => {
    const visible = await tech.get('/query/devices?pageSize=1000');
    const allowed = new Set([ids.org('Northwind Traders').id, ids.org('Contoso Health').id]);
    const [expected] = await server.db
      .select({ n: count() })
      .from(t.nodes)
      .where(and(eq(t.nodes.divisionId, ids.division.id)));
    expect(visible.body.total).toBeLessThan(expected?.n ?? 0);
    expect(visible.body.items.every((d: { clientId: number }) => allowed.has(d.clientId))).toBe(true);
  });

  it('shows a technician scoped to one role only that role, plus devices granted one by one', async () => {
    const device = await firstNode('LINUX_SERVER');
    const agent = await signInTechnician(server, [
      grant('ORGANIZATION', 'View'),
      grant('DEVICE', 'View', { nodeClass: 'MAC' }),
      grant('DEVICE', 'View', { entityId: device.id }),
    ]);
    const response = await agent.get('/query/devices?pageSize=1000');
    const classes = new Set(response.body.items.map((d: { nodeClass: string }) => d.nodeClass));
    expect(classes).toEqual(new Set(['MAC', 'LINUX_SERVER']));
    expect(
      response.body.items.filter((d: { nodeClass: string }) => d.nodeClass === 'LINUX_SERVER'),
    ).toHaveLength(1);
  });

  it('refuses a bad filter with 400', async () => {
    const response = await admin.get('/query/devices?nodeClass=TOASTER');
    expect(response.status).toBe(400);
    expect(response.body.issues[0].path).toMatch(/^query\.nodeClass/);
  });
});

describe('POST /node (unmanaged device)', () => {
  it('creates an unmanaged device under an unmanaged role and answers its nodeId', async () => {
    const contoso = ids.org('Contoso Health');
    const [location] = (await admin.get(`/client/${contoso.id}/locations`)).body;
    const response = await admin.post('/node', {
      name: 'Lobby Projector',
      orgId: contoso.id,
      locationId: location.id,
      assetTypeId: await roleId('Projector'),
      serialNumber: 'PJ-1234',
      warrantyStartDate: '2026-01-01',
      warrantyEndDate: '2028-01-01',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ resultCode: 'SUCCESS', nodeId: expect.any(Number) });
    expect(response.body.node).toMatchObject({
      nodeClass: 'UNMANAGED_DEVICE',
      nodeType: 'UNMANAGED',
      serialNumber: 'PJ-1234',
    });
  });

  it('refuses a managed role, a foreign location and an end date before the start', async () => {
    const contoso = ids.org('Contoso Health');
    const [location] = (await admin.get(`/client/${contoso.id}/locations`)).body;
    const base = { name: 'Asset', orgId: contoso.id, locationId: location.id };
    const managed = await admin.post('/node', { ...base, assetTypeId: await roleId('WINDOWS_SERVER') });
    expect(managed.status).toBe(400);
    expect(managed.body.errorMessage).toBe('Select an unmanaged device role to continue');
    const [foreign] = (await admin.get(`/client/${ids.org('Tailspin Toys').id}/locations`)).body;
    const wrongLocation = await admin.post('/node', {
      ...base,
      locationId: foreign.id,
      assetTypeId: await roleId('UPS'),
    });
    expect(wrongLocation.status).toBe(400);
    const dates = await admin.post('/node', {
      ...base,
      assetTypeId: await roleId('UPS'),
      warrantyStartDate: '2026-05-01',
      warrantyEndDate: '2026-04-01',
    });
    expect(dates.status).toBe(400);
    expect(dates.body.issues[0].path).toBe('warrantyEndDate');
    const long = await admin.post('/node', {
      ...base,
      assetTypeId: await roleId('UPS'),
      name: 'x'.repeat(201),
    });
    expect(long.status).toBe(400);
  });
});

describe('PUT /node', () => {
  it('renames, moves to a custom role of the same class and assigns a fitting policy', async () => {
    const device = await firstNode('WINDOWS_SERVER');
    const [policy] = await server.db
      .select()
      .from(t.policies)
      .where(eq(t.policies.name, 'Domain Controllers'));
    const response = await admin.put('/node', {
      id: device.id,
      friendlyName: 'Primary DC',
      nodeRoleId: await roleId('Domain Controller'),
      policyId: policy?.id,
    });
    expect(response.status).toBe(200);
    expect(response.body.node).toMatchObject({
      friendlyName: 'Primary DC',
      displayName: 'Primary DC',
      policyId: policy?.id,
      policyIdSource: 'NODE',
    });
  });

  it('refuses a role of another class and a policy of another class', async () => {
    const device = await firstNode('WINDOWS_SERVER');
    const role = await admin.put('/node', { id: device.id, nodeRoleId: await roleId('Developer Mac') });
    expect(role.status).toBe(400);
    expect(role.body.errorMessage).toBe('The role must belong to the same device class.');
    const [macPolicy] = await server.db.select().from(t.policies).where(eq(t.policies.nodeClass, 'MAC'));
    expect((await admin.put('/node', { id: device.id, policyId: macPolicy?.id })).status).toBe(400);
  });

  it('lets support update devices but not delete them', async () => {
    const device = await firstNode('WINDOWS_WORKSTATION');
    expect((await support.put('/node', { id: device.id, name: 'Renamed by support' })).status).toBe(200);
    expect((await support.delete(`/node/${device.id}`)).status).toBe(403);
  });
});

describe('DELETE /node/{id}', () => {
  it('refuses a VM-monitor delegate while a VM host uses it', async () => {
    const [delegate] = await server.db
      .select()
      .from(t.nodes)
      .where(eq(t.nodes.isVmMonitorDelegate, true))
      .limit(1);
    const response = await admin.delete(`/node/${delegate?.id}`);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      resultCode: 'CANNOT_DELETE_VM_MONITOR_DELEGATE',
      errorMessage:
        "You can't delete a VM monitor delegate. Remove its VM host first, then delete the device.",
    });
    expect(
      await server.db
        .select()
        .from(t.nodes)
        .where(eq(t.nodes.id, delegate?.id ?? 0)),
    ).toHaveLength(1);
  });

  it('deletes the delegate once its VM hosts are removed', async () => {
    const [delegate] = await server.db
      .select()
      .from(t.nodes)
      .where(eq(t.nodes.isVmMonitorDelegate, true))
      .limit(1);
    const hosts = await server.db
      .select()
      .from(t.nodes)
      .where(eq(t.nodes.delegateNodeId, delegate?.id ?? 0));
    for (const host of hosts) expect((await admin.delete(`/node/${host.id}`)).status).toBe(200);
    const [after] = await server.db
      .select()
      .from(t.nodes)
      .where(eq(t.nodes.id, delegate?.id ?? 0));
    expect(after?.isVmMonitorDelegate).toBe(false);
    expect((await admin.delete(`/node/${delegate?.id}`)).status).toBe(200);
  });

  it('keeps backup data by default and deletes it with deleteBackupData=true', async () => {
    const withBackups = await server.db
      .select({ id: t.backupData.id, nodeId: t.backupData.nodeId })
      .from(t.backupData)
      .innerJoin(t.nodes, eq(t.nodes.id, t.backupData.nodeId))
      .where(and(isNotNull(t.backupData.nodeId), eq(t.nodes.isVmMonitorDelegate, false)));
    const [first, second] = withBackups;
    if (!first?.nodeId || !second?.nodeId) throw new Error('seed has backup data');
    const kept = await admin.delete(`/node/${first.nodeId}`);
    expect(kept.body).toEqual({ resultCode: 'SUCCESS', backupDataDeleted: false });
    expect(await server.db.select().from(t.backupData).where(eq(t.backupData.id, first.id))).toHaveLength(1);
    const removed = await admin.delete(`/node/${second.nodeId}?deleteBackupData=true`);
    expect(removed.body).toEqual({ resultCode: 'SUCCESS', backupDataDeleted: true });
    expect(await server.db.select().from(t.backupData).where(eq(t.backupData.id, second.id))).toHaveLength(0);
  });

  it('lets the limited technician delete workstations only', async () => {
    const northwind = ids.org('Northwind Traders').id;
    const workstation = await firstNode('WINDOWS_WORKSTATION', northwind);
    const linux = await firstNode('LINUX_SERVER', northwind).catch(() =>
      firstNode('WINDOWS_SERVER', northwind),
    );
    expect((await tech.delete(`/node/${linux.id}`)).status).toBe(403);
    expect((await tech.delete(`/node/${workstation.id}`)).status).toBe(200);
  });
});

describe('node roles', () => {
  it("lists the tree with the user's access: full for a sysadmin, partial for support", async () => {
    const roles = (await admin.get('/noderole/list')).body;
    const windows = roles.find((r: { name: string }) => r.name === 'WINDOWS_SERVER');
    expect(windows.permissions).toEqual({ view: true, update: true, create: true, delete: true, full: true });
    const unmanaged = roles.find((r: { name: string }) => r.name === 'UNMANAGED_DEVICE');
    const children = roles.filter((r: { nodeRoleParentId: number }) => r.nodeRoleParentId === unmanaged.id);
    expect(children.map((r: { name: string }) => r.name)).toEqual([
      'Printer',
      'Monitor',
      'Desk Phone',
      'Projector',
      'UPS',
    ]);
    const supportRoles = (await support.get('/noderole/list')).body;
    const supportWindows = supportRoles.find((r: { name: string }) => r.name === 'WINDOWS_SERVER');
    expect(supportWindows.permissions).toMatchObject({
      view: true,
      update: true,
      create: false,
      full: false,
    });
  });

  it('creates and renames a custom role (system administrators only); built-in roles are read-only', async () => {
    const parent = await roleId('LINUX_SERVER');
    const created = await admin.post('/noderole', { name: 'Database Server', nodeRoleParentId: parent });
    expect(created.status).toBe(200);
    expect(created.body.nodeRole).toMatchObject({
      nodeClass: 'LINUX_SERVER',
      nodeRoleParentId: parent,
      system: false,
    });
    const renamed = await admin.put('/noderole', { id: created.body.nodeRole.id, name: 'PostgreSQL Server' });
    expect(renamed.body.nodeRole.name).toBe('PostgreSQL Server');
    expect(
      (await admin.post('/noderole', { name: 'postgresql server', nodeRoleParentId: parent })).status,
    ).toBe(409);
    const builtIn = await admin.put('/noderole', { id: parent, name: 'Linux boxes' });
    expect(builtIn.status).toBe(422);
    expect((await tech.post('/noderole', { name: 'Tech role', nodeRoleParentId: parent })).status).toBe(403);
  });
});

describe('GET /credential/list', () => {
  it('lists credentials without secrets, per organization', async () => {
    const northwind = ids.org('Northwind Traders').id;
    const response = await admin.get(`/credential/list?clientId=${northwind}`);
    expect(response.status).toBe(200);
    expect(response.body.map((c: { name: string }) => c.name)).toEqual([
      'ESXi root',
      'Network SSH',
      'Northwind Domain Admin',
      'SNMP v2c public',
      'SNMP v3 monitoring',
    ]);
    expect(JSON.stringify(response.body)).not.toMatch(/secret|password|Demo-Credential/i);
    expect((await tech.get(`/credential/list?clientId=${ids.org('Fabrikam Legal').id}`)).status).toBe(403);
  });
});
