/**
 * NMS devices polled over SNMP by the monitor runner: the sync job gives an NMS device its poll
 * row, a run against a real snmpd (H3's peer) reads uptime and interfaces and marks the device up;
 * with the agent gone the device goes down. The rows never show as cloud monitors.
 */
import { and, eq, like, not } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { setupDemoServerWith } from '../../test/helpers';
import { SNMPD_FACTS, type SnmpdPeer, snmpdInstalled, startSnmpd } from '../../test/peers/snmpd';
import { NMS_MONITOR_TYPE, syncNmsMonitors } from './nms';
import { resolveMonitorOptions } from './options';
import { monitorRuntime } from './routes';
import { runMonitor } from './runner';
import { createMonitorScheduler } from './scheduler';

let snmpd: SnmpdPeer | undefined;
beforeAll(async () => {
  if (snmpdInstalled) snmpd = await startSnmpd();
});
afterAll(async () => {
  await snmpd?.stop();
});

// NMS polling is on by default; the test drives the scheduler itself.
const { server, ids, admin } = setupDemoServerWith({ cloudMonitors: { scheduler: false } }, 'admin');

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
    // Through the scheduler: the one due poll (the demo's NMS devices are not due: disabled).
    await server.db
      .update(t.cloudMonitors)
      .set({ nextRunAt: new Date(0) })
      .where(eq(t.cloudMonitors.nodeId, id));
    const scheduler = createMonitorScheduler(deps);
    expect(await scheduler.tick()).toBe(1);
    await scheduler.stop();
    const [polled] = await server.db
      .select()
      .from(t.cloudMonitorResults)
      .where(eq(t.cloudMonitorResults.monitorId, id));
    expect(polled).toMatchObject({ status: 'UP', details: { sysName: SNMPD_FACTS.sysName } });
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

describe('the demo seed', () => {
  it('never polls the seeded NMS devices (made-up addresses), even once their monitoring settings are saved', async () => {
    expect(resolveMonitorOptions({}).nmsPolling).toBe(true);
    const seeded = await server.db
      .select({ id: t.nmsDevices.nodeId, enabled: t.cloudMonitors.enabled })
      .from(t.nmsDevices)
      .innerJoin(t.nodes, eq(t.nodes.id, t.nmsDevices.nodeId))
      .leftJoin(t.cloudMonitors, eq(t.cloudMonitors.nodeId, t.nmsDevices.nodeId))
      .where(and(eq(t.nodes.divisionId, ids.division.id), not(like(t.nmsDevices.address, '127.%'))));
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.every((row) => row.enabled === false)).toBe(true);
    expect(await syncNmsMonitors(server.db)).toBe(0);
    const first = seeded[0]?.id as number;
    const saved = await admin.put(`/nms/device/${first}/monitoring`, {
      monitorBy: 'IP_ADDRESS',
      ipAddress: '127.0.0.1',
    });
    expect(saved.status).toBe(200);
    await server.db
      .update(t.cloudMonitors)
      .set({ nextRunAt: new Date(0) })
      .where(eq(t.cloudMonitors.nodeId, first));
    const scheduler = createMonitorScheduler(monitorRuntime(server.app).deps);
    expect(await scheduler.tick()).toBe(0);
    await scheduler.stop();
  });
});
