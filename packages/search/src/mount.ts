import { createMount, type MountedWidget, type MountProps } from '@console/widget-kit';
import { GlobalSearch, type GlobalSearchProps } from './global-search/global-search';
import { SearchResultsPage, type SearchResultsPageProps } from './results-page/search-results-page';

/** Props of {@link mount}: the host's values (client, session, navigate, theme, ...) plus the `GlobalSearch` props. */
export type MountSearchProps = MountProps<GlobalSearchProps>;

/** Props of {@link mountSearchResultsPage}: the host's values plus the `SearchResultsPage` props. */
export type MountResultsPageProps = MountProps<SearchResultsPageProps>;

/**
 * Mounts `GlobalSearch` into a plain element, for hosts that are not React apps. Import
 * `@console/ui/styles.css` and `@console/search/styles.css` once on the page.
 * @example
 * const search = mount(document.querySelector('#search')!, { client, session, navigate: (route) => open(route) });
 * search.update({ theme: 'dark' });
 * search.unmount();
 */
export const mount: (element: Element, props: MountSearchProps) => MountedWidget<MountSearchProps> =
  /* @__PURE__ */ createMount(GlobalSearch);

/**
 * Mounts `SearchResultsPage` into a plain element (a portal's own results view for Enter).
 * @example mountSearchResultsPage(el, { client, session, navigate, search: { searchValue: 'desk', searchFilter: 'all' } })
 */
export const mountSearchResultsPage: (
  element: Element,
  props: MountResultsPageProps,
) => MountedWidget<MountResultsPageProps> = /* @__PURE__ */ createMount(SearchResultsPage);
