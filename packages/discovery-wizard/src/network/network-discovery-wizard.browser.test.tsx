import { topics } from '@console/core';
import {
  createTestFetch,
  createTestRealtime,
  expectNoAxeViolations,
  renderWithProviders,
} from '@console/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { discoveryResults, discoveryRoutes, type FakeDiscoveryOptions } from '../fixtures/discovery-data';
import { NetworkDiscoveryWizard } from './network-discovery-wizard';

const timing = { pollIntervalMs: 20, startDelayMs: 20 };

beforeEach(async () => {
  await page.viewport(1280, 1000);
});

async function renderWizard(
  options: FakeDiscoveryOptions = {},
  props: { onFinished?: (ids: number[]) => void } = {},
) {
  const fetch = createTestFetch(discoveryRoutes(options));
  const realtime = createTestRealtime();
  const onOpenChange = vi.fn();
  const screen = await renderWithProviders(
    <NetworkDiscoveryWizard open onOpenChange={onOpenChange} timing={timing} {...props} />,
    { console: { fetch, realtime } },
  );
  return { screen, fetch, realtime, onOpenChange };
}

/** A button by name; the footer's when the step bar has one of the same name. */
const button = (name: string) => page.getByRole('button', { name, exact: true }).last();
const combobox = (name: string) => page.getByRole('combobox', { name });

async function choose(field: string, option: string) {
  await combobox(field).click();
  await page.getByRole('option', { name: option }).click();
}

/** Fills Set up: Northwind, Seattle HQ, the probe, a /24, both SNMP credentials. */
async function fillSetup() {
  await choose('Organization', 'Northwind Traders');
  await choose('Location', 'Seattle HQ');
  await choose('Network probe', 'SEA-PROBE-01');
  await page.getByRole('textbox', { name: 'IP addresses' }).fill('10.0.0.0/24');
  await choose('SNMP credential 1', 'public (SNMP v2)');
  await choose('SNMP credential 2', 'monitoring v3 (SNMP v3)');
  await choose('SNMP version 2', 'SNMPv3');
}

async function runToScanning(realtime: ReturnType<typeof createTestRealtime>) {
  await fillSetup();
  await button('Run discovery').click();
  await expect.poll(() => realtime.topics(), { timeout: 5000 }).toEqual(['nm.nms-discovery.31']);
}

