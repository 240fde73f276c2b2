/**
 * End to end: a device comes alive in the built console against the built server (issue 13). A
 * DEB generated for the first demo organization is unpacked and its agent started on loopback; it
 * enrolls and comes online; the administrator opens #/terminal/{id} (the step-up MFA prompt
 * first), runs `echo` in the device's real shell and sees the answer, downloads cli.txt, and exits
 * with the confirmation. The device's overview shows its real hostname and OS; a script automation
 * picked from its Actions menu runs on the agent and its completion shows in the recent
 * activities. Maintenance keeps a monitor's alert down and it is raised once maintenance ends.
 * The limited support technician (no remote tools) is refused by the server; stopping the agent
 * shows the device offline; Wake-on-LAN from its Actions menu has a second agent of its subnet send
 * the magic packet, which a UDP listener captures. The agents run in a network namespace of the
 * test's (support/netns.ts: a subnet of their own, the server reached through a forwarder), so the
 * packet never leaves it: the test needs root, as the other namespace tests do.
 */
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpPeer, type WebPeer } from '../../../packages/server/src/test/peers/https';
import { buildAgentIfMissing, type E2eAgent, startEnrolledAgent } from './support/agent';
import { ADMIN, openPage, SCREENSHOTS, signInAs } from './support/browser';
import { setupE2eEnvironment } from './support/environment';
import { type E2eNetns, NETNS_SUBNET, startNetns } from './support/netns';
import { freshTotp } from './support/totp';

const env = setupE2eEnvironment({ seedDevices: 40 });
let agent: E2eAgent | undefined;
let peer: WebPeer | undefined;
// The agents run in a network namespace of the test's (a subnet of their own for Wake-on-LAN).
let netns: E2eNetns | undefined;
let sender: E2eAgent | undefined;
/** The device the first agent enrolled as. */
let deviceId = 0;

beforeAll(() => buildAgentIfMissing(), 300_000);
afterAll(async () => {
  agent?.stop();
  sender?.stop();
  netns?.stop();
  await peer?.stop();
});

async function waitFor<T>(
  what: string,
  read: () => T | undefined | Promise<T | undefined>,
  ms = 30_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen in time\n${agent?.log() ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The administrator's page and API (through the page's cookies and CSRF token). */
async function adminSession(): Promise<{
  context: BrowserContext;
  page: Page;
  api: (method: string, path: string, data?: unknown) => Promise<{ status: number; body: unknown }>;
}> {
  const base = env.server.baseUrl;
  const { context, page } = await openPage(env.browser);
  page.setDefaultTimeout(30_000);
  await signInAs(page, base, ADMIN);
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'console_csrf')?.value ?? '';
  const api = async (method: string, path: string, data?: unknown) => {
    const answer = await context.request.fetch(`${base}/ws${path}`, {
      method,
      headers: { 'x-csrf-token': csrf },
      ...(data === undefined ? {} : { data }),
    });
    const text = await answer.text();
    return { status: answer.status(), body: text ? (JSON.parse(text) as unknown) : null };
  };
  return { context, page, api };
}

