import {
  createTestFetch,
  createTestRealtime,
  expectNoAxeViolations,
  renderWithProviders,
} from '@console/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import {
  discovered,
  discoveryResults,
  discoveryRoutes,
  type FakeDiscoveryOptions,
} from '../fixtures/discovery-data';
import { NetworkDiscoveryWizard } from './network-discovery-wizard';

const timing = { pollIntervalMs: 20, startDelayMs: 20 };

beforeEach(async () => {
  await page.viewport(1280, 1000);
});

const button = (name: string) => page.getByRole('button', { name, exact: true }).last();

async function choose(field: string, option: string) {
  await page.getByRole('combobox', { name: field }).last().click();
  await page.getByRole('option', { name: option }).click();
}

/** Runs a discovery whose scan already completed, and opens Review. */
async function openReview(options: FakeDiscoveryOptions = {}) {
  const fetch = createTestFetch(
    discoveryRoutes({ initialResults: discoveryResults, scanState: 'COMPLETED', ...options }),
  );
  const onFinished = vi.fn();
  await renderWithProviders(
    <NetworkDiscoveryWizard open onOpenChange={() => {}} timing={timing} onFinished={onFinished} />,
    {
      console: { fetch, realtime: createTestRealtime() },
    },
  );
  await choose('Organization', 'Northwind Traders');
  await choose('Location', 'Seattle HQ');
  await choose('Network probe', 'SEA-PROBE-01');
  await page.getByRole('textbox', { name: 'IP addresses' }).fill('10.0.0.0/24');
  await choose('SNMP credential 1', 'public (SNMP v2)');
  await button('Run discovery').click();
  await expect.element(page.getByText('Discovery completed'), { timeout: 5000 }).toBeVisible();
  await button('Review').click();
  const table = page.getByRole('grid', { name: 'Review' }).or(page.getByRole('table', { name: 'Review' }));
  await expect.element(table).toBeVisible();
  return { fetch, onFinished, table };
}

const rowCheckbox = (ip: string) => page.getByRole('checkbox', { name: `Select ${ip}`, exact: true });

