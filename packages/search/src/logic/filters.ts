import type { MessageKey, SearchFilter, SearchResultType } from '@console/core';
import { SEARCH_FILTER_RESULT_TYPES, searchFilters } from '@console/core';

/**
 * The permission flags the filter rules read (001 §6). `createPermissions(session)` from
 * `@console/core` (or `useCan()`) fits.
 * @example const can: SearchPermissions = createPermissions(session);
 */
export interface SearchPermissions {
  /** A technician (end users get no administration pages). */
  readonly isTechnician: boolean;
  /** A system administrator. */
  readonly isSysadmin: boolean;
  /** Groups: a group-read capability (`SEARCH View` or `SEARCH FullAccess`). */
  readonly canViewGroups: boolean;
  /** Policies: read access to at least one policy. */
  readonly canReadAtLeastOnePolicy: boolean;
  /** Ticketing: enabled in settings and permission to view ticket navigation. */
  readonly canViewTicketing: boolean;
  /** KB Articles: the documentation knowledge base feature plus read permission. */
  readonly canReadKnowledgeBase: boolean;
  /** Checklists: the documentation checklist feature, permission and organization documentation. */
  readonly canViewChecklists: boolean;
  /** Documents: the knowledge base feature, apps-and-services permission and organization documentation. */
  readonly canViewAppsAndServices: boolean;
  /** The End Users hint link: end-user-sharing CRUD permission. */
  readonly canCRUDEndUserSharing: boolean;
  /** Administration › Organizations (a page rule). */
  readonly canViewAtLeastOneOrganization: boolean;
  /** Administration › General › activities (a page rule). */
  readonly canConfigureSystemActivities: boolean;
  /** Administration › General › branding (a page rule). */
  readonly canConfigureBranding: boolean;
  /** Administration › Library › Automation (a page rule). */
  readonly canReadAtLeastOneScript: boolean;
  /** Administration › Tasks (a page rule). */
  readonly canViewScheduledTasks: boolean;
  /** Whether a feature flag is on for the account. */
  hasFeature(flag: string): boolean;
}

/**
 * Every search filter of the dropdown, in order (001 §2.1).
 * @example SEARCH_FILTERS[0] // 'all'
 */
export const SEARCH_FILTERS: readonly SearchFilter[] = searchFilters;

/**
 * The result types each filter asks the server for: `SEARCH_FILTER_RESULT_TYPES` of
 * `@console/core`, the table the server reads too. `all` is the union of the available filters'
 * types; `administration` pages are matched in the browser (001 §4) and never asked for.
 * @example FILTER_RESULT_TYPES.ticketing // ['BOARD', 'TICKET']
 */
export const FILTER_RESULT_TYPES: Readonly<
  Record<Exclude<SearchFilter, 'all'>, readonly SearchResultType[]>
> = SEARCH_FILTER_RESULT_TYPES;

/**
 * Whether a filter is offered to this user (001 §6). All, Organizations, Devices, Users and
 * Administration have no rule in the spec and are always offered.
 * @example isFilterAvailable('groups', can) // can.canViewGroups
 */
export function isFilterAvailable(filter: SearchFilter, can: SearchPermissions): boolean {
  switch (filter) {
    case 'groups':
      return can.canViewGroups;
    case 'policies':
      return can.canReadAtLeastOnePolicy;
    case 'ticketing':
      return can.canViewTicketing;
    case 'kb_document':
      return can.canReadKnowledgeBase;
    case 'checklist':
      return can.canViewChecklists;
    case 'apps_and_services':
      return can.canViewAppsAndServices;
    default:
      return true;
  }
}

/**
 * The filters offered to this user, in dropdown order.
 * @example availableFilters(can) // ['all', 'organizations', 'devices', 'users', 'administration']
 */
export function availableFilters(can: SearchPermissions): SearchFilter[] {
  return SEARCH_FILTERS.filter((filter) => isFilterAvailable(filter, can));
}

/**
 * The result types a search under `filter` asks the server for: the filter's own types, or for
 * `all` those of every available filter. Never `ADMINISTRATION` (matched locally).
 * @example serverResultTypes('users', can) // ['TECHNICIAN_USER', 'END_USER']
 */
export function serverResultTypes(filter: SearchFilter, can: SearchPermissions): SearchResultType[] {
  const filters = filter === 'all' ? availableFilters(can) : [filter];
  return filters
    .flatMap((f) => (f === 'all' ? [] : FILTER_RESULT_TYPES[f]))
    .filter((type) => type !== 'ADMINISTRATION');
}

/**
 * Whether a search under `filter` matches administration pages (in the browser).
 * @example matchesAdministration('all') // true
 */
export function matchesAdministration(filter: SearchFilter): boolean {
  return filter === 'all' || filter === 'administration';
}

/**
 * The catalogue key of a filter's name.
 * @example t(filterLabelKey('kb_document')) // 'KB Articles'
 */
export function filterLabelKey(filter: SearchFilter): MessageKey {
  return `search.filter.${filter}` as MessageKey;
}

/**
 * A filter from an untrusted string (a URL parameter), falling back to `all` when it is unknown or
 * not available to this user.
 * @example toSearchFilter('devices', can) // 'devices'
 */
export function toSearchFilter(value: unknown, can?: SearchPermissions): SearchFilter {
  const filter = SEARCH_FILTERS.find((f) => f === value);
  if (!filter) return 'all';
  return can && !isFilterAvailable(filter, can) ? 'all' : filter;
}
