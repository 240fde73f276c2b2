import {
  createTestFetch,
  expectNoAxeViolations,
  jsonResponse,
  renderWithProviders,
  type TestRequest,
  transitionsDone,
} from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { monitorApi, savedHttpMonitor } from '../fixtures/monitor-data';
import { CloudMonitorWizard } from './cloud-monitor-wizard';

const editWizard = () => page.getByRole('dialog', { name: 'Edit cloud monitor' });
const step = (name: string) => page.getByRole('button', { name, exact: true });

async function choose(name: string, option: string) {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function saving() {
  return createTestFetch({
    ...monitorApi(),
    'PUT /ws/cloudmonitor/42': (request: TestRequest) => ({
      resultCode: 'SUCCESS',
      cloudMonitor: { ...savedHttpMonitor, ...(request.body as object), authenticationPassword: null },
    }),
  });
}

describe('cloud monitor wizard: edit, Conditions, Confirm, Close (002 §2.3, §3, §4.7, §8)', () => {
  it('edit: organization, location and type read-only; every step reachable from the step bar', async () => {
    await renderWithProviders(<CloudMonitorWizard monitorId={42} />, { console: { fetch: saving() } });
    await expect.element(editWizard()).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: 'Organization' })).toBeDisabled();
    await expect.element(page.getByRole('combobox', { name: 'Location' })).toBeDisabled();
    await expect.element(page.getByRole('combobox', { name: 'Monitor type' })).toBeDisabled();
    await expect.element(page.getByRole('textbox', { name: 'Monitor name' })).toHaveValue('Shop front');
    await transitionsDone();
    await expectNoAxeViolations(editWizard().element());
    await step('Confirm').click();
    await expect.element(step('Confirm')).toHaveAttribute('aria-current', 'step');
    await expect.element(page.getByText('Stored password (unchanged)')).toBeVisible();
  });

  it('Conditions: add with the nested settings modal (template only with ticketing), edit, disable, enable, remove', async () => {
    const fetch = saving();
    const onSaved = vi.fn();
    await renderWithProviders(<CloudMonitorWizard monitorId={42} onSaved={onSaved} />, {
      console: { fetch },
    });
    await step('Conditions').click();
    const table = page.getByRole('table');
    await expect.element(table.getByRole('cell', { name: 'Shop is open', exact: true })).toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(editWizard().element());

    await page.getByRole('button', { name: 'Add condition' }).click();
    const modal = page.getByRole('dialog', { name: 'Add condition' });
    await expect.element(modal).toBeVisible();
    await page.getByRole('combobox', { name: 'Condition', exact: true }).click();
    const offered = page
      .getByRole('option')
      .elements()
      .map((el) => el.textContent);
    expect(offered).toEqual([
      'Website failed',
      'HTTP response time',
      'HTTP code',
      'Site keyword',
      'SSL certificate expiration',
    ]);
    await page.getByRole('option', { name: 'SSL certificate expiration' }).click();
    await modal.getByRole('spinbutton', { name: 'Days until certificate expiration' }).fill('366');
    await modal.getByRole('button', { name: 'Apply' }).click();
    await expect.element(modal.getByText('Enter a number of days from 1 to 365.')).toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(modal.element());
    await modal.getByRole('spinbutton', { name: 'Days until certificate expiration' }).fill('14');
    await modal.getByRole('textbox', { name: 'Condition name' }).fill('Certificate soon');

    await modal.getByRole('button', { name: 'Settings…' }).click();
    const settings = page.getByRole('dialog', { name: 'Condition settings' });
    await expect.element(settings).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: 'Ticket template' })).not.toBeInTheDocument();
    await choose('Ticketing', 'Create a ticket');
    await expect.element(page.getByRole('combobox', { name: 'Ticket template' })).toBeVisible();
    await settings.getByRole('button', { name: 'Apply' }).click();
    await expect.element(settings.getByText('Choose a ticket template.')).toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(settings.element());
    await choose('Ticket template', 'Network team');
    await choose('Severity', 'Critical');
    await settings.getByRole('button', { name: 'Apply' }).click();
    await expect.element(settings).not.toBeInTheDocument();
    await page.getByRole('dialog', { name: 'Add condition' }).getByRole('button', { name: 'Apply' }).click();
    await expect.element(table.getByRole('cell', { name: 'Certificate soon', exact: true })).toBeVisible();
    await expect.element(table.getByRole('cell', { name: 'Critical', exact: true })).toBeVisible();

    const row = page.getByRole('group', { name: 'Actions for Shop is open' });
    await row.getByRole('button', { name: 'Disable' }).click();
    await expect.element(row.getByRole('button', { name: 'Enable' })).toBeVisible();
    await expect.element(table.getByRole('cell', { name: 'Disabled', exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit condition' });
    await expect.element(edit.getByRole('textbox', { name: 'Keyword' })).toHaveValue('open');
    await edit.getByRole('textbox', { name: 'Keyword' }).fill('');
    await edit.getByRole('button', { name: 'Apply' }).click();
    await expect.element(edit.getByText('Enter a keyword.')).toBeVisible();
    await edit.getByRole('textbox', { name: 'Keyword' }).fill('closed');
    await edit.getByRole('button', { name: 'Apply' }).click();
    await expect.element(edit).not.toBeInTheDocument();

    await page.getByRole('button', { name: 'Done' }).click();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = fetch.requests.find((r) => r.method === 'PUT');
    const body = put?.body as { conditions: Record<string, unknown>[]; authenticationPassword?: unknown };
    expect(body).not.toHaveProperty('authenticationPassword');
    expect(body.conditions).toMatchObject([
      { uid: savedHttpMonitor.conditions[0]?.uid, enabled: false, parameters: { keyword: 'closed' } },
      {
        type: 'SSLCertificateExpiration',
        conditionName: 'Certificate soon',
        severity: 'CRITICAL',
        ticketingAction: 'CREATE_TICKET',
        ticketTemplateId: 6,
        parameters: { daysUntilSSLCertificateExpiration: 14 },
      },
    ]);
  });

  it('removes a condition', async () => {
    await renderWithProviders(<CloudMonitorWizard monitorId={42} />, { console: { fetch: saving() } });
    await step('Conditions').click();
    await page
      .getByRole('group', { name: 'Actions for Shop is open' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect.element(page.getByText('No conditions yet')).toBeVisible();
  });

  it('Confirm: passwords masked, each with its own Show / Hide', async () => {
    await renderWithProviders(
      <CloudMonitorWizard defaults={{ clientId: 1, locationId: 101, monitorType: 'EMAIL' }} />,
      { console: { fetch: createTestFetch(monitorApi()) } },
    );
    await page.getByRole('textbox', { name: 'Monitor name' }).fill('Mail');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Sender email' }).fill('probe@example.com');
    await page.getByRole('textbox', { name: 'Receiver email' }).fill('inbox@example.com');
    await page.getByRole('textbox', { name: 'SMTP host' }).fill('smtp.example.com');
    await page.getByRole('checkbox', { name: 'SMTP server requires authentication' }).click();
    await page.getByRole('textbox', { name: 'User name' }).fill('probe');
    await page.getByLabelText('Password').fill('smtp-secret');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'IMAP host' }).fill('imap.example.com');
    await page.getByRole('textbox', { name: 'User name' }).fill('inbox');
    await page.getByLabelText('Password').fill('imap-secret');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.element(step('Confirm')).toHaveAttribute('aria-current', 'step');
    const wizard = page.getByRole('dialog', { name: 'New cloud monitor' });
    expect(wizard.element().textContent).not.toContain('smtp-secret');
    expect(wizard.element().textContent).not.toContain('imap-secret');
    await transitionsDone();
    await expectNoAxeViolations(wizard.element());
    await page.getByRole('button', { name: 'Show SMTP password' }).click();
    await expect.element(page.getByText('smtp-secret')).toBeVisible();
    expect(wizard.element().textContent).not.toContain('imap-secret');
    await page.getByRole('button', { name: 'Show Receiver password' }).click();
    await expect.element(page.getByText('imap-secret')).toBeVisible();
    await page.getByRole('button', { name: 'Hide SMTP password' }).click();
    await expect.element(page.getByText('smtp-secret')).not.toBeInTheDocument();
  });

  it('Close asks about unsaved changes: Cancel stays, Save saves and closes, Discard closes', async () => {
    const fetch = saving();
    const onOpenChange = vi.fn();
    const screen = await renderWithProviders(
      <CloudMonitorWizard monitorId={42} onOpenChange={onOpenChange} />,
      {
        console: { fetch },
      },
    );
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.element(editWizard()).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await screen.unmount();

    const second = vi.fn();
    await renderWithProviders(<CloudMonitorWizard monitorId={42} onOpenChange={second} />, {
      console: { fetch },
    });
    await page.getByRole('textbox', { name: 'Monitor name' }).fill('Shop front 2');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    const prompt = page.getByRole('dialog', { name: 'You have unsaved changes' });
    await expect.element(prompt).toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(prompt.element());
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(prompt).not.toBeInTheDocument();
    await expect.element(page.getByRole('textbox', { name: 'Monitor name' })).toHaveValue('Shop front 2');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'You have unsaved changes' })
      .getByRole('button', { name: 'Save' })
      .click();
    await vi.waitFor(() => expect(second).toHaveBeenCalledWith(false));
    expect(fetch.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      systemName: 'Shop front 2',
    });
  });

  it('Discard closes without saving; a refused save stays open with the error', async () => {
    const fetch = createTestFetch({
      ...monitorApi(),
      'PUT /ws/cloudmonitor/42': () =>
        jsonResponse({ resultCode: 'VALIDATION_ERROR', errorMessage: 'Enter a monitor name.' }, 400),
    });
    const onOpenChange = vi.fn();
    await renderWithProviders(<CloudMonitorWizard monitorId={42} onOpenChange={onOpenChange} />, {
      console: { fetch },
    });
    await page.getByRole('textbox', { name: 'Monitor name' }).fill('Renamed');
    await step('Confirm').click();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.element(page.getByText('Error saving cloud monitor')).toBeVisible();
    await expect.element(editWizard()).toBeVisible();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'You have unsaved changes' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await expect.element(editWizard()).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
