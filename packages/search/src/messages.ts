/**
 * Texts of global search, this package's own section of the message catalogue (001 §2.1, §3, §4,
 * §8, §9). Keys are `search.<what>`. The spec gives 'No results found', the filter names and the
 * match attribute names; the hints' wording is not shown and is chosen per filter (see
 * packages/search/README.md). The widget registers it (`<MessageSection>`); a host that shows
 * these texts elsewhere passes it to the ConsoleProvider's `sections`. Core keeps 'search.loading'.
 * @example <ConsoleProvider sections={[searchMessages]} ...>
 */
export const searchMessages = {
  'search.label': 'Search',
  'search.placeholder': 'Search',
  'search.shortcutHint': 'Press / to search',
  'search.resultsLabel': 'Search results',
  'search.recent': 'Recent searches',
  'search.noRecent': 'No recent searches',
  'search.exact': 'Exact matches',
  'search.suggested': 'Suggested matches',
  'search.noResults': 'No results found',
  'search.showAll': 'See all results for "{{query}}"',
  'search.resultCount': '{{count}} results',
  'search.resultCountOne': '1 result',
  'search.retry': 'Try again',

  'search.filter.label': 'Search filter',
  'search.filter.current': 'Filter: {{filter}}',
  'search.filter.remove': 'Remove filter {{filter}}',
  'search.filter.all': 'All',
  'search.filter.organizations': 'Organizations',
  'search.filter.devices': 'Devices',
  'search.filter.groups': 'Groups',
  'search.filter.policies': 'Policies',
  'search.filter.users': 'Users',
  'search.filter.ticketing': 'Ticketing',
  'search.filter.kb_document': 'KB Articles',
  'search.filter.checklist': 'Checklists',
  'search.filter.apps_and_services': 'Documents',
  'search.filter.administration': 'Administration',

  'search.type.POLICY': 'Policy',
  'search.type.GROUP': 'Group',
  'search.type.BOARD': 'Board',
  'search.type.TICKET': 'Ticket',
  'search.type.ORGANIZATION': 'Organization',
  'search.type.LOCATION': 'Location',
  'search.type.DEVICE': 'Device',
  'search.type.TECHNICIAN_USER': 'Technician',
  'search.type.END_USER': 'End user',
  'search.type.KB_DOCUMENT': 'KB Article',
  'search.type.CHECKLIST': 'Checklist',
  'search.type.APPS_AND_SERVICES': 'Document',
  'search.type.ADMINISTRATION': 'Administration',

  'search.attr.assignedUser': 'Assigned user',
  'search.attr.name': 'Name',
  'search.attr.email': 'Email',
  'search.attr.systemName': 'System name',
  'search.attr.friendlyName': 'Friendly name',
  'search.attr.dnsName': 'DNS name',
  'search.attr.serialNumber': 'Serial number',
  'search.attr.biosSerialNumber': 'BIOS serial number',
  'search.attr.lastLoggedInUser': 'Last logged-in user',
  'search.attr.publicIp': 'Public IP',
  'search.attr.ipAddress': 'IP address',
  'search.attr.macAddress': 'MAC address',
  'search.attr.serviceTag': 'Service tag',
  'search.attr.id': 'ID',

  'search.hint.all':
    'Check the spelling, or search by device name, IP or MAC address, serial number or user.',
  'search.hint.organizations': 'Check the spelling, or find the organization in the list of organizations.',
  'search.hint.organizationsLink': 'Go to Organizations',
  'search.hint.devices':
    'Search by name, IP or MAC address, serial number or last logged-in user, or browse all devices.',
  'search.hint.devicesLink': 'Go to Devices',
  'search.hint.groups': 'Check the spelling, or find the group in the list of groups.',
  'search.hint.groupsLink': 'Go to Groups',
  'search.hint.policies': 'Check the spelling, or find the policy in the list of policies.',
  'search.hint.policiesLink': 'Go to Policies',
  'search.hint.users': 'Search by name or email, or find the user in the list of users.',
  'search.hint.usersLink': 'Go to Technicians',
  'search.hint.endUsersLink': 'Go to End users',
  'search.hint.ticketing': 'Search by ticket subject or ticket number, or open the ticket board.',
  'search.hint.ticketingLink': 'Go to the ticket board',
  'search.hint.kb_document': 'Check the spelling, or browse the knowledge base.',
  'search.hint.kb_documentLink': 'Go to Knowledge Base',
  'search.hint.checklist':
    "Check the spelling, or open an organization's documentation to find its checklists.",
  'search.hint.apps_and_services':
    "Check the spelling, or open an organization's documentation to find its apps and services documents.",
  'search.hint.administration': 'Search by page name, such as Technicians, Policies or Branding.',

  'search.page.title': 'Search results',
  'search.page.resultsFor': 'Results for "{{query}}"',
  'search.page.enterQuery': 'Type a name, address, serial number or user to search.',
  'search.page.columnName': 'Name',
  'search.page.columnType': 'Type',
  'search.page.columnOrganization': 'Organization',
  'search.page.columnMatch': 'Matched on',
  'search.page.pagination': 'Pagination',
  'search.page.previous': 'Previous page',
  'search.page.next': 'Next page',
  'search.page.pageOf': 'Page {{page}} of {{pages}}',
} as const;

/** The keys and default texts of {@link searchMessages}. */
type SearchMessages = typeof searchMessages;

declare module '@console/core' {
  interface MessageCatalogue extends SearchMessages {}
}
