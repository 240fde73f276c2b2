/**
 * The result types each search filter searches (001 §2.1, §3): the one table the search widget
 * and the server's `POST /qsearch` both read. `all` is the union of the filters the user may use;
 * `administration` pages are matched in the browser, never by the server. (Plain literals, so
 * this file imports nothing: the schemas' `SearchFilter` and `SearchResultType` accept them.)
 * @example SEARCH_FILTER_RESULT_TYPES.ticketing // ['BOARD', 'TICKET']
 */
export const SEARCH_FILTER_RESULT_TYPES = {
  organizations: ['ORGANIZATION', 'LOCATION'],
  devices: ['DEVICE'],
  groups: ['GROUP'],
  policies: ['POLICY'],
  users: ['TECHNICIAN_USER', 'END_USER'],
  ticketing: ['BOARD', 'TICKET'],
  kb_document: ['KB_DOCUMENT'],
  checklist: ['CHECKLIST'],
  apps_and_services: ['APPS_AND_SERVICES'],
  administration: ['ADMINISTRATION'],
} as const;
