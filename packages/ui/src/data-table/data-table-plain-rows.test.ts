import { describe, expect, it } from 'vitest';
import {
  filteredIndexes,
  plainColumnValues,
  plainRowAt,
  plainRowPosition,
  plainRowsSelection,
  searchTextOf,
  sortedIndexes,
  withPlainRowsSelected,
} from './data-table-plain-rows';
import type { DataTableColumn } from './data-table-types';
import { rowWindow, scrollTopFor } from './use-row-window';

interface Device {
  id: string;
  name: string;
  os: string;
  size?: number;
}

const columns: DataTableColumn<Device>[] = [
  { id: 'name', header: 'Name', accessor: (d) => d.name },
  { id: 'os', header: 'OS', accessor: (d) => d.os, filterable: true },
  { id: 'size', header: 'Size', accessor: (d) => d.size, searchable: false },
  { id: 'rank', header: 'Rank', sortFn: (a, b) => a.name.length - b.name.length },
  {
    id: 'family',
    header: 'Family',
    filterable: true,
    filterFn: (d, chosen) => chosen.includes(d.os === 'Linux' ? 'unix' : 'other'),
  },
];

const data: Device[] = [
  { id: 'a', name: 'PC-10', os: 'Linux', size: 3 },
  { id: 'b', name: 'PC-2', os: 'Windows', size: 1 },
  { id: 'c', name: 'srv', os: 'Linux' },
  { id: 'd', name: 'PC-1', os: 'macOS', size: 2 },
];
const idOf = (d: Device) => d.id;
const ids = (order: Int32Array) => [...order].map((i) => data[i]?.id);
const all = sortedIndexes(data, columns, []);
const none = { columnFilters: [], search: '', searchText: searchTextOf(columns) };

