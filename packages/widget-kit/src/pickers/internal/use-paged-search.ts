import type { AnyEndpoint, CallArgs, EndpointInput, EndpointOutput, EndpointRef } from '@console/core';
import { endpointQueryKey, useConsole } from '@console/core/react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';

/** Pause after the last keystroke before the server is asked (001 §9: not shown; chosen). */
export const SEARCH_DEBOUNCE_MS = 250;

/** A text that follows `text` once it stopped changing for `delay` ms. */
export function useDebounced(text: string, delay = SEARCH_DEBOUNCE_MS): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    if (text === settled) return;
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, settled, delay]);
  return settled;
}

interface Paged<T> {
  items: T[];
  total: number;
}

/** What {@link usePagedSearch} answers. */
export interface PagedSearch<T> {
  /** Every page loaded so far, in order. */
  items: readonly T[];
  /** Every match on the server. */
  total: number;
  loading: boolean;
  error: boolean;
  /** Whether the server has matches beyond the pages loaded. */
  hasMore: boolean;
  /** Loads the next page (50, 001 §9) unless one is loading or none is left. */
  loadMore: () => void;
}

/**
 * The pages (50 each, 001 §9) of a paged picker endpoint, searched on the server by `search`
 * (debounced): the first page at once, the next one on `loadMore` (the list scrolled to its end).
 * `query(search, page)` builds the request of one page. The requests go through the console's
 * contract client, never `fetch`.
 */
export function usePagedSearch<E extends AnyEndpoint, T>(
  endpoint: EndpointRef<E>,
  query: (search: string | undefined, page: number) => EndpointInput<E>,
  search: string,
  options: { enabled?: boolean } = {},
): PagedSearch<T> {
  const { client } = useConsole();
  const settled = useDebounced(search.trim());
  const text = settled === '' ? undefined : settled;
  const answer = useInfiniteQuery({
    queryKey: [...endpointQueryKey(endpoint, query(text, 1)), 'pages'],
    queryFn: ({ pageParam, signal }) =>
      client.call(endpoint, ...([query(text, pageParam), { signal }] as CallArgs<E>)) as Promise<
        EndpointOutput<E> & Paged<T>
      >,
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
    },
    enabled: options.enabled ?? true,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  const pages = answer.data?.pages;
  const items = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = answer;
  return {
    items,
    total: pages?.[pages.length - 1]?.total ?? 0,
    loading: answer.isLoading,
    error: answer.isError,
    hasMore: hasNextPage,
    loadMore: () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
  };
}
