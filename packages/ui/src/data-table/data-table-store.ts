/**
 * The data table's state and its transitions, free of React and of TanStack's runtime: the sort,
 * the column visibility, auto refresh and the page, with the rules that tie them together (a new
 * sort, search, column filter or host row filter goes back to page 1; new data alone keeps the page;
 * a page beyond the end moves to the last one), the settings each change persists, and the pure
 * helpers for the controlled column filters and selection. {@link useDataTable} runs
 * {@link dataTableReducer} with `useReducer`; node tests run it directly.
 */
import type { DataTableColumn, DataTableColumnFilters, DataTableScrollMode } from './data-table-types';
import {
  type DataTableSettings,
  type DataTableSettingsStorage,
  type DataTableSort,
  idsFromVisibility,
  sanitizeSort,
  visibilityFromIds,
  writeDataTableSetting,
} from './table-settings';

/** A new value, or a function of the previous one (TanStack's `Updater`). */
export type DataTableUpdater<T> = T | ((previous: T) => T);

/** Applies a {@link DataTableUpdater} to the previous value. */
export function applyUpdater<T>(updater: DataTableUpdater<T>, previous: T): T {
  return typeof updater === 'function' ? (updater as (previous: T) => T)(previous) : updater;
}

/** The page shown: 0-based index and rows per page. */
export interface DataTablePagination {
  /** 0-based page index. */
  pageIndex: number;
  /** Rows per page. */
  pageSize: number;
}

/**
 * What selects the rows of the table besides the sort: the set column filters (as
 * {@link columnFiltersKey}), the search text and the host's `rowFilter` (by identity).
 */
export interface DataTableRowSelector {
  /** {@link columnFiltersKey} of the column filters. */
  filtersKey: string;
  /** The search text as typed. */
  query: string;
  /** The host's row filter, compared by identity. */
  rowFilter: unknown;
}

/** The state {@link dataTableReducer} keeps (the controlled values live with the host). */
export interface DataTableStoreState {
  /** The sort (at most one entry: multi-sort is off). */
  sorting: DataTableSort[];
  /** Column id → visible; a missing id is visible. */
  columnVisibility: Record<string, boolean>;
  /** Whether auto refresh is on. */
  autoRefresh: boolean;
  /** The page. */
  pagination: DataTablePagination;
  /** What selected the rows the last time the page was checked (see the page reset rule). */
  selectedBy: DataTableRowSelector;
}

/** An event of {@link dataTableReducer}. */
export type DataTableStoreEvent =
  | { type: 'sortingChanged'; sorting: DataTableUpdater<DataTableSort[]> }
  | { type: 'visibilityChanged'; visibility: DataTableUpdater<Record<string, boolean>> }
  | { type: 'autoRefreshChanged'; on: boolean }
  | { type: 'paginationChanged'; pagination: DataTableUpdater<DataTablePagination> }
  | { type: 'pageSizeChanged'; pageSize: number }
  | { type: 'rowsSelected'; selectedBy: DataTableRowSelector }
  | { type: 'pageCountChanged'; pageCount: number };

/** What {@link initialDataTableState} starts from. */
export interface DataTableStoreInit<TData> {
  /** The columns. */
  columns: readonly DataTableColumn<TData>[];
  /** Ids of the sortable columns (stored sorts on other columns are dropped). */
  sortableIds: ReadonlySet<string>;
  /** The settings read back from storage. */
  stored: DataTableSettings;
  /** The sort used when none is stored. */
  defaultSort: readonly DataTableSort[];
  /** Auto refresh when nothing is stored. */
  defaultAutoRefresh: boolean;
  /** Rows per page. */
  pageSize: number;
  /** What selects the rows at first. */
  selectedBy: DataTableRowSelector;
}

/** The columns as the visibility helpers see them. */
export function hideInfoOf<TData>(
  columns: readonly DataTableColumn<TData>[],
): { id: string; hideable: boolean }[] {
  return columns.map((c) => ({ id: c.id, hideable: c.hideable ?? true }));
}

/**
 * The first state: the stored sort (else `defaultSort`) on sortable columns only, the stored
 * visible columns (else every column but the `defaultHidden` ones), the stored auto refresh (else
 * `defaultAutoRefresh`), page 1.
 */
