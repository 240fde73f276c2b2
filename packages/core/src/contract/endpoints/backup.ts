/**
 * Backup endpoints (002 §2.3, §3; paths not shown in the spec: chosen). A policy's backup plans
 * (`content.backup.backupPlans`) are read and saved on their own, so passwords are sealed at rest
 * and answered masked; restores are queued as the device's `restore` job and shown in its
 * activities; an NMS device's monitoring settings (how it is reached) are read and saved.
 */
import { z } from 'zod';
import { backupRunStatusSchema, backupTriggerSchema } from '../agent/backup-job';
import { restoreOptionsSchema } from '../agent/restore';
import { defineEndpoint } from '../define';
import { BACKUP_SCHEDULE_TYPES, backupPlansSchema } from '../entities/backup';
import { idParamsSchema } from '../entities/common';
import { nmsMonitorBySchema } from './nms-device';

const plansAnswer = z.object({
  resultCode: z.literal('SUCCESS'),
  policyId: z.number().int(),
  backupPlans: backupPlansSchema,
});

/** A network location a restore can read from (a NETWORK_SHARE destination of the device's jobs). */
export const restoreNetworkLocationSchema = z.object({ name: z.string(), path: z.string() });
export type RestoreNetworkLocation = z.infer<typeof restoreNetworkLocationSchema>;

/** GET /node/{id}/restore/options: what the restore dialogs offer for a device. */
export const restoreChoicesSchema = z.object({
  networkLocations: z.array(restoreNetworkLocationSchema),
  /** Volumes the device's backup jobs protect (physical disk restore disables C:). */
  volumes: z.array(z.string()),
});
export type RestoreChoices = z.infer<typeof restoreChoicesSchema>;

/** An NMS device's monitoring settings (002 §3 NMS monitoring): the field of `monitorBy` is required. */
export const nmsMonitoringSchema = z.object({
  monitorBy: nmsMonitorBySchema,
  ipAddress: z.string().trim().max(253).default(''),
  netBiosName: z.string().trim().max(253).default(''),
  dnsName: z.string().trim().max(253).default(''),
});
export type NmsMonitoring = z.infer<typeof nmsMonitoringSchema>;
export type NmsMonitoringInput = z.input<typeof nmsMonitoringSchema>;

const nmsMonitoringAnswer = z.object({ resultCode: z.literal('SUCCESS'), monitoring: nmsMonitoringSchema });

/** A backup job of the device's policy, as "Back up now" offers it. */
export const deviceBackupJobSchema = z.object({
  id: z.string().uuid(),
  jobName: z.string(),
  enabled: z.boolean(),
  scheduleType: z.enum(BACKUP_SCHEDULE_TYPES),
  destinationType: z.enum(['LOCAL', 'NETWORK_SHARE']),
});
export type DeviceBackupJob = z.infer<typeof deviceBackupJobSchema>;

/** One backup run of a device (scheduled or "Back up now"), as its agent reported it. */
export const backupRunSchema = z.object({
  id: z.number().int(),
  planJobId: z.string().nullable(),
  jobName: z.string(),
  trigger: backupTriggerSchema,
  backupKind: z.enum(['FULL', 'INCREMENTAL']),
  status: backupRunStatusSchema,
  startedAt: z.string(),
  finishedAt: z.string(),
  revision: z.string().nullable(),
  files: z.number().int(),
  bytes: z.number(),
  error: z.string().nullable(),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

/** GET /node/{id}/backup: the device's backup jobs and its latest runs (newest first). */
export const deviceBackupsSchema = z.object({
  policyId: z.number().int().nullable(),
  jobs: z.array(deviceBackupJobSchema),
  runs: z.array(backupRunSchema),
});
export type DeviceBackups = z.infer<typeof deviceBackupsSchema>;

/** POST /node/{id}/backup: back up one of the device's policy's backup jobs now. */
export const backupNowRequestSchema = z.object({ planJobId: z.string().uuid() });
export type BackupNowRequest = z.infer<typeof backupNowRequestSchema>;

/** Backup plans, restores and NMS monitoring settings. */
export const backupEndpoints = {
  /** A policy's backup plans, passwords masked. */
  getPlans: defineEndpoint({
    method: 'GET',
    path: '/policy/{id}/backup',
    summary: "Get a policy's backup plans (passwords masked)",
    params: idParamsSchema,
    response: plansAnswer,
    tag: 'policy',
  }),
  /**
   * Saves a policy's backup plans: every rule of the wizards (400 with per-field errors), read-only
   * fields of existing items unchanged, a masked password keeps the stored one.
   */
  savePlans: defineEndpoint({
    method: 'PUT',
    path: '/policy/{id}/backup',
    summary: "Save a policy's backup plans",
    params: idParamsSchema,
    body: z.object({ backupPlans: backupPlansSchema }),
    response: plansAnswer,
    tag: 'policy',
  }),
  restoreOptions: defineEndpoint({
    method: 'GET',
    path: '/node/{id}/restore/options',
    summary: 'What the restore dialogs offer for a device',
    params: idParamsSchema,
    response: restoreChoicesSchema,
    tag: 'node',
  }),
  /** Queues a restore as the device's job (shown in its activities); answers the job id. */
  restore: defineEndpoint({
    method: 'POST',
    path: '/node/{id}/restore',
    summary: 'Restore on a device (queued as a device job)',
    params: idParamsSchema,
    body: restoreOptionsSchema,
    response: z.object({ resultCode: z.literal('SUCCESS'), jobId: z.number().int() }),
    tag: 'node',
  }),
  /** The device's backup jobs (from its policy) and its latest backup runs. */
  deviceBackups: defineEndpoint({
    method: 'GET',
    path: '/node/{id}/backup',
    summary: "A device's backup jobs and latest backup runs",
    params: idParamsSchema,
    response: deviceBackupsSchema,
    tag: 'node',
  }),
  /** "Back up now": queues the device's `backup` job for one of its policy's backup jobs. */
  backupNow: defineEndpoint({
    method: 'POST',
    path: '/node/{id}/backup',
    summary: 'Back up a device now (queued as a device job)',
    params: idParamsSchema,
    body: backupNowRequestSchema,
    response: z.object({ resultCode: z.literal('SUCCESS'), jobId: z.number().int() }),
    tag: 'node',
  }),
  getNmsMonitoring: defineEndpoint({
    method: 'GET',
    path: '/nms/device/{id}/monitoring',
    summary: "An NMS device's monitoring settings",
    params: idParamsSchema,
    response: nmsMonitoringAnswer,
    tag: 'nms',
  }),
  saveNmsMonitoring: defineEndpoint({
    method: 'PUT',
    path: '/nms/device/{id}/monitoring',
    summary: "Save an NMS device's monitoring settings",
    params: idParamsSchema,
    body: nmsMonitoringSchema,
    response: nmsMonitoringAnswer,
    tag: 'nms',
  }),
} as const;
