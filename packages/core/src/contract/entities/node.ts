import { z } from 'zod';
import { agentInventorySchema } from '../agent/inventory';
import { idSchema, optionalText, requiredText, timestampSchema } from './common';
import { DEVICE_NAME_MAX, UNMANAGED_TEXT_MAX } from './node-constants';
import { boundedText } from './primitives';

/**
 * Every device (node) class the spec names (000 §2.7, §3.9; 002 §3 Policy roles, Device): agent
 * workstations and servers, virtualization hosts and guests, network (NMS) devices, mobile devices,
 * cloud monitors and unmanaged (IT asset) devices.
 */
export const nodeClassSchema = z.enum([
  'WINDOWS_WORKSTATION',
  'WINDOWS_SERVER',
  'MAC',
  'MAC_SERVER',
  'LINUX_WORKSTATION',
  'LINUX_SERVER',
  'VMWARE_VM_HOST',
  'VMWARE_VM_GUEST',
  'HYPERV_VMM_HOST',
  'HYPERV_VMM_GUEST',
  'NMS_SWITCH',
  'NMS_ROUTER',
  'NMS_FIREWALL',
  'NMS_PRINTER',
  'NMS_WAP',
  'NMS_SERVER',
  'NMS_OTHER',
  'ANDROID',
  'APPLE_IOS',
  'APPLE_IPADOS',
  'CLOUD_MONITOR_TARGET',
  'UNMANAGED_DEVICE',
]);
export type NodeClass = z.infer<typeof nodeClassSchema>;
/** All node classes, in display order. */
export const nodeClasses = nodeClassSchema.options;

/** Node types; cloud monitors have their own (002 §3 Device). */
export const nodeTypeSchema = z.enum([
  'AGENT',
  'VM_HOST',
  'VM_GUEST',
  'NMS',
  'MOBILE',
  'CLOUD_MONITOR_TARGET',
  'CLOUD_MONITOR_TARGET_EMAIL_SERVER',
  'UNMANAGED',
]);
export type NodeType = z.infer<typeof nodeTypeSchema>;

/** Where a device's policy comes from (002 §3: `policyIdSource`, e.g. CLIENT). */
export const policyIdSourceSchema = z.enum(['CLIENT', 'NODE', 'NODE_CLASS_DEFAULT']);

/** Device health as the organization dashboard counts it. */
export const healthStatusSchema = z.enum(['HEALTHY', 'NEEDS_ATTENTION', 'UNHEALTHY', 'UNKNOWN']);
export type HealthStatus = z.infer<typeof healthStatusSchema>;

/** Maintenance features that can be suppressed (002 §3 Maintenance). */
export const maintenanceOptionSchema = z.enum([
  'NOTIFICATIONS',
  'ALERTS',
  'PATCHING',
  'AVSCANS',
  'TASKS',
  'NOTIFICATION_CHANNELS',
]);

/** A device's maintenance window (002 §3): unix seconds, `endTime` null for "never". */
export const maintenanceModeSchema = z.object({
  startTime: z.number().int(),
  endTime: z.number().int().nullable(),
  disabledOptions: z.array(maintenanceOptionSchema),
  reasonMessage: boundedText(250).nullable(),
});

/** MDM details of a mobile device and submit time (000 §3.9). */
export const nodeDetailsSchema = z
  .object({
    mdmEnrolledAt: z.number().nullable(),
    mdmStatus: z.string().nullable(),
    mdmStatusUpdatedTime: z.number().nullable(),
    /** Last data submission, epoch seconds. */
    submitTime: z.number().nullable(),
    osName: z.string().nullable(),
    osArchitecture: z.string().nullable(),
    manufacturer: z.string().nullable(),
    model: z.string().nullable(),
    /** VM guests (000 §3.9). */
    powerState: z.string().nullable(),
    toolsRunningStatus: z.string().nullable(),
    toolsVersionStatus: z.string().nullable(),
    /** Cloud monitors: the monitored host name. */
    hostname: z.string().nullable(),
    /** Agent devices: the agent's last inventory report (OS, hardware, network, disks, uptime; docs/agent.md). */
    inventory: agentInventorySchema.nullable(),
  })
  .partial();
export type NodeDetails = z.infer<typeof nodeDetailsSchema>;

/**
 * A device (node) with the fields of 002 §3, 000 §3.9 and every match attribute of 001 §3 (name,
 * system name, friendly name, DNS name, serial number, BIOS serial number, last logged-in user,
 * public IP, IP addresses, MAC addresses, service tag, assigned user).
 */
