import { endpoints } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register';
import { disableMaintenance, enableMaintenance } from './maintenance';

/** Device operation endpoints (002 §7, 000 §7.7). */
export function registerDeviceActionRoutes(app: FastifyInstance): void {
  const { deviceActions } = endpoints;
  registerEndpoint(app, deviceActions.maintenance, enableMaintenance);
  registerEndpoint(app, deviceActions.maintenanceDelete, disableMaintenance);
}
