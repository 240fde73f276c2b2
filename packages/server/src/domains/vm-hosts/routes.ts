import { readFileSync } from 'node:fs';
import { endpoints } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register';
import { type DeviceCheckOptions, resolveDeviceCheckOptions } from '../nms-devices/options';
import { addVmHost, checkDelegate, getVmHost, listDelegates, testVmHost } from './service';

/** Add VM host routes (000 §2.9, §4.3, §7.3): delegates, check, test, add, and the host read. */
export function registerVmHostRoutes(app: FastifyInstance, options: DeviceCheckOptions | undefined): void {
  const resolved = resolveDeviceCheckOptions(options, process.env, (path) => readFileSync(path, 'utf8'));
  const { vmHost } = endpoints;
  registerEndpoint(app, vmHost.delegates, listDelegates);
  registerEndpoint(app, vmHost.check, checkDelegate);
  registerEndpoint(app, vmHost.test, (ctx) => testVmHost(ctx, resolved));
  registerEndpoint(app, vmHost.add, (ctx) => addVmHost(ctx, resolved));
  registerEndpoint(app, vmHost.get, getVmHost);
}
