import { ipTargetSize, ipv4ToNumber, isValidCidr, isValidIpv4, parseIpTargets, parseIpv4Range } from './ip';
import { bigIntToIpv6, ipv6Bounds, isValidIpv6 } from './ipv6';
import { type ValidationIssue, validateWholeNumberBetween } from './issue';

/**
 * The network discovery form's rules and constants (000 §3.5, §5.3, §9), shared by the wizard,
 * the server's discovery routes and the scanner.
 */

/** The advanced settings of a discovery (000 §3.5). */
export interface DiscoverySettings {
  /** How long to wait for each echo reply, in milliseconds. */
  pingTimeoutMS: number;
  /** The TTL of each echo request. */
  pingPacketTTL: number;
  /** Echo requests per address. */
  pingsPerNode: number;
  /** Pause between two echo requests to the same address, in milliseconds. */
  delayBetweenPingsMS: number;
}

/** One advanced setting's name. */
export type DiscoverySettingName = keyof DiscoverySettings;

/**
 * Default and bounds of each advanced setting (000 §3.5 defaults, §5.3 bounds).
 * @example DISCOVERY_SETTING_LIMITS.pingTimeoutMS // { default: 500, min: 1, max: 1000 }
 */
export const DISCOVERY_SETTING_LIMITS: Readonly<
  Record<DiscoverySettingName, { default: number; min: number; max: number }>
> = {
  pingTimeoutMS: { default: 500, min: 1, max: 1000 },
  pingPacketTTL: { default: 127, min: 1, max: 255 },
  pingsPerNode: { default: 2, min: 1, max: 5 },
  delayBetweenPingsMS: { default: 300, min: 1, max: 1000 },
};

/** The settings' names, in the form's order. */
export const DISCOVERY_SETTING_NAMES: readonly DiscoverySettingName[] = [
  'pingTimeoutMS',
  'pingPacketTTL',
  'pingsPerNode',
  'delayBetweenPingsMS',
];

/**
 * The default advanced settings (000 §3.5).
 * @example DEFAULT_DISCOVERY_SETTINGS.pingsPerNode // 2
 */
export const DEFAULT_DISCOVERY_SETTINGS: Readonly<DiscoverySettings> = {
  pingTimeoutMS: DISCOVERY_SETTING_LIMITS.pingTimeoutMS.default,
  pingPacketTTL: DISCOVERY_SETTING_LIMITS.pingPacketTTL.default,
  pingsPerNode: DISCOVERY_SETTING_LIMITS.pingsPerNode.default,
  delayBetweenPingsMS: DISCOVERY_SETTING_LIMITS.delayBetweenPingsMS.default,
};

/** The most addresses one scan covers (000 §8 `number_of_network_scan_targets_exceeded`). */
export const MAX_SCAN_TARGETS = 65_536;
/** How often the wizard checks the probe's status while it prepares (000 §4.4, §9). */
export const DISCOVERY_POLL_INTERVAL_MS = 5_000;
/** The pause between the probe reporting OK and the scan's start (000 §4.4, §9). */
export const DISCOVERY_START_DELAY_MS = 5_000;
/** Failed status checks tolerated while the probe prepares (000 §4.4, §9). */
export const DISCOVERY_MAX_RETRIES = 10;
/** SNMP protocol choices of the form: 1 (v1), 2 (v2c), 3 (v3) (000 §3.5). */
export const SNMP_PROTOCOLS = [1, 2, 3] as const;
/** One SNMP protocol choice. */
export type SnmpProtocol = (typeof SNMP_PROTOCOLS)[number];

/**
 * Checks one advanced setting: a whole number within its bounds, else 'Must be between X and Y'
 * (empty: 'Required').
 * @example validateDiscoverySetting('pingsPerNode', 9) // { key: 'errors.validation.between', params: { min: 1, max: 5 } }
 */
export function validateDiscoverySetting(
  name: DiscoverySettingName,
  value: string | number | null | undefined,
): ValidationIssue | undefined {
  const { min, max } = DISCOVERY_SETTING_LIMITS[name];
  return validateWholeNumberBetween(value, min, max);
}

/**
 * Checks every advanced setting; the answer names only the broken ones.
 * @example validateDiscoverySettings({ pingTimeoutMS: 0 }).pingTimeoutMS // 'Must be between 1 and 1000'
 */
