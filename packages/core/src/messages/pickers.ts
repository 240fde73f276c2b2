/**
 * Texts of the data-bound pickers of `@console/widget-kit` (001 §2.6, §5; 000 §2.8, §5.1, §5.4;
 * 002 §3 Credential, §4.3, §8 Credential form) and of the New Credential secure form the server
 * serves. Keys are `pickers.<picker>.<what>`.
 */
export const pickerMessages = {
  'pickers.required': 'Required',
  // ── organization and location (001 §5, §7.2) ────────────────────────────
  'pickers.organization.label': 'Organization',
  'pickers.organization.placeholder': 'Select organization',
  'pickers.organization.more': 'Showing {{shown}} of {{total}}. Type to search by name.',
  'pickers.organization.error': 'Error fetching organizations',
  'pickers.location.label': 'Location',
  'pickers.location.placeholder': 'Select location',
  'pickers.location.error': 'Error fetching credentials and locations',
  // ── device role (000 §2.8: node role, default Auto) ─────────────────────
  'pickers.deviceRole.label': 'Node role',
  'pickers.deviceRole.auto': 'Auto',
  'pickers.deviceRole.error': 'Error loading Device Roles',
  // ── role tree (000 §2.12, 001 §2.6) ─────────────────────────────────────
  'pickers.roleTree.label': 'Device roles',
  // ── policy (001 §7.2) ───────────────────────────────────────────────────
  'pickers.policy.label': 'Policy',
  'pickers.policy.placeholder': 'Select policy',
  'pickers.policy.error': 'Error fetching policies',
  // ── credentials (002 §3, §4.3, §8) ──────────────────────────────────────
  'pickers.credential.label': 'Credential',
  'pickers.credential.placeholder': 'Select credential',
  'pickers.credential.new': 'New Credential',
  'pickers.credential.edit': 'Edit Credential',
  'pickers.credential.created': 'Credential created',
  'pickers.credential.updated': 'Credential updated',
  'pickers.credential.saveError': 'Error saving credential',
  'pickers.credential.error': 'Error fetching credentials and locations',
  'pickers.credential.needsOrganization': 'Select an organization first',
  'pickers.credential.frameTitle': 'Credential form',
  'pickers.credential.type.BASIC': 'Basic',
  'pickers.credential.type.SNMPV1': 'SNMP v1',
  'pickers.credential.type.SNMPV2': 'SNMP v2',
  'pickers.credential.type.SNMPV12C': 'SNMP v1/v2c',
  'pickers.credential.type.SNMPV3': 'SNMP v3',
  'pickers.credential.type.TELNET_SSH': 'Telnet/SSH',
  // the secure form page (server-rendered)
  'pickers.credentialForm.name': 'Name',
  'pickers.credentialForm.type': 'Type',
  'pickers.credentialForm.username': 'Username',
  'pickers.credentialForm.password': 'Password',
  'pickers.credentialForm.community': 'Community string',
  'pickers.credentialForm.authProtocol': 'Authentication protocol',
  'pickers.credentialForm.authPassword': 'Authentication key',
  'pickers.credentialForm.privProtocol': 'Privacy protocol',
  'pickers.credentialForm.privPassword': 'Privacy key',
  'pickers.credentialForm.keepSecret': 'Leave empty to keep the current value',
  'pickers.credentialForm.save': 'Save',
  'pickers.credentialForm.saving': 'Saving',
  // ── script picker (moved from the automation library; 001 §2.7) ─────────
  'pickers.script.title': 'Select script',
  'pickers.script.tableLabel': 'Scripts',
  'pickers.script.empty': 'No scripts match',
  'pickers.script.error': 'Error fetching automations',
} as const;
