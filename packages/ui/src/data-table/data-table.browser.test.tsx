import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { useMemo, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { DataTable, type DataTableProps } from './data-table';
import {
  alreadyAdded,
  type DeviceRow,
  deviceActions,
  deviceColumns,
  groupsColumn,
  makeDevices,
} from './data-table.fixtures';
import { dataTableSettingsKey } from './table-settings';
import type { DataTableColumnFilters, DataTableRowAction } from './use-data-table';

const devices = makeDevices(120);
let tableCounter = 0;
const usedIds: string[] = [];

/** A fresh table id per test, so persisted settings never leak between tests. */
function nextTableId() {
  const id = `test-devices-${Date.now()}-${++tableCounter}`;
  usedIds.push(id);
  return id;
}

afterEach(() => {
  for (const id of usedIds.splice(0)) {
    for (const name of ['initialSortBy', 'visibleColumnsIds', 'autoRefreshEnabled'] as const) {
      localStorage.removeItem(dataTableSettingsKey(id, name));
    }
  }
});

function Devices(props: Partial<DataTableProps<DeviceRow>> & { tableId: string }) {
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
function ControlledFilters({
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
function HostFiltered({
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
function ControlledSearch({ tableId }: { tableId: string }) {
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

const isOffline = (d: DeviceRow) => d.status === 'offline';
const noDevice = () => false;
const everyDevice = () => true;
const busy = (d: DeviceRow) => d.cpu >= 10;

const table = () => page.getByRole('table', { name: 'Devices' });
const bodyRows = () => table().getByRole('row').elements().slice(1);
const firstCellTexts = () => bodyRows().map((row) => row.querySelectorAll('td')[0]?.textContent);
const header = (name: string) => page.getByRole('columnheader', { name });
const settled = () => Promise.all(document.getAnimations().map((animation) => animation.finished));
/**
 * Waits the two frames after which Ariakit hides a menu closed by Escape once more (its hovercard
 * re-hides on the second frame), as any person's next key press would: a key pressed sooner reopens
 * the menu only for that late hide to close it again.
 */
const afterEscape = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

describe('DataTable', () => {
  it('renders headers, the first page of 50 rows, and the range', async () => {
    const screen = await renderWithProviders(<Devices tableId={nextTableId()} />);
    await expect.element(table()).toBeVisible();
    await expect.element(table()).toHaveAttribute('aria-rowcount', '121');
    expect(
      page
        .getByRole('columnheader')
        .elements()
        .map((el) => el.textContent),
    ).toEqual(['Device name', 'OS', 'Status', 'CPU %']);
    expect(bodyRows()).toHaveLength(50);
    expect(firstCellTexts().slice(0, 2)).toEqual(['PC-001', 'PC-002']);
    await expect.element(page.getByText('1–50 of 120')).toBeVisible();
    expect(screen.container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('ready');
    await expectNoAxeViolations(screen.container);
  });

  describe('sorting', () => {
    it('sorts by a header click, marks aria-sort, and persists the sort', async () => {
      const tableId = nextTableId();
      await renderWithProviders(<Devices tableId={tableId} />);
      await expect.element(header('Device name')).toHaveAttribute('aria-sort', 'none');
      await page.getByRole('button', { name: 'Device name' }).click();
      await expect.element(header('Device name')).toHaveAttribute('aria-sort', 'ascending');
      expect(firstCellTexts()[0]).toBe('PC-001');
      await page.getByRole('button', { name: 'Device name' }).click();
      await expect.element(header('Device name')).toHaveAttribute('aria-sort', 'descending');
      expect(firstCellTexts()[0]).toBe('PC-120');
      expect(
        JSON.parse(localStorage.getItem(dataTableSettingsKey(tableId, 'initialSortBy')) ?? 'null'),
      ).toEqual([{ id: 'name', desc: true }]);
      // Numbers sort numerically.
      await page.getByRole('button', { name: 'CPU %' }).click();
      await expect.element(header('CPU %')).toHaveAttribute('aria-sort', 'ascending');
      await expect.element(header('Device name')).toHaveAttribute('aria-sort', 'none');
      const cpus = bodyRows().map((row) => Number(row.querySelectorAll('td')[3]?.textContent));
      expect(cpus).toEqual([...cpus].sort((a, b) => a - b));
      await expectNoAxeViolations(table().element());
    });

    it('restores the stored sort and visible columns on mount', async () => {
      const tableId = nextTableId();
      localStorage.setItem(
        dataTableSettingsKey(tableId, 'initialSortBy'),
        JSON.stringify([{ id: 'cpu', desc: true }]),
      );
      localStorage.setItem(
        dataTableSettingsKey(tableId, 'visibleColumnsIds'),
        JSON.stringify(['name', 'cpu', 'lastSeen']),
      );
      await renderWithProviders(<Devices tableId={tableId} />);
      await expect.element(header('CPU %')).toHaveAttribute('aria-sort', 'descending');
      expect(
        page
          .getByRole('columnheader')
          .elements()
          .map((el) => el.textContent),
      ).toEqual(['Device name', 'CPU %', 'Last seen']);
      expect(Number(bodyRows()[0]?.querySelectorAll('td')[1]?.textContent)).toBe(99);
    });
  });

  it('hides a column from the column menu, persists it, and restores it after a remount', async () => {
    const tableId = nextTableId();
    const first = await renderWithProviders(<Devices tableId={tableId} />);
    await page.getByRole('button', { name: 'Columns' }).click();
    const menu = page.getByRole('menu', { name: 'Columns' });
    await expect.element(menu).toBeVisible();
    // The name column cannot be hidden, so it is not offered.
    expect(
      menu
        .getByRole('menuitemcheckbox')
        .elements()
        .map((el) => el.textContent),
    ).toEqual(['OS', 'Status', 'CPU %', 'Last seen']);
    await expect
      .element(page.getByRole('menuitemcheckbox', { name: 'Last seen' }))
      .toHaveAttribute('aria-checked', 'false');
    await expectNoAxeViolations(menu.element());
    await page.getByRole('menuitemcheckbox', { name: 'OS' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Last seen' }).click();
    await userEvent.keyboard('{Escape}');
    expect(
      page
        .getByRole('columnheader')
        .elements()
        .map((el) => el.textContent),
    ).toEqual(['Device name', 'Status', 'CPU %', 'Last seen']);
    expect(
      JSON.parse(localStorage.getItem(dataTableSettingsKey(tableId, 'visibleColumnsIds')) ?? 'null'),
    ).toEqual(['name', 'status', 'cpu', 'lastSeen']);
    await first.unmount();
    await renderWithProviders(<Devices tableId={tableId} />);
    await expect.element(header('Last seen')).toBeVisible();
    expect(page.getByRole('columnheader', { name: 'OS' }).query()).toBeNull();
  });

  it('filters a column through its multi-select menu and clears it', async () => {
    await renderWithProviders(<Devices tableId={nextTableId()} />);
    await page.getByRole('button', { name: 'Filter Status' }).click();
    const menu = page.getByRole('menu', { name: 'Filter Status' });
    expect(
      menu
        .getByRole('menuitemcheckbox')
        .elements()
        .map((el) => el.textContent),
    ).toEqual(['Online', 'Offline', 'In maintenance']);
    await page.getByRole('menuitemcheckbox', { name: 'Offline' }).click();
    await expect.element(page.getByText('1–40 of 40')).toBeVisible();
    expect(bodyRows().every((row) => row.textContent?.includes('Offline'))).toBe(true);
    await page.getByRole('menuitemcheckbox', { name: 'Online' }).click();
    await expect.element(page.getByText('1–50 of 80')).toBeVisible();
    await expectNoAxeViolations(menu.element());
    await page.getByRole('menuitem', { name: 'Clear filter' }).click();
    await expect.element(page.getByText('1–50 of 120')).toBeVisible();
  });

  it('derives filter choices from the column values', async () => {
    await renderWithProviders(<Devices tableId={nextTableId()} />);
    await page.getByRole('button', { name: 'Filter OS' }).click();
    expect(
      page
        .getByRole('menuitemcheckbox')
        .elements()
        .map((el) => el.textContent),
    ).toEqual(['Linux', 'macOS', 'Windows']);
    await page.getByRole('menuitemcheckbox', { name: 'Linux' }).click();
    await expect.element(page.getByText('1–40 of 40')).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Filter OS' }))
      .toHaveAttribute('data-active', 'true');
  });

  it('searches all searchable columns and says when nothing matches', async () => {
    const onSearchChange = vi.fn();
    const screen = await renderWithProviders(
      <Devices tableId={nextTableId()} onSearchChange={onSearchChange} />,
    );
    await page.getByRole('searchbox', { name: 'Search' }).fill('pc-11');
    expect(onSearchChange).toHaveBeenLastCalledWith('pc-11');
    await expect.element(page.getByText('1–10 of 10')).toBeVisible();
    expect(firstCellTexts()).toEqual(Array.from({ length: 10 }, (_, i) => `PC-11${i}`));
    await page.getByRole('searchbox', { name: 'Search' }).fill('no such device');
    await expect.element(page.getByText('No matching results')).toBeVisible();
    expect(screen.container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('empty');
    await expectNoAxeViolations(screen.container);
  });

  it('pages with Next and Previous', async () => {
    await renderWithProviders(<Devices tableId={nextTableId()} pageSize={50} />);
    const previous = page.getByRole('button', { name: 'Previous page' });
    const next = page.getByRole('button', { name: 'Next page' });
    await expect.element(previous).toHaveAttribute('aria-disabled', 'true');
    await next.click();
    await expect.element(page.getByText('51–100 of 120')).toBeVisible();
    expect(firstCellTexts()[0]).toBe('PC-051');
    await next.click();
    await expect.element(page.getByText('101–120 of 120')).toBeVisible();
    expect(bodyRows()).toHaveLength(20);
    await expect.element(next).toHaveAttribute('aria-disabled', 'true');
    await expect.element(table().getByRole('row').nth(1)).toHaveAttribute('aria-rowindex', '102');
    await previous.click();
    await expect.element(page.getByText('51–100 of 120')).toBeVisible();
  });

  describe('selection', () => {
    it('selects all selectable rows of the page and single rows', async () => {
      const onSelectionChange = vi.fn();
      const screen = await renderWithProviders(
        <Devices
          tableId={nextTableId()}
          selectable
          getRowDisabledReason={alreadyAdded}
          onSelectionChange={onSelectionChange}
        />,
      );
      await page.getByRole('checkbox', { name: 'Select all rows on this page' }).click();
      const selected = onSelectionChange.mock.lastCall?.[0] as string[];
      // 50 rows on the page, 7 of them already in an organization.
      expect(selected).toHaveLength(43);
      expect(selected).not.toContain('dev-7');
      await expect.element(page.getByText('43 selected')).toBeVisible();
      await expect
        .element(page.getByRole('checkbox', { name: 'Select all rows on this page' }))
        .toBeChecked();
      await page.getByRole('checkbox', { name: 'Select PC-002' }).click();
      expect(onSelectionChange.mock.lastCall?.[0]).not.toContain('dev-2');
      await expect
        .element(page.getByRole('checkbox', { name: 'Select all rows on this page' }))
        .toHaveProperty('indeterminate', true);
      await settled();
      await expectNoAxeViolations(screen.container);
    });

    it('explains a disabled row in a tooltip and never selects or clicks it', async () => {
      const onRowClick = vi.fn();
      await renderWithProviders(
        <Devices
          tableId={nextTableId()}
          selectable
          getRowDisabledReason={alreadyAdded}
          onRowClick={onRowClick}
        />,
      );
      const checkbox = page.getByRole('checkbox', { name: 'Select PC-007' });
      await expect.element(checkbox).toBeDisabled();
      const row = table().getByRole('row').nth(7);
      await expect.element(row).toHaveAttribute('aria-disabled', 'true');
      await row.hover();
      await expect
        .element(page.getByRole('tooltip'))
        .toHaveTextContent('This device has already been added to an organization');
      // Contrast is only meaningful once the tooltip has faded in completely.
      await expect.poll(() => getComputedStyle(page.getByRole('tooltip').element()).opacity).toBe('1');
      await expectNoAxeViolations(page.getByRole('tooltip').element());
      await row.click({ position: { x: 300, y: 10 }, force: true });
      expect(onRowClick).not.toHaveBeenCalled();
      await userEvent.keyboard('{Enter}');
      expect(onRowClick).not.toHaveBeenCalled();
    });

    it('shows the reason on keyboard focus and describes the row with it', async () => {
      await renderWithProviders(<Devices tableId={nextTableId()} getRowDisabledReason={alreadyAdded} />);
      const row = table().getByRole('row').nth(7);
      await expect
        .element(row)
        .toHaveAccessibleDescription('This device has already been added to an organization');
      (table().getByRole('row').nth(6).element() as HTMLElement).focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect.element(row).toHaveFocus();
      await expect.element(page.getByRole('tooltip')).toHaveTextContent('already been added');
      await userEvent.keyboard('{ArrowDown}');
      await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
    });
  });

  it('runs row actions from a kebab menu, showing only the visible ones', async () => {
    const onEdit = vi.fn();
    const onRemove = vi.fn();
    await renderWithProviders(
      <Devices tableId={nextTableId()} rowActions={deviceActions({ onEdit, onRemove })} />,
    );
    await page.getByRole('button', { name: 'Actions for PC-001' }).click();
    const online = page.getByRole('menu', { name: 'Actions for PC-001' });
    expect(
      online
        .getByRole('menuitem')
        .elements()
        .map((el) => el.textContent),
    ).toEqual(['Edit']);
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    expect(onEdit).toHaveBeenCalledWith(devices[0]);
    await page.getByRole('button', { name: 'Actions for PC-003' }).click();
    const offline = page.getByRole('menu', { name: 'Actions for PC-003' });
    expect(
      offline
        .getByRole('menuitem')
        .elements()
        .map((el) => el.textContent),
    ).toEqual(['Edit', 'Remove']);
    await expectNoAxeViolations(offline.element());
    await page.getByRole('menuitem', { name: 'Remove' }).click();
    expect(onRemove).toHaveBeenCalledWith(devices[2]);
  });

  it('calls onRowClick for a row click but not for clicks on its controls', async () => {
    const onRowClick = vi.fn();
    await renderWithProviders(
      <Devices
        tableId={nextTableId()}
        selectable
        onRowClick={onRowClick}
        rowActions={deviceActions({ onEdit: vi.fn(), onRemove: vi.fn() })}
      />,
    );
    await page.getByRole('cell', { name: 'PC-004', exact: true }).click();
    expect(onRowClick).toHaveBeenCalledWith(devices[3]);
    await page.getByRole('checkbox', { name: 'Select PC-005' }).click();
    await page.getByRole('button', { name: 'Actions for PC-005' }).click();
    await userEvent.keyboard('{Escape}');
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });

  it('reaches rows from the keyboard: arrows move, Enter clicks, Space selects', async () => {
    const onRowClick = vi.fn();
    const onSelectionChange = vi.fn();
    await renderWithProviders(
      <Devices
        tableId={nextTableId()}
        selectable
        searchable={false}
        columnMenu={false}
        onRowClick={onRowClick}
        onSelectionChange={onSelectionChange}
      />,
    );
    const rows = () => table().getByRole('row');
    // Tab: select-all checkbox, then the sort and filter buttons of the headers, then the first row.
    page.getByRole('checkbox', { name: 'Select all rows on this page' }).element().focus();
    await userEvent.keyboard('{Tab}{Tab}{Tab}{Tab}{Tab}{Tab}{Tab}');
    await expect.element(rows().nth(1)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect.element(rows().nth(3)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledWith(devices[2]);
    await userEvent.keyboard(' ');
    expect(onSelectionChange).toHaveBeenLastCalledWith(['dev-3']);
    await userEvent.keyboard('{End}');
    await expect.element(rows().nth(50)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(rows().nth(1)).toHaveFocus();
    // Only one row is in the tab order at a time.
    expect(bodyRows().filter((row) => (row as HTMLElement).tabIndex === 0)).toHaveLength(1);
  });

  it('shows loading and empty states', async () => {
    const screen = await renderWithProviders(<Devices tableId={nextTableId()} data={[]} loading />);
    await expect.element(table()).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('loading');
    await expectNoAxeViolations(screen.container);
  });

  it('passes axe in the dark theme with selection, disabled rows and actions', async () => {
    const screen = await renderWithProviders(
      <Devices
        tableId={nextTableId()}
        selectable
        defaultSelection={['dev-1', 'dev-2']}
        getRowDisabledReason={alreadyAdded}
        rowActions={deviceActions({ onEdit: vi.fn(), onRemove: vi.fn() })}
        defaultSort={[{ id: 'name', desc: false }]}
      />,
      { theme: 'dark' },
    );
    await expect.element(page.getByText('2 selected')).toBeVisible();
    await expectNoAxeViolations(screen.container);
  });

  it('shows the empty message', async () => {
    const screen = await renderWithProviders(
      <Devices tableId={nextTableId()} data={[]} emptyMessage="No devices found" />,
    );
    await expect.element(page.getByText('No devices found')).toBeVisible();
    await expect.element(page.getByText('0–0 of 0')).toBeVisible();
    await expectNoAxeViolations(screen.container);
  });

  it('persists auto refresh and refreshes while it is on', async () => {
    const tableId = nextTableId();
    const onRefresh = vi.fn();
    await renderWithProviders(<Devices tableId={tableId} onRefresh={onRefresh} autoRefreshInterval={20} />);
    const toggle = page.getByRole('checkbox', { name: 'Auto refresh' });
    await expect.element(toggle).not.toBeChecked();
    await toggle.click();
    expect(localStorage.getItem(dataTableSettingsKey(tableId, 'autoRefreshEnabled'))).toBe('true');
    await expect.poll(() => onRefresh.mock.calls.length).toBeGreaterThan(1);
    await toggle.click();
    expect(localStorage.getItem(dataTableSettingsKey(tableId, 'autoRefreshEnabled'))).toBe('false');
  });

  describe('row actions menus', () => {
    const actionsWithDisabled = (onSelect: (action: string, d: DeviceRow) => void) =>
      [
        { id: 'edit', label: 'Edit', onSelect: (d) => onSelect('edit', d) },
        {
          id: 'restart',
          label: 'Restart',
          onSelect: (d) => onSelect('restart', d),
          isDisabled: (d) => d.status !== 'online',
        },
        { id: 'remove', label: 'Remove', onSelect: (d) => onSelect('remove', d) },
      ] satisfies DataTableRowAction<DeviceRow>[];
    const kebab = (name: string) => page.getByRole('button', { name: `Actions for ${name}` });

    it('renders a closed menu button per row and opens the menu under it on click', async () => {
      const onSelect = vi.fn();
      const width = window.innerWidth;
      const height = window.innerHeight;
      await page.viewport(1280, 900);
      try {
        await renderWithProviders(
          <Devices tableId={nextTableId()} rowActions={actionsWithDisabled(onSelect)} />,
        );
        await expect.element(kebab('PC-001')).toHaveAttribute('aria-haspopup', 'menu');
        await expect.element(kebab('PC-001')).toHaveAttribute('aria-expanded', 'false');
        expect(page.getByRole('menu').query()).toBeNull();
        await kebab('PC-001').click();
        const menu = page.getByRole('menu', { name: 'Actions for PC-001' });
        await expect.element(menu).toBeVisible();
        await expect.element(kebab('PC-001')).toHaveAttribute('aria-expanded', 'true');
        await expect.element(kebab('PC-001')).toHaveAttribute('aria-controls', menu.element().id);
        // A pointer click focuses the menu itself, as the kit's other menu buttons do.
        await expect.element(menu).toHaveFocus();
        // Under the button, aligned to its end (placement bottom-end).
        await settled();
        const button = kebab('PC-001').element().getBoundingClientRect();
        const popup = menu.element().getBoundingClientRect();
        expect(popup.top).toBeGreaterThanOrEqual(button.bottom);
        expect(Math.abs(popup.right - button.right)).toBeLessThanOrEqual(1);
        expect(
          menu
            .getByRole('menuitem')
            .elements()
            .map((el) => el.textContent),
        ).toEqual(['Edit', 'Restart', 'Remove']);
        await page.getByRole('menuitem', { name: 'Remove' }).click();
        expect(onSelect).toHaveBeenCalledWith('remove', devices[0]);
        await expect.element(menu).not.toBeInTheDocument();
        await expect.element(kebab('PC-001')).toHaveAttribute('aria-expanded', 'false');
        // A second click toggles: open, then closed.
        await kebab('PC-001').click();
        await expect.element(page.getByRole('menu', { name: 'Actions for PC-001' })).toBeVisible();
        await kebab('PC-001').click();
        await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
      } finally {
        await page.viewport(width, height);
      }
    });

    it('opens from the keyboard, moves with arrows, and returns focus on Escape', async () => {
      const onSelect = vi.fn();
      await renderWithProviders(
        <Devices tableId={nextTableId()} rowActions={actionsWithDisabled(onSelect)} />,
      );
      kebab('PC-003').element().focus();
      await userEvent.keyboard('{Enter}');
      const menu = page.getByRole('menu', { name: 'Actions for PC-003' });
      await expect.element(menu).toBeVisible();
      await expect.element(page.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      // Restart is disabled for an offline device (PC-003), but reachable and announced as such.
      const restart = page.getByRole('menuitem', { name: 'Restart' });
      await expect.element(restart).toHaveFocus();
      await expect.element(restart).toHaveAttribute('aria-disabled', 'true');
      await userEvent.keyboard('{Enter}');
      expect(onSelect).not.toHaveBeenCalled();
      await userEvent.keyboard('{Escape}');
      await expect.element(menu).not.toBeInTheDocument();
      await expect.element(kebab('PC-003')).toHaveFocus();
      await afterEscape();
      // Mounted now: opening again goes through the same menu.
      await userEvent.keyboard('{ArrowUp}');
      await expect.element(page.getByRole('menuitem', { name: 'Remove' })).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
      expect(onSelect).toHaveBeenCalledWith('edit', devices[2]);
      await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
      await expect.element(kebab('PC-003')).toHaveFocus();
      // ArrowDown on a button never used opens its menu on the first item; Space too.
      kebab('PC-004').element().focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect.element(page.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect.element(kebab('PC-004')).toHaveFocus();
      kebab('PC-005').element().focus();
      await userEvent.keyboard(' ');
      await expect.element(page.getByRole('menu', { name: 'Actions for PC-005' })).toBeVisible();
      await expect.element(page.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect.element(kebab('PC-005')).toHaveFocus();
    });

    it('passes axe with a row menu open', async () => {
      const screen = await renderWithProviders(
        <Devices tableId={nextTableId()} rowActions={actionsWithDisabled(vi.fn())} />,
      );
      await kebab('PC-005').click();
      await expect.element(page.getByRole('menu', { name: 'Actions for PC-005' })).toBeVisible();
      await expectNoAxeViolations(screen.container, { ignoreAriakitFocusTraps: true, popupRole: 'menu' });
    });

    it('gives no button to a row whose actions are all hidden', async () => {
      const actions: DataTableRowAction<DeviceRow>[] = [
        { id: 'remove', label: 'Remove', onSelect: vi.fn(), isVisible: (d) => d.status === 'offline' },
      ];
      await renderWithProviders(<Devices tableId={nextTableId()} rowActions={actions} />);
      // PC-001 and PC-002 are online, PC-003 and PC-004 offline.
      await expect.element(kebab('PC-003')).toBeVisible();
      expect(kebab('PC-001').query()).toBeNull();
      expect(table().getByRole('row').nth(1).getByRole('button').query()).toBeNull();
      await expect.element(page.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    });
  });

  describe('custom sort and filter functions', () => {
    const withGroups = [...deviceColumns, groupsColumn];

    it('sorts a column that has a sortFn and no accessor', async () => {
      await renderWithProviders(<Devices tableId={nextTableId()} columns={withGroups} />);
      await page.getByRole('button', { name: 'Groups', exact: true }).click();
      await expect.element(header('Groups')).toHaveAttribute('aria-sort', 'ascending');
      // Devices in no group first (PC-002 is the first of them), in their data order.
      expect(firstCellTexts().slice(0, 3)).toEqual(['PC-002', 'PC-008', 'PC-012']);
      await page.getByRole('button', { name: 'Groups', exact: true }).click();
      await expect.element(header('Groups')).toHaveAttribute('aria-sort', 'descending');
      // Devices in all three groups first.
      expect(firstCellTexts().slice(0, 4)).toEqual(['PC-001', 'PC-031', 'PC-061', 'PC-091']);
    });

    it('sorts by sortFn when the accessor returns undefined', async () => {
      const columns = [
        ...deviceColumns,
        {
          ...groupsColumn,
          accessor: () => undefined,
          cell: ({ row }: { row: DeviceRow }) => row.groups.join(', '),
        },
      ];
      await renderWithProviders(<Devices tableId={nextTableId()} columns={columns} />);
      await page.getByRole('button', { name: 'Groups', exact: true }).click();
      await expect.element(header('Groups')).toHaveAttribute('aria-sort', 'ascending');
      expect(firstCellTexts()[0]).toBe('PC-002');
    });

    it("filters with a column's filterFn: a row in several groups passes when any is chosen", async () => {
      await renderWithProviders(<Devices tableId={nextTableId()} columns={withGroups} />);
      await page.getByRole('button', { name: 'Filter Groups' }).click();
      await page.getByRole('menuitemcheckbox', { name: 'Servers' }).click();
      await expect.element(page.getByText('1–50 of 60')).toBeVisible();
      await page.getByRole('menuitemcheckbox', { name: 'Remote' }).click();
      await expect.element(page.getByText('1–50 of 72')).toBeVisible();
      expect(
        bodyRows().every((row) => /Servers|Remote/.test(row.querySelectorAll('td')[4]?.textContent ?? '')),
      ).toBe(true);
    });
  });

  describe('column filters state', () => {
    it('starts from defaultColumnFilters and reports changes without empty filters', async () => {
      const onColumnFiltersChange = vi.fn();
      await renderWithProviders(
        <Devices
          tableId={nextTableId()}
          defaultColumnFilters={{ os: ['Linux'], status: [] }}
          onColumnFiltersChange={onColumnFiltersChange}
        />,
      );
      await expect.element(page.getByText('1–40 of 40')).toBeVisible();
      await expect
        .element(page.getByRole('button', { name: 'Filter OS' }))
        .toHaveAttribute('data-active', 'true');
      await page.getByRole('button', { name: 'Filter Status' }).click();
      await page.getByRole('menuitemcheckbox', { name: 'Offline' }).click();
      expect(onColumnFiltersChange).toHaveBeenLastCalledWith({ os: ['Linux'], status: ['offline'] });
      await userEvent.keyboard('{Escape}');
      await page.getByRole('button', { name: 'Filter OS' }).click();
      await page.getByRole('menuitem', { name: 'Clear filter' }).click();
      expect(onColumnFiltersChange).toHaveBeenLastCalledWith({ status: ['offline'] });
      await expect.element(page.getByText('1–40 of 40')).toBeVisible();
    });

    it('follows controlled filters and writes the header menus through onColumnFiltersChange', async () => {
      const reported: Record<string, string[]>[] = [];
      await renderWithProviders(
        <ControlledFilters tableId={nextTableId()} onReport={(next) => reported.push(next)} />,
      );
      await page.getByRole('button', { name: 'Desktops only' }).click();
      await expect.element(page.getByText('1–50 of 80')).toBeVisible();
      await page.getByRole('button', { name: 'Filter OS' }).click();
      await expect
        .element(page.getByRole('menuitemcheckbox', { name: 'Windows' }))
        .toHaveAttribute('aria-checked', 'true');
      await expect
        .element(page.getByRole('menuitemcheckbox', { name: 'Linux' }))
        .toHaveAttribute('aria-checked', 'false');
      await page.getByRole('menuitemcheckbox', { name: 'macOS' }).click();
      expect(reported.at(-1)).toEqual({ os: ['Windows'] });
      await expect.element(page.getByText('1–40 of 40')).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await page.getByRole('button', { name: 'Reset filters' }).click();
      await expect.element(page.getByText('1–50 of 120')).toBeVisible();
    });

    it('applies the rowFilter before the filters and search, and counts only its rows', async () => {
      await renderWithProviders(<HostFiltered tableId={nextTableId()} first={isOffline} second={noDevice} />);
      await expect.element(page.getByText('1–40 of 40')).toBeVisible();
      expect(bodyRows().every((row) => row.textContent?.includes('Offline'))).toBe(true);
      await page.getByRole('button', { name: 'Filter OS' }).click();
      await page.getByRole('menuitemcheckbox', { name: 'Linux' }).click();
      await expect.element(page.getByText('1–20 of 20')).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await page.getByRole('searchbox', { name: 'Search' }).fill('PC-1');
      await expect.element(page.getByText('1–3 of 3')).toBeVisible();
      // The host's filter rejects every row: the data is not empty, so it is 'No matching results'.
      await page.getByRole('button', { name: 'Change host filter' }).click();
      await expect.element(page.getByText('No matching results')).toBeVisible();
      await expect.element(page.getByText('0–0 of 0')).toBeVisible();
    });
  });

  describe('given the second page', () => {
    const previous = () => page.getByRole('button', { name: 'Previous page' });
    async function toPageTwo() {
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect.element(page.getByText('51–100 of 120')).toBeVisible();
      await expect.element(previous()).not.toHaveAttribute('aria-disabled', 'true');
    }

    it('returns to page 1 when a header filter changes', async () => {
      await renderWithProviders(<Devices tableId={nextTableId()} />);
      await toPageTwo();
      await page.getByRole('button', { name: 'Filter Status' }).click();
      await page.getByRole('menuitemcheckbox', { name: 'Online' }).click();
      await page.getByRole('menuitemcheckbox', { name: 'Offline' }).click();
      await expect.element(page.getByText('1–50 of 80')).toBeVisible();
      await expect.element(previous()).toHaveAttribute('aria-disabled', 'true');
    });

    it('returns to page 1 when controlled filters change', async () => {
      await renderWithProviders(<ControlledFilters tableId={nextTableId()} />);
      await toPageTwo();
      await page.getByRole('button', { name: 'Desktops only' }).click();
      await expect.element(page.getByText('1–50 of 80')).toBeVisible();
      await expect.element(previous()).toHaveAttribute('aria-disabled', 'true');
    });

    it('returns to page 1 when the rowFilter changes', async () => {
      await renderWithProviders(<HostFiltered tableId={nextTableId()} first={everyDevice} second={busy} />);
      await toPageTwo();
      await page.getByRole('button', { name: 'Change host filter' }).click();
      await expect.element(page.getByText('1–50 of 107')).toBeVisible();
      await expect.element(previous()).toHaveAttribute('aria-disabled', 'true');
    });

    it('returns to page 1 when the search changes', async () => {
      await renderWithProviders(<Devices tableId={nextTableId()} />);
      await toPageTwo();
      await page.getByRole('searchbox', { name: 'Search' }).fill('Windows');
      await expect.element(page.getByText('1–40 of 40')).toBeVisible();
      await expect.element(previous()).toHaveAttribute('aria-disabled', 'true');
    });

    it('returns to page 1 when a controlled search changes', async () => {
      await renderWithProviders(<ControlledSearch tableId={nextTableId()} />);
      await toPageTwo();
      await page.getByRole('button', { name: 'Search PC' }).click();
      await expect.element(page.getByText('1–50 of 120')).toBeVisible();
      await expect.element(previous()).toHaveAttribute('aria-disabled', 'true');
    });

    it('returns to page 1 when the sort changes', async () => {
      await renderWithProviders(<Devices tableId={nextTableId()} />);
      await toPageTwo();
      await page.getByRole('button', { name: 'CPU %' }).click();
      await expect.element(page.getByText('1–50 of 120')).toBeVisible();
      await expect.element(previous()).toHaveAttribute('aria-disabled', 'true');
    });

    it('keeps the page when only the data changes, and clamps to the last page', async () => {
      const tableId = nextTableId();
      const screen = await renderWithProviders(<Devices tableId={tableId} />);
      await toPageTwo();
      // A background refresh: new array, same rows and one more.
      await screen.rerender(<Devices tableId={tableId} data={makeDevices(121)} />);
      await expect.element(page.getByText('51–100 of 121')).toBeVisible();
      await expect.element(previous()).not.toHaveAttribute('aria-disabled', 'true');
      expect(firstCellTexts()[0]).toBe('PC-051');
      // Fewer rows than the page starts at: the last page.
      await screen.rerender(<Devices tableId={tableId} data={makeDevices(30)} />);
      await expect.element(page.getByText('1–30 of 30')).toBeVisible();
    });
  });

  describe('given 10,000 rows in the virtual mode', () => {
    const many = makeDevices(10_000);

    it('renders only the rows in view and reaches the last row from the keyboard', async () => {
      const screen = await renderWithProviders(
        <Devices tableId={nextTableId()} data={many} scrollMode="virtual" height={400} />,
      );
      await expect.element(table()).toHaveAttribute('aria-rowcount', '10001');
      const count = bodyRows().length;
      expect(count).toBeGreaterThan(5);
      expect(count).toBeLessThan(40);
      await expect.element(page.getByText('1–10,000 of 10,000')).toBeVisible();
      await expectNoAxeViolations(screen.container);
      (bodyRows()[0] as HTMLElement).focus();
      await userEvent.keyboard('{End}');
      await expect.element(page.getByRole('cell', { name: 'PC-10000' })).toBeVisible();
      await expect.element(table().getByRole('row').filter({ hasText: 'PC-10000' })).toHaveFocus();
      await expect
        .element(table().getByRole('row').filter({ hasText: 'PC-10000' }))
        .toHaveAttribute('aria-rowindex', '10001');
      expect(bodyRows().length).toBeLessThan(40);
    });

    it('sorts and filters all rows, not only those in view', async () => {
      await renderWithProviders(
        <Devices tableId={nextTableId()} data={many} scrollMode="virtual" height={400} />,
      );
      await page.getByRole('button', { name: 'Device name' }).click();
      await page.getByRole('button', { name: 'Device name' }).click();
      await expect.element(header('Device name')).toHaveAttribute('aria-sort', 'descending');
      expect(firstCellTexts()[0]).toBe('PC-10000');
      await page.getByRole('searchbox', { name: 'Search' }).fill('PC-0999');
      await expect.element(page.getByText('1–10 of 10')).toBeVisible();
    });
  });
});
