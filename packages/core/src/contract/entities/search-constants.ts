/**
 * The search vocabulary and limits without zod (001 §2.1, §3, §5, §9), for widgets: the schemas in
 * `search.ts` are built from these lists.
 */

/** The SearchResultType values, as the schema's enum. */
export const SEARCH_RESULT_TYPE_VALUES = [
  'POLICY',
  'GROUP',
  'BOARD',
  'TICKET',
  'ORGANIZATION',
  'LOCATION',
  'DEVICE',
  'TECHNICIAN_USER',
  'END_USER',
  'KB_DOCUMENT',
  'CHECKLIST',
  'APPS_AND_SERVICES',
  'ADMINISTRATION',
] as const;
/** Every result type, in the order of 001 §3. */
export const searchResultTypes: (typeof SEARCH_RESULT_TYPE_VALUES)[number][] = [...SEARCH_RESULT_TYPE_VALUES];

/** The MatchAttribute values, as the schema's enum. */
export const MATCH_ATTRIBUTE_VALUES = [
  'assignedUser',
  'name',
  'email',
  'systemName',
  'friendlyName',
  'dnsName',
  'serialNumber',
  'biosSerialNumber',
  'lastLoggedInUser',
  'publicIp',
  'ipAddress',
  'macAddress',
  'serviceTag',
  'id',
] as const;
/** Every match attribute, in the order of 001 §3. */
export const matchAttributes: (typeof MATCH_ATTRIBUTE_VALUES)[number][] = [...MATCH_ATTRIBUTE_VALUES];

/** The SearchFilter values, as the schema's enum. */
export const SEARCH_FILTER_VALUES = [
  'all',
  'organizations',
  'devices',
  'groups',
  'policies',
  'users',
  'ticketing',
  'kb_document',
  'checklist',
  'apps_and_services',
  'administration',
] as const;
/** Every search filter, in the dropdown's order (001 §2.1). */
export const searchFilters: (typeof SEARCH_FILTER_VALUES)[number][] = [...SEARCH_FILTER_VALUES];

/** Search limits (001 §5, §9). */
export const SEARCH_INPUT_MAX = 1024;
/** The most results one search returns (001 §9). */
export const SEARCH_RESULT_LIMIT = 500;
/** The result limit of the popover's query (001 §9). */
export const SEARCH_POPOVER_LIMIT = 50;
/** How many recent searches the server keeps per user and division (chosen: 001 does not say). */
export const RECENT_SEARCH_LIMIT = 10;
/** The score of an exact match (001 §4). */
export const EXACT_SCORE = 100;