describe('given the Review step', { timeout: 30_000 }, () => {
  it('selects the found new devices, disables existing ones, and shows the columns', async () => {
    const { table } = await openReview();
    for (const name of ['IP/DNS', 'Device name', 'Device role', 'OS', 'Model', 'Vendor', 'Firmware'])
      await expect.element(page.getByRole('columnheader', { name })).toBeVisible();
    await expect.element(table.getByText('10.0.0.1 (core-sw1.lan)')).toBeVisible();
    await expect.element(rowCheckbox('10.0.0.1')).toBeChecked();
    await expect.element(rowCheckbox('10.0.0.7')).toBeChecked();
    await expect.element(rowCheckbox('10.0.0.20')).not.toBeChecked();
    await expect.element(rowCheckbox('10.0.0.12')).toBeDisabled();
    await expect
      .element(page.getByText('This device has already been added to an organization'))
      .toBeInTheDocument();
    await expect.element(table.getByText('Switch')).toBeVisible();
    await expectNoAxeViolations(document.body);
    await choose('Type', 'Offline devices');
    await expect.element(table.getByText('10.0.0.20').first()).toBeVisible();
    await expect.element(table.getByText('core-sw1.lan', { exact: false })).not.toBeInTheDocument();
    await page.getByRole('combobox', { name: 'Type' }).last().click();
    await expect.element(page.getByRole('option', { name: 'Existing devices' })).not.toBeInTheDocument();
    await page.getByRole('option', { name: 'All IPs' }).click();
  });

  it('blocks Finish until every selected device has a role, then adds them', async () => {
    const { fetch, onFinished, table } = await openReview();
    await button('Finish').click();
    await expect
      .element(
        page.getByText('2 device(s) have an unknown role. Please provide required fields before proceeding.'),
      )
      .toBeVisible();
    await expect.element(table.getByText('Device role required').first()).toBeVisible();
    await expectNoAxeViolations(document.body);

    await page.getByRole('button', { name: 'Edit 10.0.0.7' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit device details' });
    await expect.element(edit.getByRole('textbox', { name: 'IP address' })).toHaveValue('10.0.0.7');
    await expect.element(edit.getByRole('textbox', { name: 'IP address' })).toHaveAttribute('readonly');
    await expect.element(edit.getByRole('textbox', { name: 'Vendor' })).toHaveValue('HP');
    await expect.element(edit.getByRole('textbox', { name: 'Model' })).toHaveValue('LaserJet M404');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.element(edit.getByText('Required')).toBeVisible();
    await expectNoAxeViolations(document.body);
    await edit.getByRole('textbox', { name: 'Device name' }).fill('Lobby printer');
    await choose('Role', 'Printer');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.element(table.getByText('Lobby printer')).toBeVisible();
    await expect.element(page.getByText('1 device(s) have an unknown role.', { exact: false })).toBeVisible();

    await rowCheckbox('10.0.0.1').click();
    await expect.element(button('Edit role')).toBeEnabled();
    await button('Edit role').click();
    const roles = page.getByRole('dialog', { name: 'Edit role' });
    await expect.element(roles.getByRole('textbox')).not.toBeInTheDocument();
    await choose('Role', 'Router');
    await roles.getByRole('button', { name: 'Save' }).click();
    await expect
      .element(page.getByText('device(s) have an unknown role', { exact: false }))
      .not.toBeInTheDocument();

    await button('Finish').click();
    const confirm = page.getByRole('dialog', { name: 'Add 2 devices?' });
    await expect.element(confirm).toBeVisible();
    await expect
      .element(confirm.getByText('The devices are added to Northwind Traders, location Seattle HQ.'))
      .toBeVisible();
    await expectNoAxeViolations(document.body);
    await confirm.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => onFinished.mock.calls).toEqual([[[800, 801]]]);
    const add = fetch.requests.find((request) => request.path === '/ws/nms/discovery/devices');
    expect(add?.body).toMatchObject({
      orgId: 2,
      locationId: 201,
      nmsDelegateNodeId: 90,
      telnetSshCred: null,
      devices: [
        { ip: '10.0.0.7', name: 'Lobby printer', roleId: 41, vendor: 'HP', snmpCredentialId: 2 },
        { ip: '10.0.0.9', name: '10.0.0.9', roleId: 41, snmpCredentialId: null },
      ],
    });
  });

  it('asks for one device, removes rows, and says Add 1 device?', async () => {
    await openReview({ refuseAdd: true });
    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).click();
    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).click();
    await button('Finish').click();
    await expect
      .element(page.getByText('Select at least 1 device to add to the organization.'))
      .toBeVisible();
    await page.getByRole('button', { name: 'Remove 10.0.0.9' }).click();
    await expect.element(rowCheckbox('10.0.0.9')).not.toBeInTheDocument();
    await rowCheckbox('10.0.0.1').click();
    await button('Finish').click();
    const confirm = page.getByRole('dialog', { name: 'Add 1 device?' });
    await confirm.getByRole('button', { name: 'Add' }).click();
    await expect.element(page.getByText('Error adding devices. Please try again.')).toBeVisible();
  });

  it('shows the selection error when discovery found nothing', async () => {
    const fetch = createTestFetch(
      discoveryRoutes({ initialResults: [discovered('10.0.0.20')], scanState: 'COMPLETED' }),
    );
    await renderWithProviders(<NetworkDiscoveryWizard open onOpenChange={() => {}} timing={timing} />, {
      console: { fetch, realtime: createTestRealtime() },
    });
    await choose('Organization', 'Northwind Traders');
    await choose('Location', 'Seattle HQ');
    await choose('Network probe', 'SEA-PROBE-01');
    await page.getByRole('textbox', { name: 'IP addresses' }).fill('10.0.0.20');
    await choose('SNMP credential 1', 'public (SNMP v2)');
    await button('Run discovery').click();
    await expect.element(page.getByText('Discovery completed'), { timeout: 5000 }).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Review', exact: true }).first()).toBeDisabled();
    await button('Review').click();
    await expect
      .element(page.getByText('Select at least 1 device to add to the organization.'))
      .toBeVisible();
  });
});
