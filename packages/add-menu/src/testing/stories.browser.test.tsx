import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as menu from '../add-menu/add-menu.stories';
import * as computer from '../computer/add-computer-dialog.stories';
import * as policy from '../policy/create-policy-dialog.stories';
import * as ticketForms from '../ticket-forms/ticket-forms-dialog.stories';

// The stories are fixtures too: each renders over its fake API with no console error and no axe
// violation in its main state.
describe('the Add menu stories', () => {
  it('show the guide tooltip of a user who never clicked', async () => {
    await renderWithProviders(<menu.WithGuide />);
    await expect.element(page.getByRole('tooltip', { name: 'Task: Add a device' })).toBeVisible();
    await expectNoAxeViolations(document.body);
  });

  it('show the ticket forms, the default first', async () => {
    await renderWithProviders(<ticketForms.Forms />);
    await expect.element(page.getByRole('button', { name: 'Standard ticket (Default)' })).toBeVisible();
    await expectNoAxeViolations(document.body);
  });

  it.each([
    ['Windows', computer.Windows, 'MSI'],
    ['Linux', computer.Linux, 'DEB'],
    ['Mac with MDM', computer.MacWithMdm, 'MDM enrollment profile'],
  ])('show Add a computer for %s', async (_name, Story, option) => {
    await renderWithProviders(<Story />);
    await expect.element(page.getByRole('radio', { name: option })).toBeVisible();
    await expectNoAxeViolations(document.body);
  });

  it.each([
    ['the success dialog', computer.Success, 'Installer ready'],
    ['the token modal', computer.TokenModal, 'Enrollment token'],
    ['the MDM profile', computer.MdmProfile, 'Installer ready'],
  ])('show %s', async (_name, Story, title) => {
    await renderWithProviders(<Story />);
    await expect.element(page.getByRole('dialog', { name: title })).toBeVisible();
    await expectNoAxeViolations(document.body);
  });

  it('show Create policy', async () => {
    await renderWithProviders(<policy.Empty />);
    await expect.element(page.getByRole('dialog', { name: 'Create policy' })).toBeVisible();
    await expectNoAxeViolations(document.body);
  });
});
