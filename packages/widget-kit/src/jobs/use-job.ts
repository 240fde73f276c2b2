import { type BackgroundJob, type BackgroundJobState, routes, topicRoutes } from '@console/core';
import { endpointQueryKey, useConsole, useConsoleQuery } from '@console/core/react';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { useTopic } from '../realtime/use-topic';

/** The states after which a job changes no more. */
export const FINISHED_JOB_STATES: readonly BackgroundJobState[] = ['succeeded', 'dead', 'cancelled'];

/**
 * Whether a job is done for good (succeeded, dead or cancelled); `failed` is not: its next
 * attempt waits for its back-off.
 * @example isJobFinished(job.state)
 */
export function isJobFinished(state: BackgroundJobState | undefined): boolean {
  return state !== undefined && FINISHED_JOB_STATES.includes(state);
}

/** Options of {@link useJob}. */
export interface UseJobOptions {
  /**
   * How often to read the job again while it is not finished and the host gave no realtime client.
   * @default 2000
   */
  pollIntervalMs?: number;
}

/**
 * A background job the user started (`GET /backgroundjob/{id}`), kept fresh by its `job.{id}`
 * topic: each event replaces the job in the cache, so state and progress show as they change.
 * Without a realtime client in the `ConsoleProvider` it polls until the job is finished. Pass
 * `null` or `undefined` while there is no job yet.
 * @example
 * const { data: job } = useJob(jobId);
 * if (job?.state === 'running') return <ProgressBar value={job.progress ?? 0} />;
 */
export function useJob(
  id: number | null | undefined,
  options: UseJobOptions = {},
): UseQueryResult<BackgroundJob, Error> {
  const { realtime } = useConsole();
  const queryClient = useQueryClient();
  const enabled = id !== null && id !== undefined;
  const input = { params: { id: id ?? 0 } };
  const pollIntervalMs = options.pollIntervalMs ?? 2000;
  const query = useConsoleQuery(routes.jobs.get, input, {
    enabled,
    refetchInterval: (current) =>
      realtime || isJobFinished(current.state.data?.state) ? false : pollIntervalMs,
  });
  useTopic(
    topicRoutes.job,
    { id: id ?? 0 },
    (event) => {
      const key = endpointQueryKey(routes.jobs.get, input);
      // An answer still in flight may be older than the event: the event wins.
      void queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, event);
    },
    { enabled },
  );
  return query;
}
