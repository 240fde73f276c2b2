import { endpoints } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { listDeviceActivities } from '../../agents/activities';
import { ensure, notFound } from '../../http/errors';
import { registerEndpoint } from '../../http/register';
import { findNode } from '../nodes/queries';
import { sendDeviceAction, wakeOnLan } from './actions';
import { cancelJob, listDeviceJobs } from './jobs';
import { disableMaintenance, enableMaintenance } from './maintenance';
import { scheduleReboot } from './reboot';

/** Device operation endpoints (002 §7, 000 §7.7). */
export function registerDeviceActionRoutes(app: FastifyInstance): void {
  const { deviceActions } = endpoints;
  registerEndpoint(app, deviceActions.maintenance, enableMaintenance);
  registerEndpoint(app, deviceActions.maintenanceDelete, disableMaintenance);
  registerEndpoint(app, deviceActions.scheduleReboot, scheduleReboot);
  registerEndpoint(app, deviceActions.action, sendDeviceAction);
  registerEndpoint(app, deviceActions.wakeOnLan, wakeOnLan);
  registerEndpoint(app, deviceActions.jobs, listDeviceJobs);
  registerEndpoint(app, deviceActions.cancelJob, cancelJob);
  registerEndpoint(app, deviceActions.activities, async (ctx) => {
    const row = await findNode(ctx.db, ctx.auth.division.id, ctx.params.id);
    if (!row) throw notFound();
    ensure(ctx.auth.can.canViewDevice(row));
    const rows = await listDeviceActivities(ctx.db, ctx.auth.division.id, row.id, ctx.query.limit);
    return {
      activities: rows.map((activity) => ({
        id: activity.id,
        type: activity.type,
        message: activity.message,
        severity: activity.severity,
        userName: activity.userName,
        jobId: activity.jobId,
        output: typeof activity.details?.output === 'string' ? activity.details.output : null,
        createdAt: activity.createdAt.toISOString(),
      })),
    };
  });
}
