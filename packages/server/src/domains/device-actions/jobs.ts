/**
 * A device's jobs and their cancel (issue 13; paths chosen, docs/device-actions.md). Reading needs
 * the device to be visible; cancelling also needs the right to update it (the right its device
 * actions need).
 */
import type { endpoints } from '@console/core';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { cancelDeviceJob, findDeviceJob } from '../../agents/job-cancel';
import { deviceJobRuns, deviceJobs } from '../../db/schema';
import { ensure, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/register';
import { findNode } from '../nodes/queries';
import { userName } from './devices';

type Endpoints = typeof endpoints.deviceActions;

/** GET /node/{id}/jobs: the device's jobs, newest first (`active`: queued and running only). */
export async function listDeviceJobs(ctx: RequestContext<Endpoints['jobs']>) {
  const node = await findNode(ctx.db, ctx.auth.division.id, ctx.params.id);
  if (!node) throw notFound();
  ensure(ctx.auth.can.canViewDevice(node));
  const rows = await ctx.db
    .select({
      id: deviceJobs.id,
      nodeId: deviceJobs.nodeId,
      name: deviceJobs.name,
      jobType: deviceJobs.jobType,
      status: deviceJobs.status,
      requestedBy: deviceJobRuns.requestedBy,
      startedAt: deviceJobs.startedAt,
      finishedAt: deviceJobs.finishedAt,
    })
    .from(deviceJobs)
    .leftJoin(deviceJobRuns, eq(deviceJobRuns.jobId, deviceJobs.id))
    .where(
      and(
        eq(deviceJobs.divisionId, ctx.auth.division.id),
        eq(deviceJobs.nodeId, node.id),
        ctx.query.active ? inArray(deviceJobs.status, ['QUEUED', 'RUNNING']) : undefined,
      ),
    )
    .orderBy(desc(deviceJobs.id))
    .limit(ctx.query.limit);
  return {
    jobs: rows.map((row) => ({
      ...row,
      nodeId: node.id,
      requestedBy: row.requestedBy ?? null,
      startedAt: row.startedAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * POST /device/jobs/{id}/cancel: a queued job ends CANCELLED; a running one's agent is told to
 * stop it (after the answer, once the request is committed; the gateway's poll repeats it).
 * 409 when the job already ended.
 */
export async function cancelJob(ctx: RequestContext<Endpoints['cancelJob']>) {
  const divisionId = ctx.auth.division.id;
  const job = await findDeviceJob(ctx.db, divisionId, ctx.params.id);
  if (!job?.nodeId) throw notFound();
  const node = await findNode(ctx.db, divisionId, job.nodeId);
  if (!node) throw notFound();
  ensure(ctx.auth.can.canViewDevice(node) && ctx.auth.can.canUpdateDevices(node));
  const outcome = await cancelDeviceJob(ctx.db, {
    divisionId,
    jobId: job.id,
    now: ctx.now,
    log: ctx.request.log,
    cancelledBy: userName(ctx.auth),
  });
  if (outcome.tellAgent) {
    const agents = ctx.request.server.agents;
    ctx.reply.raw.once('finish', () => {
      agents?.send(outcome.nodeId, { type: 'job.cancel', jobId: outcome.id });
    });
  }
  return { id: outcome.id, status: outcome.status };
}
