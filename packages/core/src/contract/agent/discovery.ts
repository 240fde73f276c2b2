/**
 * The network probe part of the agent protocol (issue 11, 000 §4.4): an enrolled agent connected to
 * the gateway runs a discovery scan with `@console/scanner` and streams its results back. The
 * server sends `discovery.start` (the targets, the advanced settings and the SNMP credentials with
 * their secrets, for this scan only) and `discovery.stop`; the agent answers `discovery.results`
 * batches in the order found and one `discovery.end`. `discovery.prepare` (answered by `reply`)
 * tells whether the agent can scan (ICMP through a raw socket) and its delegate version.
 *
 * The agent push to approved directory computers (002 §4.2: "an instant push is attempted"):
 * `directory.push` asks the domain controller's agent to install the agent on one computer over
 * SSH with the discovery job's credential; answered by `reply` (`data`: {@link DirectoryPushResult}).
 */
import { z } from 'zod';
import { discoveredDeviceSchema } from '../endpoints/discovery';

const scanId = z.number().int().positive();
const requestId = z.string().min(1).max(64).optional();
const secret = z.string().max(1_024);

/** Most results in one `discovery.results` frame (one device is well under 2 KB). */
export const MAX_PROBE_RESULTS_PER_FRAME = 250;

/** One SNMP credential of a probe scan, with its secrets. */
export const probeSnmpCredentialSchema = z.discriminatedUnion('version', [
  z.object({ id: z.number().int(), version: z.union([z.literal(1), z.literal(2)]), community: secret }),
  z.object({
    id: z.number().int(),
    version: z.literal(3),
    username: z.string().max(256),
    authProtocol: z.enum(['MD5', 'SHA', 'SHA224', 'SHA256', 'SHA384', 'SHA512']).nullable().optional(),
    authPassword: secret.nullable().optional(),
    privProtocol: z.enum(['DES', 'AES', 'AES192', 'AES256']).nullable().optional(),
    privPassword: secret.nullable().optional(),
  }),
]);
/** An SNMP credential as a probe receives it. */
export type ProbeSnmpCredential = z.infer<typeof probeSnmpCredentialSchema>;

/** server → agent: run a scan. */
export const discoveryStartSchema = z.object({
  type: z.literal('discovery.start'),
  requestId,
  scanId,
  /** The targets as entered (IPs, ranges, CIDR; split on commas and newlines). */
  targets: z.string().max(100_000),
  settings: z.object({
    pingTimeoutMS: z.number().int().min(1).max(60_000),
    pingPacketTTL: z.number().int().min(1).max(255),
    pingsPerNode: z.number().int().min(1).max(100),
    delayBetweenPingsMS: z.number().int().min(0).max(60_000),
  }),
  credentials: z.array(probeSnmpCredentialSchema).max(2),
});
/** A `discovery.start` message. */
export type DiscoveryStartMessage = z.infer<typeof discoveryStartSchema>;

/** server → agent: stop a scan (the agent ends it with `discovery.end` `stopped: true`). */
export const discoveryStopSchema = z.object({ type: z.literal('discovery.stop'), requestId, scanId });

/** server → agent: can this agent scan? Answered by `reply` with {@link ProbeReadiness} as `data`. */
export const discoveryPrepareSchema = z.object({
  type: z.literal('discovery.prepare'),
  requestId: z.string().min(1).max(64),
});

/** What an agent answers `discovery.prepare` with. */
export const probeReadinessSchema = z.object({
  /** Whether it can send ICMP echo through a raw socket (root / CAP_NET_RAW). */
  canScan: z.boolean(),
  /** The discovery delegate's version: the agent's. */
  delegateVersion: z.string().max(50),
});
/** A probe agent's readiness. */
export type ProbeReadiness = z.infer<typeof probeReadinessSchema>;

/** agent → server: results of a running scan, in the order found. */
export const discoveryResultsSchema = z.object({
  type: z.literal('discovery.results'),
  requestId,
  scanId,
  devices: z.array(discoveredDeviceSchema).min(1).max(MAX_PROBE_RESULTS_PER_FRAME),
});

/** agent → server: the scan ended (completed, stopped, or failed with `error`). */
export const discoveryEndSchema = z.object({
  type: z.literal('discovery.end'),
  requestId,
  scanId,
  stopped: z.boolean().default(false),
  error: z.string().max(2_000).optional(),
});

/** server → agent: install the agent on a directory computer (answered by `reply`). */
export const directoryPushSchema = z.object({
  type: z.literal('directory.push'),
  requestId: z.string().min(1).max(64),
  /** The computer's DNS host name (or name) and SSH port. */
  host: z.string().min(1).max(253),
  port: z.number().int().min(1).max(65_535).default(22),
  username: z.string().max(256),
  password: secret,
  /** What the installed agent enrolls with: the server and a one-time token for the computer's location. */
  enrollment: z.object({
    serverUrl: z.string().url().max(2_000),
    apiBase: z.string().max(200),
    enrollmentToken: z.string().min(1).max(200),
  }),
});
/** A `directory.push` message. */
export type DirectoryPushMessage = z.infer<typeof directoryPushSchema>;

/** What a successful push answers: the folder it installed into and the started agent's process id. */
export const directoryPushResultSchema = z.object({ folder: z.string().max(1_000), pid: z.number().int() });
/** A push's result. */
export type DirectoryPushResult = z.infer<typeof directoryPushResultSchema>;

/** The probe's agent → server messages. */
export const discoveryAgentMessages = [discoveryResultsSchema, discoveryEndSchema] as const;
/** The probe's server → agent messages. */
export const discoveryServerMessages = [
  discoveryStartSchema,
  discoveryStopSchema,
  discoveryPrepareSchema,
  directoryPushSchema,
] as const;
