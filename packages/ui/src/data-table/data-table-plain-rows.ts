/**
 * The virtual mode's rows, free of React and of TanStack's runtime: the sort, the column filters,
 * the search and the host's row filter run over the plain `data` array and give the order of the
 * rows as indexes into it. No row object is built for a row that is not on screen, so 65,536 rows
 * cost two plain passes (one when the sort changes, one when a filter changes) and the rows in view
 * are made when they are rendered ({@link plainRowAt}).
 *
 * The rules are TanStack's as the paged mode configures them (see data-table-columns): a column's
 * `sortFn`, else {@link compareDataTableValues} of its accessor; descending negates; ties keep the
 * data's order. A column filter keeps rows whose value text is one of the chosen values (or the
 * column's `filterFn`); the search keeps rows whose searchable values contain the text, case
 * insensitive.
 */
import type { DataTableColumn, DataTableValue } from './data-table-types';
import { compareDataTableValues, dataTableValueText } from './data-table-values';
import type { DataTableSort } from './table-settings';

/** A row as the virtual mode renders it: its id, its data and its position in the filtered order. */
export interface DataTablePlainRow<TData> {
  /** The row id (`getRowId`). */
  id: string;
  /** The row's data. */
  original: TData;
  /** 0-based position among the rows after the sort and the filters. */
  index: number;
}

/**
 * A function answering the lower-case search text of a row (its searchable values joined), built
 * once per row and cached for the life of the function.
 * @example searchTextOf(columns)(row) // 'pc-001\u0000online'
 */
export function searchTextOf<TData>(columns: readonly DataTableColumn<TData>[]): (row: TData) => string {
  const searchable = columns.filter((c) => c.accessor && (c.searchable ?? true));
  const texts = new WeakMap<object, string>();
  return (row: TData) => {
    const key = row as unknown as object;
    let text = typeof key === 'object' && key !== null ? texts.get(key) : undefined;
    if (text === undefined) {
      text = searchable
        .map((c) => dataTableValueText(c.accessor?.(row)))
        .join('\u0000')
        .toLowerCase();
      if (typeof key === 'object' && key !== null) texts.set(key, text);
    }
    return text;
  };
}

/**
 * The indexes of `data` in the order of `sorting` (at most its first entry counts: multi-sort is
 * off). Without a sort (or on an unknown or unsortable column) the data's own order.
 * @example sortedIndexes(rows, columns, [{ id: 'name', desc: true }]) // Int32Array [2, 0, 1]
 */
export function sortedIndexes<TData>(
  data: readonly TData[],
  columns: readonly DataTableColumn<TData>[],
  sorting: readonly DataTableSort[],
): Int32Array {
  const order = new Int32Array(data.length);
  for (let i = 0; i < order.length; i += 1) order[i] = i;
  const sort = sorting[0];
  const column = sort ? columns.find((c) => c.id === sort.id) : undefined;
  if (!sort || !column) return order;
  const sign = sort.desc ? -1 : 1;
  const { sortFn, accessor } = column;
  if (sortFn) {
    order.sort((a, b) => sign * sortFn(data[a] as TData, data[b] as TData) || a - b);
    return order;
  }
  if (!accessor) return order;
  // One accessor call per row, not one per comparison.
  const values: DataTableValue[] = data.map((row) => accessor(row));
  order.sort((a, b) => sign * compareDataTableValues(values[a], values[b]) || a - b);
  return order;
}

/** What {@link filteredIndexes} keeps. */
export interface PlainRowFilters<TData> {
  /** The set column filters: column id → chosen value texts (empty lists are ignored). */
  columnFilters: readonly { id: string; value: readonly string[] }[];
  /** The search text (trimmed and lower-cased here; empty keeps every row). */
  search: string;
  /** The search text of a row (see {@link searchTextOf}). */
  searchText: (row: TData) => string;
  /** The host's row filter. */
  rowFilter?: ((row: TData) => boolean) | undefined;
}

/**
 * The indexes of `order` whose rows pass the column filters, the search and the row filter, in the
 * same order. Answers `order` itself when nothing filters.
 */
