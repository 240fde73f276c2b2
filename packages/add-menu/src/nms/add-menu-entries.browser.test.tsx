import { createTestFetch, renderWithProviders, type TestRoute } from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { AddMenu } from '../add-menu/add-menu';
import { guidePreference, pickerApi, ticketForms } from '../fixtures/add-menu-data';
import { deviceApi } from '../vm-host/vm-host-fixtures';

function api() {
  return createTestFetch({
    'GET /ws/appuser/preference/addMenu.guideDismissed': guidePreference(true),
    'GET /ws/tickettemplate/list': ticketForms,
    ...pickerApi(),
    ...deviceApi(),
  } as Record<string, TestRoute>);
}

const item = (name: string) => page.getByRole('menuitem', { name, exact: true });

describe('given the Add menu', () => {
  it('opens Add NMS device from Device ▸ NMS', async () => {
    await renderWithProviders(<AddMenu />, { console: { fetch: api() } });
    await page.getByRole('button', { name: 'Add new' }).click();
    await item('Device').click();
    await item('NMS').click();
    await expect.element(page.getByRole('dialog', { name: 'Add NMS device' })).toBeVisible();
  });

  it('opens Add VM host for VMWare from Device ▸ Virtual infrastructure', async () => {
    await renderWithProviders(<AddMenu />, { console: { fetch: api() } });
    await page.getByRole('button', { name: 'Add new' }).click();
    await item('Device').click();
    await item('Virtual infrastructure').click();
    await item('VMWare').click();
    await expect.element(page.getByRole('dialog', { name: 'Add VM host' })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'VMWare ESXi' })).toBeChecked();
  });
});
