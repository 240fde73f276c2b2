/**
 * Backup plans of a policy (002 §3 Policy `backup.backupPlans`): backup jobs, image manager managed
 * folders, FTP locations, replication targets, agent settings and added applications; restore
 * options (002 §3 Restore options). Passwords travel in clear only from the form to the server; the
 * server seals them at rest and answers {@link BACKUP_PASSWORD_MASK} in their place. Sending the
 * mask back keeps the stored password.
 */
import { z } from 'zod';
import {
  BACKUP_COMMAND_MAX,
  BACKUP_COMMENT_MAX,
  BACKUP_COMPRESSION_TYPES,
  BACKUP_ITEMS_MAX,
  BACKUP_NAME_MAX,
  BACKUP_PASSWORD_MAX,
  BACKUP_PATH_MAX,
  BACKUP_SCHEDULE_TYPES,
  BACKUP_WEEKDAYS,
  REPLICATION_MODES,
} from './backup-constants';

export {
  BACKUP_COMMAND_MAX,
  BACKUP_COMMENT_MAX,
  BACKUP_COMPRESSION_TYPES,
  BACKUP_ITEMS_MAX,
  BACKUP_LICENSE_TYPES,
  BACKUP_NAME_MAX,
  BACKUP_PASSWORD_MASK,
  BACKUP_PASSWORD_MAX,
  BACKUP_PATH_MAX,
  BACKUP_SCHEDULE_TYPES,
  BACKUP_SPLIT_SIZES_MB,
  BACKUP_WEEKDAYS,
  REPLICATION_MODES,
} from './backup-constants';

const text = (max: number) => z.string().max(max);
const secret = text(BACKUP_PASSWORD_MAX).default('');
const id = z.string().uuid().optional();
const percent = z.number().int().min(1).max(100);
const weekday = z.enum(BACKUP_WEEKDAYS);
const time = text(5).default('');

/** A backup job (002 §3 Backup job basic, schedule and advanced pages). */
export const backupJobSchema = z.object({
  id,
  enabled: z.boolean().default(true),
  jobName: text(BACKUP_NAME_MAX),
  jobComment: text(BACKUP_COMMENT_MAX).default(''),
  volumes: z.array(text(32)).max(26),
  compressionType: z.enum(BACKUP_COMPRESSION_TYPES).default('STANDARD'),
  splitImageFile: z.boolean().default(false),
  splitSizeMb: z.number().int().min(0).max(100_000).default(0),
  destinationType: z.enum(['LOCAL', 'NETWORK_SHARE']),
  localDestinationPath: text(BACKUP_PATH_MAX).default(''),
  networkDestinationName: text(BACKUP_NAME_MAX).default(''),
  networkDestinationPath: text(BACKUP_PATH_MAX).default(''),
  networkDomain: text(BACKUP_NAME_MAX).default(''),
  networkUserName: text(BACKUP_NAME_MAX).default(''),
  networkPassword: secret,
  networkPasswordConfirm: secret,
  passwordType: z.enum(['NONE', 'PASSWORD', 'PASSWORD_FILEPATH']).default('NONE'),
  password: secret,
  passwordConfirm: secret,
  passwordPath: text(BACKUP_PATH_MAX).default(''),
  schedule: z
    .object({
      type: z.enum(BACKUP_SCHEDULE_TYPES).default('CONTINUOUS_INCREMENTAL'),
      useVssOnly: z.boolean().default(false),
      runLaterAt: text(40).default(''),
      monthlyDays: z.array(z.number().int().min(1).max(31)).max(31).default([]),
      fullBackupWeekdays: z.array(weekday).max(7).default([]),
      fullBackupTime: time,
      incrementalWeekdays: z.array(weekday).max(7).default([]),
      startTime: time,
      stopTime: time,
      intervalUnit: z.enum(['MINUTES', 'HOURS']).default('HOURS'),
      interval: z.number().int().min(1).max(1_440).default(1),
    })
    .prefault({}),
  advanced: z
    .object({
      includeFreeSpace: z.boolean().default(false),
      throttlePercent: percent.default(100),
      useDifferentialForScheduledBackup: z.boolean().default(false),
      generateMD5File: z.boolean().default(false),
      ignoreReadFailures: z.boolean().default(false),
      enableWriteCaching: z.boolean().default(false),
      enableConcurrentExecution: z.boolean().default(false),
      enableIncrementalRecovery: z.boolean().default(true),
      executeMissedSchedule: z.boolean().default(true),
      preSnapshotCommand: text(BACKUP_COMMAND_MAX).default(''),
      postSnapshotCommand: text(BACKUP_COMMAND_MAX).default(''),
      postBackupCommand: text(BACKUP_COMMAND_MAX).default(''),
      commandTimeoutMinutes: z.number().int().min(1).max(1_440).default(5),
      retentionEnabled: z.boolean().default(false),
      retentionImageCount: z.number().int().min(1).max(1_000).default(3),
    })
    .prefault({}),
});
export type BackupJob = z.infer<typeof backupJobSchema>;
export type BackupJobInput = z.input<typeof backupJobSchema>;

