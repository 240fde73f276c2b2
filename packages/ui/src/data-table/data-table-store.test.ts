import { describe, expect, it } from 'vitest';
import { dataTableSearchFilter, sortableColumnIds, toTanstackColumns } from './data-table-columns';
import {
  cleanColumnFilters,
  columnFiltersFromKey,
  columnFiltersKey,
  type DataTableRowSelector,
  type DataTableStoreState,
  dataTablePageCount,
  dataTableRange,
  dataTableReducer,
  initialDataTableState,
  persistDataTableChanges,
  selectionRecord,
  withColumnFilter,
  withRowsSelected,
  withTanstackColumnFilters,
  withTanstackSelection,
} from './data-table-store';
import type { DataTableColumn } from './data-table-types';
import { compareDataTableValues } from './data-table-values';
import { dataTableSettingsKey } from './table-settings';

interface Device {
  name: string;
  os: string;
  size?: number;
}

const columns: DataTableColumn<Device>[] = [
  { id: 'name', header: 'Name', accessor: (d) => d.name, hideable: false },
  { id: 'os', header: 'OS', accessor: (d) => d.os, filterable: true },
  { id: 'size', header: 'Size', accessor: (d) => d.size, defaultHidden: true, searchable: false },
  { id: 'notes', header: 'Notes' },
  { id: 'rank', header: 'Rank', sortFn: (a, b) => a.name.length - b.name.length },
];

const selector = (over: Partial<DataTableRowSelector> = {}): DataTableRowSelector => ({
  filtersKey: '[]',
  query: '',
  rowFilter: undefined,
  ...over,
});

function start(over: Partial<Parameters<typeof initialDataTableState<Device>>[0]> = {}): DataTableStoreState {
  return initialDataTableState<Device>({
    columns,
    sortableIds: sortableColumnIds(columns),
    stored: {},
    defaultSort: [],
    defaultAutoRefresh: false,
    pageSize: 50,
    selectedBy: selector(),
    ...over,
  });
}

const onPage = (state: DataTableStoreState, pageIndex: number) =>
  dataTableReducer(state, { type: 'paginationChanged', pagination: (p) => ({ ...p, pageIndex }) });

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('given no stored settings', () => {
  it('starts on page 1 with the default sort, auto refresh and every column but the defaultHidden ones', () => {
    const state = start({ defaultSort: [{ id: 'name', desc: true }], defaultAutoRefresh: true });
    expect(state.sorting).toEqual([{ id: 'name', desc: true }]);
    expect(state.autoRefresh).toBe(true);
    expect(state.columnVisibility).toEqual({ name: true, os: true, size: false, notes: true, rank: true });
    expect(state.pagination).toEqual({ pageIndex: 0, pageSize: 50 });
  });

  it('sorts columns with an accessor or a sortFn, or marked sortable', () => {
    expect([...sortableColumnIds(columns)]).toEqual(['name', 'os', 'size', 'rank']);
    expect([...sortableColumnIds([{ id: 'x', header: 'X', accessor: () => 1, sortable: false }])]).toEqual(
      [],
    );
  });
});

describe('given stored settings', () => {
  it('restores them, dropping a sort on a column that cannot sort and keeping unhideable columns', () => {
    const state = start({
      stored: {
        initialSortBy: [{ id: 'notes', desc: false }],
        visibleColumnsIds: ['size'],
        autoRefreshEnabled: true,
      },
      defaultSort: [{ id: 'name', desc: false }],
    });
    expect(state.sorting).toEqual([]);
    expect(state.columnVisibility).toEqual({ name: true, os: false, size: true, notes: false, rank: false });
    expect(state.autoRefresh).toBe(true);
  });
});

