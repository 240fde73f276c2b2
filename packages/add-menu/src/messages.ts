/**
 * Texts of the global Add menu, the Add a computer dialog and the Create policy dialog of
 * `@console/add-menu` (000 §2.7, §2.8, §4.2, §5.1, §8; 002 §4.4, §5.5, §8). Keys are
 * `addMenu.<what>`. Texts marked "chosen" are not given by the spec (packages/add-menu/README.md
 * lists them); the dialogs of the other flows keep their own keys. This package's section of the message catalogue (the menu's first
 * paint carries only this one); a host overrides any text with the ConsoleProvider's
 * `messages`.
 * @example addMenuMessages['addMenu.guide'] // 'Task: Add a device'
 */
export const addMenuMessages = {
  // ── the menu (000 §2.7) ─────────────────────────────────────────────────
  /** Chosen: the plus button's accessible name and the menu's label. */
  'addMenu.button': 'Add new',
  'addMenu.guide': 'Task: Add a device',
  /** Chosen: the guide tooltip's dismiss button. */
  'addMenu.guideDismiss': 'Dismiss',
  'addMenu.ticket': 'Ticket',
  'addMenu.ticketFromTemplate': 'Ticket from template',
  'addMenu.ticketBoard': 'Ticket board',
  'addMenu.device': 'Device',
  'addMenu.user': 'User',
  'addMenu.report': 'Report',
  'addMenu.organization': 'Organization',
  'addMenu.policy': 'Policy',
  'addMenu.scheduledTask': 'Scheduled task',
  'addMenu.computer': 'Computer',
  'addMenu.computer.WINDOWS': 'Windows',
  'addMenu.computer.LINUX': 'Linux',
  'addMenu.computer.MAC': 'Mac',
  'addMenu.mobile': 'Mobile device',
  'addMenu.mobile.APPLE': 'Apple',
  'addMenu.mobile.ANDROID': 'Android',
  'addMenu.virtual': 'Virtual infrastructure',
  'addMenu.virtual.HYPERV': 'HyperV',
  'addMenu.virtual.VMWARE': 'VMWare',
  'addMenu.cloudMonitor': 'Cloud monitor',
  'addMenu.nms': 'NMS',
  'addMenu.adHocDiscovery': 'Run Ad Hoc Network Discovery',
  'addMenu.unmanaged': 'Unmanaged',
  'addMenu.technician': 'Technician',
  'addMenu.endUser': 'End user',
  // ── ticket forms (000 §2.3, §2.4, §7.7) ─────────────────────────────────
  'addMenu.ticketForms.title': 'Ticket forms',
  /** Chosen. */
  'addMenu.ticketForms.default': 'Default',
  /** Chosen. */
  'addMenu.ticketForms.empty': 'No ticket forms',
  /** Chosen. */
  'addMenu.ticketForms.error': 'Error loading ticket forms',
  // ── Add a computer (000 §2.8, §4.2, §5.1, §8) ───────────────────────────
  'addMenu.computer.title': 'Add a computer',
  /** Chosen. */
  'addMenu.computer.installerType': 'Installer type',
  /** Chosen. */
  'addMenu.computer.distribution': 'Distribution type',
  'addMenu.computer.WINDOWS_MSI': 'MSI',
  'addMenu.computer.MAC_DMG': 'DMG',
  'addMenu.computer.MAC_PKG': 'PKG',
  /** Chosen. */
  'addMenu.computer.MAC_MDM': 'MDM enrollment profile',
  'addMenu.computer.LINUX_DEB': 'DEB',
  'addMenu.computer.LINUX_RPM': 'RPM',
  /** Chosen. */
  'addMenu.computer.architecture': 'Architecture',
  'addMenu.computer.arch.x86_64': 'x86_64',
  'addMenu.computer.arch.ARM64': 'Raspberry Pi 64-bit (ARM64)',
  'addMenu.computer.arch.ARMV7A': 'Raspberry Pi 32-bit (ARMV7A)',
  /** Chosen. */
  'addMenu.computer.pushCertificate': 'Push certificate',
  /** Chosen. */
  'addMenu.computer.pushCertificatePlaceholder': 'Select push certificate',
  /** Chosen. */
  'addMenu.computer.noPushCertificates': 'No Apple MDM connections configured.',
  'addMenu.computer.generate': 'Generate installer',
  /** Chosen. */
  'addMenu.computer.generating': 'Generating installer…',
  /** Chosen: the MDM profile's own action (000 §2.8). */
  'addMenu.computer.sendProfile': 'Send by email',
  /** Chosen: the success dialog. */
  'addMenu.computer.successTitle': 'Installer ready',
  /** Chosen. */
  'addMenu.computer.download': 'Download installer',
  /** Chosen. */
  'addMenu.computer.downloaded': 'Download started',
  /** Chosen. */
  'addMenu.computer.size': 'Size: {{size}}',
  /** Chosen: the agent_tokenization modal. */
  'addMenu.computer.tokenTitle': 'Enrollment token',
  /** Chosen. */
  'addMenu.computer.token': 'Token',
  /** Chosen. */
  'addMenu.computer.command': 'Install command',
  /** Chosen. */
  'addMenu.computer.tokenExpires': 'The token can be used once and expires {{expires}}.',
  /** Chosen. */
  'addMenu.computer.tokenInstructions':
    'Download the installer with the link below, then run the install command on the computer.',
  // ── Create policy (002 §4.4, §5.5, §8) ──────────────────────────────────
  /** Chosen. */
  'addMenu.policy.title': 'Create policy',
  /** Chosen. */
  'addMenu.policy.name': 'Name',
  /** Chosen. */
  'addMenu.policy.description': 'Description',
  /** Chosen. */
  'addMenu.policy.role': 'Role',
  /** Chosen. */
  'addMenu.policy.rolePlaceholder': 'Select role',
  /** Chosen. */
  'addMenu.policy.nmsRole': 'NMS role',
  /** Chosen. */
  'addMenu.policy.parent': 'Parent policy',
  /** Chosen. */
  'addMenu.policy.noParent': 'None',
  /** Chosen. */
  'addMenu.policy.create': 'Create',
  'addMenu.policy.nameTaken': 'A policy with this name already exists',
  'addMenu.policy.saveError': 'Error saving policy',
  'addMenu.policy.nodeRolesError': 'Error fetching node roles',
  'addMenu.policy.role.WINDOWS_WORKSTATION': 'Windows Desktops and Laptops',
  'addMenu.policy.role.WINDOWS_SERVER': 'Windows Server',
  'addMenu.policy.role.MAC': 'Mac',
  'addMenu.policy.role.MAC_SERVER': 'Mac Server',
  'addMenu.policy.role.LINUX_WORKSTATION': 'Linux Desktops and Laptops',
  'addMenu.policy.role.LINUX_SERVER': 'Linux Server',
  'addMenu.policy.role.NMS': 'NMS',
  'addMenu.policy.role.VMWARE_VM_GUEST': 'VMware VM Guest',
  'addMenu.policy.role.VMWARE_VM_HOST': 'VMware VM Host',
  'addMenu.policy.role.HYPERV_VMM_GUEST': 'Hyper-V VM Guest',
  'addMenu.policy.role.HYPERV_VMM_HOST': 'Hyper-V VM Host',
  'addMenu.policy.role.ANDROID': 'Android',
  'addMenu.policy.role.APPLE_IOS': 'Apple iOS',
  'addMenu.policy.role.APPLE_IPADOS': 'Apple iPadOS',
} as const;

/** The keys and default texts of {@link addMenuMessages}. */
type AddMenuMessages = typeof addMenuMessages;

declare module '@console/core' {
  interface MessageCatalogue extends AddMenuMessages {}
}