export function validateDiscoverySettings(
  values: Partial<Record<DiscoverySettingName, string | number | null | undefined>>,
): Partial<Record<DiscoverySettingName, ValidationIssue>> {
  const issues: Partial<Record<DiscoverySettingName, ValidationIssue>> = {};
  for (const name of DISCOVERY_SETTING_NAMES) {
    const issue = validateDiscoverySetting(name, values[name] ?? DEFAULT_DISCOVERY_SETTINGS[name]);
    if (issue) issues[name] = issue;
  }
  return issues;
}

/**
 * How many addresses a target list covers (duplicates counted each time), invalid entries
 * ignored. Stops counting once past `MAX_SCAN_TARGETS`.
 * @example countIpTargets('10.0.0.0/24, 10.0.1.1') // 257
 */
export function countIpTargets(text: string): number {
  let total = 0;
  for (const target of parseIpTargets(text).targets) {
    total += ipTargetSize(target);
    if (total > MAX_SCAN_TARGETS) return total;
  }
  return total;
}

/**
 * The target list's size rule (000 §8): more than {@link MAX_SCAN_TARGETS} addresses is
 * 'Maximum number of targets cannot exceed {{maxDevices}}. ...'.
 * @example validateIpTargetCount('10.0.0.0/15') // { key: 'networkDiscovery.error.number_of_network_scan_targets_exceeded', params: { maxDevices: 65536 } }
 */
export function validateIpTargetCount(text: string | null | undefined): ValidationIssue | undefined {
  if (countIpTargets(text ?? '') <= MAX_SCAN_TARGETS) return undefined;
  return {
    key: 'networkDiscovery.error.number_of_network_scan_targets_exceeded',
    params: { maxDevices: MAX_SCAN_TARGETS },
  };
}

function* ipv4Between(first: number, last: number): Generator<string> {
  for (let value = first; value <= last; value++) {
    yield `${value >>> 24}.${(value >>> 16) & 255}.${(value >>> 8) & 255}.${value & 255}`;
  }
}

function* ipv6Between(first: bigint, last: bigint): Generator<string> {
  for (let value = first; value <= last; value++) yield bigIntToIpv6(value);
}

/**
 * Every address of one valid target, in order (an IPv4 subnet of /30 or wider without its network
 * and broadcast address; /31 and /32 whole). Nothing for an invalid target.
 * @example [...expandIpTarget('10.0.0.0/30')] // ['10.0.0.1', '10.0.0.2']
 */
export function* expandIpTarget(target: string): Generator<string> {
  if (isValidIpv4(target)) {
    yield target;
    return;
  }
  const range = parseIpv4Range(target);
  if (range) {
    yield* ipv4Between(ipv4ToNumber(range.start) ?? 0, ipv4ToNumber(range.end) ?? -1);
    return;
  }
  if (isValidCidr(target)) {
    const [address = '', prefixText = ''] = target.split('/');
    const prefix = Number(prefixText);
    const size = 2 ** (32 - prefix);
    const first = Math.floor((ipv4ToNumber(address) ?? 0) / size) * size;
    const last = first + size - 1;
    if (prefix >= 31) yield* ipv4Between(first, last);
    else yield* ipv4Between(first + 1, last - 1);
    return;
  }
  if (isValidIpv6(target)) {
    yield bigIntToIpv6(ipv6Bounds(`${target}/128`)?.first ?? 0n);
    return;
  }
  const bounds = ipv6Bounds(target);
  if (bounds) yield* ipv6Between(bounds.first, bounds.last);
}

/**
 * Every distinct address a target list covers, in the order entered, at most `limit` (invalid
 * entries skipped). The scanner and the server expand the form's text with it.
 * @default limit MAX_SCAN_TARGETS
 * @example expandIpTargets('10.0.0.1-3, 10.0.0.2') // ['10.0.0.1', '10.0.0.2', '10.0.0.3']
 */
export function expandIpTargets(text: string, limit: number = MAX_SCAN_TARGETS): string[] {
  const seen = new Set<string>();
  for (const target of parseIpTargets(text).targets) {
    for (const address of expandIpTarget(target)) {
      if (seen.size >= limit) return [...seen];
      seen.add(address);
    }
  }
  return [...seen];
}
