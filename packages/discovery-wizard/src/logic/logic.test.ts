import { describe, expect, it } from 'vitest';
import {
  answeredWith,
  anyFound,
  compareIps,
  deviceTags,
  ipDnsText,
  matchesFilter,
  mergeDevices,
} from './device-rules';
import type { DiscoveredDevice, SuppliedSnmpCredential } from './discovery-types';
import { initialReviewSelection, reviewedDevice, validateReview } from './review-rules';
import { initialSetupValues, runKey, setupSettings, validateSetup } from './setup-rules';

const one: SuppliedSnmpCredential = { id: 4, protocol: 2, name: 'public' };
const two: SuppliedSnmpCredential = { id: 9, protocol: 3, name: 'v3 user' };
const snmp: DiscoveredDevice = { ip: '10.0.0.1', pingMS: 1, snmpv2: [4], snmpv3: [9] };
const pingOnly: DiscoveredDevice = { ip: '10.0.0.2', pingMS: 3 };
const existing: DiscoveredDevice = { ip: '10.0.0.3', pingMS: 2, snmpv2: [4], nodeId: 17 };
const offline: DiscoveredDevice = { ip: '10.0.0.10' };

describe('the derived tags (000 §3.5)', () => {
  it('tags answering, SNMP answering with every credential, existing and offline devices', () => {
    expect(deviceTags(snmp, [one, two])).toEqual(['allResponding', 'allSnmpResponding']);
    expect(deviceTags(existing, [one, two])).toEqual(['allResponding', 'existing']);
    expect(deviceTags(existing, [one])).toEqual(['allResponding', 'allSnmpResponding', 'existing']);
    expect(deviceTags(offline, [one])).toEqual(['offline']);
    expect(deviceTags(pingOnly, [])).toEqual(['allResponding']);
  });

  it('checks an answer per credential and protocol', () => {
    expect(answeredWith(snmp, one)).toBe(true);
    expect(answeredWith(snmp, { ...one, protocol: 1 })).toBe(false);
    expect(answeredWith(pingOnly, one)).toBe(false);
  });

  it('filters by Type', () => {
    const all = [snmp, pingOnly, existing, offline];
    expect(all.filter(matchesFilter('all', [one]))).toHaveLength(4);
    expect(all.filter(matchesFilter('allSnmpResponding', [one, two])).map((d) => d.ip)).toEqual(['10.0.0.1']);
    expect(all.filter(matchesFilter('existing', [one])).map((d) => d.ip)).toEqual(['10.0.0.3']);
    expect(all.filter(matchesFilter('offline', [one])).map((d) => d.ip)).toEqual(['10.0.0.10']);
    expect(anyFound(all)).toBe(true);
    expect(anyFound([offline])).toBe(false);
  });

  it('a name or an open port is data: not offline', () => {
    expect(deviceTags({ ip: '10.0.0.4', dnsName: 'a.lan' }, [])).toEqual([]);
    expect(deviceTags({ ip: '10.0.0.4', ssh: true }, [])).toEqual([]);
  });
});

describe('results', () => {
  it('merges updates by IP in order of arrival', () => {
    const first = mergeDevices([], [offline, pingOnly]);
    const next = mergeDevices(first, [{ ...offline, pingMS: 9 }, snmp]);
    expect(next.map((d) => d.ip)).toEqual(['10.0.0.10', '10.0.0.2', '10.0.0.1']);
    expect(next[0]?.pingMS).toBe(9);
    expect(mergeDevices(first, [])).toBe(first);
  });

  it('sorts IPs numerically and shows the DNS name', () => {
    expect(['10.0.0.10', '10.0.0.9', '::1', '9.0.0.1'].sort(compareIps)).toEqual([
      '9.0.0.1',
      '10.0.0.9',
      '10.0.0.10',
      '::1',
    ]);
    expect(ipDnsText({ ip: '10.0.0.1', dnsName: 'sw1.lan' })).toBe('10.0.0.1 (sw1.lan)');
    expect(ipDnsText(offline)).toBe('10.0.0.10');
  });
});

