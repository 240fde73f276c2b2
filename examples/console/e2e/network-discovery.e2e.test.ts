/**
 * End to end: ad hoc network discovery in the built console against real SNMP agents (issue 11).
 * The administrator opens Add new ▸ Device ▸ Run Ad Hoc Network Discovery, scans six addresses on a
 * probe of Contoso Health with two SNMP credentials (the demo's v2c community and v3 user), sees
 * every address that answered ping, an SNMP check per credential exactly where that credential
 * answered, and adds two of the devices as NMS devices; a second scan started on the same probe
 * while one is running is refused with 000 §8's message.
 *
 * Why loopback and not a namespace: the scanner runs inside the server process (a child of this
 * file, started by the shared support/server.ts in this network namespace, next to Chromium), so it
 * can only reach hosts of this namespace. As in the server's own test, the hosts are loopback
 * addresses 127.78.0.1-6: each answers ping (the kernel answers every 127.x), so "up" here means
 * "answered", and the difference between hosts is who answers SNMP: snmpd on 127.78.0.2 with the
 * community only, on 127.78.0.3 with the v3 user only, on 127.78.0.4 with both, none on the rest.
 * Down hosts in a namespace are covered by packages/scanner's namespace tests. Needs root (raw ICMP
 * socket, UDP 161) and snmpd; skipped otherwise.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canSendIcmp, snmpSystem } from '../../../packages/scanner/src/index';
import { SNMPD_BIN, snmpdInstalled } from '../../../packages/server/src/test/peers/snmpd';
import { ADMIN, openPage, screenshot, signInAs } from './support/browser';
import { setupE2eEnvironment } from './support/environment';

const runnable = process.getuid?.() === 0 && snmpdInstalled && canSendIcmp();
const COMMUNITY = 'rmm-public';
const V3 = 'createUser rmmpriv SHA "authpass-123" AES "privpass-123"\nrouser rmmpriv priv';
/** The SNMP agents: address, what it answers, and the system name it reports. */
const AGENTS = [
  { ip: '127.78.0.2', auth: `rocommunity ${COMMUNITY} default`, sysName: 'e2e-community.lab.test' },
  { ip: '127.78.0.3', auth: V3, sysName: 'e2e-v3.lab.test' },
  { ip: '127.78.0.4', auth: `rocommunity ${COMMUNITY} default\n${V3}`, sysName: 'e2e-both.lab.test' },
];
const ADDRESSES = ['127.78.0.1', '127.78.0.2', '127.78.0.3', '127.78.0.4', '127.78.0.5', '127.78.0.6'];

