import {
  createTestFetch,
  expectNoAxeViolations,
  jsonResponse,
  renderWithProviders,
  type TestRoute,
} from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { pickerApi } from '../fixtures/add-menu-data';
import { deviceApi } from '../vm-host/vm-host-fixtures';
import { AddNmsDeviceDialog } from './add-nms-device-dialog';

function api(routes: Record<string, TestRoute> = {}) {
  return createTestFetch({ ...pickerApi(), ...deviceApi(), ...routes } as Record<string, TestRoute>);
}

const saveButton = () => page.getByRole('button', { name: 'Add device' });

async function fill() {
  await page.getByRole('combobox', { name: 'Organization' }).click();
  await page.getByRole('option', { name: 'Contoso Health' }).click();
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: 'Main Clinic' }).click();
  await page.getByRole('combobox', { name: 'Network probe' }).click();
  await page.getByRole('option', { name: 'CH-SRV-001' }).click();
  await page.getByRole('textbox', { name: 'IP or DNS name' }).fill('10.1.1.2');
  await page.getByRole('combobox', { name: 'NMS role' }).click();
  await page.getByRole('option', { name: 'Switch', exact: true }).click();
  await page.getByRole('combobox', { name: 'SNMP credential' }).click();
  await page.getByRole('option', { name: 'Switch community' }).click();
}

describe('given the Add NMS device dialog', () => {
  it('needs every field, polls the device on Add device and shows what it reported', async () => {
    const fetch = api();
    await renderWithProviders(<AddNmsDeviceDialog open onOpenChange={() => {}} />, { console: { fetch } });
    await expect.element(page.getByRole('dialog', { name: 'Add NMS device' })).toBeVisible();
    await expect.element(saveButton()).toBeDisabled();
    await expect.element(page.getByRole('radio', { name: 'IP address' })).toBeChecked();
    await expect.element(page.getByRole('textbox', { name: 'SNMP port' })).toHaveValue('161');
    await expectNoAxeViolations(document.body);
    await fill();
    await expect.element(saveButton()).toBeEnabled();
    await saveButton().click();
    await expect.element(page.getByText('Added rmm-snmp-peer.test.local')).toBeVisible();
    await expect.element(page.getByText('RMM test agent (Linux x86_64) net-snmp')).toBeVisible();
    await expect.element(page.getByText('Net-SNMP', { exact: true })).toBeVisible();
    await expect.element(page.getByText('Linux', { exact: true })).toBeVisible();
    expect(fetch.requests.find((r) => r.path === '/ws/nms/device')?.body).toEqual({
      clientId: 1,
      locationId: 101,
      nmsDelegateNodeId: 11,
      monitorBy: 'IP_ADDRESS',
      address: '10.1.1.2',
      snmpPort: 161,
      name: null,
      nodeRoleId: 20,
      credentialId: 32,
    });
    await expectNoAxeViolations(document.body);
  });

  it('offers only SNMP credentials and NMS roles', async () => {
    await renderWithProviders(<AddNmsDeviceDialog open onOpenChange={() => {}} />, {
      console: { fetch: api() },
    });
    await page.getByRole('combobox', { name: 'Organization' }).click();
    await page.getByRole('option', { name: 'Contoso Health' }).click();
    await page.getByRole('combobox', { name: 'SNMP credential' }).click();
    await expect.element(page.getByRole('option', { name: 'Core SNMPv3' })).toBeVisible();
    expect(page.getByRole('option', { name: 'ESXi root' }).query()).toBeNull();
    await userEvent.keyboard('{Escape}');
    await page.getByRole('combobox', { name: 'NMS role' }).click();
    // Built-in roles show their class's display name, never the stored NMS_ROUTER; custom ones their name.
    await expect.element(page.getByRole('option', { name: 'Router', exact: true })).toBeVisible();
    await expect.element(page.getByRole('option', { name: 'Core switches' })).toBeVisible();
    expect(page.getByRole('option', { name: /NMS_/ }).query()).toBeNull();
    expect(page.getByRole('option', { name: 'Windows server' }).query()).toBeNull();
  });

  it('checks the address for the chosen way of reaching the device', async () => {
    await renderWithProviders(<AddNmsDeviceDialog open onOpenChange={() => {}} />, {
      console: { fetch: api() },
    });
    const address = page.getByRole('textbox', { name: 'IP or DNS name' });
    await address.fill('10.1.1.300');
    await userEvent.tab();
    await expect.element(page.getByText('Enter a valid IP address')).toBeVisible();
    await page.getByRole('radio', { name: 'DNS name' }).click();
    await address.fill('core-switch.corp.example');
    await expect.element(page.getByText('Enter a valid IP address')).not.toBeInTheDocument();
  });

  it('takes an IPv6 address by IP and refuses a malformed one', async () => {
    await renderWithProviders(<AddNmsDeviceDialog open onOpenChange={() => {}} />, {
      console: { fetch: api() },
    });
    const address = page.getByRole('textbox', { name: 'IP or DNS name' });
    await address.fill('2001:db8::10::1');
    await userEvent.tab();
    await expect.element(page.getByText('Enter a valid IP address')).toBeVisible();
    await expectNoAxeViolations(document.body);
    await address.fill('2001:db8::10');
    await expect.element(page.getByText('Enter a valid IP address')).not.toBeInTheDocument();
    await address.fill('::1');
    await expect.element(page.getByText('Enter a valid IP address')).not.toBeInTheDocument();
  });

  it("shows the server's message when the device does not answer, and keeps the form", async () => {
    const fetch = api({
      'POST /ws/nms/device': jsonResponse(
        {
          resultCode: 'NMS_DEVICE_UNREACHABLE',
          errorMessage:
            'The device did not answer SNMP at 10.1.1.2:161. Check the address, the port and the credential, then try again.',
        },
        422,
      ),
    });
    await renderWithProviders(<AddNmsDeviceDialog open onOpenChange={() => {}} />, { console: { fetch } });
    await fill();
    await saveButton().click();
    await expect
      .element(page.getByText('The device did not answer SNMP at 10.1.1.2:161.', { exact: false }))
      .toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'IP or DNS name' })).toHaveValue('10.1.1.2');
    await expectNoAxeViolations(document.body);
  });
});
