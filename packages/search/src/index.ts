/**
 * @console/search — global search for endpoint-management consoles (001 §2.1): the `GlobalSearch`
 * box with its popover, the `SearchResultsPage`, the headless `useGlobalSearch` hook, `mount()` for
 * hosts that are not React apps, and the pure rules (filters, shortcuts, grouping, destinations,
 * administration page matching) for partners who build their own view.
 * @packageDocumentation
 */

export { GlobalSearch, type GlobalSearchProps } from './global-search/global-search';
export {
  type GlobalSearchOption,
  type GlobalSearchState,
  type UseGlobalSearchOptions,
  useGlobalSearch,
} from './global-search/use-global-search';
export {
  type SearchResultsState,
  type UseSearchResultsOptions,
  useSearchResults,
} from './global-search/use-search-results';
export type { SearchReport } from './internal/report';
export {
  ADMIN_MATCH_OPTIONS,
  ADMIN_PAGE_FEATURE_FLAGS,
  ADMIN_PAGES,
  type AdminPageContext,
  type AdminPageDefinition,
  administrationPages,
  adminMatchScore,
  adminPageRules,
  createAdminPageMatcher,
  matchAdministrationPages,
} from './logic/admin-pages';
export {
  deviceDashboardRoute,
  kbDocumentRoute,
  policyEditorRoute,
  type ResultDestination,
  resultDestination,
} from './logic/destinations';
export {
  availableFilters,
  FILTER_RESULT_TYPES,
  filterLabelKey,
  isFilterAvailable,
  matchesAdministration,
  SEARCH_FILTERS,
  type SearchPermissions,
  serverResultTypes,
  toSearchFilter,
} from './logic/filters';
export {
  flattenGroups,
  type GroupedResults,
  type GroupResultsOptions,
  groupResults,
  isKnownResult,
  resultKey,
  type SearchResult,
} from './logic/grouping';
export { type EmptyResultHint, emptyResultHint, type HintContext, type HintLink } from './logic/hints';
export {
  DEFAULT_SKELETON_ROWS,
  POPOVER_ALERT_HEIGHT,
  POPOVER_HEIGHT,
  type PopoverState,
  type PopoverStateInput,
  popoverHeight,
  popoverState,
} from './logic/popover-state';
export {
  isEditorRoute,
  isSearchable,
  normalizeQuery,
  parseResultsPageParams,
  resultsPageRoute,
  SEARCH_MAX_LENGTH,
  SEARCH_RESULTS_PATH,
  type SlashKeyEvent,
  shouldFocusOnSlash,
} from './logic/query';
export { recentDeviceIds, recentResults, recentToResult, toRecentSearch } from './logic/recent';
export { type ParsedShortcut, parseShortcut, SHORTCUT_PREFIXES } from './logic/shortcuts';
export { type MountResultsPageProps, type MountSearchProps, mount, mountSearchResultsPage } from './mount';
export {
  type ResultsPageSearch,
  SearchResultsPage,
  type SearchResultsPageProps,
} from './results-page/search-results-page';
