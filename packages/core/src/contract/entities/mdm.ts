/**
 * MDM devices' commands (docs/mdm.md): the state of a security action sent to a device through
 * Apple MDM (queued until the device polls, then acknowledged or refused) or the Android
 * Management API, and the Android device sync answer.
 */
import { z } from 'zod';

/** The states of an MDM command. */
export const MDM_COMMAND_STATUSES = ['QUEUED', 'SENT', 'ACKNOWLEDGED', 'ERROR', 'NOT_NOW'] as const;
export type MdmCommandStatus = (typeof MDM_COMMAND_STATUSES)[number];

/** One MDM command of a device. */
export const mdmCommandSchema = z.object({
  id: z.number().int(),
  nodeId: z.number().int(),
  platform: z.enum(['APPLE', 'ANDROID']),
  /** The security action (LOCK_DEVICE ...). */
  action: z.string(),
  /** Apple's RequestType (DeviceLock ...) or the Android command (LOCK ...). */
  requestType: z.string(),
  status: z.enum(MDM_COMMAND_STATUSES),
  errorMessage: z.string().nullable(),
  requestedBy: z.string(),
  /** Epoch ms. */
  createdAt: z.number().int(),
  /** Epoch ms. */
  updatedAt: z.number().int(),
});
export type MdmCommand = z.infer<typeof mdmCommandSchema>;

/** POST /mdm/android/connections/{id}/sync answer: devices the enterprise has, and those new here. */
export const androidSyncAnswerSchema = z.object({
  resultCode: z.literal('SUCCESS'),
  devices: z.number().int(),
  created: z.number().int(),
});
export type AndroidSyncAnswer = z.infer<typeof androidSyncAnswerSchema>;
