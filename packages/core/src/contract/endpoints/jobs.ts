import { z } from 'zod';
import { defineEndpoint } from '../define';
import { idParamsSchema } from '../entities/common';

/**
 * The states of a background job: waiting (`queued`), claimed by a worker (`running`), done
 * (`succeeded`), an attempt failed and the next waits for its back-off (`failed`), out of
 * attempts (`dead`), or `cancelled`.
 */
export const backgroundJobStateSchema = z.enum([
  'queued',
  'running',
  'succeeded',
  'failed',
  'dead',
  'cancelled',
]);
export type BackgroundJobState = z.infer<typeof backgroundJobStateSchema>;

/** A background job as its owner sees it (`GET /backgroundjob/{id}` and the topic `job.{id}`). */
export const backgroundJobSchema = z.object({
  id: z.number().int(),
  /** What runs: `domain.action`, e.g. `scripting.malware-scan`. */
  kind: z.string(),
  state: backgroundJobStateSchema,
  /** Attempts started so far. */
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** When it runs (or runs again after a failure): ISO 8601. */
  runAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** 0–100 when the job reports progress, otherwise null. */
  progress: z.number().int().min(0).max(100).nullable(),
  /** What the job answered when it succeeded. */
  result: z.unknown(),
  /** The last failure's message. */
  error: z.string().nullable(),
});
export type BackgroundJob = z.infer<typeof backgroundJobSchema>;

/** Background jobs (server/src/jobs): a job's state, readable only by the user who enqueued it. */
export const jobEndpoints = {
  /** One background job of the caller (404 for any other's). */
  get: defineEndpoint({
    method: 'GET',
    path: '/backgroundjob/{id}',
    summary: 'A background job the caller started: state, progress, result',
    params: idParamsSchema,
    response: backgroundJobSchema,
    tag: 'jobs',
  }),
};
