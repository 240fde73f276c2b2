import { isValidPort } from './ip';
import type { ValidationIssue } from './issue';
import { isValidDnsName, isValidIpAddress } from './vm-host';

/**
 * Add NMS device rules (000 §2.10, fields chosen; 002 §3 NMS monitoring), shared by the dialog and
 * `POST /nms/device`.
 */

/** How the device is reached (002 §3 NMS monitoring). */
export const NMS_MONITOR_BY = ['IP_ADDRESS', 'NET_BIOS_NAME', 'DNS_NAME'] as const;
/** One way to reach an NMS device. */
export type NmsMonitorBy = (typeof NMS_MONITOR_BY)[number];
/** The SNMP agent port (RFC 1157): the form's default. */
export const SNMP_DEFAULT_PORT = 161;
/** A NetBIOS name is at most 15 characters. */
export const NETBIOS_NAME_MAX = 15;

/**
 * True for a NetBIOS computer name: 1 to 15 characters, none of `\ / : * ? " < > | .` or spaces.
 * @example isValidNetbiosName('CORE-SW1') // true
 */
export function isValidNetbiosName(value: string): boolean {
  return value.length >= 1 && value.length <= NETBIOS_NAME_MAX && /^[^\\/:*?"<>|.\s]+$/.test(value);
}

/**
 * Checks the address of an NMS device for the way it is monitored: an IPv4 or IPv6 address, a
 * NetBIOS name or a DNS name; empty is 'Required'.
 * @example validateNmsAddress('IP_ADDRESS', '10.0.0.300') // { key: 'addDevices.nms.invalidIp' }
 */
export function validateNmsAddress(monitorBy: NmsMonitorBy, value: string): ValidationIssue | undefined {
  const text = value.trim();
  if (text === '') return { key: 'errors.validation.required' };
  switch (monitorBy) {
    case 'IP_ADDRESS':
      return isValidIpAddress(text) ? undefined : { key: 'addDevices.nms.invalidIp' };
    case 'NET_BIOS_NAME':
      return isValidNetbiosName(text) ? undefined : { key: 'addDevices.nms.invalidNetbios' };
    case 'DNS_NAME':
      return isValidDnsName(text) && !/^[\d.]+$/.test(text)
        ? undefined
        : { key: 'addDevices.nms.invalidDns' };
  }
}

/**
 * Checks the SNMP port: a whole number from 1 to 65535.
 * @example validateSnmpPort('16161') // undefined
 */
export function validateSnmpPort(value: string | number): ValidationIssue | undefined {
  const text = String(value).trim();
  if (text === '') return { key: 'errors.validation.required' };
  return isValidPort(text) ? undefined : { key: 'addDevices.nms.portRange' };
}
