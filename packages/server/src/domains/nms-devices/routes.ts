import { readFileSync } from 'node:fs';
import { endpoints } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register';
import { type DeviceCheckOptions, resolveDeviceCheckOptions } from './options';
import { createNmsDevice, getNmsDevice, listNmsProbes } from './service';

/** Add NMS device routes (000 §2.10): the probes of an organization, add (with its poll), read. */
export function registerNmsDeviceRoutes(app: FastifyInstance, options: DeviceCheckOptions | undefined): void {
  const resolved = resolveDeviceCheckOptions(options, process.env, (path) => readFileSync(path, 'utf8'));
  const { nmsDevice } = endpoints;
  registerEndpoint(app, nmsDevice.probes, listNmsProbes);
  registerEndpoint(app, nmsDevice.create, (ctx) => createNmsDevice(ctx, resolved));
  registerEndpoint(app, nmsDevice.get, getNmsDevice);
}
