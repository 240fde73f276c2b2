import { isValidIpv4, isValidPort } from './ip';
import { bigIntToIpv6, ipv6ToBigInt, isValidIpv6 } from './ipv6';
import type { ValidationIssue } from './issue';

/**
 * Add VM host rules (000 §2.9, §4.3, §5.2, §9; 002 §5.6), shared by the dialog and the server's
 * `POST /node/delegate/vmhost/test` and `POST /node/delegate/vmhost`.
 */

/** VM host types (000 §3.4). */
export const VM_HOST_TYPES = ['HYPERV', 'ESXI'] as const;
/** One VM host type. */
export type VmHostType = (typeof VM_HOST_TYPES)[number];
/** Page size of the monitor delegate list (000 §9). */
export const VM_DELEGATE_PAGE_SIZE = 50;
/** How often the dialog polls the staged delegate check (000 §4.3, §9). */
export const VM_DELEGATE_POLL_MS = 5000;
/** The vSphere API's usual HTTPS port: the dialog's default for ESXi (chosen). */
export const ESXI_DEFAULT_API_PORT = 443;
/** The longest DNS name (RFC 1035). */
export const HOSTNAME_MAX = 253;

/**
 * True for a DNS name (labels of letters, digits and hyphens, not starting or ending with a
 * hyphen, at most 253 characters).
 * @example isValidDnsName('esxi-01.corp.example') // true
 */
export function isValidDnsName(value: string): boolean {
  if (value.length === 0 || value.length > HOSTNAME_MAX) return false;
  const name = value.endsWith('.') ? value.slice(0, -1) : value;
  return name
    .split('.')
    .every((label) => /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/.test(label) || label === '_');
}

/**
 * True for an IPv4 address (`10.0.0.5`) or an IPv6 address in any RFC 4291 text form (`::1`,
 * `2001:db8::5`, `::ffff:10.0.0.5`; no zone id, no brackets): what an "IP address" field accepts.
 * @example isValidIpAddress('2001:db8::5') // true
 */
export function isValidIpAddress(value: string): boolean {
  return isValidIpv4(value) || isValidIpv6(value);
}

/**
 * The form an address is stored and compared in: trimmed, and an IPv6 address in its RFC 5952
 * text (lower case, longest zero run shortened), so `0:0:0:0:0:0:0:1` and `::1` are one host.
 * Names and IPv4 addresses come back trimmed.
 * @example canonicalHostAddress('2001:DB8:0:0:0:0:0:5') // '2001:db8::5'
 */
export function canonicalHostAddress(value: string): string {
  const text = value.trim();
  const number = ipv6ToBigInt(text);
  return number === undefined ? text : bigIntToIpv6(number);
}

/**
 * True for an IPv4 address, an IPv6 address or a DNS name: what a "DNS/IP" field accepts.
 * @example isValidHostname('10.0.0.5') // true
 * @example isValidHostname('::1') // true
 */
export function isValidHostname(value: string): boolean {
  const text = value.trim();
  return isValidIpAddress(text) || (!/^[\d.]+$/.test(text) && isValidDnsName(text));
}

/** The Add VM host form as typed (000 §2.9): ids as numbers or null, texts as typed. */
export interface VmHostFormValues {
  type: VmHostType;
  clientId: number | null;
  delegateNodeId: number | null;
  hostname: string;
  apiPort: string;
  credentialId: number | string | null;
}

/** A field of the form with a broken rule. */
export type VmHostField = 'clientId' | 'delegateNodeId' | 'hostname' | 'apiPort' | 'credentialId';

/**
 * The rules of 000 §5.2 / 002 §5.6 on the form, field by field: delegate required ('Select a
 * delegate'); for ESXi the DNS/IP ('Enter a DNS/IP'), the API port ('Enter an API port', 'The API
 * port needs to be a number') and the credential ('Enter a credential', 'Credential needs to be a
 * number'). The organization must have an id. An empty object means the form can be tested.
 * @example validateVmHostForm({ type: 'ESXI', clientId: 1, delegateNodeId: 2, hostname: '', apiPort: 'x', credentialId: null })
 * // { hostname: { key: 'addDevices.vm.enterHostname' }, apiPort: { key: 'addDevices.vm.apiPortNumber' }, credentialId: { key: 'addDevices.vm.enterCredential' } }
 */
