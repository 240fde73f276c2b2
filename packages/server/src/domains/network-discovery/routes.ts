import { endpoints } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register';
import { addDiscoveredDevices } from './add-devices';
import { delegateStatus, listProbes, prepareDelegate } from './probes';
import { scanResults, scanStatus, startScan, stopScan } from './scans';

/** The network discovery endpoints (000 §7.6). */
export function registerNetworkDiscoveryRoutes(app: FastifyInstance): void {
  const { discovery } = endpoints;
  app.jobs.provide({
    networkDiscovery: {
      secrets: app.console.secrets,
      agents: () => (app.hasDecorator('agents') ? app.agents : undefined),
    },
  });
  registerEndpoint(app, discovery.probes, listProbes);
  registerEndpoint(app, discovery.prepareDelegate, prepareDelegate);
  registerEndpoint(app, discovery.delegateStatus, delegateStatus);
  registerEndpoint(app, discovery.startScan, startScan);
  registerEndpoint(app, discovery.scanStatus, scanStatus);
  registerEndpoint(app, discovery.scanResults, scanResults);
  registerEndpoint(app, discovery.stopScan, stopScan);
  registerEndpoint(app, discovery.addDevices, addDiscoveredDevices);
}
