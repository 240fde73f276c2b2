import { adminNavMessages, SEARCH_RESULT_LIMIT, type SearchFilter } from '@console/core';
import { MessageSection, useCan, useConsole, useMessage } from '@console/core/react';
import {
  Banner,
  Button,
  ChevronDownIcon,
  Menu,
  MenuItemRadio,
  SearchIcon,
  Skeleton,
  useControllableState,
  visuallyHidden,
} from '@console/ui';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useOpenResult } from '../global-search/use-open-result';
import { useSearchResults } from '../global-search/use-search-results';
import { defaultReport, type SearchReport } from '../internal/report';
import { MatchText, resultContext, resultTypeLabelKey } from '../internal/result-text';
import * as shared from '../internal/shared.css';
import { availableFilters, filterLabelKey, toSearchFilter } from '../logic/filters';
import type { SearchResult } from '../logic/grouping';
import { emptyResultHint } from '../logic/hints';
import { DEFAULT_SKELETON_ROWS } from '../logic/popover-state';
import { isSearchable, normalizeQuery, SEARCH_MAX_LENGTH } from '../logic/query';
import { searchMessages } from '../messages';
import * as styles from './search-results-page.css';

/** The results page's skeleton rows: name, type and context bars. */
const RESULTS_SKELETON_BARS = ['30%', '12%', '20%'];

/** The page's search: the URL's `searchValue` and `searchFilter` (001 §2.1). */
export interface ResultsPageSearch {
  searchValue: string;
  /** A filter name; unknown or unavailable filters read as `all`. */
  searchFilter: SearchFilter | string;
}

/** Props of {@link SearchResultsPage}. */
export interface SearchResultsPageProps {
  /** The search shown (controlled), from the route's `searchValue` and `searchFilter`. */
  search?: ResultsPageSearch;
  /** The initial search when uncontrolled. @default { searchValue: '', searchFilter: 'all' } */
  defaultSearch?: ResultsPageSearch;
  /** Called when the user searches again or changes the filter; the host updates its URL. */
  onSearchChange?: (search: { searchValue: string; searchFilter: SearchFilter }) => void;
  /** Results per page. @default 50 */
  pageSize?: number;
  /** The server's result limit (001 §9). @default 500 */
  limit?: number;
  /** Skeleton rows while loading. @default 3 */
  skeletonRows?: number;
  /** Where opening a result goes. @default the ConsoleProvider's `navigate` */
  onNavigate?: (route: string) => void;
  /** Receives what search reports instead of showing. @default console.warn */
  onReport?: (report: SearchReport) => void;
  /** Extra class on the page root. */
  className?: string;
}

type Row = { kind: 'group'; group: 'exact' | 'suggested' } | { kind: 'result'; result: SearchResult };

/**
 * The full results page (`/search?searchValue={text}&searchFilter={filter}`, 001 §2.1): the same
 * filters, exact and suggested groups and destinations as the popover, with up to 500 results in
 * pages of 50.
 * @example
 * <SearchResultsPage search={{ searchValue, searchFilter }} onSearchChange={(next) => router.navigate({ to: '/search', search: next })} />
 */
export function SearchResultsPage(props: SearchResultsPageProps) {
  return (
    <MessageSection messages={searchMessages}>
      {/* Administration page results are named by the administration navigation's texts. */}
      <MessageSection messages={adminNavMessages}>
        <SearchResultsPageView {...props} />
      </MessageSection>
    </MessageSection>
  );
}

