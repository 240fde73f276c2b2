import {
  type ColumnDef,
  type ColumnFiltersState,
  type ColumnVisibilityState,
  columnFacetingFeature,
  columnFilteringFeature,
  columnVisibilityFeature,
  createFacetedRowModel,
  createFacetedUniqueValues,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  type FilterFn,
  functionalUpdate,
  globalFilteringFeature,
  type PaginationState,
  type ReactTable,
  type Row,
  type RowData,
  type RowSelectionState,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  type SortFn,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useControllableState } from '../internal/use-controllable-state';
import {
  type DataTableSettingsStorage,
  type DataTableSort,
  defaultSettingsStorage,
  idsFromVisibility,
  readDataTableSettings,
  sanitizeSort,
  visibilityFromIds,
  writeDataTableSetting,
} from './table-settings';

/** A cell value the table can sort, filter and search: what a column's `accessor` returns. */
export type DataTableValue = string | number | boolean | Date | null | undefined;

/** What a column's `cell` renderer receives. */
export interface DataTableCellContext<TData> {
  /** The row's data. */
  row: TData;
  /** The row's id (`getRowId`). */
  rowId: string;
  /** The column's value for the row (`accessor`), `undefined` without an accessor. */
  value: DataTableValue;
}

/** A choice of a column's filter menu. */
export interface DataTableFilterOption {
  /** The value, compared with the cell value as text. */
  value: string;
  /** The visible text. */
  label: string;
}

/** A column of a {@link DataTable}. */
export interface DataTableColumn<TData> {
  /** Unique, stable id: used for sorting, filters and the persisted settings. */
  id: string;
  /** The column's name: header text, and its name in the column and filter menus. */
  header: string;
  /** Renders the header instead of the `header` text (the text still names the menus). */
  renderHeader?: () => ReactNode;
  /** The value of the column for a row: what sorting, filters and search use. */
  accessor?: (row: TData) => DataTableValue;
  /**
   * Renders a cell.
   * @default the value as text (dates in the locale's format, empty for null)
   */
  cell?: (context: DataTableCellContext<TData>) => ReactNode;
  /**
   * Clicking the header sorts by this column.
   * @default true when there is an `accessor` or a `sortFn`
   */
  sortable?: boolean;
  /**
   * Compares two rows in ascending order (the table reverses it for descending). It decides every
   * comparison, also for rows whose `accessor` returns `undefined`, and works without an `accessor`.
   * @default the `accessor` values compared by {@link compareDataTableValues}
   */
  sortFn?: (a: TData, b: TData) => number;
  /**
   * Adds a multi-select filter menu to the header.
   * @default false
   */
  filterable?: boolean;
  /**
   * The filter menu's choices. A column without an `accessor` needs them.
   * @default the column's distinct values, sorted
   */
  filterOptions?: DataTableFilterOption[];
  /**
   * Whether a row passes the column's filter, given the chosen values (never empty), e.g. a row
   * with several operating systems passes when any of them is chosen. Keep it stable.
   * @default the text of the `accessor` value is one of the chosen values
   * @example
   * filterFn: (automation, chosen) => automation.os.some((os) => chosen.includes(os))
   */
  filterFn?: (row: TData, selected: readonly string[]) => boolean;
  /**
   * The global search looks at this column.
   * @default true when there is an `accessor`
   */
  searchable?: boolean;
  /**
   * The column can be hidden from the column menu.
   * @default true
   */
  hideable?: boolean;
  /**
   * Hidden until the user shows it (when no visibility is stored yet).
   * @default false
   */
  defaultHidden?: boolean;
  /** Fixed width in pixels. Without it the column shares the free space. */
  width?: number;
  /**
   * Minimum width in pixels of a column without a fixed `width`.
   * @default 120
   */
  minWidth?: number;
  /**
   * Alignment of header and cells (`end` for numbers).
   * @default 'start'
   */
  align?: 'start' | 'end';
}

