/**
 * Directory (AD) discovery jobs (002 §3, §4.2, §5.3, §7): the domain controllers of a client, the
 * OU tree read lazily over LDAP, OU path and credential checks, discovery jobs (ad hoc and
 * scheduled) with their candidate devices, and running them. The spec does not show the methods
 * and paths: they are chosen (docs/directory-discovery.md).
 */
import { z } from 'zod';
import {
  APPROVAL_MODES,
  DISCOVERED_DEVICE_STATUSES,
  DISCOVERY_JOB_NAME_MAX,
  OU_PATH_MAX,
} from '../../validation/directory-discovery';
import { defineEndpoint } from '../define';
import { idParamsSchema, idSchema } from '../entities/common';
import { boundedText } from '../entities/primitives';
import { scheduleSchema } from '../entities/schedule';

/** Most candidate devices one job saves (chosen; an OU of 10,000 computers fits). */
export const MAX_DISCOVERY_CANDIDATES = 50_000;

/** A candidate's status (002 §3). */
export const discoveredDeviceStatusSchema = z.enum(DISCOVERED_DEVICE_STATUSES);
/** An approval mode of a scheduled deployment; `null` is none (002 §4.2). */
export const approvalModeSchema = z.enum(APPROVAL_MODES).nullable();

/** A domain controller of a client (a device with the Domain Controller role that is up). */
export const domainControllerSchema = z.object({ id: z.number().int(), name: z.string() });
export type DomainController = z.infer<typeof domainControllerSchema>;

/** One OU of the tree (002 §7 "ou"): its name, DN, domain and whether it has child OUs. */
export const directoryOuSchema = z.object({
  name: z.string(),
  path: z.string(),
  domain: z.string(),
  ouChildren: z.boolean(),
});
export type DirectoryOu = z.infer<typeof directoryOuSchema>;

/** A computer found in an OU (002 §7 "ouComputers"). */
export const directoryComputerSchema = z.object({
  name: z.string(),
  objectGuid: z.string(),
  dnsHostName: z.string().nullable(),
  operatingSystem: z.string().nullable(),
  isServer: z.boolean(),
  path: z.string(),
});
export type DirectoryComputer = z.infer<typeof directoryComputerSchema>;

const ouPathText = boundedText(OU_PATH_MAX);

/**
 * List OU children: the domain controller, the OU (`null`: the domain root) and the recursive flag;
 * `credentialId` binds with that credential, else the client's default discovery credential.
 */
export const ouChildrenRequestSchema = z.object({
  domainControllerId: idSchema,
  ou: ouPathText.nullable().default(null),
  recursive: z.boolean().default(false),
  credentialId: idSchema.nullish(),
});
export type OuChildrenRequest = z.input<typeof ouChildrenRequestSchema>;

/** The children OUs (one level) and the computers of the OU (all levels below when recursive). */
export const ouChildrenAnswerSchema = z.object({
  ou: z.array(directoryOuSchema),
  ouComputers: z.array(directoryComputerSchema),
});
export type OuChildrenAnswer = z.infer<typeof ouChildrenAnswerSchema>;

/** Validate an OU path against a domain controller. */
export const ouValidateRequestSchema = z.object({
  domainControllerId: idSchema,
  ouPath: ouPathText,
  credentialId: idSchema.nullish(),
});

/** Validate credentials against a domain controller (002 §4.2). */
export const credentialValidateRequestSchema = z.object({
  domainControllerId: idSchema,
  credentialId: idSchema,
});

/** Credential check results (002 §8). */
export const credentialCheckCodeSchema = z.enum([
  'SUCCESS',
  'ACCESS_DENIED',
  'REQUIRED_PRIVILEGE_NOT_HELD',
  'INCORRECT_USERNAME_OR_PASSWORD',
  'FAILURE',
]);
export type CredentialCheckCode = z.infer<typeof credentialCheckCodeSchema>;

/** Scheduled deployment of servers and workstations (002 §3). */
export const discoveryDeploymentSchema = z.object({
  windowsServers: z.boolean().default(false),
  windowsServersLocation: idSchema.nullable().default(null),
  windowsServersApprovalMode: approvalModeSchema.default(null),
  windowsWorkstations: z.boolean().default(false),
  windowsWorkstationsLocation: idSchema.nullable().default(null),
  windowsWorkstationsApprovalMode: approvalModeSchema.default(null),
});
export type DiscoveryDeployment = z.infer<typeof discoveryDeploymentSchema>;