describe('the Set up form (000 §5.3)', () => {
  it('requires org, then location and the first SNMP credential, then the probe', () => {
    expect(validateSetup(initialSetupValues())).toEqual({
      org: { key: 'errors.validation.required' },
      ipTargets: { key: 'errors.validation.required' },
    });
    const org = validateSetup(initialSetupValues({ org: 1, ipTargets: '10.0.0.1' }));
    expect(Object.keys(org).sort()).toEqual(['location', 'snmpCredOne']);
    const located = validateSetup(
      initialSetupValues({ org: 1, location: 2, snmpCredOne: 3, ipTargets: '10.0.0.1' }),
    );
    expect(located).toEqual({ networkProbe: { key: 'errors.validation.required' } });
    const full = initialSetupValues({
      org: 1,
      location: 2,
      snmpCredOne: 3,
      networkProbe: { nodeId: 5, nodeName: 'probe' },
      ipTargets: '10.0.0.1, 10.0.0.0/24\n10.0.1.1-20',
    });
    expect(validateSetup(full)).toEqual({});
  });

  it('names the bad targets and the target limit', () => {
    expect(validateSetup(initialSetupValues({ ipTargets: '10.0.0.1, 10.0.0.300,\nnope' })).ipTargets).toEqual(
      {
        key: 'errors.validation.invalidIps',
        params: { entries: '10.0.0.300, nope' },
      },
    );
    expect(validateSetup(initialSetupValues({ ipTargets: '10.0.0.0/15' })).ipTargets?.params).toEqual({
      maxDevices: 65_536,
    });
  });

  it('bounds the advanced settings', () => {
    const issues = validateSetup(
      initialSetupValues({
        pingTimeoutMS: '0',
        pingPacketTTL: '256',
        pingsPerNode: '2.5',
        delayBetweenPingsMS: '',
      }),
    );
    expect(issues.pingTimeoutMS).toEqual({ key: 'errors.validation.between', params: { min: 1, max: 1000 } });
    expect(issues.pingPacketTTL).toEqual({ key: 'errors.validation.between', params: { min: 1, max: 255 } });
    expect(issues.pingsPerNode).toEqual({ key: 'errors.validation.between', params: { min: 1, max: 5 } });
    expect(issues.delayBetweenPingsMS).toEqual({ key: 'errors.validation.required' });
    expect(setupSettings(initialSetupValues())).toEqual({
      pingTimeoutMS: 500,
      pingPacketTTL: 127,
      pingsPerNode: 2,
      delayBetweenPingsMS: 300,
    });
  });

  it('keys a run by what changes its results', () => {
    const base = initialSetupValues({ org: 1, ipTargets: '10.0.0.1, 10.0.0.2' });
    expect(runKey(base)).toBe(runKey({ ...base, ipTargets: '10.0.0.1,10.0.0.2' }));
    expect(runKey(base)).toBe(runKey({ ...base, protocolTwo: 3 }));
    expect(runKey(base)).not.toBe(runKey({ ...base, pingsPerNode: '3' }));
    expect(runKey(base)).not.toBe(runKey({ ...base, snmpCredOne: 4 }));
  });
});

describe('review (000 §4.4, §5.3)', () => {
  it('selects the found new devices first', () => {
    expect(initialReviewSelection([snmp, pingOnly, existing, offline])).toEqual(['10.0.0.1', '10.0.0.2']);
  });

  it('names a device by its IP unless named, keeps the suggested role unless edited', () => {
    expect(reviewedDevice({ ...snmp, role: 3 }, undefined)).toMatchObject({ name: '10.0.0.1', roleId: 3 });
    expect(reviewedDevice({ ...snmp, role: 3 }, { name: '  ', role: null })).toMatchObject({
      name: '10.0.0.1',
      roleId: null,
    });
    expect(reviewedDevice(snmp, { name: 'core switch', role: 5 })).toMatchObject({
      name: 'core switch',
      roleId: 5,
    });
  });

  it('needs one device and a role for each', () => {
    expect(validateReview([]).selection?.key).toBe('networkDiscovery.error.select_at_least_one');
    expect(validateReview([reviewedDevice(existing, { role: 1 })]).selection).toBeDefined();
    const issues = validateReview([reviewedDevice(snmp, {}), reviewedDevice(pingOnly, { role: 2 })]);
    expect(issues.missingRole).toEqual(['10.0.0.1']);
    expect(issues.roles).toEqual({ key: 'discovery.network.review.unknownRoles', params: { numDevices: 1 } });
    expect(validateReview([reviewedDevice(snmp, { role: 2 })])).toEqual({ missingRole: [] });
  });
});
