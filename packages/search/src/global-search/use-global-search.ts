import { isAbortError, routes, SEARCH_POPOVER_LIMIT, type SearchFilter } from '@console/core';
import { endpointQueryKey, useCan, useConsole } from '@console/core/react';
import { useControllableState } from '@console/ui/primitives';
import { useQuery } from '@tanstack/react-query';
import {
  type FocusEvent,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ChangeEvent as ReactChangeEvent,
  type MouseEvent as ReactMouseEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { defaultReport, type SearchReport } from '../internal/report';
import { useDebouncedValue } from '../internal/use-debounced-value';
import { availableFilters, isFilterAvailable } from '../logic/filters';
import { type GroupedResults, resultKey, type SearchResult } from '../logic/grouping';
import { type EmptyResultHint, emptyResultHint } from '../logic/hints';
import { DEFAULT_SKELETON_ROWS, type PopoverState, popoverState } from '../logic/popover-state';
import {
  isSearchable,
  normalizeQuery,
  resultsPageRoute,
  SEARCH_MAX_LENGTH,
  shouldFocusOnSlash,
} from '../logic/query';
import { recentDeviceIds, recentResults } from '../logic/recent';
import { parseShortcut } from '../logic/shortcuts';
import { useOpenResult } from './use-open-result';
import { useSearchResults } from './use-search-results';

/** Options of {@link useGlobalSearch} (also the props of `GlobalSearch`). */
export interface UseGlobalSearchOptions {
  /** The text in the box (controlled). */
  value?: string;
  /** The initial text when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called when the text changes (a shortcut prefix is removed from it first). */
  onValueChange?: (value: string) => void;
  /** The active filter (controlled). */
  filter?: SearchFilter;
  /** The initial filter when uncontrolled. @default 'all' */
  defaultFilter?: SearchFilter;
  /** Called when the filter changes: the dropdown, a shortcut prefix or removing the filter tag. */
  onFilterChange?: (filter: SearchFilter) => void;
  /** Whether the popover is open (controlled). */
  open?: boolean;
  /** The initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the popover opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Milliseconds between the last keystroke and the search (the spec does not give one).
   * @default 250
   */
  debounceMs?: number;
  /** The server's result limit for the popover (001 §9). @default 50 */
  limit?: number;
  /**
   * The host's current route. The `/` shortcut stays off on editor pages (`/editor/...`); the
   * widget never reads `window.location` itself.
   */
  currentRoute?: string;
  /** Whether `/` focuses the box (001 §2.1). @default true */
  slashShortcut?: boolean;
  /** Skeleton rows while loading. @default 3 */
  skeletonRows?: number;
  /**
   * Where opening a result or the results page goes. @default the ConsoleProvider's `navigate`
   */
  onNavigate?: (route: string) => void;
  /** Receives what search reports instead of showing (unknown result types, failed calls). @default console.warn */
  onReport?: (report: SearchReport) => void;
}

/** An option of the listbox: a result or a recent search, at its index in keyboard order. */
export interface GlobalSearchOption {
  result: SearchResult;
  index: number;
  /** The option element's id (for `aria-activedescendant`). */
  id: string;
}

/** What {@link useGlobalSearch} returns: state, actions and prop getters for a custom view. */
export interface GlobalSearchState {
  /** The text in the box. */
  value: string;
  setValue: (value: string) => void;
  filter: SearchFilter;
  setFilter: (filter: SearchFilter) => void;
  /** The filters this user is offered (001 §6). */
  filters: SearchFilter[];
  open: boolean;
  setOpen: (open: boolean) => void;
  /** What the popover shows. */
  state: PopoverState;
  /** Results (state `results`). */
  groups: GroupedResults;
  /** Recent searches (state `recent`). */
  recents: SearchResult[];
  /** Whether recent searches are still loading. */
  recentsLoading: boolean;
  /** The options in keyboard order: recents, or exact then suggested results. */
  options: GlobalSearchOption[];
  /** Index of the highlighted option, -1 for none. */
  activeIndex: number;
  setActiveIndex: (index: number) => void;
  /** The hint under 'No results found'. */
  hint: EmptyResultHint;
  /** Skeleton rows while loading. */
  skeletonRows: number;
  /** A message to show (e.g. the KB path lookup failed), or null. */
  message: string | null;
  /** Whether a search runs for the current text. */
  searchable: boolean;
  /** Opens a result (records it as a recent search first). */
  select: (result: SearchResult) => Promise<void>;
  /** Opens the full results page for the current text and filter (Enter). */
  submit: () => void;
  /** Goes to a route and closes the popover (the hint links). */
  go: (route: string) => void;
  /** Asks the server again after a failure. */
  retry: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
  rootRef: RefObject<HTMLDivElement | null>;
  ids: { input: string; listbox: string; popover: string; status: string };
  /** Whether an element (a portaled filter menu) counts as inside the widget. */
  registerInside: (selector: string) => void;
  getRootProps: () => {
    ref: RefObject<HTMLDivElement | null>;
    onBlur: (event: FocusEvent<HTMLDivElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  };
  getInputProps: () => InputHTMLAttributes<HTMLInputElement> & {
    ref: RefObject<HTMLInputElement | null>;
  };
  getListboxProps: () => HTMLAttributes<HTMLDivElement> & { id: string; role: 'listbox' };
  getOptionProps: (option: GlobalSearchOption) => HTMLAttributes<HTMLDivElement> & {
    id: string;
    role: 'option';
  };
}

/**
 * The headless global search: text, filter and open state, shortcut prefixes, the `/` key,
 * recent searches, debounced searching, administration page matching, grouping, keyboard
 * navigation and result destinations. `GlobalSearch` is its default view; a partner who wants
 * their own look spreads the prop getters on their own elements.
 * @example
 * const search = useGlobalSearch({ currentRoute });
 * <div {...search.getRootProps()}><input {...search.getInputProps()} /></div>
 */
export function useGlobalSearch(options: UseGlobalSearchOptions = {}): GlobalSearchState {
  const {
    debounceMs = 250,
    limit = SEARCH_POPOVER_LIMIT,
    currentRoute,
    slashShortcut = true,
    skeletonRows = DEFAULT_SKELETON_ROWS,
  } = options;
  const { client, navigate } = useConsole();
  const can = useCan();
  const reportRef = useRef(options.onReport ?? defaultReport);
  reportRef.current = options.onReport ?? defaultReport;
  const report = useCallback((item: SearchReport) => reportRef.current(item), []);
  const navigateRef = useRef(options.onNavigate ?? navigate);
  navigateRef.current = options.onNavigate ?? navigate;

  const [value, setValueState] = useControllableState({
    value: options.value,
    defaultValue: options.defaultValue ?? '',
    onChange: options.onValueChange,
  });
  const [filter, setFilterState] = useControllableState<SearchFilter>({
    value: options.filter,
    defaultValue: options.defaultFilter ?? 'all',
    onChange: options.onFilterChange,
  });
  const [open, setOpenState] = useControllableState({
    value: options.open,
    defaultValue: options.defaultOpen ?? false,
    onChange: options.onOpenChange,
  });
  const [activeIndex, setActiveIndex] = useState(-1);
  const [message, setMessage] = useState<string | null>(null);
  const filters = useMemo(() => availableFilters(can), [can]);
  const activeFilter: SearchFilter = isFilterAvailable(filter, can) ? filter : 'all';

  const inputRef = useRef<HTMLInputElement | null>(null);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const insideSelectors = useRef(new Set<string>());
  const baseId = useId();
  const ids = useMemo(
    () => ({
      input: `${baseId}-input`,
      listbox: `${baseId}-listbox`,
      popover: `${baseId}-popover`,
      status: `${baseId}-status`,
    }),
    [baseId],
  );

  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      if (!next) {
        setActiveIndex(-1);
        setMessage(null);
      }
    },
    [setOpenState],
  );
  const setValue = useCallback(
    (next: string) => {
      const text = next.slice(0, SEARCH_MAX_LENGTH);
      const shortcut = parseShortcut(text, can);
      if (shortcut) {
        setFilterState(shortcut.filter);
        setValueState(shortcut.text);
      } else {
        setValueState(text);
      }
      setActiveIndex(-1);
      setMessage(null);
    },
    [can, setFilterState, setValueState],
  );
  const setFilter = useCallback(
    (next: SearchFilter) => {
      setFilterState(next);
      setActiveIndex(-1);
    },
    [setFilterState],
  );

  // ── searching ──────────────────────────────────────────────────────────────
  const text = normalizeQuery(value);
  const searchable = isSearchable(text);
  const debounced = useDebouncedValue(text, debounceMs);
  const settled = debounced === text;
  const results = useSearchResults({
    query: debounced,
    filter: activeFilter,
    limit,
    enabled: open && searchable,
    onReport: report,
  });

  // ── recent searches ────────────────────────────────────────────────────────
  const showRecents = open && !searchable;
  const recentQuery = useQuery({
    queryKey: endpointQueryKey(routes.search.recent),
    queryFn: ({ signal }) => client.call(routes.search.recent, {}, { signal }),
    enabled: showRecents,
    retry: false,
  });
  const deviceIds = useMemo(() => recentDeviceIds(recentQuery.data ?? []), [recentQuery.data]);
  const deviceBody = { ids: deviceIds };
  const deviceQuery = useQuery({
    queryKey: endpointQueryKey(routes.search.deviceDetails, { body: deviceBody }),
    queryFn: ({ signal }) => client.call(routes.search.deviceDetails, { body: deviceBody }, { signal }),
    enabled: showRecents && deviceIds.length > 0,
    retry: false,
  });
  const recents = useMemo(
    () => recentResults(recentQuery.data ?? [], deviceIds.length > 0 ? deviceQuery.data?.nodes : []),
    [recentQuery.data, deviceQuery.data, deviceIds.length],
  );
  const recentsLoading = recentQuery.isPending || (deviceIds.length > 0 && deviceQuery.isPending);
  useEffect(() => {
    const error = recentQuery.error ?? deviceQuery.error;
    if (error && !isAbortError(error)) report({ kind: 'recentFailed', error });
  }, [recentQuery.error, deviceQuery.error, report]);

  // ── what the popover shows ─────────────────────────────────────────────────
  const loading = searchable && (!settled || results.loading);
  const state = popoverState({
    open,
    searchable,
    loading: showRecents ? false : loading,
    failed: results.failed,
    resultCount: results.count,
  });
  const listed: SearchResult[] = useMemo(() => {
    if (state === 'recent') return recents;
    if (state === 'results') return [...results.groups.exact, ...results.groups.suggested];
    return [];
  }, [state, recents, results.groups]);
  const optionList: GlobalSearchOption[] = useMemo(
    () =>
      listed.map((result, index) => ({
        result,
        index,
        id: `${baseId}-option-${index}-${resultKey(result).replace(/[^\w-]/g, '_')}`,
      })),
    [listed, baseId],
  );
  const activeOption = activeIndex >= 0 ? optionList[activeIndex] : undefined;
  const optionCount = optionList.length;
  useEffect(() => {
    // New options: nothing is highlighted until the user moves.
    setActiveIndex((index) => (index >= optionCount ? -1 : index));
  }, [optionCount]);
  useEffect(() => {
    // Keep the highlighted option in view while the arrows move through a long list.
    if (activeOption) document.getElementById(activeOption.id)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOption]);
  const hint = emptyResultHint(activeFilter, {
    canCRUDEndUserSharing: can.canCRUDEndUserSharing,
    defaultBoardId: results.defaultBoardId,
  });

  // ── actions ────────────────────────────────────────────────────────────────
  const go = useCallback(
    (route: string) => {
      // Leaving for a result, a hint's list or the results page: the box starts empty again and
      // gives focus back to the page, so `/` works there at once.
      setOpen(false);
      setValueState('');
      inputRef.current?.blur();
      navigateRef.current(route);
    },
    [setOpen, setValueState],
  );
  const select = useOpenResult({ go, report, onMessage: setMessage });
  const submit = useCallback(() => {
    if (!isSearchable(value)) return;
    go(resultsPageRoute(value, activeFilter));
  }, [value, activeFilter, go]);

  // ── the / shortcut (001 §2.1) ───────────────────────────────────────────────
  useEffect(() => {
    if (!slashShortcut) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!shouldFocusOnSlash(event, currentRoute)) return;
      event.preventDefault();
      inputRef.current?.focus();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [slashShortcut, currentRoute, setOpen]);

  // ── closing on outside pointer ─────────────────────────────────────────────
  const isInside = useCallback((node: EventTarget | null) => {
    if (!(node instanceof Node)) return false;
    if (rootRef.current?.contains(node)) return true;
    const element = node instanceof Element ? node : node.parentElement;
    for (const selector of insideSelectors.current) if (element?.closest(selector)) return true;
    return false;
  }, []);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!isInside(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, isInside, setOpen]);

  const move = (delta: number) => {
    if (optionCount === 0) return;
    setActiveIndex((index) => {
      if (index < 0) return delta > 0 ? 0 : optionCount - 1;
      return (index + delta + optionCount) % optionCount;
    });
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        else move(-1);
        break;
      case 'Enter':
        if (event.nativeEvent.isComposing) return;
        event.preventDefault();
        if (open && activeOption) void select(activeOption.result);
        else submit();
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        } else if (value) {
          event.preventDefault();
          setValue('');
        }
        break;
      case 'Backspace':
        if (value === '' && activeFilter !== 'all') setFilter('all');
        break;
    }
  };

  const registerInside = useCallback((selector: string) => {
    insideSelectors.current.add(selector);
  }, []);

  return {
    value,
    setValue,
    filter: activeFilter,
    setFilter,
    filters,
    open,
    setOpen,
    state,
    groups: results.groups,
    recents,
    recentsLoading,
    options: optionList,
    activeIndex,
    setActiveIndex,
    hint,
    skeletonRows,
    message,
    searchable,
    select,
    submit,
    go,
    retry: results.retry,
    inputRef,
    rootRef,
    ids,
    registerInside,
    getRootProps: () => ({
      ref: rootRef,
      onBlur: (event) => {
        if (!open || isInside(event.relatedTarget)) return;
        // Focus left the widget (Tab, a click elsewhere): close.
        if (event.relatedTarget) setOpen(false);
      },
      onKeyDown: (event) => {
        // Escape anywhere in the popover closes it and returns focus to the box. Events from the
        // portaled filter menu bubble here through React; the menu handles its own Escape.
        if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
        if (!rootRef.current?.contains(event.target as Node)) return;
        event.preventDefault();
        setOpen(false);
        inputRef.current?.focus();
      },
    }),
    getInputProps: () => ({
      ref: inputRef,
      id: ids.input,
      type: 'text',
      role: 'combobox',
      value,
      maxLength: SEARCH_MAX_LENGTH,
      autoComplete: 'off',
      spellCheck: false,
      'aria-autocomplete': 'list',
      'aria-expanded': open,
      'aria-controls': open ? ids.popover : undefined,
      'aria-activedescendant': open && activeOption ? activeOption.id : undefined,
      'aria-describedby': ids.status,
      onChange: (event: ReactChangeEvent<HTMLInputElement>) => {
        setValue(event.target.value);
        if (!open) setOpen(true);
      },
      onFocus: () => {
        if (!open) setOpen(true);
      },
      onClick: () => {
        if (!open) setOpen(true);
      },
      onKeyDown: onInputKeyDown,
    }),
    getListboxProps: () => ({
      id: ids.listbox,
      role: 'listbox',
    }),
    getOptionProps: (option) => ({
      id: option.id,
      role: 'option',
      'aria-selected': option.index === activeIndex,
      'data-active': option.index === activeIndex ? '' : undefined,
      // Keep focus in the box: the option is chosen by click, not focused.
      onMouseDown: (event: ReactMouseEvent) => event.preventDefault(),
      onMouseMove: () => {
        if (activeIndex !== option.index) setActiveIndex(option.index);
      },
      onClick: () => void select(option.result),
    }),
  };
}
