import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { type DeviceRow, deviceColumns, groupsColumn, makeDevices } from './data-table.fixtures';
import {
  bodyRows,
  busy,
  ControlledFilters,
  ControlledSearch,
  Devices,
  everyDevice,
  firstCellTexts,
  forgetTableSettings,
  HostFiltered,
  header,
  isOffline,
  nextTableId,
  noDevice,
} from './data-table.test-hosts';

afterEach(forgetTableSettings);

describe('DataTable filters and search', () => {
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
});
