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
import { AddVmHostDialog } from './add-vm-host-dialog';
import { deviceApi } from './vm-host-fixtures';

function api(routes: Record<string, TestRoute> = {}) {
  return createTestFetch({ ...pickerApi(), ...deviceApi(), ...routes } as Record<string, TestRoute>);
}

const testButton = () => page.getByRole('button', { name: 'Test host' });
const addButton = () => page.getByRole('button', { name: 'Add host' });

async function fillEsxi() {
  await page.getByRole('combobox', { name: 'Organization' }).click();
  await page.getByRole('option', { name: 'Contoso Health' }).click();
  await page.getByRole('combobox', { name: 'Monitor delegate' }).click();
  await page.getByRole('option', { name: 'CH-SRV-001' }).click();
  await page.getByRole('textbox', { name: 'DNS/IP' }).fill('esxi-01.contoso.local');
  await page.getByRole('combobox', { name: 'Credential' }).click();
  await page.getByRole('option', { name: 'ESXi root' }).click();
}

describe('given the Add VM host dialog for VMWare', () => {
  it('tests the host, enables Add host only after a passed test, clears it on a change, adds and links to the dashboard', async () => {
    const fetch = api();
    const screen = await renderWithProviders(
      <AddVmHostDialog open onOpenChange={() => {}} platform="VMWARE" />,
      {
        console: { fetch },
      },
    );
    await expect.element(page.getByRole('dialog', { name: 'Add VM host' })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'VMWare ESXi' })).toBeChecked();
    await expect.element(testButton()).toBeDisabled();
    await expect.element(addButton()).toBeDisabled();
    await expectNoAxeViolations(document.body);
    await fillEsxi();
    await expect.element(page.getByRole('textbox', { name: 'API port' })).toHaveValue('443');
    await expect.element(testButton()).toBeEnabled();
    await testButton().click();
    await expect.element(page.getByText('Test successful')).toBeVisible();
    await expect.element(addButton()).toBeEnabled();
    expect(fetch.requests.find((r) => r.path === '/ws/node/delegate/vmhost/test')?.body).toEqual({
      type: 'ESXI',
      clientId: 1,
      delegateNodeId: 11,
      hostname: 'esxi-01.contoso.local',
      apiPort: '443',
      credentialId: 31,
    });
    await expectNoAxeViolations(document.body);
    // 000 §4.3: changing any field clears the test result.
    await page.getByRole('textbox', { name: 'DNS/IP' }).fill('esxi-02.contoso.local');
    await expect.element(addButton()).toBeDisabled();
    expect(page.getByText('Test successful').query()).toBeNull();
    await testButton().click();
    await expect.element(addButton()).toBeEnabled();
    await addButton().click();
    await expect.element(page.getByText('The VM host esxi-01.contoso.local was added.')).toBeVisible();
    await expectNoAxeViolations(document.body);
    await page.getByRole('button', { name: 'Open the host dashboard' }).click();
    expect(screen.consoleProps?.navigate).toHaveBeenCalledWith('/vmDashboard/77/overview');
  });

  it('polls the staged delegate check and shows its progress labels', async () => {
    const stages = ['DOWNLOADING', 'INSTALLING', 'OK'];
    const fetch = api({
      'GET /ws/node/delegate/11/vmm/check': () =>
        jsonResponse({ resultCode: 'SUCCESS', status: stages.shift() ?? 'OK', reason: null, message: null }),
    });
    await renderWithProviders(<AddVmHostDialog open onOpenChange={() => {}} pollMs={400} />, {
      console: { fetch },
    });
    await fillEsxi();
    await testButton().click();
    await expect.element(page.getByText('Downloading')).toBeVisible();
    await expect.element(page.getByText('Installing')).toBeVisible();
    await expect.element(page.getByText('Test successful')).toBeVisible();
    expect(fetch.requests.filter((r) => r.path === '/ws/node/delegate/11/vmm/check')).toHaveLength(3);
  });

  it.each([
    ['esxi_init_timeout', 'Connection timeout'],
    ['esxi_unknown', 'Unknown connection error'],
    ['unsupported_target', 'Unsupported agent version'],
    ['invalid_credentials', 'Invalid credentials'],
    ['something_else', 'Test failed'],
  ])('shows %s as %s and keeps Add host disabled', async (code, label) => {
    const fetch = api({
      'POST /ws/node/delegate/vmhost/test': {
        resultCode: 'SUCCESS',
        result_code: code,
        stage: 'login',
        message: null,
      },
    });
    await renderWithProviders(<AddVmHostDialog open onOpenChange={() => {}} />, { console: { fetch } });
    await fillEsxi();
    await testButton().click();
    await expect.element(page.getByText(label, { exact: true })).toBeVisible();
    await expect.element(addButton()).toBeDisabled();
  });

  it("shows 'Failed to start service' for a delegate that is down, and the duplicate host message", async () => {
    const fetch = api({
      'POST /ws/node/delegate/vmhost': jsonResponse(
        { resultCode: 'delegate_already_has_existing_host', errorMessage: 'dup' },
        409,
      ),
    });
    await renderWithProviders(<AddVmHostDialog open onOpenChange={() => {}} platform="HYPERV" />, {
      console: { fetch },
    });
    await expect.element(page.getByRole('radio', { name: 'HyperV' })).toBeChecked();
    expect(page.getByRole('textbox', { name: 'DNS/IP' }).query()).toBeNull();
    await page.getByRole('combobox', { name: 'Organization' }).click();
    await page.getByRole('option', { name: 'Contoso Health' }).click();
    await page.getByRole('combobox', { name: 'Monitor delegate' }).click();
    await page.getByRole('option', { name: 'CH-SRV-002' }).click();
    await testButton().click();
    await expect.element(page.getByText('Failed to start service')).toBeVisible();
    await expect.element(addButton()).toBeDisabled();
    await expectNoAxeViolations(document.body);
    await page.getByRole('combobox', { name: 'Monitor delegate' }).click();
    await page.getByRole('option', { name: 'CH-SRV-001' }).click();
    await testButton().click();
    await addButton().click();
    await expect
      .element(page.getByText('VM Host already exists under the same Monitor Delegate.'))
      .toBeVisible();
    await expectNoAxeViolations(document.body);
  });

  it('takes an IPv6 DNS/IP and refuses a malformed one with the field message', async () => {
    const fetch = api();
    await renderWithProviders(<AddVmHostDialog open onOpenChange={() => {}} />, { console: { fetch } });
    await fillEsxi();
    const hostname = page.getByRole('textbox', { name: 'DNS/IP' });
    await hostname.fill('2001:db8:::5');
    await userEvent.tab();
    await expect.element(page.getByText('Enter a valid DNS name or IP address')).toBeVisible();
    await expect.element(testButton()).toBeDisabled();
    await expectNoAxeViolations(document.body);
    await hostname.fill('2001:db8::5');
    await expect.element(testButton()).toBeEnabled();
    expect(page.getByText('Enter a valid DNS name or IP address').query()).toBeNull();
    await testButton().click();
    await expect.element(page.getByText('Test successful')).toBeVisible();
    expect(fetch.requests.find((r) => r.path === '/ws/node/delegate/vmhost/test')?.body).toMatchObject({
      hostname: '2001:db8::5',
    });
  });

  it("asks for a new test when the server's own re-run of the test fails on Add host", async () => {
    const fetch = api({
      'POST /ws/node/delegate/vmhost': jsonResponse(
        {
          resultCode: 'vm_host_test_error',
          errorMessage: 'Error adding virtual machine host. Please try again.',
        },
        422,
      ),
    });
    await renderWithProviders(<AddVmHostDialog open onOpenChange={() => {}} />, { console: { fetch } });
    await fillEsxi();
    await testButton().click();
    await addButton().click();
    await expect
      .element(page.getByText('Error adding virtual machine host. Please try again.'))
      .toBeVisible();
    expect(page.getByText('Test successful').query()).toBeNull();
    await expect.element(addButton()).toBeDisabled();
    await expect.element(testButton()).toBeEnabled();
    await expectNoAxeViolations(document.body);
  });

  it('says the API port needs to be a number', async () => {
    await renderWithProviders(<AddVmHostDialog open onOpenChange={() => {}} />, {
      console: { fetch: api() },
    });
    const port = page.getByRole('textbox', { name: 'API port' });
    await port.fill('44x');
    await userEvent.tab();
    await expect.element(page.getByText('The API port needs to be a number')).toBeVisible();
    await expect.element(testButton()).toBeDisabled();
  });
});
