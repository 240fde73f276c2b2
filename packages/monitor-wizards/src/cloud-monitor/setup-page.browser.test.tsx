import {
  createTestFetch,
  expectNoAxeViolations,
  renderWithProviders,
  type TestRequest,
  transitionsDone,
} from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { monitorApi } from '../fixtures/monitor-data';
import { CloudMonitorWizard } from './cloud-monitor-wizard';

const wizard = () => page.getByRole('dialog', { name: 'New cloud monitor' });
const combo = (name: string) => page.getByRole('combobox', { name });

async function choose(name: string, option: string) {
  await combo(name).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('cloud monitor wizard: Setup (002 §2.3, §3, §4.7)', () => {
  it('stays on Setup with the field errors, then saves a ping monitor and closes', async () => {
    const fetch = createTestFetch({
      ...monitorApi(),
      'POST /ws/cloudmonitor': (request: TestRequest) => ({
        resultCode: 'SUCCESS',
        cloudMonitor: {
          ...(request.body as object),
          id: 9,
          status: 'PENDING',
          lastRunAt: null,
          nextRunAt: null,
          lastResponseTimeMs: null,
          activeAlerts: 0,
          createdAt: '',
          updatedAt: '',
          conditions: [],
          secretsSet: [],
        },
      }),
    });
    const onSaved = vi.fn();
    const onOpenChange = vi.fn();
    await renderWithProviders(<CloudMonitorWizard onSaved={onSaved} onOpenChange={onOpenChange} />, {
      console: { fetch },
    });
    await expect.element(wizard()).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Setup' })).toHaveAttribute('aria-current', 'step');
    await expect.element(page.getByRole('button', { name: 'Outbound' })).not.toBeInTheDocument();
    await transitionsDone();
    await expectNoAxeViolations(wizard().element());

    await page.getByRole('button', { name: 'Next' }).click();
    await expect.element(page.getByText('Enter a monitor name.')).toBeVisible();
    await expect.element(page.getByText('Enter a valid host name or IP address.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Setup' })).toHaveAttribute('aria-current', 'step');
    await expectNoAxeViolations(wizard().element());

    await choose('Organization', 'Northwind Traders');
    await choose('Location', 'Portland');
    await choose('Organization', 'Contoso Health');
    await expect.element(combo('Location')).not.toHaveTextContent('Portland');
    await choose('Location', 'Main Clinic');
    await page.getByRole('textbox', { name: 'Monitor name' }).fill('Gateway');
    await page.getByRole('textbox', { name: 'Host name' }).fill('bad host');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.element(page.getByText('Enter a valid host name or IP address.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Host name' }).fill('10.0.0.1');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect
      .element(page.getByRole('button', { name: 'Conditions' }))
      .toHaveAttribute('aria-current', 'step');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect
      .element(page.getByRole('button', { name: 'Confirm' }))
      .toHaveAttribute('aria-current', 'step');
    await page.getByRole('button', { name: 'Done' }).click();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const post = fetch.requests.find((r) => r.method === 'POST');
    expect(post?.body).toMatchObject({
      monitorType: 'PING',
      clientId: 1,
      locationId: 101,
      systemName: 'Gateway',
      hostname: '10.0.0.1',
      frequency: 300,
      timeout: 5,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect.element(wizard()).not.toBeInTheDocument();
  });

  it('changing the type resets the time-out options and shows the type steps; HEAD offers no body saving', async () => {
    await renderWithProviders(<CloudMonitorWizard />, { console: { fetch: createTestFetch(monitorApi()) } });
    await choose('Time-out', '30 s');
    await choose('Monitor type', 'HTTP');
    await expect.element(combo('Time-out')).toHaveTextContent('30 s');
    await combo('Time-out').click();
    await expect.element(page.getByRole('option', { name: '1 min', exact: true })).toBeVisible();
    await expect.element(page.getByRole('option', { name: '1 s', exact: true })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('button', { name: 'Request' })).toBeVisible();
    await expect.element(page.getByRole('checkbox', { name: 'Save response body' })).toBeVisible();
    await choose('Method', 'HEAD');
    await expect.element(page.getByRole('checkbox', { name: 'Save response body' })).not.toBeInTheDocument();
    await choose('Authentication', 'Basic');
    await expect.element(page.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await transitionsDone();
    await expectNoAxeViolations(wizard().element());
    await choose('Monitor type', 'Email');
    await expect.element(combo('Time-out')).toHaveTextContent('2 min');
    await expect.element(page.getByRole('button', { name: 'Outbound' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Inbound' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Request' })).not.toBeInTheDocument();
    await choose('Monitor type', 'Port scan');
    await expect.element(page.getByRole('textbox', { name: 'Ports to monitor' })).toBeVisible();
  });
});
