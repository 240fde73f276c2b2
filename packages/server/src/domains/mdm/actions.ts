/**
 * Security actions through MDM (docs/mdm.md), called by POST /device/action for the devices that
 * have an MDM binding: an Apple device that checked in (push certificate with its key), or an
 * Android device of a connection with a service account. Devices without one keep the refusal
 * 'No Apple/Android MDM connections configured.'.
 */
import { type Endpoints, isMobileDeviceClass } from '@console/core';
import type { Db } from '../../db/client';
import { ApiError, message } from '../../http/errors';
import type { RequestContext } from '../../http/register';
import { installerLabel } from '../installers/packaging/builders';
import type { NodeRow } from '../nodes/queries';
import { ANDROID_MDM_ACTIONS, androidBindings, androidCommandFor, runAndroidCommand } from './android';
import { APPLE_MDM_ACTIONS, appleBindings, appleCommandFor, pushToNodes } from './apple-commands';
import { appleRenewalCommand } from './apple-renewal';
import { recordCommand, setCommandStatus } from './commands';
import { mdmPublicOrigin } from './runtime';

type Ctx = RequestContext<Endpoints['deviceActions']['action']>;

/** The MDM of each node that has one. */
export interface MdmBindings {
  apple: Awaited<ReturnType<typeof appleBindings>>;
  android: Awaited<ReturnType<typeof androidBindings>>;
}

/** Loads the MDM bindings of these devices. */
export async function loadMdmBindings(db: Db, rows: readonly NodeRow[]): Promise<MdmBindings> {
  const ids = rows.map((row) => row.id);
  return { apple: await appleBindings(db, ids), android: await androidBindings(db, ids) };
}

/**
 * True when the action goes to the device through its MDM: the MDM carries it, or it is the agent
 * install, which an MDM device is refused with its reason ({@link mdmRefusal}).
 */
export function mdmOffers(bindings: MdmBindings, row: NodeRow, type: string): boolean {
  if (type === 'INSTALL_NINJA_AGENT') return bindings.apple.has(row.id) || bindings.android.has(row.id);
  if (bindings.apple.has(row.id)) return (APPLE_MDM_ACTIONS as readonly string[]).includes(type);
  if (bindings.android.has(row.id)) return (ANDROID_MDM_ACTIONS as readonly string[]).includes(type);
  return false;
}

/**
 * Why the agent cannot be installed: a Mac would get it by `InstallEnterpriseApplication` with a
 * signed .pkg, which this server cannot build; iPhone, iPad and Android run no agent.
 */
function agentRefusal(row: NodeRow): ApiError {
  return new ApiError(
    422,
    'UNSUPPORTED_DEVICE_ACTION',
    isMobileDeviceClass(row.nodeClass)
      ? message('mdm.action.noAgent')
      : message('mdm.action.agentNeedsPackage', {
          reason: message('installers.notAvailable', { installer: installerLabel('MAC_PKG') }),
        }),
  );
}

/** The refusal of a mobile device without an MDM binding, or of an action its MDM cannot carry. */
export function mdmRefusal(row: NodeRow, bindings: MdmBindings, type: string): ApiError | undefined {
  const apple = bindings.apple.has(row.id);
  const android = bindings.android.has(row.id);
  if (type === 'INSTALL_NINJA_AGENT' && (apple || android || isMobileDeviceClass(row.nodeClass)))
    return agentRefusal(row);
  if (!apple && !android) {
    if (!isMobileDeviceClass(row.nodeClass)) return undefined;
    return new ApiError(
      422,
      'NO_MDM_CONNECTION',
      message(row.nodeClass === 'ANDROID' ? 'deviceOps.action.noAndroidMdm' : 'deviceOps.action.noAppleMdm'),
    );
  }
  if (!mdmOffers(bindings, row, type)) {
    return new ApiError(
      422,
      'UNSUPPORTED_DEVICE_ACTION',
      message('mdm.action.notAvailable', { platform: apple ? 'Apple' : 'Android' }),
    );
  }
  return undefined;
}

/**
 * Sends the action to these MDM devices: Apple commands are queued (and pushed once the request
 * committed), Android ones go to the API now. Answers the devices reached and those that failed.
 */
export async function sendMdmActions(
  ctx: Ctx,
  rows: readonly NodeRow[],
  bindings: MdmBindings,
  requestedBy: string,
): Promise<{ success: number[]; failed: number[] }> {
  const { db, body, state, now, request } = ctx;
  const success: number[] = [];
  const failed: number[] = [];
  const pushes = new Map<number, number[]>();
  for (const row of rows) {
    const apple = bindings.apple.get(row.id);
    if (apple) {
      const unlock = apple.unlockTokenSealed ? state.secrets.decrypt(apple.unlockTokenSealed) : undefined;
      const renew = body.type === 'RENEW_ENROLLMENT_PROFILE';
      const command = renew
        ? await appleRenewalCommand(
            { db, state, clientId: row.clientId, fallbackOrigin: mdmPublicOrigin(state, request), now },
            apple,
          )
        : appleCommandFor(body as never, apple, unlock);
      if (!command) {
        throw new ApiError(
          422,
          'UNSUPPORTED_DEVICE_ACTION',
          renew
            ? message('mdm.action.noEnrollment')
            : message('mdm.action.notAvailable', { platform: 'Apple' }),
        );
      }
      const recorded = await recordCommand(
        db,
        state.secrets,
        {
          divisionId: row.divisionId,
          nodeId: row.id,
          platform: 'APPLE',
          action: body.type,
          requestType: command.requestType,
          body: command.command,
          requestedBy,
        },
        now,
        request.log,
      );
      pushes.set(row.id, [...(pushes.get(row.id) ?? []), recorded.id]);
      success.push(row.id);
      continue;
    }
    const android = bindings.android.get(row.id);
    const call = android ? androidCommandFor(body as never) : undefined;
    if (!android || !call) continue;
    const recorded = await recordCommand(
      db,
      state.secrets,
      {
        divisionId: row.divisionId,
        nodeId: row.id,
        platform: 'ANDROID',
        action: body.type,
        requestType: call.requestType,
        body: call.kind === 'command' ? call.command : { kind: call.kind },
        requestedBy,
      },
      now,
      request.log,
    );
    const result = await runAndroidCommand(state, db, android, body.type, call, now);
    await setCommandStatus(db, recorded.id, result.status, result.errorMessage, now, request.log);
    (result.status === 'ERROR' ? failed : success).push(row.id);
  }
  if (pushes.size > 0) {
    ctx.reply.raw.once('finish', () => {
      pushToNodes(state, [...pushes.keys()], pushes, request.log).catch((error: unknown) =>
        request.log.warn({ error }, 'MDM push failed'),
      );
    });
  }
  return { success, failed };
}
