/**
 * Texts of the device dashboard overview (002 §2.2; issue 13: laid out for a technician) and the
 * device search selection, the console's own section. Keys `shell.deviceDashboard.<what>`,
 * `shell.deviceSearch.select*`; wording chosen.
 */
export const deviceDashboardMessages = {
  'shell.deviceDashboard.status': 'Status',
  'shell.deviceDashboard.lastContact': 'Last contact',
  'shell.deviceDashboard.never': 'Never',
  'shell.deviceDashboard.health': 'Health',
  'shell.deviceDashboard.maintenance': 'Maintenance',
  'shell.deviceDashboard.maintenanceOff': 'Not in maintenance',
  'shell.deviceDashboard.maintenanceSince': 'In maintenance since {{start}}',
  'shell.deviceDashboard.maintenanceFrom': 'Maintenance scheduled from {{start}}',
  'shell.deviceDashboard.maintenanceUntil': 'until {{end}}',
  'shell.deviceDashboard.maintenanceReason': 'Reason: {{reason}}',
  'shell.deviceDashboard.system': 'System',
  'shell.deviceDashboard.os': 'Operating system',
  'shell.deviceDashboard.architecture': 'Architecture',
  'shell.deviceDashboard.hardware': 'Hardware',
  'shell.deviceDashboard.manufacturer': 'Manufacturer',
  'shell.deviceDashboard.model': 'Model',
  'shell.deviceDashboard.serialNumber': 'Serial number',
  'shell.deviceDashboard.biosSerialNumber': 'BIOS serial number',
  'shell.deviceDashboard.deviceClass': 'Device class',
  'shell.deviceDashboard.role': 'Role',
  'shell.deviceDashboard.network': 'Network',
  'shell.deviceDashboard.systemName': 'System name',
  'shell.deviceDashboard.dnsName': 'DNS name',
  'shell.deviceDashboard.publicIp': 'Public IP',
  'shell.deviceDashboard.ipAddresses': 'IP addresses',
  'shell.deviceDashboard.macAddresses': 'MAC addresses',
  'shell.deviceDashboard.user': 'Logged-in user',
  'shell.deviceDashboard.lastLoggedInUser': 'Last logged-in user',
  'shell.deviceDashboard.management': 'Management',
  'shell.deviceDashboard.organization': 'Organization',
  'shell.deviceDashboard.location': 'Location',
  'shell.deviceDashboard.policy': 'Policy',
  'shell.deviceDashboard.policyFromOrganization': 'Organization policy',
  'shell.deviceDashboard.activities': 'Recent activities',
  'shell.deviceDashboard.noActivities': 'No activities yet',
  'shell.deviceDashboard.activityBy': '{{message}} · {{user}}',
  'shell.deviceDashboard.none': '—',
  'shell.deviceDashboard.deleteTitle': 'Delete {{deviceName}}?',
  'shell.deviceDashboard.deleteBody':
    '{{deviceName}} and its data are removed from {{product}}. This action cannot be undone.',
  'shell.deviceDashboard.deleteBackupData': 'Also delete its backup data',
  'shell.deviceDashboard.delete': 'Delete',
  'shell.deviceDashboard.deleteBlockedTitle': "{{deviceName}} can't be deleted",
  'shell.deviceDashboard.close': 'Close',
  'shell.deviceDashboard.automationStarted': 'Automation {{scriptName}} started',
  'shell.deviceDashboard.deleteOrganization': 'Delete organization',
  'shell.deviceSearch.selectAll': 'Select all devices on this page',
  'shell.deviceSearch.select': 'Select {{name}}',
} as const;

/** The keys and default texts of {@link deviceDashboardMessages}. */
type DeviceDashboardMessages = typeof deviceDashboardMessages;

declare module '@console/core' {
  interface MessageCatalogue extends DeviceDashboardMessages {}
}