function SearchResultsPageView({
  search: controlledSearch,
  defaultSearch,
  onSearchChange,
  pageSize = 50,
  limit = SEARCH_RESULT_LIMIT,
  skeletonRows = DEFAULT_SKELETON_ROWS,
  onNavigate,
  onReport,
  className,
}: SearchResultsPageProps) {
  const t = useMessage();
  const can = useCan();
  const { navigate } = useConsole();
  const reportRef = useRef(onReport ?? defaultReport);
  reportRef.current = onReport ?? defaultReport;
  const report = (item: SearchReport) => reportRef.current(item);
  const go = (route: string) => (onNavigate ?? navigate)(route);

  const [current, setCurrent] = useControllableState<ResultsPageSearch>({
    value: controlledSearch,
    defaultValue: defaultSearch ?? { searchValue: '', searchFilter: 'all' },
  });
  const searchValue = normalizeQuery(current.searchValue);
  const filter = toSearchFilter(current.searchFilter, can);
  const filters = useMemo(() => availableFilters(can), [can]);
  const [draft, setDraft] = useState(current.searchValue);
  useEffect(() => setDraft(current.searchValue), [current.searchValue]);
  // The page number belongs to one search; a new search starts on page 1.
  const searchKey = `${filter}\u0000${searchValue}`;
  const [paging, setPaging] = useState({ key: searchKey, page: 1 });
  const page = paging.key === searchKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: searchKey, page: next });
  const [message, setMessage] = useState<string | null>(null);

  const change = (next: { searchValue: string; searchFilter: SearchFilter }) => {
    setMessage(null);
    setCurrent(next);
    onSearchChange?.(next);
  };

  const results = useSearchResults({ query: searchValue, filter, limit, onReport: report });
  const searchable = isSearchable(searchValue);
  const rows = useMemo(() => {
    const all = [...results.groups.exact, ...results.groups.suggested];
    return all;
  }, [results.groups]);
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const shownPage = Math.min(page, pages);
  const slice = rows.slice((shownPage - 1) * pageSize, shownPage * pageSize);
  const tableRows: Row[] = [];
  for (const [index, result] of slice.entries()) {
    const group = result.score >= 100 ? 'exact' : 'suggested';
    const previous = index > 0 ? slice[index - 1] : undefined;
    if (!previous || (previous.score >= 100 ? 'exact' : 'suggested') !== group)
      tableRows.push({ kind: 'group', group });
    tableRows.push({ kind: 'result', result });
  }

  const open = useOpenResult({ go, report, onMessage: setMessage });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    change({ searchValue: normalizeQuery(draft), searchFilter: filter });
  };

  const headingId = useId();
  const state = !searchable
    ? 'idle'
    : results.loading
      ? 'loading'
      : rows.length > 0
        ? 'results'
        : results.failed
          ? 'error'
          : 'empty';
  const hint = emptyResultHint(filter, {
    canCRUDEndUserSharing: can.canCRUDEndUserSharing,
    defaultBoardId: results.defaultBoardId,
  });
  const filterName = t(filterLabelKey(filter));

  return (
    <section
      className={[styles.page, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      data-state={state}
    >
      <header className={styles.header}>
        <h1 id={headingId} className={styles.title}>
          {t('search.page.title')}
        </h1>
        {searchable ? (
          <p className={styles.subtitle}>
            {t('search.page.resultsFor', { query: searchValue })}
            {state === 'results'
              ? ` · ${rows.length === 1 ? t('search.resultCountOne') : t('search.resultCount', { count: rows.length })}`
              : null}
          </p>
        ) : null}
      </header>
      <form className={styles.form} onSubmit={onSubmit} aria-label={t('search.label')}>
        <div className={styles.inputBox}>
          <SearchIcon size={16} aria-hidden="true" />
          <input
            type="search"
            className={styles.input}
            aria-label={t('search.label')}
            placeholder={t('search.placeholder')}
            maxLength={SEARCH_MAX_LENGTH}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Menu
          label={t('search.filter.label')}
          className={styles.filterMenu}
          values={{ filter }}
          onValuesChange={(values) => {
            const next = values.filter as SearchFilter;
            if (next && next !== filter) change({ searchValue: normalizeQuery(draft), searchFilter: next });
          }}
          trigger={
            <Button aria-label={t('search.filter.current', { filter: filterName })}>
              {t('search.filter.current', { filter: filterName })}
              <ChevronDownIcon aria-hidden="true" />
            </Button>
          }
        >
          {filters.map((f) => (
            <MenuItemRadio key={f} name="filter" value={f} hideOnSelect>
              {t(filterLabelKey(f))}
            </MenuItemRadio>
          ))}
        </Menu>
        <Button type="submit" variant="primary">
          {t('ui.search')}
        </Button>
      </form>
      {message ? <Banner tone="danger">{message}</Banner> : null}
      <div className={styles.panel}>
        {state === 'idle' ? <p className={styles.placeholder}>{t('search.page.enterQuery')}</p> : null}
        {state === 'loading' ? (
          <Skeleton rows={skeletonRows} bars={RESULTS_SKELETON_BARS} label={t('search.loading')} />
        ) : null}
        {state === 'empty' ? (
          <div className={styles.alert} role="alert" data-state="empty">
            <p className={styles.alertTitle}>{t('search.noResults')}</p>
            <p className={styles.alertText}>{t(hint.textKey)}</p>
            {hint.links.length > 0 ? (
              <div className={styles.alertLinks}>
                {hint.links.map((link) => (
                  <button
                    key={link.route}
                    type="button"
                    className={shared.linkButton}
                    onClick={() => go(link.route)}
                  >
                    {t(link.labelKey)}
                  </button>
                ))}
              </div>
            ) : null}
          </div>
        ) : null}
        {state === 'error' ? (
          <Banner
            tone="danger"
            actions={
              <button type="button" className={shared.linkButton} onClick={results.retry}>
                {t('search.retry')}
              </button>
            }
          >
            {t('errors.generic')}
          </Banner>
        ) : null}
        {state === 'results' ? (
          <>
            <table className={styles.table} aria-label={t('search.resultsLabel')}>
              <caption className={visuallyHidden}>
                {rows.length === 1
                  ? t('search.resultCountOne')
                  : t('search.resultCount', { count: rows.length })}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.headCell}>
                    {t('search.page.columnName')}
                  </th>
                  <th scope="col" className={styles.headCell}>
                    {t('search.page.columnType')}
                  </th>
                  <th scope="col" className={styles.headCell}>
                    {t('search.page.columnOrganization')}
                  </th>
                  <th scope="col" className={styles.headCell}>
                    {t('search.page.columnMatch')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {tableRows.map((row) =>
                  row.kind === 'group' ? (
                    <tr key={`group-${row.group}`}>
                      <th scope="colgroup" colSpan={4} className={styles.groupCell}>
                        {t(row.group === 'exact' ? 'search.exact' : 'search.suggested')}
                      </th>
                    </tr>
                  ) : (
                    <tr
                      key={`${row.result.type}:${row.result.id}`}
                      className={styles.row}
                      data-type={row.result.type}
                    >
                      <td className={styles.cell}>
                        <button
                          type="button"
                          className={styles.nameButton}
                          onClick={() => void open(row.result)}
                        >
                          {row.result.name}
                        </button>
                      </td>
                      <td className={styles.cell}>
                        <span className={shared.typeBadge}>{t(resultTypeLabelKey(row.result.type))}</span>
                      </td>
                      <td className={`${styles.cell} ${styles.muted}`}>{resultContext(row.result) ?? ''}</td>
                      <td className={`${styles.cell} ${styles.muted}`}>
                        <MatchText result={row.result} />
                      </td>
                    </tr>
                  ),
                )}
              </tbody>
            </table>
            {pages > 1 ? (
              <nav className={styles.pager} aria-label={t('search.page.pagination')}>
                <span aria-live="polite">{t('search.page.pageOf', { page: shownPage, pages })}</span>
                <Button size="sm" disabled={shownPage <= 1} onClick={() => setPage(shownPage - 1)}>
                  {t('search.page.previous')}
                </Button>
                <Button size="sm" disabled={shownPage >= pages} onClick={() => setPage(shownPage + 1)}>
                  {t('search.page.next')}
                </Button>
              </nav>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