export function initialDataTableState<TData>({
  columns,
  sortableIds,
  stored,
  defaultSort,
  defaultAutoRefresh,
  pageSize,
  selectedBy,
}: DataTableStoreInit<TData>): DataTableStoreState {
  return {
    sorting: sanitizeSort(stored.initialSortBy ?? defaultSort, sortableIds),
    columnVisibility: stored.visibleColumnsIds
      ? visibilityFromIds(stored.visibleColumnsIds, hideInfoOf(columns))
      : Object.fromEntries(columns.map((c) => [c.id, !(c.defaultHidden && (c.hideable ?? true))])),
    autoRefresh: stored.autoRefreshEnabled ?? defaultAutoRefresh,
    pagination: { pageIndex: 0, pageSize },
    selectedBy,
  };
}

function firstPage(state: DataTableStoreState): DataTablePagination {
  return state.pagination.pageIndex === 0 ? state.pagination : { ...state.pagination, pageIndex: 0 };
}

/**
 * The transitions. Returns the same object when nothing changes, so React can skip the render.
 * - `sortingChanged` sorts and goes back to page 1.
 * - `rowsSelected` goes back to page 1 when the filters, the search or the host row filter differ
 *   from the last ones (new data alone is no event, so a refresh keeps the page).
 * - `pageCountChanged` moves a page beyond the end to the last page.
 * - `pageSizeChanged` to another size starts again at page 1.
 */
export function dataTableReducer(
  state: DataTableStoreState,
  event: DataTableStoreEvent,
): DataTableStoreState {
  switch (event.type) {
    case 'sortingChanged': {
      const sorting = applyUpdater(event.sorting, state.sorting);
      const pagination = firstPage(state);
      return sorting === state.sorting && pagination === state.pagination
        ? state
        : { ...state, sorting, pagination };
    }
    case 'visibilityChanged': {
      const columnVisibility = applyUpdater(event.visibility, state.columnVisibility);
      return columnVisibility === state.columnVisibility ? state : { ...state, columnVisibility };
    }
    case 'autoRefreshChanged':
      return event.on === state.autoRefresh ? state : { ...state, autoRefresh: event.on };
    case 'paginationChanged': {
      const pagination = applyUpdater(event.pagination, state.pagination);
      return pagination === state.pagination ? state : { ...state, pagination };
    }
    case 'pageSizeChanged':
      return event.pageSize === state.pagination.pageSize
        ? state
        : { ...state, pagination: { pageIndex: 0, pageSize: event.pageSize } };
    case 'rowsSelected': {
      const previous = state.selectedBy;
      const next = event.selectedBy;
      if (
        previous.filtersKey === next.filtersKey &&
        previous.query === next.query &&
        previous.rowFilter === next.rowFilter
      ) {
        return state;
      }
      return { ...state, selectedBy: next, pagination: firstPage(state) };
    }
    case 'pageCountChanged': {
      const last = Math.max(0, event.pageCount - 1);
      return state.pagination.pageIndex > last
        ? { ...state, pagination: { ...state.pagination, pageIndex: last } }
        : state;
    }
  }
}

/**
 * Writes the settings that differ between two states (by identity): the sort as `initialSortBy`,
 * the visible column ids as `visibleColumnsIds`, auto refresh as `autoRefreshEnabled`.
 */
export function persistDataTableChanges(
  storage: DataTableSettingsStorage | null,
  tableId: string,
  previous: DataTableStoreState,
  next: DataTableStoreState,
  columnIds: readonly string[],
): void {
  if (next.sorting !== previous.sorting)
    writeDataTableSetting(storage, tableId, 'initialSortBy', next.sorting);
  if (next.columnVisibility !== previous.columnVisibility) {
    writeDataTableSetting(
      storage,
      tableId,
      'visibleColumnsIds',
      idsFromVisibility(next.columnVisibility, columnIds),
    );
  }
  if (next.autoRefresh !== previous.autoRefresh) {
    writeDataTableSetting(storage, tableId, 'autoRefreshEnabled', next.autoRefresh);
  }
}

/** Number of pages: 1 in the virtual mode, otherwise at least 1. */
export function dataTablePageCount(
  totalRows: number,
  pageSize: number,
  scrollMode: DataTableScrollMode,
): number {
  return scrollMode === 'virtual' ? 1 : Math.max(1, Math.ceil(totalRows / pageSize));
}

