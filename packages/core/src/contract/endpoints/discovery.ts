/**
 * Ad hoc network discovery (000 §2.11, §3.5, §4.4, §7.6, §8): the network probes of an
 * organization, the probe's preparation, the scan (a background job whose results stream on the
 * topic `nm.nms-discovery.{id}`), stop, and adding the reviewed devices as NMS devices. The spec
 * does not show the paths: they are chosen (docs/scanner.md).
 */
import { z } from 'zod';
import { networkDiscoveryCoreMessages } from '../../messages/network-discovery';
import { catalogueText } from '../../messages/text';
import {
  DISCOVERY_SETTING_LIMITS,
  type DiscoverySettingName,
  isValidIpv4,
  isValidIpv6,
  MAX_SCAN_TARGETS,
  SNMP_PROTOCOLS,
  validateDiscoverySetting,
  validateIpTargetCount,
  validateIpTargets,
} from '../../validation';
import { defineEndpoint } from '../define';
import { idParamsSchema, idSchema, optionalText } from '../entities/common';
import { DEVICE_NAME_MAX } from '../entities/node';

/** Result codes of the discovery routes (000 §8), in `{ resultCode, message }` refusals. */
export const discoveryResultCodes = {
  /** 422: the targets cover more than 65,536 addresses. */
  TARGETS_EXCEEDED: 'number_of_network_scan_targets_exceeded',
  /** 409: the probe is still running a scan. */
  SCAN_IN_PROGRESS: 'network_scan_is_in_progress',
  /** 422: the chosen node cannot be a network probe of the organization. */
  NOT_A_PROBE: 'not_a_probe',
  /** 422: a credential of the wrong type or of another organization. */
  INVALID_CREDENTIAL: 'invalid_credential',
  /** 422: a role that is not a network (NMS) device role. */
  INVALID_ROLE: 'invalid_role',
} as const;

/** A network probe of an organization: a device that scans (000 §3.5 networkProbe). */
export const networkProbeSchema = z.object({
  nodeId: z.number().int(),
  nodeName: z.string(),
  clientId: z.number().int(),
  locationId: z.number().int(),
  isUp: z.boolean(),
  /** The discovery delegate's version on the probe, null until it was prepared. */
  delegateVersion: z.string().nullable(),
});
export type NetworkProbe = z.infer<typeof networkProbeSchema>;

/**
 * The probe's preparation status (000 §4.4): OK (ready to scan), INSTALL_FAILED, or another value
 * meaning still preparing (DOWNLOADING, INSTALLING, STARTING).
 */
export const delegateStatusSchema = z.object({
  status: z.enum(['OK', 'INSTALL_FAILED', 'DOWNLOADING', 'INSTALLING', 'STARTING']),
  delegateVersion: z.string().nullable(),
});
export type DelegateStatus = z.infer<typeof delegateStatusSchema>;

/** The form's SNMP protocol: 1 (v1), 2 (v2c) or 3 (v3) (000 §3.5). */
export const snmpProtocolSchema = z.union(
  SNMP_PROTOCOLS.map((value) => z.literal(value)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>],
);

const setting = (name: DiscoverySettingName) =>
  z
    .number()
    .default(DISCOVERY_SETTING_LIMITS[name].default)
    .superRefine((value, ctx) => {
      const issue = validateDiscoverySetting(name, value);
      if (issue)
        ctx.addIssue({
          code: 'custom',
          message: catalogueText(issue.key, issue.params, networkDiscoveryCoreMessages),
        });
    });

/**
 * POST /nms/discovery/scan body (000 §3.5): the probe, organization and location, the targets
 * text (checked by core's validators: 'Required', 'Invalid IP(s): ...'; more than 65,536
 * addresses is refused 422 `number_of_network_scan_targets_exceeded`), the SNMP credentials with
 * their protocols, the optional Telnet/SSH credential and the advanced settings (defaults and
 * bounds of 000 §3.5, §5.3).
 * @example startScanRequestSchema.parse({ nodeId: 4, clientId: 2, locationId: 3, ipTargets: '10.0.0.0/24', snmpCredOne: 9, protocolOne: 2 })
 */
export const startScanRequestSchema = z.object({
  /** The network probe (device) that scans. */
  nodeId: idSchema,
  clientId: idSchema,
  locationId: idSchema,
  ipTargets: z
    .string()
    .max(1_000_000)
    .superRefine((value, ctx) => {
      const issue = validateIpTargets(value);
      if (issue)
        ctx.addIssue({
          code: 'custom',
          message: catalogueText(issue.key, issue.params, networkDiscoveryCoreMessages),
        });
    }),
  snmpCredOne: idSchema,
  protocolOne: snmpProtocolSchema,
  snmpCredTwo: idSchema.nullish().transform((value) => value ?? null),
  protocolTwo: snmpProtocolSchema.nullish().transform((value) => value ?? null),
  telnetSshCred: idSchema.nullish().transform((value) => value ?? null),
  pingTimeoutMS: setting('pingTimeoutMS'),
  pingPacketTTL: setting('pingPacketTTL'),
  pingsPerNode: setting('pingsPerNode'),
  delayBetweenPingsMS: setting('delayBetweenPingsMS'),
});
export type StartScanRequest = z.input<typeof startScanRequestSchema>;

