/**
 * The `backup` device job: a file and folder backup of a device's backup plan job (002 §3 Backup
 * job) as the reference agent runs it. The agent copies the source files into the plan's
 * repository (a LOCAL destination or a NETWORK_SHARE reached as a directory path) as one revision
 * with a manifest and a SHA-256 per file; a `restore` job (`restore.ts`) reads a revision back.
 */
import { z } from 'zod';
import { BACKUP_ITEMS_MAX, backupJobSchema } from '../entities/backup';

const text = (max: number) => z.string().max(max);

/** The `backup` device job. */
export const backupRunJobSchema = z.object({
  kind: z.literal('backup'),
  /** The plan job's id (`backupPlans.jobs[].id`), when it came from a policy. */
  planJobId: z.string().uuid().nullable().default(null),
  jobName: text(100).min(1),
  /** Files and folders to back up (absolute paths on the device). */
  sources: z.array(text(1_000).min(1)).min(1).max(100),
  destinationType: z.enum(['LOCAL', 'NETWORK_SHARE']),
  /** The repository folder on the device (the LOCAL path, or the share as the device reaches it). */
  repository: text(1_000).min(1),
  /** The network location's name (NETWORK_SHARE): a NETWORK restore names it. */
  repositoryName: text(100).default(''),
  /** Keep at most this many revisions (the plan's retention), none removed when null. */
  retentionImageCount: z.number().int().min(1).max(1_000).nullable().default(null),
  /** Skip unreadable files instead of failing (the plan's ignoreReadFailures). */
  ignoreReadFailures: z.boolean().default(false),
});
export type BackupRunJob = z.infer<typeof backupRunJobSchema>;
export type BackupRunJobInput = z.input<typeof backupRunJobSchema>;

/** At most this many backup runs are kept per device (the oldest are removed). */
export const MAX_BACKUP_RUNS_PER_DEVICE = 100;

/**
 * One backup plan job as the agent schedules it: what to run (the `backup` job's fields) and
 * when (the plan's schedule, 002 §3 Backup schedule page, run by the agent's schedule runner).
 */
export const backupScheduleEntrySchema = z.object({
  run: backupRunJobSchema,
  schedule: backupJobSchema.shape.schedule,
  /** Run one missed slot at start-up (the plan's executeMissedSchedule). */
  executeMissedSchedule: z.boolean().default(true),
});
export type BackupScheduleEntry = z.infer<typeof backupScheduleEntrySchema>;
export type BackupScheduleEntryInput = z.input<typeof backupScheduleEntrySchema>;

/**
 * Server → agent `backup.schedule`: the device's enabled backup plan jobs (its policy's), sent
 * when the agent connects and when the policy's plans change. Replaces what the agent had.
 */
export const serverBackupScheduleSchema = z.object({
  type: z.literal('backup.schedule'),
  policyId: z.number().int().nullable(),
  jobs: z.array(backupScheduleEntrySchema).max(BACKUP_ITEMS_MAX),
});

/** Why a backup ran: its schedule, or "Back up now" (a `backup` device job). */
export const backupTriggerSchema = z.enum(['SCHEDULE', 'NOW']);
export type BackupTrigger = z.infer<typeof backupTriggerSchema>;

/** How a run ended. */
export const backupRunStatusSchema = z.enum(['COMPLETED', 'FAILED', 'CANCELLED']);
export type BackupRunStatus = z.infer<typeof backupRunStatusSchema>;

/** What one backup run did (the agent's report; stored as the device's backup run). */
export const backupRunReportSchema = z.object({
  planJobId: z.string().uuid().nullable(),
  jobName: text(100).min(1),
  trigger: backupTriggerSchema,
  /** FULL: a weekly / monthly / one-off full backup slot; INCREMENTAL: an incremental slot. */
  backupKind: z.enum(['FULL', 'INCREMENTAL']),
  status: backupRunStatusSchema,
  startedAt: z.string().datetime({ offset: true }),
  finishedAt: z.string().datetime({ offset: true }),
  /** The revision written (its manifest id), null when none was. */
  revision: text(100).nullable(),
  files: z.number().int().min(0),
  bytes: z.number().int().min(0),
  error: text(2_000).nullable(),
});
export type BackupRunReport = z.infer<typeof backupRunReportSchema>;

/** Agent → server `backup.result`: one backup run ended. */
export const agentBackupResultSchema = backupRunReportSchema.extend({ type: z.literal('backup.result') });

/** The backup messages agents send. */
export const backupAgentMessages = [agentBackupResultSchema] as const;
/** The backup messages the server sends. */
export const backupServerMessages = [serverBackupScheduleSchema] as const;
