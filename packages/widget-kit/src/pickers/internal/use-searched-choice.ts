import type { AnyEndpoint, EndpointInput, EndpointRef } from '@console/core';
import { useControllableState } from '@console/ui';
import { useMemo, useRef, useState } from 'react';
import { usePagedSearch } from './use-paged-search';

/** What {@link useSearchedChoice} returns. */
export interface SearchedChoice<T> {
  value: number | null;
  /** Choose by id (`null` clears). */
  setValue: (id: number | null) => void;
  /** The typed search text. */
  search: string;
  setSearch: (text: string) => void;
  /** The first page of matches, with the chosen item kept in while another search runs. */
  items: readonly T[];
  /** Every match on the server. */
  total: number;
  loading: boolean;
  error: boolean;
  /** Whether the server has matches beyond the pages loaded. */
  hasMore: boolean;
  /** Loads the next page of matches (when the list is scrolled to its end). */
  loadMore: () => void;
}

/**
 * One id chosen among the pages of a server search by name (organization and policy pickers;
 * `query(search, page)` builds one page's request). The input showing the chosen item's name is
 * not a search: it lists everything.
 */
export function useSearchedChoice<E extends AnyEndpoint, T extends { id: number; name: string }>(
  endpoint: EndpointRef<E>,
  query: (search: string | undefined, page: number) => EndpointInput<E>,
  options: {
    value?: number | null;
    defaultValue?: number | null;
    onValueChange?: (id: number | null, item: T | null) => void;
    enabled?: boolean;
  },
): SearchedChoice<T> {
  const chosen = useRef<T | null>(null);
  const [search, setSearch] = useState('');
  const searching = chosen.current && search === chosen.current.name ? '' : search;
  const page = usePagedSearch<E, T>(endpoint, query, searching, { enabled: options.enabled });
  const [value, setValueState] = useControllableState<number | null>({
    value: options.value,
    defaultValue: options.defaultValue ?? null,
    onChange: (id) => options.onValueChange?.(id, id === null ? null : chosen.current),
  });
  const known = page.items.find((item) => item.id === value);
  if (known) chosen.current = known;
  const items = useMemo(() => {
    const keep = chosen.current;
    return keep && keep.id === value && !page.items.some((item) => item.id === keep.id)
      ? [keep, ...page.items]
      : page.items;
  }, [page.items, value]);
  const setValue = (id: number | null) => {
    chosen.current = id === null ? null : (items.find((item) => item.id === id) ?? null);
    setValueState(id);
  };
  return {
    value,
    setValue,
    search,
    setSearch,
    items,
    total: page.total,
    loading: page.loading,
    error: page.error,
    hasMore: page.hasMore,
    loadMore: page.loadMore,
  };
}
