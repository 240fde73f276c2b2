import { endpoints } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register';
import * as service from './service';

/** Policy record endpoints (002 §7; saves are MFA step-up) and the policy picker query (001 §7.2). */
export function registerPolicyRoutes(app: FastifyInstance): void {
  const { policy } = endpoints;
  registerEndpoint(app, policy.get, service.getPolicy);
  registerEndpoint(app, policy.create, service.createPolicy);
  registerEndpoint(app, policy.update, service.updatePolicy);
  registerEndpoint(app, policy.delete, service.deletePolicy);
  registerEndpoint(app, policy.query, service.queryPolicies);
}
