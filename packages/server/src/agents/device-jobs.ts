/**
 * Device jobs run by agents: created QUEUED with what to run (`device_job_runs`), offered to the
 * device's agent (`job.offer`), RUNNING once it accepts, and ended by its `job.result` with the
 * output, exit code and duration, the device's activity and the device's job topic. A lost
 * connection fails the device's running jobs instead of leaving them hanging.
 */
import { type DeviceJobPayloadInput, topics } from '@console/core';
import { DEVICE_JOB_TYPES, deviceJobPayloadSchema } from '@console/core/contract';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { deviceActivities, deviceJobRuns, deviceJobSecrets, deviceJobs, nodes } from '../db/schema';
import { message } from '../http/errors';
import type { SecretBox } from '../lib/crypto';
import { type BatchEvent, publishEvents } from './batch';
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
 * now) and answers them, oldest first. With `secrets`, the job's sealed fields
 * (`device_job_secrets`) are opened into the offered payload: only the offer carries them.
 */
export async function claimOffers(
  db: Db,
  nodeIds: readonly number[],
  now: Date,
  retryBefore: Date,
  secrets?: SecretBox,
): Promise<JobOffer[]> {
  if (nodeIds.length === 0) return [];
  const rows = await db
    .update(deviceJobRuns)
    .set({ offeredAt: now })
    .where(
      and(
        inArray(deviceJobRuns.nodeId, [...nodeIds]),
        or(isNull(deviceJobRuns.offeredAt), lt(deviceJobRuns.offeredAt, retryBefore)),
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
  const sealed = secrets
    ? await db
        .select()
        .from(deviceJobSecrets)
        .where(
          inArray(
            deviceJobSecrets.jobId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  const sealedOf = new Map(sealed.map((row) => [row.jobId, row.sealed]));
  return rows
    .map((row) => {
      const fields = sealedOf.get(row.id);
      const payload =
        fields && secrets
          ? {
              ...row.payload,
              ...Object.fromEntries(
                Object.entries(fields).map(([field, value]) => [field, secrets.decrypt(value)]),
              ),
            }
          : row.payload;
      return { ...row, payload, name: nameOf.get(row.id) ?? '' };
    })
    .sort((a, b) => a.id - b.id);
}

/** The tail of an output carried by the job topic. */
function tail(output: string): string {
  return output.length > 2_000 ? output.slice(-2_000) : output;
}

/** A job state change for the device's job topic. */
export interface JobEvent {
  divisionId: number;
  jobId: number;
  nodeId: number;
  status: 'QUEUED' | 'RUNNING' | 'COMPLETED' | 'FAILED' | 'CANCELLED';
  exitCode: number | null;
  durationMs: number | null;
  output: string;
}

export function jobEvent(event: JobEvent): BatchEvent<typeof topics.deviceJobs> {
  const { divisionId, output, ...rest } = event;
  return {
    divisionId,
    topic: topics.deviceJobs,
    params: { id: event.nodeId },
    data: { ...rest, outputTail: tail(output) },
  };
}

/** Publishes a job's state on the device's job topic. */
export async function publishJob(db: Db, event: JobEvent, log?: GatewayLog): Promise<void> {
  await publishEvents(db, [jobEvent(event)], log);
}

/** One agent's claim on a job: an agent acts for its own device only. */
export interface JobClaim {
  nodeId: number;
  jobId: number;
}

/** A device job row an UPDATE … RETURNING changed, with who requested it. */
export interface ChangedJobRow {
  id: number;
  node_id: number;
  division_id: number;
  name: string;
  requested_by: string | null;
  /** Who asked to cancel it (only where the statement returns it). */
  cancelled_by?: string | null;
}

/**
 * `job.accepted` of many agents at once: QUEUED → RUNNING for each job that is the claiming
 * device's and still queued (one statement checks both), its start recorded as an activity and
 * published. Answers, per claim, whether it was accepted.
 */
async function acceptJobsIn(
  db: Db,
  claims: readonly JobClaim[],
  now: Date,
  log?: GatewayLog,
): Promise<boolean[]> {
  if (claims.length === 0) return [];
  const pairs = sql.join(
    claims.map((claim) => sql`(${claim.jobId}::int, ${claim.nodeId}::int)`),
    sql`, `,
  );
  const rows = await queryRows<ChangedJobRow>(
    db,
    sql`UPDATE device_jobs AS j SET status = 'RUNNING', started_at = ${now.toISOString()}::timestamptz
      FROM (SELECT DISTINCT * FROM (VALUES ${pairs}) AS v(id, node)) AS c, device_job_runs AS r
      WHERE j.id = c.id AND j.node_id = c.node AND j.status = 'QUEUED' AND r.job_id = j.id
      RETURNING j.id, j.node_id, j.division_id, j.name, r.requested_by`,
  );
  if (rows.length > 0) {
    await db
      .update(deviceJobRuns)
      .set({ acceptedAt: now })
      .where(
        inArray(
          deviceJobRuns.jobId,
          rows.map((row) => row.id),
        ),
      );
    await db.insert(deviceActivities).values(
      rows.map((row) => ({
        divisionId: row.division_id,
        nodeId: row.node_id,
        type: 'JOB_STARTED',
        message: message('agent.activity.jobStarted', { jobName: row.name }),
        userName: row.requested_by,
        jobId: row.id,
        createdAt: now,
      })),
    );
    await publishEvents(
      db,
      rows.map((row) =>
        jobEvent({
          divisionId: row.division_id,
          jobId: row.id,
          nodeId: row.node_id,
          status: 'RUNNING',
          exitCode: null,
          durationMs: null,
          output: '',
        }),
      ),
      log,
    );
  }
  const started = new Map(rows.map((row) => [row.id, row.node_id]));
  const answered = new Set<number>();
  return claims.map((claim) => {
    const ok = started.get(claim.jobId) === claim.nodeId && !answered.has(claim.jobId);
    if (ok) answered.add(claim.jobId);
    return ok;
  });
}

/**
 * `job.accepted` of many agents at once (see `acceptJobsIn`): in one transaction, so the job's
 * state, its activity and its event commit together.
 */
export function acceptJobs(
  db: Db,
  claims: readonly JobClaim[],
  now: Date,
  log?: GatewayLog,
): Promise<boolean[]> {
  if (claims.length === 0) return Promise.resolve([]);
  return db.transaction((tx) => acceptJobsIn(tx as unknown as Db, claims, now, log));
}