describe('given the Set up step', { timeout: 30_000 }, () => {
  it('shows Required, then the bad targets and the advanced bounds', async () => {
    await renderWizard();
    await expect.element(page.getByRole('dialog', { name: 'Network discovery' })).toBeVisible();
    await expect.element(button('Run discovery')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Review', exact: true })).toBeDisabled();
    await button('Run discovery').click();
    await expect
      .element(page.getByRole('textbox', { name: 'IP addresses' }))
      .toHaveAccessibleDescription(/Required/);
    await expect.element(page.getByText('Required').first()).toBeVisible();
    await expectNoAxeViolations(document.body);

    await page.getByRole('textbox', { name: 'IP addresses' }).fill('10.0.0.1, 10.0.0.300\nprinter');
    await expect.element(page.getByText('Invalid IP(s): 10.0.0.300, printer')).toBeVisible();
    await page.getByRole('textbox', { name: 'IP addresses' }).fill('10.0.0.0/15');
    await expect
      .element(
        page.getByText(
          'Maximum number of targets cannot exceed 65536. Please modify the target list and try again.',
        ),
      )
      .toBeVisible();

    await page.getByRole('button', { name: 'Advanced settings' }).click();
    await expect.element(page.getByRole('textbox', { name: 'Ping timeout (ms)' })).toHaveValue('500');
    await expect.element(page.getByRole('textbox', { name: 'Ping packet TTL' })).toHaveValue('127');
    await expect.element(page.getByRole('textbox', { name: 'Pings per node' })).toHaveValue('2');
    await expect.element(page.getByRole('textbox', { name: 'Delay between pings (ms)' })).toHaveValue('300');
    await page.getByRole('textbox', { name: 'Pings per node' }).fill('9');
    await expect.element(page.getByText('Must be between 1 and 5')).toBeVisible();
    await page.getByRole('textbox', { name: 'Ping packet TTL' }).fill('0');
    await expect.element(page.getByText('Must be between 1 and 255')).toBeVisible();
    await expectNoAxeViolations(document.body);
  });

  it('asks for location, probe and the first SNMP credential once an organization is chosen', async () => {
    await renderWizard();
    await choose('Organization', 'Northwind Traders');
    await page.getByRole('textbox', { name: 'IP addresses' }).fill('10.0.0.1');
    await button('Run discovery').click();
    await expect.element(combobox('Location')).toHaveAccessibleDescription(/Required/);
    await expect.element(combobox('SNMP credential 1')).toHaveAccessibleDescription(/Required/);
    await choose('Location', 'Seattle HQ');
    await expect.element(combobox('Network probe')).toHaveAccessibleDescription(/Required/);
    await expect.element(page.getByRole('button', { name: 'New Credential' }).first()).toBeVisible();
  });
});

describe('given a running discovery', { timeout: 30_000 }, () => {
  it('prepares the probe, fills the results live, completes, and filters', async () => {
    const { fetch, realtime } = await renderWizard({ delegateStatuses: ['INSTALLING', 'OK'] });
    await runToScanning(realtime);
    const calls = fetch.requests.map((request) => `${request.method} ${request.path}`);
    expect(calls).toContain('POST /ws/nms/discovery/delegate/90/prepare');
    expect(calls).toContain('GET /ws/nms/discovery/delegate/90/status');
    const start = fetch.requests.find((request) => request.path === '/ws/nms/discovery/scan');
    expect(start?.body).toMatchObject({
      nodeId: 90,
      clientId: 2,
      locationId: 201,
      ipTargets: '10.0.0.0/24',
      snmpCredOne: 2,
      protocolOne: 2,
      snmpCredTwo: 3,
      protocolTwo: 3,
      pingTimeoutMS: 500,
      pingPacketTTL: 127,
      pingsPerNode: 2,
      delayBetweenPingsMS: 300,
    });
    await expect.element(page.getByRole('button', { name: 'SEA-PROBE-01' })).toBeVisible();
    await expect.element(page.getByText('· Northwind Traders')).toBeVisible();
    await expect.element(button('Stop discovery')).toBeVisible();
    await expect.element(button('Review')).toBeDisabled();

    realtime.emit(
      topics.nmsDiscovery,
      { id: 31 },
      { jobId: 31, discoveredTargets: discoveryResults.slice(0, 3) },
    );
    const table = page
      .getByRole('grid', { name: 'Run discovery' })
      .or(page.getByRole('table', { name: 'Run discovery' }));
    await expect.element(table.getByText('core-sw1')).toBeVisible();
    await expect.element(page.getByRole('columnheader', { name: 'SNMP public' })).toBeVisible();
    const long = page.getByRole('columnheader', { name: 'SNMP monitoring v3' });
    await expect.element(long).toBeVisible();
    // 'SNMP' over the credential's whole name (wrapped, not cut), the whole text in its title.
    await expect.element(long.getByTitle('SNMP monitoring v3')).toBeVisible();
    const name = long.getByText('monitoring v3', { exact: true }).element() as HTMLElement;
    expect(name.scrollHeight).toBeLessThanOrEqual(name.clientHeight);
    expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    await expectNoAxeViolations(document.body);

    realtime.emit(
      topics.nmsDiscovery,
      { id: 31 },
      { jobId: 31, discoveredTargets: discoveryResults.slice(3) },
    );
    realtime.emit(topics.nmsDiscovery, { id: 31 }, { jobId: 31, discoveredTargets: [] });
    await expect.element(page.getByText('Discovery completed')).toBeVisible();
    await expect.element(button('Stop discovery')).not.toBeInTheDocument();
    await expect.element(button('Review')).toBeEnabled();

    await choose('Type', 'All SNMP responding');
    await expect.element(table.getByText('core-sw1')).toBeVisible();
    await expect.element(table.getByText('lobby-printer')).not.toBeInTheDocument();
    await choose('Type', 'Existing devices');
    await expect.element(table.getByText('fw1')).toBeVisible();
    await expect.element(table.getByText('core-sw1')).not.toBeInTheDocument();
    await choose('Type', 'Offline devices');
    await expect.element(table.getByText('10.0.0.20')).toBeVisible();
    await choose('Type', 'All responding');
    await expect.element(table.getByText('10.0.0.20')).not.toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it("asks 'Stop discovery?' before going back, stops, and swallows a failed stop", async () => {
    const { fetch, realtime } = await renderWizard();
    await runToScanning(realtime);
    await button('Back').click();
    const dialog = page.getByRole('dialog', { name: 'Stop discovery?' });
    await expect.element(dialog).toBeVisible();
    await expectNoAxeViolations(document.body);
    await dialog.getByRole('button', { name: 'Stop discovery' }).click();
    await expect.element(button('View discovery results')).toBeVisible();
    expect(fetch.requests.some((request) => request.path === '/ws/nms/discovery/scan/31/stop')).toBe(true);
  });

  it("asks 'Stop discovery?' before closing, then closes", async () => {
    const { realtime, onOpenChange } = await renderWizard();
    await runToScanning(realtime);
    await button('Close').first().click();
    await page
      .getByRole('dialog', { name: 'Stop discovery?' })
      .getByRole('button', { name: 'Stop discovery' })
      .click();
    await expect.poll(() => onOpenChange.mock.calls).toEqual([[false]]);
  });

  it('catches up on results published before it subscribed, and completes from the status', async () => {
    await renderWizard({ initialResults: discoveryResults, scanState: 'COMPLETED' });
    await fillSetup();
    await button('Run discovery').click();
    await expect.element(page.getByText('Discovery completed')).toBeVisible();
    await expect.element(page.getByText('lobby-printer')).toBeVisible();
  });
});

describe('given a finished run', { timeout: 30_000 }, () => {
  it('shows the results again unchanged, and asks before running again with other settings', async () => {
    const { fetch } = await renderWizard({ initialResults: discoveryResults, scanState: 'COMPLETED' });
    await fillSetup();
    await button('Run discovery').click();
    await expect.element(page.getByText('Discovery completed')).toBeVisible();
    await button('Back').click();
    await button('View discovery results').click();
    await expect.element(page.getByRole('columnheader', { name: 'Device role' })).toBeVisible();
    await button('Back').click();
    await button('Back').click();
    await page.getByRole('textbox', { name: 'IP addresses' }).fill('10.0.1.0/24');
    await button('Run discovery').click();
    const ask = page.getByRole('dialog', { name: 'Run discovery again?' });
    await expect.element(ask).toBeVisible();
    await expectNoAxeViolations(document.body);
    await ask.getByRole('button', { name: 'Run again' }).click();
    await expect
      .poll(() => fetch.requests.filter((request) => request.path === '/ws/nms/discovery/scan').length)
      .toBe(2);
  });
});

describe('given a refused run (000 §8)', { timeout: 30_000 }, () => {
  it.each([
    [
      { refuseStart: [409, 'network_scan_is_in_progress'] as [number, string] },
      'Network scan still in progress. Please wait and try again.',
    ],
    [
      { refuseStart: [422, 'number_of_network_scan_targets_exceeded'] as [number, string] },
      'Maximum number of targets cannot exceed 65536. Please modify the target list and try again.',
    ],
    [{ refuseStart: [500, 'INTERNAL_ERROR'] as [number, string] }, 'Failed to start network discovery'],
    [{ delegateStatuses: ['INSTALL_FAILED'] }, 'Failed to install delegate. Please try again.'],
  ])('shows the message', async (options, message) => {
    await renderWizard(options);
    await fillSetup();
    await button('Run discovery').click();
    await expect.element(page.getByText(message)).toBeVisible();
    await expectNoAxeViolations(document.body);
  });
});
