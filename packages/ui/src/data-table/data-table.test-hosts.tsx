/**
 * The hosts, data and queries the DataTable browser tests share (not published: see `files`).
 */

import { useMemo, useState } from 'react';
import { page } from 'vitest/browser';
import { DataTable, type DataTableProps } from './data-table';
import { type DeviceRow, deviceColumns, makeDevices } from './data-table.fixtures';
import { dataTableSettingsKey } from './table-settings';
import type { DataTableColumnFilters } from './use-data-table';

/** 120 devices. */
export const devices = makeDevices(120);
let tableCounter = 0;
const usedIds: string[] = [];

/** A fresh table id per test, so persisted settings never leak between tests. */
export function nextTableId() {
  const id = `test-devices-${Date.now()}-${++tableCounter}`;
  usedIds.push(id);
  return id;
}

/** Removes the settings of every table id handed out so far (run it after each test). */
export function forgetTableSettings() {
  for (const id of usedIds.splice(0)) {
    for (const name of ['initialSortBy', 'visibleColumnsIds', 'autoRefreshEnabled'] as const) {
      localStorage.removeItem(dataTableSettingsKey(id, name));
    }
  }
}

/** The devices table with its usual columns; props override. */
export function Devices(props: Partial<DataTableProps<DeviceRow>> & { tableId: string }) {
  return (
    <DataTable<DeviceRow>
      label="Devices"
      data={devices}
      columns={deviceColumns}
      getRowId={(d) => d.id}
      {...props}
    />
  );
}

/** A host holding the column filters: 'Desktops only' sets Windows and macOS, 'Reset filters' none. */
export function ControlledFilters({
  tableId,
  onReport,
}: {
  tableId: string;
  onReport?: (filters: Record<string, string[]>) => void;
}) {
  const [filters, setFilters] = useState<DataTableColumnFilters>({});
  return (
    <>
      <button type="button" onClick={() => setFilters({ os: ['Windows', 'macOS'] })}>
        Desktops only
      </button>
      <button type="button" onClick={() => setFilters({})}>
        Reset filters
      </button>
      <Devices
        tableId={tableId}
        columnFilters={filters}
        onColumnFiltersChange={(next) => {
          onReport?.(next);
          setFilters(next);
        }}
      />
    </>
  );
}

/** A host with its own filter outside the table: 'Change host filter' swaps `first` for `second`. */
export function HostFiltered({
  tableId,
  first,
  second,
}: {
  tableId: string;
  first: (d: DeviceRow) => boolean;
  second: (d: DeviceRow) => boolean;
}) {
  const [changed, setChanged] = useState(false);
  const rowFilter = useMemo(() => (changed ? second : first), [changed, first, second]);
  return (
    <>
      <button type="button" onClick={() => setChanged(true)}>
        Change host filter
      </button>
      <Devices tableId={tableId} rowFilter={rowFilter} />
    </>
  );
}

/** A host holding the search: 'Search PC' sets it to 'pc-'. */
export function ControlledSearch({ tableId }: { tableId: string }) {
  const [search, setSearch] = useState('');
  return (
    <>
      <button type="button" onClick={() => setSearch('pc-')}>
        Search PC
      </button>
      <Devices tableId={tableId} search={search} onSearchChange={setSearch} />
    </>
  );
}

/** Row predicates for `getRowDisabledReason`, `rowFilter` and filters. */
export const isOffline = (d: DeviceRow) => d.status === 'offline';
export const noDevice = () => false;
export const everyDevice = () => true;
export const busy = (d: DeviceRow) => d.cpu >= 10;

/** Queries of the devices table. */
export const table = () => page.getByRole('table', { name: 'Devices' });
export const bodyRows = () => table().getByRole('row').elements().slice(1);
export const firstCellTexts = () => bodyRows().map((row) => row.querySelectorAll('td')[0]?.textContent);
export const header = (name: string) => page.getByRole('columnheader', { name });
/** Resolves when every running animation (menus, tooltips) has finished. */
export const settled = () => Promise.all(document.getAnimations().map((animation) => animation.finished));
/**
 * Waits the two frames after which Ariakit hides a menu closed by Escape once more (its hovercard
 * re-hides on the second frame), as any person's next key press would: a key pressed sooner reopens
 * the menu only for that late hide to close it again.
 */
export const afterEscape = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
