import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as stories from './directory-discovery-wizard.stories';

// The stories are fixtures too: each renders over its fake directory server with no console
// error and no axe violation.
describe('the directory discovery stories', () => {
  it('show step 1 of a new ad hoc job', async () => {
    await renderWithProviders(<stories.NewAdHocJob />);
    await expect.element(page.getByRole('dialog', { name: 'Active Directory discovery' })).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: 'Domain controller' })).toBeVisible();
    await expectNoAxeViolations(document.body);
  });

  it('show step 1 of a new scheduled job', async () => {
    await renderWithProviders(<stories.NewScheduledJob />);
    await expect
      .element(page.getByRole('dialog', { name: 'Scheduled Active Directory discovery job' }))
      .toBeVisible();
    await expectNoAxeViolations(document.body);
  });

  it('show a saved ad hoc job run on step 2, without Back', async () => {
    await renderWithProviders(<stories.RunSavedAdHocJob />);
    await expect.element(page.getByText('Credentials are valid')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Back', exact: true })).not.toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('show an edited scheduled job on step 1 with its OU path', async () => {
    await renderWithProviders(<stories.EditScheduledJob />);
    await expect
      .element(page.getByRole('textbox', { name: 'OU path' }))
      .toHaveValue('OU=Servers,DC=corp,DC=example');
    await expectNoAxeViolations(document.body);
  });

  it("show 'Error loading domain controllers'", async () => {
    await renderWithProviders(<stories.DomainControllersFail />);
    await expect.element(page.getByText('Error loading domain controllers')).toBeVisible();
  });
});
