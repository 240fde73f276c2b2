/**
 * Device jobs an agent runs (issue 13): the kinds and their payload schemas. The server stores a
 * job's kind and payload beside its `device_jobs` row and offers it to the device's agent
 * (`job.offer`); the agent answers `job.accepted`, streams `job.output` and ends with `job.result`.
 */
import { z } from 'zod';
import { backupRunJobSchema } from './backup-job';
import { restoreJobSchema } from './restore';

/** Largest script body an agent accepts (characters). */
export const MAX_AGENT_SCRIPT_LENGTH = 200_000;
/** Longest a job may run before the agent stops it (seconds). */
export const MAX_AGENT_JOB_TIMEOUT_SEC = 86_400;
/** Default run time limit of a job (seconds). */
export const DEFAULT_AGENT_JOB_TIMEOUT_SEC = 3_600;

const text = (max: number) => z.string().max(max);
const timeoutSec = z.number().int().min(1).max(MAX_AGENT_JOB_TIMEOUT_SEC).optional();

/** A script variable value as the agent receives it (after the apply-parameters rules of 001 §5). */
export const agentVariableValueSchema = z.union([
  text(10_000),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(text(1_000)).max(100),
]);
export type AgentVariableValue = z.infer<typeof agentVariableValueSchema>;

/** Languages an agent runs scripts in (core's script languages). */
export const agentScriptLanguageSchema = z.enum([
  'powershell',
  'batchfile',
  'vbscript',
  'shellscript',
  'javascript',
  'python',
]);
export type AgentScriptLanguage = z.infer<typeof agentScriptLanguageSchema>;

/**
 * Run a script: its body and language, the command-line parameters (`parameters`, split like a
 * shell would) and the script variables, which the agent passes as environment variables
 * (arrays joined by commas). `runAs` is the account the spec's run-as picker chose.
 */
export const scriptJobSchema = z.object({
  kind: z.literal('script'),
  scriptId: z.number().int().optional(),
  language: agentScriptLanguageSchema,
  body: text(MAX_AGENT_SCRIPT_LENGTH),
  parameters: z.array(text(4_000)).max(100).default([]),
  variables: z.record(text(200), agentVariableValueSchema).default({}),
  runAs: text(200).optional(),
  timeoutSec,
});
export type ScriptJob = z.infer<typeof scriptJobSchema>;

/** Run an application already on the device (binary_run): its path and arguments. */
export const runApplicationJobSchema = z.object({
  kind: z.literal('run-application'),
  path: text(1_000).min(1),
  arguments: z.array(text(4_000)).max(100).default([]),
  workingDirectory: text(1_000).optional(),
  runAs: text(200).optional(),
  timeoutSec,
});
export type RunApplicationJob = z.infer<typeof runApplicationJobSchema>;

/**
 * A file the agent downloads: a signed, expiring URL (absolute, or a path the agent resolves
 * against its server's URL) and the SHA-256 its bytes must have. `attachmentId` names the stored
 * automation file the server signs the link of again each time it offers the job.
 */
export const agentFileSchema = z.object({
  url: z.union([text(4_000).url(), text(4_000).regex(/^\/(?!\/)/)]),
  attachmentId: z.number().int().positive().optional(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/i),
  fileName: text(255).min(1),
  sizeBytes: z.number().int().nonnegative().optional(),
});
export type AgentFile = z.infer<typeof agentFileSchema>;

/**
 * File transfer: download `file`, verify its SHA-256, write it in `destination` (a folder); with
 * `expandZip` a .zip is expanded there instead of written as is.
 */
export const fileTransferJobSchema = z.object({
  kind: z.literal('file-transfer'),
  file: agentFileSchema,
  destination: text(1_000).min(1),
  expandZip: z.boolean().default(false),
  overwrite: z.boolean().default(true),
  runAs: text(200).optional(),
  timeoutSec,
});
export type FileTransferJob = z.infer<typeof fileTransferJobSchema>;

/** A pre- or post-install script (a script job without its kind). */
export const installScriptSchema = scriptJobSchema.omit({ kind: true });
export type InstallScript = z.infer<typeof installScriptSchema>;

/** Most helper files an install carries (001: up to 5, 100 MB each). */
export const MAX_INSTALL_HELPER_FILES = 5;

/**
 * Install an application (binary_install): run `preScript` (when `cancelOnPreScriptFail`, a
 * non-zero exit ends the job FAILED before installing), download and verify `installer` and its
 * `helperFiles` (each under its own name, in the installer's folder), run the installer there
 * with `arguments`, then `postScript`.
 */