export const nodeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  systemName: z.string().nullable(),
  friendlyName: z.string().nullable(),
  /** friendlyName, else systemName, else name. */
  displayName: z.string(),
  dnsName: z.string().nullable(),
  netbiosName: z.string().nullable(),
  serialNumber: z.string().nullable(),
  biosSerialNumber: z.string().nullable(),
  serviceTag: z.string().nullable(),
  lastLoggedInUser: z.string().nullable(),
  publicIp: z.string().nullable(),
  ipAddresses: z.array(z.string()),
  macAddresses: z.array(z.string()),
  assignedUserUid: z.string().nullable(),
  nodeClass: nodeClassSchema,
  nodeType: nodeTypeSchema,
  nodeRoleId: z.number().int(),
  policyId: z.number().int().nullable(),
  policyIdSource: policyIdSourceSchema,
  clientId: z.number().int(),
  locationId: z.number().int(),
  parentNodeId: z.number().int().nullable(),
  /** VM hosts: the delegate (monitor) device that watches them. */
  delegateNodeId: z.number().int().nullable(),
  maintenanceMode: maintenanceModeSchema.nullable(),
  isUp: z.boolean(),
  isDown: z.boolean(),
  isServer: z.boolean(),
  isMac: z.boolean(),
  isLinux: z.boolean(),
  isVmMonitorDelegate: z.boolean(),
  healthStatus: healthStatusSchema,
  approvalStatus: z.enum(['APPROVED', 'PENDING', 'REJECTED']),
  /** Unmanaged devices (000 §3.6). */
  warrantyStartDate: z.string().nullable(),
  warrantyEndDate: z.string().nullable(),
  /** Last contact (epoch seconds), null when never seen. */
  lastContact: z.number().nullable(),
  details: nodeDetailsSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Node = z.infer<typeof nodeSchema>;

/** A device row in lists and search (GET /query/devices). */
export const nodeListItemSchema = nodeSchema.pick({
  id: true,
  name: true,
  systemName: true,
  displayName: true,
  nodeClass: true,
  nodeType: true,
  nodeRoleId: true,
  clientId: true,
  locationId: true,
  policyId: true,
  isUp: true,
  healthStatus: true,
  lastContact: true,
  lastLoggedInUser: true,
  publicIp: true,
  ipAddresses: true,
  maintenanceMode: true,
  isVmMonitorDelegate: true,
  details: true,
});
export type NodeListItem = z.infer<typeof nodeListItemSchema>;

export { DEVICE_NAME_MAX, UNMANAGED_TEXT_MAX } from './node-constants';

const dateOnlySchema = z.iso.date('Please enter a valid date');

/**
 * Creates an unmanaged device (000 §3.6). `assetTypeId` is the chosen unmanaged role. The warranty
 * end cannot precede its start (000 §5.5).
 */
export const unmanagedDeviceCreateSchema = z
  .object({
    name: requiredText(UNMANAGED_TEXT_MAX),
    orgId: idSchema,
    locationId: idSchema,
    assetTypeId: idSchema,
    serialNumber: optionalText(UNMANAGED_TEXT_MAX),
    assignedUserUUID: z.uuid().nullish(),
    warrantyStartDate: dateOnlySchema.nullish(),
    warrantyEndDate: dateOnlySchema.nullish(),
  })
  .refine(
    (value) =>
      !value.warrantyStartDate || !value.warrantyEndDate || value.warrantyEndDate >= value.warrantyStartDate,
    { path: ['warrantyEndDate'], message: 'The warranty end date cannot precede the start date' },
  );
export type UnmanagedDeviceCreate = z.input<typeof unmanagedDeviceCreateSchema>;

/** PUT /node: the editable fields of a device; only the keys sent change. */
export const nodeUpdateSchema = z.object({
  id: idSchema,
  name: requiredText(DEVICE_NAME_MAX).optional(),
  friendlyName: optionalText(DEVICE_NAME_MAX).optional(),
  nodeRoleId: idSchema.optional(),
  /** `null` returns the device to the organization's (or class default) policy. */
  policyId: idSchema.nullable().optional(),
  locationId: idSchema.optional(),
  serialNumber: optionalText(UNMANAGED_TEXT_MAX).optional(),
  assignedUserUid: z.uuid().nullable().optional(),
  warrantyStartDate: dateOnlySchema.nullable().optional(),
  warrantyEndDate: dateOnlySchema.nullable().optional(),
});
export type NodeUpdate = z.input<typeof nodeUpdateSchema>;

/** Node role (000 §3.3, 001 §3): a tree under the managed and unmanaged roots. */
export const nodeRoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  nodeRoleParentId: z.number().int().nullable(),
  /** Null for the two roots. */
  nodeClass: nodeClassSchema.nullable(),
  icon: z.string().nullable(),
  /** A built-in role (roots, one per class, UNMANAGED_DEVICE) that cannot be edited. */
  system: z.boolean(),
  /**
   * What the signed-in user may do with devices of this role (000 §6: system admins get full
   * permission on all roles; others what their grants give, `nodeRoleAccess` of the permissions
   * module). Only `full` roles are selectable where devices are created (000 §5.5).
   */
  permissions: z.object({
    view: z.boolean(),
    update: z.boolean(),
    create: z.boolean(),
    delete: z.boolean(),
    full: z.boolean(),
  }),
});
export type NodeRole = z.infer<typeof nodeRoleSchema>;

export { MANAGED_DEVICE_ROOT, UNMANAGED_DEVICE_ROLE, UNMANAGED_DEVICE_ROOT } from './node-constants';

/** POST /noderole: a custom role under a class role. */
export const nodeRoleCreateSchema = z.object({
  name: requiredText(100),
  description: optionalText(250),
  nodeRoleParentId: idSchema,
  icon: boundedText(100).nullish(),
});
/** PUT /noderole. */
export const nodeRoleUpdateSchema = z.object({
  id: idSchema,
  name: requiredText(100).optional(),
  description: optionalText(250).optional(),
  icon: boundedText(100).nullish(),
});
