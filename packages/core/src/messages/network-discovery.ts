/**
 * The network discovery texts core and the server produce (000 §2.11, §5.3, §8): the scan's limits
 * and refusals. `@console/discovery-wizard` registers them with its own section
 * (`networkDiscoveryMessages`).
 * @example networkDiscoveryCoreMessages['networkDiscovery.error.invalid_role'] // 'Choose a network device role.'
 */
export const networkDiscoveryCoreMessages = {
  /** 000 §8: more addresses than one scan covers ({{maxDevices}} is 65,536). */
  'networkDiscovery.error.number_of_network_scan_targets_exceeded':
    'Maximum number of targets cannot exceed {{maxDevices}}. Please modify the target list and try again.',
  /** 000 §8: a second scan on a probe that is still scanning. */
  'networkDiscovery.error.network_scan_is_in_progress':
    'Network scan still in progress. Please wait and try again.',
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
