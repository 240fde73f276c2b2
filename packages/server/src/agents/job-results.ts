/**
 * How device jobs end: the agents' `job.result` written back (status, output, exit code,
 * duration, error), the device's activity and the job topic; and the running jobs of a lost
 * connection failed.
 */
import type { DeviceJobResult } from '@console/core';
import { MAX_ACTIVITY_OUTPUT, MAX_AGENT_JOB_OUTPUT, toStorableText } from '@console/core/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { deviceActivities, deviceJobSecrets, deviceJobs } from '../db/schema';
import { message } from '../http/errors';
import { publishEvents } from './batch';
import { type ChangedJobRow, type JobClaim, jobEvent } from './device-jobs';
import type { GatewayLog } from './gateway';

/** Formats milliseconds as the activity line's duration: `850 ms`, `12.3 s`, `4 min 5 s`. */
export function formatJobDuration(ms: number): string {
  if (ms < 1_000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1_000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes} min ${Math.round((ms % 60_000) / 1_000)} s`;
}

/** The activity severity of each end. */
const SEVERITY = { COMPLETED: 'success', FAILED: 'failure', CANCELLED: 'info' } as const;

/** A job's end as an agent reports it. */
export interface JobEnd extends JobClaim {
  result: DeviceJobResult;
  /** The user who cancelled the job (a CANCELLED end's activity names them). */
  cancelledBy?: string | null;
}

/**
 * `job.result` of many agents at once: ends each RUNNING (or still QUEUED) job that is the
 * reporting device's: status, output (capped), exit code, duration and error; records the
 * activities and publishes. Answers, per end, whether it was written.
 */
async function finishJobsIn(
  db: Db,
  ends: readonly JobEnd[],
  now: Date,
  log?: GatewayLog,
): Promise<boolean[]> {
  if (ends.length === 0) return [];
  // One end per job and device (a job is written once, by its own device: the UPDATE checks it).
  const candidates = new Map<string, JobEnd>();
  for (const end of ends)
    if (!candidates.has(`${end.jobId}:${end.nodeId}`)) candidates.set(`${end.jobId}:${end.nodeId}`, end);
  const triples = sql.join(
    [...candidates.values()].map(
      (end) => sql`(${end.jobId}::int, ${end.nodeId}::int, ${end.result.status}::text)`,
    ),
    sql`, `,
  );
  const rows = await queryRows<ChangedJobRow>(
    db,
    sql`UPDATE device_jobs AS j SET status = c.status, finished_at = ${now.toISOString()}::timestamptz
      FROM (VALUES ${triples}) AS c(id, node, status), device_job_runs AS r
      WHERE j.id = c.id AND j.node_id = c.node AND j.status IN ('QUEUED', 'RUNNING') AND r.job_id = j.id
      RETURNING j.id, j.node_id, j.division_id, j.name, r.requested_by, r.cancelled_by`,
  );
  // A job's sealed fields go with its end.
  if (rows.length > 0)
    await db.delete(deviceJobSecrets).where(
      inArray(
        deviceJobSecrets.jobId,
        rows.map((row) => row.id),
      ),
    );
  const jobs = new Map(
    rows.map((row) => [
      row.id,
      {
        nodeId: row.node_id,
        divisionId: row.division_id,
        name: row.name,
        requestedBy: row.requested_by,
        cancelledBy: row.cancelled_by ?? null,
      },
    ]),
  );
  const chosen = new Map<number, JobEnd>();
  for (const row of rows) {
    const end = candidates.get(`${row.id}:${row.node_id}`);
    if (end) chosen.set(row.id, end);
  }
  const ended = new Set(chosen.keys());
  const written = [...chosen.values()].filter((end) => ended.has(end.jobId));
  const values = written.map((end) => {
    const { result } = end;
    // A program's output may hold NUL or a broken surrogate pair: stored as U+FFFD, never refused.
    const output = toStorableText(
      result.output.length > MAX_AGENT_JOB_OUTPUT
        ? result.output.slice(-MAX_AGENT_JOB_OUTPUT)
        : result.output,
    );
    const reported = result.error ?? (result.status === 'CANCELLED' ? message('agent.job.cancelled') : null);
    const error = reported === null ? null : toStorableText(reported);
    return { end, output, error, job: jobs.get(end.jobId) as NonNullable<ReturnType<typeof jobs.get>> };
  });
  for (let i = 0; i < values.length; i += 200) {
    const rows = sql.join(
      values
        .slice(i, i + 200)
        .map(
          ({ end, output, error }) =>
            sql`(${end.jobId}::int, ${output}::text, ${end.result.exitCode}::int, ${end.result.durationMs}::int, ${error}::text)`,
        ),
      sql`, `,
    );
    await db.execute(sql`UPDATE device_job_runs AS r
      SET output = v.output, exit_code = v.exit_code, duration_ms = v.duration_ms, error = v.error
      FROM (VALUES ${rows}) AS v(job_id, output, exit_code, duration_ms, error)
      WHERE r.job_id = v.job_id`);
  }
  if (values.length > 0) {
    await db.insert(deviceActivities).values(
      values.map(({ end, error, job, output }) => {
        const status = end.result.status;
        const { exitCode, durationMs } = end.result;
        return {
          divisionId: job.divisionId,
          nodeId: end.nodeId,
          type: `JOB_${status}`,
          message:
            status === 'COMPLETED'
              ? message('agent.activity.jobCompleted', {
                  jobName: job.name,
                  exitCode: String(exitCode ?? 0),
                  duration: formatJobDuration(durationMs),
                })
              : status === 'CANCELLED'
                ? message('agent.activity.jobCancelled', { jobName: job.name })
                : message('agent.activity.jobFailed', {
                    jobName: job.name,
                    reason: error ?? (exitCode === null ? '' : `exit code ${exitCode}`),
                  }),
          severity: SEVERITY[status],
          // A cancel is the canceller's act: its activity names them (not the job's starter).
          userName: status === 'CANCELLED' ? (end.cancelledBy ?? job.cancelledBy) : job.requestedBy,
          jobId: end.jobId,
          // The end of the output comes back as the device's activity too (issue 13).
          details: { exitCode, durationMs, output: output.slice(-MAX_ACTIVITY_OUTPUT) },
          createdAt: now,
        };
      }),
    );
    await publishEvents(
      db,
      values.map(({ end, output, job }) =>
        jobEvent({
          divisionId: job.divisionId,
          jobId: end.jobId,
          nodeId: end.nodeId,
          status: end.result.status,
          exitCode: end.result.exitCode,
          durationMs: end.result.durationMs,
          output,
        }),
      ),
      log,
    );
  }
  const answered = new Set<number>();
  return ends.map((end) => {
    const ok = chosen.get(end.jobId) === end && ended.has(end.jobId) && !answered.has(end.jobId);
    if (ok) answered.add(end.jobId);
    return ok;
  });
}

/**
 * Fails the RUNNING jobs of a device whose agent connection was lost (the agent cannot report
 * them any more); queued ones stay queued for its next connection. Answers the failed job ids.
 */
export async function failRunningJobs(
  db: Db,
  nodeId: number,
  now: Date,
  outputs: ReadonlyMap<number, string>,
  log?: GatewayLog,
): Promise<number[]> {
  const running = await db
    .select({ id: deviceJobs.id, startedAt: deviceJobs.startedAt })
    .from(deviceJobs)
    .where(and(eq(deviceJobs.nodeId, nodeId), eq(deviceJobs.status, 'RUNNING')))
    .orderBy(asc(deviceJobs.id));
  const ends: JobEnd[] = running.map((job) => ({
    nodeId,
    jobId: job.id,
    result: {
      status: 'FAILED',
      exitCode: null,
      durationMs: Math.max(0, now.getTime() - job.startedAt.getTime()),
      output: outputs.get(job.id) ?? '',
      error: message('agent.job.connectionLost'),
    },
  }));
  const done = await finishJobs(db, ends, now, log);
  return ends.filter((_, index) => done[index]).map((end) => end.jobId);
}

/**
 * `job.result` of many agents at once (see `finishJobsIn`): in one transaction, so no reader sees
 * a job ended without its output.
 */
export function finishJobs(db: Db, ends: readonly JobEnd[], now: Date, log?: GatewayLog): Promise<boolean[]> {
  if (ends.length === 0) return Promise.resolve([]);
  return db.transaction((tx) => finishJobsIn(tx as unknown as Db, ends, now, log));
}
