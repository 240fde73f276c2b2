/**
 * Finish (000 §2.11, §4.4 step 8, §7.6): the reviewed devices become NMS devices of the
 * organization and location, monitored through the probe (`nmsDelegateNodeId`, the node's parent),
 * polled over SNMP with the credential that answered, reachable for terminal sessions with the
 * Telnet/SSH credential. Every device needs a network (NMS) role the caller may create; an
 * address that already belongs to a device of the division is refused.
 */
import { type Endpoints, type NodeClass, topics } from '@console/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nmsDevices, nodeRoles, nodes } from '../../db/schema';
import { ApiError, ensure, fieldError, message } from '../../http/errors';
import type { RequestContext } from '../../http/register';
import {
  ensureCanAddDevices,
  type OpenCredential,
  requireCredential,
  requireLocation,
  requireOrganization,
} from '../nms-devices/lookups';
import { nodeTypeOf } from '../nodes/queries';
import { isProbeClass, notAProbe, requireProbe } from './probes';

type Ctx = RequestContext<Endpoints['discovery']['addDevices']>;

const SNMP_TYPES = ['SNMPV1', 'SNMPV2', 'SNMPV12C', 'SNMPV3'] as const;
/** Rows inserted per statement. */
const CHUNK = 500;

function snmpVersionOf(credential: OpenCredential | undefined): string {
  if (credential?.credentialType === 'SNMPV3') return 'v3';
  if (credential?.credentialType === 'SNMPV1') return 'v1';
  return 'v2c';
}

/** Addresses (of `ips`) that already belong to a device of the division. */
async function takenAddresses(db: Db, divisionId: number, ips: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let index = 0; index < ips.length; index += CHUNK) {
    const chunk = ips.slice(index, index + CHUNK);
    const rows = await db
      .select({ ips: nodes.ipAddresses })
      .from(nodes)
      .where(and(eq(nodes.divisionId, divisionId), sql`${nodes.ipAddresses} && ${sql.param(chunk)}::text[]`));
    for (const row of rows) for (const ip of row.ips) if (chunk.includes(ip)) taken.add(ip);
  }
  return taken;
}

/** POST /nms/discovery/devices. */
export async function addDiscoveredDevices(ctx: Ctx) {
  const { db, auth, body, state, now } = ctx;
  ensureCanAddDevices(auth.can);
  const division = auth.division.id;
  const org = await requireOrganization(db, division, auth.can, body.orgId);
  const locationId = await requireLocation(db, org.id, body.locationId);
  const probe = await requireProbe(db, auth, body.nmsDelegateNodeId);
  if (probe.clientId !== org.id || !isProbeClass(probe.nodeClass)) {
    throw fieldError('nmsDelegateNodeId', notAProbe());
  }
  const invalidCredential = message('networkDiscovery.error.invalid_credential');
  if (body.telnetSshCred !== null) {
    await requireCredential(
      db,
      division,
      state.secrets,
      org.id,
      body.telnetSshCred,
      ['TELNET_SSH'],
      invalidCredential,
    );
  }
  const roleIds = [...new Set(body.devices.map((device) => device.roleId))];
  const roles = await db
    .select({ id: nodeRoles.id, nodeClass: nodeRoles.nodeClass })
    .from(nodeRoles)
    .where(and(eq(nodeRoles.divisionId, division), inArray(nodeRoles.id, roleIds)));
  const roleById = new Map(roles.map((role) => [role.id, role]));
  body.devices.forEach((device, index) => {
    const role = roleById.get(device.roleId);
    if (!role?.nodeClass?.startsWith('NMS_')) {
      throw fieldError(`devices.${index}.roleId`, message('networkDiscovery.error.invalid_role'));
    }
  });
  for (const role of roles) {
    ensure(
      auth.can.canCreateDevice({
        nodeClass: role.nodeClass as NodeClass,
        nodeRoleId: role.id,
        clientId: org.id,
      }),
    );
  }
  const snmpCredentials = new Map<number, OpenCredential>();
  for (const id of new Set(
    body.devices.flatMap((device) => (device.snmpCredentialId ? [device.snmpCredentialId] : [])),
  )) {
    snmpCredentials.set(
      id,
      await requireCredential(db, division, state.secrets, org.id, id, SNMP_TYPES, invalidCredential),
    );
  }
  const ips = body.devices.map((device) => device.ip);
  const duplicate = ips.findIndex((ip, index) => ips.indexOf(ip) !== index);
  if (duplicate >= 0)
    throw fieldError(`devices.${duplicate}.ip`, message('networkDiscovery.error.already_added'));
  const taken = await takenAddresses(db, division, ips);
  const takenIndex = ips.findIndex((ip) => taken.has(ip));
  if (takenIndex >= 0) {
    throw new ApiError(422, 'DEVICE_ALREADY_ADDED', message('networkDiscovery.error.already_added'), [
      { path: `devices.${takenIndex}.ip`, message: message('networkDiscovery.error.already_added') },
    ]);
  }

  const nodeIds: number[] = [];
  for (let index = 0; index < body.devices.length; index += CHUNK) {
    const chunk = body.devices.slice(index, index + CHUNK);
    const inserted = await db
      .insert(nodes)
      .values(
        chunk.map((device) => {
          const nodeClass = roleById.get(device.roleId)?.nodeClass as NodeClass;
          return {
            divisionId: division,
            clientId: org.id,
            locationId,
            nodeClass,
            nodeType: nodeTypeOf(nodeClass),
            nodeRoleId: device.roleId,
            // 000 §4.4: a device without a name is named after its IP.
            name: device.name ?? device.ip,
            systemName: device.hostname,
            dnsName: device.dnsName,
            netbiosName: device.netbiosName,
            ipAddresses: [device.ip],
            parentNodeId: probe.id,
            isUp: true,
            healthStatus: 'UNKNOWN',
            details: {
              manufacturer: device.vendor,
              model: device.model,
              osName: device.os,
              firmware: device.firmware,
              telnetSshCredentialId: body.telnetSshCred,
            },
            createdAt: now,
            updatedAt: now,
          };
        }),
      )
      .returning({ id: nodes.id, nodeClass: nodes.nodeClass, nodeRoleId: nodes.nodeRoleId });
    await db.insert(nmsDevices).values(
      inserted.map((node, offset) => {
        const device = chunk[offset] as (typeof chunk)[number];
        const credential = device.snmpCredentialId ? snmpCredentials.get(device.snmpCredentialId) : undefined;
        return {
          nodeId: node.id,
          monitorBy: 'IP_ADDRESS',
          address: device.ip,
          snmpVersion: snmpVersionOf(credential),
          credentialId: credential?.id ?? null,
          sysObjectId: device.sysObjectId,
        };
      }),
    );
    for (const node of inserted) {
      nodeIds.push(node.id);
      const scope = {
        clientId: org.id,
        nodeId: node.id,
        nodeClass: node.nodeClass,
        nodeRoleId: node.nodeRoleId,
      };
      ctx.publish(topics.devices, undefined, { action: 'created', id: node.id, clientId: org.id }, scope);
    }
  }
  return { nodeIds };
}