/** A deployment of nothing (an ad hoc job's). */
export const NO_DEPLOYMENT: DiscoveryDeployment = {
  windowsServers: false,
  windowsServersLocation: null,
  windowsServersApprovalMode: null,
  windowsWorkstations: false,
  windowsWorkstationsLocation: null,
  windowsWorkstationsApprovalMode: null,
};

/** A discovery job's schedule: the schedule without end (never ends) or time zone (002 §5.3). */
export const discoveryScheduleSchema = scheduleSchema.extend({
  end: scheduleSchema.shape.end.default({ type: 'NEVER', occurenceCount: 1, endDate: null }),
});

/** A candidate device as saved: NEW is sent as no status (002 §4.2). */
export const candidateNodeSchema = z.object({
  name: boundedText(256),
  objectGuid: boundedText(64),
  status: discoveredDeviceStatusSchema.nullable().default(null),
  location: idSchema.nullable().default(null),
});
export type CandidateNode = z.input<typeof candidateNodeSchema>;

/** A discovery job as the wizard saves it (002 §3). */
export const discoveryJobRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .max(DISCOVERY_JOB_NAME_MAX)
    .nullish()
    .transform((name) => (name ? name : null)),
  clientId: idSchema,
  jobType: z.enum(['AD_HOC', 'SCHEDULED']),
  runOnce: z.boolean().default(false),
  content: z.object({
    ouPath: ouPathText,
    domainController: z.object({ id: idSchema, name: boundedText(256).optional() }),
    recursiveOuPath: z.boolean().default(false),
    schedule: discoveryScheduleSchema.nullish(),
    deployment: discoveryDeploymentSchema.default(NO_DEPLOYMENT),
  }),
  candidateNodes: z.array(candidateNodeSchema).max(MAX_DISCOVERY_CANDIDATES).default([]),
  credentialId: idSchema.nullish(),
});
export type DiscoveryJobRequest = z.input<typeof discoveryJobRequestSchema>;

/** The states of an approved computer's agent push. */
export const DIRECTORY_PUSH_STATUSES = ['QUEUED', 'RUNNING', 'INSTALLED', 'FAILED'] as const;
/** An agent push state. */
export type DirectoryPushStatus = (typeof DIRECTORY_PUSH_STATUSES)[number];

/** A saved candidate with what the directory said of it. */
export const discoveryCandidateSchema = z.object({
  name: z.string(),
  objectGuid: z.string(),
  status: discoveredDeviceStatusSchema,
  location: z.number().int().nullable(),
  dnsHostName: z.string().nullable(),
  operatingSystem: z.string().nullable(),
  isServer: z.boolean(),
  /**
   * The agent push once APPROVED (002 §4.2: an instant push is attempted): QUEUED, RUNNING,
   * INSTALLED or FAILED with `pushError`; null (or absent) before approval.
   */
  pushStatus: z.enum(DIRECTORY_PUSH_STATUSES).nullable().optional(),
  pushError: z.string().nullable().optional(),
});
export type DiscoveryCandidate = z.infer<typeof discoveryCandidateSchema>;

/** A saved discovery job as answered. */
export const discoveryJobSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  clientId: z.number().int(),
  jobType: z.enum(['AD_HOC', 'SCHEDULED']),
  runOnce: z.boolean(),
  content: z.object({
    ouPath: z.string(),
    domainController: domainControllerSchema,
    recursiveOuPath: z.boolean(),
    schedule: scheduleSchema.nullable(),
    deployment: discoveryDeploymentSchema,
  }),
  credentialId: z.number().int().nullable(),
  /** ISO 8601 of the last run, its error and the next scheduled run. */
  lastRunAt: z.string().nullable(),
  lastError: z.string().nullable(),
  nextRunAt: z.string().nullable(),
});
export type DiscoveryJob = z.infer<typeof discoveryJobSchema>;

/** A discovery job with its candidates. */
export const discoveryJobDetailSchema = discoveryJobSchema.extend({
  candidateNodes: z.array(discoveryCandidateSchema),
});
export type DiscoveryJobDetail = z.infer<typeof discoveryJobDetailSchema>;

/** The device-search toolbar actions that run saved jobs of domain controllers (002 §4.2). */
export const runDiscoveryActionSchema = z.enum([
  'RUN_AD_DISCOVERY_JOB_ADHOC_DISCOVERY',
  'RUN_AD_DISCOVERY_JOB_SCHEDULED_DISCOVERY',
]);

