/**
 * Texts of the Add NMS device and Add VM host dialogs and the VM host dashboard (000 §2.9, §2.10,
 * §4.3, §5.2, §8; 002 §5.6, §8). Keys are `addDevices.<what>`. Texts marked "chosen" are not given
 * by the spec (it says "not shown"). The validators' messages, the host test's stages and the
 * server's refusals are core's (`addDeviceCoreMessages`); the VM host dashboard's are the console's.
 * @example addDeviceMessages['addDevices.vm.title']
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
  /** Chosen: the success dialog. */
  'addDevices.vm.added': 'The VM host {{name}} was added.',
  'addDevices.vm.openDashboard': 'Open the host dashboard',

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
  'addDevices.nms.addError': 'Error adding NMS device. Please try again.',
} as const;

/** The keys and default texts of {@link addDeviceMessages}. */
type AddDeviceMessages = typeof addDeviceMessages;

declare module '@console/core' {
  interface MessageCatalogue extends AddDeviceMessages {}
}

/**
 * Agent installer texts (000 §2.8, §4.2, §8). Keys are `installers.<what>`. Texts marked "chosen"
 * are not given by the spec. The server's refusal is core's (`installerCoreMessages`).
 * @example installerMessages['installers.generateError'] // 'Error generating installer. Please try again.'
 */
export const installerMessages = {
  /** 000 §8: generation failed, or the answer had no url. */
  'installers.generateError': 'Error generating installer. Please try again.',
} as const;

/** The keys and default texts of {@link installerMessages}. */
type InstallerMessages = typeof installerMessages;

declare module '@console/core' {
  interface MessageCatalogue extends InstallerMessages {}
}
