/**
 * Error catalogue texts that are not tied to one widget (000 §8, 001 §8, 002 §8), the messages of
 * the shared validation rules (000 §5, 002 §5) and the client's error model (docs/protocol.md).
 * Keys are `errors.<what>`. Texts marked "chosen" are not given by the spec.
 * @example errorMessages['errors.mfaVerification'] // 'Error during MFA code verification'
 */
export const errorMessages = {
  // Multi-factor (000 §8, 001 §8, 002 §8)
  'errors.mfaVerification': 'Error during MFA code verification',
  // Account switching (001 §8)
  'errors.switchAccount': 'Error during switching account',
  // Generic (001 §8, 002 §8, 000 §8, 002 §8 Maintenance)
  'errors.generic': 'Something went wrong. Please try again.',
  'errors.genericShort': 'Error',
  'errors.serverTryAgainInAMoment': 'Something went wrong on our end. Try again in a moment.',
  'errors.serverTryAgain': 'Something went wrong on our end. Please try again',
  // Permissions (000 §6)
  'errors.noPermission':
    'You do not have permission to take this action. Talk to your administrator to resolve this issue.',
  // Deletion blocks (002 §8, §5.8); the VM-monitor delegate wording is chosen (the spec paraphrases it)
  'errors.cannotDeleteOwnUser': "You can't delete your own user account.",
  'errors.cannotDeleteDefaultPolicy': "You can't delete a default policy.",
  'errors.cannotDeleteDefaultTicketTemplate': "You can't delete the default ticket template.",
  'errors.cannotDeleteVmMonitorDelegate':
    "You can't delete a VM monitor delegate. Remove its VM host first, then delete the device.",
  // Saves (002 §8)
  'errors.saveDevice': 'Error saving device',
  'errors.saveUser': 'Error creating/updating user',
  'errors.saveRecord': 'Error saving {{recordType}}',
  'errors.savePolicy': 'Error saving policy',
  'errors.policyNameInUse': 'A policy with this name already exists',
  'errors.fetchNodeRoles': 'Error fetching node roles',
  'errors.retrieveNodeRoles': 'Failed to retrieve node roles.',
  'errors.saveCredential': 'Error saving credential',
  // Loads (002 §8)
  'errors.fetchRuleset': 'Error fetching ruleset',
  'errors.boardsConfiguration': 'Error getting boards configuration',
  'errors.loadDeviceRoles': 'Error loading Device Roles',
  'errors.fetchOrganizations': 'Error fetching organizations',
  'errors.loadUsers': 'Failed to load Users',
  'errors.fetchCompanySites': 'Error fetching company sites',
  'errors.autoMapping': 'Error while auto mapping',
  'errors.refreshCompanySites': 'Error while refreshing company sites',
  'errors.saveDefaultTicketTemplate': 'Error saving default ticket template',
  'errors.fetchTicketTemplate': 'Error fetching ticket template',
  'errors.deleteTicketTemplate': 'Error deleting ticket template',
  'errors.createTestTicket': 'Error creating test ticket',
  'errors.fetchSetupValues': 'Error fetching setup values',
  'errors.saveTicketTemplate': 'Error saving ticket template',
  // Success and progress notices of the same catalogue (002 §8)
  'errors.saving': 'Saving...',
  'errors.dataDeleted': 'Data deleted successfully',
  'errors.testTicketSubmitted': 'Test ticket submitted for creation',
  // Offline device (002 §8)
  'errors.offlineDevice':
    "You can't connect or send commands to an offline device. This action requires {{deviceName}} to be online.",
  'errors.offlineDeviceTitle': '{{name}} is offline',
  'errors.offlineDeviceAnyDevice':
    "You can't connect or send commands to an offline device. This action requires the device to be online.",
  // Protocol answers without a spec text (chosen)
  'errors.sessionExpired': 'Your session has expired. Sign in again to continue.',
  'errors.csrfInvalid': 'Your session is out of date. Reload the page and try again.',
  'errors.notFound': "This item doesn't exist or was deleted.",
  'errors.rateLimited': 'Too many attempts. Wait a moment and try again.',
  'errors.network': "Can't reach the server. Check your connection and try again.",
  'errors.emailAlreadyInUse': 'This email address is already in use.',
  // Shared validation rules (000 §5.3, §5.6, §5.7, 002 §5.7)
  'errors.validation.required': 'Required',
  'errors.validation.invalidIps': 'Invalid IP(s): {{entries}}',
  'errors.validation.between': 'Must be between {{min}} and {{max}}',
  'errors.validation.invalidPhone': 'Invalid phone number',
  'errors.validation.invalidEmail': 'Please enter a valid email address',
  // Contract building blocks (chosen): bounded text, ids and JSON (issue 14)
  'errors.validation.maxLength': 'Must be at most {{max}} characters',
  'errors.validation.invalidCharacters': 'Contains characters that are not allowed',
  'errors.validation.wholeNumber': 'Must be a whole number',
  'errors.validation.positiveNumber': 'Must be a positive number',
  'errors.validation.tooDeep': 'Must be nested at most {{max}} levels deep',
  'errors.validation.tooLarge': 'Must be at most {{max}} characters long in total',
  'errors.validation.maxItems': 'Must have at most {{max}} items',
} as const;
