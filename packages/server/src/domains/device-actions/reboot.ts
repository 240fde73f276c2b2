/**
 * The scheduled reboot (002 §3, §5.2): POST /scheduledtask/reboot takes the run-once task of the
 * spec, checks its time is in the future in its time zone, and queues one background job per target
 * at that time. The job creates the device's `reboot` job for its agent, unless the device's
 * maintenance suppresses tasks or the task skips offline devices and the device is offline.
 */
import { type Endpoints, isAgentDeviceClass, nextOccurrence, validateRebootSchedule } from '@console/core';
import { z } from 'zod';
import { createDeviceJobs } from '../../agents/device-jobs';
import { ApiError, ensure, fieldError, message } from '../../http/errors';
import type { RequestContext } from '../../http/register';
import { defineJob, enqueue } from '../../jobs';
import { devicesById, displayName, loadDevices, userName } from './devices';
import { isSuppressed } from './maintenance';

type Ctx = RequestContext<Endpoints['deviceActions']['scheduleReboot']>;

/** `device-actions.scheduled-reboot` payload: one target of a reboot task. */
const scheduledRebootPayload = z.object({
  nodeId: z.number().int(),
  divisionId: z.number().int(),
  name: z.string(),
  skipIfOffline: z.boolean(),
  requestedBy: z.string().nullable(),
});

/**
 * Runs one target of a reboot task at its time: answers `{ jobId }` of the device's reboot job, or
 * `{ skipped }` ('maintenance', 'offline', 'deleted').
 */
export const scheduledRebootJob = defineJob(
  'device-actions.scheduled-reboot',
  scheduledRebootPayload,
  async (payload, ctx) => {
    const [row] = await devicesById(ctx.db, payload.divisionId, [payload.nodeId]);
    if (!row) return { skipped: 'deleted' };
    if (await isSuppressed(ctx.db, row.id, 'TASKS', ctx.now())) return { skipped: 'maintenance' };
    if (payload.skipIfOffline && !row.isUp) return { skipped: 'offline' };
    const [jobId] = await createDeviceJobs(
      ctx.db,
      [
        {
          divisionId: row.divisionId,
          nodeId: row.id,
          name: message('deviceOps.job.scheduledReboot', { name: payload.name }),
          payload: { kind: 'reboot' },
          requestedBy: payload.requestedBy,
        },
      ],
      ctx.now(),
    );
    return { jobId };
  },
  { maxAttempts: 3 },
);

/**
 * POST /scheduledtask/reboot: each target visible with device Update permission and run by the
 * agent; the run-once time in the future in its time zone ('Date and time must be in the future').
 */
export async function scheduleReboot(ctx: Ctx) {
  const { db, auth, body } = ctx;
  const issue = validateRebootSchedule(body.schedule, ctx.now.getTime());
  if (issue) throw fieldError('schedule', message(issue.key, issue.params));
  const next = nextOccurrence(body.schedule, ctx.now);
  if (!next) throw fieldError('schedule', message('deviceOps.validation.futureDateTime'));
  const rows = await loadDevices(
    db,
    auth,
    body.targets.map((target) => target.targetId),
    'targets',
  );
  for (const row of rows) ensure(auth.can.canUpdateDevices(row));
  for (const row of rows) {
    if (!isAgentDeviceClass(row.nodeClass)) {
      throw new ApiError(
        422,
        'UNSUPPORTED_DEVICE_ACTION',
        message('deviceOps.action.unsupported', { deviceName: displayName(row) }),
      );
    }
  }
  for (const row of rows) {
    await enqueue(
      db,
      scheduledRebootJob,
      {
        nodeId: row.id,
        divisionId: auth.division.id,
        name: body.name,
        skipIfOffline: body.content.skipIfOffline,
        requestedBy: userName(auth),
      },
      { runAt: next.at, createdBy: auth.user.id, divisionId: auth.division.id },
    );
  }
  ctx.request.log.info({ devices: rows.length, runAt: next.at.toISOString() }, 'reboot scheduled');
  return { resultCode: 'SUCCESS' as const, runAt: next.at.toISOString() };
}
