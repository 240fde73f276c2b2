/**
 * End to end: the cloud monitor wizard in the built console (issue 12). The administrator allows
 * private targets, opens Add new → Device → Cloud monitor, builds an HTTP monitor of a local
 * HTTP server (loopback) with a Site keyword condition through every page, and saves it. The
 * server's scheduler probes it (the first run at once, then every 60 s, or at once with the
 * dashboard's Check now): the condition raises an alert when the keyword disappears from the page
 * and resets when it returns.
 *
 * Backup plans and a restore (issue 12, same server): a device enrolled from a DEB (its reference
 * agent on loopback) gets a policy; the administrator opens the policy from the device page, adds
 * a backup job to a network share with a password through the backup job wizard, saves, and
 * reopens it in EDIT: the password shows masked and no GET answer carries it. From the device
 * page's Backup menu a file and folder restore from that network location is sent as a device
 * job; the agent takes it and it shows in the device's recent activities (the reference agent is a
 * Linux device: it answers that a Windows path is not one of its own). In the same policy editor
 * the image manager gets a managed folder through its wizard, which is still there after a reload.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpPeer, type WebPeer } from '../../../packages/server/src/test/peers/https';
import { buildAgentIfMissing, type E2eAgent, startEnrolledAgent } from './support/agent';
import { ADMIN, openPage, screenshot, signInAs } from './support/browser';
import { setupE2eEnvironment } from './support/environment';

const env = setupE2eEnvironment({ seedDevices: 40 });

let context: BrowserContext;
let page: Page;
let peer: WebPeer;
let csrf = '';

beforeAll(async () => {
  peer = await startHttpPeer();
  peer.answer.body = '<p>We are open</p>';
  ({ context, page } = await openPage(env.browser));
  await signInAs(page, env.server.baseUrl, ADMIN);
  csrf = (await context.cookies()).find((cookie) => cookie.name === 'console_csrf')?.value ?? '';
  const allowed = await api('PUT', '/divisionconfig/CLOUD_MONITOR_PRIVATE_TARGETS', { enabled: true });
  expect(allowed).toBeDefined();
});
afterAll(async () => {
  await context?.close();
  await peer?.stop();
});

async function api(method: 'GET' | 'PUT', path: string, data?: unknown) {
  const answer = await context.request.fetch(`${env.server.baseUrl}/ws${path}`, {
    method,
    headers: { 'x-csrf-token': csrf },
    ...(data === undefined ? {} : { data }),
  });
  expect(answer.status(), `${method} ${path}: ${await answer.text()}`).toBeLessThan(300);
  return answer.json();
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, ms = 45_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('given the administrator and a local web site', () => {
  it('creates an HTTP monitor with a keyword condition in the wizard; the alert follows the keyword', async () => {
    page.setDefaultTimeout(30_000);
    await page.getByRole('button', { name: 'Add new' }).click();
    await page.getByRole('menuitem', { name: 'Device', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Cloud monitor', exact: true }).click();
    await page.waitForURL(/#\/editor\/cloudMonitor/);
    const wizard = page.getByRole('dialog', { name: 'New cloud monitor' });
    await wizard.waitFor();

    // Setup.
    await wizard.getByRole('combobox', { name: 'Organization' }).click();
    await page.getByRole('option', { name: 'Contoso Health' }).click();
    await wizard.getByRole('combobox', { name: 'Location' }).click();
    await page.getByRole('option').first().click();
    await wizard.getByRole('combobox', { name: 'Monitor type' }).click();
    await page.getByRole('option', { name: 'HTTP', exact: true }).click();
    await wizard.getByRole('textbox', { name: 'Monitor name' }).fill('Shop front (e2e)');
    await wizard.getByRole('combobox', { name: 'Frequency' }).click();
    await page.getByRole('option', { name: '1 min', exact: true }).click();
    await wizard.getByRole('textbox', { name: 'URL' }).fill(peer.url);
    await wizard.getByRole('button', { name: 'Next' }).click();
    // Request: nothing to send.
    await wizard.getByRole('group', { name: 'Headers' }).waitFor();
    await wizard.getByRole('button', { name: 'Next' }).click();
    // Conditions: raise when the page no longer contains "open".
    await wizard.getByRole('button', { name: 'Add condition' }).click();
    const modal = page.getByRole('dialog', { name: 'Add condition' });
    await modal.getByRole('combobox', { name: 'Condition', exact: true }).click();
    await page.getByRole('option', { name: 'Site keyword' }).click();
    await modal.getByRole('textbox', { name: 'Condition name' }).fill('Open sign');
    await modal.getByRole('textbox', { name: 'Keyword' }).fill('open');
    await modal.getByRole('button', { name: 'Settings…' }).click();
    const settings = page.getByRole('dialog', { name: 'Condition settings' });
    await settings.getByRole('combobox', { name: 'Severity' }).click();
    await page.getByRole('option', { name: 'Major' }).click();
    await settings.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('dialog', { name: 'Add condition' }).getByRole('button', { name: 'Apply' }).click();
    await wizard.getByRole('cell', { name: 'Open sign', exact: true }).waitFor();
    await wizard.getByRole('button', { name: 'Next' }).click();
    // Confirm, then Done: saved, the wizard closes onto the monitor's dashboard.
    await wizard.getByText(peer.url).waitFor();
    await screenshot(page, 'cloud-monitor-wizard-confirm');
    await wizard.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(/#\/cloudMonitorDashboard\/\d+\/overview/);
    const id = Number(/cloudMonitorDashboard\/(\d+)/.exec(page.url())?.[1]);
    expect(id).toBeGreaterThan(0);

    const monitor = await api('GET', `/cloudmonitor/${id}`);
    expect(monitor).toMatchObject({
      monitorType: 'HTTP',
      systemName: 'Shop front (e2e)',
      url: peer.url,
      frequency: 60,
      conditions: [
        {
          type: 'HttpSiteKeyword',
          conditionName: 'Open sign',
          severity: 'MAJOR',
          parameters: { containsOption: 'DOES_NOT_CONTAIN', keyword: 'open' },
        },
      ],
    });
    const runs = async () =>
      ((await api('GET', `/cloudmonitor/${id}/results?limit=10`)) as { results: unknown[] }).results.length;
    const active = async () =>
      ((await api('GET', `/cloudmonitor/${id}/alerts`)) as { alerts: { conditionType: string }[] }).alerts;

    // The first run comes at once and finds the keyword: no alert.
    await waitFor('the first run', async () => ((await runs()) >= 1 ? true : undefined));
    expect(await active()).toEqual([]);
    expect(peer.requests.length).toBeGreaterThan(0);

    /** Check now on the dashboard: the scheduler runs the monitor within a tick. */
    const checkNow = async () => {
      await page.getByRole('button', { name: 'Check now' }).click();
      await page.getByText('The monitor will be checked in a moment.').first().waitFor();
    };

    // The keyword disappears: the next run raises the condition.
    peer.answer.body = '<p>Closed for lunch</p>';
    await checkNow();
    const raised = await waitFor('the alert', async () => {
      const alerts = await active();
      return alerts.length > 0 ? alerts : undefined;
    });
    expect(raised).toMatchObject([{ conditionType: 'HttpSiteKeyword', severity: 'MAJOR' }]);
    await page.reload();
    await page.getByText('Open sign').first().waitFor();
    await screenshot(page, 'cloud-monitor-alert-raised');

    // It returns: the next run resets it.
    peer.answer.body = '<p>We are open again</p>';
    await checkNow();
    await waitFor('the reset', async () => ((await active()).length === 0 ? true : undefined));
    const history = (await api('GET', `/cloudmonitor/${id}/alerts?active=false`)) as {
      alerts: { active: boolean; resetAt: string | null }[];
    };
    expect(history.alerts[0]).toMatchObject({ active: false });
    expect(history.alerts[0]?.resetAt).not.toBeNull();
  }, 180_000);
});

