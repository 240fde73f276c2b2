import type { SystemHealth } from '@console/core';
import { count, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nodes } from '../../db/schema';

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