describe('paging', () => {
  it('goes back to page 1 on a new sort', () => {
    const state = dataTableReducer(onPage(start(), 3), {
      type: 'sortingChanged',
      sorting: (previous) => [...previous, { id: 'os', desc: false }],
    });
    expect(state.sorting).toEqual([{ id: 'os', desc: false }]);
    expect(state.pagination.pageIndex).toBe(0);
  });

  it('goes back to page 1 when the filters, the search or the host row filter change, not otherwise', () => {
    const onThree = onPage(start(), 3);
    expect(dataTableReducer(onThree, { type: 'rowsSelected', selectedBy: selector() })).toBe(onThree);
    for (const change of [{ filtersKey: '[["os",["Linux"]]]' }, { query: 'pc' }, { rowFilter: () => true }]) {
      const next = dataTableReducer(onThree, { type: 'rowsSelected', selectedBy: selector(change) });
      expect(next.pagination.pageIndex).toBe(0);
      expect(next.selectedBy).toEqual(selector(change));
      expect(onPage(next, 2).pagination.pageIndex).toBe(2);
    }
  });

  it('records a new selector on page 1 without a new pagination object', () => {
    const state = start();
    const next = dataTableReducer(state, { type: 'rowsSelected', selectedBy: selector({ query: 'x' }) });
    expect(next).not.toBe(state);
    expect(next.pagination).toBe(state.pagination);
  });

  it('moves a page beyond the end to the last page', () => {
    const onFive = onPage(start(), 5);
    expect(dataTableReducer(onFive, { type: 'pageCountChanged', pageCount: 3 }).pagination.pageIndex).toBe(2);
    expect(dataTableReducer(onFive, { type: 'pageCountChanged', pageCount: 6 })).toBe(onFive);
    expect(dataTableReducer(onFive, { type: 'pageCountChanged', pageCount: 0 }).pagination.pageIndex).toBe(0);
  });

  it('starts again at page 1 with another page size', () => {
    const onTwo = onPage(start(), 2);
    expect(dataTableReducer(onTwo, { type: 'pageSizeChanged', pageSize: 50 })).toBe(onTwo);
    expect(dataTableReducer(onTwo, { type: 'pageSizeChanged', pageSize: 10 }).pagination).toEqual({
      pageIndex: 0,
      pageSize: 10,
    });
  });

  it('counts pages and the range shown', () => {
    expect(dataTablePageCount(0, 50, 'paged')).toBe(1);
    expect(dataTablePageCount(101, 50, 'paged')).toBe(3);
    expect(dataTablePageCount(10_000, 50, 'virtual')).toBe(1);
    expect(dataTableRange(0, 0, 50, 'paged')).toEqual({ from: 0, to: 0 });
    expect(dataTableRange(120, 2, 50, 'paged')).toEqual({ from: 101, to: 120 });
    expect(dataTableRange(120, 0, 50, 'virtual')).toEqual({ from: 1, to: 120 });
  });
});

describe('visibility, auto refresh and persistence', () => {
  it('changes visibility and auto refresh, keeping the state when nothing changes', () => {
    const state = start();
    expect(dataTableReducer(state, { type: 'autoRefreshChanged', on: false })).toBe(state);
    expect(dataTableReducer(state, { type: 'autoRefreshChanged', on: true }).autoRefresh).toBe(true);
    const hidden = dataTableReducer(state, {
      type: 'visibilityChanged',
      visibility: (v) => ({ ...v, os: false }),
    });
    expect(hidden.columnVisibility.os).toBe(false);
    expect(hidden.pagination).toBe(state.pagination);
  });

  it('writes only the settings that changed', () => {
    const storage = new MemoryStorage();
    const ids = columns.map((c) => c.id);
    const state = start();
    persistDataTableChanges(storage, 't', state, onPage(state, 1), ids);
    expect(storage.items.size).toBe(0);

    const sorted = dataTableReducer(state, { type: 'sortingChanged', sorting: [{ id: 'name', desc: true }] });
    persistDataTableChanges(storage, 't', state, sorted, ids);
    expect([...storage.items.keys()]).toEqual([dataTableSettingsKey('t', 'initialSortBy')]);
    expect(JSON.parse(storage.items.get(dataTableSettingsKey('t', 'initialSortBy')) ?? '')).toEqual([
      { id: 'name', desc: true },
    ]);

    const hidden = dataTableReducer(sorted, {
      type: 'visibilityChanged',
      visibility: { os: false, size: false },
    });
    const refreshing = dataTableReducer(hidden, { type: 'autoRefreshChanged', on: true });
    persistDataTableChanges(storage, 't', sorted, refreshing, ids);
    expect(JSON.parse(storage.items.get(dataTableSettingsKey('t', 'visibleColumnsIds')) ?? '')).toEqual([
      'name',
      'notes',
      'rank',
    ]);
    expect(storage.items.get(dataTableSettingsKey('t', 'autoRefreshEnabled'))).toBe('true');
    expect(() => persistDataTableChanges(null, 't', state, refreshing, ids)).not.toThrow();
  });
});

