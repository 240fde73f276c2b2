/**
 * NMS devices polled over SNMP by the monitor runner: the sync job gives an NMS device its poll
 * row, a run against a real snmpd (H3's peer) reads uptime and interfaces and marks the device up;
 * with the agent gone the device goes down. The rows never show as cloud monitors.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { setupDemoServerWith } from '../../test/helpers';
import { SNMPD_FACTS, type SnmpdPeer, snmpdInstalled, startSnmpd } from '../../test/peers/snmpd';
import { NMS_MONITOR_TYPE, syncNmsMonitors } from './nms';
import { monitorRuntime } from './routes';
import { runMonitor } from './runner';

let snmpd: SnmpdPeer | undefined;
beforeAll(async () => {
  if (snmpdInstalled) snmpd = await startSnmpd();
});
afterAll(async () => {
  await snmpd?.stop();
});

const { server, ids, admin } = setupDemoServerWith(
  { cloudMonitors: { scheduler: false, nmsPolling: true } },
  'admin',
);

async function nmsDevice(port: number): Promise<number> {
  const org = ids.org('Northwind Traders');
  const [location] = await server.db
    .select()
    .from(t.locations)
    .where(eq(t.locations.clientId, org.id))
    .limit(1);
  const [role] = await server.db
    .select()
    .from(t.nodeRoles)
    .where(and(eq(t.nodeRoles.divisionId, ids.division.id), like(t.nodeRoles.nodeClass, 'NMS_%')))
    .limit(1);
  if (!location || !role?.nodeClass) throw new Error('no location or NMS role');
  const [credential] = await server.db
    .insert(t.credentials)
    .values({
      divisionId: ids.division.id,
      clientId: org.id,
      name: 'SNMP bench community',
      credentialType: 'SNMPV2',
      secret: server.app.console.secrets.encrypt(JSON.stringify({ community: SNMPD_FACTS.community })),
    })
    .returning();
  const [node] = await server.db
    .insert(t.nodes)
    .values({
      divisionId: ids.division.id,
      clientId: org.id,
      locationId: location.id,
      nodeClass: role.nodeClass,
      nodeType: 'NMS',
      nodeRoleId: role.id,
      name: 'Lab switch',
      isUp: false,
    })
    .returning();
  if (!node || !credential) throw new Error('insert failed');
  await server.db.insert(t.nmsDevices).values({
    nodeId: node.id,
    monitorBy: 'IP_ADDRESS',
    address: '127.0.0.1',
    snmpPort: port,
    snmpVersion: 'v2c',
    credentialId: credential.id,
  });
  return node.id;
}

describe.skipIf(!snmpdInstalled)('NMS devices through the monitor runner', () => {
  it('polls uptime and interfaces over SNMP, marks the device up, and down when the agent is gone', async () => {
    const id = await nmsDevice(snmpd?.port ?? 0);
    expect(await syncNmsMonitors(server.db)).toBeGreaterThanOrEqual(1);
    expect(await syncNmsMonitors(server.db)).toBe(0);
    const [row] = await server.db.select().from(t.cloudMonitors).where(eq(t.cloudMonitors.nodeId, id));
    expect(row).toMatchObject({ monitorType: NMS_MONITOR_TYPE, frequency: 300 });
    const deps = monitorRuntime(server.app).deps;
    const up = await runMonitor(deps, id);
    expect(up).toMatchObject({ status: 'UP', details: { sysName: SNMPD_FACTS.sysName } });
    expect(up?.details.uptimeSeconds).toEqual(expect.any(Number));
    const interfaces = up?.details.interfaces as { name: string; operStatus: string }[];
    expect(interfaces.find((item) => item.name === 'lo')).toMatchObject({ operStatus: 'up' });
    const [node] = await server.db.select().from(t.nodes).where(eq(t.nodes.id, id));
    expect(node?.isUp).toBe(true);
    const [nms] = await server.db.select().from(t.nmsDevices).where(eq(t.nmsDevices.nodeId, id));
    expect(nms?.lastPolledAt).not.toBeNull();
    // Not a cloud monitor.
    expect((await admin.get(`/cloudmonitor/${id}`)).status).toBe(404);
    expect((await admin.get('/cloudmonitor')).body.monitors.map((m: { id: number }) => m.id)).not.toContain(
      id,
    );
    await snmpd?.stop();
    snmpd = undefined;
    const down = await runMonitor(deps, id);
    expect(down).toMatchObject({ status: 'DOWN' });
    expect(down?.message).toMatch(/^SNMP timeout/);
    const [after] = await server.db.select().from(t.nodes).where(eq(t.nodes.id, id));
    expect(after?.isUp).toBe(false);
  });
});
