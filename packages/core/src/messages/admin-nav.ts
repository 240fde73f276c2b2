/**
 * Texts of the administration side navigation and of the administration pages (000 §2.1, 002 §2.1).
 * Keys are `adminNav.<tab>[.<subTab>[.<subSubTab>]]` for the entry name and the same key with
 * `Description` appended for the short description the page shows until its widget lands. Core's
 * admin page catalogue (`ADMIN_PAGES`) names its pages with them; search shows them as results.
 * The navigation's own texts (its label, collapse and expand) are the console's.
 */
export const adminNavMessages = {
  'adminNav.general': 'General',
  'adminNav.generalDescription': 'Account-wide settings, branding and activity configuration.',
  'adminNav.general.settings': 'Settings',
  'adminNav.general.settingsDescription':
    'Account-wide settings: time zone, language, session timeout and other defaults.',
  'adminNav.general.branding': 'Branding',
  'adminNav.general.brandingDescription':
    'The product name, logo, colours and website branding your technicians and end users see.',
  'adminNav.general.activities': 'Activities',
  'adminNav.general.activitiesDescription':
    'Which system activities are recorded and how long the activity log is kept.',

  'adminNav.users': 'Accounts',
  'adminNav.usersDescription': 'Technicians, end users, their roles, sign-in and contacts.',
  'adminNav.users.technicians': 'Technicians',
  'adminNav.users.techniciansDescription': 'The technicians of this account and their permissions.',
  'adminNav.users.technicianRoles': 'Technician roles',
  'adminNav.users.technicianRolesDescription':
    'Roles that bundle technician permissions by device class, organization and feature.',
  'adminNav.users.identityProviders': 'Identity providers',
  'adminNav.users.identityProvidersDescription':
    'Single sign-on identity providers, email domains and SCIM provisioning.',
  'adminNav.users.securitySettings': 'Security settings',
  'adminNav.users.securitySettingsDescription':
    'Password rules, multi-factor authentication and session policies.',
  'adminNav.users.endUsers': 'End users',
  'adminNav.users.endUsersDescription': 'End users who may reach their own devices and requests.',
  'adminNav.users.endUserRoles': 'End user roles',
  'adminNav.users.endUserRolesDescription': 'Permissions granted to end users through roles.',
  'adminNav.users.endUserCustomFields': 'End user custom fields',
  'adminNav.users.endUserCustomFieldsDescription': 'Custom fields recorded for each end user.',
  'adminNav.users.contacts': 'Contacts',
  'adminNav.users.contactsDescription': 'Contacts of your organizations who do not sign in.',

  'adminNav.apps': 'Apps',
  'adminNav.appsDescription': 'Installed apps, API access, notification channels and integrations.',
  'adminNav.apps.installed': 'Installed',
  'adminNav.apps.installedDescription':
    'Apps installed in this account: backup, documentation, MDM, PSA, remote support, ticketing.',
  'adminNav.apps.api': 'API',
  'adminNav.apps.apiDescription': 'Client applications, OAuth tokens and legacy API keys.',
  'adminNav.apps.api.client': 'Client App IDs',
  'adminNav.apps.api.clientDescription': 'Client applications allowed to call the public API.',
  'adminNav.apps.api.oauth': 'OAuth tokens',
  'adminNav.apps.api.oauthDescription': 'OAuth tokens issued to client applications.',
  'adminNav.apps.api.legacy': 'Legacy API keys',
  'adminNav.apps.api.legacyDescription': 'API keys of the legacy API.',
  'adminNav.apps.notificationChannels': 'Notification channels',
  'adminNav.apps.notificationChannelsDescription':
    'Email, SMS, webhook and chat channels that conditions notify.',
  'adminNav.apps.integrations': 'Integrations',
  'adminNav.apps.integrationsDescription':
    'Configuration of the connected PSA, ticketing, remote access, security and backup integrations.',
  'adminNav.apps.integrations.saasBackup': 'SaaS backup',
  'adminNav.apps.integrations.saasBackupDescription': 'Configuration of SaaS backup for this account.',

  'adminNav.devices': 'Devices',
  'adminNav.devicesDescription': 'Groups, device roles, custom fields, health status and caching.',
  'adminNav.devices.groups': 'Groups',
  'adminNav.devices.groupsDescription': 'Saved device searches shared as groups.',
  'adminNav.devices.roles': 'Roles',
  'adminNav.devices.rolesDescription': 'Device roles per device class, used by policies and permissions.',
  'adminNav.devices.deviceCustomFields': 'Device custom fields',
  'adminNav.devices.deviceCustomFieldsDescription': 'Custom fields recorded for each device.',
  'adminNav.devices.healthStatus': 'Health status',
  'adminNav.devices.healthStatusDescription': 'Which conditions make a device count as unhealthy.',
  'adminNav.devices.cache': 'Cache',
  'adminNav.devices.cacheDescription': 'Devices that cache patches and installers for their network.',

  'adminNav.library': 'Library',
  'adminNav.libraryDescription': 'Downloads, the SNMP library, automations and tags.',
  'adminNav.library.downloads': 'Downloads',
  'adminNav.library.downloadsDescription': 'Agent installers and tools to download.',
  'adminNav.library.snmpLibrary': 'SNMP library',
  'adminNav.library.snmpLibraryDescription': 'Custom SNMP OIDs and MIBs for network devices.',
  'adminNav.library.automation': 'Automation',
  'adminNav.library.automationDescription':
    'Scripts, application installs and runs, and file transfers shared across policies and tasks.',
  'adminNav.library.tags': 'Tags',
  'adminNav.library.tagsDescription': 'Tags that can be applied to devices.',

  'adminNav.customers': 'Organizations',
  'adminNav.customersDescription': 'Organizations, their locations and custom fields.',
  'adminNav.customers.organizations': 'Organizations',
  'adminNav.customers.organizationsDescription': 'The organizations (customers) you manage.',
  'adminNav.customers.organizationCustomFields': 'Organization custom fields',
  'adminNav.customers.organizationCustomFieldsDescription': 'Custom fields recorded for each organization.',
  'adminNav.customers.locationCustomFields': 'Location custom fields',
  'adminNav.customers.locationCustomFieldsDescription': 'Custom fields recorded for each location.',

  'adminNav.policies': 'Policies',
  'adminNav.policiesDescription':
    'Policies that define monitoring, patching and automation per device class.',
  'adminNav.policies.agent': 'Agent',
  'adminNav.policies.agentDescription': 'Policies for Windows, Mac and Linux devices with an agent.',
  'adminNav.policies.nms': 'NMS',
  'adminNav.policies.nmsDescription': 'Policies for network devices monitored through SNMP.',
  'adminNav.policies.virtualization': 'Virtualization',
  'adminNav.policies.virtualizationDescription': 'Policies for VMware and Hyper-V hosts and guests.',
  'adminNav.policies.mdm': 'MDM',
  'adminNav.policies.mdmDescription': 'Policies for Android and Apple mobile devices.',

  'adminNav.dynamicPolicies': 'Dynamic policies',
  'adminNav.dynamicPoliciesDescription': 'Rules that assign policies to devices automatically.',
  'adminNav.dynamicPolicies.targetRules': 'Target rules',
  'adminNav.dynamicPolicies.targetRulesDescription':
    'Rules that pick the devices a dynamic policy applies to.',

  'adminNav.tasks': 'Tasks',
  'adminNav.tasksDescription': 'Scheduled tasks that run automations on devices.',
} as const;
