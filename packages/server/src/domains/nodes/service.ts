import { type Endpoints, topics } from '@console/core';
import { and, asc, count, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { deviceScope } from '../../authz';
import { pageCount } from '../../db/paging';
import {
  backupData,
  locations,
  memberships,
  nodeRoles,
  nodes,
  organizations,
  policies,
  users,
} from '../../db/schema';
import { ensure, fieldError, invalidReference, message, notFound, refused } from '../../http/errors';
import type { RequestContext } from '../../http/register';
import { containsPattern } from '../shared';
import { ensureMayCreateDevices, requireUnmanagedRole } from '../unmanaged-devices/service';
import {
  findNode,
  type NodeRow,
  nodeListColumns,
  nodeTypeOf,
  policyFitsDevice,
  toNode,
  toNodeListItem,
} from './queries';

type Ctx<K extends keyof Endpoints['node']> = RequestContext<Endpoints['node'][K]>;
type AnyCtx = Pick<Ctx<'get'>, 'db' | 'auth'>;

async function requireNode(ctx: AnyCtx, id: number): Promise<NodeRow> {
  const row = await findNode(ctx.db, ctx.auth.division.id, id);
  if (!row) throw notFound();
  return row;
}

function publishNode(
  ctx: Pick<Ctx<'get'>, 'publish'>,
  row: NodeRow,
  action: 'created' | 'updated' | 'deleted',
) {
  const scope = {
    clientId: row.clientId,
    nodeId: row.id,
    nodeClass: row.nodeClass,
    nodeRoleId: row.nodeRoleId,
  };
  const data = { action, id: row.id, clientId: row.clientId };
  ctx.publish(topics.devices, undefined, data, scope);
  ctx.publish(topics.device, { id: row.id }, data, scope);
}

/** A user of the division by uid (assigned users of unmanaged devices). */
async function userInDivision(ctx: AnyCtx, uid: string): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(and(eq(users.uid, uid), eq(memberships.divisionId, ctx.auth.division.id)));
  return rows.length > 0;
}

export async function getNode(ctx: Ctx<'get'>) {
  const row = await requireNode(ctx, ctx.params.id);
  ensure(ctx.auth.can.canViewDevice(row));
  return { resultCode: 'SUCCESS' as const, node: toNode(row) };
}

