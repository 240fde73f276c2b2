import {
  isAbortError,
  routes,
  type SearchFilter,
  type SearchResultItem,
  type SearchResultType,
} from '@console/core';
import { endpointQueryKey, useCan, useConsole, useMessage } from '@console/core/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { SearchReport } from '../internal/report';
import { administrationPages, createAdminPageMatcher } from '../logic/admin-pages';
import { matchesAdministration, serverResultTypes } from '../logic/filters';
import { type GroupedResults, groupResults } from '../logic/grouping';
import { isSearchable, normalizeQuery } from '../logic/query';

/** Options of {@link useSearchResults}. */
export interface UseSearchResultsOptions {
  /** The text searched (already debounced by the caller). */
  query: string;
  filter: SearchFilter;
  /** The server's result limit: 50 in the popover, 500 on the results page (001 §9). */
  limit: number;
  /** Whether to search at all (e.g. the popover is open). @default true */
  enabled?: boolean;
  onReport: (report: SearchReport) => void;
}

/** What {@link useSearchResults} returns. */
export interface SearchResultsState {
  groups: GroupedResults;
  /** Number of results shown. */
  count: number;
  /** Waiting for the server's answer. */
  loading: boolean;
  /** The server's search failed (administration matches may still show). */
  failed: boolean;
  /** The default ticket board, for the Ticketing hint (from the answer). */
  defaultBoardId: number | null;
  /** Asks the server again. */
  retry: () => void;
}

const EMPTY: SearchResultItem[] = [];

/**
 * Runs a search: the server for the filter's types (POST /qsearch), the administration pages in
 * the browser (001 §4), merged and grouped into exact and suggested matches.
 */
export function useSearchResults({
  query,
  filter,
  limit,
  enabled = true,
  onReport,
}: UseSearchResultsOptions): SearchResultsState {
  const { client, session } = useConsole();
  const can = useCan();
  const t = useMessage();
  const reportRef = useRef(onReport);
  reportRef.current = onReport;
  const text = normalizeQuery(query);
  const searchable = enabled && isSearchable(text);

  const types: SearchResultType[] = useMemo(() => serverResultTypes(filter, can), [filter, can]);
  const askServer = searchable && types.length > 0;
  const body = { query: text, limit, filters: types };
  const server = useQuery({
    queryKey: endpointQueryKey(routes.search.query, { body }),
    queryFn: ({ signal }) => client.call(routes.search.query, { body }, { signal }),
    enabled: askServer,
    staleTime: 30_000,
    retry: false,
  });

  const pages = useMemo(
    () => administrationPages({ permissions: can, cloudEdition: session.division.cloudEdition }, t),
    [can, session.division.cloudEdition, t],
  );
  const matchPages = useMemo(() => createAdminPageMatcher(pages), [pages]);
  const adminMatches = useMemo(
    () => (searchable && matchesAdministration(filter) ? matchPages(text) : EMPTY),
    [searchable, filter, matchPages, text],
  );

  const data = askServer ? server.data : undefined;
  const { groups, unknown } = useMemo(() => {
    const unknownItems: SearchResultItem[] = [];
    const items = [...(data?.exact ?? EMPTY), ...(data?.suggested ?? EMPTY), ...adminMatches];
    const grouped = groupResults(items, { onUnknownType: (item) => unknownItems.push(item) });
    return { groups: grouped, unknown: unknownItems };
  }, [data, adminMatches]);

  useEffect(() => {
    // Reported once per answer.
    for (const item of unknown)
      reportRef.current({ kind: 'unknownResultType', type: item.type, id: item.id });
  }, [unknown]);

  const error = askServer && server.isError ? server.error : null;
  useEffect(() => {
    if (error && !isAbortError(error)) reportRef.current({ kind: 'searchFailed', error });
  }, [error]);

  return {
    groups,
    count: groups.exact.length + groups.suggested.length,
    loading: askServer && server.isPending,
    failed: !!error,
    defaultBoardId: data?.defaultBoardId ?? null,
    retry: () => void server.refetch(),
  };
}
