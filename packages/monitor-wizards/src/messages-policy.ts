/**
 * Policy editor texts (002 §2.2 #/editor/policy/{id}, §3 Policy, §5.5, §8; `@console/monitor-wizards`
 * policy sections). Keys are `policyEditor.<what>`. The spec gives the policy's fields, the save
 * failures ('A policy with this name already exists', 'Error saving policy') and 'Required'; the
 * section titles, labels and condition kinds are "not shown" there: the chosen texts are here and
 * listed in the monitor-wizards README. This package's own section of the message catalogue; a host overrides any text with the
 * ConsoleProvider's `messages`.
 * @example policyEditorMessages['policyEditor.general.title'] // 'General'
 */
export const policyEditorMessages = {
  'policyEditor.save': 'Save',
  'policyEditor.saved': 'Policy saved',
  'policyEditor.saveError': 'Error saving policy',
  'policyEditor.nameTaken': 'A policy with this name already exists',
  'policyEditor.readOnly': 'You can view this policy but not change it.',
  // General
  'policyEditor.general.title': 'General',
  'policyEditor.general.name': 'Name',
  'policyEditor.general.description': 'Description',
  'policyEditor.general.enabled': 'Enabled',
  'policyEditor.general.role': 'Role',
  'policyEditor.general.nmsRole': 'NMS role',
  'policyEditor.general.parent': 'Parent policy',
  'policyEditor.general.parentNone': 'No parent policy (NMS policies have none)',
  'policyEditor.general.default': 'Default policy of its role',
  'policyEditor.role.WINDOWS_WORKSTATION': 'Windows Desktops and Laptops',
  'policyEditor.role.WINDOWS_SERVER': 'Windows Server',
  'policyEditor.role.MAC': 'Mac',
  'policyEditor.role.MAC_SERVER': 'Mac Server',
  'policyEditor.role.LINUX_WORKSTATION': 'Linux Desktops and Laptops',
  'policyEditor.role.LINUX_SERVER': 'Linux Server',
  'policyEditor.role.NMS': 'NMS',
  'policyEditor.role.VMWARE_VM_GUEST': 'VMware VM Guest',
  'policyEditor.role.VMWARE_VM_HOST': 'VMware VM Host',
  'policyEditor.role.HYPERV_VMM_GUEST': 'Hyper-V VM Guest',
  'policyEditor.role.HYPERV_VMM_HOST': 'Hyper-V VM Host',
  'policyEditor.role.ANDROID': 'Android',
  'policyEditor.role.APPLE_IOS': 'Apple iOS',
  'policyEditor.role.APPLE_IPADOS': 'Apple iPadOS',
  // Conditions
  'policyEditor.conditions.title': 'Conditions',
  'policyEditor.conditions.empty': 'No conditions in this policy.',
  'policyEditor.conditions.add': 'Add condition',
  'policyEditor.conditions.column.name': 'Name',
  'policyEditor.conditions.column.type': 'Condition',
  'policyEditor.conditions.column.severity': 'Severity',
  'policyEditor.conditions.column.priority': 'Priority',
  'policyEditor.conditions.column.state': 'State',
  'policyEditor.conditions.actions': 'Actions',
  'policyEditor.conditions.enabled': 'Enabled',
  'policyEditor.conditions.disabled': 'Disabled',
  'policyEditor.conditions.edit': 'Edit',
  'policyEditor.conditions.editOne': 'Edit {{name}}',
  'policyEditor.conditions.enable': 'Enable',
  'policyEditor.conditions.enableOne': 'Enable {{name}}',
  'policyEditor.conditions.disable': 'Disable',
  'policyEditor.conditions.disableOne': 'Disable {{name}}',
  'policyEditor.conditions.remove': 'Remove',
  'policyEditor.conditions.removeOne': 'Remove {{name}}',
  'policyEditor.conditions.removeBody': '{{name}} is removed from the policy at once.',
  'policyEditor.condition.newTitle': 'New condition',
  'policyEditor.condition.editTitle': 'Edit condition',
  'policyEditor.condition.name': 'Condition name',
  'policyEditor.condition.type': 'Condition',
  'policyEditor.condition.type.CPU': 'CPU usage above',
  'policyEditor.condition.type.MEMORY': 'Memory usage above',
  'policyEditor.condition.type.DISK_FREE_SPACE': 'Disk free space below',
  'policyEditor.condition.type.DEVICE_DOWN': 'Device down',
  'policyEditor.condition.type.PROCESS': 'Process stopped',
  'policyEditor.condition.type.SERVICE': 'Service stopped',
  'policyEditor.condition.threshold': 'Threshold (%)',
  'policyEditor.condition.durationMinutes': 'For at least (minutes)',
  'policyEditor.condition.target.PROCESS': 'Process name',
  'policyEditor.condition.target.SERVICE': 'Service name',
  'policyEditor.condition.severity': 'Severity',
  'policyEditor.condition.priority': 'Priority',
  'policyEditor.condition.enabled': 'Enabled',
  'policyEditor.condition.apply': 'Apply',
  'policyEditor.condition.cancel': 'Cancel',
  'policyEditor.severity.NONE': 'None',
  'policyEditor.severity.MINOR': 'Minor',
  'policyEditor.severity.MODERATE': 'Moderate',
  'policyEditor.severity.MAJOR': 'Major',
  'policyEditor.severity.CRITICAL': 'Critical',
  'policyEditor.priority.NONE': 'None',
  'policyEditor.priority.LOW': 'Low',
  'policyEditor.priority.MEDIUM': 'Medium',
  'policyEditor.priority.HIGH': 'High',
  // Antivirus and patching
  'policyEditor.settings.title': 'Antivirus and patching',
  'policyEditor.settings.antivirus': 'Antivirus enabled',
  'policyEditor.settings.antivirusProductCode': 'Antivirus product code',
  'policyEditor.settings.patchManagement': 'OS patch management',
  'policyEditor.settings.scanSchedule': 'Patch scan',
  'policyEditor.settings.scanSchedule.DAILY': 'Daily',
  'policyEditor.settings.scanSchedule.WEEKLY': 'Weekly',
  'policyEditor.settings.scanSchedule.MONTHLY': 'Monthly',
  'policyEditor.settings.softwarePatchManagement': 'Third-party software patch management',
} as const;

/** The keys and default texts of {@link policyEditorMessages}. */
type PolicyEditorMessages = typeof policyEditorMessages;

declare module '@console/core' {
  interface MessageCatalogue extends PolicyEditorMessages {}
}
