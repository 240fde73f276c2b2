import { ipv6Bounds, isValidIpv6, isValidIpv6Target } from './ipv6';
import type { ValidationIssue } from './issue';

/**
 * True for a dotted-quad IPv4 address without leading zeros (`10.0.0.1`).
 * @example isValidIpv4('10.0.0.1') // true
 * @example isValidIpv4('10.0.0.01') // false
 */
export function isValidIpv4(value: string): boolean {
  const parts = value.split('.');
  return parts.length === 4 && parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255);
}

/**
 * True for a whole-number TCP/UDP port, 1 to 65535 (002 §5.10).
 * @example isValidPort('443') // true
 */
export function isValidPort(value: string | number): boolean {
  const text = String(value).trim();
  return /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 65535;
}

/**
 * An IPv4 address as an unsigned 32-bit number, or `undefined` when invalid.
 * @example ipv4ToNumber('10.0.0.1') // 167772161
 */
export function ipv4ToNumber(value: string): number | undefined {
  if (!isValidIpv4(value)) return undefined;
  return value.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
}

/**
 * The first and last address of an IPv4 range, in the full form `10.0.0.1-10.0.0.50` or the short
 * form `10.0.0.1-50` (the end's last octet); `undefined` when invalid or when the end comes
 * before the start.
 * @example parseIpv4Range('10.0.0.1-50') // { start: '10.0.0.1', end: '10.0.0.50' }
 */
export function parseIpv4Range(value: string): { start: string; end: string } | undefined {
  const match = /^([^-]+)-([^-]+)$/.exec(value);
  if (!match) return undefined;
  const [, start = '', endPart = ''] = match;
  const startNumber = ipv4ToNumber(start);
  if (startNumber === undefined) return undefined;
  let end = endPart;
  if (/^(0|[1-9]\d{0,2})$/.test(endPart)) {
    if (Number(endPart) > 255) return undefined;
    end = `${start.slice(0, start.lastIndexOf('.'))}.${endPart}`;
  }
  const endNumber = ipv4ToNumber(end);
  if (endNumber === undefined || endNumber < startNumber) return undefined;
  return { start, end };
}

/**
 * True for an IPv4 range: `10.0.0.1-10.0.0.50` or `10.0.0.1-50`, start not after end.
 * @example isValidIpv4Range('10.0.0.1-50') // true
 * @example isValidIpv4Range('10.0.0.50-10.0.0.1') // false
 */
export function isValidIpv4Range(value: string): boolean {
  return parseIpv4Range(value) !== undefined;
}

/**
 * True for an IPv4 CIDR subnet, `address/prefix` with a prefix from 0 to 32 (`10.0.0.0/24`).
 * @example isValidCidr('192.168.1.0/24') // true
 * @example isValidCidr('192.168.1.0/33') // false
 */
export function isValidCidr(value: string): boolean {
  const match = /^([^/]+)\/(\d{1,2})$/.exec(value);
  if (!match) return false;
  const [, address = '', prefix = ''] = match;
  return isValidIpv4(address) && Number(prefix) <= 32 && String(Number(prefix)) === prefix;
}

/**
 * True for one discovery target: an IPv4 or IPv6 address, range or CIDR subnet (000 §5.3).
 * @example isValidIpTarget('10.0.0.0/24') // true
 * @example isValidIpTarget('2001:db8::/120') // true
 * @example isValidIpTarget('printer.local') // false
 */
export function isValidIpTarget(value: string): boolean {
  return isValidIpv4(value) || isValidIpv4Range(value) || isValidCidr(value) || isValidIpv6Target(value);
}

/**
 * How many addresses a valid target covers: 1 for an address, the length of a range, `2^(bits-prefix)`
 * for a subnet (IPv6 sizes beyond 2^53 are approximate); 0 for an invalid target. The server checks the scan-target limit with it.
 * @example ipTargetSize('10.0.0.1-50') // 50
 * @example ipTargetSize('10.0.0.0/24') // 256
 */
export function ipTargetSize(value: string): number {
  if (isValidIpv4(value)) return 1;
  const range = parseIpv4Range(value);
  if (range) return (ipv4ToNumber(range.end) ?? 0) - (ipv4ToNumber(range.start) ?? 0) + 1;
  if (isValidCidr(value)) return 2 ** (32 - Number(value.split('/')[1]));
  if (isValidIpv6(value)) return 1;
  const bounds = ipv6Bounds(value);
  if (bounds) return Number(bounds.last - bounds.first + 1n);
  return 0;
}

/**
 * The entries of a target list, split into valid and invalid ones.
 * @example const { targets, invalid } = parseIpTargets(form.ipTargets);
 */
export interface IpTargets {
  /** Every entry, in order, spaces removed. */
  entries: string[];
  /** The valid entries. */
  targets: string[];
  /** The entries that are neither an address, a range nor a subnet. */
  invalid: string[];
}

/**
 * Splits a discovery target list on commas and newlines, removes spaces, drops empty entries, and
 * sorts the entries into valid and invalid ones (000 §5.3).
 * @example parseIpTargets('10.0.0.1, 10.0.0.5-9\n10.1.0.0/16, nope') // invalid: ['nope']
 */
export function parseIpTargets(text: string): IpTargets {
  const entries = text
    .split(/[,\r\n]+/)
    .map((entry) => entry.replace(/\s+/g, ''))
    .filter((entry) => entry !== '');
  return {
    entries,
    targets: entries.filter(isValidIpTarget),
    invalid: entries.filter((entry) => !isValidIpTarget(entry)),
  };
}

/**
 * The discovery form's rule for `ipTargets` (000 §5.3): 'Required' when there is no entry, else
 * 'Invalid IP(s): ' followed by the bad entries (comma-separated), else nothing.
 * @example validateIpTargets('10.0.0.1, 10.0.0.999') // { key: 'errors.validation.invalidIps', params: { entries: '10.0.0.999' } }
 */
export function validateIpTargets(text: string | null | undefined): ValidationIssue | undefined {
  const { entries, invalid } = parseIpTargets(text ?? '');
  if (entries.length === 0) return { key: 'errors.validation.required' };
  if (invalid.length > 0)
    return { key: 'errors.validation.invalidIps', params: { entries: invalid.join(', ') } };
  return undefined;
}