describe('the virtual mode rows', () => {
  it('keeps the data order without a sort and sorts by value, numeric-aware, empty values last', () => {
    expect(ids(all)).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(sortedIndexes(data, columns, [{ id: 'name', desc: false }]))).toEqual(['d', 'b', 'a', 'c']);
    expect(ids(sortedIndexes(data, columns, [{ id: 'size', desc: false }]))).toEqual(['b', 'd', 'a', 'c']);
    expect(ids(sortedIndexes(data, columns, [{ id: 'size', desc: true }]))).toEqual(['c', 'a', 'd', 'b']);
  });

  it("sorts by a column's sortFn, ties keeping the data order, and ignores unknown columns", () => {
    expect(ids(sortedIndexes(data, columns, [{ id: 'rank', desc: false }]))).toEqual(['c', 'b', 'd', 'a']);
    expect(ids(sortedIndexes(data, columns, [{ id: 'rank', desc: true }]))).toEqual(['a', 'b', 'd', 'c']);
    expect(ids(sortedIndexes(data, columns, [{ id: 'gone', desc: false }]))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('filters by column values, a filterFn, the search and the row filter, keeping the order', () => {
    const sorted = sortedIndexes(data, columns, [{ id: 'name', desc: false }]);
    expect(filteredIndexes(data, sorted, columns, none)).toBe(sorted);
    const linux = { ...none, columnFilters: [{ id: 'os', value: ['Linux', 'macOS'] }] };
    expect(ids(filteredIndexes(data, sorted, columns, linux))).toEqual(['d', 'a', 'c']);
    const unix = { ...none, columnFilters: [{ id: 'family', value: ['unix'] }] };
    expect(ids(filteredIndexes(data, all, columns, unix))).toEqual(['a', 'c']);
    expect(ids(filteredIndexes(data, all, columns, { ...none, search: '  pc-1 ' }))).toEqual(['a', 'd']);
    // Size is not searchable.
    expect(ids(filteredIndexes(data, all, columns, { ...none, search: '3' }))).toEqual([]);
    const small = { ...none, rowFilter: (d: Device) => (d.size ?? 0) < 3 };
    expect(ids(filteredIndexes(data, all, columns, { ...small, search: 'pc' }))).toEqual(['b', 'd']);
  });

  it('makes rows by position and finds positions by id', () => {
    const order = sortedIndexes(data, columns, [{ id: 'name', desc: false }]);
    expect(plainRowAt(data, order, 1, idOf)).toEqual({ id: 'b', original: data[1], index: 1 });
    expect(plainRowAt(data, order, 4, idOf)).toBeUndefined();
    expect(plainRowAt(data, order, -1, idOf)).toBeUndefined();
    expect(plainRowPosition(data, order, 'c', idOf)).toBe(3);
    expect(plainRowPosition(data, order, 'x', idOf)).toBe(-1);
  });

  it('answers the select-all state and selects or clears the rows shown only', () => {
    const canSelect = (d: Device) => d.id !== 'c';
    const linux = filteredIndexes(data, all, columns, {
      ...none,
      columnFilters: [{ id: 'os', value: ['Linux'] }],
    });
    expect(plainRowsSelection(data, linux, [], idOf, canSelect)).toEqual({
      all: false,
      some: false,
      none: false,
    });
    expect(plainRowsSelection(data, linux, ['a'], idOf, canSelect)).toEqual({
      all: true,
      some: false,
      none: false,
    });
    expect(plainRowsSelection(data, all, ['a'], idOf, canSelect)).toEqual({
      all: false,
      some: true,
      none: false,
    });
    const onlyC = filteredIndexes(data, all, columns, { ...none, search: 'srv' });
    expect(plainRowsSelection(data, onlyC, [], idOf, canSelect)).toEqual({
      all: false,
      some: false,
      none: true,
    });
    expect(withPlainRowsSelected(['d'], data, linux, idOf, canSelect, true)).toEqual(['d', 'a']);
    expect(withPlainRowsSelected(['d', 'a', 'c'], data, linux, idOf, canSelect, false)).toEqual(['d']);
  });

  it("lists a column's distinct value texts, sorted, without empty ones", () => {
    expect(plainColumnValues(data, columns[1] as DataTableColumn<Device>)).toEqual([
      'Linux',
      'macOS',
      'Windows',
    ]);
    expect(plainColumnValues(data, columns[2] as DataTableColumn<Device>)).toEqual(['1', '2', '3']);
    expect(plainColumnValues(data, columns[3] as DataTableColumn<Device>)).toEqual([]);
  });
});

describe('the virtual window', () => {
  const base = { count: 65_536, rowHeight: 40, headerHeight: 40, overscan: 8 };

  it('renders the rows in view plus the overscan, clamped to the rows', () => {
    expect(rowWindow({ ...base, scrollTop: 0, viewport: 400 })).toEqual({ start: 0, end: 17 });
    expect(rowWindow({ ...base, scrollTop: 4_000, viewport: 400 })).toEqual({ start: 92, end: 117 });
    expect(rowWindow({ ...base, scrollTop: 40 * 65_536 - 360, viewport: 400 })).toEqual({
      start: 65_519,
      end: 65_536,
    });
    expect(rowWindow({ ...base, count: 3, scrollTop: 0, viewport: 400 })).toEqual({ start: 0, end: 3 });
    expect(rowWindow({ ...base, count: 0, scrollTop: 0, viewport: 400 })).toEqual({ start: 0, end: 0 });
  });

  it('scrolls as little as possible to show a row under the sticky header', () => {
    const view = { rowHeight: 40, headerHeight: 40, viewport: 400 };
    expect(scrollTopFor({ ...view, position: 3, scrollTop: 0 })).toBeNull();
    expect(scrollTopFor({ ...view, position: 9, scrollTop: 0 })).toBe(40);
    expect(scrollTopFor({ ...view, position: 65_535, scrollTop: 0 })).toBe(65_536 * 40 - 360);
    expect(scrollTopFor({ ...view, position: 2, scrollTop: 400 })).toBe(80);
  });
});
