import { expectNoAxeViolations } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderPicker } from '../testing';
import { RoleTree } from './role-tree';

const item = (name: string) => page.getByRole('treeitem', { name, exact: true });

describe('RoleTree', () => {
  it('shows the roles as a tree of 38 px rows indented 20 px, children built as a node expands', async () => {
    const screen = await renderPicker(<RoleTree />);
    await expect.element(page.getByRole('tree', { name: 'Device roles' })).toBeVisible();
    // The roots read by their display names, never the stored MANAGED_DEVICE / UNMANAGED_DEVICE_ROOT.
    await expect.element(item('Unmanaged devices')).toBeVisible();
    expect(page.getByText('MANAGED_DEVICE').elements()).toHaveLength(0);
    expect(page.getByText('UNMANAGED_DEVICE_ROOT').elements()).toHaveLength(0);
    await expect.element(item('Managed devices')).toHaveAttribute('aria-expanded', 'false');
    expect(item('Managed devices').element().getBoundingClientRect().height).toBe(38);
    await item('Managed devices').click();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(item('Windows Workstation')).toBeVisible();
    await expect.element(item('Windows Workstation')).toHaveAttribute('aria-level', '2');
    const padding = (name: string) =>
      Number.parseFloat(getComputedStyle(item(name).element()).paddingInlineStart);
    expect(padding('Windows Workstation') - padding('Managed devices')).toBe(20);
    await expectNoAxeViolations(screen.container);
  });

  it('searches every role, and expands and collapses everything already known', async () => {
    await renderPicker(<RoleTree rootName="MANAGED_DEVICE" />);
    await expect.element(item('Windows Server')).toBeVisible();
    await expect.element(item('Kiosk')).not.toBeInTheDocument();
    // Kiosk's parent never expanded: its children were not built, and the search still finds it.
    await page.getByRole('searchbox').fill('kiosk');
    await expect.element(item('Kiosk')).toBeVisible();
    await expect.element(item('Windows Server')).not.toBeInTheDocument();
    await page.getByRole('searchbox').fill('');
    await item('Windows Workstation').click();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(item('Kiosk')).toBeVisible();
    await page.getByRole('button', { name: 'Collapse All' }).click();
    await expect.element(item('Kiosk')).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Expand All' }).click();
    await expect.element(item('Kiosk')).toBeVisible();
  });

  it('selects a role carrying full permission and greys out the others (000 §2.12)', async () => {
    const onValueChange = vi.fn();
    await renderPicker(<RoleTree rootName="UNMANAGED_DEVICE" onValueChange={onValueChange} />);
    await expect.element(item('Camera')).toHaveAttribute('aria-disabled', 'true');
    await item('Camera').click({ force: true });
    expect(onValueChange).not.toHaveBeenCalled();
    await item('Printer').click();
    expect(onValueChange).toHaveBeenLastCalledWith(31, expect.objectContaining({ name: 'Printer' }));
    await expect.element(item('Printer')).toHaveAttribute('aria-selected', 'true');
  });
});
