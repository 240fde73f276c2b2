/**
 * The network discovery server's texts (000 §8 discovery, §4.4): what the discovery routes answer
 * and what the scan reports. Keys are `networkDiscovery.<what>`; the wizard's own texts are in
 * `discovery.ts`. Texts marked "chosen" are not given by the spec (docs/scanner.md).
 * @example networkDiscoveryMessages['networkDiscovery.error.network_scan_is_in_progress'] // 'Network scan still in progress. Please wait and try again.'
 */
export const networkDiscoveryMessages = {
  /** 000 §8: more addresses than one scan covers ({{maxDevices}} is 65,536). */
  'networkDiscovery.error.number_of_network_scan_targets_exceeded':
    'Maximum number of targets cannot exceed {{maxDevices}}. Please modify the target list and try again.',
  /** 000 §8: a second scan on a probe that is still scanning. */
  'networkDiscovery.error.network_scan_is_in_progress':
    'Network scan still in progress. Please wait and try again.',
  /** 000 §8: the probe could not be prepared. */
  'networkDiscovery.error.delegate_install_failed': 'Failed to install delegate. Please try again.',
  /** 000 §8: the scan could not start. */
  'networkDiscovery.error.start_failed': 'Failed to start network discovery',
  /** 000 §8: the probe list could not be read. */
  'networkDiscovery.error.probes_failed': 'Error fetching network probes',
  /** 000 §8: the credentials and locations could not be read. */
  'networkDiscovery.error.credentials_failed': 'Error fetching credentials and locations',
  /** 000 §5.3: Finish without a device. */
  'networkDiscovery.error.select_at_least_one': 'Select at least 1 device to add to the organization.',
  /** Chosen: the chosen device is not a network probe of the organization. */
  'networkDiscovery.error.not_a_probe': 'The selected device cannot be a network probe.',
  /** Chosen: an SNMP or Telnet/SSH credential of the wrong type or another organization. */
  'networkDiscovery.error.invalid_credential': 'The selected credential cannot be used for this discovery.',
  /** 000 §2.11: the address already belongs to a device of an organization. */
  'networkDiscovery.error.already_added': 'This device has already been added to an organization',
  /** Chosen: a role that is not a network device role. */
  'networkDiscovery.error.invalid_role': 'Choose a network device role.',
} as const;
