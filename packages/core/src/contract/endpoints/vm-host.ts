import { z } from 'zod';
import { addDeviceCoreMessages } from '../../messages/add-menu-devices';
import { catalogueText } from '../../messages/text';
import type { ValidationIssue } from '../../validation/issue';
import {
  VM_CHECK_STATUSES,
  VM_DELEGATE_PAGE_SIZE,
  VM_HOST_TYPES,
  validateVmHostForm,
} from '../../validation/vm-host';
import { defineEndpoint } from '../define';
import { idParamsSchema, idSchema, pagedSchema } from '../entities/common';
import { DEVICE_NAME_MAX, nodeClassSchema } from '../entities/node';

const text = (issue: ValidationIssue) => catalogueText(issue.key, issue.params, addDeviceCoreMessages);

/** VM host type (000 §3.4). */
export const vmHostTypeSchema = z.enum(VM_HOST_TYPES);

/** The `{type}` of the delegate list path: `hyperv` or `esxi` (000 §7.3). */
export const vmDelegateKindSchema = z.enum(['hyperv', 'esxi']);

/**
 * The body of the VM host test and of Add host (000 §7.3; 002 §3 "Virtualization host test
 * payload"): clientId, delegateNodeId, name, hostname, apiPort, credentialId, type. For ESXi the
 * DNS/IP, API port and credential are required (000 §5.2, 002 §5.6); HyperV needs none of them
 * (the delegate runs on the host). `name` defaults to the DNS/IP (ESXi) or the delegate's name.
 * @example vmHostRequestSchema.parse({ type: 'ESXI', clientId: 1, delegateNodeId: 4, hostname: 'esxi-01', apiPort: 443, credentialId: 9 })
 */
export const vmHostRequestSchema = z
  .object({
    type: vmHostTypeSchema,
    clientId: idSchema,
    delegateNodeId: z.unknown().nullish(),
    name: z.string().trim().max(DEVICE_NAME_MAX).nullish(),
    hostname: z.string().trim().max(253).nullish(),
    apiPort: z.union([z.number(), z.string()]).nullish(),
    credentialId: z.union([z.number(), z.string()]).nullish(),
  })
  .superRefine((value, ctx) => {
    const issues = validateVmHostForm({
      type: value.type,
      clientId: value.clientId,
      delegateNodeId: idSchema.safeParse(value.delegateNodeId).data ?? null,
      hostname: value.hostname ?? '',
      apiPort: value.apiPort === null || value.apiPort === undefined ? '' : String(value.apiPort),
      credentialId: value.credentialId ?? null,
    });
    for (const [path, issue] of Object.entries(issues)) {
      ctx.addIssue({ code: 'custom', path: [path], message: text(issue) });
    }
  })
  .transform((value) => ({
    type: value.type,
    clientId: value.clientId,
    delegateNodeId: idSchema.parse(value.delegateNodeId),
    name: value.name ? value.name : null,
    hostname: value.type === 'ESXI' ? (value.hostname ?? '') : null,
    apiPort: value.type === 'ESXI' ? Number(value.apiPort) : null,
    credentialId: value.type === 'ESXI' ? Number(value.credentialId) : null,
  }));
export type VmHostRequest = z.input<typeof vmHostRequestSchema>;

/** A device offered as monitor delegate (000 §2.9). */
export const vmDelegateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nodeClass: nodeClassSchema,
  locationId: z.number().int(),
  isUp: z.boolean(),
  isVmMonitorDelegate: z.boolean(),
});
export type VmDelegate = z.infer<typeof vmDelegateSchema>;

/** The staged delegate check (000 §4.3). */
export const vmCheckSchema = z.object({
  resultCode: z.literal('SUCCESS'),
  status: z.enum(VM_CHECK_STATUSES),
  reason: z.enum(['failed_to_download', 'failed_to_start_service']).nullable(),
  /** Why the delegate cannot monitor (ERROR), in words. */
  message: z.string().nullable(),
});
export type VmCheck = z.infer<typeof vmCheckSchema>;

