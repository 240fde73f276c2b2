import * as Ariakit from '@ariakit/react';
import { renderWithProviders } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { DataTable } from './data-table';
import { type DeviceRow, deviceActions, deviceColumns, makeDevices } from './data-table.fixtures';

// Every export of Ariakit is wrapped in a spy that calls the real one, so the test can count how
// many menu providers (each one an Ariakit menu store) the table renders.
vi.mock('@ariakit/react', { spy: true });

const devices = makeDevices(120);
// No filter menus and no column menu: the only menus left are the rows' action menus.
const columns = deviceColumns.map((column) => ({ ...column, filterable: false }));

describe('DataTable row action menus', () => {
  it('mounts no Ariakit menu store for the rows of a page until a menu is used', async () => {
    const menuProvider = vi.mocked(Ariakit.MenuProvider);
    menuProvider.mockClear();
    await renderWithProviders(
      <DataTable<DeviceRow>
        tableId={`row-menus-${Date.now()}`}
        label="Devices"
        data={devices}
        columns={columns}
        getRowId={(d) => d.id}
        columnMenu={false}
        settingsStorage={null}
        rowActions={deviceActions({ onEdit: vi.fn(), onRemove: vi.fn() })}
      />,
    );
    await expect.element(page.getByRole('button', { name: 'Actions for PC-050' })).toBeInTheDocument();
    expect(page.getByRole('button', { name: /^Actions for / }).elements()).toHaveLength(50);
    expect(menuProvider).not.toHaveBeenCalled();

    await page.getByRole('button', { name: 'Actions for PC-003' }).click();
    await expect.element(page.getByRole('menu', { name: 'Actions for PC-003' })).toBeVisible();
    // One menu now, for the row that was used: its few renders, nowhere near one per row.
    expect(menuProvider).toHaveBeenCalled();
    expect(menuProvider.mock.calls.length).toBeLessThan(10);
  });
});
