/**
 * Device operation texts the server and the shared validators use (002 §5.1, §5.2, §5.7, §8):
 * maintenance, scheduled reboot, security actions, Wake-on-LAN. The dialogs' own texts live in
 * `@console/device-actions`. Texts marked "chosen" are not given by the spec.
 */
export const deviceOperationMessages = {
  // Validation (002 §5.1, §5.2, §5.7)
  'deviceOps.validation.futureDateTime': 'Date and time must be in the future',
  'deviceOps.validation.maintenanceMinimumGap': 'Minimum of 5 minutes required after Start date',
  'deviceOps.validation.endAfterStart': 'End date should be after Start date',
  'deviceOps.validation.maxLength': 'Must be at most {{max}} characters',
  'deviceOps.validation.pinRequired': 'A PIN is required',
  'deviceOps.validation.pinDigits': 'The PIN must be exactly 6 numerical digits',
  'deviceOps.validation.passcodeMinimum': 'Passcode must be a minimum of 4 characters',
  'deviceOps.validation.passcodeNumeric': 'Passcode must contain only numeric values',
  'deviceOps.validation.passcodeMismatch': 'Passcodes do not match',
  'deviceOps.validation.invalidValue': 'Please enter a valid value',
  // chosen: a reboot task is always run-once (002 §9)
  'deviceOps.validation.runOnce': 'A scheduled reboot runs once',
  // Maintenance (002 §8)
  'deviceOps.maintenance.failed': 'Something went wrong on our end. Please try again',
  'deviceOps.maintenance.disableFailed': 'Failed to disable maintenance.',
  // Device actions (002 §8)
  'deviceOps.action.sent': 'The action was sent successfully',
  'deviceOps.action.notSent': 'The action could not be sent',
  'deviceOps.action.error': 'There was an error, please try again',
  'deviceOps.action.disownError': 'Error disowning device',
  'deviceOps.action.renewError': 'Error sending the renew profile action',
  // No MDM connection (000 §8)
  'deviceOps.action.noAppleMdm': 'No Apple MDM connections configured.',
  'deviceOps.action.noAndroidMdm': 'No Android MDM connections configured.',
  // chosen: an action the device class does not support
  'deviceOps.action.unsupported': 'This action is not available for {{deviceName}}.',
  // chosen: the job names of device actions (activities)
  'deviceOps.job.reboot': 'User {{appUserName}} requested a reboot',
  'deviceOps.job.scheduledReboot': 'Scheduled reboot {{name}}',
  'deviceOps.job.securityAction': 'User {{appUserName}} requested {{action}}',
  'deviceOps.job.wakeOnLan': 'User {{appUserName}} requested Wake-on-LAN for {{count}} device(s)',
  // Wake-on-LAN (000 §8)
  'deviceOps.wakeOnLan.failed': 'Something went wrong on our end. Try again in a moment.',
} as const;
