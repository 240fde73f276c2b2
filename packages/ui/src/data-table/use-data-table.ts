import { type RowData, type SortingState, useTable } from '@tanstack/react-table';
import { useCallback, useDeferredValue, useEffect, useMemo, useReducer, useRef } from 'react';
import { useControllableState } from '../internal/use-controllable-state';
import {
  type DataTableInstance,
  type DataTableRow,
  dataTableFeatures,
  dataTableSearchFilter,
  searchAnchorId,
  sortableColumnIds,
  toTanstackColumns,
} from './data-table-columns';
import {
  type DataTablePlainRow,
  filteredIndexes,
  plainColumnValues,
  plainRowAt,
  plainRowPosition,
  plainRowsSelection,
  searchTextOf,
  sortedIndexes,
  withPlainRowsSelected,
} from './data-table-plain-rows';
import {
  cleanColumnFilters,
  columnFiltersFromKey,
  columnFiltersKey,
  type DataTableRowSelector,
  type DataTableUpdater,
  dataTablePageCount,
  dataTableReducer,
  hideInfoOf,
  initialDataTableState,
  NO_COLUMN_FILTERS,
  persistDataTableChanges,
  selectionRecord,
  withColumnFilter,
  withRowsSelected,
  withTanstackColumnFilters,
  withTanstackSelection,
} from './data-table-store';
import type {
  DataTableColumn,
  DataTableColumnFilters,
  DataTableValue,
  UseDataTableOptions,
} from './data-table-types';
import { dataTableValueText } from './data-table-values';
import {
  defaultSettingsStorage,
  idsFromVisibility,
  readDataTableSettings,
  visibilityFromIds,
} from './table-settings';

export type { DataTableInstance, DataTableRow } from './data-table-columns';
export type { DataTablePlainRow } from './data-table-plain-rows';
export type {
  DataTableCellContext,
  DataTableColumn,
  DataTableColumnFilters,
  DataTableFilterOption,
  DataTableRowAction,
  DataTableScrollMode,
  DataTableValue,
  UseDataTableOptions,
} from './data-table-types';

// The virtual mode gives TanStack no data (it builds no row models) and the paged mode no order.
const NO_DATA: readonly never[] = Object.freeze([]);
const NO_ORDER = new Int32Array(0);

/** What {@link useDataTable} returns: the TanStack table plus the state a view needs. */
export interface DataTableModel<TData extends RowData> {
  /** The TanStack Table v9 instance. */
  table: DataTableInstance<TData>;
  /**
   * The TanStack rows of the current page (paged mode). Empty in the virtual mode, which builds no
   * TanStack row: read {@link DataTableModel.rowCount} and {@link DataTableModel.rowAt} there.
   */
  rows: DataTableRow<TData>[];
  /** Number of rows to render: the page's, or every filtered row in the virtual mode. */
  rowCount: number;
  /** The row to render at a 0-based position (of the page, or of every filtered row). */
  rowAt: (position: number) => DataTablePlainRow<TData> | undefined;
  /** The position of a row among the rows to render, or -1. */
  rowPosition: (rowId: string) => number;
  /** Whether a row can be selected (the table is selectable and the row not disabled). */
  canSelectRow: (row: TData) => boolean;
  /** Selects or deselects one row (a row that cannot be selected is not added). */
  setRowSelected: (rowId: string, row: TData, checked: boolean) => void;
  /** The distinct value texts of a column (its filter menu's choices when it has none of its own). */
  columnValues: (columnId: string) => string[];
  /** Rows after filters and search, before paging. */
  totalRows: number;
  /** Number of rows in `data`. */
  dataRows: number;
  /** The visible columns in order. */
  visibleColumns: DataTableColumn<TData>[];
  /** Ids of the visible columns. */
  visibleColumnIds: string[];
  /** Shows exactly these columns (columns that cannot hide stay). Persisted. */
  setVisibleColumnIds: (ids: string[]) => void;
  /** The sort. */
  sorting: SortingState;
  /** The search text as typed. */
  search: string;
  /** Changes the search text. */
  setSearch: (search: string) => void;
  /** The column filters that are set. */
  columnFilters: DataTableColumnFilters;
  /** Sets the chosen values of one column's filter (an empty array clears it). */
  setColumnFilter: (columnId: string, values: readonly string[]) => void;
  /** Ids of the selected rows. */
  selection: string[];
  /** Whether auto refresh is on. */
  autoRefresh: boolean;
  /** Turns auto refresh on or off. Persisted. */
  setAutoRefresh: (on: boolean) => void;
  /** 0-based page index (paged mode). */
  pageIndex: number;
  /** Number of pages (paged mode, at least 1). */
  pageCount: number;
  /** Rows per page. */
  pageSize: number;
  /** The reason a row is disabled, or `null`. */
  disabledReason: (row: TData) => string | null;
  /**
   * The select-all checkbox of the rows shown (the page, or every filtered row in the virtual
   * mode): all selectable rows selected, some selected, none selectable.
   */
  pageSelection: { all: boolean; some: boolean; none: boolean };
  /** Selects every selectable row shown, or deselects every row shown. */
  setAllRowsSelected: (checked: boolean) => void;
}

