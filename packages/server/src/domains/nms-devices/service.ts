/**
 * Add NMS device (000 §2.10; 002 §3 NMS monitoring): checks the organization, location, role,
 * network probe and SNMP credential, polls the device once over SNMP with the credential and,
 * when it answers, saves it with what it reported. A device that does not answer is refused
 * (422) and nothing is written: a device that cannot be polled cannot be monitored either.
 */
import {
  canonicalHostAddress,
  type Endpoints,
  type NmsDevice,
  type NmsMonitorBy,
  type NodeClass,
  topics,
} from '@console/core';
import { nmsMonitorBySchema, nodeClassSchema } from '@console/core/contract';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { deviceScope } from '../../authz';
import type { Db } from '../../db/client';
import { pageTotal, totalRows } from '../../db/paging';
import { nmsDevices, nodeRoles, nodes } from '../../db/schema';
import { ApiError, ensure, fieldError, message, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/register';
import { pollSystem, type SnmpAuth, type SnmpAuthName, SnmpError, type SnmpPrivName } from '../../lib/snmp';
import { nodeTypeOf } from '../nodes/queries';
import {
  DELEGATE_CLASSES,
  ensureCanAddDevices,
  type OpenCredential,
  requireCredential,
  requireDelegate,
  requireLocation,
  requireOrganization,
} from './lookups';
import type { ResolvedDeviceCheckOptions } from './options';

type Ctx<K extends keyof Endpoints['nmsDevice']> = RequestContext<Endpoints['nmsDevice'][K]>;

/** The credential types an NMS device can be polled with. */
export const SNMP_CREDENTIAL_TYPES = ['SNMPV1', 'SNMPV2', 'SNMPV12C', 'SNMPV3'] as const;

/** The SNMP authentication of a credential (its secret opened server-side). */
export function snmpAuthOf(credential: OpenCredential): SnmpAuth {
  const { secret } = credential;
  switch (credential.credentialType) {
    case 'SNMPV1':
      return { version: 'v1', community: secret.community ?? '' };
    case 'SNMPV3':
      return {
        version: 'v3',
        user: credential.username ?? '',
        authProtocol: (secret.authProtocol ?? 'SHA') as SnmpAuthName,
        authKey: secret.authPassword ?? '',
        privProtocol: (secret.privProtocol ?? 'AES') as SnmpPrivName,
        privKey: secret.privPassword ?? '',
      };
    default:
      // SNMPV2 and SNMPV12C (v1/v2c): v2c, which every v2c agent answers.
      return { version: 'v2c', community: secret.community ?? '' };
  }
}

function unreachable(error: SnmpError, address: string, port: number): ApiError {
  switch (error.failure.kind) {
    case 'unresolved':
      return new ApiError(422, 'NMS_DEVICE_UNRESOLVED', message('addDevices.nms.unresolved', { address }));
    case 'unsupported':
      return fieldError(
        'credentialId',
        message('addDevices.nms.unsupportedPrivacy', { protocol: error.failure.protocol }),
      );
    case 'refused':
      return new ApiError(
        422,
        'NMS_DEVICE_REFUSED',
        message('addDevices.nms.snmpRefused', { reason: error.failure.reason }),
      );
    case 'timeout':
      return new ApiError(
        422,
        'NMS_DEVICE_UNREACHABLE',
        // An IPv6 address is bracketed before its port ([::1]:161), as in a URL.
        message('addDevices.nms.unreachable', {
          address: address.includes(':') ? `[${address}]` : address,
          port,
        }),
      );
  }
}

type NmsRow = typeof nmsDevices.$inferSelect;
type NodeRow = typeof nodes.$inferSelect;

function toNmsDevice(node: NodeRow, nms: NmsRow): NmsDevice {
  const details = node.details as { manufacturer?: string | null; model?: string | null };
  return {
    id: node.id,
    name: node.name,
    clientId: node.clientId,
    locationId: node.locationId,
    nodeClass: nodeClassSchema.parse(node.nodeClass),
    nodeRoleId: node.nodeRoleId,
    nmsDelegateNodeId: node.parentNodeId ?? 0,
    monitorBy: nmsMonitorBySchema.parse(nms.monitorBy),
    address: nms.address,
    snmpPort: nms.snmpPort,
    credentialId: nms.credentialId,
    systemName: node.systemName,
    sysDescr: nms.sysDescr,
    sysObjectId: nms.sysObjectId,
    sysLocation: nms.sysLocation,
    sysContact: nms.sysContact,
    vendor: details.manufacturer ?? null,
    model: details.model ?? null,
    snmpVersion: nms.snmpVersion as NmsDevice['snmpVersion'],
    lastPolledAt: nms.lastPolledAt ? nms.lastPolledAt.toISOString() : null,
  };
}

function addressColumns(monitorBy: NmsMonitorBy, address: string) {
  switch (monitorBy) {
    case 'IP_ADDRESS':
      return { ipAddresses: [address] };
    case 'NET_BIOS_NAME':
      return { netbiosName: address };
    case 'DNS_NAME':
      return { dnsName: address };
  }
}

/** POST /nms/device (its own transaction: the poll runs before anything is written). */
export async function createNmsDevice(ctx: Ctx<'create'>, options: ResolvedDeviceCheckOptions) {
  const { body, db, auth, state } = ctx;
  ensureCanAddDevices(auth.can);
  const division = auth.division.id;
  const org = await requireOrganization(db, division, auth.can, body.clientId);
  const locationId = await requireLocation(db, org.id, body.locationId);
  const [role] = await db
    .select({ id: nodeRoles.id, nodeClass: nodeRoles.nodeClass })
    .from(nodeRoles)
    .where(and(eq(nodeRoles.id, body.nodeRoleId), eq(nodeRoles.divisionId, division)));
  if (!role?.nodeClass?.startsWith('NMS_')) {
    throw fieldError('nodeRoleId', message('errors.validation.required'));
  }
  const nodeClass = role.nodeClass as NodeClass;
  ensure(auth.can.canCreateDevice({ nodeClass, nodeRoleId: role.id, clientId: org.id }));
  const probe = await requireDelegate(
    db,
    division,
    auth.can,
    org.id,
    body.nmsDelegateNodeId,
    'nmsDelegateNodeId',
    message('addDevices.nms.notAProbe'),
  );
  const credential = await requireCredential(
    db,
    division,
    state.secrets,
    org.id,
    body.credentialId,
    SNMP_CREDENTIAL_TYPES,
    message('addDevices.nms.notSnmpCredential'),
  );
  const auth_ = snmpAuthOf(credential);
  // An IPv6 address is polled over udp6 and stored in its RFC 5952 form.
  const address = canonicalHostAddress(body.address);
  let info: Awaited<ReturnType<typeof pollSystem>>;
  try {
    info = await pollSystem({
      host: address,
      port: body.snmpPort,
      auth: auth_,
      timeoutMs: options.snmpTimeoutMs,
      retries: options.snmpRetries,
    });
  } catch (error) {
    if (error instanceof SnmpError) throw unreachable(error, address, body.snmpPort);
    throw error;
  }
  const now = ctx.now;
  const result = await state.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [node] = await tx
      .insert(nodes)
      .values({
        divisionId: division,
        clientId: org.id,
        locationId,
        nodeClass,
        nodeType: nodeTypeOf(nodeClass),
        nodeRoleId: role.id,
        name: body.name ?? info.sysName ?? address,
        systemName: info.sysName,
        ...addressColumns(body.monitorBy, address),
        parentNodeId: probe.id,
        isUp: true,
        healthStatus: 'UNKNOWN',
        lastContact: now,
        details: {
          manufacturer: info.vendor,
          model: info.model,
          osName: info.sysDescr,
          submitTime: Math.floor(now.getTime() / 1000),
        },
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!node) throw new Error('insert failed');
    const [nms] = await tx
      .insert(nmsDevices)
      .values({
        nodeId: node.id,
        monitorBy: body.monitorBy,
        address,
        snmpPort: body.snmpPort,
        snmpVersion: auth_.version,
        credentialId: credential.id,
        sysDescr: info.sysDescr,
        sysObjectId: info.sysObjectId,
        sysLocation: info.sysLocation,
        sysContact: info.sysContact,
        lastPolledAt: now,
      })
      .returning();
    if (!nms) throw new Error('insert failed');
    return { node, nms };
  });
  const scope = { clientId: org.id, nodeId: result.node.id, nodeClass, nodeRoleId: role.id };
  const event = { action: 'created' as const, id: result.node.id, clientId: org.id };
  ctx.publish(topics.devices, undefined, event, scope);
  ctx.publish(topics.device, { id: result.node.id }, event, scope);
  return {
    resultCode: 'SUCCESS' as const,
    nodeId: result.node.id,
    nmsDevice: toNmsDevice(result.node, result.nms),
  };
}

