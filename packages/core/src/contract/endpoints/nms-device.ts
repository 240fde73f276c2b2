import { z } from 'zod';
import { addDeviceCoreMessages } from '../../messages/add-menu-devices';
import { catalogueText } from '../../messages/text';
import type { ValidationIssue } from '../../validation/issue';
import {
  NMS_MONITOR_BY,
  SNMP_DEFAULT_PORT,
  validateNmsAddress,
  validateSnmpPort,
} from '../../validation/nms-device';
import { defineEndpoint } from '../define';
import { idParamsSchema, idSchema, optionalText, pagedSchema } from '../entities/common';
import { DEVICE_NAME_MAX, nodeClassSchema } from '../entities/node';

const text = (issue: ValidationIssue) => catalogueText(issue.key, issue.params, addDeviceCoreMessages);

/** How an NMS device is reached (002 §3 NMS monitoring). */
export const nmsMonitorBySchema = z.enum(NMS_MONITOR_BY);

/**
 * POST /nms/device (000 §2.10; the fields are not shown: chosen as a network engineer expects):
 * organization, location, the network probe (the delegate device that polls), how the device is
 * reached and its address, the SNMP port, an optional name (default: the system name it reports),
 * the NMS role and the SNMP credential.
 * @example nmsDeviceCreateSchema.parse({ clientId: 1, locationId: 2, nmsDelegateNodeId: 5, monitorBy: 'IP_ADDRESS', address: '10.0.0.2', nodeRoleId: 7, credentialId: 3 })
 */
export const nmsDeviceCreateSchema = z
  .object({
    clientId: idSchema,
    locationId: idSchema,
    nmsDelegateNodeId: idSchema,
    monitorBy: nmsMonitorBySchema,
    address: z.string().trim().max(253),
    snmpPort: z.union([z.number(), z.string()]).default(SNMP_DEFAULT_PORT),
    name: optionalText(DEVICE_NAME_MAX),
    nodeRoleId: idSchema,
    credentialId: idSchema,
  })
  .superRefine((value, ctx) => {
    const address = validateNmsAddress(value.monitorBy, value.address);
    if (address) ctx.addIssue({ code: 'custom', path: ['address'], message: text(address) });
    const port = validateSnmpPort(value.snmpPort);
    if (port) ctx.addIssue({ code: 'custom', path: ['snmpPort'], message: text(port) });
  })
  .transform((value) => ({ ...value, snmpPort: Number(value.snmpPort) }));
export type NmsDeviceCreate = z.input<typeof nmsDeviceCreateSchema>;

/** An NMS device with what its poll reported (system name, description, vendor, model). */
export const nmsDeviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  clientId: z.number().int(),
  locationId: z.number().int(),
  nodeClass: nodeClassSchema,
  nodeRoleId: z.number().int(),
  nmsDelegateNodeId: z.number().int(),
  monitorBy: nmsMonitorBySchema,
  address: z.string(),
  snmpPort: z.number().int(),
  credentialId: z.number().int().nullable(),
  systemName: z.string().nullable(),
  sysDescr: z.string().nullable(),
  sysObjectId: z.string().nullable(),
  sysLocation: z.string().nullable(),
  sysContact: z.string().nullable(),
  vendor: z.string().nullable(),
  model: z.string().nullable(),
  snmpVersion: z.enum(['v1', 'v2c', 'v3']),
  lastPolledAt: z.string().nullable(),
});
export type NmsDevice = z.infer<typeof nmsDeviceSchema>;

/** A device that can act as network probe (NMS delegate). */
export const nmsProbeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nodeClass: nodeClassSchema,
  locationId: z.number().int(),
  isUp: z.boolean(),
});
export type NmsProbe = z.infer<typeof nmsProbeSchema>;

const nmsDeviceAnswer = z.object({ resultCode: z.literal('SUCCESS'), nmsDevice: nmsDeviceSchema });

/** Add NMS device (000 §2.10; paths not shown: chosen). */
export const nmsDeviceEndpoints = {
  /** Devices of an organization (optionally one location) that can poll network devices. */
  probes: defineEndpoint({
    method: 'GET',
    path: '/nms/probes/{clientId}',
    summary: 'Network probes (NMS delegates) of an organization',
    params: z.object({ clientId: idSchema }),
    query: z.object({
      locationId: idSchema.optional(),
      page: idSchema.default(1),
      pageSize: idSchema.pipe(z.number().max(50, 'Must be at most 50')).default(50),
    }),
    response: pagedSchema(nmsProbeSchema),
    tag: 'nms',
  }),
  /**
   * Polls the device once over SNMP with the credential (v1, v2c or v3) and, when it answers,
   * saves it with its system name, description, vendor and model. A device that does not answer
   * is refused with 422 `NMS_DEVICE_UNREACHABLE` and nothing is written.
   */
  create: defineEndpoint({
    method: 'POST',
    path: '/nms/device',
    summary: 'Add an NMS device (polled once over SNMP)',
    body: nmsDeviceCreateSchema,
    response: nmsDeviceAnswer.extend({ nodeId: z.number().int() }),
    ownTransaction: true,
    tag: 'nms',
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/nms/device/{id}',
    summary: 'Get an NMS device',
    params: idParamsSchema,
    response: nmsDeviceAnswer,
    tag: 'nms',
  }),
} as const;
