/**
 * Security actions through Apple MDM (docs/mdm.md): each action's MDM command (DeviceLock,
 * ClearPasscode, EraseDevice, RemoveProfile, RestartDevice, ShutDownDevice, DeviceInformation;
 * InstallProfile for a renewal, built in apple-renewal.ts), queued for the device, then an APNs
 * push that makes it poll the server URL.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { mdmAppleDevices, mdmPushCertificates } from '../../db/schema';
import type { ServerState } from '../../http/state';
import { sendMdmPush } from './apns';
import { setCommandStatus } from './commands';
import { mdmRuntimeOf } from './runtime';

/** A security action's body as the device actions route gets it. */
export interface ActionBody {
  type: string;
  pin?: string | null | undefined;
  message?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  newPasscode?: string | null | undefined;
  wipeExternalStorage?: boolean | null | undefined;
  obliterationBehavior?: string | null | undefined;
}

/** The Apple device row with its push certificate, what a command needs. */
export type AppleBinding = typeof mdmAppleDevices.$inferSelect;

const OBLITERATION: Record<string, string> = {
  DEFAULT: 'Default',
  ALWAYS: 'Always',
  DO_NOT_OBLITERATE: 'DoNotObliterate',
};

/** The actions Apple MDM carries (RENEW_ENROLLMENT_PROFILE by apple-renewal.ts). */
export const APPLE_MDM_ACTIONS = [
  'LOCK_DEVICE',
  'CLEAR_PASSCODE_DEVICE',
  'DISOWN',
  'ERASE_DEVICE',
  'SHUTDOWN_DEVICE',
  'REBOOT_DEVICE',
  'SYNC_POLICY',
  'RENEW_ENROLLMENT_PROFILE',
] as const;

/** The queries DeviceInformation asks (SYNC_POLICY refreshes the device's record with them). */
export const DEVICE_INFORMATION_QUERIES = [
  'DeviceName',
  'OSVersion',
  'BuildVersion',
  'Model',
  'ModelName',
  'ProductName',
  'SerialNumber',
] as const;

/**
 * The MDM command of a security action for an Apple device (its RequestType and the body with
 * `RequestType`), or undefined when Apple MDM has none for it (reset passcode, install agent; the
 * renewal is `appleRenewalCommand`) or the device lacks what it needs (ClearPasscode without an
 * UnlockToken).
 */
export function appleCommandFor(
  body: ActionBody,
  device: AppleBinding,
  unlockToken: string | undefined,
): { requestType: string; command: Record<string, unknown> } | undefined {
  const make = (requestType: string, extra: Record<string, unknown> = {}) => ({
    requestType,
    command: { RequestType: requestType, ...extra },
  });
  switch (body.type) {
    case 'LOCK_DEVICE':
      return make('DeviceLock', {
        ...(body.pin ? { PIN: body.pin } : {}),
        ...(body.message ? { Message: body.message } : {}),
        ...(body.phoneNumber ? { PhoneNumber: body.phoneNumber } : {}),
      });
    case 'CLEAR_PASSCODE_DEVICE':
      // The UnlockToken is data: kept base64 in the body, written as <data> when sent.
      return unlockToken ? make('ClearPasscode', { UnlockToken: { $data: unlockToken } }) : undefined;
    case 'DISOWN': {
      const identifier = device.info.profileIdentifier;
      return identifier ? make('RemoveProfile', { Identifier: identifier }) : undefined;
    }
    case 'ERASE_DEVICE':
      return make('EraseDevice', {
        ObliterationBehavior: OBLITERATION[body.obliterationBehavior ?? 'DEFAULT'] ?? 'Default',
        PreserveDataPlan: false,
      });
    case 'SHUTDOWN_DEVICE':
      return make('ShutDownDevice');
    case 'REBOOT_DEVICE':
      return make('RestartDevice');
    case 'SYNC_POLICY':
      return make('DeviceInformation', { Queries: [...DEVICE_INFORMATION_QUERIES] });
    default:
      return undefined;
  }
}

/**
 * Pushes to the devices of these nodes (after their commands were committed). A push APNs refuses
 * (or cannot be sent) fails the node's queued commands with the reason.
 */
export async function pushToNodes(
  state: ServerState,
  nodeIds: readonly number[],
  commandIds: ReadonlyMap<number, readonly number[]>,
  log: FastifyBaseLogger,
): Promise<void> {
  if (nodeIds.length === 0) return;
  const runtime = mdmRuntimeOf(state);
  const rows = await state.db
    .select({ device: mdmAppleDevices, certificate: mdmPushCertificates })
    .from(mdmAppleDevices)
    .innerJoin(mdmPushCertificates, eq(mdmPushCertificates.id, mdmAppleDevices.pushCertificateId))
    .where(inArray(mdmAppleDevices.nodeId, [...nodeIds]));
  await Promise.all(
    rows.map(async ({ device, certificate }) => {
      const fail = async (reason: string) => {
        log.warn({ nodeId: device.nodeId, reason }, 'MDM push failed');
        for (const id of commandIds.get(device.nodeId ?? -1) ?? []) {
          await setCommandStatus(state.db, id, 'ERROR', reason, state.now(), log);
        }
      };
      if (!device.pushToken || !device.pushMagic || !certificate.privateKeySealed) {
        await fail('The device has no push token');
        return;
      }
      const result = await sendMdmPush(runtime, {
        token: device.pushToken,
        pushMagic: device.pushMagic,
        topic: device.topic,
        certificate: certificate.certificate,
        privateKey: state.secrets.decrypt(certificate.privateKeySealed),
      });
      if (!result.ok) await fail(`APNs ${result.status || 'unreachable'}: ${result.reason ?? 'refused'}`);
      else log.info({ nodeId: device.nodeId, apnsId: result.apnsId }, 'MDM push sent');
    }),
  );
}

/** The Apple devices (checked in, not checked out, certificate with a key) of these nodes. */
export async function appleBindings(db: Db, nodeIds: readonly number[]): Promise<Map<number, AppleBinding>> {
  if (nodeIds.length === 0) return new Map();
  const rows = await db
    .select({ device: mdmAppleDevices, key: mdmPushCertificates.privateKeySealed })
    .from(mdmAppleDevices)
    .innerJoin(mdmPushCertificates, eq(mdmPushCertificates.id, mdmAppleDevices.pushCertificateId))
    .where(and(inArray(mdmAppleDevices.nodeId, [...nodeIds])));
  const map = new Map<number, AppleBinding>();
  for (const { device, key } of rows) {
    if (device.nodeId !== null && !device.checkedOutAt && device.pushToken && key)
      map.set(device.nodeId, device);
  }
  return map;
}