/** An image manager managed folder (002 §3: Basic, Verification, Consolidation, Retention). */
export const managedFolderSchema = z.object({
  id,
  folderPath: text(BACKUP_PATH_MAX),
  description: text(BACKUP_COMMENT_MAX).default(''),
  authenticationType: z.enum(['AGENT_DEFAULT', 'FOLDER_CREDENTIAL']).default('AGENT_DEFAULT'),
  folderCredentialsDomainOrComputerOrNASName: text(BACKUP_NAME_MAX).default(''),
  folderCredentialsUserName: text(BACKUP_NAME_MAX).default(''),
  folderCredentialsPassword: secret,
  folderCredentialsPasswordConfirm: secret,
  imagePasswordType: z.enum(['NONE', 'PASSWORD_STRING']).default('NONE'),
  imagePassword: secret,
  imagePasswordConfirm: secret,
  sortPriority: z.number().int().min(1).max(1_000).default(1),
  verification: z
    .object({
      immediatelyVerifyImageFiles: z.boolean().default(true),
      reverifyImageFiles: z.boolean().default(false),
      daysToReverify: z.number().int().min(1).max(365).default(7),
      throttleOverridePercent: percent.default(100),
    })
    .prefault({}),
  consolidation: z
    .object({
      enabled: z.boolean().default(true),
      weeklyDay: weekday.default('SUNDAY'),
      monthlyRelative: z.boolean().default(false),
      monthlyDay: z.number().int().min(1).max(31).default(1),
      relativeWeekNumber: z.enum(['FIRST', 'SECOND', 'THIRD', 'FOURTH', 'LAST']).default('FIRST'),
      monthlyDayOfWeek: weekday.default('SUNDAY'),
    })
    .prefault({}),
  retention: z
    .object({
      enabled: z.boolean().default(false),
      intraDailyDays: z.number().int().min(1).max(3_650).default(7),
      dailyDays: z.number().int().min(1).max(3_650).default(30),
      weeklyDays: z.number().int().min(1).max(3_650).default(90),
      monthlyMonths: z.number().int().min(1).max(120).default(12),
      moveConsolidatedToSubDirectory: z.boolean().default(false),
    })
    .prefault({}),
});
export type ManagedFolder = z.infer<typeof managedFolderSchema>;
export type ManagedFolderInput = z.input<typeof managedFolderSchema>;

/** An image manager FTP location (002 §3). */
export const ftpLocationSchema = z.object({
  locationId: id,
  name: text(BACKUP_NAME_MAX),
  serverPath: text(BACKUP_PATH_MAX),
  blockSize: z.number().int().min(512).max(1_048_576).default(65_536),
  userName: text(BACKUP_NAME_MAX).default(''),
  password: secret,
  passwordConfirm: secret,
  mode: z.enum(['PASSIVE', 'ACTIVE']).default('PASSIVE'),
  security: z.enum(['NONE', 'EXPLICIT_TLS', 'IMPLICIT_TLS']).default('NONE'),
});
export type FtpLocation = z.infer<typeof ftpLocationSchema>;
export type FtpLocationInput = z.input<typeof ftpLocationSchema>;

/** A replication target (002 §3); `location` names an FTP location. */
export const replicationTargetSchema = z.object({
  replicationTargetGuid: id,
  managedFolderGuid: z.string().uuid().nullable().default(null),
  name: text(BACKUP_NAME_MAX),
  location: text(BACKUP_NAME_MAX),
  subDirectory: text(BACKUP_PATH_MAX).default(''),
  replicationMode: z.enum(REPLICATION_MODES).default('REPLICATE_ALL_CONSOLIDATED_IMAGES'),
  replicateBaseImageFiles: z.boolean().default(true),
  replicateIncrementalFilesImmediately: z.boolean().default(false),
  replicateIntraDailyImages: z.boolean().default(false),
  synchronizeDeletesImages: z.boolean().default(false),
});
export type ReplicationTarget = z.infer<typeof replicationTargetSchema>;
export type ReplicationTargetInput = z.input<typeof replicationTargetSchema>;

/** Image manager agent settings (002 §3). */
export const imageManagerAgentSettingsSchema = z.object({
  dailyProcessingEnabled: z.boolean().default(true),
  processingHour: z.number().int().min(0).max(23).default(1),
  throttlePercent: percent.default(100),
  folderConcurrencyLimit: z.number().int().min(1).max(64).default(2),
  domainOrComputerOrNASName: text(BACKUP_NAME_MAX).default(''),
  userName: text(BACKUP_NAME_MAX).default(''),
  password: secret,
  passwordConfirm: secret,
});
export type ImageManagerAgentSettings = z.infer<typeof imageManagerAgentSettingsSchema>;
export type ImageManagerAgentSettingsInput = z.input<typeof imageManagerAgentSettingsSchema>;

/** An application added to the backup plans (002 §3 Add application). */
export const backupApplicationSchema = z.object({
  applicationType: z.enum(['SHADOWPROTECT', 'IMAGEMANAGER']),
  licenseType: z.enum(['SERVER', 'DESKTOP', 'SBS', 'HYPERVISOR', 'FREE', 'PAID']),
  ftpJobs: z.number().int().min(0).max(1_000).default(0),
  shadowStreamJobs: z.number().int().min(0).max(1_000).default(0),
  headStartRestoreJobs: z.number().int().min(0).max(1_000).default(0),
});
export type BackupApplication = z.infer<typeof backupApplicationSchema>;
export type BackupApplicationInput = z.input<typeof backupApplicationSchema>;

/** `content.backup.backupPlans` of a policy. */
export const backupPlansSchema = z.object({
  jobs: z.array(backupJobSchema).max(BACKUP_ITEMS_MAX).default([]),
  managedFolders: z.array(managedFolderSchema).max(BACKUP_ITEMS_MAX).default([]),
  ftpLocations: z.array(ftpLocationSchema).max(BACKUP_ITEMS_MAX).default([]),
  replicationTargets: z.array(replicationTargetSchema).max(BACKUP_ITEMS_MAX).default([]),
  agentSettings: imageManagerAgentSettingsSchema.nullable().default(null),
  applications: z.array(backupApplicationSchema).max(2).default([]),
});
export type BackupPlans = z.infer<typeof backupPlansSchema>;
export type BackupPlansInput = z.input<typeof backupPlansSchema>;
