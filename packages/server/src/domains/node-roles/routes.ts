import { endpoints } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register';
import * as service from './service';

/** Node roles (000 §3.3, 002 §7 POST and PUT /noderole). */
export function registerNodeRoleRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.nodeRole.list, service.listNodeRoles);
  registerEndpoint(app, endpoints.nodeRole.create, service.createNodeRole);
  registerEndpoint(app, endpoints.nodeRole.update, service.updateNodeRole);
}
