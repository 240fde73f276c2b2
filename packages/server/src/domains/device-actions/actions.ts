/**
 * Security and power actions (002 §3, §4.5, §5.7, §7) and Wake-on-LAN (000 §4.7, §7.7). Each runs
 * through the device's agent as a device job (`src/agents/device-jobs.ts`): reboot, shutdown and
 * policy sync on the device itself; Wake-on-LAN on an online agent of the target's subnet. Devices
 * enrolled in an MDM (Apple check-in, Android Management) get their actions as MDM commands
 * (../mdm/actions.ts); a mobile device without one is refused with the spec's 'No Apple/Android
 * MDM connections configured.'.
 */
import {
  type DeviceJobPayloadInput,
  type Endpoints,
  isAgentDeviceClass,
  lockNeedsPin,
  securityActionsFor,
  validateDisownEmail,
  validateLock,
  validatePasscode,
} from '@console/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createDeviceJobs } from '../../agents/device-jobs';
import type { AgentGateway } from '../../agents/gateway';
import { nodes } from '../../db/schema';
import { ApiError, ensure, fieldError, message } from '../../http/errors';
import type { RequestContext } from '../../http/register';
import { loadMdmBindings, mdmOffers, mdmRefusal, sendMdmActions } from '../mdm/actions';
import type { NodeRow } from '../nodes/queries';
import { displayName, loadDevices, userName } from './devices';

type Ctx<K extends keyof Endpoints['deviceActions']> = RequestContext<Endpoints['deviceActions'][K]>;

const ACTION_JOBS: Partial<Record<string, DeviceJobPayloadInput>> = {
  REBOOT_DEVICE: { kind: 'reboot' },
  SHUTDOWN_DEVICE: { kind: 'shutdown' },
};

function gateway(ctx: { request: { server: FastifyInstance } }): AgentGateway | undefined {
  return (ctx.request.server as FastifyInstance & { agents?: AgentGateway }).agents;
}

/** Offers the new jobs to the agents once the request's transaction committed. */
function dispatchAfterReply(ctx: Ctx<'action'> | Ctx<'wakeOnLan'>, nodeIds: number[]) {
  const agents = gateway(ctx);
  if (!agents || nodeIds.length === 0) return;
  ctx.reply.raw.once('finish', () => {
    agents.dispatch(nodeIds).catch((error: unknown) => ctx.request.log.warn({ error }, 'dispatch failed'));
  });
}

function checkActionData(body: Ctx<'action'>['body'], rows: readonly NodeRow[]) {
  const first = (issues: Record<string, { key: string; params?: Record<string, unknown> } | undefined>) => {
    for (const [field, issue] of Object.entries(issues)) {
      if (issue) throw fieldError(field, message(issue.key as never, issue.params as never));
    }
  };
  if (body.type === 'LOCK_DEVICE') {
    first(
      validateLock(
        body,
        rows.some((row) => lockNeedsPin(row.nodeClass)),
      ),
    );
  } else if (body.type === 'RESET_PASSCODE_DEVICE') {
    first({ newPasscode: validatePasscode(body.newPasscode) });
  } else if (body.type === 'DISOWN') {
    first({ email: validateDisownEmail(body.email) });
  }
}

/**
 * POST /device/action: update permission on each device (delete permission to erase), the
 * action's rules (lock PIN, passcode, disown e-mail), a device class that offers it. Agent devices
 * get the device job; offline ones come back in `errorNodeIds`.
 */
