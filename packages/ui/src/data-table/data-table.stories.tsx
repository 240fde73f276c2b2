import type { Story, StoryDefault } from '@ladle/react';
import { useMemo, useState } from 'react';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { PlusIcon } from '../internal/icons';
import { ThemeRoot } from '../theme/theme-root';
import { DataTable } from './data-table';
import {
  alreadyAdded,
  type DeviceRow,
  deviceActions,
  deviceColumns,
  groupsColumn,
  makeDevices,
} from './data-table.fixtures';
import type { DataTableColumnFilters } from './use-data-table';

const meta: StoryDefault = {
  title: 'Layout / Data table',
  decorators: [
    (Component, { globalState }) => (
      <ThemeRoot theme={globalState.theme === 'dark' ? 'dark' : 'light'} style={{ padding: 16 }}>
        <Component />
      </ThemeRoot>
    ),
  ],
};
export default meta;

const devices = makeDevices(240);
const getRowId = (d: DeviceRow) => d.id;

/** Paged (50 a page), sortable, searchable, with column filters and the column menu. */
export const Paged: Story = () => {
  const [clicked, setClicked] = useState<string | null>(null);
  return (
    <>
      <DataTable<DeviceRow>
        tableId="story-paged"
        label="Devices"
        data={devices}
        columns={deviceColumns}
        getRowId={getRowId}
        onRowClick={(d) => setClicked(d.name)}
        toolbar={
          <Button variant="primary" icon={<PlusIcon />}>
            Add device
          </Button>
        }
      />
      <p>Last clicked row: {clicked ?? 'none'}</p>
    </>
  );
};

/** Selection with disabled rows (already in an organization) and row actions. */
export const SelectionAndActions: Story = () => {
  const [selection, setSelection] = useState<string[]>([]);
  const actions = useMemo(
    () =>
      deviceActions({
        onEdit: (d) => window.alert(`Edit ${d.name}`),
        onRemove: (d) => window.alert(`Remove ${d.name}`),
      }),
    [],
  );
  return (
    <>
      <DataTable<DeviceRow>
        tableId="story-selection"
        label="Discovered devices"
        data={devices}
        columns={deviceColumns}
        getRowId={getRowId}
        selectable
        selection={selection}
        onSelectionChange={setSelection}
        getRowDisabledReason={alreadyAdded}
        rowActions={actions}
      />
      <p>Selected ids: {selection.join(', ') || 'none'}</p>
    </>
  );
};

const tenThousand = makeDevices(10_000);

/** 10,000 rows in the virtual scroll mode: only the rows in view are in the DOM. */
export const VirtualTenThousandRows: Story = () => (
  <DataTable<DeviceRow>
    tableId="story-virtual"
    label="Automations"
    data={tenThousand}
    columns={deviceColumns}
    getRowId={getRowId}
    scrollMode="virtual"
    height={520}
    selectable
    rowActions={deviceActions({ onEdit: () => undefined, onRemove: () => undefined })}
  />
);

/** 10,000 rows, paged by 50 (the automation library's page size). */
export const PagedTenThousandRows: Story = () => (
  <DataTable<DeviceRow>
    tableId="story-paged-10k"
    label="Automations"
    data={tenThousand}
    columns={deviceColumns}
    getRowId={getRowId}
    defaultSort={[{ id: 'cpu', desc: true }]}
  />
);

/** Loading with no rows yet. */
export const Loading: Story = () => (
  <DataTable<DeviceRow>
    tableId="story-loading"
    label="Devices"
    data={[]}
    columns={deviceColumns}
    getRowId={getRowId}
    loading
  />
);

/** Refreshing: the rows stay while new data loads. */
export const Refreshing: Story = () => (
  <DataTable<DeviceRow>
    tableId="story-refreshing"
    label="Devices"
    data={devices.slice(0, 8)}
    columns={deviceColumns}
    getRowId={getRowId}
    loading
  />
);

/** No data at all. */
export const Empty: Story = () => (
  <DataTable<DeviceRow>
    tableId="story-empty"
    label="Devices"
    data={[]}
    columns={deviceColumns}
    getRowId={getRowId}
    emptyMessage="No devices found"
  />
);

/** A search with no match. */
export const NoMatches: Story = () => (
  <DataTable<DeviceRow>
    tableId="story-no-matches"
    label="Devices"
    data={devices}
    columns={deviceColumns}
    getRowId={getRowId}
    defaultSearch="no such device"
  />
);

/** Auto refresh: the checkbox persists; while on, the data reloads every 3 seconds. */
export const AutoRefresh: Story = () => {
  const [round, setRound] = useState(0);
  const data = useMemo(() => makeDevices(30 + (round % 5)), [round]);
  return (
    <>
      <DataTable<DeviceRow>
        tableId="story-auto-refresh"
        label="Devices"
        data={data}
        columns={deviceColumns}
        getRowId={getRowId}
        onRefresh={() => setRound((r) => r + 1)}
        autoRefreshInterval={3000}
      />
      <p>Refreshed {round} times.</p>
    </>
  );
};

const columnsWithGroups = [...deviceColumns, groupsColumn];

/**
 * Controlled column filters, a column with a custom `filterFn` (a device in several groups matches
 * when any of them is chosen) and a custom `sortFn` without an accessor, and a host filter
 * (`rowFilter`) from a checkbox outside the table. Every change of a filter goes back to page 1.
 */
export const CustomFilters: Story = () => {
  const [filters, setFilters] = useState<DataTableColumnFilters>({ groups: ['Servers'] });
  const [hideMaintenance, setHideMaintenance] = useState(false);
  const rowFilter = useMemo(
    () => (hideMaintenance ? (d: DeviceRow) => d.status !== 'maintenance' : undefined),
    [hideMaintenance],
  );
  return (
    <>
      <DataTable<DeviceRow>
        tableId="story-custom-filters"
        label="Devices"
        data={devices}
        columns={columnsWithGroups}
        getRowId={getRowId}
        columnFilters={filters}
        onColumnFiltersChange={setFilters}
        rowFilter={rowFilter}
        toolbar={
          <>
            <Checkbox
              label="Hide devices in maintenance"
              checked={hideMaintenance}
              onCheckedChange={setHideMaintenance}
            />
            <Button size="sm" onClick={() => setFilters({})}>
              Clear all filters
            </Button>
          </>
        }
      />
      <p>Filters: {JSON.stringify(filters)}</p>
    </>
  );
};
