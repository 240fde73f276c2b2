import {
  createTestFetch,
  expectNoAxeViolations,
  jsonResponse,
  renderWithProviders,
  type TestRequest,
  transitionsDone,
} from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { NmsMonitoringDialog } from './nms-monitoring-dialog';
import { RenameDeviceDialog } from './rename-device-dialog';

describe('NMS monitoring settings (002 §2.3, §3)', () => {
  it('switches the address field with the way to monitor, checks it and saves', async () => {
    const fetch = createTestFetch({
      'GET /ws/nms/device/42/monitoring': {
        resultCode: 'SUCCESS',
        monitoring: { monitorBy: 'IP_ADDRESS', ipAddress: '10.0.0.2', netBiosName: '', dnsName: '' },
      },
      'PUT /ws/nms/device/42/monitoring': (request: TestRequest) => ({
        resultCode: 'SUCCESS',
        monitoring: request.body,
      }),
    });
    const onSaved = vi.fn();
    await renderWithProviders(
      <NmsMonitoringDialog open deviceId={42} onOpenChange={() => {}} onSaved={onSaved} />,
      {
        console: { fetch },
      },
    );
    const dialog = page.getByRole('dialog', { name: 'Monitoring settings' });
    await expect.element(page.getByRole('textbox', { name: 'IP address' })).toHaveValue('10.0.0.2');
    await transitionsDone();
    await expectNoAxeViolations(dialog.element());
    await page.getByRole('radio', { name: 'DNS name' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .element(page.getByRole('textbox', { name: 'DNS name' }))
      .toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(dialog.element());
    await page.getByRole('textbox', { name: 'DNS name' }).fill('core-sw1.example.net');
    await page.getByRole('button', { name: 'Save' }).click();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fetch.requests.at(-1)?.body).toMatchObject({
      monitorBy: 'DNS_NAME',
      dnsName: 'core-sw1.example.net',
    });
  });
});

describe('device rename (002 §2.3, §9)', () => {
  it('allows up to 410 characters and shows the server error', async () => {
    const fetch = createTestFetch({
      'PUT /ws/node': () => jsonResponse({ resultCode: 'FAILURE', errorMessage: 'Error saving device' }, 500),
    });
    await renderWithProviders(
      <RenameDeviceDialog open deviceId={7} name="core-sw1" onOpenChange={() => {}} />,
      {
        console: { fetch },
      },
    );
    const dialog = page.getByRole('dialog', { name: 'Rename device' });
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect.element(name).toHaveValue('core-sw1');
    await transitionsDone();
    await expectNoAxeViolations(dialog.element());
    await name.clear();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByText('Enter a name')).toBeVisible();
    await userEvent.fill(name, 'edge-router');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByText('Error saving device')).toBeVisible();
    expect(fetch.requests.at(-1)?.body).toEqual({ id: 7, name: 'edge-router' });
    await expectNoAxeViolations(dialog.element());
  });
});
