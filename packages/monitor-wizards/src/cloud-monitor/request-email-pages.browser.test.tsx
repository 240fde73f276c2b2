import {
  createTestFetch,
  expectNoAxeViolations,
  renderWithProviders,
  transitionsDone,
} from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { monitorApi } from '../fixtures/monitor-data';
import { CloudMonitorWizard } from './cloud-monitor-wizard';

const wizard = () => page.getByRole('dialog', { name: 'New cloud monitor' });
const current = (name: string) =>
  expect.element(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-current', 'step');

async function choose(name: string, option: string) {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const base = { clientId: 1, locationId: 101, systemName: 'Probe' };

describe('cloud monitor wizard: Request, Outbound and Inbound (002 §2.3, §3, §5.11)', () => {
  it('Request: header rows with remove controls only beyond one row, body NONE / FORM / RAW', async () => {
    const defaults = { ...base, monitorType: 'HTTP' as const };
    await renderWithProviders(<CloudMonitorWizard defaults={defaults} />, {
      console: { fetch: createTestFetch(monitorApi()) },
    });
    await page.getByRole('textbox', { name: 'Monitor name' }).fill('Shop');
    await page.getByRole('textbox', { name: 'URL' }).fill('https://shop.example/');
    await choose('Method', 'POST');
    await page.getByRole('button', { name: 'Next' }).click();
    await current('Request');
    const headers = page.getByRole('group', { name: 'Headers' });
    await expect.element(headers.getByRole('button', { name: /Remove row/ })).not.toBeInTheDocument();
    await headers.getByRole('button', { name: 'Add row' }).click();
    await expect.element(headers.getByRole('button', { name: 'Remove row 1' })).toBeVisible();
    await expect.element(headers.getByRole('button', { name: 'Remove row 2' })).toBeVisible();
    await headers.getByRole('textbox', { name: 'Name 1' }).fill('Bad: name');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.element(page.getByText('Enter a name without line breaks or colons.')).toBeVisible();
    await current('Request');
    await headers.getByRole('textbox', { name: 'Name 1' }).fill('X-Probe');
    await headers.getByRole('button', { name: 'Remove row 2' }).click();
    await expect.element(headers.getByRole('button', { name: /Remove row/ })).not.toBeInTheDocument();

    await page.getByRole('radio', { name: 'Form' }).click();
    await expect.element(page.getByRole('combobox', { name: 'Form encoding' })).toBeVisible();
    await expect.element(page.getByRole('group', { name: 'Form fields' })).toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(wizard().element());
    await page.getByRole('radio', { name: 'Raw' }).click();
    await expect.element(page.getByRole('group', { name: 'Form fields' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('textbox', { name: 'Raw body' })).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: 'Content type' })).toBeVisible();
    await page.getByRole('radio', { name: 'None' }).click();
    await expect.element(page.getByRole('textbox', { name: 'Raw body' })).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Next' }).click();
    await current('Conditions');
  });

  it('Outbound and Inbound: SMTP with authentication, then IMAP or POP with their fields', async () => {
    const defaults = { ...base, monitorType: 'EMAIL' as const };
    await renderWithProviders(<CloudMonitorWizard defaults={defaults} />, {
      console: { fetch: createTestFetch(monitorApi()) },
    });
    await page.getByRole('textbox', { name: 'Monitor name' }).fill('Mail');
    await page.getByRole('button', { name: 'Next' }).click();
    await current('Outbound');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.element(page.getByText('Please enter a valid email address').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Sender email' }).fill('probe@example.com');
    await page.getByRole('textbox', { name: 'Receiver email' }).fill('inbox@example.com');
    await page.getByRole('textbox', { name: 'SMTP host' }).fill('smtp.example.com');
    await page.getByRole('checkbox', { name: 'Use SSL/TLS' }).click();
    await page.getByRole('checkbox', { name: 'Use STARTTLS' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.element(page.getByText('Choose either SSL/TLS or STARTTLS, not both.')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Use SSL/TLS' }).click();
    await expect.element(page.getByLabelText('Password')).not.toBeInTheDocument();
    await page.getByRole('checkbox', { name: 'SMTP server requires authentication' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.element(page.getByText('Enter a user name.')).toBeVisible();
    await expect.element(page.getByText('Enter a password.')).toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(wizard().element());
    await page.getByRole('textbox', { name: 'User name' }).fill('probe');
    await page.getByLabelText('Password').fill('s3cret');
    await page.getByRole('button', { name: 'Next' }).click();
    await current('Inbound');
    await expect.element(page.getByRole('radio', { name: 'IMAP' })).toBeChecked();
    await expect.element(page.getByRole('textbox', { name: 'Folder' })).toHaveValue('INBOX');
    await expect.element(page.getByRole('spinbutton', { name: 'Port' })).toHaveValue(143);
    await page.getByRole('radio', { name: 'POP' }).click();
    await expect.element(page.getByRole('textbox', { name: 'Folder' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('textbox', { name: 'POP host' })).toBeVisible();
    await expect.element(page.getByRole('spinbutton', { name: 'Port' })).toHaveValue(110);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.element(page.getByText('Enter a valid host name or IP address.')).toBeVisible();
    await page.getByRole('textbox', { name: 'POP host' }).fill('pop.example.com');
    await page.getByRole('textbox', { name: 'User name' }).fill('inbox');
    await page.getByLabelText('Password').fill('p0p');
    await transitionsDone();
    await expectNoAxeViolations(wizard().element());
    await page.getByRole('button', { name: 'Next' }).click();
    await current('Conditions');
  });
});
