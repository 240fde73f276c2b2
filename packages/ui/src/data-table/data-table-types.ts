/**
 * The public types of the data table: columns, row actions, filters and the options of
 * {@link useDataTable} (which {@link DataTableProps} extends). No runtime code.
 */
import type { ReactNode } from 'react';
import type { DataTableSettingsStorage, DataTableSort } from './table-settings';

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
   * applied before the column filters and the search (in the `virtual` mode after them, on the
   * rows TanStack already built, so a change costs one pass; a column filter menu then offers the
   * values of every row). Rows it rejects count neither in the range nor in `totalRows`, and
   * select all leaves them out. Memoize it: a new function filters again and goes back to page 1.
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