/** Creates an unmanaged device (000 §3.6) under one of the unmanaged roles. */
export async function createUnmanagedDevice(ctx: Ctx<'create'>) {
  const { body, db, auth } = ctx;
  // Without any device create grant the answer is 403, whatever the payload names.
  ensureMayCreateDevices(auth);
  const [organization] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, body.orgId), eq(organizations.divisionId, auth.division.id)));
  if (!organization) throw invalidReference('orgId');
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, body.locationId), eq(locations.clientId, organization.id)));
  if (!location) throw fieldError('locationId', message('records.locationNotInOrganization'));
  // Only roles carrying full permission, never the plain UNMANAGED_DEVICE parent (000 §5.5).
  const role = await requireUnmanagedRole(db, auth, body.assetTypeId, 'assetTypeId');
  ensure(
    auth.can.canCreateDevice({
      nodeClass: 'UNMANAGED_DEVICE',
      nodeRoleId: role.id,
      clientId: organization.id,
    }),
  );
  if (body.assignedUserUUID && !(await userInDivision(ctx, body.assignedUserUUID))) {
    throw invalidReference('assignedUserUUID');
  }
  const [row] = await db
    .insert(nodes)
    .values({
      divisionId: auth.division.id,
      clientId: organization.id,
      locationId: location.id,
      nodeClass: 'UNMANAGED_DEVICE',
      nodeType: nodeTypeOf('UNMANAGED_DEVICE'),
      nodeRoleId: role.id,
      name: body.name,
      serialNumber: body.serialNumber,
      assignedUserUid: body.assignedUserUUID ?? null,
      warrantyStartDate: body.warrantyStartDate ?? null,
      warrantyEndDate: body.warrantyEndDate ?? null,
      isUp: false,
      healthStatus: 'UNKNOWN',
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  publishNode(ctx, row, 'created');
  return { resultCode: 'SUCCESS' as const, nodeId: row.id, node: toNode(row) };
}

export async function updateNode(ctx: Ctx<'update'>) {
  const { body, db, auth } = ctx;
  const row = await requireNode(ctx, body.id);
  const { can } = auth;
  ensure(can.canUpdateDevices(row));
  if (body.nodeRoleId !== undefined && body.nodeRoleId !== row.nodeRoleId) {
    const [role] = await db
      .select()
      .from(nodeRoles)
      .where(and(eq(nodeRoles.id, body.nodeRoleId), eq(nodeRoles.divisionId, auth.division.id)));
    if (!role) throw invalidReference('nodeRoleId');
    if (role.nodeClass !== row.nodeClass)
      throw fieldError('nodeRoleId', message('records.roleClassMismatch'));
    ensure(can.canUpdateDevices({ ...row, nodeRoleId: role.id }));
  }
  if (body.policyId !== undefined && body.policyId !== null) {
    const [policy] = await db
      .select({ id: policies.id, nodeClass: policies.nodeClass, roleClass: nodeRoles.nodeClass })
      .from(policies)
      .leftJoin(nodeRoles, eq(nodeRoles.id, policies.nodeRoleId))
      .where(and(eq(policies.id, body.policyId), eq(policies.divisionId, auth.division.id)));
    if (!policy || !policyFitsDevice(policy.nodeClass, policy.roleClass, row.nodeClass)) {
      throw invalidReference('policyId');
    }
    ensure(can.canReadPolicy({ id: policy.id, nodeClass: policy.nodeClass }));
  }
  if (body.locationId !== undefined && body.locationId !== row.locationId) {
    const [location] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.id, body.locationId), eq(locations.clientId, row.clientId)));
    if (!location) throw fieldError('locationId', message('records.locationNotInOrganization'));
  }
  if (body.assignedUserUid && !(await userInDivision(ctx, body.assignedUserUid))) {
    throw invalidReference('assignedUserUid');
  }
  const start = body.warrantyStartDate === undefined ? row.warrantyStartDate : body.warrantyStartDate;
  const end = body.warrantyEndDate === undefined ? row.warrantyEndDate : body.warrantyEndDate;
  if (start && end && end < start) {
    throw fieldError('warrantyEndDate', 'The warranty end date cannot precede the start date');
  }
  const [updated] = await db
    .update(nodes)
    .set({
      name: body.name,
      friendlyName: body.friendlyName,
      nodeRoleId: body.nodeRoleId,
      policyId: body.policyId,
      locationId: body.locationId,
      serialNumber: body.serialNumber,
      assignedUserUid: body.assignedUserUid,
      warrantyStartDate: body.warrantyStartDate,
      warrantyEndDate: body.warrantyEndDate,
      updatedAt: ctx.now,
    })
    .where(eq(nodes.id, row.id))
    .returning();
  if (!updated) throw notFound();
  publishNode(ctx, updated, 'updated');
  return { resultCode: 'SUCCESS' as const, node: toNode(updated) };
}

/**
 * Deletes a device (002 §4.6): refused for a VM-monitor delegate while a VM host uses it. Backup
 * data is deleted with `deleteBackupData` (needs Backup.Manage), otherwise kept detached.
 */