/** GET /nms/device/{id}. */
export async function getNmsDevice(ctx: Ctx<'get'>) {
  const { db, auth, params } = ctx;
  const [row] = await db
    .select({ node: nodes, nms: nmsDevices })
    .from(nmsDevices)
    .innerJoin(nodes, eq(nodes.id, nmsDevices.nodeId))
    .where(and(eq(nmsDevices.nodeId, params.id), eq(nodes.divisionId, auth.division.id)));
  if (!row) throw notFound();
  ensure(auth.can.canViewDevice(row.node));
  return { resultCode: 'SUCCESS' as const, nmsDevice: toNmsDevice(row.node, row.nms) };
}

/** GET /nms/probes/{clientId}: agent servers and workstations of the organization the caller sees. */
export async function listNmsProbes(ctx: Ctx<'probes'>) {
  const { db, auth, params, query } = ctx;
  ensureCanAddDevices(auth.can);
  const org = await requireOrganization(db, auth.division.id, auth.can, params.clientId);
  const conditions: (SQL | undefined)[] = [
    deviceScope(auth),
    eq(nodes.clientId, org.id),
    inArray(nodes.nodeClass, [...DELEGATE_CLASSES]),
  ];
  if (query.locationId !== undefined) conditions.push(eq(nodes.locationId, query.locationId));
  return pagedDevices(db, and(...conditions), query.page, query.pageSize);
}

/** A page of devices as probe or delegate items. */
export async function pagedDevices(db: Db, where: SQL | undefined, page: number, pageSize: number) {
  const rows = await db
    .select({ node: nodes, total: totalRows() })
    .from(nodes)
    .where(where)
    .orderBy(asc(nodes.name), asc(nodes.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = await pageTotal(
    rows,
    page,
    async () => (await db.select({ n: count() }).from(nodes).where(where))[0]?.n ?? 0,
  );
  return {
    items: rows.map(({ node }) => ({
      id: node.id,
      name: node.name,
      nodeClass: nodeClassSchema.parse(node.nodeClass),
      locationId: node.locationId,
      isUp: node.isUp,
      isVmMonitorDelegate: node.isVmMonitorDelegate,
    })),
    page,
    pageSize,
    total,
  };
}
