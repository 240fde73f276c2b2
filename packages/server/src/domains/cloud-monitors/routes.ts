/** Cloud monitor endpoints and the scheduler's lifecycle (started beside the job worker). */
import { endpoints } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register';
import { type CloudMonitorOptions, resolveMonitorOptions } from './options';
import type { RunnerDeps } from './runner';
import { createMonitorScheduler, type MonitorScheduler } from './scheduler';
import * as service from './service';

/** A server's cloud monitor runtime: what runs use, and its scheduler when it runs one. */
export interface MonitorRuntime {
  deps: RunnerDeps;
  scheduler: MonitorScheduler | undefined;
}

const runtimes = new WeakMap<FastifyInstance, MonitorRuntime>();

/** The runtime of a server (tests run monitors with it). */
export function monitorRuntime(app: FastifyInstance): MonitorRuntime {
  const runtime = runtimes.get(app);
  if (!runtime) throw new Error('The cloud monitor domain is not registered');
  return runtime;
}

/** Registers the endpoints; starts the scheduler when the server is ready (roles worker and all). */
export function registerCloudMonitorRoutes(app: FastifyInstance, settings: CloudMonitorOptions = {}): void {
  const { cloudMonitor } = endpoints;
  registerEndpoint(app, cloudMonitor.list, service.listMonitors);
  registerEndpoint(app, cloudMonitor.allAlerts, service.listAllAlerts);
  registerEndpoint(app, cloudMonitor.create, service.createMonitor);
  registerEndpoint(app, cloudMonitor.get, service.getMonitor);
  registerEndpoint(app, cloudMonitor.update, service.updateMonitor);
  registerEndpoint(app, cloudMonitor.delete, service.deleteMonitor);
  registerEndpoint(app, cloudMonitor.checkNow, service.checkMonitorNow);
  registerEndpoint(app, cloudMonitor.results, service.listResults);
  registerEndpoint(app, cloudMonitor.alerts, service.listMonitorAlerts);
  const options = resolveMonitorOptions(settings);
  const runtime: MonitorRuntime = {
    deps: {
      db: app.console.db,
      secrets: app.console.secrets,
      options,
      log: app.log,
      now: () => app.console.now(),
    },
    scheduler: undefined,
  };
  runtimes.set(app, runtime);
  app.jobs.provide({ cloudMonitors: { nmsPolling: options.nmsPolling } });
  app.addHook('onReady', async () => {
    if (!options.scheduler || app.jobs.role === 'api') return;
    runtime.scheduler = createMonitorScheduler(runtime.deps);
    runtime.scheduler.start();
  });
  app.addHook('preClose', async () => {
    await runtime.scheduler?.stop();
  });
}