/**
 * True when a target list stays within {@link MAX_SCAN_TARGETS} addresses (the server's 422
 * check, exported for the form).
 * @example withinScanTargetLimit('10.0.0.0/16') // true
 */
export function withinScanTargetLimit(ipTargets: string): boolean {
  return validateIpTargetCount(ipTargets) === undefined;
}

/** The scan's answer (000 §4.4 step 3): its job id and the addresses it covers. */
export const startScanResponseSchema = z.object({
  jobId: z.number().int(),
  targetIps: z.array(z.string()),
});
export type StartScanResponse = z.infer<typeof startScanResponseSchema>;

/** The derived tags of a discovered device (000 §3.5). */
export const discoveredDeviceTagSchema = z.enum([
  'offline',
  'existing',
  'allResponding',
  'allSnmpResponding',
]);
export type DiscoveredDeviceTag = z.infer<typeof discoveredDeviceTagSchema>;

/**
 * A discovered device (000 §3.5): what the probe learned about one address. `nodeId` present
 * means the address already belongs to a device of an organization. `snmpv1`/`snmpv2`/`snmpv3`
 * list the ids of the supplied credentials that answered with that protocol; `types` are the
 * derived tags.
 */
export const discoveredDeviceSchema = z.object({
  ip: z.string(),
  hostname: z.string().nullable(),
  dnsName: z.string().nullable(),
  netbiosName: z.string().nullable(),
  /** Best round trip of the echo replies, null when the address did not answer pings. */
  pingMS: z.number().nullable(),
  /** Open TCP ports among those probed (22, 23). */
  ports: z.array(z.number().int()),
  telnet: z.boolean(),
  ssh: z.boolean(),
  os: z.string().nullable(),
  model: z.string().nullable(),
  vendor: z.string().nullable(),
  firmware: z.string().nullable(),
  /** SNMP sysObjectID, sysDescr and sysUpTime (hundredths of a second) as reported. */
  sysObjectId: z.string().nullable(),
  sysDescr: z.string().nullable(),
  sysUpTime: z.number().nullable(),
  /** A suggested node role id, null when none. */
  role: z.number().int().nullable(),
  nodeId: z.number().int().nullable(),
  nodeName: z.string().nullable(),
  types: z.array(discoveredDeviceTagSchema),
  locationId: z.number().int().nullable(),
  nmsDelegateNodeId: z.number().int().nullable(),
  snmpv1: z.array(z.number().int()),
  snmpv2: z.array(z.number().int()),
  snmpv3: z.array(z.number().int()),
});
export type DiscoveredDevice = z.infer<typeof discoveredDeviceSchema>;

/** The state of a scan: running, completed (every address answered or timed out), stopped, failed. */
export const scanStateSchema = z.enum(['RUNNING', 'COMPLETED', 'STOPPED', 'FAILED']);
export type ScanState = z.infer<typeof scanStateSchema>;

/** A scan's status (GET /nms/discovery/scan/{id}): its progress and state. */
export const scanStatusSchema = z.object({
  jobId: z.number().int(),
  nodeId: z.number().int(),
  clientId: z.number().int(),
  locationId: z.number().int(),
  state: scanStateSchema,
  /** Addresses the scan covers, and those finished so far. */
  total: z.number().int(),
  scanned: z.number().int(),
  /** The credential ids of the scan, in the form's order (one SNMP column each, 000 §2.11). */
  snmpCredentials: z.array(z.number().int()),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ScanStatus = z.infer<typeof scanStatusSchema>;

/** The most results one results page carries. */
export const MAX_SCAN_RESULTS_PAGE = 5_000;

/** GET /nms/discovery/scan/{id}/results query: a page of results in the order found. */
export const scanResultsQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(MAX_SCAN_TARGETS).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_SCAN_RESULTS_PAGE).default(1_000),
});

/** A page of a scan's results. */
export const scanResultsSchema = z.object({
  total: z.number().int(),
  results: z.array(discoveredDeviceSchema),
});
export type ScanResults = z.infer<typeof scanResultsSchema>;

/** The most devices one Finish adds. */
export const MAX_ADD_DEVICES = MAX_SCAN_TARGETS;

/**
 * One reviewed device to add (000 §2.11 Review): the address and what was discovered, the name
 * (the IP when empty, 000 §4.4) and the required role.
 */
