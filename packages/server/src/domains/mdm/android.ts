/**
 * Android Management through a connection's service account (docs/mdm.md): enrollment tokens for
 * the QR code (enterprises.enrollmentTokens.create), the device sync (enterprises.devices.list:
 * devices enrolled with this server's tokens become devices of the token's organization), and the
 * security actions (enterprises.devices.issueCommand LOCK / RESET_PASSWORD / REBOOT,
 * enterprises.devices.delete for disown and erase, devices.get for policy sync).
 */
import type { Endpoints } from '@console/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mdmAndroidConnections, mdmAndroidDevices, mdmEnrollments, nodes } from '../../db/schema';
import { ApiError, ensure, message, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/register';
import type { ServerState } from '../../http/state';
import { consumeEnrollmentToken } from '../installers/enrollment-tokens';
import { createEnrolledNode } from '../mdm-enrollment/enroll-device';
import { requireMdmFeature } from '../mdm-enrollment/settings';
import { type AndroidApi, AndroidApiError, androidApi, readServiceAccount } from './android-api';
import { setMdmStatus } from './apple-checkin';
import type { ActionBody } from './apple-commands';
import { mdmRuntimeOf } from './runtime';

type Connection = typeof mdmAndroidConnections.$inferSelect;

/** The API client of a connection, or undefined when it has no service account. */
export function connectionApi(state: ServerState, connection: Connection): AndroidApi | undefined {
  if (!connection.serviceAccountSealed) return undefined;
  const account = readServiceAccount(state.secrets.decrypt(connection.serviceAccountSealed));
  return androidApi(mdmRuntimeOf(state), account, () => state.now());
}

/** An API refusal as the console's error (502, with Google's message). */
export function apiFailure(error: unknown): ApiError {
  const reason = error instanceof Error ? error.message : String(error);
  return new ApiError(502, 'MDM_API_ERROR', message('mdm.android.apiError', { reason }));
}

/** What enrollmentTokens.create answers. */
interface EnrollmentToken {
  name: string;
  value: string;
  qrCode: string;
  expirationTimestamp?: string;
}

/**
 * Creates the enterprise's one-time enrollment token for one of this server's enrollments (its key
 * is the token's additionalData, which the device sync matches).
 */
export async function createAndroidEnrollmentToken(
  api: AndroidApi,
  connection: Connection,
  input: { key: string; usageType: string; ttlMs: number },
): Promise<EnrollmentToken> {
  try {
    return await api.call<EnrollmentToken>(
      'POST',
      `enterprises/${connection.enterpriseId}/enrollmentTokens`,
      {
        duration: `${Math.max(60, Math.floor(input.ttlMs / 1000))}s`,
        allowPersonalUsage: input.usageType,
        oneTimeOnly: true,
        additionalData: input.key,
      },
    );
  } catch (error) {
    throw apiFailure(error);
  }
}

interface ApiDevice {
  name: string;
  enrollmentTokenData?: string;
  state?: string;
  hardwareInfo?: { brand?: string; model?: string; serialNumber?: string };
  softwareInfo?: { androidVersion?: string };
}

/** POST /mdm/android/connections/{id}/sync (`MDM Update`). */
export async function syncAndroidDevices(ctx: RequestContext<Endpoints['mdm']['syncAndroidDevices']>) {
  const { db, auth, params, state, now, request } = ctx;
  requireMdmFeature(auth);
  ensure(auth.can.has('MDM', 'Update'));
  const [connection] = await db
    .select()
    .from(mdmAndroidConnections)
    .where(
      and(eq(mdmAndroidConnections.id, params.id), eq(mdmAndroidConnections.divisionId, auth.division.id)),
    );
  if (!connection) throw notFound();
  const api = connectionApi(state, connection);
  if (!api) throw new ApiError(422, 'NO_SERVICE_ACCOUNT', message('mdm.android.notManaged'));
  const devices: ApiDevice[] = [];
  let pageToken: string | undefined;
  try {
    do {
      const page = await api.call<{ devices?: ApiDevice[]; nextPageToken?: string }>(
        'GET',
        `enterprises/${connection.enterpriseId}/devices?pageSize=100${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`,
      );
      devices.push(...(page.devices ?? []));
      pageToken = page.nextPageToken;
    } while (pageToken && devices.length < 10_000);
  } catch (error) {
    throw apiFailure(error);
  }
  const known = devices.length
    ? await db
        .select({ name: mdmAndroidDevices.name })
        .from(mdmAndroidDevices)
        .where(
          inArray(
            mdmAndroidDevices.name,
            devices.map((device) => device.name),
          ),
        )
    : [];
  const knownNames = new Set(known.map((row) => row.name));
  let created = 0;
  for (const device of devices) {
    if (knownNames.has(device.name) || !device.enrollmentTokenData) continue;
    const [enrollment] = await db
      .select()
      .from(mdmEnrollments)
      .where(
        and(
          eq(mdmEnrollments.key, device.enrollmentTokenData),
          eq(mdmEnrollments.connectionId, connection.id),
          eq(mdmEnrollments.platform, 'ANDROID'),
        ),
      );
    if (!enrollment) continue;
    const grant = await consumeEnrollmentToken(db, state.secrets.decrypt(enrollment.tokenSealed), now, [
      'MDM_ANDROID',
    ]);
    if (!grant.ok) continue;
    const hardware = device.hardwareInfo ?? {};
    const node = await createEnrolledNode(
      db,
      grant,
      {
        nodeClass: 'ANDROID',
        name:
          [hardware.brand, hardware.model].filter(Boolean).join(' ') ||
          device.name.split('/').pop() ||
          'Android',
        serialNumber: hardware.serialNumber,
        model: hardware.model,
        osVersion: device.softwareInfo?.androidVersion,
      },
      { now, ip: request.ip, log: request.log },
    );
    await db.insert(mdmAndroidDevices).values({
      divisionId: connection.divisionId,
      connectionId: connection.id,
      name: device.name,
      nodeId: node.id,
      syncedAt: now,
    });
    created += 1;
  }
  request.log.info(
    { connectionId: connection.id, devices: devices.length, created },
    'android devices synced',
  );
  return { resultCode: 'SUCCESS' as const, devices: devices.length, created };
}

/** The Android device (with its connection's API) of these nodes, when the connection is managed. */
export async function androidBindings(db: Db, nodeIds: readonly number[]) {
  if (nodeIds.length === 0)
    return new Map<number, { device: typeof mdmAndroidDevices.$inferSelect; connection: Connection }>();
  const rows = await db
    .select({ device: mdmAndroidDevices, connection: mdmAndroidConnections })
    .from(mdmAndroidDevices)
    .innerJoin(mdmAndroidConnections, eq(mdmAndroidConnections.id, mdmAndroidDevices.connectionId))
    .where(inArray(mdmAndroidDevices.nodeId, [...nodeIds]));
  return new Map(
    rows.filter((row) => row.connection.serviceAccountSealed).map((row) => [row.device.nodeId, row]),
  );
}

/** The actions the Android Management API carries. */
export const ANDROID_MDM_ACTIONS = [
  'LOCK_DEVICE',
  'RESET_PASSCODE_DEVICE',
  'CLEAR_PASSCODE_DEVICE',
  'DISOWN',
  'ERASE_DEVICE',
  'REBOOT_DEVICE',
  'SYNC_POLICY',
] as const;

/** The API call of a security action: an issueCommand body, a delete, or a get (sync). */
export function androidCommandFor(
  body: ActionBody,
):
  | { requestType: string; kind: 'command'; command: Record<string, unknown> }
  | { requestType: string; kind: 'delete'; wipeDataFlags: string[] }
  | { requestType: string; kind: 'get' }
  | undefined {
  switch (body.type) {
    case 'LOCK_DEVICE':
      return { requestType: 'LOCK', kind: 'command', command: { type: 'LOCK' } };
    case 'REBOOT_DEVICE':
      return { requestType: 'REBOOT', kind: 'command', command: { type: 'REBOOT' } };
    case 'RESET_PASSCODE_DEVICE':
      return {
        requestType: 'RESET_PASSWORD',
        kind: 'command',
        command: {
          type: 'RESET_PASSWORD',
          newPassword: body.newPasscode ?? '',
          resetPasswordFlags: ['REQUIRE_ENTRY'],
        },
      };
    case 'CLEAR_PASSCODE_DEVICE':
      return {
        requestType: 'RESET_PASSWORD',
        kind: 'command',
        command: { type: 'RESET_PASSWORD', newPassword: '' },
      };
    case 'ERASE_DEVICE':
      return {
        requestType: 'DELETE',
        kind: 'delete',
        wipeDataFlags: body.wipeExternalStorage ? ['WIPE_EXTERNAL_STORAGE'] : [],
      };
    case 'DISOWN':
      return { requestType: 'DELETE', kind: 'delete', wipeDataFlags: ['PRESERVE_RESET_PROTECTION_DATA'] };
    case 'SYNC_POLICY':
      return { requestType: 'GET', kind: 'get' };
    default:
      return undefined;
  }
}

/**
 * Runs an Android action against the API. Answers the command's final state and error; a delete
 * marks the device ERASED (erase) or UNENROLLED (disown) and forgets its API name, a get refreshes
 * the device's OS version and model.
 */
export async function runAndroidCommand(
  state: ServerState,
  db: Db,
  binding: { device: typeof mdmAndroidDevices.$inferSelect; connection: Connection },
  action: string,
  call: NonNullable<ReturnType<typeof androidCommandFor>>,
  now: Date,
): Promise<{ status: 'ACKNOWLEDGED' | 'SENT' | 'ERROR'; errorMessage: string | null }> {
  const api = connectionApi(state, binding.connection);
  if (!api) return { status: 'ERROR', errorMessage: message('mdm.android.notManaged') };
  try {
    if (call.kind === 'command') {
      const operation = await api.call<{ name?: string; done?: boolean; error?: { message?: string } }>(
        'POST',
        `${binding.device.name}:issueCommand`,
        call.command,
      );
      if (operation.error) return { status: 'ERROR', errorMessage: operation.error.message ?? 'Error' };
      return { status: operation.done ? 'ACKNOWLEDGED' : 'SENT', errorMessage: null };
    }
    if (call.kind === 'delete') {
      const flags = call.wipeDataFlags.map((flag) => `wipeDataFlags=${flag}`).join('&');
      await api.call('DELETE', `${binding.device.name}${flags ? `?${flags}` : ''}`);
      await setMdmStatus(db, binding.device.nodeId, action === 'ERASE_DEVICE' ? 'ERASED' : 'UNENROLLED', now);
      await db.delete(mdmAndroidDevices).where(eq(mdmAndroidDevices.id, binding.device.id));
      return { status: 'ACKNOWLEDGED', errorMessage: null };
    }
    const device = await api.call<ApiDevice>('GET', binding.device.name);
    const [node] = await db
      .select({ details: nodes.details })
      .from(nodes)
      .where(eq(nodes.id, binding.device.nodeId));
    await db
      .update(nodes)
      .set({
        details: {
          ...(node?.details ?? {}),
          ...(device.softwareInfo?.androidVersion ? { osVersion: device.softwareInfo.androidVersion } : {}),
          ...(device.hardwareInfo?.model ? { model: device.hardwareInfo.model } : {}),
          ...(device.state ? { androidState: device.state } : {}),
        },
        lastContact: now,
        updatedAt: now,
      })
      .where(eq(nodes.id, binding.device.nodeId));
    await db
      .update(mdmAndroidDevices)
      .set({ syncedAt: now })
      .where(eq(mdmAndroidDevices.id, binding.device.id));
    return { status: 'ACKNOWLEDGED', errorMessage: null };
  } catch (error) {
    return {
      status: 'ERROR',
      errorMessage:
        error instanceof AndroidApiError
          ? error.message
          : error instanceof Error
            ? error.message
            : String(error),
    };
  }
}
