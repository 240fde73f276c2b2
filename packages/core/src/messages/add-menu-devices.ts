/**
 * Texts of the Add NMS device and Add VM host dialogs and the VM host dashboard (000 §2.9, §2.10,
 * §4.3, §5.2, §8; 002 §5.6, §8). Keys are `addDevices.<what>`. Texts marked "chosen" are not given
 * by the spec (it says "not shown").
 * @example addDeviceMessages['addDevices.vm.duplicate'] // 'VM Host already exists under the same Monitor Delegate.'
 */
export const addDeviceMessages = {
  // ── Add VM host (000 §2.9, §4.3, §5.2, §8) ─────────────────────────────────
  /** Chosen: the dialog titles. */
  'addDevices.vm.title': 'Add VM host',
  'addDevices.vm.type': 'Type',
  'addDevices.vm.typeHyperv': 'HyperV',
  'addDevices.vm.typeEsxi': 'VMWare ESXi',
  'addDevices.vm.organization': 'Organization',
  'addDevices.vm.delegate': 'Monitor delegate',
  'addDevices.vm.hostname': 'DNS/IP',
  'addDevices.vm.apiPort': 'API port',
  'addDevices.vm.credential': 'Credential',
  'addDevices.vm.name': 'Name',
  'addDevices.vm.testHost': 'Test host',
  'addDevices.vm.addHost': 'Add host',
  'addDevices.vm.cancel': 'Cancel',
  'addDevices.vm.loadMore': 'Load more',
  'addDevices.vm.noDelegates': 'No device of this organization can monitor a host of this type.',
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
  /** Chosen: the success dialog. */
  'addDevices.vm.added': 'The VM host {{name}} was added.',
  'addDevices.vm.openDashboard': 'Open the host dashboard',
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

  // ── VM host dashboard (000 §2.4: /vmDashboard/{id}/overview) ───────────────
  'addDevices.vmDashboard.title': 'VM host',
  'addDevices.vmDashboard.overview': 'Overview',
  'addDevices.vmDashboard.type': 'Type',
  'addDevices.vmDashboard.hostname': 'DNS/IP',
  'addDevices.vmDashboard.apiPort': 'API port',
  'addDevices.vmDashboard.delegate': 'Monitor delegate',
  'addDevices.vmDashboard.organization': 'Organization',
  'addDevices.vmDashboard.status': 'Status',
  'addDevices.vmDashboard.up': 'Up',
  'addDevices.vmDashboard.down': 'Down',
  'addDevices.vmDashboard.guests': 'Virtual machines',
  'addDevices.vmDashboard.noGuests': 'No virtual machine reported yet.',
  'addDevices.vmDashboard.notFound': 'This VM host does not exist or you cannot see it.',

  // ── Add NMS device (000 §2.10; 002 §3 NMS monitoring; fields chosen) ────────
  'addDevices.nms.title': 'Add NMS device',
  'addDevices.nms.organization': 'Organization',
  'addDevices.nms.location': 'Location',
  'addDevices.nms.networkProbe': 'Network probe',
  'addDevices.nms.monitorBy': 'Monitor by',
  'addDevices.nms.monitorByIp': 'IP address',
  'addDevices.nms.monitorByNetbios': 'NetBIOS name',
  'addDevices.nms.monitorByDns': 'DNS name',
  'addDevices.nms.address': 'IP or DNS name',
  'addDevices.nms.snmpPort': 'SNMP port',
  'addDevices.nms.name': 'Name',
  'addDevices.nms.namePlaceholder': 'The system name the device reports',
  'addDevices.nms.role': 'NMS role',
  'addDevices.nms.credential': 'SNMP credential',
  'addDevices.nms.save': 'Add device',
  'addDevices.nms.cancel': 'Cancel',
  'addDevices.nms.polling': 'Polling the device over SNMP…',
  'addDevices.nms.added': 'Added {{name}}',
  'addDevices.nms.systemName': 'System name',
  'addDevices.nms.description': 'Description',
  'addDevices.nms.vendor': 'Vendor',
  'addDevices.nms.model': 'Model',
  'addDevices.nms.close': 'Close',
  'addDevices.nms.noProbes': 'No network probe in this location.',
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
  'addDevices.nms.addError': 'Error adding NMS device. Please try again.',
} as const;