export const addDiscoveredDeviceSchema = z.object({
  ip: z.string().refine((value) => isValidIpv4(value) || isValidIpv6(value), 'Invalid IP'),
  name: optionalText(DEVICE_NAME_MAX),
  roleId: idSchema,
  dnsName: optionalText(253),
  netbiosName: optionalText(64),
  hostname: optionalText(253),
  os: optionalText(500),
  model: optionalText(500),
  vendor: optionalText(500),
  firmware: optionalText(500),
  sysObjectId: optionalText(500),
  /** The SNMP credential that answered (polled with later), if any. */
  snmpCredentialId: idSchema.nullish().transform((value) => value ?? null),
});
export type AddDiscoveredDevice = z.input<typeof addDiscoveredDeviceSchema>;

/**
 * Finish (000 §7.6): add the reviewed devices as NMS devices of the organization and location,
 * monitored through the probe (`nmsDelegateNodeId`), with the optional Telnet/SSH credential.
 */
export const addDiscoveredDevicesRequestSchema = z.object({
  orgId: idSchema,
  locationId: idSchema,
  nmsDelegateNodeId: idSchema,
  devices: z
    .array(addDiscoveredDeviceSchema)
    .min(1, networkDiscoveryCoreMessages['networkDiscovery.error.select_at_least_one'])
    .max(MAX_ADD_DEVICES),
  telnetSshCred: idSchema.nullish().transform((value) => value ?? null),
});
export type AddDiscoveredDevicesRequest = z.input<typeof addDiscoveredDevicesRequestSchema>;

/** Finish's answer: the new devices' ids, in the request's order. */
export const addDiscoveredDevicesResponseSchema = z.object({ nodeIds: z.array(z.number().int()) });

/** The network discovery calls (000 §7.6). */
export const discoveryEndpoints = {
  /**
   * The organization's network probes: its agent devices (Windows, Mac and Linux) the caller may
   * view (000 §7.6 "load network probes"). For now the server itself runs the scanner on the
   * probe's behalf (docs/scanner.md).
   */
  probes: defineEndpoint({
    method: 'GET',
    path: '/nms/discovery/probes',
    summary: 'Network probes of an organization',
    query: z.object({ clientId: idSchema }),
    response: z.array(networkProbeSchema),
    tag: 'discovery',
  }),
  /** Starts preparing the probe's discovery delegate (000 §4.4 step 1); answers its status. */
  prepareDelegate: defineEndpoint({
    method: 'POST',
    path: '/nms/discovery/delegate/{id}/prepare',
    summary: "Prepare a network probe's discovery delegate",
    params: idParamsSchema,
    response: delegateStatusSchema,
    tag: 'discovery',
  }),
  /** The probe's delegate status, polled every 5 s (000 §4.4 steps 1–2). */
  delegateStatus: defineEndpoint({
    method: 'GET',
    path: '/nms/discovery/delegate/{id}/status',
    summary: "A network probe's discovery delegate status",
    params: idParamsSchema,
    response: delegateStatusSchema,
    tag: 'discovery',
  }),
  /**
   * Starts a scan on the probe (000 §4.4 step 3): a background job publishing each result on
   * `nm.nms-discovery.{jobId}`. A second scan on a probe still scanning is refused 409
   * `network_scan_is_in_progress`; more than 65,536 addresses 422
   * `number_of_network_scan_targets_exceeded`.
   */
  startScan: defineEndpoint({
    method: 'POST',
    path: '/nms/discovery/scan',
    summary: 'Start a network discovery scan',
    body: startScanRequestSchema,
    response: startScanResponseSchema,
    tag: 'discovery',
  }),
  /** A scan's status, for the user who started it (404 for anyone else). */
  scanStatus: defineEndpoint({
    method: 'GET',
    path: '/nms/discovery/scan/{id}',
    summary: 'A network discovery scan: state and progress',
    params: idParamsSchema,
    response: scanStatusSchema,
    tag: 'discovery',
  }),
  /** A page of a scan's results so far, in the order the scan found them. */
  scanResults: defineEndpoint({
    method: 'GET',
    path: '/nms/discovery/scan/{id}/results',
    summary: 'A network discovery scan: results',
    params: idParamsSchema,
    query: scanResultsQuerySchema,
    response: scanResultsSchema,
    tag: 'discovery',
  }),
  /** Stops a running scan (000 §4.4 steps 5, 7); stopping a finished scan answers its status. */
  stopScan: defineEndpoint({
    method: 'POST',
    path: '/nms/discovery/scan/{id}/stop',
    summary: 'Stop a network discovery scan',
    params: idParamsSchema,
    response: scanStatusSchema,
    tag: 'discovery',
  }),
  /** Finish (000 §7.6): adds the reviewed devices as NMS devices. */
  addDevices: defineEndpoint({
    method: 'POST',
    path: '/nms/discovery/devices',
    summary: 'Add discovered devices as NMS devices',
    body: addDiscoveredDevicesRequestSchema,
    response: addDiscoveredDevicesResponseSchema,
    tag: 'discovery',
  }),
} as const;
