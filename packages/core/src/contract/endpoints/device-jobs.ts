/**
 * A device's jobs (issue 13): the list of its recent or active jobs and the cancel of one. Paths
 * are chosen (the spec shows none): docs/device-actions.md.
 */
import { z } from 'zod';
import { defineEndpoint } from '../define';
import { idParamsSchema, queryBooleanSchema } from '../entities/common';

/** The states of a device job: waiting for its agent, running on it, or how it ended. */
export const deviceJobStatusSchema = z.enum(['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED']);
export type DeviceJobStatus = z.infer<typeof deviceJobStatusSchema>;

/** How many jobs the device's list reads at most (chosen). */
export const MAX_DEVICE_JOBS = 100;

/** One job of a device, as its list shows it. */
export const deviceJobSummarySchema = z.object({
  id: z.number().int(),
  nodeId: z.number().int(),
  /** The visible name ('User {{appUserName}} requested start of automation {{scriptName}}' ...). */
  name: z.string(),
  jobType: z.string(),
  status: deviceJobStatusSchema,
  /** Who asked (display name), when a user did. */
  requestedBy: z.string().nullable(),
  /** ISO 8601: queued, then started. */
  startedAt: z.string(),
  /** ISO 8601, null while queued or running. */
  finishedAt: z.string().nullable(),
});
export type DeviceJobSummary = z.infer<typeof deviceJobSummarySchema>;

/** The answer to a cancel: CANCELLED at once for a queued job; CANCELLING while the agent stops a running one. */
export const deviceJobCancelAnswerSchema = z.object({
  id: z.number().int(),
  status: z.enum(['CANCELLED', 'CANCELLING']),
});
export type DeviceJobCancelAnswer = z.infer<typeof deviceJobCancelAnswerSchema>;

/** Device job endpoints (joined into `endpoints.deviceActions`). */
export const deviceJobEndpoints = {
  /** A device's jobs, newest first; `active` keeps the queued and running ones (path chosen). */
  jobs: defineEndpoint({
    method: 'GET',
    path: '/node/{id}/jobs',
    summary: "A device's jobs",
    params: idParamsSchema,
    query: z.object({
      active: queryBooleanSchema.default(false),
      limit: z.coerce.number().int().min(1).max(MAX_DEVICE_JOBS).default(20),
    }),
    response: z.object({ jobs: z.array(deviceJobSummarySchema) }),
    tag: 'device-actions',
  }),
  /**
   * Cancels a device job (path chosen): a queued one ends CANCELLED at once; for a running one the
   * agent is told to stop it (it kills the process tree and reports CANCELLED). 409 when it ended.
   */
  cancelJob: defineEndpoint({
    method: 'POST',
    path: '/device/jobs/{id}/cancel',
    summary: 'Cancel a device job',
    params: idParamsSchema,
    response: deviceJobCancelAnswerSchema,
    tag: 'device-actions',
  }),
} as const;