/** The connection test's answer: `result_code` `OK` or one of 000 §4.3's codes. */
export const vmHostTestResultSchema = z.object({
  resultCode: z.literal('SUCCESS'),
  result_code: z.string(),
  /** Which step failed (`tcp`, `tls`, `login`) and the error in words, for the log and support. */
  stage: z.enum(['tcp', 'tls', 'login', 'delegate']).nullable(),
  message: z.string().nullable(),
});
export type VmHostTestResult = z.infer<typeof vmHostTestResultSchema>;

/** A VM host (000 §3.4) with what its dashboard shows. */
export const vmHostSchema = z.object({
  id: z.number().int(),
  type: vmHostTypeSchema,
  name: z.string(),
  hostname: z.string().nullable(),
  apiPort: z.number().int().nullable(),
  credentialId: z.number().int().nullable(),
  delegateNodeId: z.number().int(),
  delegateName: z.string(),
  clientId: z.number().int(),
  organizationName: z.string(),
  locationId: z.number().int(),
  isUp: z.boolean(),
  /** The host is down as its delegate last saw it (000 §7.3 `isDownVmHost`). */
  isDownVmHost: z.boolean(),
  guests: z.array(z.object({ id: z.number().int(), name: z.string(), isUp: z.boolean() })),
  createdAt: z.string(),
});
export type VmHost = z.infer<typeof vmHostSchema>;

/**
 * Add VM host (000 §2.9, §4.3, §7.3; 002 §5.6). The delegate list, the check and the test use the
 * spec's paths; Add host and the host read are not shown: chosen (`POST /node/delegate/vmhost`,
 * `GET /vmhost/{id}`).
 */
export const vmHostEndpoints = {
  /** Devices of the organization that can monitor a host of the type, paged by 50 (000 §9). */
  delegates: defineEndpoint({
    method: 'GET',
    path: '/virtualization/{type}/delegates/{clientId}',
    summary: 'Monitor delegates of an organization for a VM host type',
    params: z.object({ type: vmDelegateKindSchema, clientId: idSchema }),
    query: z.object({
      page: idSchema.default(1),
      pageSize: idSchema
        .pipe(z.number().max(VM_DELEGATE_PAGE_SIZE, `Must be at most ${VM_DELEGATE_PAGE_SIZE}`))
        .default(VM_DELEGATE_PAGE_SIZE),
      search: z.string().trim().max(200).optional(),
    }),
    response: pagedSchema(vmDelegateSchema),
    tag: 'vmhost',
  }),
  /** The staged delegate check, polled every 5 s while it runs (000 §4.3). */
  check: defineEndpoint({
    method: 'GET',
    path: '/node/delegate/{id}/vmm/check',
    summary: 'Check (or install) the VM monitor on a delegate',
    params: idParamsSchema,
    query: z.object({ type: vmDelegateKindSchema.optional() }),
    response: vmCheckSchema,
    tag: 'vmhost',
  }),
  /** Really connects: TCP, then TLS, then a vSphere SOAP Login with the credential (ESXi). */
  test: defineEndpoint({
    method: 'POST',
    path: '/node/delegate/vmhost/test',
    summary: 'Test the connection to a VM host',
    body: vmHostRequestSchema,
    response: vmHostTestResultSchema,
    readOnly: true,
    tag: 'vmhost',
  }),
  /**
   * Adds the host (409 `delegate_already_has_existing_host` for a duplicate). The server re-runs
   * the delegate check and the connection test first (the client's result is never trusted): a
   * failure is a 422 `vm_host_test_delegate_error` or `vm_host_test_error` and writes nothing.
   * Its own transaction: the test runs before anything is written.
   */
  add: defineEndpoint({
    method: 'POST',
    path: '/node/delegate/vmhost',
    summary: 'Add a VM host',
    body: vmHostRequestSchema,
    response: z.object({ resultCode: z.literal('SUCCESS'), id: z.number().int(), vmHost: vmHostSchema }),
    ownTransaction: true,
    tag: 'vmhost',
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/vmhost/{id}',
    summary: 'Get a VM host (its dashboard)',
    params: idParamsSchema,
    response: z.object({ resultCode: z.literal('SUCCESS'), vmHost: vmHostSchema }),
    tag: 'vmhost',
  }),
} as const;

export { VM_HOST_DUPLICATE_CODE, VM_HOST_TEST_ERROR_CODES } from './vm-host-constants';