describe('given a device enrolled from a DEB', () => {
  it('runs echo in the full-window terminal and shows the answer', async () => {
    const base = env.server.baseUrl;
    const { context, page, errors } = await openPage(env.browser);
    page.setDefaultTimeout(30_000);
    const step = (what: string) => console.info(`terminal e2e: ${what}`);
    await signInAs(page, base, ADMIN);
    step('signed in');
    const csrf = (await context.cookies()).find((cookie) => cookie.name === 'console_csrf')?.value ?? '';
    const [organization] = (await (await context.request.get(`${base}/ws/client/list`)).json()) as {
      id: number;
    }[];
    const [location] = (await (
      await context.request.get(`${base}/ws/client/${organization?.id}/locations`)
    ).json()) as { id: number }[];
    if (!organization || !location) throw new Error('no demo organization');
    netns = await startNetns(Number(new URL(base).port));
    agent = await startEnrolledAgent(context, base, csrf, organization.id, location.id, {
      netns: netns.name,
    });
    deviceId = agent.nodeId;
    const { nodeId } = agent;
    await waitFor('the device online', async () => {
      const answer = await context.request.get(`${base}/ws/node/${nodeId}`);
      const body = answer.ok()
        ? ((await answer.json()) as { node: { isUp?: boolean; up?: boolean } })
        : undefined;
      return body && (body.node.isUp ?? body.node.up) ? true : undefined;
    });

    step(`device ${nodeId} online`);
    await page.goto(`${base}/#/terminal/${nodeId}`);
    const mfa = page.getByRole('dialog', { name: 'Verify your identity' });
    await mfa.getByLabel('Authentication code').fill(await freshTotp(ADMIN.mfaSecret));
    await mfa.getByRole('button', { name: 'Verify' }).click();
    step('MFA answered');
    const readScreen = () =>
      page.evaluate(() => document.querySelector('.xterm-rows')?.textContent ?? '(no screen)');
    // Each read gives up after 3 s, so a page that does not answer cannot stall the wait.
    const screenText = () =>
      Promise.race([
        readScreen(),
        new Promise<string>((resolve) => setTimeout(() => resolve('(no answer from the page)'), 3_000)),
      ]);
    let last = '';
    const screenShows = (text: string | RegExp) =>
      waitFor(
        `the terminal showing ${text}`,
        async () => {
          const shown = await screenText();
          last = shown;
          return (typeof text === 'string' ? shown.includes(text) : text.test(shown)) ? shown : undefined;
        },
        30_000,
      ).catch(async (error) => {
        step(`the screen showed: ${last}`);
        await Promise.race([
          page.screenshot({ path: join(SCREENSHOTS, 'terminal-failed.png') }),
          new Promise((resolve) => setTimeout(resolve, 5_000)),
        ]);
        throw error;
      });
    await screenShows(/[$#]/);
    await page.locator('textarea[aria-label="Terminal"]').focus();
    await page.keyboard.type('echo hi-$((40+2))');
    await page.keyboard.press('Enter');
    await screenShows('hi-42');
    // Not the shared `screenshot`: it waits for every running animation to finish, and the
    // terminal's blinking cursor is an infinite CSS animation, so that wait never ended (the
    // whole-file hang after the MFA step: the page's own promise, with no time-out in Playwright).
    await page.screenshot({ path: join(SCREENSHOTS, 'terminal-echo.png') });
    step('echo answered');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('cli.txt');
    expect(readFileSync(await file.path(), 'utf8')).toContain('hi-42');

    await page.getByRole('button', { name: 'Exit' }).first().click();
    await page.getByRole('dialog', { name: 'Exit terminal' }).getByRole('button', { name: 'Exit' }).click();
    await page.waitForURL(/#\/deviceSearch/);
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  it('shows its real inventory and runs a script automation picked from its Actions menu', async () => {
    if (!agent) throw new Error('the first test enrolls the device');
    const { nodeId } = agent;
    const { context, page, api } = await adminSession();
    const release = readFileSync('/etc/os-release', 'utf8');
    const osName = /^PRETTY_NAME="?([^"\n]+)"?$/m.exec(release)?.[1] ?? '';
    const categories = (await api('GET', '/scripting/categories')).body as { id: number }[];
    const created = await api('POST', '/scripting/scripts', {
      name: 'E2E Hello Agent',
      language: 'shellscript',
      operatingSystems: ['Linux'],
      categoriesIds: [categories[0]?.id],
      code: 'echo "hello from $(hostname)"',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);

    await page.goto(`${env.server.baseUrl}/#/deviceDashboard/${nodeId}/overview`);
    await page.getByRole('heading', { level: 1, name: hostname() }).waitFor();
    await page.getByRole('region', { name: 'System' }).getByText(osName).first().waitFor();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Run automation' }).click();
    await page.getByRole('menuitem', { name: 'Script', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Select script' });
    await picker.waitFor();
    await picker.getByRole('searchbox', { name: 'Search' }).fill('E2E Hello');
    await picker
      .getByRole('button', { name: /E2E Hello Agent/ })
      .click({ timeout: 15_000 })
      .catch(async (error) => {
        await page.screenshot({ path: join(SCREENSHOTS, 'device-automation-picker-failed.png') });
        throw new Error(`${String(error)}\nThe picker showed: ${await picker.textContent()}`);
      });
    await page
      .getByRole('dialog', { name: 'E2E Hello Agent' })
      .getByRole('button', { name: 'Apply' })
      .click();
    // The agent runs it; the job's end shows live in the recent activities.
    await page
      .getByRole('region', { name: 'Recent activities' })
      .getByText(/requested start of automation E2E Hello Agent completed with exit code 0/)
      .first()
      .waitFor();
    // Its real output comes back with it.
    await page
      .getByRole('region', { name: 'Recent activities' })
      .getByText(`hello from ${hostname()}`)
      .first()
      .waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'device-automation-completed.png') });
    await context.close();
  }, 120_000);

  it('keeps a monitor alert down while its device is in maintenance, and raises it once maintenance ends', async () => {
    const { context, api } = await adminSession();
    peer = await startHttpPeer();
    peer.answer.status = 204;
    expect(
      (await api('PUT', '/divisionconfig/CLOUD_MONITOR_PRIVATE_TARGETS', { enabled: true })).status,
    ).toBe(200);
    const [organization] = (await api('GET', '/client/list')).body as { id: number }[];
    const [location] = (await api('GET', `/client/${organization?.id}/locations`)).body as { id: number }[];
    const created = await api('POST', '/cloudmonitor', {
      clientId: organization?.id,
      locationId: location?.id,
      systemName: 'Maintenance e2e',
      monitorType: 'HTTP',
      frequency: 60,
      timeout: 5,
      url: peer.url,
      conditions: [{ type: 'HttpCode', parameters: { runCount: 1, code: 204 } }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body as { cloudMonitor: { id: number } }).cloudMonitor.id;
    const results = async () =>
      ((await api('GET', `/cloudmonitor/${id}/results?limit=50`)).body as { results: unknown[] }).results
        .length;
    const alerts = async () =>
      ((await api('GET', `/cloudmonitor/${id}/alerts`)).body as { alerts: unknown[] }).alerts;
    /** Asks for a run now and waits for its result. */
    const runNow = async () => {
      const before = await results();
      expect((await api('POST', `/cloudmonitor/${id}/check`)).status).toBeLessThan(300);
      await waitFor('the monitor run', async () => ((await results()) > before ? true : undefined), 45_000);
    };
    // The first run (at once, on save) answers 204: the condition does not hold.
    await waitFor('the first run', async () => ((await results()) > 0 ? true : undefined), 45_000);
    expect(await alerts()).toEqual([]);
    const maintenance = await api('POST', '/maintenance', {
      deviceIds: [id],
      schedule: { startTime: null, endTime: null },
      options: { notifications: true, alerts: true },
      reasonMessage: 'Shop migration',
    });
    expect(maintenance.status, JSON.stringify(maintenance.body)).toBe(204);
    // The site now answers 200: the condition holds, but maintenance suppresses the alert.
    peer.answer.status = 200;
    await runNow();
    expect(await alerts()).toEqual([]);
    expect((await api('POST', '/maintenance/schedules/deleteList', { deviceIds: [id] })).status).toBe(204);
    await runNow();
    expect(await alerts()).toHaveLength(1);
    await context.close();
  }, 180_000);

  it('refuses a technician without remote tools through the API', async () => {
    const base = env.server.baseUrl;
    const { context, page } = await openPage(env.browser);
    await signInAs(page, base, {
      email: 'support@demo.console',
      password: 'Demo-Support-2026!',
      mfaSecret: null,
    });
    const csrf = (await context.cookies()).find((cookie) => cookie.name === 'console_csrf')?.value ?? '';
    if (!agent) throw new Error('the first test enrolls the device');
    const answer = await context.request.post(`${base}/ws/rtc/terminal`, {
      headers: { 'x-csrf-token': csrf },
      data: { user: 'SYSTEM', shell: 'DEFAULT', nodeId: agent.nodeId },
    });
    expect([403, 404]).toContain(answer.status());
    await context.close();
  }, 120_000);

  it('shows the device offline once its agent stops', async () => {
    if (!agent) throw new Error('the first test enrolls the device');
    const { nodeId } = agent;
    const { context, page, api } = await adminSession();
    await page.goto(`${env.server.baseUrl}/#/deviceDashboard/${nodeId}/overview`);
    await page.getByRole('heading', { level: 1, name: hostname() }).waitFor();
    agent.stop();
    agent = undefined;
    await waitFor('the device offline', async () => {
      const { body } = await api('GET', `/node/${nodeId}`);
      const node = (body as { node: { isUp?: boolean; up?: boolean } }).node;
      return (node.isUp ?? node.up) === false ? true : undefined;
    });
    // The overview follows the device's topic: its status turns Offline without a reload.
    await page
      .getByRole('region', { name: 'Status' })
      .getByText(/Offline/)
      .first()
      .waitFor();
    await context.close();
  }, 120_000);

  it('wakes the offline device from its Actions menu: an agent of its subnet sends the magic packet', async () => {
    const { context, page, api } = await adminSession();
    if (!netns || !deviceId) throw new Error('the first test enrolls the device in the namespace');
    const base = env.server.baseUrl;
    const [organization] = (await api('GET', '/client/list')).body as { id: number }[];
    const [location] = (await api('GET', `/client/${organization?.id}/locations`)).body as { id: number }[];
    const csrf = (await context.cookies()).find((cookie) => cookie.name === 'console_csrf')?.value ?? '';
    // A second agent on the same subnet, online: the one that sends the packet.
    sender = await startEnrolledAgent(context, base, csrf, organization?.id ?? 0, location?.id ?? 0, {
      netns: netns.name,
    });
    const senderId = sender.nodeId;
    await waitFor('the sender online on the subnet', async () => {
      const { body } = await api('GET', `/node/${senderId}`);
      const node = (body as { node: { isUp?: boolean; ipAddresses?: string[] } }).node;
      return node.isUp && node.ipAddresses?.includes(NETNS_SUBNET.address) ? true : undefined;
    });
    const packets = await netns.listenUdp(9);
    await page.goto(`${base}/#/deviceDashboard/${deviceId}/overview`);
    await page.getByRole('heading', { level: 1, name: hostname() }).waitFor();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Wake-on-LAN' }).click();
    const dialog = page.getByRole('dialog', { name: 'Wake-on-LAN' });
    await dialog.getByText('Attempted', { exact: true }).waitFor();
    await dialog.getByText(hostname()).first().waitFor();
    const mac = NETNS_SUBNET.mac.replaceAll(':', '');
    // One packet per MAC of the device (the namespace's other interface has one too).
    const expected = `ffffffffffff${mac.repeat(16)}`;
    await waitFor('the magic packet', () => (packets().includes(expected) ? true : undefined));
    await page.screenshot({ path: join(SCREENSHOTS, 'device-wake-on-lan.png') });
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await context.close();
  }, 120_000);
});
