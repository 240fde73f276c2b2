/**
 * Server-side texts of the record endpoints, deletion rules and protocol answers (002 §4.6, §5.8,
 * §7, §8; docs/protocol.md) that the `errors.*` section does not already hold. The server answers
 * them as `errorMessage`; a client may show them as they are. Keys are `records.<what>`. Texts
 * marked "chosen" are not given by the spec.
 */
export const recordMessages = {
  // Protocol answers (chosen)
  'records.unauthenticated': 'Sign in to continue.',
  'records.mfaRequired': 'Multi-factor authentication is required for this action.',
  'records.invalidPayload': 'The request is not valid.',
  'records.payloadTooLarge': 'The request is too large.',
  // Uniqueness (002 §5.9 wording reused for organizations; others chosen)
  'records.organizationNameInUse':
    'An Organization with this name already exists. Please choose a different name.',
  'records.nameInUse': 'This name is already in use. Please choose a different name.',
  // Deletion rules beyond 002 §5.8 (chosen)
  'records.roleInUse': "You can't delete a role that is assigned to {{count}} user(s).",
  'records.locationInUse': "You can't delete a location that still has {{count}} device(s).",
  'records.lastLocation': "You can't delete the last location of an organization.",
  'records.systemNodeRole': "Built-in device roles can't be changed.",
  // References (chosen)
  'records.invalidReference': 'The selected {{field}} does not exist.',
  'records.locationNotInOrganization': 'The location does not belong to the organization.',
  'records.roleClassMismatch': 'The role must belong to the same device class.',
  'records.unmanagedRoleRequired': 'Select an unmanaged device role to continue',
  'records.unknownPermission': 'Unknown permission {{type}} {{name}}.',
  'records.permissionScope': 'The permission {{type}} {{name}} cannot be limited by {{field}}.',
  'records.policyParentMismatch': 'The parent policy must target the same role.',
  'records.mdmRequired': 'Mobile device management is not enabled for this account.',
  // Organization delete warnings (002 §7; known code TICKETING_TICKET_OPEN; texts chosen)
  'records.warning.ticketOpen': 'This organization has {{count}} open ticket(s).',
  'records.warning.devices': 'This organization has {{count}} device(s). They will be deleted with it.',
  'records.warning.backupData': 'This organization has backup data.',
  // Jobs (002 §7)
  'records.job.adhocAutomation': 'User {{appUserName}} requested start of automation {{scriptName}}',
  // Automation library (001 §7.6: run-as choices per OS, rule refusals; chosen)
  'records.runAs.system': 'System',
  'records.runAs.loggedOnUser': 'Current Logged on User',
  'records.runAs.windowsLocalAdmin': 'Preferred Windows Local Admin',
  'records.runAs.windowsDomainAdmin': 'Preferred Windows Domain Admin',
  'records.runAs.macCredential': 'Preferred Mac Credential',
  'records.runAs.linuxCredential': 'Preferred Linux Credential',
  'records.runAsUnavailable': 'This Run as option is not available for the operating system.',
  'records.scriptCategoryInternal': "Built-in categories can't be changed.",
  'records.automationUnderReview': 'This automation is under review and cannot run yet.',
  'records.automationOwnForm': 'Save this type of automation with its own form.',
  'records.downloadLinkInvalid': 'This download link is not valid or has expired.',
} as const;
