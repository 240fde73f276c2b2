import { endpoints } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register';
import * as service from './service';

/** Users (002 §7 /appuser; saves are MFA step-up) and technician / end-user roles (002 §6). */
export function registerUserRoutes(app: FastifyInstance): void {
  const { appUser, userRole } = endpoints;
  registerEndpoint(app, appUser.list, service.listUsers);
  registerEndpoint(app, appUser.get, service.getUser);
  registerEndpoint(app, appUser.create, service.createUser);
  registerEndpoint(app, appUser.update, service.updateUser);
  registerEndpoint(app, appUser.delete, service.deleteUser);
  registerEndpoint(app, userRole.list, service.listRoles);
  registerEndpoint(app, userRole.catalogue, service.permissionCatalogue);
  registerEndpoint(app, userRole.get, service.getRole);
  registerEndpoint(app, userRole.create, service.createRole);
  registerEndpoint(app, userRole.update, service.updateRole);
  registerEndpoint(app, userRole.delete, service.deleteRole);
}
