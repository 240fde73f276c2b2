/**
 * End to end: a scheduled Active Directory discovery job in the built console against a real slapd
 * on loopback (issue 11). A device enrolls through the agent gateway (an in-process reference
 * agent reporting a Windows Server on 127.0.0.1) and becomes the organization's domain controller;
 * the server reaches its LDAP on `LDAP_PORT` (the peer's port). The administrator creates the job in
 * the wizard (OU Servers from the tree, the credential checked, servers auto-approved into a
 * location), its schedule is moved a minute ahead, the job system runs it on time, and the
 * console shows its computers as Approved.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectInventory,
  createRecordingExecutor,
  type RunningAgent,
  startAgent,
} from '../../../packages/agent/src/index';
import {
  SLAPD_BIN,
  SLAPD_USERS,
  type SlapdPeer,
  startSlapd,
} from '../../../packages/server/src/test/peers/slapd';
import { ADMIN, openPage, screenshot, signInAs } from './support/browser';
import { setupE2eEnvironment } from './support/environment';

const slapdInstalled = existsSync(SLAPD_BIN);

let ldap: SlapdPeer | undefined;
// Before the server starts: it reads LDAP_PORT for domain controllers without their own port.
beforeAll(async () => {
  if (!slapdInstalled) return;
  ldap = await startSlapd();
  process.env.LDAP_PORT = String(ldap.port);
}, 60_000);
const env = setupE2eEnvironment({ seedDevices: 40 });

let context: BrowserContext;
let page: Page;
let agent: RunningAgent | undefined;
const folder = mkdtempSync(join(tmpdir(), 'console-e2e-ad-'));

beforeAll(async () => {
  ({ context, page } = await openPage(env.browser));
  await signInAs(page, env.server.baseUrl, ADMIN);
});
afterAll(async () => {
  await agent?.stop();
  await context?.close();
  await ldap?.stop();
  delete process.env.LDAP_PORT;
  rmSync(folder, { recursive: true, force: true });
});

async function waitFor<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe.skipIf(!slapdInstalled)('given a domain controller answering LDAP on loopback', () => {
  it('runs a scheduled job on its schedule and shows its approved computers as approved', async () => {
    page.setDefaultTimeout(30_000);
    const base = env.server.baseUrl;
    const csrf = (await context.cookies()).find((cookie) => cookie.name === 'console_csrf')?.value ?? '';
    const api = async (method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) => {
      const answer = await context.request.fetch(`${base}/ws${path}`, {
        method,
        headers: { 'x-csrf-token': csrf },
        ...(data === undefined ? {} : { data }),
      });
      expect(answer.status(), `${method} ${path}: ${await answer.text()}`).toBeLessThan(300);
      return answer.json();
    };
    const [organization] = (await api('GET', '/client/list')) as { id: number; name: string }[];
    if (!organization) throw new Error('no organization');
    const [location] = (await api('GET', `/client/${organization.id}/locations`)) as {
      id: number;
      name: string;
    }[];
    if (!location) throw new Error('no location');

    // The domain controller: an enrolled agent reporting a Windows Server on 127.0.0.1.
    const generated = (await api('POST', '/installer/generate', {
      organizationId: organization.id,
      locationId: location.id,
      installerType: 'LINUX_DEB',
      nodeRoleId: null,
    })) as { url: string; fileName: string };
    const deb = join(folder, generated.fileName);
    writeFileSync(deb, await (await context.request.get(generated.url)).body());
    execFileSync('dpkg-deb', ['-x', deb, join(folder, 'root')]);
    const config = JSON.parse(readFileSync(join(folder, 'root/etc/console-agent/config.json'), 'utf8'));
    const inventory = await collectInventory();
    agent = await startAgent(
      { ...config, serverUrl: base, stateDir: join(folder, 'state') },
      {
        executor: createRecordingExecutor(),
        inventory: async () => ({
          ...inventory,
          hostname: 'DC-E2E',
          platform: 'win32',
          osName: 'Windows Server 2022 Datacenter',
          ipAddresses: ['127.0.0.1'],
          macAddresses: [],
          interfaces: [],
        }),
      },
    );
    await agent.client.ready();
    const nodeId = agent.nodeId;
    const roles = (await api('GET', '/noderole/list')) as { id: number; name: string }[];
    const dcRole = roles.find((role) => role.name === 'Domain Controller');
    if (!dcRole) throw new Error('no Domain Controller role');
    await api('PUT', '/node', { id: nodeId, nodeRoleId: dcRole.id });
    await waitFor('the domain controller up', async () => {
      const list = (await api('GET', `/client/${organization.id}/domaincontrollers`)) as { id: number }[];
      return list.some((dc) => dc.id === nodeId) ? true : undefined;
    });
    await api('POST', '/credential', {
      clientId: organization.id,
      name: 'E2E AD reader',
      credentialType: 'BASIC',
      username: SLAPD_USERS.reader.dn,
      password: SLAPD_USERS.reader.password,
    });

    // The wizard: a scheduled job on OU Servers, servers auto-approved into the first location.
    await page.goto(`${base}/#/directoryDiscovery?clientId=${organization.id}`);
    await page.getByRole('button', { name: 'New scheduled discovery job' }).click();
    const wizard = page.getByRole('dialog', { name: 'Scheduled Active Directory discovery job' });
    await wizard.getByRole('combobox', { name: 'Domain controller' }).click();
    await page.getByRole('option', { name: 'DC-E2E' }).click();
    // No default discovery credential yet: step 1 asks for the one the tree is read with.
    await wizard.getByRole('combobox', { name: 'Credentials' }).click();
    await page.getByRole('option', { name: 'E2E AD reader' }).click();
    await wizard.getByRole('button', { name: 'Servers', exact: true }).click();
    await wizard.getByText('15 computers found').waitFor();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByText('Credentials are valid').waitFor();
    await wizard.getByRole('button', { name: 'Set schedule' }).click();
    await page.getByRole('dialog', { name: 'Set schedule' }).getByRole('button', { name: 'OK' }).click();
    await wizard.getByRole('checkbox', { name: 'Windows servers' }).check();
    await wizard.getByRole('combobox', { name: 'Windows servers · Location' }).click();
    await page.getByRole('option', { name: location.name }).click();
    await wizard.getByRole('combobox', { name: 'Windows servers · Approval mode' }).click();
    await page.getByRole('option', { name: 'Auto approve' }).click();
    await screenshot(page, 'directory-discovery-scheduled');
    await wizard.getByRole('button', { name: 'Save' }).click();
    const nameDialog = page.getByRole('dialog', { name: 'Name discovery job' });
    await nameDialog.getByRole('textbox', { name: 'Job name' }).fill('E2E servers');
    await nameDialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Discovery job saved').waitFor();

    // The schedule a minute ahead (UTC, the server's agent time); the job system runs it then.
    const jobs = (await api('GET', `/client/${organization.id}/discoveryjobs`)) as {
      id: number;
      name: string | null;
      jobType: 'SCHEDULED';
      content: Record<string, unknown> & { schedule: Record<string, unknown> };
      credentialId: number;
    }[];
    const job = jobs.find((row) => row.name === 'E2E servers');
    if (!job) throw new Error('job not saved');
    const at = new Date(Date.now() + 60_000);
    await api('PUT', `/discoveryjob/${job.id}`, {
      name: job.name,
      clientId: organization.id,
      jobType: job.jobType,
      content: {
        ...job.content,
        schedule: {
          ...job.content.schedule,
          repeats: 'DAILY',
          repeatsEveryCount: 1,
          runAtHour: at.getUTCHours(),
          runAtMinute: at.getUTCMinutes(),
          startDate: at.toISOString().slice(0, 10),
        },
      },
      candidateNodes: [],
      credentialId: job.credentialId,
    });
    const ran = await waitFor(
      'the scheduled run',
      async () => {
        const detail = (await api('GET', `/discoveryjob/${job.id}`)) as {
          lastRunAt: string | null;
          candidateNodes: { status: string }[];
        };
        return detail.lastRunAt ? detail : undefined;
      },
      180_000,
    );
    expect(new Date(ran.lastRunAt ?? 0).getTime()).toBeGreaterThanOrEqual(at.getTime() - 60_000);
    expect(ran.candidateNodes).toHaveLength(15);

    await page.reload();
    await page.getByRole('button', { name: 'Candidate devices' }).click();
    const table = page.getByRole('table', { name: 'Candidate devices' });
    await table.getByRole('cell', { name: 'SRV-0046', exact: true }).waitFor();
    await expect.poll(() => table.getByRole('cell', { name: 'Approved', exact: true }).count()).toBe(15);
    await screenshot(page, 'directory-discovery-approved');
  }, 600_000);
});
