/**
 * The New Credential secure page in real Chromium (Debian's, headless): served on loopback by the
 * test server, framed by a page of the same origin, filled and saved the way a user does. The
 * page posts SUCCESS to its parent only, the secrets are sealed and no answer carries them.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { CONSOLE_CSP } from '../../http/security-headers';
import { createSecretBox } from '../../lib/crypto';
import { setupDemoServer, TEST_SECRET_KEY } from '../../test/helpers';

const { server, ids, tech } = setupDemoServer('tech');

let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

/** A signed-in page of the server's origin framing the form; messages it receives are recorded. */
async function framedForm(query: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([...tech.cookies].map(([name, value]) => ({ name, value, url: baseUrl })));
  const page = await context.newPage();
  // A page of the server's origin under the console's own policy, as the console frames the form
  // (an API answer's policy, `default-src 'none'`, allows no frame).
  await page.route(`${baseUrl}/host`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      headers: { 'content-security-policy': CONSOLE_CSP },
      body: '<!doctype html><title>Host</title><body></body>',
    }),
  );
  await page.goto(`${baseUrl}/host`);
  await page.evaluate((src) => {
    const received: unknown[] = [];
    Object.assign(window, { received });
    window.addEventListener('message', (event) => received.push({ origin: event.origin, data: event.data }));
    document.body.innerHTML = '';
    const frame = document.createElement('iframe');
    frame.title = 'Credential form';
    frame.src = src;
    frame.style.height = '700px';
    document.body.append(frame);
  }, `/ws/credential/form?${query}`);
  return page;
}

const received = (page: Page) => page.evaluate(() => (window as unknown as { received: unknown[] }).received);

describe('the secure credential form in Chromium', () => {
  it('creates an SNMPv3 credential and posts SUCCESS to the parent, the keys never coming back', async () => {
    const northwind = ids.org('Northwind Traders');
    const page = await framedForm(`clientId=${northwind.id}&origin=${encodeURIComponent(baseUrl)}`);
    const form = page.frameLocator('iframe[title="Credential form"]');
    await form.getByRole('heading', { name: 'New Credential' }).waitFor();
    // Only the fields of the chosen type show.
    expect(await form.getByLabel('Community string').isVisible()).toBe(false);
    await form.getByLabel('Name', { exact: true }).fill('Edge router v3');
    await form.getByLabel('Type').selectOption('SNMPV3');
    expect(await form.getByLabel('Password', { exact: true }).isVisible()).toBe(false);
    await form.getByLabel('Username').fill('edge-v3');
    await form.getByLabel('Authentication protocol').selectOption('SHA512');
    await form.getByLabel('Authentication key').fill('edge-auth-key-1');
    await form.getByLabel('Privacy protocol').selectOption('AES256');
    await form.getByLabel('Privacy key').fill('short');
    await form.getByRole('button', { name: 'Save' }).click();
    // The server's 400 shows under the field; nothing is posted to the parent.
    await form.getByText('Must be at least 8 characters').waitFor();
    expect(await received(page)).toEqual([]);
    await form.getByLabel('Privacy key').fill('edge-priv-key-1');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => received(page), { timeout: 10_000 }).toHaveLength(1);
    const [message] = (await received(page)) as { origin: string; data: Record<string, unknown> }[];
    expect(message?.origin).toBe(baseUrl);
    expect(message?.data).toMatchObject({
      source: 'console-credential-form',
      status: 'SUCCESS',
      action: 'created',
    });
    const id = message?.data.credentialId as number;
    const [row] = await server.db.select().from(t.credentials).where(eq(t.credentials.id, id));
    expect(row).toMatchObject({ name: 'Edge router v3', credentialType: 'SNMPV3', clientId: northwind.id });
    expect(row?.secret).not.toContain('edge-priv-key-1');
    expect(JSON.parse(createSecretBox(TEST_SECRET_KEY).decrypt(row?.secret ?? ''))).toMatchObject({
      authProtocol: 'SHA512',
      authPassword: 'edge-auth-key-1',
      privProtocol: 'AES256',
      privPassword: 'edge-priv-key-1',
    });
    for (const path of [`/credential/${id}`, `/credential/list?clientId=${northwind.id}`]) {
      const text = JSON.stringify((await tech.get(path)).body);
      expect(text).toContain('Edge router v3');
      expect(text).not.toContain('edge-auth-key-1');
      expect(text).not.toContain('edge-priv-key-1');
    }
    await page.context().close();
  });

  it('tells only the origin it was opened for: another parent origin hears nothing', async () => {
    const northwind = ids.org('Northwind Traders');
    const page = await framedForm(
      `clientId=${northwind.id}&origin=${encodeURIComponent('http://127.0.0.2:9')}`,
    );
    const form = page.frameLocator('iframe[title="Credential form"]');
    await form.getByLabel('Name', { exact: true }).fill('Quiet SSH');
    await form.getByLabel('Type').selectOption('TELNET_SSH');
    await form.getByLabel('Username').fill('ops');
    await form.getByLabel('Password', { exact: true }).fill('quiet-password');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(
        async () =>
          (await server.db.select().from(t.credentials).where(eq(t.credentials.name, 'Quiet SSH'))).length,
      )
      .toBe(1);
    // The save answered (the button is back), and the message went to the other origin only.
    await form.getByRole('button', { name: 'Save' }).and(form.locator(':enabled')).waitFor();
    expect(await received(page)).toEqual([]);
    await page.context().close();
  });
});
