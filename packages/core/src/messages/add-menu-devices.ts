/**
 * The VM host and NMS device texts core and the server produce (000 §2.4, §2.5, §5, §8): the
 * shared validators' messages, the host test's stages and results, and the server's refusals.
 * `@console/add-menu` registers them with its own section (`addDeviceMessages`).
 * @example addDeviceCoreMessages['addDevices.nms.invalidIp']
 */
export const addDeviceCoreMessages = {
  // ── Add VM host (000 §2.9, §4.3, §5.2, §8) ─────────────────────────────────
  /** 4.3 progress labels. */
  'addDevices.vm.stage.checking': 'Checking for agent',
  'addDevices.vm.stage.downloading': 'Downloading',
  'addDevices.vm.stage.installing': 'Installing',
  'addDevices.vm.stage.installed': 'Installed',
  'addDevices.vm.stage.starting': 'Starting',
  'addDevices.vm.stage.testing': 'Testing Connection',
  /** Chosen: the success label of a test. */
  'addDevices.vm.testPassed': 'Test successful',
  /** 4.3 failure labels. */
  'addDevices.vm.fail.install': 'Error installing agent',
  'addDevices.vm.fail.download': 'Failed to download agent',
  'addDevices.vm.fail.startService': 'Failed to start service',
  'addDevices.vm.result.timeout': 'Connection timeout',
  'addDevices.vm.result.unknown': 'Unknown connection error',
  'addDevices.vm.result.unsupported': 'Unsupported agent version',
  'addDevices.vm.result.invalidCredentials': 'Invalid credentials',
  'addDevices.vm.result.failed': 'Test failed',
  /** 000 §8. */
  'addDevices.vm.duplicate': 'VM Host already exists under the same Monitor Delegate.',
  'addDevices.vm.addError': 'Error adding virtual machine host. Please try again.',
  /** 000 §5.2 / 002 §5.6 field messages. */
  'addDevices.vm.selectDelegate': 'Select a delegate',
  'addDevices.vm.enterHostname': 'Enter a DNS/IP',
  'addDevices.vm.apiPortNumber': 'The API port needs to be a number',
  'addDevices.vm.enterApiPort': 'Enter an API port',
  'addDevices.vm.credentialNumber': 'Credential needs to be a number',
  'addDevices.vm.enterCredential': 'Enter a credential',
  /** Chosen: a port outside 1–65535. */
  'addDevices.vm.apiPortRange': 'The API port must be between 1 and 65535',
  /** Chosen: a DNS/IP that is neither an IP address nor a DNS name. */
  'addDevices.vm.invalidHostname': 'Enter a valid DNS name or IP address',
  /** Chosen: the delegate cannot monitor a host of this type. */
  'addDevices.vm.notADelegate': 'This device cannot be a monitor delegate.',

  // ── Add NMS device (000 §2.10; 002 §3 NMS monitoring; fields chosen) ────────
  'addDevices.nms.invalidIp': 'Enter a valid IP address',
  'addDevices.nms.invalidDns': 'Enter a valid DNS name',
  'addDevices.nms.invalidNetbios': 'Enter a valid NetBIOS name (up to 15 characters)',
  'addDevices.nms.portRange': 'The SNMP port must be between 1 and 65535',
  'addDevices.nms.notSnmpCredential': 'Choose an SNMP credential',
  'addDevices.nms.notAProbe': 'This device cannot act as a network probe.',
  /** Chosen: the device did not answer the poll; nothing is saved. */
  'addDevices.nms.unreachable':
    'The device did not answer SNMP at {{address}}:{{port}}. Check the address, the port and the credential, then try again.',
  'addDevices.nms.unresolved': 'The name {{address}} could not be resolved.',
  'addDevices.nms.snmpRefused': 'The device refused the SNMP request: {{reason}}',
  'addDevices.nms.unsupportedPrivacy': 'The {{protocol}} privacy protocol is not supported for polling.',
} as const;
