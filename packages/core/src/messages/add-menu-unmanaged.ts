/**
 * The unmanaged device texts core and the server produce (000 §2.7, §5, §8): the validators'
 * messages and the CSV import's refusals and per-cell errors. `@console/add-menu` registers them
 * with its own section (`unmanagedMessages`).
 * @example unmanagedCoreMessages['unmanaged.import.invalidType']
 */
export const unmanagedCoreMessages = {
  'unmanaged.roleRequired': 'Select an unmanaged device role to continue',
  // Dates (000 §5.5; texts chosen)
  'unmanaged.invalidDate': 'Please enter a valid date',
  'unmanaged.endBeforeStart': 'The warranty end date cannot precede the start date',
  'unmanaged.import.chooseFile': 'Choose a .csv file',
  'unmanaged.import.errorsFound':
    '{{errorsCount}} error(s) found across {{rowsCount}} row(s). Resolve the errors and re-upload the CSV.',
  // CSV refusals (000 §5.5, §5.7; limits chosen: 10,000 rows, 5 MB, 100 columns)
  'unmanaged.import.invalidType': 'Invalid file type',
  'unmanaged.import.fileTooSmall': 'File too small',
  'unmanaged.import.fileTooLarge': 'File exceeds the limit of {{limit}} {{unit}}',
  'unmanaged.import.notText': 'The file is not a CSV text file.',
  'unmanaged.import.noRows': 'The file has no device rows.',
  'unmanaged.import.tooManyRows': 'The file has more than {{max}} rows. Split it into smaller files.',
  'unmanaged.import.tooManyColumns': 'Row {{row}} has more than {{max}} columns.',
  'unmanaged.import.missingColumn': 'The file has no "{{column}}" column. Download the template.',
  'unmanaged.import.malformed': 'Row {{row}} is not valid CSV: {{reason}}',
  // Per-cell errors (chosen)
  'unmanaged.cell.unknownOrganization': 'No organization with this name',
  'unmanaged.cell.unknownLocation': 'No location with this name in the organization',
  'unmanaged.cell.unknownUser': 'No user with this email',
  'unmanaged.cell.noPermission': 'You cannot create devices in this organization',
} as const;
