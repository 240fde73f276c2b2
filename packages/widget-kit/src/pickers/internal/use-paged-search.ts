import type { AnyEndpoint, EndpointInput, EndpointOutput, EndpointRef } from '@console/core';
import { useConsoleQuery } from '@console/core/react';
import { useEffect, useState } from 'react';

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
  items: readonly T[];
  /** Every match on the server (the list shows the first page of 50). */
  total: number;
  loading: boolean;
  error: boolean;
}

/**
 * The first page (50, 001 §9) of a paged picker endpoint, searched on the server by `search`
 * (debounced). The query goes through the contract's query helper, never `fetch`.
 */
export function usePagedSearch<E extends AnyEndpoint, T>(
  endpoint: EndpointRef<E>,
  query: (search: string | undefined) => EndpointInput<E>,
  search: string,
  options: { enabled?: boolean } = {},
): PagedSearch<T> {
  const settled = useDebounced(search.trim());
  const answer = useConsoleQuery(endpoint, query(settled === '' ? undefined : settled), {
    enabled: options.enabled ?? true,
    staleTime: 30_000,
    placeholderData: (previous: EndpointOutput<E> | undefined) => previous,
  });
  const page = answer.data as Paged<T> | undefined;
  return {
    items: page?.items ?? [],
    total: page?.total ?? 0,
    loading: answer.isLoading,
    error: answer.isError,
  };
}
