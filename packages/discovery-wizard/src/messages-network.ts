import { networkDiscoveryCoreMessages } from '@console/core';

/**
 * Texts of the network discovery wizard (000 §2.11, §3.5, §4.4, §5.3, §8), this package's own
 * section of the message catalogue. Keys are `discovery.network.<what>`. Texts marked "chosen" are
 * not given by the spec (packages/discovery-wizard/README.md lists them). A host overrides any of
 * them with the ConsoleProvider's `messages`.
 * @example discoveryMessages['discovery.network.finish.confirmOne'] // 'Add 1 device?'
 */
export const discoveryMessages = {
  // ── the network discovery wizard (000 §2.11) ─────────────────────────────
  /** Chosen: the wizard's title. */
  'discovery.network.title': 'Network discovery',
  'discovery.network.step.setup': 'Set up',
  'discovery.network.step.discovery': 'Run discovery',
  'discovery.network.step.review': 'Review',
  /** Chosen: the step bar's accessible name. */
  'discovery.network.step.label': 'Discovery steps',
  /** Chosen: the delegate version tooltip. */
  'discovery.network.header.delegateVersion': 'Delegate version: {{version}}',
  /** Chosen: the delegate version when the probe does not report one. */
  'discovery.network.header.delegateVersionUnknown': 'Delegate version unknown',
  /** Chosen: the header's placeholder before a probe is chosen. */
  'discovery.network.header.noProbe': 'No network probe selected',

  // ── set up (000 §3.5, §5.3) ──────────────────────────────────────────────
  'discovery.network.form.organization': 'Organization',
  'discovery.network.form.location': 'Location',
  'discovery.network.form.networkProbe': 'Network probe',
  /** Chosen: the probe picker's placeholder. */
  'discovery.network.form.networkProbePlaceholder': 'Select network probe',
  'discovery.network.form.ipTargets': 'IP addresses',
  /** Chosen: the targets' hint. */
  'discovery.network.form.ipTargetsHint':
    'IP addresses, ranges (10.0.0.1-50) or subnets (10.0.0.0/24), separated by commas or new lines',
  'discovery.network.form.snmpCredOne': 'SNMP credential 1',
  'discovery.network.form.snmpCredTwo': 'SNMP credential 2',
  'discovery.network.form.protocolOne': 'SNMP version 1',
  'discovery.network.form.protocolTwo': 'SNMP version 2',
  'discovery.network.form.protocol.1': 'SNMPv1',
  'discovery.network.form.protocol.2': 'SNMPv2c',
  'discovery.network.form.protocol.3': 'SNMPv3',
  'discovery.network.form.telnetSshCred': 'Telnet/SSH credential',
  'discovery.network.form.advanced': 'Advanced settings',
  'discovery.network.form.pingTimeoutMS': 'Ping timeout (ms)',
  'discovery.network.form.pingPacketTTL': 'Ping packet TTL',
  'discovery.network.form.pingsPerNode': 'Pings per node',
  'discovery.network.form.delayBetweenPingsMS': 'Delay between pings (ms)',
  'discovery.network.form.run': 'Run discovery',
  'discovery.network.form.viewResults': 'View discovery results',
  /** Chosen: the confirmation when a finished run's form is changed (000 §4.4 step 6). */
  'discovery.network.rerun.title': 'Run discovery again?',
  'discovery.network.rerun.body':
    'The settings changed since the last run. Discovery will run again and its results will be replaced.',
  'discovery.network.rerun.confirm': 'Run again',

  // ── run discovery (000 §4.4) ─────────────────────────────────────────────
  /** Chosen: the delegate preparation status. */
  'discovery.network.run.preparing': 'Preparing the network probe…',
  /** Chosen: the scan's progress. */
  'discovery.network.run.scanning': 'Discovering devices… {{scanned}} of {{total}} addresses scanned',
  'discovery.network.run.completed': 'Discovery completed',
  'discovery.network.run.stop': 'Stop discovery',
  'discovery.network.run.stopTitle': 'Stop discovery?',
  /** Chosen: the stop confirmation's text. */
  'discovery.network.run.stopBody': 'Discovery is still running. Its results so far are kept.',
  'discovery.network.back': 'Back',
  'discovery.network.next': 'Review',
  'discovery.network.finish': 'Finish',
  'discovery.network.cancel': 'Cancel',
  'discovery.network.close': 'Close',

  // ── the results and review tables (000 §2.11, §3.5) ──────────────────────
  'discovery.network.filter.label': 'Type',
  'discovery.network.filter.all': 'All IPs',
  'discovery.network.filter.allResponding': 'All responding',
  'discovery.network.filter.allSnmpResponding': 'All SNMP responding',
  'discovery.network.filter.existing': 'Existing devices',
  'discovery.network.filter.offline': 'Offline devices',
  /** Chosen: the results table's columns. */
  'discovery.network.column.ip': 'IP address',
  'discovery.network.column.hostname': 'Host name',
  'discovery.network.column.pingMS': 'Ping (ms)',
  'discovery.network.column.telnet': 'Telnet',
  'discovery.network.column.ssh': 'SSH',
  'discovery.network.column.snmp': 'SNMP {{credential}}',
  /** The first line of an SNMP column's header (the credential's name is the second). */
  'discovery.network.column.snmpProtocol': 'SNMP',
  'discovery.network.column.ipDns': 'IP/DNS',
  'discovery.network.column.name': 'Device name',
  'discovery.network.column.role': 'Device role',
  'discovery.network.column.os': 'OS',
  'discovery.network.column.model': 'Model',
  'discovery.network.column.vendor': 'Vendor',
  'discovery.network.column.firmware': 'Firmware',
  /** Chosen: the review table's actions column. */
  'discovery.network.column.actions': 'Actions',
  /** Chosen: the check's accessible name where a credential answered. */
  'discovery.network.snmpAnswered': 'Answered',
  /** Chosen: a table's empty state. */
  'discovery.network.empty': 'No devices',
  'discovery.network.existing': 'This device has already been added to an organization',

  // ── review (000 §2.11, §5.3) ─────────────────────────────────────────────
  'discovery.network.review.edit': 'Edit',
  'discovery.network.review.remove': 'Remove',
  'discovery.network.review.editRole': 'Edit role',
  'discovery.network.review.editTitle': 'Edit device details',
  'discovery.network.review.ip': 'IP address',
  'discovery.network.review.dns': 'DNS',
  'discovery.network.review.vendor': 'Vendor',
  'discovery.network.review.model': 'Model',
  'discovery.network.review.firmware': 'Firmware',
  'discovery.network.review.name': 'Device name',
  'discovery.network.review.role': 'Role',
  'discovery.network.review.save': 'Save',
  'discovery.network.review.roleRequired': 'Device role required',
  'discovery.network.review.unknownRoles':
    '{{numDevices}} device(s) have an unknown role. Please provide required fields before proceeding.',
  'discovery.network.finish.confirmOne': 'Add 1 device?',
  'discovery.network.finish.confirmMany': 'Add {{n}} devices?',
  /** Chosen: the body naming the organization and location. */
  'discovery.network.finish.body': 'The devices are added to {{organization}}, location {{location}}.',
  'discovery.network.finish.confirm': 'Add',
  /** Chosen: adding failed. */
  'discovery.network.finish.error': 'Error adding devices. Please try again.',

  // ── errors (000 §8; the server's answers are `networkDiscovery.error.*`) ──
  'discovery.errors.subscribe': 'Error subscribing to discovery updates.',
} as const;