export function filteredIndexes<TData>(
  data: readonly TData[],
  order: Int32Array,
  columns: readonly DataTableColumn<TData>[],
  { columnFilters, search, searchText, rowFilter }: PlainRowFilters<TData>,
): Int32Array {
  const tests: ((row: TData) => boolean)[] = [];
  for (const { id, value } of columnFilters) {
    const column = columns.find((c) => c.id === id);
    if (!column || value.length === 0) continue;
    const { filterFn, accessor } = column;
    if (filterFn) tests.push((row) => filterFn(row, value));
    else {
      const chosen = new Set(value);
      tests.push((row) => chosen.has(dataTableValueText(accessor?.(row))));
    }
  }
  const needle = search.trim().toLowerCase();
  if (needle !== '') tests.push((row) => searchText(row).includes(needle));
  if (rowFilter) tests.push(rowFilter);
  if (tests.length === 0) return order;
  // One predicate (the usual case: a Type filter alone) is called directly.
  const keep =
    tests.length === 1
      ? (tests[0] as (row: TData) => boolean)
      : (row: TData) => tests.every((test) => test(row));
  const kept = new Int32Array(order.length);
  let count = 0;
  for (let i = 0; i < order.length; i += 1) {
    const index = order[i] as number;
    if (keep(data[index] as TData)) {
      kept[count] = index;
      count += 1;
    }
  }
  return kept.subarray(0, count);
}

/** The row at `position` of `order`, or `undefined` past its end. */
export function plainRowAt<TData>(
  data: readonly TData[],
  order: Int32Array,
  position: number,
  getRowId: (row: TData) => string,
): DataTablePlainRow<TData> | undefined {
  if (position < 0 || position >= order.length) return undefined;
  const original = data[order[position] as number] as TData;
  return { id: getRowId(original), original, index: position };
}

/** The position of the row with id `id` in `order`, or -1 (one pass; for key and click events). */
export function plainRowPosition<TData>(
  data: readonly TData[],
  order: Int32Array,
  id: string,
  getRowId: (row: TData) => string,
): number {
  for (let i = 0; i < order.length; i += 1) {
    if (getRowId(data[order[i] as number] as TData) === id) return i;
  }
  return -1;
}

/**
 * The select-all checkbox of the rows in `order`: all selectable rows selected, some selected, none
 * selectable. Without a selection it stops at the first selectable row.
 */
export function plainRowsSelection<TData>(
  data: readonly TData[],
  order: Int32Array,
  selectedIds: readonly string[],
  getRowId: (row: TData) => string,
  canSelect: (row: TData) => boolean,
): { all: boolean; some: boolean; none: boolean } {
  if (selectedIds.length === 0) {
    for (let i = 0; i < order.length; i += 1) {
      if (canSelect(data[order[i] as number] as TData)) return { all: false, some: false, none: false };
    }
    return { all: false, some: false, none: true };
  }
  const chosen = new Set(selectedIds);
  let selectable = 0;
  let selectedSelectable = 0;
  let anySelected = false;
  for (let i = 0; i < order.length; i += 1) {
    const row = data[order[i] as number] as TData;
    const isSelected = chosen.has(getRowId(row));
    anySelected ||= isSelected;
    if (!canSelect(row)) continue;
    selectable += 1;
    if (isSelected) selectedSelectable += 1;
  }
  const all = selectable > 0 && selectedSelectable === selectable;
  return { all, some: anySelected && !all, none: selectable === 0 };
}

/**
 * The selection after the select-all checkbox over the rows in `order`: checked adds every row that
 * can be selected, unchecked removes every row of `order`. Other selected ids stay.
 */
export function withPlainRowsSelected<TData>(
  previous: readonly string[],
  data: readonly TData[],
  order: Int32Array,
  getRowId: (row: TData) => string,
  canSelect: (row: TData) => boolean,
  checked: boolean,
): string[] {
  if (!checked) {
    const shown = new Set<string>();
    for (let i = 0; i < order.length; i += 1) shown.add(getRowId(data[order[i] as number] as TData));
    return previous.filter((id) => !shown.has(id));
  }
  const next = new Set(previous);
  for (let i = 0; i < order.length; i += 1) {
    const row = data[order[i] as number] as TData;
    if (canSelect(row)) next.add(getRowId(row));
  }
  return [...next];
}

/**
 * The distinct value texts of a column over every row of `data` (its filter menu's choices in the
 * virtual mode), empty texts left out, sorted numeric-aware.
 */
export function plainColumnValues<TData>(data: readonly TData[], column: DataTableColumn<TData>): string[] {
  const texts = new Set<string>();
  const { accessor } = column;
  if (accessor) {
    for (const row of data) {
      const text = dataTableValueText(accessor(row));
      if (text !== '') texts.add(text);
    }
  }
  return [...texts].sort((a, b) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' }));
}