/** An action of a row's actions (kebab) menu. */
export interface DataTableRowAction<TData> {
  /** Unique id. */
  id: string;
  /** The menu item's text. */
  label: string;
  /** Runs the action on the row. */
  onSelect: (row: TData) => void;
  /**
   * Whether the action shows for a row. A row whose actions are all hidden gets no menu.
   * @default every row
   */
  isVisible?: (row: TData) => boolean;
  /**
   * Whether the action shows but cannot run for a row.
   * @default never
   */
  isDisabled?: (row: TData) => boolean;
}

/**
 * The column filters: column id → the chosen values of its filter menu. A missing column or an
 * empty array means no filter on it.
 * @example
 * const filters: DataTableColumnFilters = { os: ['Windows', 'Linux'] };
 */
export type DataTableColumnFilters = Readonly<Record<string, readonly string[]>>;

/** How the table shows many rows: pages with Previous / Next, or one virtualized scroll area. */
export type DataTableScrollMode = 'paged' | 'virtual';

/**
 * The features every DataTable registers with TanStack Table v9 (sorting, column and global
 * filtering, faceting, visibility, pagination, selection, with their client row models).
 * @example
 * const table = useTable({ features: dataTableFeatures, columns, data });
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  columnFacetingFeature,
  facetedRowModel: createFacetedRowModel(),
  facetedUniqueValues: createFacetedUniqueValues(),
  columnVisibilityFeature,
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowSelectionFeature,
});

type Features = typeof dataTableFeatures;

/** The TanStack table behind a {@link DataTable}. */
export type DataTableInstance<TData extends RowData> = ReactTable<Features, TData>;
/** A TanStack row of a {@link DataTable}. */
export type DataTableRow<TData extends RowData> = Row<Features, TData>;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The text a value filters and searches by: ISO for dates, empty for null.
 * @example
 * dataTableValueText(null) // ''
 * dataTableValueText(42) // '42'
 */
export function dataTableValueText(value: DataTableValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * Ascending comparison of two cell values: numbers and dates numerically, booleans false first,
 * text with a numeric-aware collator (so 'PC-2' comes before 'PC-10'); empty values last.
 * @example
 * ['PC-10', 'PC-2'].sort(compareDataTableValues) // ['PC-2', 'PC-10']
 */
export function compareDataTableValues(a: DataTableValue, b: DataTableValue): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(dataTableValueText(a), dataTableValueText(b));
}

function compareRows<TData extends RowData>(): SortFn<Features, TData> {
  return (rowA, rowB, columnId) =>
    compareDataTableValues(rowA.getValue<DataTableValue>(columnId), rowB.getValue<DataTableValue>(columnId));
}

const removeEmptyFilter = (value: unknown) => !Array.isArray(value) || value.length === 0;

function inValues<TData extends RowData>(): FilterFn<Features, TData> {
  return Object.assign(
    (row: Row<Features, TData>, columnId: string, filterValue: string[]) =>
      filterValue.includes(dataTableValueText(row.getValue<DataTableValue>(columnId))),
    { autoRemove: removeEmptyFilter },
  );
}

function customFilter<TData extends RowData>(
  filterFn: (row: TData, selected: readonly string[]) => boolean,
): FilterFn<Features, TData> {
  return Object.assign(
    (row: Row<Features, TData>, _columnId: string, filterValue: string[]) =>
      filterFn(row.original, filterValue),
    { autoRemove: removeEmptyFilter },
  );
}

const NO_FILTERS: DataTableColumnFilters = Object.freeze({});

/**
 * A stable text for the filters that are set (columns in order, empty ones left out), so equal
 * filters from a host that rebuilds the object each render change nothing.
 */
function columnFiltersKey(filters: DataTableColumnFilters): string {
  const entries = Object.keys(filters)
    .filter((id) => (filters[id]?.length ?? 0) > 0)
    .sort()
    .map((id) => [id, [...(filters[id] ?? [])]]);
  return JSON.stringify(entries);
}

