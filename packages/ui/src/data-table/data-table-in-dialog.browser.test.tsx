import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { type DeviceRow, deviceActions } from './data-table.fixtures';
import { Devices, devices, forgetTableSettings, nextTableId } from './data-table.test-hosts';

afterEach(forgetTableSettings);

/** A Dialog holding the devices table with row actions, opened by a button as a host would. */
function TableInDialog({
  onEdit,
  onRemove,
}: {
  onEdit: (d: DeviceRow) => void;
  onRemove: (d: DeviceRow) => void;
}) {
  const [open, setOpen] = useState(false);
  const [tableId] = useState(nextTableId);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Review devices</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Review devices" size="lg">
        <Devices tableId={tableId} rowActions={deviceActions({ onEdit, onRemove })} />
      </Dialog>
    </>
  );
}

describe('DataTable row action menus inside a Dialog', () => {
  it('opens a row menu over the dialog and runs the clicked item, the dialog staying open', async () => {
    const onEdit = vi.fn();
    const onRemove = vi.fn();
    await renderWithProviders(<TableInDialog onEdit={onEdit} onRemove={onRemove} />);
    await page.getByRole('button', { name: 'Review devices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review devices' });
    await expect.element(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Actions for PC-003' }).click();
    const menu = page.getByRole('menu', { name: 'Actions for PC-003' });
    await expect.element(menu).toBeVisible();
    await expectNoAxeViolations(document.body);
    // A real pointer click on the item (not a synthetic event): it must be on top and not inert.
    await page.getByRole('menuitem', { name: 'Remove' }).click();
    expect(onRemove).toHaveBeenCalledWith(devices[2]);
    await expect.element(menu).not.toBeInTheDocument();
    await expect.element(dialog).toBeVisible();
    // Escape closes the menu only: the dialog stays open.
    await dialog.getByRole('button', { name: 'Actions for PC-001' }).click();
    await expect.element(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('menu', { name: 'Actions for PC-001' })).not.toBeInTheDocument();
    await expect.element(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Actions for PC-001' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    expect(onEdit).toHaveBeenCalledWith(devices[0]);
    await expect.element(dialog).toBeVisible();
  });
});
