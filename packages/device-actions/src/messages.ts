import { deviceOperationCoreMessages } from '@console/core';

/**
 * Texts of the device operations, this package's own section of the message catalogue (002 §2.3,
 * §4.1, §4.5, §5.1, §5.7, §8; 000 §2.14, §4.7, §8). Keys are `deviceActions.<what>`, and
 * `deviceOps.<what>` for the operations' outcome texts. The rules' messages and the server's
 * answers are core's (`deviceOperationCoreMessages`). Texts the spec does not give are chosen
 * (packages/device-actions/README.md lists them). Components register the section themselves.
 * @example <ConsoleProvider sections={[deviceActionsMessages]} ...>
 */
export const deviceActionsMessages = {
  // ── the operations' outcomes (deviceOps.*) ──
  // Validation (002 §5.1, §5.2, §5.7)
  'deviceOps.validation.invalidValue': 'Please enter a valid value',
  // Maintenance (002 §8)
  'deviceOps.maintenance.failed': 'Something went wrong on our end. Please try again',
  'deviceOps.maintenance.disableFailed': 'Failed to disable maintenance.',
  // Device actions (002 §8)
  'deviceOps.action.sent': 'The action was sent successfully',
  'deviceOps.action.notSent': 'The action could not be sent',
  'deviceOps.action.error': 'There was an error, please try again',
  'deviceOps.action.disownError': 'Error disowning device',
  'deviceOps.action.renewError': 'Error sending the renew profile action',
  // Wake-on-LAN (000 §8)
  'deviceOps.wakeOnLan.failed': 'Something went wrong on our end. Try again in a moment.',

  // The action menu (000 §2.14, 002 §7)
  'deviceActions.menu.label': 'Actions',
  'deviceActions.menu.maintenance': 'Maintenance mode',
  'deviceActions.menu.configureMaintenance': 'Configure maintenance',
  'deviceActions.menu.disableMaintenance': 'Disable maintenance',
  'deviceActions.menu.reboot': 'Reboot',
  'deviceActions.menu.rebootNow': 'Reboot now',
  'deviceActions.menu.scheduleReboot': 'Schedule reboot',
  'deviceActions.menu.wakeOnLan': 'Wake-on-LAN',
  'deviceActions.menu.runAutomation': 'Run automation',
  'deviceActions.menu.osUpdate': 'OS update',
  'deviceActions.menu.softwareUpdate': 'Software update',
  'deviceActions.menu.remoteTools': 'Remote tools',
  'deviceActions.menu.commandLine': 'Command line',
  'deviceActions.menu.security': 'Security actions',
  'deviceActions.menu.syncPolicy': 'Sync policy',
  'deviceActions.menu.eraseDevice': 'Erase device',
  'deviceActions.menu.delete': 'Delete device',
  'deviceActions.toolbar.label': 'Actions for {{count}} selected device(s)',
  'deviceActions.toolbar.button': 'Actions',
  'deviceActions.toolbar.RUN_MAINTENANCE_CONFIGURE': 'Configure maintenance',
  'deviceActions.toolbar.RUN_MAINTENANCE_DISABLE': 'Disable maintenance',
  'deviceActions.toolbar.RUN_WAKE_ON_LAN': 'Wake-on-LAN',
  'deviceActions.commandLine.SYSTEM': 'As system',
  'deviceActions.commandLine.USER': 'As logged-in user',
  'deviceActions.commandLine.DEFAULT': 'Command prompt',
  'deviceActions.commandLine.DEFAULT64': 'Command prompt (64-bit)',
  'deviceActions.commandLine.POWERSHELL': 'PowerShell',
  'deviceActions.commandLine.POWERSHELL64': 'PowerShell (64-bit)',
  'deviceActions.commandLine.open': 'Open',
  'deviceActions.runAutomation.script': 'Script',
  'deviceActions.runAutomation.native': 'Native',
  'deviceActions.runAutomation.installApplication': 'Install application',
  'deviceActions.runAutomation.runApplication': 'Run application',
  'deviceActions.runAutomation.fileTransfer': 'File transfer',
  'deviceActions.runAutomation.fromPolicy': 'From policy',

  // Maintenance (002 §2.3, §4.1, §5.1)
  'deviceActions.maintenance.title': 'Enable maintenance mode',
  'deviceActions.maintenance.devices': '{{count}} device(s) selected',
  'deviceActions.maintenance.start': 'Start',
  'deviceActions.maintenance.startNow': 'Now',
  'deviceActions.maintenance.startAt': 'At',
  'deviceActions.maintenance.startTime': 'Start date and time',
  'deviceActions.maintenance.end': 'End',
  'deviceActions.maintenance.endNever': 'Never',
  'deviceActions.maintenance.endOn': 'On',
  'deviceActions.maintenance.endTime': 'End date and time',
  'deviceActions.maintenance.reason': 'Reason',
  'deviceActions.maintenance.suppress': 'Suppress during maintenance',
  'deviceActions.maintenance.option.NOTIFICATIONS': 'Notifications',
  'deviceActions.maintenance.option.ALERTS': 'Alerts',
  'deviceActions.maintenance.option.PATCHING': 'Patching',
  'deviceActions.maintenance.option.AVSCANS': 'AV scans',
  'deviceActions.maintenance.option.TASKS': 'Tasks',
  'deviceActions.maintenance.option.NOTIFICATION_CHANNELS': 'Notification channels',
  'deviceActions.maintenance.note': 'Some settings might not apply based on the device type.',
  'deviceActions.maintenance.submit': 'Enable',
  'deviceActions.maintenance.overrideTitle': 'Override maintenance mode?',
  'deviceActions.maintenance.overrideBody':
    'Some of the selected devices are already in maintenance mode. Their current maintenance settings will be replaced.',
  'deviceActions.maintenance.override': 'Override',
  'deviceActions.maintenance.disableTitle': 'Disable maintenance mode?',
  'deviceActions.maintenance.disableBody':
    'Maintenance mode ends now for the selected devices. Suppressed features resume.',
  'deviceActions.maintenance.disable': 'Disable',
  'deviceActions.maintenance.enabled': 'Maintenance mode enabled',
  'deviceActions.maintenance.disabled': 'Maintenance mode disabled',
  'deviceActions.maintenance.off': 'Not in maintenance',
  'deviceActions.maintenance.since': 'In maintenance since {{start}}',
  'deviceActions.maintenance.scheduled': 'Maintenance starts {{start}}',
  'deviceActions.maintenance.until': 'until {{end}}',

  // Scheduled reboot (002 §2.3, §3, §5.2)
  'deviceActions.reboot.title': 'Schedule reboot',
  'deviceActions.reboot.name': 'Reboot {{deviceName}}',
  'deviceActions.reboot.date': 'Date and time',
  'deviceActions.reboot.timeZone': 'Time zone',
  'deviceActions.reboot.skipIfOffline': 'Skip if the device is offline',
  'deviceActions.reboot.submit': 'Schedule',
  'deviceActions.reboot.scheduled': 'Reboot scheduled for {{time}}',
  'deviceActions.reboot.confirmNowTitle': 'Reboot now?',
  'deviceActions.reboot.confirmNowBody': '{{deviceName}} restarts now. Unsaved work on it is lost.',
  'deviceActions.reboot.confirmNow': 'Reboot',

  // Security actions (002 §2.3, §3, §4.5, §5.7, §7)
  'deviceActions.security.LOCK_DEVICE': 'Lock device',
  'deviceActions.security.RESET_PASSCODE_DEVICE': 'Reset passcode',
  'deviceActions.security.CLEAR_PASSCODE_DEVICE': 'Clear passcode',
  'deviceActions.security.DISOWN': 'Disown device',
  'deviceActions.security.RENEW_ENROLLMENT_PROFILE': 'Renew enrollment profile',
  'deviceActions.security.ERASE_DEVICE': 'Erase device',
  'deviceActions.security.SHUTDOWN_DEVICE': 'Shut down',
  'deviceActions.security.REBOOT_DEVICE': 'Reboot',
  'deviceActions.security.INSTALL_NINJA_AGENT': 'Install agent',
  'deviceActions.security.SYNC_POLICY': 'Sync policy',
  'deviceActions.security.confirm': 'Send {{action}} to {{deviceName}}?',
  'deviceActions.security.confirmMany': 'Send {{action}} to {{count}} devices?',
  'deviceActions.security.send': 'Send',
  'deviceActions.security.pin': 'PIN',
  'deviceActions.security.message': 'Message',
  'deviceActions.security.phoneNumber': 'Phone number',
  'deviceActions.security.newPasscode': 'New passcode',
  'deviceActions.security.confirmPasscode': 'Confirm passcode',
  'deviceActions.security.passcodeHistory': 'The passcode must not match any of the previous 10 passcodes.',
  'deviceActions.security.disownEmail': 'Enter your email address to confirm',
  'deviceActions.security.wipeExternalStorage': 'Also erase external storage',
  'deviceActions.security.obliteration': 'If erasing fails',
  'deviceActions.security.obliteration.DEFAULT': 'Default behavior',
  'deviceActions.security.obliteration.ALWAYS': 'Always obliterate',
  'deviceActions.security.obliteration.DO_NOT_OBLITERATE': 'Do not obliterate',
  'deviceActions.security.eraseConfirmTitle': 'Erase {{deviceName}}?',
  'deviceActions.security.cannotUndo': 'This action cannot be undone.',
  'deviceActions.security.erase': 'Erase',

  // Offline device (002 §4.5, §8)
  'deviceActions.offline.close': 'Close',

  // Wake-on-LAN (000 §4.7, §8)
  'deviceActions.wakeOnLan.title': 'Wake-on-LAN',
  'deviceActions.wakeOnLan.processing': 'Sending Wake-on-LAN packets...',
  'deviceActions.wakeOnLan.attempted': 'Attempted',
  'deviceActions.wakeOnLan.notAttempted': 'Not attempted',
  'deviceActions.wakeOnLan.more': '+{{count}} more',
  'deviceActions.wakeOnLan.none': 'None',
  'deviceActions.wakeOnLan.close': 'Close',

  // Organization deletion (002 §4.6)
  'deviceActions.deleteOrganization.title': 'Delete {{name}}?',
  'deviceActions.deleteOrganization.body':
    '{{name}}, its locations and its devices are removed from {{product}}. This action cannot be undone.',
  'deviceActions.deleteOrganization.warningTitle': 'Before you delete {{name}}',
  'deviceActions.deleteOrganization.continue': 'Continue',
  'deviceActions.deleteOrganization.backupTitle': 'Delete backup data permanently?',
  'deviceActions.deleteOrganization.backupBody':
    'The backup data of {{name}} is deleted permanently with it. Type DELETE to confirm.',
  'deviceActions.deleteOrganization.typed': 'Type DELETE',
  'deviceActions.deleteOrganization.delete': 'Delete',
  'deviceActions.deleteOrganization.loading': 'Checking what else is affected...',

  // A device's running jobs and their cancel (issue 13; texts chosen)
  'deviceActions.jobs.title': 'Running jobs',
  'deviceActions.jobs.loading': 'Loading jobs...',
  'deviceActions.jobs.none': 'No jobs are queued or running on this device.',
  'deviceActions.jobs.loadError': 'The jobs of this device could not be loaded.',
  'deviceActions.jobs.job': 'Job',
  'deviceActions.jobs.status': 'Status',
  'deviceActions.jobs.requestedBy': 'Requested by',
  'deviceActions.jobs.actions': 'Actions',
  'deviceActions.jobs.QUEUED': 'Queued',
  'deviceActions.jobs.RUNNING': 'Running',
  'deviceActions.jobs.CANCELLING': 'Cancelling...',
  'deviceActions.jobs.cancel': 'Cancel job',
  'deviceActions.jobs.cancelLabel': 'Cancel job: {{name}}',
  'deviceActions.jobs.confirmTitle': 'Cancel this job?',
  'deviceActions.jobs.confirmBody':
    '{{name}} is stopped: a queued job never starts, a running one is ended on the device with the programs it started.',
  'deviceActions.jobs.confirm': 'Cancel job',
  'deviceActions.jobs.keep': 'Keep running',
  'deviceActions.jobs.cancelled': 'The job was cancelled.',

  // Common
  'deviceActions.cancel': 'Cancel',
  'deviceActions.close': 'Close',
} as const;

/** The keys and default texts of {@link deviceActionsMessages}. */
type DeviceActionsMessages = typeof deviceActionsMessages;

declare module '@console/core' {
  interface MessageCatalogue extends DeviceActionsMessages {}
}

/** What the components register (`<MessageSection>`): their own texts and core's device operation texts. */
export const deviceActionsTexts = { ...deviceOperationCoreMessages, ...deviceActionsMessages } as const;
