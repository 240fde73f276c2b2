/**
 * Starting backups (002 §3 Backup job): "Back up now" queues the device's `backup` job for one of
 * its policy's backup jobs (`POST /node/{id}/backup`, cancelable like every device job), and
 * `GET /node/{id}/backup` answers the device's backup jobs with its latest runs, as its agent
 * reported them (`backup.result`, ./agent-schedule.ts).
 */
import { type BackupJob, type BackupRunJobInput, type Endpoints, isAgentDeviceClass } from '@console/core';
import { MAX_BACKUP_RUNS_PER_DEVICE } from '@console/core/contract';
import { and, desc, eq } from 'drizzle-orm';
import { createDeviceJobs } from '../../agents/device-jobs';
import { backupRuns } from '../../db/schema';
import { ApiError, ensure, message, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/register';
import { displayName, userName } from '../device-actions/devices';
import { findNode, type NodeRow } from '../nodes/queries';
import { plansOf } from './policy-plans';
import { devicePolicy } from './restore';

type Ctx<K extends keyof Endpoints['backup']> = RequestContext<Endpoints['backup'][K]>;

/** A drive letter (`C:`) as a folder the agent walks (`C:\`); other volumes as they are. */
function sourceOf(volume: string): string {
  const text = volume.trim();
  return /^[a-z]:$/i.test(text) ? `${text}\\` : text;
}

/**
 * The `backup` device job of a plan job: its volumes as the sources, its destination as the
 * repository, its retention and read-failure choices.
 */
export function backupRunOf(job: BackupJob): BackupRunJobInput {
  const network = job.destinationType === 'NETWORK_SHARE';
  return {
    kind: 'backup',
    planJobId: job.id ?? null,
    jobName: job.jobName,
    sources: job.volumes.map(sourceOf),
    destinationType: job.destinationType,
    repository: (network ? job.networkDestinationPath : job.localDestinationPath).trim(),
    repositoryName: network ? job.networkDestinationName : '',
    retentionImageCount: job.advanced.retentionEnabled ? job.advanced.retentionImageCount : null,
    ignoreReadFailures: job.advanced.ignoreReadFailures,
  };
}

async function requireDevice(ctx: Ctx<'deviceBackups'> | Ctx<'backupNow'>): Promise<NodeRow> {
  const row = await findNode(ctx.db, ctx.auth.division.id, ctx.params.id);
  if (!row) throw notFound();
  ensure(ctx.auth.can.canViewDevice(row));
  return row;
}

/** GET /node/{id}/backup. */
export async function getDeviceBackups(ctx: Ctx<'deviceBackups'>) {
  const row = await requireDevice(ctx);
  const policy = await devicePolicy(ctx.db, row);
  const jobs = plansOf(policy.content).jobs.flatMap((job) =>
    job.id
      ? [
          {
            id: job.id,
            jobName: job.jobName,
            enabled: job.enabled,
            scheduleType: job.schedule.type,
            destinationType: job.destinationType,
          },
        ]
      : [],
  );
  const runs = await ctx.db
    .select()
    .from(backupRuns)
    .where(and(eq(backupRuns.nodeId, row.id), eq(backupRuns.divisionId, ctx.auth.division.id)))
    .orderBy(desc(backupRuns.startedAt), desc(backupRuns.id))
    .limit(MAX_BACKUP_RUNS_PER_DEVICE);
  return {
    policyId: policy.id,
    jobs,
    runs: runs.map(({ divisionId: _division, nodeId: _node, ...run }) => ({
      ...run,
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt.toISOString(),
    })),
  };
}

/** POST /node/{id}/backup: the device's `backup` job for one plan job of its policy. */
export async function backupNow(ctx: Ctx<'backupNow'>) {
  const { db, auth, body } = ctx;
  const row = await requireDevice(ctx);
  ensure(auth.can.canUpdateDevices(row));
  if (!isAgentDeviceClass(row.nodeClass)) {
    throw new ApiError(
      422,
      'UNSUPPORTED_DEVICE_ACTION',
      message('deviceOps.action.unsupported', { deviceName: displayName(row) }),
    );
  }
  const job = plansOf((await devicePolicy(db, row)).content).jobs.find((item) => item.id === body.planJobId);
  if (!job) {
    throw new ApiError(404, 'NOT_FOUND', message('backupWizards.backupNow.jobNotFound'));
  }
  const requestedBy = userName(auth);
  const [jobId] = await createDeviceJobs(
    db,
    [
      {
        divisionId: auth.division.id,
        nodeId: row.id,
        name: message('backupWizards.backupNow.jobName', { appUserName: requestedBy, jobName: job.jobName }),
        payload: backupRunOf(job),
        requestedBy,
      },
    ],
    ctx.now,
  );
  if (jobId === undefined) throw new Error('job not created');
  ctx.reply.raw.once(
    'finish',
    () => void ctx.request.server.agents?.dispatch([row.id]).catch(() => undefined),
  );
  return { resultCode: 'SUCCESS' as const, jobId };
}
