/** Alerts raised and reset by conditions, and their answer shape. */
import type { MonitorAlert, SavedMonitorCondition } from '@console/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cloudMonitorAlerts } from '../../db/schema';

/** An alert row. */
export type AlertRow = typeof cloudMonitorAlerts.$inferSelect;

/** An alert as answered. */
export function toAlert(row: AlertRow, monitorName: string): MonitorAlert {
  return {
    id: row.id,
    monitorId: row.monitorId,
    monitorName,
    conditionUid: row.conditionUid,
    conditionType: row.conditionType as MonitorAlert['conditionType'],
    conditionName: row.conditionName,
    severity: row.severity as MonitorAlert['severity'],
    priority: row.priority as MonitorAlert['priority'],
    message: row.message,
    raisedAt: row.raisedAt.toISOString(),
    resetAt: row.resetAt?.toISOString() ?? null,
    active: row.resetAt === null,
  };
}

/** Raises a condition's alert; answers its id, or undefined when one was already active. */
export async function raiseAlert(
  db: Db,
  monitor: { nodeId: number; divisionId: number },
  condition: SavedMonitorCondition,
  text: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .insert(cloudMonitorAlerts)
    .values({
      divisionId: monitor.divisionId,
      monitorId: monitor.nodeId,
      conditionUid: condition.uid,
      conditionType: condition.type,
      conditionName: condition.conditionName,
      severity: condition.severity,
      priority: condition.priority,
      message: text,
      raisedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: cloudMonitorAlerts.id });
  return row?.id;
}

/** Resets a condition's active alert; answers it (undefined when none was active). */
export async function resetAlert(
  db: Db,
  monitorId: number,
  conditionUid: string,
  now: Date,
): Promise<{ id: number; ticketId: number | null } | undefined> {
  const [row] = await db
    .update(cloudMonitorAlerts)
    .set({ resetAt: now })
    .where(
      and(
        eq(cloudMonitorAlerts.monitorId, monitorId),
        eq(cloudMonitorAlerts.conditionUid, conditionUid),
        isNull(cloudMonitorAlerts.resetAt),
      ),
    )
    .returning({ id: cloudMonitorAlerts.id, ticketId: cloudMonitorAlerts.ticketId });
  return row;
}