/** The filters without the empty ones, as the plain record `onColumnFiltersChange` reports. */
function cleanColumnFilters(filters: DataTableColumnFilters): Record<string, string[]> {
  const clean: Record<string, string[]> = {};
  for (const [id, values] of Object.entries(filters)) {
    if (values && values.length > 0) clean[id] = values.map(String);
  }
  return clean;
}

/**
 * The global search: one lower-case text per row (the searchable values joined), built once per row
 * and column set and cached, so a keystroke costs one `includes` per row instead of one per cell.
 * TanStack calls it for a single anchor column (see `getColumnCanGlobalFilter` below).
 */
function searchFilter<TData extends RowData>(columns: DataTableColumn<TData>[]): FilterFn<Features, TData> {
  const searchable = columns.filter((c) => c.accessor && (c.searchable ?? true));
  const texts = new WeakMap<object, string>();
  const textOf = (row: TData) => {
    let text = texts.get(row);
    if (text === undefined) {
      text = searchable
        .map((c) => dataTableValueText(c.accessor?.(row)))
        .join('\u0000')
        .toLowerCase();
      texts.set(row, text);
    }
    return text;
  };
  return Object.assign(
    (row: Row<Features, TData>, _columnId: string, filterValue: string) =>
      textOf(row.original).includes(filterValue),
    {
      resolveFilterValue: (value: unknown) =>
        String(value ?? '')
          .trim()
          .toLowerCase(),
      autoRemove: (value: unknown) => typeof value !== 'string' || value.trim() === '',
    },
  );
}

/** Options of {@link useDataTable}: the data and behaviour part of {@link DataTableProps}. */
export interface UseDataTableOptions<TData> {
  /**
   * Stable id of the table: namespaces its persisted settings
   * (`console.table.<tableId>.settings.initialSortBy`, `.visibleColumnsIds`, `.autoRefreshEnabled`).
   */
  tableId: string;
  /** The rows. Keep the array stable between renders (memoize it): a new array re-runs every model. */
  data: TData[];
  /** The columns. Keep the array stable between renders. */
  columns: DataTableColumn<TData>[];
  /** A stable, unique id per row (used by selection and keyboard focus). */
  getRowId: (row: TData) => string;
  /**
   * `paged` shows `pageSize` rows with Previous / Next; `virtual` renders only the rows in view of
   * one scroll area, for long lists.
   * @default 'paged'
   */
  scrollMode?: DataTableScrollMode;
  /**
   * Rows per page in the `paged` mode.
   * @default 50
   */
  pageSize?: number;
  /**
   * Adds a checkbox column; the header checkbox selects every selectable row of the page.
   * @default false
   */
  selectable?: boolean;
  /** Ids of the selected rows (controlled). */
  selection?: string[];
  /**
   * Ids of the rows selected first when uncontrolled.
   * @default []
   */
  defaultSelection?: string[];
  /** Called with the ids of the selected rows after each change. */
  onSelectionChange?: (ids: string[]) => void;
  /**
   * Returns why a row is disabled, or nothing when it is not. A disabled row is greyed out, cannot
   * be selected or clicked, and shows the reason as a tooltip.
   */
  getRowDisabledReason?: (row: TData) => string | null | undefined | false;
  /** The global search text (controlled). */
  search?: string;
  /**
   * The initial global search text when uncontrolled.
   * @default ''
   */
  defaultSearch?: string;
  /** Called as the global search text changes. */
  onSearchChange?: (search: string) => void;
  /**
   * The column filters (controlled): column id → chosen values; an empty array or a missing column
   * means no filter. The header filter menus show and change them.
   */
  columnFilters?: DataTableColumnFilters;
  /**
   * The initial column filters when uncontrolled.
   * @default {}
   */
  defaultColumnFilters?: DataTableColumnFilters;
  /** Called with the column filters (empty ones left out) after each change. */
  onColumnFiltersChange?: (filters: Record<string, string[]>) => void;
  /**
   * An extra filter from the host for what is not a column (e.g. filters in its own toolbar),
   * applied before the column filters and the search. Rows it rejects count neither in the range
   * nor in `totalRows`. Memoize it: a new function filters again and goes back to page 1.
   * @example
   * const rowFilter = useMemo(() => (a: Automation) => types.includes(a.type), [types]);
   */
  rowFilter?: (row: TData) => boolean;
  /**
   * The sort used until the user sorts (and nothing is stored yet).
   * @default []
   */
  defaultSort?: DataTableSort[];
  /**
   * Where the settings persist. `null` turns persistence off.
   * @default window.localStorage
   */
  settingsStorage?: DataTableSettingsStorage | null;
  /** Reloads the data. With it, an 'Auto refresh' checkbox shows and, when on, calls it periodically. */
  onRefresh?: () => void;
  /**
   * Milliseconds between automatic refreshes.
   * @default 60000
   */
  autoRefreshInterval?: number;
  /**
   * Whether auto refresh starts on when nothing is stored yet.
   * @default false
   */
  defaultAutoRefresh?: boolean;
}

