/**
 * Device operations (002 §3, §7; 000 §7.7): maintenance mode, the scheduled reboot task, security
 * actions and Wake-on-LAN. Paths the spec does not show are chosen (docs/device-actions.md).
 */
import { z } from 'zod';
import { MAINTENANCE_REASON_MAX } from '../../validation/maintenance';
import { defineEndpoint } from '../define';
import { idParamsSchema, idSchema } from '../entities/common';
import { boundedText, recordId } from '../entities/primitives';
import { scheduleSchema } from '../entities/schedule';

/** The most devices one request acts on (chosen). */
export const MAX_ACTION_DEVICES = 1000;

const deviceIdsSchema = z.array(idSchema).min(1).max(MAX_ACTION_DEVICES);
/** Epoch seconds (a maintenance time on the wire). */
const epochSecondsSchema = z.number().int().min(0).max(253_402_300_799);

/**
 * POST /maintenance body (002 §3): the devices, the schedule (start null: now; end null: never, in
 * epoch seconds), the suppression options and the trimmed reason.
 */
export const maintenanceRequestSchema = z.object({
  deviceIds: deviceIdsSchema,
  schedule: z.object({
    startTime: epochSecondsSchema.nullable(),
    endTime: epochSecondsSchema.nullable(),
  }),
  options: z.object({
    notifications: z.boolean().default(true),
    alerts: z.boolean().default(false),
    patching: z.boolean().default(false),
    avScans: z.boolean().default(false),
    tasks: z.boolean().default(false),
    notificationChannels: z.boolean().default(false),
  }),
  reasonMessage: z
    .string()
    .max(MAINTENANCE_REASON_MAX * 4)
    .nullable()
    .default(null)
    .transform((text) => (text === null ? null : text.trim())),
});
export type MaintenanceRequest = z.input<typeof maintenanceRequestSchema>;

/** `{ deviceIds }` (POST /maintenance/schedules/deleteList). */
export const deviceIdsRequestSchema = z.object({ deviceIds: deviceIdsSchema });

/** The security and power actions of 002 §7 (plus REBOOT_DEVICE of the toolbar variants). */
export const deviceActionTypeSchema = z.enum([
  'LOCK_DEVICE',
  'RESET_PASSCODE_DEVICE',
  'CLEAR_PASSCODE_DEVICE',
  'DISOWN',
  'RENEW_ENROLLMENT_PROFILE',
  'ERASE_DEVICE',
  'SHUTDOWN_DEVICE',
  'REBOOT_DEVICE',
  'INSTALL_NINJA_AGENT',
  'SYNC_POLICY',
]);
export type DeviceActionType = z.infer<typeof deviceActionTypeSchema>;

/** Device action data (002 §3): lock, erase and reset passcode carry fields. */
export const deviceActionRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('LOCK_DEVICE'),
    nodeIds: deviceIdsSchema,
    pin: z.string().max(100).optional(),
    message: z.string().max(1000).optional(),
    phoneNumber: z.string().max(100).optional(),
  }),
  z.object({
    type: z.literal('RESET_PASSCODE_DEVICE'),
    nodeIds: deviceIdsSchema,
    newPasscode: z.string().max(1000),
  }),
  z.object({
    type: z.literal('ERASE_DEVICE'),
    nodeIds: deviceIdsSchema,
    wipeExternalStorage: z.boolean().default(false),
    obliterationBehavior: z.enum(['DEFAULT', 'ALWAYS', 'DO_NOT_OBLITERATE']).default('DEFAULT'),
  }),
  z.object({
    type: z.literal('DISOWN'),
    nodeIds: deviceIdsSchema,
    email: z.string().max(320),
  }),
  z.object({
    type: z.enum([
      'CLEAR_PASSCODE_DEVICE',
      'RENEW_ENROLLMENT_PROFILE',
      'SHUTDOWN_DEVICE',
      'REBOOT_DEVICE',
      'INSTALL_NINJA_AGENT',
      'SYNC_POLICY',
    ]),
    nodeIds: deviceIdsSchema,
  }),
]);
export type DeviceActionRequest = z.input<typeof deviceActionRequestSchema>;

/** Which devices an action (or Wake-on-LAN) reached and which it did not (000 §3.9). */
export const deviceActionAnswerSchema = z.object({
  resultCode: z.literal('SUCCESS'),
  successNodeIds: z.array(z.number().int()),
  errorNodeIds: z.array(z.number().int()),
});
export type DeviceActionAnswer = z.infer<typeof deviceActionAnswerSchema>;

