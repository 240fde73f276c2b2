/**
 * Device jobs run by agents: created QUEUED with what to run (`device_job_runs`), offered to the
 * device's agent (`job.offer`), RUNNING once it accepts, and ended by its `job.result` with the
 * output, exit code and duration, the device's activity and the device's job topic. A lost
 * connection fails the device's running jobs instead of leaving them hanging.
 */
import {
  DEVICE_JOB_TYPES,
  type DeviceJobPayloadInput,
  type DeviceJobResult,
  deviceJobPayloadSchema,
  MAX_AGENT_JOB_OUTPUT,
  topics,
} from '@console/core';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deviceJobRuns, deviceJobs, nodes } from '../db/schema';
import { message } from '../http/errors';
import { publishEvent } from '../realtime/publish';
import { recordDeviceActivity } from './activities';
import type { GatewayLog } from './gateway';

/** One job to create. */
export interface DeviceJobInput {
  divisionId: number;
  nodeId: number;
  /** The visible job name ('User {{appUserName}} requested start of automation {{scriptName}}' ...). */
  name: string;
  /** What to run (the agent contract's payload; checked here). */
  payload: DeviceJobPayloadInput;
  /** The user who asked (display name), for the activity log. */
  requestedBy?: string | null;
  /** `device_jobs.job_type`. @default by the payload's kind (DEVICE_JOB_TYPES) */
  jobType?: string;
}

/**
 * Creates QUEUED device jobs (in `db`, which may be the caller's transaction) and answers their ids,
 * in input order. The agents get them at the next poll, or at once with `app.agents.dispatch(nodeIds)`
 * called after the transaction commits. Devices must exist in `divisionId`.
 * @example
 * const [jobId] = await createDeviceJobs(tx, [{ divisionId, nodeId, name, payload: { kind: 'reboot' } }]);
 */
export async function createDeviceJobs(
  db: Db,
  inputs: readonly DeviceJobInput[],
  now = new Date(),
): Promise<number[]> {
  if (inputs.length === 0) return [];
  const payloads = inputs.map((input) => deviceJobPayloadSchema.parse(input.payload));
  const nodeIds = [...new Set(inputs.map((input) => input.nodeId))];
  const found = await db
    .select({ id: nodes.id, divisionId: nodes.divisionId, clientId: nodes.clientId })
    .from(nodes)
    .where(inArray(nodes.id, nodeIds));
  const byId = new Map(found.map((row) => [row.id, row]));
  const jobs = inputs.map((input, index) => {
    const node = byId.get(input.nodeId);
    if (!node || node.divisionId !== input.divisionId)
      throw new Error(`No device ${input.nodeId} in the division`);
    const payload = payloads[index] as (typeof payloads)[number];
    return {
      divisionId: input.divisionId,
      clientId: node.clientId,
      nodeId: input.nodeId,
      jobType: input.jobType ?? DEVICE_JOB_TYPES[payload.kind],
      name: input.name,
      status: 'QUEUED' as const,
      startedAt: now,
    };
  });
  const created = await db.insert(deviceJobs).values(jobs).returning({ id: deviceJobs.id });
  await db.insert(deviceJobRuns).values(
    created.map((job, index) => {
      const input = inputs[index] as DeviceJobInput;
      const payload = payloads[index] as (typeof payloads)[number];
      return {
        jobId: job.id,
        divisionId: input.divisionId,
        nodeId: input.nodeId,
        kind: payload.kind,
        payload: payload as Record<string, unknown>,
        requestedBy: input.requestedBy ?? null,
      };
    }),
  );
  return created.map((job) => job.id);
}

