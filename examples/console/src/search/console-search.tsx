import { GlobalSearch, parseResultsPageParams, SearchResultsPage } from '@console/search';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import * as styles from './console-search.css';

/**
 * The header's global search (001 §2.1). The console tells the widget its route so that `/`
 * stays off on editor pages; navigation goes through the ConsoleProvider's `navigate`.
 */
export function ConsoleSearch() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <div className={styles.slot}>
      <GlobalSearch currentRoute={pathname} />
    </div>
  );
}

/** `/search?searchValue={text}&searchFilter={filter}`: the validated URL parameters. */
export const validateResultsSearch = (search: Record<string, unknown>) => parseResultsPageParams(search);

/** The full results page; a new search or filter replaces the URL's parameters. */
export function ConsoleSearchResultsPage({
  search,
}: {
  search: { searchValue: string; searchFilter: string };
}) {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <SearchResultsPage
        search={search}
        onSearchChange={(next) => void navigate({ to: '/search', search: next })}
      />
    </main>
  );
}