const env = setupE2eEnvironment({ seedDevices: 40 });
const agents: ChildProcess[] = [];
const folder = mkdtempSync(join(tmpdir(), 'console-e2e-netdisc-'));
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  if (!runnable) return;
  for (const agent of AGENTS) {
    const dir = mkdtempSync(join(folder, 'snmpd-'));
    writeFileSync(
      join(dir, 'snmpd.conf'),
      [
        `agentAddress udp:${agent.ip}:161`,
        'sysDescr Linux e2e 6.1.0-18-amd64 #1 SMP Debian 6.1.76-1 x86_64',
        `sysName ${agent.sysName}`,
        'sysObjectID .1.3.6.1.4.1.8072.3.2.10',
        agent.auth,
        '',
      ].join('\n'),
    );
    agents.push(
      spawn(SNMPD_BIN, ['-f', '-C', '-c', join(dir, 'snmpd.conf'), '-Lf', join(dir, 'log')], {
        stdio: 'ignore',
        env: { ...process.env, MIBS: '', SNMP_PERSISTENT_DIR: dir },
      }),
    );
  }
  for (const agent of AGENTS.filter(({ auth }) => auth.includes(COMMUNITY))) {
    for (let attempt = 0; ; attempt++) {
      if (await snmpSystem(agent.ip, { id: 0, version: 2, community: COMMUNITY }, 200)) break;
      if (attempt > 100) throw new Error(`snmpd on ${agent.ip} did not answer`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  ({ context, page, errors } = await openPage(env.browser));
  await signInAs(page, env.server.baseUrl, ADMIN);
}, 60_000);

afterAll(async () => {
  await context?.close();
  for (const agent of agents) agent.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

async function getJson<T>(path: string): Promise<T> {
  const answer = await context.request.get(`${env.server.baseUrl}/ws${path}`);
  expect(answer.status(), path).toBe(200);
  return (await answer.json()) as T;
}

/** Contoso Health, its first network probe and the probe's location, as the server lists them. */
async function contosoProbe() {
  const organizations = await getJson<{ items: { id: number; name: string }[] }>(
    '/query/organizations?page=1&search=Contoso',
  );
  const contoso = organizations.items.find((organization) => organization.name === 'Contoso Health');
  if (!contoso) throw new Error('no Contoso Health in the demo');
  const probes = await getJson<{ nodeId: number; nodeName: string; locationId: number }[]>(
    `/nms/discovery/probes?clientId=${contoso.id}`,
  );
  const locations = await getJson<{ id: number; name: string }[]>(`/client/${contoso.id}/locations`);
  const [probe] = probes;
  const location = locations.find((entry) => entry.id === probe?.locationId);
  if (!probe || !location) throw new Error('no network probe in Contoso Health');
  return { contoso, probe, location };
}

async function choose(scope: Page, field: string, option: string | RegExp): Promise<void> {
  await scope.getByRole('combobox', { name: field }).last().click();
  await scope.getByRole('option', { name: option }).first().click();
}

/** Fills Set up with Contoso Health, the probe, `targets` and both demo SNMP credentials. */
async function fillSetup(scope: Page, probe: { nodeName: string }, location: string, targets: string) {
  await choose(scope, 'Organization', 'Contoso Health');
  await choose(scope, 'Location', location);
  await choose(scope, 'Network probe', probe.nodeName);
  await scope.getByRole('textbox', { name: 'IP addresses' }).fill(targets);
  await choose(scope, 'SNMP credential 1', /^SNMP v2c public/);
  await choose(scope, 'SNMP version 1', 'SNMPv2c');
  await choose(scope, 'SNMP credential 2', /^SNMP v3 monitoring/);
  await choose(scope, 'SNMP version 2', 'SNMPv3');
}

const footer = (scope: Page, name: string) => scope.getByRole('button', { name, exact: true }).last();
const resultsTable = (scope: Page) =>
  scope.getByRole('grid', { name: 'Run discovery' }).or(scope.getByRole('table', { name: 'Run discovery' }));

/** The text of each cell of the row of `ip`, by column header. */
async function rowByHeader(table: Locator, ip: string): Promise<Record<string, string>> {
  const headers = await table.getByRole('columnheader').allTextContents();
  const row = table.getByRole('row').filter({ hasText: new RegExp(`${ip.replaceAll('.', '\\.')}(?!\\d)`) });
  const cells = await row.first().locator('[role="gridcell"], [role="cell"], td, th').allTextContents();
  return Object.fromEntries(headers.map((header, index) => [header.trim(), cells[index] ?? '']));
}

describe.skipIf(!runnable)('given a probe and hosts answering SNMP with different credentials', () => {
  it('finds the hosts, marks SNMP per credential, adds two as NMS devices, and refuses a second scan', async () => {
    page.setDefaultTimeout(30_000);
    const { contoso, probe, location } = await contosoProbe();

    await page.getByRole('button', { name: 'Add new' }).click();
    await page.getByRole('menuitem', { name: 'Device', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Run Ad Hoc Network Discovery' }).click();
    await page.getByRole('dialog', { name: 'Network discovery' }).waitFor();
    await fillSetup(page, probe, location.name, '127.78.0.1-127.78.0.6');
    await screenshot(page, 'network-discovery-setup');
    await footer(page, 'Run discovery').click();
    await page.getByText('Discovery completed').waitFor({ timeout: 60_000 });

    const table = resultsTable(page);
    for (const ip of ADDRESSES) await table.getByText(ip, { exact: true }).first().waitFor();
    const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
    const snmpOne = headers.find((text) => text.includes('SNMP v2c public'));
    const snmpTwo = headers.find((text) => text.includes('SNMP v3 monitoring'));
    expect(snmpOne, headers.join(' | ')).toBeDefined();
    expect(snmpTwo, headers.join(' | ')).toBeDefined();
    const answered = async (ip: string) => {
      const row = await rowByHeader(table, ip);
      return [row[snmpOne as string]?.includes('Answered'), row[snmpTwo as string]?.includes('Answered')];
    };
    expect(await answered('127.78.0.1')).toEqual([false, false]);
    expect(await answered('127.78.0.2')).toEqual([true, false]);
    expect(await answered('127.78.0.3')).toEqual([false, true]);
    expect(await answered('127.78.0.4')).toEqual([true, true]);
    expect(await answered('127.78.0.5')).toEqual([false, false]);
    for (const agent of AGENTS) await table.getByText(agent.sysName).first().waitFor();
    // 000 §3.5: allSnmpResponding when every supplied credential answered, so only 127.78.0.4.
    await choose(page, 'Type', 'All SNMP responding');
    await table.getByText('127.78.0.4', { exact: true }).first().waitFor();
    for (const ip of ['127.78.0.1', '127.78.0.2', '127.78.0.3']) {
      await expect.poll(() => table.getByText(ip, { exact: true }).count()).toBe(0);
    }
    await screenshot(page, 'network-discovery-results');

    // Review: keep 127.78.0.2 and 127.78.0.4, give them a role, and add them.
    await footer(page, 'Review').click();
    const review = page.getByRole('grid', { name: 'Review' }).or(page.getByRole('table', { name: 'Review' }));
    await review.waitFor();
    const selectAll = page.getByRole('checkbox', { name: 'Select all rows on this page' });
    if (await selectAll.isChecked()) await selectAll.click();
    for (const ip of ['127.78.0.2', '127.78.0.4']) {
      await page.getByRole('checkbox', { name: `Select ${ip}`, exact: true }).click();
    }
    await footer(page, 'Edit role').click();
    const roles = page.getByRole('dialog', { name: 'Edit role' });
    await roles.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option').first().click();
    await roles.getByRole('button', { name: 'Save' }).click();
    await footer(page, 'Finish').click();
    const confirm = page.getByRole('dialog', { name: 'Add 2 devices?' });
    await confirm.getByText(`The devices are added to Contoso Health, location ${location.name}.`).waitFor();
    await screenshot(page, 'network-discovery-confirm');
    const added = page.waitForResponse((response) => response.url().endsWith('/ws/nms/discovery/devices'));
    await confirm.getByRole('button', { name: 'Add' }).click();
    const answer = await added;
    expect(answer.status()).toBe(200);
    const { nodeIds } = (await answer.json()) as { nodeIds: number[] };
    expect(nodeIds).toHaveLength(2);
    const nodes = await Promise.all(
      nodeIds.map((id) =>
        getJson<{ node: { name: string; nodeClass: string; clientId?: number } }>(`/node/${id}`),
      ),
    );
    expect(nodes.map(({ node }) => node.name).sort()).toEqual(['127.78.0.2', '127.78.0.4']);
    for (const { node } of nodes) {
      expect(node.nodeClass).toMatch(/^NMS_/);
      if (node.clientId !== undefined) expect(node.clientId).toBe(contoso.id);
    }

    // A long scan on the probe (the wizard's own route), then a second one on the same probe from
    // another tab.
    await page.goto(`${env.server.baseUrl}/#/networkDiscovery`);
    await page.reload();
    await fillSetup(page, probe, location.name, '127.79.0.0/16');
    await footer(page, 'Run discovery').click();
    await page.getByText(/Discovering devices/).waitFor({ timeout: 60_000 });
    const second = await context.newPage();
    second.setDefaultTimeout(30_000);
    await second.goto(`${env.server.baseUrl}/#/networkDiscovery`);
    await fillSetup(second, probe, location.name, '127.78.0.1');
    await footer(second, 'Run discovery').click();
    await second.getByText('Network scan still in progress. Please wait and try again.').waitFor();
    await screenshot(second, 'network-discovery-in-progress');
    await second.close();
    await footer(page, 'Stop discovery').click();
    await expect.poll(() => page.getByText(/Discovering devices/).count(), { timeout: 10_000 }).toBe(0);
    expect(errors).toEqual([]);
  }, 300_000);
});