describe('column filters', () => {
  it('keys equal filters alike, whatever their order or empty entries', () => {
    const key = columnFiltersKey({ os: ['Linux'], size: [], name: ['a'] });
    expect(key).toBe(columnFiltersKey({ name: ['a'], os: ['Linux'] }));
    expect(columnFiltersFromKey(key)).toEqual([
      { id: 'name', value: ['a'] },
      { id: 'os', value: ['Linux'] },
    ]);
    expect(cleanColumnFilters({ os: [], name: ['a'] })).toEqual({ name: ['a'] });
  });

  it('sets and clears one column, returning the same object when unchanged', () => {
    const filters = { os: ['Linux'] };
    expect(withColumnFilter(filters, 'os', ['Linux'])).toBe(filters);
    expect(withColumnFilter(filters, 'os', ['Linux', 'macOS'])).toEqual({ os: ['Linux', 'macOS'] });
    expect(withColumnFilter(filters, 'os', [])).toEqual({});
    expect(withColumnFilter({ os: [] }, 'name', ['a'])).toEqual({ name: ['a'] });
  });

  it("follows TanStack's own filter API", () => {
    const filters = { os: ['Linux'] };
    expect(withTanstackColumnFilters(filters, (list) => [...list])).toBe(filters);
    expect(
      withTanstackColumnFilters(filters, (list) => [
        ...list,
        { id: 'name', value: ['a'] },
        { id: 'x', value: 'y' },
      ]),
    ).toEqual({ os: ['Linux'], name: ['a'] });
    expect(withTanstackColumnFilters(filters, [])).toEqual({});
  });
});

describe('selection', () => {
  it('turns ids into a record and back after a change', () => {
    expect(selectionRecord(['a', 'b'])).toEqual({ a: true, b: true });
    expect(withTanstackSelection(['a'], (record) => ({ ...record, b: true }))).toEqual(['a', 'b']);
    expect(withTanstackSelection(['a', 'b'], {})).toEqual([]);
  });
});

describe('sorting and searching', () => {
  it('compares numbers, dates and booleans by value, text numerically, empty values last', () => {
    expect(['PC-10', 'PC-2', '', 'pc-1'].sort(compareDataTableValues)).toEqual(['pc-1', 'PC-2', 'PC-10', '']);
    expect([10, 9, null, 100].sort(compareDataTableValues)).toEqual([9, 10, 100, null]);
    expect([true, false].sort(compareDataTableValues)).toEqual([false, true]);
    const [early, late] = [new Date(1), new Date(2)];
    expect([late, early].sort(compareDataTableValues)).toEqual([early, late]);
  });

  it('gives a sortFn-only column a value so TanStack sorts it, and lets it decide every comparison', () => {
    const defs = toTanstackColumns(columns, sortableColumnIds(columns));
    const rank = defs.find((d) => d.id === 'rank');
    expect(rank).toMatchObject({ enableSorting: true, sortUndefined: false });
    expect('accessorFn' in (rank ?? {})).toBe(true);
    const notes = defs.find((d) => d.id === 'notes');
    expect(notes).toMatchObject({ enableSorting: false, enableGlobalFilter: false });
    expect('accessorFn' in (notes ?? {})).toBe(false);
  });

  it('searches the searchable columns of a row, case-insensitively, ignoring an empty search', () => {
    const search = dataTableSearchFilter(columns);
    const row = (original: Device) => ({ original }) as Parameters<typeof search>[0];
    const pc = row({ name: 'PC-Alpha', os: 'Linux', size: 42 });
    const text = search.resolveFilterValue?.('  LINUX ') as string;
    expect(text).toBe('linux');
    expect(search(pc, 'name', text, () => undefined)).toBe(true);
    expect(search(pc, 'name', '42', () => undefined)).toBe(false);
    expect(search.autoRemove?.('  ')).toBe(true);
  });
});

describe('select all', () => {
  const row = (id: string, canSelect = true) => ({ id, getCanSelect: () => canSelect });
  it('adds the selectable rows shown and keeps other selected ids', () => {
    expect(withRowsSelected(['x'], [row('a'), row('b', false), row('x')], true)).toEqual(['x', 'a']);
  });
  it('removes every row shown, selectable or not', () => {
    expect(withRowsSelected(['x', 'a', 'b'], [row('a'), row('b', false)], false)).toEqual(['x']);
  });
});