/**
 * The headless part of {@link DataTable}: TanStack Table v9 with sorting, a global text search,
 * multi-select column filters, column visibility, paging and selection, plus the persisted
 * per-table settings. For partners who render their own table.
 *
 * The page goes back to the first one when the sort, the search, the column filters or the
 * `rowFilter` change, but not when only `data` changes (a refresh keeps the page; a page beyond the
 * new end moves to the last one).
 *
 * @example
 * ```tsx
 * const model = useDataTable({ tableId: 'scripts', data, columns, getRowId: (s) => s.id });
 * model.rows.map((row) => <MyRow key={row.id} script={row.original} />);
 * ```
 */
export function useDataTable<TData extends RowData>({
  tableId,
  data,
  columns,
  getRowId,
  scrollMode = 'paged',
  pageSize = 50,
  selectable = false,
  selection,
  defaultSelection = [],
  onSelectionChange,
  getRowDisabledReason,
  search,
  defaultSearch = '',
  onSearchChange,
  columnFilters: columnFiltersProp,
  defaultColumnFilters = NO_COLUMN_FILTERS,
  onColumnFiltersChange: onColumnFiltersChangeProp,
  rowFilter,
  defaultSort = [],
  settingsStorage,
  onRefresh,
  autoRefreshInterval = 60_000,
  defaultAutoRefresh = false,
}: UseDataTableOptions<TData>): DataTableModel<TData> {
  const storage = settingsStorage === undefined ? defaultSettingsStorage() : settingsStorage;
  const storageRef = useRef(storage);
  storageRef.current = storage;

  const sortableIds = useMemo(() => sortableColumnIds(columns), [columns]);
  const hideInfo = useMemo(() => hideInfoOf(columns), [columns]);

  const [filters, setFilters] = useControllableState<DataTableColumnFilters>({
    value: columnFiltersProp,
    defaultValue: defaultColumnFilters,
    onChange: onColumnFiltersChangeProp
      ? (next) => onColumnFiltersChangeProp(cleanColumnFilters(next))
      : undefined,
  });
  const filtersKey = columnFiltersKey(filters);
  const columnFilters = useMemo(() => columnFiltersFromKey(filtersKey), [filtersKey]);
  const [query, setQuery] = useControllableState({
    value: search,
    defaultValue: defaultSearch,
    onChange: onSearchChange,
  });
  const deferredQuery = useDeferredValue(query);
  const [selectedIds, setSelectedIds] = useControllableState({
    value: selection,
    defaultValue: defaultSelection,
    onChange: onSelectionChange,
  });
  const rowSelection = useMemo(() => selectionRecord(selectedIds), [selectedIds]);

  // The sort, visibility, auto refresh and page (see data-table-store). The stored settings are
  // restored once, before the first paint.
  const selectedBy: DataTableRowSelector = { filtersKey, query, rowFilter };
  const [stored, dispatch] = useReducer(dataTableReducer, undefined, () =>
    initialDataTableState({
      columns,
      sortableIds,
      stored: readDataTableSettings(storage, tableId),
      defaultSort,
      defaultAutoRefresh,
      pageSize,
      selectedBy,
    }),
  );
  // Back to page 1 when what selects the rows changes (the sort resets in its own event). Applied
  // during render, so no frame shows the old page of the new rows. New `data` alone keeps the page.
  const state = dataTableReducer(stored, { type: 'rowsSelected', selectedBy });
  if (state !== stored) dispatch({ type: 'rowsSelected', selectedBy });
  const { sorting, columnVisibility, autoRefresh, pagination } = state;

  // Each change of a persisted setting is written once it is committed.
  const persisted = useRef(state);
  useEffect(() => {
    persistDataTableChanges(
      storageRef.current,
      tableId,
      persisted.current,
      state,
      hideInfo.map((c) => c.id),
    );
    persisted.current = state;
  });

  const disabledRef = useRef(getRowDisabledReason);
  disabledRef.current = getRowDisabledReason;
  const disabledReason = useCallback((row: TData) => disabledRef.current?.(row) || null, []);
  const getRowIdRef = useRef(getRowId);
  getRowIdRef.current = getRowId;

  const tanstackColumns = useMemo(() => toTanstackColumns(columns, sortableIds), [columns, sortableIds]);
  const globalFilterFn = useMemo(() => dataTableSearchFilter(columns), [columns]);
  const searchAnchor = searchAnchorId(columns);

  const setColumnFilter = useCallback(
    (columnId: string, values: readonly string[]) =>
      setFilters((previous) => withColumnFilter(previous, columnId, values)),
    [setFilters],
  );

  const setSearch = useCallback((next: string) => setQuery(next), [setQuery]);

  // The paged mode runs the host's filter first, on the data: TanStack's models (and its pages) see
  // only the rows it keeps. The virtual mode has no pages: it filters TanStack's rows afterwards, so
  // its row models are built once per `data` and a filter change costs one pass over the rows.
  const virtual = scrollMode === 'virtual';
  const filteredData = useMemo(
    () =>
      virtual ? (NO_DATA as unknown as TData[]) : rowFilter ? data.filter((row) => rowFilter(row)) : data,
    [data, rowFilter, virtual],
  );

  const table = useTable({
    features: dataTableFeatures(),
    columns: tanstackColumns,
    data: filteredData,
    getRowId: (row) => getRowId(row),
    state: {
      sorting,
      columnFilters,
      globalFilter: deferredQuery,
      columnVisibility,
      pagination,
      rowSelection,
    },
    onSortingChange: (updater) => dispatch({ type: 'sortingChanged', sorting: updater }),
    // For partners calling TanStack's own API (table.setColumnFilters, column.setFilterValue).
    onColumnFiltersChange: (updater) =>
      setFilters((previous) =>
        withTanstackColumnFilters(previous, updater as DataTableUpdater<{ id: string; value: unknown }[]>),
      ),
    onColumnVisibilityChange: (updater) => dispatch({ type: 'visibilityChanged', visibility: updater }),
    onPaginationChange: (updater) => dispatch({ type: 'paginationChanged', pagination: updater }),
    onRowSelectionChange: (updater) => setSelectedIds((previous) => withTanstackSelection(previous, updater)),
    onGlobalFilterChange: (updater: DataTableUpdater<string>) =>
      setSearch(typeof updater === 'function' ? updater(query) : updater),
    enableMultiSort: false,
    enableRowSelection: (row) => selectable && disabledReason(row.original) === null,
    globalFilterFn,
    getColumnCanGlobalFilter: (column) => column.id === searchAnchor,
    manualPagination: scrollMode === 'virtual',
    autoResetPageIndex: false,
  });

  const rows = table.getRowModel().rows;
  const canSelectRow = useCallback(
    (row: TData) => selectable && disabledReason(row) === null,
    [selectable, disabledReason],
  );

  // The virtual mode sorts and filters the plain data (see data-table-plain-rows): the sorted order
  // is kept per `data` and sort, so a filter change costs one pass over the rows.
  const sortedOrder = useMemo(
    () => (virtual ? sortedIndexes(data, columns, sorting) : NO_ORDER),
    [virtual, data, columns, sorting],
  );
  const searchText = useMemo(() => searchTextOf(columns), [columns]);
  const order = useMemo(
    () =>
      virtual
        ? filteredIndexes(data, sortedOrder, columns, {
            columnFilters,
            search: deferredQuery,
            searchText,
            rowFilter,
          })
        : NO_ORDER,
    [virtual, data, sortedOrder, columns, columnFilters, deferredQuery, searchText, rowFilter],
  );
  const totalRows = virtual ? order.length : table.getPrePaginatedRowModel().rows.length;
  const pageCount = dataTablePageCount(totalRows, pagination.pageSize, scrollMode);

  // The select-all checkbox's state: one pass over the rows shown (the page, or every filtered row
  // in the virtual mode) per change of the rows or the selection, not one per render.
  const pageSelection = useMemo(() => {
    if (virtual) return plainRowsSelection(data, order, selectedIds, getRowIdRef.current, canSelectRow);
    // Nothing selected: only whether any row can be selected (stops at the first).
    if (selectedIds.length === 0)
      return { all: false, some: false, none: !rows.some((row) => row.getCanSelect()) };
    const chosen = new Set(selectedIds);
    let canSelect = 0;
    let selectedCanSelect = 0;
    let anySelected = false;
    for (const row of rows) {
      const isSelected = chosen.has(row.id);
      anySelected ||= isSelected;
      if (!row.getCanSelect()) continue;
      canSelect += 1;
      if (isSelected) selectedCanSelect += 1;
    }
    const all = canSelect > 0 && selectedCanSelect === canSelect;
    return { all, some: anySelected && !all, none: canSelect === 0 };
  }, [virtual, data, order, rows, selectedIds, canSelectRow]);
  const shown = useRef({ rows, data, order, canSelectRow });
  shown.current = { rows, data, order, canSelectRow };
  const setAllRowsSelected = useCallback(
    (checked: boolean) =>
      setSelectedIds((previous) => {
        const now = shown.current;
        return virtual
          ? withPlainRowsSelected(
              previous,
              now.data,
              now.order,
              getRowIdRef.current,
              now.canSelectRow,
              checked,
            )
          : withRowsSelected(previous, now.rows, checked);
      }),
    [setSelectedIds, virtual],
  );
  const rowAt = useCallback(
    (position: number): DataTablePlainRow<TData> | undefined => {
      if (virtual) return plainRowAt(data, order, position, getRowIdRef.current);
      const row = rows[position];
      return row ? { id: row.id, original: row.original, index: position } : undefined;
    },
    [virtual, data, order, rows],
  );
  const rowPosition = useCallback(
    (rowId: string) =>
      virtual
        ? plainRowPosition(data, order, rowId, getRowIdRef.current)
        : rows.findIndex((row) => row.id === rowId),
    [virtual, data, order, rows],
  );
  const setRowSelected = useCallback(
    (rowId: string, row: TData, checked: boolean) =>
      setSelectedIds((previous) => {
        const has = previous.includes(rowId);
        if (checked === has || (checked && !shown.current.canSelectRow(row))) return previous;
        return checked ? [...previous, rowId] : previous.filter((id) => id !== rowId);
      }),
    [setSelectedIds],
  );
  const columnValues = useCallback(
    (columnId: string) => {
      const column = columns.find((c) => c.id === columnId);
      if (!column) return [];
      if (virtual) return plainColumnValues(data, column);
      const texts = new Set<string>();
      for (const key of table.getColumn(columnId)?.getFacetedUniqueValues().keys() ?? []) {
        const text = dataTableValueText(key as DataTableValue);
        if (text !== '') texts.add(text);
      }
      return [...texts].sort((a, b) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' }));
    },
    [columns, virtual, data, table],
  );

  // A page beyond the end (after filtering or new data) moves back to the last page.
  useEffect(() => {
    if (pagination.pageIndex > pageCount - 1) dispatch({ type: 'pageCountChanged', pageCount });
  }, [pagination.pageIndex, pageCount]);

  const currentPageSize = pagination.pageSize;
  useEffect(() => {
    if (currentPageSize !== pageSize) dispatch({ type: 'pageSizeChanged', pageSize });
  }, [pageSize, currentPageSize]);

  // Auto refresh.
  const refreshRef = useRef(onRefresh);
  refreshRef.current = onRefresh;
  const canRefresh = onRefresh !== undefined;
  useEffect(() => {
    if (!autoRefresh || !canRefresh) return;
    const timer = setInterval(() => refreshRef.current?.(), autoRefreshInterval);
    return () => clearInterval(timer);
  }, [autoRefresh, canRefresh, autoRefreshInterval]);

  const setAutoRefresh = useCallback((on: boolean) => dispatch({ type: 'autoRefreshChanged', on }), []);

  const visibleColumnIds = useMemo(
    () =>
      idsFromVisibility(
        columnVisibility,
        columns.map((c) => c.id),
      ),
    [columnVisibility, columns],
  );
  const visibleColumns = useMemo<DataTableColumn<TData>[]>(
    () => columns.filter((c) => columnVisibility[c.id] !== false),
    [columns, columnVisibility],
  );
  const setVisibleColumnIds = useCallback(
    (ids: string[]) => dispatch({ type: 'visibilityChanged', visibility: visibilityFromIds(ids, hideInfo) }),
    [hideInfo],
  );

  return {
    table,
    rows,
    rowCount: virtual ? order.length : rows.length,
    rowAt,
    rowPosition,
    canSelectRow,
    setRowSelected,
    columnValues,
    totalRows,
    dataRows: data.length,
    visibleColumns,
    visibleColumnIds,
    setVisibleColumnIds,
    sorting,
    search: query,
    setSearch,
    columnFilters: filters,
    setColumnFilter,
    selection: selectedIds,
    autoRefresh,
    setAutoRefresh,
    pageIndex: Math.min(pagination.pageIndex, pageCount - 1),
    pageCount,
    pageSize: pagination.pageSize,
    disabledReason,
    pageSelection,
    setAllRowsSelected,
  };
}
