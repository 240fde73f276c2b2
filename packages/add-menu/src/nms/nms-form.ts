/**
 * The Add NMS device form's pure logic (000 §2.10, fields chosen; 002 §3 NMS monitoring): the
 * fields, their rules (shared with the server through @console/core), when Add device is enabled,
 * the request body and the NMS roles offered.
 */
import {
  type MessageKey,
  type NmsDeviceCreate,
  type NmsMonitorBy,
  type NodeRole,
  SNMP_DEFAULT_PORT,
  validateNmsAddress,
  validateSnmpPort,
} from '@console/core';

/** The dialog's form: ids as numbers (null: not chosen), texts as typed. */
export interface NmsForm {
  clientId: number | null;
  locationId: number | null;
  nmsDelegateNodeId: number | null;
  monitorBy: NmsMonitorBy;
  address: string;
  snmpPort: string;
  name: string;
  nodeRoleId: number | null;
  credentialId: number | null;
}

/** An empty form (IP address, SNMP port 161). */
export function initialNmsForm(): NmsForm {
  return {
    clientId: null,
    locationId: null,
    nmsDelegateNodeId: null,
    monitorBy: 'IP_ADDRESS',
    address: '',
    snmpPort: String(SNMP_DEFAULT_PORT),
    name: '',
    nodeRoleId: null,
    credentialId: null,
  };
}

/** A field of the form. */
export type NmsField = keyof NmsForm;

/** The credential types an NMS device is polled with. */
export const NMS_CREDENTIAL_TYPES = ['SNMPV1', 'SNMPV2', 'SNMPV12C', 'SNMPV3'] as const;

/** The form's broken rules by field, as catalogue keys ('Required' for a missing choice). */
export function nmsIssues(form: NmsForm): Partial<Record<NmsField, MessageKey>> {
  const issues: Partial<Record<NmsField, MessageKey>> = {};
  const required = 'errors.validation.required' as const;
  if (form.clientId === null) issues.clientId = required;
  if (form.locationId === null) issues.locationId = required;
  if (form.nmsDelegateNodeId === null) issues.nmsDelegateNodeId = required;
  const address = validateNmsAddress(form.monitorBy, form.address);
  if (address) issues.address = address.key;
  const port = validateSnmpPort(form.snmpPort);
  if (port) issues.snmpPort = port.key;
  if (form.nodeRoleId === null) issues.nodeRoleId = required;
  if (form.credentialId === null) issues.credentialId = required;
  return issues;
}

/** Add device is enabled when every rule holds and no save runs. */
export function canSaveNms(form: NmsForm, saving: boolean): boolean {
  return !saving && Object.keys(nmsIssues(form)).length === 0;
}

/** The body of `POST /nms/device` (the name left empty: the system name the device reports). */
export function nmsRequestBody(form: NmsForm): NmsDeviceCreate {
  return {
    clientId: form.clientId ?? 0,
    locationId: form.locationId ?? 0,
    nmsDelegateNodeId: form.nmsDelegateNodeId ?? 0,
    monitorBy: form.monitorBy,
    address: form.address.trim(),
    snmpPort: Number(form.snmpPort.trim()),
    name: form.name.trim() === '' ? null : form.name.trim(),
    nodeRoleId: form.nodeRoleId ?? 0,
    credentialId: form.credentialId ?? 0,
  };
}

/** The NMS roles (classes NMS_*) the user may create devices of. */
export function nmsRoles(roles: readonly NodeRole[]): NodeRole[] {
  return roles.filter((role) => role.nodeClass?.startsWith('NMS_') && role.permissions.create);
}
