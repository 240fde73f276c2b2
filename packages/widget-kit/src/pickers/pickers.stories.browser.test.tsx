import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './pickers.stories';

// The stories are fixtures too: each renders over its fake API with no console error and no axe
// violation.
describe('the picker stories', () => {
  it('show the organization and location pickers, the location waiting', async () => {
    const screen = await renderWithProviders(<stories.OrganizationAndLocation />);
    await expect.element(page.getByRole('combobox', { name: 'Organization' })).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: 'Location' })).toBeDisabled();
    await expectNoAxeViolations(screen.container);
  });

  it('show the error of a failed organization list', async () => {
    await renderWithProviders(<stories.OrganizationError />);
    await expect.element(page.getByText('Error fetching organizations')).toBeVisible();
  });

  it('show the device role on Auto, the role trees, the policy and the credential pickers', async () => {
    const screen = await renderWithProviders(
      <>
        <stories.DeviceRole />
        <stories.RoleTreeOfUnmanagedDevices />
        <stories.Policy />
        <stories.Credential />
      </>,
    );
    await expect.element(page.getByRole('combobox', { name: 'Node role' })).toHaveTextContent('Auto');
    await expect.element(page.getByRole('treeitem', { name: 'Printer' })).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: 'Parent policy' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'New Credential' })).toBeVisible();
    await expectNoAxeViolations(screen.container);
  });

  it('show a read-only credential picker and the script picker', async () => {
    await renderWithProviders(
      <>
        <stories.CredentialReadOnly />
        <stories.CredentialWithoutOrganization />
        <stories.Script />
      </>,
    );
    await expect.element(page.getByRole('dialog', { name: 'Select script' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: /Clear Temp Files/ })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'New Credential' })).not.toBeInTheDocument();
  });
});
