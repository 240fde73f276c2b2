/**
 * The `backup` device job: a file and folder backup of a device's backup plan job (002 §3 Backup
 * job) as the reference agent runs it. The agent copies the source files into the plan's
 * repository (a LOCAL destination or a NETWORK_SHARE reached as a directory path) as one revision
 * with a manifest and a SHA-256 per file; a `restore` job (`restore.ts`) reads a revision back.
 */
import { z } from 'zod';

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
