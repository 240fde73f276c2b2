import {
  DEFAULT_DISCOVERY_SETTINGS,
  DISCOVERY_SETTING_NAMES,
  type DiscoverySettingName,
  type ValidationIssue,
  validateDiscoverySetting,
  validateIpTargetCount,
  validateIpTargets,
} from '@console/core';
import type { SnmpProtocolChoice } from './discovery-types';

/** The network probe chosen in the form (000 §3.5 `networkProbe`). */
export interface NetworkProbeChoice {
  nodeId: number;
  nodeName: string;
}

/** The Set up form's values (000 §3.5 Discovery form). Advanced settings are kept as typed. */
export interface DiscoverySetupValues {
  org: number | null;
  location: number | null;
  networkProbe: NetworkProbeChoice | null;
  ipTargets: string;
  snmpCredOne: number | null;
  snmpCredTwo: number | null;
  protocolOne: SnmpProtocolChoice;
  protocolTwo: SnmpProtocolChoice;
  telnetSshCred: number | null;
  pingTimeoutMS: string;
  pingPacketTTL: string;
  pingsPerNode: string;
  delayBetweenPingsMS: string;
}

/** A field of the Set up form. */
export type DiscoverySetupField = keyof DiscoverySetupValues;

/** The Set up form's broken rules, by field. */
export type DiscoverySetupIssues = Partial<Record<DiscoverySetupField, ValidationIssue>>;

/**
 * The form's first values: nothing chosen, SNMP v2c for both credentials, the advanced settings'
 * defaults (000 §3.5: 500, 127, 2, 300).
 * @example const values = initialSetupValues({ org: 7 });
 */
export function initialSetupValues(overrides: Partial<DiscoverySetupValues> = {}): DiscoverySetupValues {
  return {
    org: null,
    location: null,
    networkProbe: null,
    ipTargets: '',
    snmpCredOne: null,
    snmpCredTwo: null,
    protocolOne: 2,
    protocolTwo: 2,
    telnetSshCred: null,
    pingTimeoutMS: String(DEFAULT_DISCOVERY_SETTINGS.pingTimeoutMS),
    pingPacketTTL: String(DEFAULT_DISCOVERY_SETTINGS.pingPacketTTL),
    pingsPerNode: String(DEFAULT_DISCOVERY_SETTINGS.pingsPerNode),
    delayBetweenPingsMS: String(DEFAULT_DISCOVERY_SETTINGS.delayBetweenPingsMS),
    ...overrides,
  };
}

const required: ValidationIssue = { key: 'errors.validation.required' };

/**
 * The Set up form's rules (000 §5.3): org required; location once an org is chosen; the network
 * probe once a location is chosen; the first SNMP credential once an org is chosen ('Required');
 * ipTargets non-empty and every entry an IP, range or subnet ('Invalid IP(s): ...'), at most
 * 65,536 addresses; the advanced settings whole numbers within their bounds ('Must be between X
 * and Y').
 * @example validateSetup(initialSetupValues()).org // { key: 'errors.validation.required' }
 */
export function validateSetup(values: DiscoverySetupValues): DiscoverySetupIssues {
  const issues: DiscoverySetupIssues = {};
  if (values.org === null) issues.org = required;
  else {
    if (values.location === null) issues.location = required;
    else if (values.networkProbe === null) issues.networkProbe = required;
    if (values.snmpCredOne === null) issues.snmpCredOne = required;
  }
  const targets = validateIpTargets(values.ipTargets) ?? validateIpTargetCount(values.ipTargets);
  if (targets) issues.ipTargets = targets;
  for (const name of DISCOVERY_SETTING_NAMES) {
    const issue = validateDiscoverySetting(name, values[name]);
    if (issue) issues[name] = issue;
  }
  return issues;
}

/**
 * The advanced settings as numbers (valid values assumed).
 * @example setupSettings(initialSetupValues()).pingsPerNode // 2
 */
export function setupSettings(values: DiscoverySetupValues): Record<DiscoverySettingName, number> {
  return {
    pingTimeoutMS: Number(values.pingTimeoutMS),
    pingPacketTTL: Number(values.pingPacketTTL),
    pingsPerNode: Number(values.pingsPerNode),
    delayBetweenPingsMS: Number(values.delayBetweenPingsMS),
  };
}

/**
 * A key of what a run depends on: a finished run whose key differs from the form's runs again,
 * after confirmation (000 §4.4 step 6). Spaces in the targets and number formatting do not count.
 * @example runKey(a) === runKey(b)
 */
export function runKey(values: DiscoverySetupValues): string {
  return JSON.stringify([
    values.org,
    values.location,
    values.networkProbe?.nodeId ?? null,
    values.ipTargets.replace(/\s+/g, ''),
    values.snmpCredOne,
    values.snmpCredOne === null ? null : values.protocolOne,
    values.snmpCredTwo,
    values.snmpCredTwo === null ? null : values.protocolTwo,
    values.telnetSshCred,
    setupSettings(values),
  ]);
}
