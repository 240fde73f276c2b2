import { endpoints } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register';
import * as service from './service';

/** Organization (client) record endpoints, locations, the picker query and the dashboard (002 §7). */
export function registerOrganizationRoutes(app: FastifyInstance): void {
  const { client, query } = endpoints;
  registerEndpoint(app, client.list, service.listOrganizations);
  registerEndpoint(app, client.get, service.getOrganization);
  registerEndpoint(app, client.create, service.createOrganization);
  registerEndpoint(app, client.update, service.updateOrganization);
  registerEndpoint(app, client.delete, service.deleteOrganization);
  registerEndpoint(app, client.deleteIncludingBackupData, service.deleteOrganizationIncludingBackupData);
  registerEndpoint(app, client.deviceCount, service.organizationDeviceCount);
  registerEndpoint(app, client.deleteWarning, service.organizationDeleteWarnings);
  registerEndpoint(app, client.locations, service.listLocations);
  registerEndpoint(app, client.createLocation, service.createLocation);
  registerEndpoint(app, client.updateLocation, service.updateLocation);
  registerEndpoint(app, client.deleteLocation, service.deleteLocation);
  registerEndpoint(app, query.organizations, service.queryOrganizations);
  registerEndpoint(app, query.customerDashboard, service.customerDashboard);
}
