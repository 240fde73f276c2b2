/**
 * End to end: the terminal in the built console against the built server. A DEB generated for the
 * first demo organization is unpacked and its agent started on loopback; it enrolls and comes
 * online; the administrator opens #/terminal/{id} (the step-up MFA prompt first), runs `echo` in
 * the device's real shell and sees the answer, downloads cli.txt, and exits with the confirmation.
 * The limited support technician (no remote tools) is refused by the server.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAgentIfMissing, type E2eAgent, startEnrolledAgent } from './support/agent';
import { ADMIN, openPage, SCREENSHOTS, signInAs } from './support/browser';
import { setupE2eEnvironment } from './support/environment';
import { freshTotp } from './support/totp';

const env = setupE2eEnvironment({ seedDevices: 40 });
let agent: E2eAgent | undefined;

beforeAll(() => buildAgentIfMissing(), 300_000);
afterAll(() => agent?.stop());

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
    agent = await startEnrolledAgent(context, base, csrf, organization.id, location.id);
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
});
