/**
 * One job system for every domain: `defineJob` beside the domain's routes, `enqueue` from a
 * request (in its transaction), a worker that runs them in the `worker` and `all` roles.
 * docs/server.md ("Background jobs") explains the queue. Domains import from here; the wiring
 * (`register.ts`, `system.ts`, `runner.ts`) is imported by the app directly.
 */
export {
  type AnyJob,
  defineJob,
  everyMinutes,
  type JobContext,
  type JobDefinition,
  type JobLog,
  type JobOptions,
} from './define';
export { cancelJob, type EnqueueOptions, enqueue } from './queue';
export { type BackgroundJobState, backgroundJobs } from './schema';
export type { ServerRole } from './system';
