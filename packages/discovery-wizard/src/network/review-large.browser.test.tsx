import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { slash16Results } from '../fixtures/discovery-data';
import { isOffline } from '../logic/device-rules';
import * as stories from './network-discovery-wizard.stories';

// Review over a /16: 65,536 devices in the shared DataTable's virtual mode (40 px rows).
beforeEach(async () => {
  await page.viewport(1280, 1000);
});

const table = () => page.getByRole('table', { name: 'Review' });
const button = (name: string) => page.getByRole('button', { name, exact: true }).last();
const row = (ip: string) => table().getByRole('row').filter({ hasText: ip });

async function choose(field: string, option: string) {
  await page.getByRole('combobox', { name: field }).last().click();
  await page.getByRole('option', { name: option }).click();
}

/** Scrolls the review table so the device at 0-based `position` is at the top. */
function scrollTo(position: number) {
  const scroller = document.querySelector<HTMLElement>('div[data-scroll-mode="virtual"]');
  if (!scroller) throw new Error('no virtual scroll area');
  scroller.scrollTop = position * 40;
  scroller.dispatchEvent(new Event('scroll'));
}

describe('given Review with 65,536 devices', { timeout: 60_000 }, () => {
  it('scrolls to devices far down, selects two and sets their role with Edit role', async () => {
    await renderWithProviders(<stories.LargeReview />);
    await expect.element(table()).toHaveAttribute('aria-rowcount', '65537');
    expect(table().getByRole('row').elements().length).toBeLessThan(40);
    await expectNoAxeViolations(document.body);

    // Device 60,000 of the /16 is 10.0.234.96.
    scrollTo(60_000);
    await expect.element(row('10.0.234.96')).toHaveAttribute('aria-rowindex', '60002');
    await page.getByRole('checkbox', { name: 'Select 10.0.234.96', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Select 10.0.234.97', exact: true }).click();
    await expect.element(button('Edit role')).toBeEnabled();
    await button('Edit role').click();
    const dialog = page.getByRole('dialog', { name: 'Edit role' });
    await expect.element(dialog).toBeVisible();
    await choose('Role', 'Router');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(row('10.0.234.96').getByText('Router')).toBeVisible();
    await expect.element(row('10.0.234.97').getByText('Router')).toBeVisible();
    await expectNoAxeViolations(document.body);
  });

  it('edits one device far down, its IP read-only', async () => {
    await renderWithProviders(<stories.LargeReview />);
    scrollTo(65_000);
    // Device 65,002 is 10.0.253.234.
    await page.getByRole('button', { name: 'Edit 10.0.253.234', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit device details' });
    await expect.element(dialog.getByRole('textbox', { name: 'IP address' })).toHaveValue('10.0.253.234');
    await expect.element(dialog.getByRole('textbox', { name: 'IP address' })).toHaveAttribute('readonly');
    await dialog.getByRole('textbox', { name: 'Device name' }).fill('far-away');
    await choose('Role', 'Router');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.element(row('10.0.253.234').getByText('far-away')).toBeVisible();
  });

  it('narrows to the offline devices with the Type filter', async () => {
    await renderWithProviders(<stories.LargeReview />);
    const offline = slash16Results().filter(isOffline);
    await choose('Type', 'Offline devices');
    await expect.element(table()).toHaveAttribute('aria-rowcount', String(offline.length + 1));
    const cell = (ip = '') => table().getByRole('cell', { name: ip, exact: true }).first();
    await expect.element(cell(offline[0]?.ip)).toBeVisible();
    scrollTo(offline.length - 1);
    await expect.element(cell(offline.at(-1)?.ip)).toBeVisible();
    await expectNoAxeViolations(document.body);
  });
});
