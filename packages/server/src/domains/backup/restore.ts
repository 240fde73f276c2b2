/**
 * Restores (002 §2.3 restore dialogs, §3 Restore options, §4.7): the choices a device's backup
 * plans offer (network locations, volumes) and `POST /node/{id}/restore`, which checks the rules
 * and queues the device's `restore` job (shown in its activities, offered to its agent).
 */
import {
  type Endpoints,
  isAgentDeviceClass,
  type RestoreChoices,
  type RestoreType,
  validateRestoreRequest,
} from '@console/core';
import { and, eq } from 'drizzle-orm';
import { createDeviceJobs } from '../../agents/device-jobs';
import type { Db } from '../../db/client';
import { deviceJobSecrets, policies } from '../../db/schema';
import { ApiError, ensure, message, notFound, validationError } from '../../http/errors';
import type { RequestContext } from '../../http/register';
import { displayName, userName } from '../device-actions/devices';
import { findNode, type NodeRow } from '../nodes/queries';
import { plansOf } from './policy-plans';

type Ctx<K extends keyof Endpoints['backup']> = RequestContext<Endpoints['backup'][K]>;

const JOB_NAMES = {
  FILE_FOLDER: 'backupWizards.restore.job.fileFolder',
  BARE_METAL: 'backupWizards.restore.job.bareMetal',
  VIRTUAL_DISK: 'backupWizards.restore.job.virtualDisk',
  PHYSICAL_DISK: 'backupWizards.restore.job.physicalDisk',
  DELETE_FILES: 'backupWizards.restore.job.deleteFiles',
  SYNCHRONIZE_REPOSITORY: 'backupWizards.restore.job.synchronize',
} as const satisfies Record<RestoreType, string>;

/** The device's policy (id and content): its own, else the default policy of its class. */
export async function devicePolicy(
  db: Db,
  node: Pick<NodeRow, 'policyId' | 'divisionId' | 'nodeClass'>,
): Promise<{ id: number | null; content: unknown }> {
  const where =
    node.policyId !== null
      ? and(eq(policies.id, node.policyId), eq(policies.divisionId, node.divisionId))
      : and(
          eq(policies.divisionId, node.divisionId),
          eq(policies.nodeClass, node.nodeClass),
          eq(policies.nodeClassDefault, true),
        );
  const [row] = await db
    .select({ id: policies.id, content: policies.content })
    .from(policies)
    .where(where)
    .limit(1);
  return row ? { id: row.id, content: row.content } : { id: null, content: {} };
}

/** Network locations and volumes of a device's backup plans. */
async function restoreChoices(db: Db, node: NodeRow): Promise<RestoreChoices> {
  const plans = plansOf((await devicePolicy(db, node)).content);
  const networkLocations = plans.jobs
    .filter((job) => job.destinationType === 'NETWORK_SHARE')
    .map((job) => ({ name: job.networkDestinationName, path: job.networkDestinationPath }));
  const volumes = [...new Set(plans.jobs.flatMap((job) => job.volumes.map((v) => v.toUpperCase())))].sort();
  return { networkLocations, volumes };
}

async function requireDevice(ctx: Ctx<'restoreOptions'> | Ctx<'restore'>): Promise<NodeRow> {
  const row = await findNode(ctx.db, ctx.auth.division.id, ctx.params.id);
  if (!row) throw notFound();
  ensure(ctx.auth.can.canViewDevice(row));
  return row;
}

/** GET /node/{id}/restore/options. */
export async function getRestoreOptions(ctx: Ctx<'restoreOptions'>) {
  return restoreChoices(ctx.db, await requireDevice(ctx));
}

/** POST /node/{id}/restore: the rules, then the device's `restore` job. */
export async function restore(ctx: Ctx<'restore'>) {
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
  const choices = await restoreChoices(db, row);
  const issues = validateRestoreRequest(
    body,
    choices.networkLocations.map((location) => location.name),
  );
  if (issues.length > 0) {
    throw validationError(
      issues.map(({ path, issue }) => ({ path, message: message(issue.key, issue.params) })),
    );
  }
  const requestedBy = userName(auth);
  // The bare-metal passphrase is sealed beside the job, never in its payload: the gateway opens it
  // into the offer it sends the device's agent (agents/device-jobs.ts claimOffers).
  const { encryptionPassphrase, ...options } = body;
  const jobId = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [id] = await createDeviceJobs(
      tx,
      [
        {
          divisionId: auth.division.id,
          nodeId: row.id,
          name: message('backupWizards.restore.jobName', {
            appUserName: requestedBy,
            restoreName: message(JOB_NAMES[body.restoreType]),
          }),
          payload: { kind: 'restore', ...options, encryptionPassphrase: '' },
          requestedBy,
        },
      ],
      ctx.now,
    );
    if (id === undefined) throw new Error('job not created');
    if (encryptionPassphrase)
      await tx.insert(deviceJobSecrets).values({
        jobId: id,
        sealed: { encryptionPassphrase: ctx.state.secrets.encrypt(encryptionPassphrase) },
      });
    return id;
  });
  ctx.reply.raw.once(
    'finish',
    () => void ctx.request.server.agents?.dispatch([row.id]).catch(() => undefined),
  );
  return { resultCode: 'SUCCESS' as const, jobId };
}
