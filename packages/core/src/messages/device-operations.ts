/**
 * The device operations' texts core and the server produce (002 §5.1, §5.2, §5.7, §9; 000 §8): the
 * shared validators' messages, the refusals when no MDM connection or no support exists, and the job
 * names of device actions (activities). `@console/device-actions` registers them with its own
 * section (`deviceActionsMessages`).
 * @example deviceOperationCoreMessages['deviceOps.validation.pinRequired'] // 'A PIN is required'
 */
export const deviceOperationCoreMessages = {
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
  // chosen: a reboot task is always run-once (002 §9)
  'deviceOps.validation.runOnce': 'A scheduled reboot runs once',
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
} as const;
