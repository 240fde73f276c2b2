/**
 * Unmanaged device texts of the Add menu (000 §2.12, §5.5, §8; 001 §2.4, §5, §8): the create form,
 * the CSV import, its preview and the server's refusals. Keys are `unmanaged.<what>`. Texts marked
 * "chosen" are not given by the spec (the spec's own spelling is kept, 'succesfully' included).
 * @example unmanagedMessages['unmanaged.created'] // 'Unmanaged device created succesfully'
 */
export const unmanagedMessages = {
  'unmanaged.title': 'Add unmanaged device',
  'unmanaged.mode.import': 'Import from CSV',
  'unmanaged.mode.create': 'Create from scratch',
  'unmanaged.tab.role': 'Select role',
  'unmanaged.tab.info': 'Device information',
  'unmanaged.roleRequired': 'Select an unmanaged device role to continue',
  'unmanaged.rolesError': 'Failed to retrieve node roles.',
  'unmanaged.noRoles': 'No unmanaged device roles are available. Ask an administrator to add one.',
  'unmanaged.field.name': 'Name',
  'unmanaged.field.role': 'Role',
  'unmanaged.field.organization': 'Organization',
  'unmanaged.field.location': 'Location',
  'unmanaged.field.serialNumber': 'Serial Number',
  'unmanaged.field.assignedUser': 'Assigned User',
  'unmanaged.field.assignedUserNone': 'Not assigned',
  'unmanaged.field.warrantyStart': 'Warranty Start Date',
  'unmanaged.field.warrantyEnd': 'Warranty End Date',
  'unmanaged.save': 'Save',
  'unmanaged.cancel': 'Cancel',
  'unmanaged.back': 'Back',
  'unmanaged.next': 'Next',
  'unmanaged.created': 'Unmanaged device created succesfully',
  'unmanaged.createError': 'Error creating unmanaged device',
  // Dates (000 §5.5; texts chosen)
  'unmanaged.invalidDate': 'Please enter a valid date',
  'unmanaged.endBeforeStart': 'The warranty end date cannot precede the start date',
  // CSV import (000 §2.12, §5.5; 001 §2.4, §5)
  'unmanaged.import.role': 'Device role',
  'unmanaged.import.addRole': 'Add',
  'unmanaged.import.changeRole': 'Change',
  'unmanaged.import.chooseRole': 'Choose a device role',
  'unmanaged.import.file': 'CSV file',
  'unmanaged.import.chooseFile': 'Choose a .csv file',
  'unmanaged.import.downloadTemplate': 'Download Template',
  'unmanaged.import.preview': 'Preview',
  'unmanaged.import.wizardTitle': 'Import Wizard (Preview)',
  'unmanaged.import.reupload': 'Re-upload',
  'unmanaged.import.close': 'Close',
  'unmanaged.import.rowNumber': 'Row',
  'unmanaged.import.errorsFound':
    '{{errorsCount}} error(s) found across {{rowsCount}} row(s). Resolve the errors and re-upload the CSV.',
  'unmanaged.import.discarded': 'If submitted, {{discardedRows}} row(s) will be discarded.',
  'unmanaged.import.totals': '{{totalRows}} row(s): {{validRows}} valid, {{invalidRows}} with errors',
  'unmanaged.import.uploadError': 'Error while uploading file',
  'unmanaged.import.saveError': 'Something went wrong. Please try again.',
  /** Chosen: the success message of a saved import (001 §4 "closes with a success message"). */
  'unmanaged.import.saved': '{{count}} unmanaged device(s) imported successfully',
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
  // The device dashboard page (chosen)
  'unmanaged.dashboard.overview': 'Overview',
  'unmanaged.dashboard.notFound': 'This device does not exist or you cannot see it.',
  'unmanaged.dashboard.none': '—',
} as const;
