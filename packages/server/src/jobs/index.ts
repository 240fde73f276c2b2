/**
 * One job system for every domain: `defineJob` beside the domain's routes, `enqueue` from a
 * request (in its transaction), a worker that runs them in the `worker` and `all` roles.
 * docs/server.md ("Background jobs") explains the queue.
 */
export {
  type AnyJob,
  defineJob,
  everyMinutes,
  type JobContext,
  type JobDefinition,
  type JobLog,
  type JobOptions,
  type JobRun,
  type JobServices,
} from './define';
export { pruneJobsJob } from './prune';
export { cancelJob, type EnqueueOptions, enqueue, findOwnJob, JOBS_CHANNEL, jobView } from './queue';
export { registerJobSystem } from './register';
export { registerJobRoutes } from './routes';
export { backoffMs, createJobRunner, type JobRunner, type JobRunnerOptions } from './runner';
export { type BackgroundJobRow, type BackgroundJobState, backgroundJobs } from './schema';
export { createJobSystem, type JobSystem, type JobSystemOptions, type ServerRole } from './system';
