import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { alreadyAdded, deviceActions, makeDevices } from './data-table.fixtures';
import { bodyRows, Devices, forgetTableSettings, nextTableId, table } from './data-table.test-hosts';

afterEach(forgetTableSettings);

// 65,536 rows: the discovery review's /16. Only the window is in the DOM.
const many = makeDevices(65_536);
const scroller = () => document.querySelector<HTMLElement>('[data-scroll-mode="virtual"]');
const row = (name: string) => table().getByRole('row').filter({ hasText: name });

/** Scrolls the virtual table so the row at 0-based `position` (40 px rows) is at the top. */
async function scrollToPosition(position: number) {
  const element = scroller();
  if (!element) throw new Error('no virtual scroll area');
  element.scrollTop = position * 40;
  element.dispatchEvent(new Event('scroll'));
}

describe('DataTable virtual mode with 65,536 rows', () => {
  it('renders a window with the full size announced, and shows later rows when scrolled', async () => {
    const screen = await renderWithProviders(
      <Devices tableId={nextTableId()} data={many} scrollMode="virtual" height={400} />,
    );
    await expect.element(table()).toHaveAttribute('aria-rowcount', '65537');
    await expect.element(page.getByText('1–65,536 of 65,536')).toBeVisible();
    expect(bodyRows().length).toBeLessThan(40);
    // The body is as tall as every row, so the scrollbar is true.
    const body = document.querySelector('tbody');
    expect(body?.getBoundingClientRect().height).toBe(65_536 * 40);
    await expectNoAxeViolations(screen.container);

    await scrollToPosition(40_000);
    await expect.element(page.getByRole('cell', { name: 'PC-40001', exact: true })).toBeVisible();
    await expect.element(row('PC-40001')).toHaveAttribute('aria-rowindex', '40002');
    expect(page.getByRole('cell', { name: 'PC-00001', exact: true }).query()).toBeNull();
    expect(bodyRows().length).toBeLessThan(40);
    await expectNoAxeViolations(screen.container);
  });

  it('selects a row far down, by click and by Space, and runs its row action', async () => {
    const onSelectionChange = vi.fn();
    const onEdit = vi.fn();
    await renderWithProviders(
      <Devices
        tableId={nextTableId()}
        data={many}
        scrollMode="virtual"
        height={400}
        selectable
        getRowDisabledReason={alreadyAdded}
        onSelectionChange={onSelectionChange}
        rowActions={deviceActions({ onEdit, onRemove: vi.fn() })}
      />,
    );
    await scrollToPosition(50_001);
    await page.getByRole('checkbox', { name: 'Select PC-50003' }).click();
    expect(onSelectionChange.mock.lastCall?.[0]).toEqual(['dev-50003']);
    await expect.element(page.getByText('1 selected')).toBeVisible();

    // Keyboard: focus the row, move down, Space selects the next one.
    (row('PC-50003').element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(row('PC-50004')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onSelectionChange.mock.lastCall?.[0]).toEqual(['dev-50003', 'dev-50004']);

    // A disabled row far down (every 7th is in an organization) is never selected.
    await scrollToPosition(49_990);
    await expect.element(page.getByRole('checkbox', { name: 'Select PC-49994' })).toBeDisabled();

    await page.getByRole('button', { name: 'Actions for PC-50003' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'dev-50003' }));
  });

  it('filters and searches every row and scrolls back into range', async () => {
    const screen = await renderWithProviders(
      <Devices tableId={nextTableId()} data={many} scrollMode="virtual" height={400} />,
    );
    await scrollToPosition(60_000);
    await expect.element(page.getByRole('cell', { name: 'PC-60001', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Filter OS' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Linux' }).click();
    await userEvent.keyboard('{Escape}');
    // Every third device runs Linux: 21,845 of 65,536.
    await expect.element(table()).toHaveAttribute('aria-rowcount', String(21_845 + 1));
    await expect.element(page.getByText('1–21,845 of 21,845')).toBeVisible();
    expect(bodyRows().length).toBeGreaterThan(5);
    await page.getByRole('searchbox', { name: 'Search' }).fill('PC-6553');
    // PC-65530 … PC-65536 contain it; of those, PC-65532 and PC-65535 run Linux (n % 3 === 0).
    await expect.element(page.getByText('1–2 of 2')).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'PC-65532', exact: true })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'PC-65535', exact: true })).toBeVisible();
    await expectNoAxeViolations(screen.container);
  });
});