export async function sendDeviceAction(ctx: Ctx<'action'>) {
  const { db, auth, body } = ctx;
  const rows = await loadDevices(db, auth, body.nodeIds, 'nodeIds');
  for (const row of rows) {
    ensure(body.type === 'ERASE_DEVICE' ? auth.can.canDeleteDevices(row) : auth.can.canUpdateDevices(row));
  }
  checkActionData(body, rows);
  const bindings = await loadMdmBindings(db, rows);
  for (const row of rows) {
    if (!securityActionsFor(row.nodeClass).includes(body.type) && !mdmOffers(bindings, row, body.type)) {
      throw new ApiError(
        422,
        'UNSUPPORTED_DEVICE_ACTION',
        message('deviceOps.action.unsupported', { deviceName: displayName(row) }),
      );
    }
    const refusal = mdmRefusal(row, bindings, body.type);
    if (refusal) throw refusal;
  }
  const requestedBy = userName(auth);
  const viaMdm = rows.filter((row) => bindings.apple.has(row.id) || bindings.android.has(row.id));
  const mdm = await sendMdmActions(ctx, viaMdm, bindings, requestedBy);
  const online = rows.filter((row) => row.isUp && !viaMdm.includes(row));
  const jobs = online.map((row) => ({
    divisionId: auth.division.id,
    nodeId: row.id,
    name: message('deviceOps.job.securityAction', { appUserName: requestedBy, action: body.type }),
    payload:
      ACTION_JOBS[body.type] ??
      ({ kind: 'policy-sync', policyId: row.policyId, settings: {} } satisfies DeviceJobPayloadInput),
    requestedBy,
  }));
  await createDeviceJobs(db, jobs, ctx.now);
  dispatchAfterReply(
    ctx,
    online.map((row) => row.id),
  );
  ctx.request.log.info({ action: body.type, devices: online.length }, 'device action sent');
  return {
    resultCode: 'SUCCESS' as const,
    successNodeIds: [...mdm.success, ...online.map((row) => row.id)],
    errorNodeIds: [
      ...mdm.failed,
      ...rows.filter((row) => !row.isUp && !viaMdm.includes(row)).map((row) => row.id),
    ],
  };
}

/** The /24 network of an IPv4 address (`10.0.4`), or undefined. */
function network24(ip: string): string | undefined {
  const match = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(ip.trim());
  return match?.[1];
}

/**
 * POST /device/wakeonlan: for each target (update permission), an online agent device of the same
 * organization on one of its /24 networks sends the magic packets for its MACs to that network's
 * broadcast address. Targets without a MAC or without such an agent are not attempted. Online is
 * the device's `isUp` (kept by the agents' heartbeats, whichever server process they are connected to).
 */
export async function wakeOnLan(ctx: Ctx<'wakeOnLan'>) {
  const { db, auth, body } = ctx;
  const targets = await loadDevices(db, auth, body.deviceIds, 'deviceIds');
  for (const row of targets) ensure(auth.can.canUpdateDevices(row));
  const senders = new Map<string, NodeRow[]>();
  for (const clientId of new Set(targets.map((row) => row.clientId))) {
    const candidates = await db
      .select()
      .from(nodes)
      .where(and(eq(nodes.divisionId, auth.division.id), eq(nodes.clientId, clientId), eq(nodes.isUp, true)));
    for (const candidate of candidates) {
      if (!isAgentDeviceClass(candidate.nodeClass)) continue;
      for (const ip of candidate.ipAddresses) {
        const net = network24(ip);
        if (!net) continue;
        const key = `${clientId}/${net}`;
        senders.set(key, [...(senders.get(key) ?? []), candidate]);
      }
    }
  }
  const batches = new Map<
    string,
    { sender: NodeRow; network: string; macs: Set<string>; targets: number[] }
  >();
  const success: number[] = [];
  const failed: number[] = [];
  for (const target of targets) {
    const macs = target.macAddresses.filter((mac) => /^[0-9a-f]{2}([:-][0-9a-f]{2}){5}$/i.test(mac));
    let chosen: { sender: NodeRow; network: string } | undefined;
    for (const ip of target.ipAddresses) {
      const network = network24(ip);
      const sender = network
        ? senders.get(`${target.clientId}/${network}`)?.find((row) => row.id !== target.id)
        : undefined;
      if (network && sender) {
        chosen = { sender, network };
        break;
      }
    }
    if (!chosen || macs.length === 0) {
      failed.push(target.id);
      continue;
    }
    const key = `${chosen.sender.id}/${chosen.network}`;
    const batch = batches.get(key) ?? { ...chosen, macs: new Set<string>(), targets: [] };
    for (const mac of macs) batch.macs.add(mac);
    batch.targets.push(target.id);
    batches.set(key, batch);
    success.push(target.id);
  }
  const requestedBy = userName(auth);
  await createDeviceJobs(
    db,
    [...batches.values()].map((batch) => ({
      divisionId: auth.division.id,
      nodeId: batch.sender.id,
      name: message('deviceOps.job.wakeOnLan', { appUserName: requestedBy, count: batch.targets.length }),
      payload: { kind: 'wake-on-lan', macs: [...batch.macs], broadcast: `${batch.network}.255` },
      requestedBy,
    })),
    ctx.now,
  );
  dispatchAfterReply(
    ctx,
    [...batches.values()].map((batch) => batch.sender.id),
  );
  ctx.request.log.info({ attempted: success.length, notAttempted: failed.length }, 'wake-on-lan sent');
  return { resultCode: 'SUCCESS' as const, successNodeIds: success, errorNodeIds: failed };
}