export async function deleteNode(ctx: Ctx<'delete'>) {
  const { db, auth } = ctx;
  const row = await requireNode(ctx, ctx.params.id);
  ensure(auth.can.canDeleteDevices(row));
  const [hosts] = await db.select({ n: count() }).from(nodes).where(eq(nodes.delegateNodeId, row.id));
  if ((hosts?.n ?? 0) > 0) {
    throw refused('CANNOT_DELETE_VM_MONITOR_DELEGATE', message('errors.cannotDeleteVmMonitorDelegate'));
  }
  let backupDataDeleted = false;
  if (ctx.query.deleteBackupData) {
    const [backups] = await db.select({ n: count() }).from(backupData).where(eq(backupData.nodeId, row.id));
    if ((backups?.n ?? 0) > 0) {
      ensure(auth.can.canManageBackupData);
      await db.delete(backupData).where(eq(backupData.nodeId, row.id));
      backupDataDeleted = true;
    }
  }
  await db.delete(nodes).where(eq(nodes.id, row.id));
  // A host's delegate flag clears when its last VM host goes.
  if (row.delegateNodeId !== null) {
    const [left] = await db
      .select({ n: count() })
      .from(nodes)
      .where(eq(nodes.delegateNodeId, row.delegateNodeId));
    if ((left?.n ?? 0) === 0) {
      await db.update(nodes).set({ isVmMonitorDelegate: false }).where(eq(nodes.id, row.delegateNodeId));
    }
  }
  publishNode(ctx, row, 'deleted');
  ctx.request.log.info({ nodeId: row.id, backupDataDeleted }, 'device deleted');
  return { resultCode: 'SUCCESS' as const, backupDataDeleted };
}

const SEARCH_COLUMNS = [
  nodes.name,
  nodes.systemName,
  nodes.friendlyName,
  nodes.dnsName,
  nodes.netbiosName,
  nodes.serialNumber,
  nodes.biosSerialNumber,
  nodes.serviceTag,
  nodes.lastLoggedInUser,
  nodes.publicIp,
];

/** Device list and search: visible devices filtered by organization, location, class, role, status and text. */
export async function listNodes(ctx: Ctx<'list'>) {
  const { db, auth, query } = ctx;
  const conditions: (SQL | undefined)[] = [deviceScope(auth)];
  if (query.clientId !== undefined) conditions.push(eq(nodes.clientId, query.clientId));
  if (query.locationId !== undefined) conditions.push(eq(nodes.locationId, query.locationId));
  if (query.nodeClass && query.nodeClass.length > 0)
    conditions.push(inArray(nodes.nodeClass, query.nodeClass));
  if (query.nodeRoleId !== undefined) conditions.push(eq(nodes.nodeRoleId, query.nodeRoleId));
  switch (query.status) {
    case 'UP':
      conditions.push(eq(nodes.isUp, true));
      break;
    case 'DOWN':
      conditions.push(eq(nodes.isUp, false));
      break;
    case 'MAINTENANCE':
      conditions.push(isNotNull(nodes.maintenance));
      break;
    case 'PENDING':
      conditions.push(eq(nodes.approvalStatus, 'PENDING'));
      break;
  }
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ...SEARCH_COLUMNS.map((column) => sql`${column} ILIKE ${pattern}`),
        sql`array_to_string(${nodes.ipAddresses}, ' ') ILIKE ${pattern}`,
        sql`array_to_string(${nodes.macAddresses}, ' ') ILIKE ${pattern}`,
      ),
    );
  }
  const where = and(...conditions);
  const order = (() => {
    switch (query.sort) {
      case '-name':
        return [desc(sql`lower(${nodes.name})`), desc(nodes.id)];
      case 'lastContact':
        return [asc(nodes.lastContact), asc(nodes.id)];
      case '-lastContact':
        return [sql`${nodes.lastContact} DESC NULLS LAST`, asc(nodes.id)];
      case 'nodeClass':
        return [asc(nodes.nodeClass), asc(sql`lower(${nodes.name})`), asc(nodes.id)];
      case '-nodeClass':
        return [desc(nodes.nodeClass), asc(sql`lower(${nodes.name})`), asc(nodes.id)];
      default:
        return [asc(sql`lower(${nodes.name})`), asc(nodes.id)];
    }
  })();
  // The default order reads the page from nodes_division_lower_name_idx; the total is a count of
  // its own (an index scan), not a window over every matching device.
  const rows = await db
    .select(nodeListColumns)
    .from(nodes)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const total = await pageCount(
    rows.length,
    query.page,
    query.pageSize,
    async () => (await db.select({ n: count() }).from(nodes).where(where))[0]?.n ?? 0,
  );
  return {
    items: rows.map(toNodeListItem),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}
