/**
 * MDM commands and Android device sync (docs/mdm.md; paths chosen, the spec does not show them).
 * The Apple MDM protocol itself (check-in and command polling, plist bodies) is served outside the
 * contract at `<apiBase>/mdm/apple/checkin` and `<apiBase>/mdm/apple/server`.
 */
import { z } from 'zod';
import { defineEndpoint } from '../define';
import { idParamsSchema } from '../entities/common';
import { androidSyncAnswerSchema, mdmCommandSchema } from '../entities/mdm';

/** MDM command history and Android device sync. */
export const mdmEndpoints = {
  /** The MDM commands of a device, newest first (at most 50; view permission on the device). */
  deviceCommands: defineEndpoint({
    method: 'GET',
    path: '/mdm/devices/{id}/commands',
    summary: 'MDM commands of a device',
    params: idParamsSchema,
    response: z.array(mdmCommandSchema),
    tag: 'mdm',
  }),
  /**
   * Lists the enterprise's devices from the Android Management API and adds those enrolled with
   * this server's enrollment tokens as devices of their organization (`MDM Update`).
   */
  syncAndroidDevices: defineEndpoint({
    method: 'POST',
    path: '/mdm/android/connections/{id}/sync',
    summary: 'Sync the devices of an Android MDM connection',
    params: idParamsSchema,
    response: androidSyncAnswerSchema,
    tag: 'mdm',
  }),
} as const;
