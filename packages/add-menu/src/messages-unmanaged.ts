/**
 * Unmanaged device texts of the Add menu (000 §2.12, §5.5, §8; 001 §2.4, §5, §8): the create form,
 * the CSV import and its preview (the validators' messages and the server's refusals are core's,
 * `unmanagedCoreMessages`). Keys are `unmanaged.<what>`. Texts marked
 * "chosen" are not given by the spec (the spec's own spelling is kept, 'succesfully' included).
 * @example unmanagedMessages['unmanaged.created'] // 'Unmanaged device created succesfully'
 */
export const unmanagedMessages = {
  'unmanaged.title': 'Add unmanaged device',
  'unmanaged.mode.import': 'Import from CSV',
  'unmanaged.mode.create': 'Create from scratch',
  'unmanaged.tab.role': 'Select role',
  'unmanaged.tab.info': 'Device information',
  'unmanaged.rolesError': 'Failed to retrieve node roles.',
  'unmanaged.noRoles': 'No unmanaged device roles are available. Ask an administrator to add one.',
  'unmanaged.field.name': 'Name',
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
  // CSV import (000 §2.12, §5.5; 001 §2.4, §5)
  'unmanaged.import.role': 'Device role',
  'unmanaged.import.addRole': 'Add',
  'unmanaged.import.changeRole': 'Change',
  'unmanaged.import.chooseRole': 'Choose a device role',
  'unmanaged.import.file': 'CSV file',
  'unmanaged.import.downloadTemplate': 'Download Template',
  'unmanaged.import.preview': 'Preview',
  'unmanaged.import.wizardTitle': 'Import Wizard (Preview)',
  'unmanaged.import.reupload': 'Re-upload',
  'unmanaged.import.close': 'Close',
  'unmanaged.import.rowNumber': 'Row',
  'unmanaged.import.discarded': 'If submitted, {{discardedRows}} row(s) will be discarded.',
  'unmanaged.import.totals': '{{totalRows}} row(s): {{validRows}} valid, {{invalidRows}} with errors',
  'unmanaged.import.uploadError': 'Error while uploading file',
  'unmanaged.import.saveError': 'Something went wrong. Please try again.',
  /** Chosen: the success message of a saved import (001 §4 "closes with a success message"). */
  'unmanaged.import.saved': '{{count}} unmanaged device(s) imported successfully',
} as const;

/** The keys and default texts of {@link unmanagedMessages}. */
type UnmanagedMessages = typeof unmanagedMessages;

declare module '@console/core' {
  interface MessageCatalogue extends UnmanagedMessages {}
}
