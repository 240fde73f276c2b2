/**
 * The network discovery routes' sample requests for the route-wide tests (./samples.ts): a probe
 * of Contoso Health, a small loopback scan with the demo SNMP credential (the job is only
 * queued: the route-wide tests never run it), a scan of the administrator's to read and stop,
 * and one documentation-range device to add. Repeated valid calls answer 409 (a scan already runs
 * on the probe) or 422 (the device was already added).
 */
import { and, eq, inArray } from 'drizzle-orm';
import * as t from '../db/schema';
import { DEMO_USERS, demoIds, type TestServer } from './helpers';
import type { Sample } from './sample';

/** Samples of the network discovery routes. */
export async function buildNetworkDiscoverySamples(server: TestServer): Promise<Record<string, Sample>> {
  const { db } = server;
  const { division, org } = await demoIds(db);
  const contoso = org('Contoso Health');
  const [location] = await db.select().from(t.locations).where(eq(t.locations.clientId, contoso.id)).limit(1);
  const [probe] = await db
    .select()
    .from(t.nodes)
    .where(
      and(eq(t.nodes.clientId, contoso.id), inArray(t.nodes.nodeClass, ['WINDOWS_SERVER', 'LINUX_SERVER'])),
    )
    .limit(1);
  const [snmp] = await db.select().from(t.credentials).where(eq(t.credentials.name, 'SNMP v2c public'));
  const [role] = await db
    .select()
    .from(t.nodeRoles)
    .where(and(eq(t.nodeRoles.nodeClass, 'NMS_SWITCH'), eq(t.nodeRoles.divisionId, division.id)))
    .limit(1);
  const [admin] = await db.select().from(t.users).where(eq(t.users.email, DEMO_USERS.admin.email));
  if (!location || !probe || !snmp || !role || !admin)
    throw new Error('network discovery sample data missing');
  const [scan] = await db
    .insert(t.networkScans)
    .values({
      divisionId: division.id,
      clientId: contoso.id,
      locationId: location.id,
      probeNodeId: probe.id,
      createdBy: admin.id,
      state: 'COMPLETED',
      targets: '127.0.0.1',
      total: 1,
      scanned: 0,
      settings: {
        pingTimeoutMS: 500,
        pingPacketTTL: 127,
        pingsPerNode: 2,
        delayBetweenPingsMS: 300,
        snmp: [{ credentialId: snmp.id, protocol: 2 }],
        telnetSshCred: null,
      },
      finishedAt: new Date(),
    })
    .returning();
  if (!scan) throw new Error('sample scan missing');
  return {
    'GET /nms/discovery/probes': { query: { clientId: contoso.id }, badQuery: { clientId: 'first' } },
    'POST /nms/discovery/delegate/{id}/prepare': { params: { id: probe.id } },
    'GET /nms/discovery/delegate/{id}/status': { params: { id: probe.id } },
    'POST /nms/discovery/scan': {
      body: {
        nodeId: probe.id,
        clientId: contoso.id,
        locationId: location.id,
        ipTargets: '127.0.0.1',
        snmpCredOne: snmp.id,
        protocolOne: 2,
      },
      accepts: [409],
    },
    'GET /nms/discovery/scan/{id}': { params: { id: scan.id } },
    'GET /nms/discovery/scan/{id}/results': {
      params: { id: scan.id },
      query: { offset: 0, limit: 10 },
      badQuery: { limit: 'all' },
    },
    'POST /nms/discovery/scan/{id}/stop': { params: { id: scan.id } },
    'POST /nms/discovery/devices': {
      body: {
        orgId: contoso.id,
        locationId: location.id,
        nmsDelegateNodeId: probe.id,
        devices: [{ ip: '192.0.2.10', roleId: role.id }],
      },
    },
  };
}
