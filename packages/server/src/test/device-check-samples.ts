/**
 * Samples of the Add NMS device and Add VM host routes for the route-wide tests (./samples.ts).
 * The NMS device sample polls a closed loopback port (no answer: 422, nothing written); the VM
 * host test and add samples connect to a closed loopback port (refused at once).
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import * as t from '../db/schema';
import { demoIds, type TestServer } from './helpers';
import { closedTcpPort } from './peers/esxi-sdk';
import type { Sample } from './sample';

/** Samples of the nms-devices and vm-hosts routes. */
export async function buildDeviceCheckSamples(server: TestServer): Promise<Record<string, Sample>> {
  const { db } = server;
  const [org] = (await demoIds(db)).orgs;
  if (!org) throw new Error('sample organization missing');
  const [location] = await db.select().from(t.locations).where(eq(t.locations.clientId, org.id)).limit(1);
  const [probe] = await db
    .select()
    .from(t.nodes)
    .where(and(eq(t.nodes.clientId, org.id), eq(t.nodes.nodeClass, 'WINDOWS_SERVER')))
    .orderBy(t.nodes.id)
    .limit(1);
  const [role] = await db
    .select()
    .from(t.nodeRoles)
    .where(and(eq(t.nodeRoles.divisionId, org.divisionId), eq(t.nodeRoles.nodeClass, 'NMS_ROUTER')))
    .limit(1);
  const [snmp] = await db
    .select()
    .from(t.credentials)
    .where(and(eq(t.credentials.divisionId, org.divisionId), eq(t.credentials.credentialType, 'SNMPV2')))
    .limit(1);
  const [basic] = await db
    .select()
    .from(t.credentials)
    .where(and(eq(t.credentials.clientId, org.id), eq(t.credentials.credentialType, 'BASIC')))
    .limit(1);
  const [host] = await db.select().from(t.vmHosts).limit(1);
  const [nms] = await db.select().from(t.nmsDevices).where(isNotNull(t.nmsDevices.credentialId)).limit(1);
  if (!location || !probe || !role || !snmp || !basic || !host || !nms)
    throw new Error('sample fixtures missing');
  const closed = await closedTcpPort();
  return {
    'GET /virtualization/{type}/delegates/{clientId}': {
      params: { type: 'esxi', clientId: org.id },
      badQuery: { pageSize: '51' },
    },
    'GET /node/delegate/{id}/vmm/check': { params: { id: probe.id }, badQuery: { type: 'xen' } },
    'POST /node/delegate/vmhost/test': {
      body: {
        type: 'ESXI',
        clientId: org.id,
        delegateNodeId: probe.id,
        hostname: '127.0.0.1',
        apiPort: closed,
        credentialId: basic.id,
      },
    },
    'POST /node/delegate/vmhost': {
      body: {
        type: 'ESXI',
        clientId: org.id,
        delegateNodeId: probe.id,
        hostname: '127.0.0.1',
        apiPort: closed,
        credentialId: basic.id,
      },
      // The server re-runs the test on a closed loopback port: 422 vm_host_test_error, nothing
      // written (409 if a host of that name was already added under the delegate).
      accepts: [409],
    },
    'GET /vmhost/{id}': { params: { id: host.nodeId } },
    'GET /nms/probes/{clientId}': { params: { clientId: org.id }, badQuery: { pageSize: '51' } },
    'POST /nms/device': {
      body: {
        clientId: org.id,
        locationId: location.id,
        nmsDelegateNodeId: probe.id,
        monitorBy: 'IP_ADDRESS',
        address: '127.0.0.1',
        snmpPort: closed,
        nodeRoleId: role.id,
        credentialId: snmp.id,
      },
    },
    'GET /nms/device/{id}': { params: { id: nms.nodeId } },
  };
}