/** A device job's run with its result, for pages and tests. */
export async function readDeviceJob(db: Db, divisionId: number, jobId: number) {
  const [row] = await db
    .select({
      id: deviceJobs.id,
      nodeId: deviceJobs.nodeId,
      name: deviceJobs.name,
      jobType: deviceJobs.jobType,
      status: deviceJobs.status,
      startedAt: deviceJobs.startedAt,
      finishedAt: deviceJobs.finishedAt,
      kind: deviceJobRuns.kind,
      payload: deviceJobRuns.payload,
      output: deviceJobRuns.output,
      exitCode: deviceJobRuns.exitCode,
      durationMs: deviceJobRuns.durationMs,
      error: deviceJobRuns.error,
    })
    .from(deviceJobs)
    .innerJoin(deviceJobRuns, eq(deviceJobRuns.jobId, deviceJobs.id))
    .where(and(eq(deviceJobs.id, jobId), eq(deviceJobs.divisionId, divisionId)));
  return row;
}

/** A job offer as the gateway sends it. */
export interface JobOffer {
  nodeId: number;
  id: number;
  name: string;
  payload: Record<string, unknown>;
}

/**
 * Claims the queued jobs of these devices not offered since `retryBefore` (marks them offered
 * now) and answers them, oldest first.
 */
export async function claimOffers(
  db: Db,
  nodeIds: readonly number[],
  now: Date,
  retryBefore: Date,
): Promise<JobOffer[]> {
  if (nodeIds.length === 0) return [];
  const rows = await db
    .update(deviceJobRuns)
    .set({ offeredAt: now })
    .where(
      and(
        inArray(deviceJobRuns.nodeId, [...nodeIds]),
        or(isNull(deviceJobRuns.offeredAt), lt(deviceJobRuns.offeredAt, retryBefore)),
        isNull(deviceJobRuns.acceptedAt),
        inArray(
          deviceJobRuns.jobId,
          db.select({ id: deviceJobs.id }).from(deviceJobs).where(eq(deviceJobs.status, 'QUEUED')),
        ),
      ),
    )
    .returning({ id: deviceJobRuns.jobId, nodeId: deviceJobRuns.nodeId, payload: deviceJobRuns.payload });
  if (rows.length === 0) return [];
  const names = await db
    .select({ id: deviceJobs.id, name: deviceJobs.name })
    .from(deviceJobs)
    .where(
      inArray(
        deviceJobs.id,
        rows.map((row) => row.id),
      ),
    );
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  return rows.map((row) => ({ ...row, name: nameOf.get(row.id) ?? '' })).sort((a, b) => a.id - b.id);
}

/** The tail of an output carried by the job topic. */
function tail(output: string): string {
  return output.length > 2_000 ? output.slice(-2_000) : output;
}

/** Publishes a job's state on the device's job topic. */
export async function publishJob(
  db: Db,
  target: { divisionId: number; log?: GatewayLog | undefined },
  event: {
    jobId: number;
    nodeId: number;
    status: 'QUEUED' | 'RUNNING' | 'COMPLETED' | 'FAILED';
    exitCode: number | null;
    durationMs: number | null;
    output: string;
  },
): Promise<void> {
  const { output, ...rest } = event;
  await publishEvent(
    db,
    target,
    topics.deviceJobs,
    { id: event.nodeId },
    { ...rest, outputTail: tail(output) },
  );
}

/** The job of `jobId` when it belongs to `nodeId` (an agent acts for its own device only). */
async function ownJob(db: Db, nodeId: number, jobId: number) {
  const [row] = await db
    .select({
      id: deviceJobs.id,
      name: deviceJobs.name,
      status: deviceJobs.status,
      divisionId: deviceJobs.divisionId,
      requestedBy: deviceJobRuns.requestedBy,
    })
    .from(deviceJobs)
    .innerJoin(deviceJobRuns, eq(deviceJobRuns.jobId, deviceJobs.id))
    .where(and(eq(deviceJobs.id, jobId), eq(deviceJobs.nodeId, nodeId)));
  return row;
}

/** `job.accepted`: QUEUED → RUNNING. False when the job is not this device's or not queued. */
export async function acceptJob(
  db: Db,
  nodeId: number,
  jobId: number,
  now: Date,
  log?: GatewayLog,
): Promise<boolean> {
  const job = await ownJob(db, nodeId, jobId);
  if (job?.status !== 'QUEUED') return false;
  await db.update(deviceJobs).set({ status: 'RUNNING', startedAt: now }).where(eq(deviceJobs.id, jobId));
  await db.update(deviceJobRuns).set({ acceptedAt: now }).where(eq(deviceJobRuns.jobId, jobId));
  await publishJob(
    db,
    { divisionId: job.divisionId, log },
    { jobId, nodeId, status: 'RUNNING', exitCode: null, durationMs: null, output: '' },
  );
  return true;
}

