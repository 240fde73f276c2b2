/**
 * The restore device job (002 §2.3 restore dialogs, §3 Restore options, §4.7): what to restore, from
 * where (the cloud or a network location of the device's backup plans), to where. The restore
 * dialogs send it through `POST /node/{id}/restore`; the server checks it with
 * `validateRestoreRequest` and queues it as the device's `restore` job.
 */
import { z } from 'zod';

/** The six restore dialogs. */
export const RESTORE_TYPES = [
  'FILE_FOLDER',
  'BARE_METAL',
  'VIRTUAL_DISK',
  'PHYSICAL_DISK',
  'DELETE_FILES',
  'SYNCHRONIZE_REPOSITORY',
] as const;
export type RestoreType = (typeof RESTORE_TYPES)[number];
/** Where a restore writes to (ORIGINAL, NEW_LOCATION, SELECTED; virtual disk: CUSTOM_PATH, SELECTED). */
export const RESTORE_DESTINATIONS = ['ORIGINAL', 'NEW_LOCATION', 'SELECTED', 'CUSTOM_PATH'] as const;
/** Virtual disk formats. */
export const VIRTUAL_DISK_TYPES = ['VHD', 'VHDX', 'VMDK'] as const;

const text = (max: number) => z.string().max(max);

/** A restore's options (without the job kind). */
export const restoreOptionsSchema = z.object({
  restoreType: z.enum(RESTORE_TYPES),
  restoreTimeType: z.enum(['LATEST', 'POINT_IN_TIME']).default('LATEST'),
  /** ISO date-time of the point in time (POINT_IN_TIME). */
  pointInTime: text(40).nullable().default(null),
  sourceType: z.enum(['CLOUD', 'NETWORK']).default('CLOUD'),
  /** The network location's name (NETWORK). */
  networkLocation: text(100).nullable().default(null),
  sourcePrefix: text(260).default(''),
  /** Files and folders to restore or delete. */
  paths: z.array(text(1_000)).max(1_000).default([]),
  overwriteExistingFiles: z.boolean().default(false),
  restoreOnlyNewFiles: z.boolean().default(false),
  ntfsPermissions: z.boolean().default(true),
  destination: z.enum(RESTORE_DESTINATIONS).nullable().default(null),
  /** The new folder (NEW_LOCATION), custom path (CUSTOM_PATH) or selected volume or disk (SELECTED). */
  destinationPath: text(1_000).default(''),
  virtualDiskType: z.enum(VIRTUAL_DISK_TYPES).default('VHDX'),
  bareMetalType: z.enum(['BAREMETAL_USB', 'BAREMETAL_ISO']).default('BAREMETAL_ISO'),
  filename: text(255).default(''),
  encryptionPassphrase: text(256).default(''),
  additionalDriversPath: text(1_000).default(''),
});
export type RestoreOptions = z.infer<typeof restoreOptionsSchema>;
export type RestoreOptionsInput = z.input<typeof restoreOptionsSchema>;

/** The `restore` device job. */
export const restoreJobSchema = restoreOptionsSchema.extend({ kind: z.literal('restore') });
export type RestoreJob = z.infer<typeof restoreJobSchema>;
