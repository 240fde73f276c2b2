import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { alreadyAdded, type DeviceRow, deviceActions, makeDevices } from './data-table.fixtures';
import {
  afterEscape,
  bodyRows,
  Devices,
  devices,
  firstCellTexts,
  forgetTableSettings,
  header,
  nextTableId,
  settled,
  table,
} from './data-table.test-hosts';
import type { DataTableRowAction } from './use-data-table';

afterEach(forgetTableSettings);

describe('DataTable rows', () => {
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
      // The pointer rests away from the rows: one left over a disabled row (by the previous test)
      // would open its tooltip by hover, which focus leaving the row rightly does not close.
      await page.getByRole('searchbox', { name: 'Search' }).hover();
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

    it('selects all rows the host filter keeps, not the rows it hides', async () => {
      const onSelectionChange = vi.fn();
      const offline = (d: DeviceRow) => d.status === 'offline';
      await renderWithProviders(
        <Devices
          tableId={nextTableId()}
          data={many}
          scrollMode="virtual"
          height={400}
          rowFilter={offline}
          selectable
          getRowDisabledReason={alreadyAdded}
          onSelectionChange={onSelectionChange}
          defaultSelection={['dev-1']}
        />,
      );
      const kept = many.filter(offline);
      await expect.element(table()).toHaveAttribute('aria-rowcount', String(kept.length + 1));
      const selectAll = page.getByRole('checkbox', { name: 'Select all rows on this page' });
      await selectAll.click();
      const expected = kept.filter((d) => alreadyAdded(d) === null).map((d) => d.id);
      expect(onSelectionChange.mock.lastCall?.[0]).toEqual(['dev-1', ...expected]);
      await expect.element(selectAll).toBeChecked();
      await selectAll.click();
      expect(onSelectionChange.mock.lastCall?.[0]).toEqual(['dev-1']);
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
