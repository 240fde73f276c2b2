import { z } from 'zod';
import { defineEndpoint } from '../define';
import {
  idParamsSchema,
  idSchema,
  pagedSchema,
  pageQuerySchema,
  queryBooleanSchema,
  successAnswerSchema,
} from '../entities/common';
import { credentialSchema } from '../entities/credential';
import {
  nodeClassSchema,
  nodeListItemSchema,
  nodeRoleCreateSchema,
  nodeRoleSchema,
  nodeRoleUpdateSchema,
  nodeSchema,
  nodeUpdateSchema,
  unmanagedDeviceCreateSchema,
} from '../entities/node';

const nodeAnswer = z.object({ resultCode: z.literal('SUCCESS'), node: nodeSchema });
const nodeRoleAnswer = z.object({ resultCode: z.literal('SUCCESS'), nodeRole: nodeRoleSchema });

/** Device status filter of the device list. */
export const deviceStatusFilterSchema = z.enum(['UP', 'DOWN', 'MAINTENANCE', 'PENDING']);

/** Node classes as an array or a comma-separated query value (`WINDOWS_SERVER,LINUX_SERVER`). */
const nodeClassListSchema = z
  .union([z.array(z.string()), z.string().transform((text) => text.split(',').filter(Boolean))])
  .pipe(z.array(nodeClassSchema).max(50));

/**
 * GET /query/devices query: organization, location, node classes (comma separated), role, status,
 * free text over the match attributes of 001 §3, paging. `sort` is `name`, `-name`, `lastContact`...
 */
export const deviceQuerySchema = pageQuerySchema.extend({
  clientId: idSchema.optional(),
  locationId: idSchema.optional(),
  nodeClass: nodeClassListSchema.optional(),
  nodeRoleId: idSchema.optional(),
  status: deviceStatusFilterSchema.optional(),
  search: z.string().trim().max(1024).optional(),
  sort: z.enum(['name', '-name', 'lastContact', '-lastContact', 'nodeClass', '-nodeClass']).optional(),
});
export type DeviceQuery = z.input<typeof deviceQuerySchema>;

/** Device (node) record endpoints (002 §7) and the device list. */
export const nodeEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/node/{id}',
    summary: 'Get a device',
    params: idParamsSchema,
    response: nodeAnswer,
    apiKey: 'monitoring',
    tag: 'node',
  }),
  /** Creates an unmanaged device (000 §3.6, §7.5); answers its nodeId. */
  create: defineEndpoint({
    method: 'POST',
    path: '/node',
    summary: 'Create an unmanaged device',
    body: unmanagedDeviceCreateSchema,
    response: nodeAnswer.extend({ nodeId: z.number().int() }),
    tag: 'node',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/node',
    summary: 'Update a device',
    body: nodeUpdateSchema,
    response: nodeAnswer,
    tag: 'node',
  }),
  /**
   * Deletes a device (002 §7: nodeId and a delete-backup-data flag). Refused for a VM-monitor
   * delegate while a VM host uses it (422 CANNOT_DELETE_VM_MONITOR_DELEGATE).
   */
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/node/{id}',
    summary: 'Delete a device',
    params: idParamsSchema,
    query: z.object({ deleteBackupData: queryBooleanSchema.default(false) }),
    response: successAnswerSchema.extend({ backupDataDeleted: z.boolean() }),
    tag: 'node',
  }),
  /** Device list and search with filters and paging (path chosen). */
  list: defineEndpoint({
    method: 'GET',
    path: '/query/devices',
    summary: 'Devices (filtered, searched, paged)',
    query: deviceQuerySchema,
    response: pagedSchema(nodeListItemSchema),
    apiKey: 'monitoring',
    tag: 'node',
  }),
} as const;

/** Node roles: the tree under the managed and unmanaged roots (000 §3.3, 002 §7). */
export const nodeRoleEndpoints = {
  /** Every node role with the user's permission on it (path not shown in the spec: chosen). */
  list: defineEndpoint({
    method: 'GET',
    path: '/noderole/list',
    summary: 'Node roles',
    response: z.array(nodeRoleSchema),
    tag: 'noderole',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/noderole',
    summary: 'Create a node role',
    body: nodeRoleCreateSchema,
    response: nodeRoleAnswer,
    tag: 'noderole',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/noderole',
    summary: 'Update a node role',
    body: nodeRoleUpdateSchema,
    response: nodeRoleAnswer,
    tag: 'noderole',
  }),
} as const;

/** Credentials (002 §3): listed without secrets (path not shown in the spec: chosen). */
export const credentialEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/credential/list',
    summary: 'Credentials of the division or of an organization',
    query: z.object({ clientId: idSchema.optional() }),
    response: z.array(credentialSchema),
    tag: 'credential',
  }),
} as const;