export const installApplicationJobSchema = z.object({
  kind: z.literal('install-application'),
  installer: agentFileSchema,
  /** The install's helper (additional) files, downloaded beside the installer before it runs. */
  helperFiles: z.array(agentFileSchema).max(MAX_INSTALL_HELPER_FILES).default([]),
  arguments: z.array(text(4_000)).max(100).default([]),
  preScript: installScriptSchema.optional(),
  postScript: installScriptSchema.optional(),
  cancelOnPreScriptFail: z.boolean().default(false),
  runAs: text(200).optional(),
  timeoutSec,
});
export type InstallApplicationJob = z.infer<typeof installApplicationJobSchema>;

/** Reboot the device (through the agent's executor), after `delaySec`, with an optional message. */
export const rebootJobSchema = z.object({
  kind: z.literal('reboot'),
  delaySec: z.number().int().min(0).max(86_400).default(0),
  message: text(500).optional(),
});
export type RebootJob = z.infer<typeof rebootJobSchema>;

/** Shut the device down (through the agent's executor). */
export const shutdownJobSchema = z.object({
  kind: z.literal('shutdown'),
  delaySec: z.number().int().min(0).max(86_400).default(0),
  message: text(500).optional(),
});
export type ShutdownJob = z.infer<typeof shutdownJobSchema>;

/** A MAC address, `aa:bb:cc:dd:ee:ff` or with dashes. */
export const macAddressSchema = z.string().regex(/^[0-9a-f]{2}([:-][0-9a-f]{2}){5}$/i);

/**
 * Wake-on-LAN: send a magic packet for each MAC to `broadcast` (an IPv4 broadcast or unicast
 * address; default 255.255.255.255) on UDP `port` (default 9).
 */
export const wakeOnLanJobSchema = z.object({
  kind: z.literal('wake-on-lan'),
  macs: z.array(macAddressSchema).min(1).max(1_000),
  broadcast: z.ipv4().default('255.255.255.255'),
  port: z.number().int().min(1).max(65_535).default(9),
});
export type WakeOnLanJob = z.infer<typeof wakeOnLanJobSchema>;

/** Apply the device's policy: the server sends the effective policy settings. */
export const policySyncJobSchema = z.object({
  kind: z.literal('policy-sync'),
  policyId: z.number().int().nullable(),
  settings: z.record(text(200), z.unknown()).default({}),
});
export type PolicySyncJob = z.infer<typeof policySyncJobSchema>;

/** Every device job payload, by `kind`. */
export const deviceJobPayloadSchema = z.discriminatedUnion('kind', [
  scriptJobSchema,
  runApplicationJobSchema,
  fileTransferJobSchema,
  installApplicationJobSchema,
  rebootJobSchema,
  shutdownJobSchema,
  wakeOnLanJobSchema,
  policySyncJobSchema,
  restoreJobSchema,
  backupRunJobSchema,
]);
/** A device job payload as stored and sent (defaults applied). */
export type DeviceJobPayload = z.infer<typeof deviceJobPayloadSchema>;
/** A device job payload as written by a caller (defaults optional). */
export type DeviceJobPayloadInput = z.input<typeof deviceJobPayloadSchema>;
/** The kinds of device job. */
export type DeviceJobKind = DeviceJobPayload['kind'];

/** Every device job kind. */
export const DEVICE_JOB_KINDS = [
  'script',
  'run-application',
  'file-transfer',
  'install-application',
  'reboot',
  'shutdown',
  'wake-on-lan',
  'policy-sync',
  'restore',
  'backup',
] as const satisfies readonly DeviceJobKind[];

/** The `device_jobs.job_type` shown for each kind (the organization dashboard's job type). */
export const DEVICE_JOB_TYPES: Record<DeviceJobKind, string> = {
  script: 'SCRIPT',
  'run-application': 'RUN_APPLICATION',
  'file-transfer': 'FILE_TRANSFER',
  'install-application': 'INSTALL_APPLICATION',
  reboot: 'REBOOT',
  shutdown: 'SHUTDOWN',
  'wake-on-lan': 'WAKE_ON_LAN',
  'policy-sync': 'POLICY_SYNC',
  restore: 'RESTORE',
  backup: 'BACKUP',
};

/** Largest job output kept (characters); the agent truncates beyond it and says so. */
export const MAX_AGENT_JOB_OUTPUT = 1_000_000;

/** How a job ended on the device. */
export const deviceJobResultSchema = z.object({
  status: z.enum(['COMPLETED', 'FAILED', 'CANCELLED']),
  exitCode: z.number().int().nullable(),
  durationMs: z.number().int().nonnegative(),
  output: text(MAX_AGENT_JOB_OUTPUT + 200),
  error: text(2_000).optional(),
});
export type DeviceJobResult = z.infer<typeof deviceJobResultSchema>;