/**
 * The 1-based range of rows shown, for the footer's "from–to of total": every row in the virtual
 * mode, the page's rows otherwise, `0–0` without rows.
 */
export function dataTableRange(
  totalRows: number,
  pageIndex: number,
  pageSize: number,
  scrollMode: DataTableScrollMode,
): { from: number; to: number } {
  const virtual = scrollMode === 'virtual';
  const from = totalRows === 0 ? 0 : virtual ? 1 : pageIndex * pageSize + 1;
  const to = virtual ? totalRows : Math.min(totalRows, (pageIndex + 1) * pageSize);
  return { from, to };
}

/** No column filters. */
export const NO_COLUMN_FILTERS: DataTableColumnFilters = /* @__PURE__ */ Object.freeze({});

/**
 * A stable text for the filters that are set (columns in order, empty ones left out), so equal
 * filters from a host that rebuilds the object each render change nothing.
 */
export function columnFiltersKey(filters: DataTableColumnFilters): string {
  const entries = Object.keys(filters)
    .filter((id) => (filters[id]?.length ?? 0) > 0)
    .sort()
    .map((id) => [id, [...(filters[id] ?? [])]]);
  return JSON.stringify(entries);
}

/** The column filters of a {@link columnFiltersKey}, as TanStack's list of `{ id, value }`. */
export function columnFiltersFromKey(key: string): { id: string; value: string[] }[] {
  return (JSON.parse(key) as [string, string[]][]).map(([id, value]) => ({ id, value }));
}

/** The filters without the empty ones, as the plain record `onColumnFiltersChange` reports. */
export function cleanColumnFilters(filters: DataTableColumnFilters): Record<string, string[]> {
  const clean: Record<string, string[]> = {};
  for (const [id, values] of Object.entries(filters)) {
    if (values && values.length > 0) clean[id] = values.map(String);
  }
  return clean;
}

/**
 * The filters with one column's chosen values replaced (an empty list clears it); the same object
 * when the values are unchanged.
 */
export function withColumnFilter(
  previous: DataTableColumnFilters,
  columnId: string,
  values: readonly string[],
): DataTableColumnFilters {
  const current = previous[columnId] ?? [];
  if (current.length === values.length && current.every((value, i) => value === values[i])) {
    return previous;
  }
  const next = { ...cleanColumnFilters(previous) };
  if (values.length > 0) next[columnId] = values.map(String);
  else delete next[columnId];
  return next;
}

/**
 * The filters after a change made through TanStack's own API (`table.setColumnFilters`,
 * `column.setFilterValue`); the same object when the set filters are unchanged.
 */
export function withTanstackColumnFilters(
  previous: DataTableColumnFilters,
  updater: DataTableUpdater<{ id: string; value: unknown }[]>,
): DataTableColumnFilters {
  const list = applyUpdater(
    updater,
    Object.entries(cleanColumnFilters(previous)).map(([id, value]) => ({ id, value })),
  );
  const next: Record<string, string[]> = {};
  for (const { id, value } of list) {
    if (Array.isArray(value) && value.length > 0) next[id] = value.map(String);
  }
  return columnFiltersKey(next) === columnFiltersKey(previous) ? previous : next;
}

/** The selected ids as TanStack's selection record. */
export function selectionRecord(ids: readonly string[]): Record<string, true> {
  return Object.fromEntries(ids.map((id) => [id, true as const]));
}

/** The selected ids after a change to TanStack's selection record. */
export function withTanstackSelection(
  previous: readonly string[],
  updater: DataTableUpdater<Record<string, true>>,
): string[] {
  const record = applyUpdater(updater, selectionRecord(previous));
  return Object.keys(record).filter((id) => record[id]);
}

/**
 * The selection after the select-all checkbox: checked adds every row of `rows` that can be
 * selected; unchecked removes every row of `rows`. Other selected ids stay.
 * @example withRowsSelected(['a'], [{ id: 'b', getCanSelect: () => true }], true) // ['a', 'b']
 */
export function withRowsSelected(
  previous: readonly string[],
  rows: readonly { id: string; getCanSelect: () => boolean }[],
  checked: boolean,
): string[] {
  if (!checked) {
    const shown = new Set(rows.map((row) => row.id));
    return previous.filter((id) => !shown.has(id));
  }
  const next = new Set(previous);
  for (const row of rows) if (row.getCanSelect()) next.add(row.id);
  return [...next];
}