/**
 * The scheduled reboot task (002 §3): a run-once, ad hoc scheduled task with one action (the
 * reboot job of the node class) and one NODE target.
 */
export const rebootTaskSchema = z.object({
  id: z.literal(0),
  name: z.string().trim().min(1).max(200),
  description: z.string().max(1000).default(''),
  content: z.object({ skipIfOffline: z.boolean().default(false) }),
  enabled: z.literal(true),
  runsOnNodeScheduledTask: z.literal(false),
  adHoc: z.literal(true),
  scripts: z.object({
    actionList: z.array(z.object({ scriptId: recordId, scriptName: boundedText(200) })).length(1),
  }),
  schedule: scheduleSchema.extend({ repeats: z.literal('RUN_ONCE') }),
  targets: z
    .array(z.object({ targetId: idSchema, scheduledTaskId: z.literal(0), targetType: z.literal('NODE') }))
    .min(1)
    .max(MAX_ACTION_DEVICES),
});
export type RebootTask = z.input<typeof rebootTaskSchema>;

/** How many activities the dashboard reads at most (chosen). */
export const MAX_DEVICE_ACTIVITIES = 100;

/** How much of a job's output its end activity keeps (characters, the end kept; chosen). */
export const MAX_ACTIVITY_OUTPUT = 2_000;

/** One line of a device's activity log (jobs, actions, terminal sessions, the agent coming and going). */
export const deviceActivitySchema = z.object({
  id: z.number().int(),
  type: z.string(),
  message: z.string(),
  severity: z.enum(['success', 'failure', 'info']),
  userName: z.string().nullable(),
  jobId: z.number().int().nullable(),
  /**
   * A job's end: the end of its output (at most MAX_ACTIVITY_OUTPUT characters, the end kept;
   * issue 13: output, exit code and duration come back as the device's activity). Null otherwise.
   */
  output: z.string().nullable().optional(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type DeviceActivity = z.infer<typeof deviceActivitySchema>;

const noContent = z.void();

/** Device operation endpoints. */
export const deviceActionEndpoints = {
  /** Enables (or overrides) maintenance on devices (002 §7). */
  maintenance: defineEndpoint({
    method: 'POST',
    path: '/maintenance',
    summary: 'Enable maintenance mode on devices',
    body: maintenanceRequestSchema,
    response: noContent,
    successStatus: 204,
    tag: 'maintenance',
  }),
  /** Ends maintenance on devices (002 §7). */
  maintenanceDelete: defineEndpoint({
    method: 'POST',
    path: '/maintenance/schedules/deleteList',
    summary: 'Disable maintenance mode on devices',
    body: deviceIdsRequestSchema,
    response: noContent,
    successStatus: 204,
    tag: 'maintenance',
  }),
  /** Schedules a reboot (002 §3, §5.2; path chosen): one background job per target at its time. */
  scheduleReboot: defineEndpoint({
    method: 'POST',
    path: '/scheduledtask/reboot',
    summary: 'Schedule a reboot of devices',
    body: rebootTaskSchema,
    response: z.object({ resultCode: z.literal('SUCCESS'), runAt: z.string() }),
    apiKey: 'control',
    tag: 'device-actions',
  }),
  /** Sends a security or power action to devices (002 §7; path chosen). */
  action: defineEndpoint({
    method: 'POST',
    path: '/device/action',
    summary: 'Send a security action to devices',
    body: deviceActionRequestSchema,
    response: deviceActionAnswerSchema,
    apiKey: 'control',
    tag: 'device-actions',
  }),
  /** A device's recent activities, newest first (path chosen). */
  activities: defineEndpoint({
    method: 'GET',
    path: '/node/{id}/activities',
    summary: "A device's recent activities",
    params: idParamsSchema,
    query: z.object({ limit: z.coerce.number().int().min(1).max(MAX_DEVICE_ACTIVITIES).default(20) }),
    response: z.object({ activities: z.array(deviceActivitySchema) }),
    apiKey: 'monitoring',
    tag: 'device-actions',
  }),
  /** Wakes devices with a magic packet sent by an online agent of their subnet (000 §7.7; path chosen). */
  wakeOnLan: defineEndpoint({
    method: 'POST',
    path: '/device/wakeonlan',
    summary: 'Wake devices on LAN',
    body: deviceIdsRequestSchema,
    response: deviceActionAnswerSchema,
    tag: 'device-actions',
  }),
} as const;
