import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './add-mobile-device-dialog.stories';

// The stories are fixtures too: each renders over its fake API with no console error and no axe
// violation.
describe('the mobile device stories', () => {
  it.each([
    ['Apple', stories.Apple, 'Push certificate'],
    ['Android', stories.Android, 'Usage type'],
  ])('%s shows the form', async (_, Story, field) => {
    await renderWithProviders(<Story />);
    await expect.element(page.getByRole('dialog', { name: 'Add a mobile device' })).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: field })).toBeVisible();
    await expectNoAxeViolations(document.body);
  });

  it.each([
    ['NoConnections', stories.NoConnections, 'No Android MDM connections configured.'],
    ['AppDisabled', stories.AppDisabled, 'Enable Console MDM Apple app'],
  ])('%s says why it cannot generate', async (_, Story, text) => {
    await renderWithProviders(<Story />);
    await expect.element(page.getByText(text)).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Generate QR code' })).toBeDisabled();
    await expectNoAxeViolations(document.body);
  });

  it.each([
    ['AppleGenerated', stories.AppleGenerated, 'Download'],
    ['AndroidGenerated', stories.AndroidGenerated, 'Send by SMS'],
    ['SendFails', stories.SendFails, 'Send by email'],
  ])('%s shows the generated enrollment', async (_, Story, tab) => {
    await renderWithProviders(<Story />);
    await expect.element(page.getByRole('dialog', { name: 'Successfully generated' })).toBeVisible();
    await expect.element(page.getByRole('img', { name: 'Enrollment QR code' })).toBeVisible();
    await expect.element(page.getByRole('tab', { name: tab })).toBeVisible();
    await expectNoAxeViolations(document.body);
  });

  it.each([
    ['MacProfileEmail', stories.MacProfileEmail],
    ['MacProfileCertificateExpired', stories.MacProfileCertificateExpired],
  ])('%s shows the profile email', async (_, Story) => {
    await renderWithProviders(<Story />);
    await expect.element(page.getByRole('dialog', { name: 'Send MDM enrollment profile' })).toBeVisible();
    await expectNoAxeViolations(document.body);
  });

  it('RejectingOrganization and CertificateExpired render their forms', async () => {
    await renderWithProviders(<stories.RejectingOrganization />);
    await expect.element(page.getByRole('dialog', { name: 'Add a mobile device' })).toBeVisible();
    await renderWithProviders(<stories.CertificateExpired />);
    await expect.element(page.getByRole('button', { name: 'Generate QR code' }).first()).toBeVisible();
  });
});
