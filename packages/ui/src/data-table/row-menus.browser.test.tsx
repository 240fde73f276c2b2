import * as AriakitButton from '@ariakit/react/button';
import * as AriakitMenu from '@ariakit/react/menu';
import * as AriakitTooltip from '@ariakit/react/tooltip';
import { renderWithProviders } from '@console/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Button } from '../button/button';
import { Menu, MenuItemCheckbox } from '../menu/menu';
import { DataTable } from './data-table';
import {
  alreadyAdded,
  type DeviceRow,
  deviceActions,
  deviceColumns,
  makeDevices,
} from './data-table.fixtures';

// Every export of the Ariakit modules the kit imports (per component) is wrapped in a spy that calls
// the real one, so the tests can count how many menu providers (each one an Ariakit menu store), menu
// buttons and buttons the kit renders.
vi.mock('@ariakit/react/button', { spy: true });
vi.mock('@ariakit/react/menu', { spy: true });
vi.mock('@ariakit/react/tooltip', { spy: true });

const devices = makeDevices(120);
// No filter menus and no column menu: the only menus left are the rows' action menus.
const columns = deviceColumns.map((column) => ({ ...column, filterable: false }));
const menuProvider = vi.mocked(AriakitMenu.MenuProvider);
// Ariakit's components other than providers are forwardRef objects: their render function is spied.
const renderOf = (component: unknown) =>
  vi.mocked((component as { render: (...args: unknown[]) => unknown }).render);
const menuButton = renderOf(AriakitMenu.MenuButton);
const ariakitButton = renderOf(AriakitButton.Button);
const tooltipStore = vi.mocked(AriakitTooltip.useTooltipStore);

beforeEach(() => {
  menuProvider.mockClear();
  menuButton.mockClear();
  ariakitButton.mockClear();
  tooltipStore.mockClear();
});

/** Three filters of a host's toolbar, each a kit Menu of checkboxes. */
function Toolbar() {
  return (
    <>
      {['OS', 'Type', 'Language'].map((name) => (
        <Menu
          key={name}
          label={name}
          values={{ values: [] }}
          trigger={<Button size="sm">{`Choose ${name}`}</Button>}
        >
          <MenuItemCheckbox name="values" value="a">
            {`${name} A`}
          </MenuItemCheckbox>
          <MenuItemCheckbox name="values" value="b">
            {`${name} B`}
          </MenuItemCheckbox>
        </Menu>
      ))}
    </>
  );
}

/** A plain table of the 50 devices (no column menu, nothing persisted), for with/without counts. */
const plainTable = {
  label: 'Devices',
  data: devices,
  columns,
  getRowId: (d: DeviceRow) => d.id,
  columnMenu: false,
  settingsStorage: null,
};

describe('DataTable row action menus', () => {
  it('mounts no Ariakit menu store for the rows of a page until a menu is used', async () => {
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

  it('renders the rows’ kebabs as plain buttons, with no Ariakit button per row', async () => {
    const screen = await renderWithProviders(<DataTable<DeviceRow> tableId="plain-kebabs" {...plainTable} />);
    await expect.element(page.getByRole('cell', { name: 'PC-050', exact: true })).toBeInTheDocument();
    const withoutActions = ariakitButton.mock.calls.length;
    // The pager's IconButtons are Ariakit buttons: the spy counts.
    expect(withoutActions).toBeGreaterThan(0);
    await screen.unmount();
    ariakitButton.mockClear();

    await renderWithProviders(
      <DataTable<DeviceRow>
        tableId="plain-kebabs-actions"
        {...plainTable}
        rowActions={deviceActions({ onEdit: vi.fn(), onRemove: vi.fn() })}
      />,
    );
    await expect.element(page.getByRole('button', { name: 'Actions for PC-050' })).toBeInTheDocument();
    // The same Ariakit buttons (pager, toolbar) with the 50 kebabs as without them.
    expect(ariakitButton.mock.calls.length).toBe(withoutActions);
    expect(menuButton).not.toHaveBeenCalled();
  });
});

describe('Menus not used yet', () => {
  it('mount no Ariakit store or menu button for the toolbar, header filter and column menus', async () => {
    await renderWithProviders(
      <DataTable<DeviceRow>
        tableId={`lazy-menus-${Date.now()}`}
        label="Devices"
        data={devices}
        columns={deviceColumns}
        getRowId={(d) => d.id}
        settingsStorage={null}
        toolbar={<Toolbar />}
        rowActions={deviceActions({ onEdit: vi.fn(), onRemove: vi.fn() })}
      />,
    );
    // Three toolbar filters, two header filters (OS, Status), the Columns menu and 50 row menus.
    await expect.element(page.getByRole('button', { name: 'Choose OS' })).toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Filter OS' })).toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Filter Status' })).toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Columns' })).toBeInTheDocument();
    expect(page.getByRole('button', { name: /^Actions for / }).elements()).toHaveLength(50);
    expect(menuProvider).not.toHaveBeenCalled();
    expect(menuButton).not.toHaveBeenCalled();

    // Used: only that menu mounts its store, and opens at once.
    const type = page.getByRole('button', { name: 'Choose Type' });
    (type.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('menuitemcheckbox', { name: 'Type A' })).toHaveFocus();
    expect(menuProvider).toHaveBeenCalled();
    expect(menuProvider.mock.calls.length).toBeLessThan(10);
    expect(page.getByRole('menu').elements()).toHaveLength(1);
    expect(menuButton).not.toHaveBeenCalled();
  });
});

describe('Disabled rows', () => {
  it('mount no Ariakit tooltip store until a row’s reason shows', async () => {
    const screen = await renderWithProviders(<DataTable<DeviceRow> tableId="reasons" {...plainTable} />);
    await expect.element(page.getByRole('cell', { name: 'PC-050', exact: true })).toBeInTheDocument();
    // The pager's IconButtons have tooltips: the spy counts.
    const enabledRows = tooltipStore.mock.calls.length;
    expect(enabledRows).toBeGreaterThan(0);
    await screen.unmount();
    tooltipStore.mockClear();

    await renderWithProviders(
      <DataTable<DeviceRow> tableId="reasons-disabled" {...plainTable} getRowDisabledReason={alreadyAdded} />,
    );
    const row = page.getByRole('row').nth(7);
    await expect.element(row).toHaveAttribute('aria-disabled', 'true');
    // Seven disabled rows on the page, and no more tooltip stores than without them.
    expect(
      page
        .getByRole('row')
        .elements()
        .filter((r) => r.getAttribute('aria-disabled')),
    ).toHaveLength(7);
    expect(tooltipStore.mock.calls.length).toBe(enabledRows);

    (row.element() as HTMLElement).focus();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('already been added');
    expect(tooltipStore.mock.calls.length).toBeGreaterThan(enabledRows);
  });
});