/** What {@link useDataTable} returns: the TanStack table plus the state a view needs. */
export interface DataTableModel<TData extends RowData> {
  /** The TanStack Table v9 instance. */
  table: DataTableInstance<TData>;
  /** The rows to render: the current page, or every filtered row in the virtual mode. */
  rows: DataTableRow<TData>[];
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
  defaultColumnFilters = NO_FILTERS,
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

  const sortableIds = useMemo(
    () =>
      new Set(
        columns
          .filter((c) => c.sortable ?? (c.accessor !== undefined || c.sortFn !== undefined))
          .map((c) => c.id),
      ),
    [columns],
  );
  const hideInfo = useMemo(() => columns.map((c) => ({ id: c.id, hideable: c.hideable ?? true })), [columns]);

  // Restore the stored settings once, before the first paint.
  const [initial] = useState(() => readDataTableSettings(storage, tableId));
  const [sorting, setSortingState] = useState<SortingState>(() =>
    sanitizeSort(initial.initialSortBy ?? defaultSort, sortableIds),
  );
  const [columnVisibility, setColumnVisibilityState] = useState<ColumnVisibilityState>(() =>
    initial.visibleColumnsIds
      ? visibilityFromIds(initial.visibleColumnsIds, hideInfo)
      : Object.fromEntries(columns.map((c) => [c.id, !(c.defaultHidden && (c.hideable ?? true))])),
  );
  const [autoRefresh, setAutoRefreshState] = useState(initial.autoRefreshEnabled ?? defaultAutoRefresh);
  const [filters, setFilters] = useControllableState<DataTableColumnFilters>({
    value: columnFiltersProp,
    defaultValue: defaultColumnFilters,
    onChange: onColumnFiltersChangeProp
      ? (next) => onColumnFiltersChangeProp(cleanColumnFilters(next))
      : undefined,
  });
  const filtersKey = columnFiltersKey(filters);
  const columnFilters = useMemo<ColumnFiltersState>(
    () => (JSON.parse(filtersKey) as [string, string[]][]).map(([id, value]) => ({ id, value })),
    [filtersKey],
  );
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });
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
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries(selectedIds.map((id) => [id, true])),
    [selectedIds],
  );

  const disabledRef = useRef(getRowDisabledReason);
  disabledRef.current = getRowDisabledReason;
  const disabledReason = useCallback((row: TData) => disabledRef.current?.(row) || null, []);

  const tanstackColumns = useMemo<ColumnDef<Features, TData, unknown>[]>(() => {
    const byValue = compareRows<TData>();
    const byText = inValues<TData>();
    const noValue = () => undefined;
    return columns.map((column) => {
      const sortFn = column.sortFn;
      // TanStack sorts only columns with an accessor: a sortFn alone gets one without a value.
      const accessorFn = column.accessor ?? (sortFn ? noValue : undefined);
      return {
        id: column.id,
        header: column.header,
        ...(accessorFn ? { accessorFn } : {}),
        enableSorting: sortableIds.has(column.id),
        sortDescFirst: false,
        sortFn: sortFn ? (a, b) => sortFn(a.original, b.original) : byValue,
        // TanStack's default (1) compares undefined values itself and skips sortFn when both are
        // undefined, so a sortFn-only column would never sort. Our comparators handle empty values
        // (compareDataTableValues puts them last), so every comparison goes to them.
        sortUndefined: false,
        enableColumnFilter: column.filterable ?? false,
        filterFn: column.filterFn ? customFilter(column.filterFn) : byText,
        enableGlobalFilter: column.searchable ?? column.accessor !== undefined,
        enableHiding: column.hideable ?? true,
      } satisfies ColumnDef<Features, TData, unknown>;
    });
  }, [columns, sortableIds]);
  const globalFilterFn = useMemo(() => searchFilter(columns), [columns]);
  const searchAnchor = columns.find((c) => c.accessor && (c.searchable ?? true))?.id;

  const resetPage = useCallback(
    () => setPagination((p) => (p.pageIndex === 0 ? p : { ...p, pageIndex: 0 })),
    [],
  );

  const onSortingChange = useCallback(
    (updater: Updater<SortingState>) => {
      setSortingState((previous) => {
        const next = functionalUpdate(updater, previous);
        writeDataTableSetting(storageRef.current, tableId, 'initialSortBy', next);
        return next;
      });
      resetPage();
    },
    [tableId, resetPage],
  );

  const onColumnVisibilityChange = useCallback(
    (updater: Updater<ColumnVisibilityState>) => {
      setColumnVisibilityState((previous) => {
        const next = functionalUpdate(updater, previous);
        writeDataTableSetting(
          storageRef.current,
          tableId,
          'visibleColumnsIds',
          idsFromVisibility(
            next,
            hideInfo.map((c) => c.id),
          ),
        );
        return next;
      });
    },
    [tableId, hideInfo],
  );

  const setColumnFilter = useCallback(
    (columnId: string, values: readonly string[]) => {
      setFilters((previous) => {
        const current = previous[columnId] ?? [];
        if (current.length === values.length && current.every((value, i) => value === values[i])) {
          return previous;
        }
        const next = { ...cleanColumnFilters(previous) };
        if (values.length > 0) next[columnId] = values.map(String);
        else delete next[columnId];
        return next;
      });
    },
    [setFilters],
  );

  // For partners calling TanStack's own API (table.setColumnFilters, column.setFilterValue).
  const onColumnFiltersChange = useCallback(
    (updater: Updater<ColumnFiltersState>) => {
      setFilters((previous) => {
        const state = functionalUpdate(
          updater,
          Object.entries(cleanColumnFilters(previous)).map(([id, value]) => ({ id, value })),
        );
        const next: Record<string, string[]> = {};
        for (const { id, value } of state) {
          if (Array.isArray(value) && value.length > 0) next[id] = value.map(String);
        }
        return columnFiltersKey(next) === columnFiltersKey(previous) ? previous : next;
      });
    },
    [setFilters],
  );

  const onRowSelectionChange = useCallback(
    (updater: Updater<RowSelectionState>) => {
      setSelectedIds((previous) => {
        const record = functionalUpdate(updater, Object.fromEntries(previous.map((id) => [id, true])));
        return Object.keys(record).filter((id) => record[id]);
      });
    },
    [setSelectedIds],
  );

  const setSearch = useCallback((next: string) => setQuery(next), [setQuery]);

  // Back to page 1 when what selects the rows changes: the column filters (by content, controlled
  // or not), the search (typed or controlled) and the host's rowFilter (by identity); the sort
  // resets in onSortingChange. Adjusted during render, so no frame shows the old page of the new
  // rows. New `data` alone keeps the page.
  const [selectedBy, setSelectedBy] = useState({ filtersKey, query, rowFilter });
  let effectivePagination = pagination;
  if (
    selectedBy.filtersKey !== filtersKey ||
    selectedBy.query !== query ||
    selectedBy.rowFilter !== rowFilter
  ) {
    setSelectedBy({ filtersKey, query, rowFilter });
    if (pagination.pageIndex !== 0) {
      effectivePagination = { ...pagination, pageIndex: 0 };
      setPagination(effectivePagination);
    }
  }

  // The host's filter runs first, on the data: TanStack's models then see only the rows it keeps.
  const filteredData = useMemo(
    () => (rowFilter ? data.filter((row) => rowFilter(row)) : data),
    [data, rowFilter],
  );

  const table = useTable({
    features: dataTableFeatures,
    columns: tanstackColumns,
    data: filteredData,
    getRowId: (row) => getRowId(row),
    state: {
      sorting,
      columnFilters,
      globalFilter: deferredQuery,
      columnVisibility,
      pagination: effectivePagination,
      rowSelection,
    },
    onSortingChange,
    onColumnFiltersChange,
    onColumnVisibilityChange,
    onPaginationChange: setPagination,
    onRowSelectionChange,
    onGlobalFilterChange: (updater: Updater<string>) => setSearch(functionalUpdate(updater, query)),
    enableMultiSort: false,
    enableRowSelection: (row) => selectable && disabledReason(row.original) === null,
    globalFilterFn,
    getColumnCanGlobalFilter: (column) => column.id === searchAnchor,
    manualPagination: scrollMode === 'virtual',
    autoResetPageIndex: false,
  });

  const totalRows = table.getPrePaginatedRowModel().rows.length;
  const pageCount =
    scrollMode === 'virtual' ? 1 : Math.max(1, Math.ceil(totalRows / effectivePagination.pageSize));
  const rows = table.getRowModel().rows;

  // A page beyond the end (after filtering or new data) moves back to the last page.
  useEffect(() => {
    if (pagination.pageIndex > pageCount - 1) setPagination((p) => ({ ...p, pageIndex: pageCount - 1 }));
  }, [pagination.pageIndex, pageCount]);

  useEffect(() => {
    setPagination((p) => (p.pageSize === pageSize ? p : { pageIndex: 0, pageSize }));
  }, [pageSize]);

  // Auto refresh.
  const refreshRef = useRef(onRefresh);
  refreshRef.current = onRefresh;
  const canRefresh = onRefresh !== undefined;
  useEffect(() => {
    if (!autoRefresh || !canRefresh) return;
    const timer = setInterval(() => refreshRef.current?.(), autoRefreshInterval);
    return () => clearInterval(timer);
  }, [autoRefresh, canRefresh, autoRefreshInterval]);

  const setAutoRefresh = useCallback(
    (on: boolean) => {
      setAutoRefreshState(on);
      writeDataTableSetting(storageRef.current, tableId, 'autoRefreshEnabled', on);
    },
    [tableId],
  );

  const visibleColumnIds = useMemo(
    () =>
      idsFromVisibility(
        columnVisibility,
        columns.map((c) => c.id),
      ),
    [columnVisibility, columns],
  );
  const visibleColumns = useMemo(
    () => columns.filter((c) => columnVisibility[c.id] !== false),
    [columns, columnVisibility],
  );
  const setVisibleColumnIds = useCallback(
    (ids: string[]) => onColumnVisibilityChange(visibilityFromIds(ids, hideInfo)),
    [onColumnVisibilityChange, hideInfo],
  );

  return {
    table,
    rows,
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
    pageIndex: Math.min(effectivePagination.pageIndex, pageCount - 1),
    pageCount,
    pageSize: pagination.pageSize,
    disabledReason,
  };
}
