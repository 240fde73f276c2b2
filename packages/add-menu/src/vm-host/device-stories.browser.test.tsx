import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as nms from '../nms/add-nms-device-dialog.stories';
import * as vm from './add-vm-host-dialog.stories';

// The stories are fixtures too: each renders its first state without errors and passes axe.
describe('the VM host and NMS device stories', () => {
  it.each([
    ['Esxi', vm.Esxi, 'Add VM host'],
    ['HyperV', vm.HyperV, 'Add VM host'],
    ['StagedCheck', vm.StagedCheck, 'Add VM host'],
    ['InvalidCredentials', vm.InvalidCredentials, 'Add VM host'],
    ['Duplicate', vm.Duplicate, 'Add VM host'],
    ['AddNmsDevice', nms.AddNmsDevice, 'Add NMS device'],
    ['Unreachable', nms.Unreachable, 'Add NMS device'],
  ])('renders %s', async (_name, Story, title) => {
    await renderWithProviders(<Story />);
    await expect.element(page.getByRole('dialog', { name: title })).toBeVisible();
    await expectNoAxeViolations(document.body);
  });

  it('runs the staged check of the story to a passed test', async () => {
    await renderWithProviders(<vm.StagedCheck />);
    await page.getByRole('combobox', { name: 'Organization' }).click();
    await page.getByRole('option', { name: 'Contoso Health' }).click();
    await page.getByRole('combobox', { name: 'Monitor delegate' }).click();
    await page.getByRole('option', { name: 'CH-SRV-001' }).click();
    await page.getByRole('textbox', { name: 'DNS/IP' }).fill('esxi-01.contoso.local');
    await page.getByRole('combobox', { name: 'Credential' }).click();
    await page.getByRole('option', { name: 'ESXi root' }).click();
    await page.getByRole('button', { name: 'Test host' }).click();
    await expect.element(page.getByText('Downloading')).toBeVisible();
    await expect.element(page.getByText('Test successful'), { timeout: 8000 }).toBeVisible();
  });
});
