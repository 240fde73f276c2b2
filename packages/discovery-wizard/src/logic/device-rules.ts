import type { DiscoveredDevice, DiscoveryFilter, SuppliedSnmpCredential } from './discovery-types';

/** The Type filters of the results table, in order (000 §2.11). */
export const RESULTS_FILTERS: readonly DiscoveryFilter[] = [
  'all',
  'allResponding',
  'allSnmpResponding',
  'existing',
  'offline',
];

/** The Type filters of the review table: the results' without Existing devices (000 §2.11). */
export const REVIEW_FILTERS: readonly DiscoveryFilter[] = RESULTS_FILTERS.filter((f) => f !== 'existing');

const snmpLists = { 1: 'snmpv1', 2: 'snmpv2', 3: 'snmpv3' } as const;

/**
 * Whether the device answered SNMP with this credential (its id is in the list of the
 * credential's protocol).
 * @example answeredWith({ ip: '10.0.0.1', snmpv2: [4] }, { id: 4, protocol: 2, name: 'public' }) // true
 */
export function answeredWith(device: DiscoveredDevice, credential: SuppliedSnmpCredential): boolean {
  return device[snmpLists[credential.protocol]]?.includes(credential.id) ?? false;
}

function answeredAnySnmp(device: DiscoveredDevice): boolean {
  return Boolean(device.snmpv1?.length || device.snmpv2?.length || device.snmpv3?.length);
}

/**
 * True when the device returned no data at all: no ping, no open port, no SNMP answer, no name
 * (000 §3.5 `offline`).
 * @example isOffline({ ip: '10.0.0.9' }) // true
 */
export function isOffline(device: DiscoveredDevice): boolean {
  return !(
    typeof device.pingMS === 'number' ||
    device.telnet ||
    device.ssh ||
    (device.ports?.length ?? 0) > 0 ||
    answeredAnySnmp(device) ||
    device.hostname ||
    device.dnsName ||
    device.netbiosName
  );
}

/** True when the device already belongs to an organization (000 §3.5 `existing`). */
export function isExisting(device: DiscoveredDevice): boolean {
  return device.nodeId !== null && device.nodeId !== undefined;
}

/**
 * The derived tags of a device (000 §3.5): `offline` when it returned no data, `existing` when it
 * has a nodeId, `allResponding` when the ping answered, `allSnmpResponding` when every supplied
 * credential answered.
 * @example deviceTags({ ip: '10.0.0.1', pingMS: 2 }, []) // ['allResponding']
 */
export function deviceTags(
  device: DiscoveredDevice,
  credentials: readonly SuppliedSnmpCredential[],
): Exclude<DiscoveryFilter, 'all'>[] {
  const tags: Exclude<DiscoveryFilter, 'all'>[] = [];
  if (typeof device.pingMS === 'number') tags.push('allResponding');
  if (credentials.length > 0 && credentials.every((credential) => answeredWith(device, credential)))
    tags.push('allSnmpResponding');
  if (isExisting(device)) tags.push('existing');
  if (isOffline(device)) tags.push('offline');
  return tags;
}

/**
 * A row filter for a Type filter choice (`all` keeps every device).
 * @example devices.filter(matchesFilter('offline', credentials))
 */
export function matchesFilter(
  filter: DiscoveryFilter,
  credentials: readonly SuppliedSnmpCredential[],
): (device: DiscoveredDevice) => boolean {
  // One predicate per filter, not the whole tag list per row: the review table filters 65,536 rows.
  switch (filter) {
    case 'all':
      return () => true;
    case 'allResponding':
      return (device) => typeof device.pingMS === 'number';
    case 'allSnmpResponding':
      return (device) =>
        credentials.length > 0 && credentials.every((credential) => answeredWith(device, credential));
    case 'existing':
      return isExisting;
    case 'offline':
      return isOffline;
  }
}

/**
 * Whether discovery found a device (one returned data): stops at the first, for the step bar.
 * @example anyFound(results) // true once a device answered
 */
export function anyFound(devices: readonly DiscoveredDevice[]): boolean {
  return devices.some((device) => !isOffline(device));
}

/**
 * The IP/DNS cell's text: the IP, then the DNS name when there is one.
 * @example ipDnsText({ ip: '10.0.0.1', dnsName: 'sw1.lan' }) // '10.0.0.1 (sw1.lan)'
 */
export function ipDnsText(device: DiscoveredDevice): string {
  const dns = device.dnsName || device.netbiosName;
  return dns ? `${device.ip} (${dns})` : device.ip;
}

/**
 * Compares two IPs numerically (IPv4 by octets, IPv6 after every IPv4, then as text), for sorting.
 * @example ['10.0.0.10', '10.0.0.9'].sort(compareIps) // ['10.0.0.9', '10.0.0.10']
 */
export function compareIps(a: string, b: string): number {
  const pa = a.split('.');
  const pb = b.split('.');
  if (pa.length === 4 && pb.length === 4) {
    for (let i = 0; i < 4; i++) {
      const diff = Number(pa[i]) - Number(pb[i]);
      if (diff !== 0) return diff;
    }
    return 0;
  }
  if (pa.length === 4) return -1;
  if (pb.length === 4) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Merges a topic update into the results: devices with a known IP are replaced, new ones appended,
 * order of arrival kept. Returns the same array when nothing changed.
 * @example results = mergeDevices(results, event.targets)
 */
export function mergeDevices(
  current: readonly DiscoveredDevice[],
  update: readonly DiscoveredDevice[],
): readonly DiscoveredDevice[] {
  if (update.length === 0) return current;
  const index = new Map(current.map((device, i) => [device.ip, i]));
  const next = current.slice();
  for (const device of update) {
    const at = index.get(device.ip);
    if (at === undefined) {
      index.set(device.ip, next.length);
      next.push(device);
    } else next[at] = device;
  }
  return next;
}