export function validateVmHostForm(values: VmHostFormValues): Partial<Record<VmHostField, ValidationIssue>> {
  const issues: Partial<Record<VmHostField, ValidationIssue>> = {};
  if (values.clientId === null) issues.clientId = { key: 'errors.validation.required' };
  if (values.delegateNodeId === null) issues.delegateNodeId = { key: 'addDevices.vm.selectDelegate' };
  if (values.type !== 'ESXI') return issues;
  const hostname = values.hostname.trim();
  if (hostname === '') issues.hostname = { key: 'addDevices.vm.enterHostname' };
  else if (!isValidHostname(hostname)) issues.hostname = { key: 'addDevices.vm.invalidHostname' };
  const port = values.apiPort.trim();
  if (port === '') issues.apiPort = { key: 'addDevices.vm.enterApiPort' };
  else if (!/^\d+$/.test(port)) issues.apiPort = { key: 'addDevices.vm.apiPortNumber' };
  else if (!isValidPort(port)) issues.apiPort = { key: 'addDevices.vm.apiPortRange' };
  const credential = values.credentialId === null ? '' : String(values.credentialId).trim();
  if (credential === '') issues.credentialId = { key: 'addDevices.vm.enterCredential' };
  else if (!/^\d+$/.test(credential)) issues.credentialId = { key: 'addDevices.vm.credentialNumber' };
  return issues;
}

/** The stages of the delegate check (000 §4.3). */
export const VM_CHECK_STATUSES = [
  'CHECKING',
  'DOWNLOADING',
  'INSTALLING',
  'INSTALLED',
  'STARTING',
  'OK',
  'ERROR',
  'INSTALL_FAILED',
] as const;
/** One stage of the delegate check. */
export type VmCheckStatus = (typeof VM_CHECK_STATUSES)[number];
/** Why an install failed (000 §4.3). */
export type VmCheckReason = 'failed_to_download' | 'failed_to_start_service';

/** Whether the dialog keeps polling the check (every {@link VM_DELEGATE_POLL_MS}) at this stage. */
export function isVmCheckInProgress(status: VmCheckStatus): boolean {
  return status !== 'OK' && status !== 'ERROR' && status !== 'INSTALL_FAILED';
}

/**
 * The label of a delegate check stage (000 §4.3): progress labels while it runs, failure labels
 * for ERROR and INSTALL_FAILED; OK has none (the connection test follows).
 * @example vmCheckLabel('INSTALL_FAILED', 'failed_to_download') // 'addDevices.vm.fail.download'
 */
export function vmCheckLabel(status: VmCheckStatus, reason?: VmCheckReason | null) {
  switch (status) {
    case 'CHECKING':
      return 'addDevices.vm.stage.checking' as const;
    case 'DOWNLOADING':
      return 'addDevices.vm.stage.downloading' as const;
    case 'INSTALLING':
      return 'addDevices.vm.stage.installing' as const;
    case 'INSTALLED':
      return 'addDevices.vm.stage.installed' as const;
    case 'STARTING':
      return 'addDevices.vm.stage.starting' as const;
    case 'OK':
      return 'addDevices.vm.stage.testing' as const;
    case 'ERROR':
      return 'addDevices.vm.fail.install' as const;
    case 'INSTALL_FAILED':
      if (reason === 'failed_to_download') return 'addDevices.vm.fail.download' as const;
      if (reason === 'failed_to_start_service') return 'addDevices.vm.fail.startService' as const;
      return 'addDevices.vm.fail.install' as const;
  }
}

/** The result codes of the connection test (000 §4.3); `OK` is a passed test. */
export const VM_TEST_RESULT_CODES = [
  'OK',
  'esxi_init_timeout',
  'esxi_unknown',
  'unsupported_target',
  'invalid_credentials',
] as const;

/**
 * The label of a connection test's `result_code` (000 §4.3): esxi_init_timeout 'Connection
 * timeout', esxi_unknown 'Unknown connection error', unsupported_target 'Unsupported agent
 * version', invalid_credentials 'Invalid credentials', anything else 'Test failed'.
 * @example vmTestResultLabel('invalid_credentials') // 'addDevices.vm.result.invalidCredentials'
 */
export function vmTestResultLabel(resultCode: string) {
  switch (resultCode) {
    case 'OK':
      return 'addDevices.vm.testPassed' as const;
    case 'esxi_init_timeout':
      return 'addDevices.vm.result.timeout' as const;
    case 'esxi_unknown':
      return 'addDevices.vm.result.unknown' as const;
    case 'unsupported_target':
      return 'addDevices.vm.result.unsupported' as const;
    case 'invalid_credentials':
      return 'addDevices.vm.result.invalidCredentials' as const;
    default:
      return 'addDevices.vm.result.failed' as const;
  }
}
