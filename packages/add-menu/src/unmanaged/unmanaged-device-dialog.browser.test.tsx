import { createConsoleClient, type NodeRole } from '@console/core';
import {
  createTestFetch,
  expectNoAxeViolations,
  jsonResponse,
  renderWithProviders,
  type TestRoute,
} from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { UnmanagedDeviceDialog } from './unmanaged-device-dialog';
import { plainOnlyRoleList, unmanagedApi } from './unmanaged-fixtures';

const item = (name: string) => page.getByRole('treeitem', { name, exact: true });
const saveButton = () => page.getByRole('button', { name: 'Save' });

async function renderCreate(routes: Record<string, TestRoute> = {}, roles?: NodeRole[]) {
  const fetch = createTestFetch({ ...unmanagedApi(roles), ...routes });
  const onOpenChange = vi.fn();
  const screen = await renderWithProviders(<UnmanagedDeviceDialog open onOpenChange={onOpenChange} />, {
    console: { fetch, client: createConsoleClient({ fetch, getCsrfToken: () => 'test-csrf' }) },
  });
  return { fetch, onOpenChange, navigate: screen.consoleProps?.navigate };
}

async function choosePlace() {
  await page.getByRole('combobox', { name: 'Organization' }).click();
  await page.getByRole('option', { name: 'Contoso Health' }).click();
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: 'Main Clinic' }).click();
}

describe('given the Add unmanaged device dialog', () => {
  it("offers 'Import from CSV' and 'Create from scratch', Create on the 'Select role' tab", async () => {
    await renderCreate();
    const dialog = page.getByRole('dialog', { name: 'Add unmanaged device' });
    await expect.element(dialog).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Import from CSV' })).not.toBeChecked();
    await expect.element(page.getByRole('radio', { name: 'Create from scratch' })).toBeChecked();
    await expect
      .element(page.getByRole('tab', { name: 'Select role' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('tab', { name: 'Device information' })).toBeVisible();
    await expect.element(item('Printer')).toBeVisible();
    await expectNoAxeViolations(document.body);
  });

  it('greys out roles without full permission and asks for a role before saving', async () => {
    const { fetch } = await renderCreate();
    await expect.element(item('Monitor')).toHaveAttribute('aria-disabled', 'true');
    await expect.element(item('Printer')).not.toHaveAttribute('aria-disabled');
    await saveButton().click();
    await expect
      .element(page.getByRole('alert').filter({ hasText: 'Select an unmanaged device role to continue' }))
      .toBeVisible();
    expect(fetch.requests.some((request) => request.method === 'POST')).toBe(false);
    await expectNoAxeViolations(document.body);
  });

  it('does not show Save when the only role is the plain unmanaged role', async () => {
    await renderCreate({}, plainOnlyRoleList);
    await expect
      .element(page.getByText('No unmanaged device roles are available.', { exact: false }))
      .toBeVisible();
    expect(saveButton().query()).toBeNull();
  });

  it("shows 'Failed to retrieve node roles.' when the roles do not load", async () => {
    await renderCreate({
      'GET /ws/noderole/list': jsonResponse({ resultCode: 'INTERNAL_ERROR', errorMessage: 'x' }, 500),
    });
    await expect.element(page.getByText('Failed to retrieve node roles.')).toBeVisible();
    expect(saveButton().query()).toBeNull();
  });

  it('checks the device information: required fields, dates in order, a later start clears the end', async () => {
    await renderCreate();
    await item('Printer').click();
    await page.getByRole('tab', { name: 'Device information' }).click();
    await expect.element(page.getByRole('combobox', { name: 'Location' })).toBeDisabled();
    await saveButton().click();
    await expect.element(page.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByRole('textbox', { name: 'Name' })).toHaveAttribute('maxlength', '200');
    await expect
      .element(page.getByRole('textbox', { name: 'Serial Number' }))
      .toHaveAttribute('maxlength', '200');
    const start = page.getByRole('textbox', { name: 'Warranty Start Date' });
    const end = page.getByRole('textbox', { name: 'Warranty End Date' });
    await end.fill('03/01/2026');
    await end.element().blur();
    await start.fill('04/01/2026');
    await start.element().blur();
    await expect.element(end).toHaveValue('');
    await expectNoAxeViolations(document.body);
  });

  it("creates the device, says 'Unmanaged device created succesfully' and goes to its dashboard", async () => {
    const { fetch, navigate } = await renderCreate({
      'POST /ws/node': { resultCode: 'SUCCESS', nodeId: 77, node: {} },
    });
    await item('Printer').click();
    await page.getByRole('tab', { name: 'Device information' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Lobby printer');
    await choosePlace();
    await page.getByRole('textbox', { name: 'Serial Number' }).fill('PR-1');
    await page.getByRole('combobox', { name: 'Assigned User' }).click();
    await page.getByRole('option', { name: /Alex Admin/ }).click();
    const start = page.getByRole('textbox', { name: 'Warranty Start Date' });
    await start.fill('01/15/2026');
    await start.element().blur();
    await saveButton().click();
    await expect.element(page.getByText('Unmanaged device created succesfully')).toBeVisible();
    expect(navigate).toHaveBeenCalledWith('/unmanagedDeviceDashboard/77/overview');
    expect(fetch.requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Lobby printer',
      orgId: 1,
      locationId: 101,
      assetTypeId: 31,
      serialNumber: 'PR-1',
      assignedUserUUID: '8b1f7f58-8d5c-4a43-9d1f-0d9a1b2f0a01',
      warrantyStartDate: '2026-01-15',
      warrantyEndDate: null,
    });
  });

  it("shows 'Error creating unmanaged device' with the server's reason", async () => {
    const { navigate } = await renderCreate({
      'POST /ws/node': jsonResponse(
        { resultCode: 'VALIDATION_ERROR', errorMessage: 'The location does not belong to the organization.' },
        400,
      ),
    });
    await item('UPS').click();
    await page.getByRole('tab', { name: 'Device information' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Rack UPS');
    await choosePlace();
    await saveButton().click();
    await expect.element(page.getByText('Error creating unmanaged device')).toBeVisible();
    await expect.element(page.getByText('The location does not belong to the organization.')).toBeVisible();
    expect(navigate).not.toHaveBeenCalled();
    await expectNoAxeViolations(document.body);
  });

  it('moves through the tabs with the arrow keys', async () => {
    await renderCreate();
    await page.getByRole('tab', { name: 'Select role' }).click();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('tab', { name: 'Device information' })).toHaveFocus();
  });
});
