/**
 * Cancelling device jobs: a QUEUED job ends CANCELLED at once (its activity and event written in
 * the same transaction); a RUNNING one is marked `cancel_requested_at` and its agent is told
 * (`job.cancel`): the agent kills the job's process tree and reports CANCELLED, which ends it like
 * any result. Every server process repeats the request to its own agents until the job ends, so
 * the agent hears it whichever process it is connected to.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deviceJobRuns, deviceJobs } from '../db/schema';
import { conflict, message, notFound } from '../http/errors';
import type { GatewayLog } from './gateway';
import { finishJobs } from './job-results';

/** What a cancel did: ended the queued job, or asked its agent to stop it. */
export interface CancelOutcome {
  id: number;
  nodeId: number;
  status: 'CANCELLED' | 'CANCELLING';
  /** Send the device's agent `job.cancel` once the change has committed (it may run the job). */
  tellAgent: boolean;
}

/** The job's device and state, for the caller's permission check before {@link cancelDeviceJob}. */
export async function findDeviceJob(db: Db, divisionId: number, jobId: number) {
  const [row] = await db
    .select({ id: deviceJobs.id, nodeId: deviceJobs.nodeId, status: deviceJobs.status })
    .from(deviceJobs)
    .where(and(eq(deviceJobs.id, jobId), eq(deviceJobs.divisionId, divisionId)));
  return row;
}

/**
 * Cancels a job of the division: 404 when there is none, 409 when it already ended. A queued
 * job already offered to its agent is cancelled there too (`tellAgent`), in case it accepts meanwhile.
 * @example const outcome = await cancelDeviceJob(tx, { divisionId, jobId, now });
 */
export async function cancelDeviceJob(
  db: Db,
  input: {
    divisionId: number;
    jobId: number;
    now: Date;
    log?: GatewayLog;
    /** The user cancelling (named by the cancel activity). */
    cancelledBy?: string | null;
  },
): Promise<CancelOutcome> {
  const { divisionId, jobId, now } = input;
  const cancelledBy = input.cancelledBy ?? null;
  const job = await findDeviceJob(db, divisionId, jobId);
  if (!job?.nodeId) throw notFound();
  const nodeId = job.nodeId;
  const [run] = await db
    .select({ acceptedAt: deviceJobRuns.acceptedAt, offeredAt: deviceJobRuns.offeredAt })
    .from(deviceJobRuns)
    .where(eq(deviceJobRuns.jobId, jobId));
  if (job.status === 'QUEUED') {
    // A queued job without a run row (no payload, never offered) is ended directly.
    if (!run) {
      await db
        .update(deviceJobs)
        .set({ status: 'CANCELLED', finishedAt: now })
        .where(and(eq(deviceJobs.id, jobId), eq(deviceJobs.status, 'QUEUED')));
      return { id: jobId, nodeId, status: 'CANCELLED', tellAgent: false };
    }
    const [ended] = await finishJobs(
      db,
      [
        {
          nodeId,
          jobId,
          cancelledBy,
          result: { status: 'CANCELLED', exitCode: null, durationMs: 0, output: '' },
        },
      ],
      now,
      input.log,
    );
    if (ended) {
      await db.update(deviceJobRuns).set({ cancelledBy }).where(eq(deviceJobRuns.jobId, jobId));
      return { id: jobId, nodeId, status: 'CANCELLED', tellAgent: run.offeredAt !== null };
    }
    // Ended meanwhile (by its agent's result, or by another cancel).
    throw conflict('JOB_ALREADY_FINISHED', message('agent.job.alreadyFinished'));
  }
  if (job.status === 'RUNNING') return requestCancel(db, jobId, nodeId, now, cancelledBy);
  throw conflict('JOB_ALREADY_FINISHED', message('agent.job.alreadyFinished'));
}

async function requestCancel(
  db: Db,
  jobId: number,
  nodeId: number,
  now: Date,
  cancelledBy: string | null,
): Promise<CancelOutcome> {
  await db
    .update(deviceJobRuns)
    .set({
      cancelRequestedAt: sql`coalesce(${deviceJobRuns.cancelRequestedAt}, ${now.toISOString()}::timestamptz)`,
      // The first canceller is the one named.
      cancelledBy: sql`coalesce(${deviceJobRuns.cancelledBy}, ${cancelledBy}::text)`,
    })
    .where(eq(deviceJobRuns.jobId, jobId));
  return { id: jobId, nodeId, status: 'CANCELLING', tellAgent: true };
}

/**
 * The running jobs of these devices whose cancel was asked for (the gateway's poll sends their
 * agents `job.cancel` again: an agent ignores a job it does not run).
 */
export async function pendingCancels(
  db: Db,
  nodeIds: readonly number[],
): Promise<{ jobId: number; nodeId: number }[]> {
  if (nodeIds.length === 0) return [];
  return db
    .select({ jobId: deviceJobRuns.jobId, nodeId: deviceJobRuns.nodeId })
    .from(deviceJobRuns)
    .innerJoin(deviceJobs, eq(deviceJobs.id, deviceJobRuns.jobId))
    .where(
      and(
        inArray(deviceJobRuns.nodeId, [...nodeIds]),
        isNotNull(deviceJobRuns.cancelRequestedAt),
        eq(deviceJobs.status, 'RUNNING'),
      ),
    );
}
