import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { alreadyAdded, deviceActions } from './data-table.fixtures';
import {
  bodyRows,
  Devices,
  devices,
  firstCellTexts,
  forgetTableSettings,
  header,
  nextTableId,
  table,
} from './data-table.test-hosts';
import { dataTableSettingsKey } from './table-settings';

afterEach(forgetTableSettings);

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
});
