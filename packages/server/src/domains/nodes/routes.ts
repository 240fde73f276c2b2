import { endpoints } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register';
import * as service from './service';

/** Device (node) record endpoints and the device list (002 §7). */
export function registerNodeRoutes(app: FastifyInstance): void {
  const { node } = endpoints;
  registerEndpoint(app, node.get, service.getNode);
  registerEndpoint(app, node.create, service.createUnmanagedDevice);
  registerEndpoint(app, node.update, service.updateNode);
  registerEndpoint(app, node.delete, service.deleteNode);
  registerEndpoint(app, node.list, service.listNodes);
}