/** Formats milliseconds as the activity line's duration: `850 ms`, `12.3 s`, `4 min 5 s`. */
export function formatJobDuration(ms: number): string {
  if (ms < 1_000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1_000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes} min ${Math.round((ms % 60_000) / 1_000)} s`;
}

/**
 * `job.result`: writes the end of a RUNNING (or still QUEUED) job of this device: status, output
 * (capped), exit code, duration and error; records the activity and publishes. False when the job
 * is not this device's or already ended.
 */
export async function finishJob(
  db: Db,
  nodeId: number,
  jobId: number,
  result: DeviceJobResult,
  now: Date,
  log?: GatewayLog,
): Promise<boolean> {
  const job = await ownJob(db, nodeId, jobId);
  if (!job || (job.status !== 'RUNNING' && job.status !== 'QUEUED')) return false;
  const status = result.status === 'COMPLETED' ? 'COMPLETED' : 'FAILED';
  const output =
    result.output.length > MAX_AGENT_JOB_OUTPUT ? result.output.slice(-MAX_AGENT_JOB_OUTPUT) : result.output;
  const error = result.error ?? (result.status === 'CANCELLED' ? message('agent.job.cancelled') : null);
  const ended = await db
    .update(deviceJobs)
    .set({ status, finishedAt: now })
    .where(and(eq(deviceJobs.id, jobId), inArray(deviceJobs.status, ['QUEUED', 'RUNNING'])))
    .returning({ id: deviceJobs.id });
  if (ended.length === 0) return false;
  await db
    .update(deviceJobRuns)
    .set({ output, exitCode: result.exitCode, durationMs: result.durationMs, error })
    .where(eq(deviceJobRuns.jobId, jobId));
  const text =
    status === 'COMPLETED'
      ? message('agent.activity.jobCompleted', {
          jobName: job.name,
          exitCode: String(result.exitCode ?? 0),
          duration: formatJobDuration(result.durationMs),
        })
      : message('agent.activity.jobFailed', {
          jobName: job.name,
          reason: error ?? (result.exitCode === null ? '' : `exit code ${result.exitCode}`),
        });
  await recordDeviceActivity(db, {
    divisionId: job.divisionId,
    nodeId,
    type: status === 'COMPLETED' ? 'JOB_COMPLETED' : 'JOB_FAILED',
    message: text,
    severity: status === 'COMPLETED' ? 'success' : 'failure',
    userName: job.requestedBy,
    jobId,
    details: { exitCode: result.exitCode, durationMs: result.durationMs },
    at: now,
  });
  await publishJob(
    db,
    { divisionId: job.divisionId, log },
    {
      jobId,
      nodeId,
      status,
      exitCode: result.exitCode,
      durationMs: result.durationMs,
      output,
    },
  );
  return true;
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
  const failed: number[] = [];
  for (const job of running) {
    const durationMs = Math.max(0, now.getTime() - job.startedAt.getTime());
    const done = await finishJob(
      db,
      nodeId,
      job.id,
      {
        status: 'FAILED',
        exitCode: null,
        durationMs,
        output: outputs.get(job.id) ?? '',
        error: message('agent.job.connectionLost'),
      },
      now,
      log,
    );
    if (done) failed.push(job.id);
  }
  return failed;
}

/** Appends streamed output to a running job's stored output (capped, keeping the end). */
export async function appendOutput(db: Db, jobId: number, text: string): Promise<void> {
  await db
    .update(deviceJobRuns)
    .set({ output: sql`right(${deviceJobRuns.output} || ${text}, ${MAX_AGENT_JOB_OUTPUT})` })
    .where(eq(deviceJobRuns.jobId, jobId));
}
