/**
 * Texts of the console's own pages for the widgets' areas (keys keep their area's prefix): the
 * Active Directory discovery page and its run-from-search menu (002 §2.3, chosen), the cloud
 * monitor dashboard (001 §2.2), the notification channels page and the device page's backup menu
 * (chosen, docs/cloud-monitors.md, docs/notification-channels.md, docs/backup-wizards.md), the VM
 * host dashboard (000 §2.4) and the unmanaged device dashboard (001 §2.4). Registered with
 * the console's other texts (`app.tsx`).
 * @example consolePageMessages['directoryDiscovery.page.title'] // 'Active Directory discovery'
 */
export const consolePageMessages = {
  // ── Active Directory discovery (directoryDiscovery.page.*, .toolbar.*) ──
  // The wizard's outcome on the console's page (002 §8)
  'directoryDiscovery.wizard.saved': 'Discovery job saved',
  // The console page (chosen)
  'directoryDiscovery.page.title': 'Active Directory discovery',
  'directoryDiscovery.page.newAdHoc': 'Run ad hoc discovery',
  'directoryDiscovery.page.newScheduled': 'New scheduled discovery job',
  'directoryDiscovery.page.jobs': 'Discovery jobs',
  'directoryDiscovery.page.noJobs': 'No discovery jobs yet',
  'directoryDiscovery.page.edit': 'Edit',
  'directoryDiscovery.page.run': 'Run now',
  'directoryDiscovery.page.delete': 'Delete',
  'directoryDiscovery.page.unnamed': 'Unnamed job',
  'directoryDiscovery.page.type.AD_HOC': 'Ad hoc',
  'directoryDiscovery.page.type.SCHEDULED': 'Scheduled',
  'directoryDiscovery.page.lastRun': 'Last run',
  'directoryDiscovery.page.nextRun': 'Next run',
  'directoryDiscovery.page.candidates': 'Candidate devices',
  // Run from device search (chosen)
  'directoryDiscovery.toolbar.label': 'Active Directory discovery',
  'directoryDiscovery.toolbar.button': 'AD discovery',
  'directoryDiscovery.toolbar.RUN_AD_DISCOVERY_JOB_ADHOC_DISCOVERY': 'Run ad hoc discovery job',
  'directoryDiscovery.toolbar.RUN_AD_DISCOVERY_JOB_SCHEDULED_DISCOVERY': 'Run scheduled discovery job now',
  'directoryDiscovery.run.queued': 'Discovery job started',

  // ── the cloud monitor dashboard (cloudMonitors.dashboard.*, .status.*) ──
  'cloudMonitors.status.PENDING': 'Pending',
  'cloudMonitors.status.UP': 'Up',
  'cloudMonitors.status.DOWN': 'Down',
  'cloudMonitors.dashboard.title': 'Cloud monitor',
  'cloudMonitors.dashboard.status': 'Status',
  'cloudMonitors.dashboard.target': 'Target',
  'cloudMonitors.dashboard.type': 'Type',
  'cloudMonitors.dashboard.frequencyLabel': 'Frequency',
  'cloudMonitors.dashboard.frequency': 'Every {{minutes}} min',
  'cloudMonitors.dashboard.lastRun': 'Last run',
  'cloudMonitors.dashboard.never': 'Not run yet',
  'cloudMonitors.dashboard.responseTime': 'Response time',
  'cloudMonitors.dashboard.responseTimeChart': 'Response time of the latest runs, in milliseconds',
  'cloudMonitors.dashboard.noData': 'No results yet',
  'cloudMonitors.dashboard.recentResults': 'Recent results',
  'cloudMonitors.dashboard.time': 'Time',
  'cloudMonitors.dashboard.result': 'Result',
  'cloudMonitors.dashboard.message': 'Message',
  'cloudMonitors.dashboard.activeAlerts': 'Active alerts',
  'cloudMonitors.dashboard.noAlerts': 'No active alerts',
  'cloudMonitors.dashboard.condition': 'Condition',
  'cloudMonitors.dashboard.severity': 'Severity',
  'cloudMonitors.dashboard.priority': 'Priority',
  'cloudMonitors.dashboard.raised': 'Raised',
  'cloudMonitors.dashboard.edit': 'Edit monitor',
  'cloudMonitors.dashboard.checkNow': 'Check now',
  'cloudMonitors.dashboard.checkQueued': 'The monitor will be checked in a moment.',
  'cloudMonitors.dashboard.loadError': 'Error loading the cloud monitor',
  'cloudMonitors.dashboard.disabled': 'Disabled',
  'cloudMonitors.systemPanel.title': 'Cloud monitor alerts',
  'cloudMonitors.systemPanel.empty': 'No active cloud monitor alerts',
  // ── the notification channels page (Apps › Notification channels) ──
  'notificationChannels.add': 'Add channel',
  'notificationChannels.edit': 'Edit',
  'notificationChannels.delete': 'Delete',
  'notificationChannels.save': 'Save',
  'notificationChannels.cancel': 'Cancel',
  'notificationChannels.addTitle': 'Add notification channel',
  'notificationChannels.editTitle': 'Edit notification channel',
  'notificationChannels.deleteTitle': 'Delete notification channel',
  'notificationChannels.deleteBody':
    'Delete the channel "{{name}}"? Monitor conditions that use it will no longer send to it.',
  'notificationChannels.empty': 'No notification channels yet.',
  'notificationChannels.column.name': 'Name',
  'notificationChannels.column.type': 'Type',
  'notificationChannels.column.target': 'Sends to',
  'notificationChannels.column.actions': 'Actions',
  'notificationChannels.field.name': 'Name',
  'notificationChannels.field.type': 'Type',
  'notificationChannels.field.recipients': 'Recipients',
  'notificationChannels.field.recipientsHint': 'Email addresses, separated by commas or new lines.',
  'notificationChannels.field.url': 'Webhook URL',
  'notificationChannels.field.urlHint': 'A JSON message is posted to this address.',
  // ── the device page's backup menu and its outcomes ──
  // Steps (002 §2.3)
  'backupWizards.restore.menu': 'Backup',
  'backupWizards.restore.sent': 'The restore was sent to the device',
  // Back up now and the device's backup runs (server texts and the dialog)
  'backupWizards.backupNow.menu': 'Back up now',
  'backupWizards.backupNow.sent': 'The backup was sent to the device',
  'backupWizards.rename.saved': 'Device renamed',

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

  // ── the unmanaged device dashboard (001 §2.4, chosen) ──
  'unmanaged.field.role': 'Role',
  'unmanaged.field.organization': 'Organization',
  'unmanaged.field.location': 'Location',
  // The device dashboard page (chosen)
  'unmanaged.dashboard.overview': 'Overview',
  'unmanaged.dashboard.notFound': 'This device does not exist or you cannot see it.',
  'unmanaged.dashboard.none': '—',
} as const;

/** The keys and default texts of {@link consolePageMessages}. */
type ConsolePageMessages = typeof consolePageMessages;

declare module '@console/core' {
  interface MessageCatalogue extends ConsolePageMessages {}
}
