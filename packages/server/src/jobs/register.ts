/** Wires the job system into a server: `app.jobs`, the job endpoint, start on ready, stop on close. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { analyzeDatabaseJob } from './analyze';
import type { AnyJob } from './define';
import { pruneJobsJob } from './prune';
import { registerJobRoutes } from './routes';
import { createJobSystem, type JobSystem, type JobSystemOptions } from './system';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job system: declared kinds, domain runtimes, the worker (`worker` and `all` roles). */
    jobs: JobSystem;
  }
}

/**
 * Creates the job system of a server over the domains' jobs (and its own daily `jobs.prune` and
 * half-hourly `database.analyze`),
 * decorates it as `app.jobs` (before
 * the domains register, so they can `app.jobs.provide(...)` their runtimes), registers
 * `GET /backgroundjob/{id}`, starts the worker when the server is ready (roles `worker` and
 * `all`, unless `autoStart: false`) and stops it before the server closes.
 * @example registerJobSystem(app, options.database, domainJobs(DOMAINS), options.jobs);
 */
export function registerJobSystem(
  app: FastifyInstance,
  database: Database,
  jobs: readonly { kind: string }[],
  options: JobSystemOptions = {},
): JobSystem {
  const system = createJobSystem(database, app.log, options);
  system.define(pruneJobsJob, analyzeDatabaseJob, ...(jobs as AnyJob[]));
  app.decorate('jobs', system);
  registerJobRoutes(app);
  app.addHook('onReady', async () => {
    if (options.autoStart !== false) await system.start();
  });
  app.addHook('preClose', async () => {
    await system.stop();
  });
  return system;
}
