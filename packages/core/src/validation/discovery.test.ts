import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import { allMessages } from '../messages/all';
import {
  countIpTargets,
  DEFAULT_DISCOVERY_SETTINGS,
  expandIpTarget,
  expandIpTargets,
  MAX_SCAN_TARGETS,
  validateDiscoverySetting,
  validateDiscoverySettings,
  validateIpTargetCount,
} from './discovery';
import { ipTargetSize, isValidIpTarget, parseIpTargets, validateIpTargets } from './ip';
import { bigIntToIpv6, ipv6Bounds, ipv6ToBigInt, isValidIpv6, isValidIpv6Target } from './ipv6';
import type { ValidationIssue } from './issue';

/** Read by any key: other packages add their own sections to `MessageKey`. */
const defaultMessages: Readonly<Record<string, string>> = allMessages;

const text = (issue: ValidationIssue | undefined) =>
  issue ? formatMessage(defaultMessages[issue.key] ?? issue.key, issue.params) : undefined;

describe('discovery advanced settings (000 §3.5, §5.3)', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_DISCOVERY_SETTINGS).toEqual({
      pingTimeoutMS: 500,
      pingPacketTTL: 127,
      pingsPerNode: 2,
      delayBetweenPingsMS: 300,
    });
    expect(validateDiscoverySettings(DEFAULT_DISCOVERY_SETTINGS)).toEqual({});
  });

  it.each([
    ['pingTimeoutMS', 1, 1000],
    ['pingPacketTTL', 1, 255],
    ['pingsPerNode', 1, 5],
    ['delayBetweenPingsMS', 1, 1000],
  ] as const)('%s accepts whole numbers from %i to %i only', (name, min, max) => {
    expect(validateDiscoverySetting(name, min)).toBeUndefined();
    expect(validateDiscoverySetting(name, max)).toBeUndefined();
    expect(validateDiscoverySetting(name, String(max))).toBeUndefined();
    const message = `Must be between ${min} and ${max}`;
    expect(text(validateDiscoverySetting(name, min - 1))).toBe(message);
    expect(text(validateDiscoverySetting(name, max + 1))).toBe(message);
    expect(text(validateDiscoverySetting(name, '2.5'))).toBe(message);
    expect(text(validateDiscoverySetting(name, 'abc'))).toBe(message);
    expect(text(validateDiscoverySetting(name, ''))).toBe('Required');
  });

  it('names only the broken settings', () => {
    const issues = validateDiscoverySettings({ pingTimeoutMS: 0, pingsPerNode: 6, pingPacketTTL: 64 });
    expect(Object.keys(issues).sort()).toEqual(['pingTimeoutMS', 'pingsPerNode']);
    expect(text(issues.pingsPerNode)).toBe('Must be between 1 and 5');
  });
});

describe('IPv6 targets', () => {
  it('parses addresses, ranges and subnets with ipaddr.js', () => {
    expect(isValidIpv6('2001:db8::1')).toBe(true);
    expect(isValidIpv6('::1')).toBe(true);
    expect(isValidIpv6('fe80::1%eth0')).toBe(false);
    expect(isValidIpv6('10.0.0.1')).toBe(false);
    expect(isValidIpv6('2001:db8:::1')).toBe(false);
    expect(isValidIpv6Target('2001:db8::1-2001:db8::ff')).toBe(true);
    expect(isValidIpv6Target('2001:db8::ff-2001:db8::1')).toBe(false);
    expect(isValidIpv6Target('2001:db8::/64')).toBe(true);
    expect(isValidIpv6Target('2001:db8::/129')).toBe(false);
    expect(isValidIpv6Target('2001:db8::/064')).toBe(false);
    expect(ipv6ToBigInt('::1')).toBe(1n);
    expect(bigIntToIpv6(0x20010db8n << 96n)).toBe('2001:db8::');
    expect(ipv6Bounds('2001:db8::5/126')).toEqual({
      first: (0x20010db8n << 96n) | 4n,
      last: (0x20010db8n << 96n) | 7n,
    });
  });

  it('are discovery targets beside IPv4', () => {
    expect(isValidIpTarget('2001:db8::/120')).toBe(true);
    expect(ipTargetSize('2001:db8::/120')).toBe(256);
    expect(ipTargetSize('2001:db8::1')).toBe(1);
    expect(ipTargetSize('::1-::4')).toBe(4);
    expect(text(validateIpTargets('::1, 2001:db8::/126, fe80::zz'))).toBe('Invalid IP(s): fe80::zz');
  });
});

describe('target lists', () => {
  it('split on commas and newlines with spaces removed', () => {
    expect(parseIpTargets('10.0.0.1 ,\n 2001:db8 :: 1\r\n10.0.0.2-3').targets).toEqual([
      '10.0.0.1',
      '2001:db8::1',
      '10.0.0.2-3',
    ]);
  });

  it('report every bad entry after "Invalid IP(s): "', () => {
    expect(text(validateIpTargets('10.0.0.1, host.local\n10.0.0.300, 10.0.0.0/33'))).toBe(
      'Invalid IP(s): host.local, 10.0.0.300, 10.0.0.0/33',
    );
    expect(text(validateIpTargets('\n , '))).toBe('Required');
  });

  it('expand to addresses, subnets without network and broadcast, duplicates once', () => {
    expect([...expandIpTarget('10.0.0.0/30')]).toEqual(['10.0.0.1', '10.0.0.2']);
    expect([...expandIpTarget('10.0.0.4/31')]).toEqual(['10.0.0.4', '10.0.0.5']);
    expect([...expandIpTarget('10.0.0.9/32')]).toEqual(['10.0.0.9']);
    expect([...expandIpTarget('10.0.0.250-10.0.1.1')]).toEqual([
      '10.0.0.250',
      '10.0.0.251',
      '10.0.0.252',
      '10.0.0.253',
      '10.0.0.254',
      '10.0.0.255',
      '10.0.1.0',
      '10.0.1.1',
    ]);
    expect([...expandIpTarget('2001:db8::fe-2001:db8::101')]).toEqual([
      '2001:db8::fe',
      '2001:db8::ff',
      '2001:db8::100',
      '2001:db8::101',
    ]);
    expect([...expandIpTarget('2001:0db8::0001')]).toEqual(['2001:db8::1']);
    expect(expandIpTargets('10.0.0.1-3, 10.0.0.2, nope')).toEqual(['10.0.0.1', '10.0.0.2', '10.0.0.3']);
    expect(expandIpTargets('10.0.0.0/16')).toHaveLength(65_534);
    expect(expandIpTargets('10.0.0.0/8', 10)).toHaveLength(10);
    expect(expandIpTargets('255.255.255.254-255')).toEqual(['255.255.255.254', '255.255.255.255']);
  });

  it(`allow at most ${MAX_SCAN_TARGETS} addresses (number_of_network_scan_targets_exceeded)`, () => {
    expect(countIpTargets('10.0.0.0/16')).toBe(65_536);
    expect(validateIpTargetCount('10.0.0.0/16')).toBeUndefined();
    expect(text(validateIpTargetCount('10.0.0.0/16, 10.1.0.1'))).toBe(
      'Maximum number of targets cannot exceed 65536. Please modify the target list and try again.',
    );
    expect(validateIpTargetCount('10.0.0.0/15')?.params).toEqual({ maxDevices: 65_536 });
    expect(validateIpTargetCount('2001:db8::/64')).toBeDefined();
    expect(validateIpTargetCount('2001:db8::/112')).toBeUndefined();
  });
});
