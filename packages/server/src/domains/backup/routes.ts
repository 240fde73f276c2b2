import { endpoints } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register';
import { registerAgentSchedules } from './agent-schedule';
import { backupNow, getDeviceBackups } from './backup-now';
import { getNmsMonitoring, saveNmsMonitoring } from './nms-monitoring';
import { getPlans, savePlans } from './plans';
import { getRestoreOptions, restore } from './restore';

/** Backup plans of a policy, restores on a device and NMS monitoring settings (002 §2.3, §3). */
export function registerBackupRoutes(app: FastifyInstance): void {
  const { backup } = endpoints;
  registerEndpoint(app, backup.getPlans, getPlans);
  registerEndpoint(app, backup.savePlans, savePlans);
  registerEndpoint(app, backup.restoreOptions, getRestoreOptions);
  registerEndpoint(app, backup.restore, restore);
  registerEndpoint(app, backup.deviceBackups, getDeviceBackups);
  registerEndpoint(app, backup.backupNow, backupNow);
  registerEndpoint(app, backup.getNmsMonitoring, getNmsMonitoring);
  registerEndpoint(app, backup.saveNmsMonitoring, saveNmsMonitoring);
  registerAgentSchedules(app);
}
