import type { SystemHealth } from '@console/core';
import { and, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nodeRoles, nodes, organizations } from '../../db/schema';
import type { AuthState } from '../../http/state';

/**
 * The SQL condition selecting the devices of the division the user may view. The decisions are
 * the permission module's: organizations by `canViewOrganization`, node roles by
 * `nodeRoleAccess(role).view`, and devices granted one by one (grants with an `entityId`) by
 * `canViewDevice`; this only turns those answers into id lists for the query.
 */
export async function visibleDeviceCondition(db: Db, auth: AuthState): Promise<SQL> {
  const inDivision = eq(nodes.divisionId, auth.division.id);
  const { can } = auth;
  if (can.isSysadmin) return inDivision;
  if (!can.isTechnician) return sql`false`;
  const orgRows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.divisionId, auth.division.id));
  const roleRows = await db
    .select({ id: nodeRoles.id, nodeClass: nodeRoles.nodeClass })
    .from(nodeRoles)
    .where(eq(nodeRoles.divisionId, auth.division.id));
  const orgIds = orgRows.filter((row) => can.canViewOrganization(row.id)).map((row) => row.id);
  const roleIds = roleRows
    .filter(
      (row) => row.nodeClass !== null && can.nodeRoleAccess({ id: row.id, nodeClass: row.nodeClass }).view,
    )
    .map((row) => row.id);
  // Devices granted individually: candidates from the grants, decided by canViewDevice.
  const candidateIds = auth.session.user.permissions
    .filter((grant) => grant.type === 'DEVICE' && grant.name === 'View' && grant.entityId !== null)
    .map((grant) => grant.entityId as number);
  let deviceIds: number[] = [];
  if (candidateIds.length > 0) {
    const candidates = await db
      .select({
        id: nodes.id,
        nodeClass: nodes.nodeClass,
        nodeRoleId: nodes.nodeRoleId,
        clientId: nodes.clientId,
      })
      .from(nodes)
      .where(and(inDivision, inArray(nodes.id, candidateIds)));
    deviceIds = candidates.filter((device) => can.canViewDevice(device)).map((device) => device.id);
  }
  const byRole = and(inArray(nodes.clientId, orgIds), inArray(nodes.nodeRoleId, roleIds));
  return (
    and(inDivision, deviceIds.length > 0 ? or(byRole, inArray(nodes.id, deviceIds)) : byRole) ?? inDivision
  );
}

/** Device counts of the devices matching `condition` (the dashboard's system health). */
export async function deviceCounts(db: Db, condition: SQL | undefined): Promise<SystemHealth> {
  const inMaintenance = sql<boolean>`(${nodes.maintenance} IS NOT NULL AND (${nodes.maintenance}->>'endTime' IS NULL OR (${nodes.maintenance}->>'endTime')::bigint > extract(epoch from now())))`;
  const rows = await db
    .select({
      nodeClass: nodes.nodeClass,
      healthStatus: nodes.healthStatus,
      isUp: nodes.isUp,
      maintenance: inMaintenance,
      pending: sql<boolean>`${nodes.approvalStatus} = 'PENDING'`,
      n: count(),
    })
    .from(nodes)
    .where(condition)
    .groupBy(
      nodes.nodeClass,
      nodes.healthStatus,
      nodes.isUp,
      inMaintenance,
      sql`${nodes.approvalStatus} = 'PENDING'`,
    );
  const health: SystemHealth = {
    totalDevices: 0,
    up: 0,
    down: 0,
    inMaintenance: 0,
    pendingApproval: 0,
    byHealthStatus: { HEALTHY: 0, NEEDS_ATTENTION: 0, UNHEALTHY: 0, UNKNOWN: 0 },
    byNodeClass: [],
  };
  const byClass = new Map<string, { total: number; up: number; down: number }>();
  for (const row of rows) {
    health.totalDevices += row.n;
    if (row.isUp) health.up += row.n;
    else health.down += row.n;
    if (row.maintenance) health.inMaintenance += row.n;
    if (row.pending) health.pendingApproval += row.n;
    const status = row.healthStatus as keyof SystemHealth['byHealthStatus'];
    health.byHealthStatus[status] = (health.byHealthStatus[status] ?? 0) + row.n;
    const entry = byClass.get(row.nodeClass) ?? { total: 0, up: 0, down: 0 };
    entry.total += row.n;
    if (row.isUp) entry.up += row.n;
    else entry.down += row.n;
    byClass.set(row.nodeClass, entry);
  }
  health.byNodeClass = [...byClass.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([nodeClass, entry]) => ({
      nodeClass: nodeClass as SystemHealth['byNodeClass'][number]['nodeClass'],
      ...entry,
    }));
  return health;
}
