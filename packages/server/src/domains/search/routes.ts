import { endpoints } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register';
import * as recent from './recent';
import * as service from './service';

/** Global search (001 §7.1): the search, recent searches, and the device details and KB path lookups. */
export function registerSearchRoutes(app: FastifyInstance): void {
  const { search } = endpoints;
  registerEndpoint(app, search.query, service.search);
  registerEndpoint(app, search.recent, recent.listRecent);
  registerEndpoint(app, search.addRecent, recent.addRecent);
  registerEndpoint(app, search.deviceDetails, service.deviceDetails);
  registerEndpoint(app, search.kbItemPath, service.kbItemPath);
}
