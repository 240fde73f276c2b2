/**
 * The backup wizards' texts core and the server produce (002 §5.11, §8): the shared validators'
 * per-field errors (chosen wording, listed in docs/backup-wizards.md; the spec gives 'A restore
 * destination is required'), the server's refusals and the restore job names.
 * `@console/monitor-wizards` registers them with its own section (`backupWizardMessages`).
 * @example backupWizardCoreMessages['backupWizards.restore.destinationRequired'] // 'A restore destination is required'
 */
export const backupWizardCoreMessages = {
  // Steps (002 §2.3)
  'backupWizards.validation.splitSizeRequired': 'Select a part size',
  // Per-field errors (002 §5.11: wording not shown, chosen)
  'backupWizards.validation.jobNameRequired': 'Enter a job name',
  'backupWizards.validation.jobNameTaken': 'A backup job with this name already exists',
  'backupWizards.validation.volumesRequired': 'Select at least one volume',
  'backupWizards.validation.volumeInvalid': 'Invalid volume: {{volume}}',
  'backupWizards.validation.pathRequired': 'Enter a path',
  'backupWizards.validation.pathInvalid':
    'Enter a full path (C:\\Backups, /var/backups, \\\\server\\share or //server/share)',
  'backupWizards.validation.windowsPathInvalid': 'Enter a full path (C:\\Backups or \\\\server\\share)',
  'backupWizards.validation.uncRequired': 'Enter a network path (\\\\server\\share or //server/share)',
  'backupWizards.validation.userRequired': 'Enter a user name',
  'backupWizards.validation.passwordRequired': 'Enter a password',
  'backupWizards.validation.passwordMismatch': 'The passwords do not match',
  'backupWizards.validation.commandTooLong': 'A command must be at most {{max}} characters',
  'backupWizards.validation.readOnly': 'This field cannot be changed after the job is created',
  'backupWizards.validation.folderTaken': 'This folder is already managed',
  'backupWizards.validation.nameRequired': 'Enter a name',
  'backupWizards.validation.nameTaken': 'This name is already in use',
  'backupWizards.validation.ftpPathInvalid': 'Enter an FTP address (ftp://host/path)',
  'backupWizards.validation.locationRequired': 'Select a location',
  'backupWizards.validation.daysRequired': 'Select at least one day',
  'backupWizards.validation.timeInvalid': 'Enter a time as HH:MM',
  'backupWizards.validation.stopBeforeStart': 'The stop time must be after the start time',
  'backupWizards.validation.dateRequired': 'Enter a date and time',
  'backupWizards.validation.applicationTaken': 'This application is already added',
  'backupWizards.validation.deviceNameTooLong': 'A device name must be at most {{max}} characters',
  // Restore (002 §3, §4.7, §8)
  'backupWizards.restore.destinationRequired': 'A restore destination is required',
  'backupWizards.restore.sourceRequired': 'Select a network location',
  'backupWizards.restore.pathsRequired': 'Select at least one file or folder',
  'backupWizards.restore.passphraseRequired': 'Enter the encryption passphrase',
  'backupWizards.restore.job.fileFolder': 'File and folder restore',
  'backupWizards.restore.job.bareMetal': 'Bare metal restore',
  'backupWizards.restore.job.virtualDisk': 'Virtual disk restore',
  'backupWizards.restore.job.physicalDisk': 'Physical disk restore',
  'backupWizards.restore.job.deleteFiles': 'Delete files',
  'backupWizards.restore.job.synchronize': 'Synchronize repository',
  'backupWizards.restore.jobName': 'User {{appUserName}} requested {{restoreName}}',
  'backupWizards.backupNow.jobNotFound': "This backup job is not in the device's policy",
  'backupWizards.backupNow.jobName': 'User {{appUserName}} requested a backup of {{jobName}}',
} as const;
