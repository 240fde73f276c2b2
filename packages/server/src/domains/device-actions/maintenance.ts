/**
 * Maintenance mode (002 §4.1, §5.1, §7): POST /maintenance enables (or overrides) a window on
 * devices, POST /maintenance/schedules/deleteList ends it. A window suppresses, while it runs, the
 * features it lists: {@link isSuppressed} is what alerting, tasks and notifications ask before
 * they act on a device; the recurring job `device-actions.maintenance-end` clears ended windows so
 * the suppressed features resume.
 */
import {
  type Endpoints,
  isInternalAccount,
  MAINTENANCE_OPTION_KEYS,
  type MaintenanceOption,
  type MaintenanceSchedule,
  maintenanceOptionsForClass,
  maintenanceSuppresses,
  validateMaintenance,
} from '@console/core';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { nodes } from '../../db/schema';
import { ensure, fieldError, message } from '../../http/errors';
import type { RequestContext } from '../../http/register';
import { defineJob, everyMinutes } from '../../jobs';
import { loadDevices, notifyDeviceUpdated, publishDeviceUpdated } from './devices';

type Ctx<K extends keyof Endpoints['deviceActions']> = RequestContext<Endpoints['deviceActions'][K]>;

const ISSUE_PATHS = {
  start: 'schedule.startTime',
  end: 'schedule.endTime',
  reasonMessage: 'reasonMessage',
} as const;

/** The options a device of `nodeClass` stores: the requested ones it offers, NOTIFICATIONS always. */
export function disabledOptionsFor(
  nodeClass: string,
  requested: Record<(typeof MAINTENANCE_OPTION_KEYS)[MaintenanceOption], boolean>,
): MaintenanceOption[] {
  return maintenanceOptionsForClass(nodeClass).filter(
    (option) => option === 'NOTIFICATIONS' || requested[MAINTENANCE_OPTION_KEYS[option]],
  );
}

/**
 * POST /maintenance: MaintenanceMode.Editor and each device visible; the schedule and reason
 * checked with the dialog's rules (the minimum gap is 0 for internal accounts). Existing windows
 * are overridden (the dialog asked first). 204.
 */
export async function enableMaintenance(ctx: Ctx<'maintenance'>): Promise<void> {
  const { db, auth, body } = ctx;
  ensure(auth.can.canEditMaintenanceMode);
  const nowMs = ctx.now.getTime();
  const schedule: MaintenanceSchedule = {
    startType: body.schedule.startTime === null ? 'NOW' : 'AT',
    startAt: (body.schedule.startTime ?? 0) * 1000,
    endType: body.schedule.endTime === null ? 'NEVER' : 'ON',
    endAt: (body.schedule.endTime ?? 0) * 1000,
  };
  const issues = validateMaintenance(
    { ...schedule, reasonMessage: body.reasonMessage },
    nowMs,
    isInternalAccount(auth.user.email),
  );
  for (const [field, issue] of Object.entries(issues)) {
    throw fieldError(ISSUE_PATHS[field as keyof typeof ISSUE_PATHS], message(issue.key, issue.params));
  }
  const rows = await loadDevices(db, auth, body.deviceIds, 'deviceIds');
  for (const row of rows) ensure(auth.can.canViewDevice(row));
  const startTime = body.schedule.startTime ?? Math.floor(nowMs / 1000);
  for (const row of rows) {
    await db
      .update(nodes)
      .set({
        maintenance: {
          startTime,
          endTime: body.schedule.endTime,
          disabledOptions: disabledOptionsFor(row.nodeClass, body.options),
          reasonMessage: body.reasonMessage === '' ? null : body.reasonMessage,
        },
        updatedAt: ctx.now,
      })
      .where(eq(nodes.id, row.id));
    publishDeviceUpdated(ctx.publish, row);
  }
  ctx.request.log.info(
    { devices: rows.length, startTime, endTime: body.schedule.endTime },
    'maintenance enabled',
  );
}

/** POST /maintenance/schedules/deleteList: ends maintenance on the devices (same checks). 204. */
export async function disableMaintenance(ctx: Ctx<'maintenanceDelete'>): Promise<void> {
  const { db, auth, body } = ctx;
  ensure(auth.can.canEditMaintenanceMode);
  const rows = await loadDevices(db, auth, body.deviceIds, 'deviceIds');
  for (const row of rows) ensure(auth.can.canViewDevice(row));
  for (const row of rows) {
    if (row.maintenance === null) continue;
    await db.update(nodes).set({ maintenance: null, updatedAt: ctx.now }).where(eq(nodes.id, row.id));
    publishDeviceUpdated(ctx.publish, row);
  }
  ctx.request.log.info({ devices: rows.length }, 'maintenance disabled');
}

/**
 * Whether a device's maintenance suppresses `option` now: alert raising, scheduled tasks and
 * notifications call it before acting on a device (false for an unknown device).
 * @example if (await isSuppressed(db, nodeId, 'TASKS', new Date())) return { skipped: 'maintenance' };
 */
export async function isSuppressed(
  db: Db,
  nodeId: number,
  option: MaintenanceOption,
  now: Date,
): Promise<boolean> {
  const [row] = await db.select({ maintenance: nodes.maintenance }).from(nodes).where(eq(nodes.id, nodeId));
  return maintenanceSuppresses(row?.maintenance ?? null, option, now.getTime());
}

/**
 * Clears the windows that ended by `now` and tells each device's watchers: the suppressed features
 * resume. Answers how many ended.
 */
export async function endExpiredMaintenance(db: Db, now: Date): Promise<number> {
  const seconds = Math.floor(now.getTime() / 1000);
  const ended = await db
    .update(nodes)
    .set({ maintenance: null, updatedAt: now })
    .where(
      and(
        isNotNull(nodes.maintenance),
        sql`${nodes.maintenance}->>'endTime' IS NOT NULL`,
        sql`(${nodes.maintenance}->>'endTime')::bigint <= ${seconds}`,
      ),
    )
    .returning({
      id: nodes.id,
      clientId: nodes.clientId,
      nodeClass: nodes.nodeClass,
      nodeRoleId: nodes.nodeRoleId,
      divisionId: nodes.divisionId,
    });
  for (const row of ended) await notifyDeviceUpdated(db, row);
  return ended.length;
}

/** `device-actions.maintenance-end`: {@link endExpiredMaintenance} every minute; result `{ ended }`. */
export const maintenanceEndJob = defineJob(
  'device-actions.maintenance-end',
  z.object({}),
  async (_payload, ctx) => ({ ended: await endExpiredMaintenance(ctx.db, ctx.now()) }),
  { maxAttempts: 1, recurring: { schedule: everyMinutes(1), payload: {} } },
);
