/**
 * @console/search — global search for endpoint-management consoles (001 §2.1): the `GlobalSearch`
 * box with its popover, the `SearchResultsPage`, the headless `useGlobalSearch` and
 * `useSearchResults` hooks, `mount()` for hosts that are not React apps, and the rules a partner's
 * own view reuses (filters, shortcuts, destinations, administration pages, the results page route).
 * Everything else is internal.
 * @packageDocumentation
 */

// The components.
export { GlobalSearch, type GlobalSearchProps } from './global-search/global-search';
// The headless hooks, for a view of your own.
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
// The rules.
export { administrationPages } from './logic/admin-pages';
export { type ResultDestination, resultDestination } from './logic/destinations';
export { availableFilters, SEARCH_FILTERS, type SearchPermissions } from './logic/filters';
export type { SearchResult } from './logic/grouping';
export { parseResultsPageParams, resultsPageRoute } from './logic/query';
export { parseShortcut } from './logic/shortcuts';
export { searchMessages } from './messages';
// Hosts that are not React apps.
export { type MountResultsPageProps, type MountSearchProps, mount, mountSearchResultsPage } from './mount';
export {
  type ResultsPageSearch,
  SearchResultsPage,
  type SearchResultsPageProps,
} from './results-page/search-results-page';