/** Directory discovery endpoints. */
export const directoryDiscoveryEndpoints = {
  /** Domain controllers of a client, filtered to up (002 §7). */
  domainControllers: defineEndpoint({
    method: 'GET',
    path: '/client/{id}/domaincontrollers',
    summary: "A client's domain controllers that are up",
    params: idParamsSchema,
    response: z.array(domainControllerSchema),
    tag: 'directory-discovery',
  }),
  /** One level of the OU tree and the OU's computers, over LDAP (002 §7). */
  ouChildren: defineEndpoint({
    method: 'POST',
    path: '/activedirectory/ou/children',
    summary: 'List OU children and computers of a domain controller',
    body: ouChildrenRequestSchema,
    response: ouChildrenAnswerSchema,
    readOnly: true,
    tag: 'directory-discovery',
  }),
  /** Whether an OU path exists in the directory (002 §7). */
  validateOuPath: defineEndpoint({
    method: 'POST',
    path: '/activedirectory/ou/validate',
    summary: 'Validate an OU path',
    body: ouValidateRequestSchema,
    response: z.object({ resultCode: z.enum(['SUCCESS', 'INVALID_OU_PATH']) }),
    readOnly: true,
    tag: 'directory-discovery',
  }),
  /** Binds with a credential and checks it may read the directory (002 §4.2, §8). */
  validateCredentials: defineEndpoint({
    method: 'POST',
    path: '/activedirectory/credentials/validate',
    summary: 'Validate credentials against a domain controller',
    body: credentialValidateRequestSchema,
    response: z.object({ resultCode: credentialCheckCodeSchema }),
    readOnly: true,
    tag: 'directory-discovery',
  }),
  /** The client's default discovery credential (SR_ACTIVE_DIRECTORY_DISCOVERY.credential_id). */
  defaultCredential: defineEndpoint({
    method: 'GET',
    path: '/client/{id}/discoverycredential',
    summary: "A client's default directory discovery credential",
    params: idParamsSchema,
    response: z.object({ credentialId: z.number().int().nullable() }),
    tag: 'directory-discovery',
  }),
  /** The client's discovery jobs (002 §7). */
  list: defineEndpoint({
    method: 'GET',
    path: '/client/{id}/discoveryjobs',
    summary: "A client's directory discovery jobs",
    params: idParamsSchema,
    response: z.array(discoveryJobSchema),
    tag: 'directory-discovery',
  }),
  /** One discovery job with its candidates. */
  get: defineEndpoint({
    method: 'GET',
    path: '/discoveryjob/{id}',
    summary: 'A directory discovery job',
    params: idParamsSchema,
    response: discoveryJobDetailSchema,
    tag: 'directory-discovery',
  }),
  /** Saves a new discovery job (002 §7): Apply (ad hoc) or Save (scheduled). */
  create: defineEndpoint({
    method: 'POST',
    path: '/discoveryjob',
    summary: 'Save a directory discovery job',
    body: discoveryJobRequestSchema,
    response: z.object({ resultCode: z.literal('SUCCESS'), id: z.number().int() }),
    tag: 'directory-discovery',
  }),
  /** Updates a discovery job. */
  update: defineEndpoint({
    method: 'PUT',
    path: '/discoveryjob/{id}',
    summary: 'Update a directory discovery job',
    params: idParamsSchema,
    body: discoveryJobRequestSchema,
    response: z.object({ resultCode: z.literal('SUCCESS'), id: z.number().int() }),
    tag: 'directory-discovery',
  }),
  /** Deletes a discovery job and its schedule. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/discoveryjob/{id}',
    summary: 'Delete a directory discovery job',
    params: idParamsSchema,
    response: z.void(),
    successStatus: 204,
    tag: 'directory-discovery',
  }),
  /** Runs saved jobs of domain controllers now (device-search toolbar, 002 §4.2). */
  run: defineEndpoint({
    method: 'POST',
    path: '/discoveryjob/run',
    summary: 'Run the saved discovery jobs of domain controllers now',
    body: z.object({ action: runDiscoveryActionSchema, nodeIds: z.array(idSchema).min(1).max(1000) }),
    response: z.object({ resultCode: z.literal('SUCCESS'), jobIds: z.array(z.number().int()) }),
    tag: 'directory-discovery',
  }),
};