/** The keys and default texts of {@link discoveryMessages}. */
type DiscoveryMessages = typeof discoveryMessages;

declare module '@console/core' {
  interface MessageCatalogue extends DiscoveryMessages {}
}

/**
 * The network discovery errors the wizard shows itself (000 §8): a failed start, probe or
 * credential check. What the discovery routes answer is core's (`networkDiscoveryCoreMessages`).
 * Keys are `networkDiscovery.<what>`. Texts marked "chosen" are not given by the spec.
 * @example networkDiscoveryMessages['networkDiscovery.error.start_failed']
 */
export const networkDiscoveryMessages = {
  /** 000 §8: the probe could not be prepared. */
  'networkDiscovery.error.delegate_install_failed': 'Failed to install delegate. Please try again.',
  /** 000 §8: the scan could not start. */
  'networkDiscovery.error.start_failed': 'Failed to start network discovery',
  /** 000 §8: the probe list could not be read. */
  'networkDiscovery.error.probes_failed': 'Error fetching network probes',
  /** 000 §8: the credentials and locations could not be read. */
  'networkDiscovery.error.credentials_failed': 'Error fetching credentials and locations',
} as const;

/** The keys and default texts of {@link networkDiscoveryMessages}. */
type NetworkDiscoveryMessages = typeof networkDiscoveryMessages;

declare module '@console/core' {
  interface MessageCatalogue extends NetworkDiscoveryMessages {}
}

/** What the network wizard registers (`<MessageSection>`): its texts and core's network discovery texts. */
export const networkDiscoveryTexts = {
  ...networkDiscoveryCoreMessages,
  ...discoveryMessages,
  ...networkDiscoveryMessages,
} as const;
