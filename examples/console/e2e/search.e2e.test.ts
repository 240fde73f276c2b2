/**
 * End to end: global search in the built console against the built server and its seeded demo,
 * in Debian's headless Chromium. A seeded device is found by its MAC address and by its last
 * logged-in user and its dashboard opens; Enter opens the full results page; a limited technician
 * does not find an organization they cannot view.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, openPage, screenshot, signInAs, TECH, type User } from './support/browser';
import { setupE2eEnvironment } from './support/environment';
import { freshTotp } from './support/totp';

interface Device {
  id: number;
  name: string;
  displayName?: string | null;
  macAddresses: string[];
  lastLoggedInUser: string | null;
}

const env = setupE2eEnvironment({ seedDevices: 120 });

/** The API callers signed in so far, by email: one sign-in (one TOTP code) per user and file. */
const callers = new Map<string, Promise<Caller>>();
type Caller = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<{ status: number; body: Record<string, unknown> }>;

/** A signed-in API caller over fetch, for picking test data the way the console shows it. */
function apiAs(user: User): Promise<Caller> {
  let caller = callers.get(user.email);
  if (!caller) {
    caller = signInOverApi(user);
    callers.set(user.email, caller);
  }
  return caller;
}

async function signInOverApi(user: User): Promise<Caller> {
  const cookies = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${env.server.baseUrl}/ws${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(method === 'GET' ? {} : { 'x-csrf-token': cookies.get('console_csrf') ?? '' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) cookies.set(name.trim(), value.join('='));
    }
    return {
      status: response.status,
      body: (await response.json().catch(() => undefined)) as Record<string, unknown>,
    };
  };
  const login = await call('POST', '/auth/login', { email: user.email, password: user.password });
  if (login.status === 403 && user.mfaSecret) {
    await call(
      'POST',
      '/mfa/auth/login',
      { email: user.email, password: user.password },
      { 'x-mfa-code': await freshTotp(user.mfaSecret) },
    );
  }
  return call;
}

const newPage = () => openPage(env.browser);
const signIn = (page: Page, user: User) => signInAs(page, env.server.baseUrl, user);

/** Types into the header's search box after focusing it with `/`. */
async function searchFor(page: Page, text: string): Promise<void> {
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('/');
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
  await box.fill(text);
}

/** A seeded workstation with a MAC address and a last logged-in user. */
async function pickDevice(): Promise<Device> {
  const api = await apiAs(ADMIN);
  const answer = await api('GET', '/query/devices?page=1&pageSize=100');
  const items = (answer.body.items ?? []) as { id: number }[];
  for (const item of items) {
    const detail = await api('GET', `/node/${item.id}`);
    const node = (detail.body.node ?? detail.body) as Device;
    if (node.macAddresses?.length && node.lastLoggedInUser) return node;
  }
  throw new Error(`no seeded workstation with a MAC address and a logged-in user (${answer.status})`);
}

describe('global search in the console', () => {
  it('finds a seeded device by its MAC address and opens its dashboard', async () => {
    const device = await pickDevice();
    const { context, page, errors } = await newPage();
    await signIn(page, ADMIN);
    await searchFor(page, (device.macAddresses[0] as string).toLowerCase());
    const option = page.getByRole('option', { name: new RegExp(device.name) });
    await option.waitFor();
    expect(await option.textContent()).toContain(`MAC address: ${device.macAddresses[0]}`);
    await screenshot(page, 'search-01-mac-address');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`#/deviceDashboard/${device.id}/overview$`));
    await page.getByRole('heading', { level: 1, name: device.displayName ?? device.name }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds a seeded device by its last logged-in user, and records it as a recent search', async () => {
    const device = await pickDevice();
    const { context, page, errors } = await newPage();
    await signIn(page, ADMIN);
    await searchFor(page, device.lastLoggedInUser as string);
    const option = page.getByRole('option', { name: new RegExp(device.name) });
    await option.waitFor();
    expect(await option.textContent()).toContain('Last logged-in user:');
    await screenshot(page, 'search-02-last-logged-in-user');
    await option.click();
    await page.waitForURL(new RegExp(`#/deviceDashboard/${device.id}/overview$`));
    // The empty box now lists it under recent searches.
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.getByRole('combobox', { name: 'Search' }).click();
    await page.getByText('Recent searches').waitFor();
    await page.getByRole('option', { name: new RegExp(device.name) }).waitFor();
    await screenshot(page, 'search-03-recent');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the full results page with Enter', async () => {
    const device = await pickDevice();
    const { context, page, errors } = await newPage();
    await signIn(page, ADMIN);
    await searchFor(page, device.name);
    await page
      .getByRole('option', { name: new RegExp(device.name) })
      .first()
      .waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/search\?/);
    expect(decodeURIComponent(page.url())).toContain(`searchValue=${device.name}`);
    expect(page.url()).toContain('searchFilter=all');
    await page.getByRole('heading', { level: 1, name: 'Search results' }).waitFor();
    await page.getByRole('button', { name: device.name, exact: true }).waitFor();
    await screenshot(page, 'search-04-results-page');
    await page.getByRole('button', { name: device.name, exact: true }).click();
    await page.waitForURL(new RegExp(`#/deviceDashboard/${device.id}/overview$`));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('does not show a limited technician an organization they cannot view', async () => {
    const adminApi = await apiAs(ADMIN);
    const techApi = await apiAs(TECH);
    const everything = (await adminApi('GET', '/client/list')).body;
    const visible = (await techApi('GET', '/client/list')).body;
    const names = (list: unknown) =>
      (
        (Array.isArray(list) ? list : ((list as { organizations?: unknown[] }).organizations ?? [])) as {
          name: string;
        }[]
      ).map((org) => org.name);
    const hidden = names(everything).find((name) => !names(visible).includes(name));
    const shown = names(visible)[0];
    expect(hidden).toBeDefined();
    const { context, page, errors } = await newPage();
    await signIn(page, TECH);
    await searchFor(page, shown as string);
    await page.getByRole('option', { name: new RegExp(`^${shown}.*Organization$`) }).waitFor();
    await searchFor(page, hidden as string);
    await expect
      .poll(async () => (await page.locator('[id$="-popover"]').getAttribute('data-state')) ?? '')
      .toMatch(/results|empty/);
    expect(await page.getByRole('option', { name: new RegExp(`^${hidden}.*Organization$`) }).count()).toBe(0);
    await screenshot(page, 'search-05-limited-technician');
    expect(errors).toEqual([]);
    await context.close();
  });
});