describe('given the administrator and a device with an agent', () => {
  const SECRET = 'Nas-Backup-Secret-7731';
  const getBodies: { url: string; text: string }[] = [];
  let agent: E2eAgent | undefined;
  beforeAll(() => {
    buildAgentIfMissing();
    page.on('response', async (response) => {
      if (response.request().method() !== 'GET' || !response.url().includes('/ws/')) return;
      try {
        getBodies.push({ url: response.url(), text: await response.text() });
      } catch {
        // A response without a body has nothing to leak.
      }
    });
  }, 300_000);
  afterAll(() => agent?.stop());

  it('configures a backup job with a password in the policy, sees it masked, and restores from the device page', async () => {
    page.setDefaultTimeout(30_000);
    const base = env.server.baseUrl;
    const [organization] = (await api('GET', '/client/list')) as { id: number }[];
    const [location] = (await api('GET', `/client/${organization?.id}/locations`)) as { id: number }[];
    if (!organization || !location) throw new Error('no demo organization');
    agent = await startEnrolledAgent(context, base, csrf, organization.id, location.id);
    const { nodeId } = agent;
    const { node } = (await api('GET', `/node/${nodeId}`)) as { node: { nodeClass: string } };
    const policies = (await api('GET', '/query/policies?page=1&pageSize=100')) as {
      items: { id: number; name: string; nodeClass: string }[];
    };
    const policy = policies.items.find((item) => item.nodeClass === node.nodeClass);
    if (!policy) throw new Error(`no ${node.nodeClass} policy in the demo`);
    await api('PUT', '/node', { id: nodeId, policyId: policy.id });

    try {
      // The policy editor, from the device page.
      await page.goto(`${base}/#/deviceDashboard/${nodeId}/overview`);
      await page.getByRole('region', { name: 'Management' }).getByRole('link', { name: policy.name }).click();
      await page.waitForURL(new RegExp(`#/editor/policy/${policy.id}`));
      await page.getByRole('button', { name: 'Add backup job' }).click();
      const wizard = page.getByRole('dialog', { name: 'New backup job' });
      await wizard.waitFor();
      await wizard.getByRole('textbox', { name: 'Job name' }).fill('Nightly to NAS');
      await wizard.getByRole('textbox', { name: 'Volumes' }).fill('C:');
      await page.keyboard.press('Enter');
      await wizard.getByRole('radio', { name: 'Network share' }).click();
      await wizard.getByRole('textbox', { name: 'Network location name' }).fill('NAS');
      await wizard.getByRole('textbox', { name: 'Network path' }).fill('\\\\nas\\backups');
      await wizard.getByRole('textbox', { name: 'User name' }).fill('svc-backup');
      const secrets = wizard.locator('input[type="password"]');
      await secrets.nth(0).fill(SECRET);
      await secrets.nth(1).fill(SECRET);
      await wizard.getByRole('button', { name: 'Next' }).click();
      await wizard.getByText('Backups per day: 11').waitFor();
      await wizard.getByRole('button', { name: 'Next' }).click();
      await wizard.getByRole('button', { name: 'Done' }).click();
      await wizard.waitFor({ state: 'detached' });
      const jobs = page.getByRole('table', { name: 'Backup jobs' });
      await jobs.getByRole('cell', { name: 'Nightly to NAS', exact: true }).waitFor();

      // Reopened in EDIT: the password is masked, and no GET answer carried it.
      await page.reload();
      await page.getByRole('button', { name: 'Edit Nightly to NAS' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit backup job' });
      await edit.waitFor();
      expect(await edit.getByRole('textbox', { name: 'Job name' }).isDisabled()).toBe(true);
      expect(await edit.locator('input[type="password"]').nth(0).inputValue()).toBe('********');
      await edit.getByText('A password is stored. Type a new one to replace it.').waitFor();
      await edit.getByRole('button', { name: 'Close' }).click();
      await edit.waitFor({ state: 'detached' });
      expect(getBodies.some((body) => body.url.includes(`/policy/${policy.id}/backup`))).toBe(true);
      expect(getBodies.filter((body) => body.text.includes(SECRET)).map((body) => body.url)).toEqual([]);

      // The image manager in the same editor: a managed folder added through its wizard, saved,
      // and still there after a reload.
      await page.getByRole('button', { name: 'Add managed folder' }).click();
      const folder = page.getByRole('dialog', { name: 'New managed folder' });
      await folder.waitFor();
      await folder.getByRole('textbox', { name: /^Folder path/ }).fill('E:\\Images');
      for (const _ of [1, 2, 3]) await folder.getByRole('button', { name: 'Next' }).click();
      await folder.getByRole('button', { name: 'Done' }).click();
      await folder.waitFor({ state: 'detached' });
      await page.getByRole('table', { name: 'Managed folders' }).getByText('E:\\Images').waitFor();
      await page.reload();
      await page.getByRole('table', { name: 'Managed folders' }).getByText('E:\\Images').waitFor();

      // A restore from the device page: a device job the agent takes, in the recent activities.
      await page.goto(`${base}/#/deviceDashboard/${nodeId}/overview`);
      await page.getByRole('button', { name: 'Backup' }).click();
      await page.getByRole('menuitem', { name: 'File and folder restore' }).click();
      const restore = page.getByRole('dialog', { name: 'File and folder restore' });
      await restore.waitFor();
      await restore.getByRole('radio', { name: 'Network location' }).click();
      await restore.getByRole('textbox', { name: 'Files and folders (one per line)' }).fill('C:\\Users\\ana');
      await restore.getByRole('radio', { name: 'Original location' }).click();
      await restore.getByRole('button', { name: 'Restore' }).click();
      await restore.waitFor({ state: 'detached' });
      await page.getByRole('status').getByText('The restore was sent to the device').waitFor();
      await page
        .getByRole('region', { name: 'Recent activities' })
        .getByText(/requested File and folder restore/)
        .first()
        .waitFor();
    } catch (error) {
      await screenshot(page, 'backup-restore-failed');
      throw new Error(`${error instanceof Error ? error.message : String(error)}\n${agent.log()}`);
    }
  }, 120_000);
});
