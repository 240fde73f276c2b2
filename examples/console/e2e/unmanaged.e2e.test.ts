/**
 * End to end: unmanaged devices in the built console against the built server and its seeded demo
 * (issue 10). The administrator opens Add ▸ Device ▸ Unmanaged, creates a device from scratch and
 * lands on its dashboard; then imports a CSV of 1,000 rows, 10 of them invalid, sees the preview's
 * messages and gets 990 devices. A limited technician sees only the Add menu entries their
 * permissions allow, and the server refuses the hidden ones' calls with 403.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, openPage, screenshot, signInAs, TECH } from './support/browser';
import { setupE2eEnvironment } from './support/environment';

const env = setupE2eEnvironment({ seedDevices: 40 });

let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ context, page, errors } = await openPage(env.browser));
  await signInAs(page, env.server.baseUrl, ADMIN);
});
afterAll(async () => {
  await context?.close();
});

async function getJson<T>(path: string): Promise<T> {
  return (await (await context.request.get(`${env.server.baseUrl}/ws${path}`)).json()) as T;
}

async function openUnmanaged() {
  await page.getByRole('button', { name: 'Add new' }).click();
  await page.getByRole('menuitem', { name: 'Device' }).click();
  await page.getByRole('menuitem', { name: 'Unmanaged' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add unmanaged device' });
  await dialog.waitFor();
  return dialog;
}

describe('given the administrator and the Add menu', () => {
  it('creates an unmanaged device from scratch and lands on its dashboard', async () => {
    const dialog = await openUnmanaged();
    await dialog.getByRole('treeitem', { name: 'Printer', exact: true }).click();
    await dialog.getByRole('tab', { name: 'Device information' }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('E2E Lobby Printer');
    await dialog.getByRole('combobox', { name: 'Organization' }).click();
    await page.getByRole('option', { name: 'Contoso Health' }).click();
    await dialog.getByRole('combobox', { name: 'Location' }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('textbox', { name: 'Serial Number' }).fill('E2E-SN-1');
    await screenshot(page, 'unmanaged-create');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/unmanagedDeviceDashboard\/\d+\/overview$/);
    await page.getByRole('heading', { level: 1, name: 'E2E Lobby Printer' }).waitFor();
    const overview = page.getByRole('region', { name: 'Overview' });
    await overview.getByText('E2E-SN-1').waitFor();
    await overview.getByText('Printer', { exact: true }).waitFor();
    await page
      .getByRole('region', { name: 'Management' })
      .getByRole('link', { name: 'Contoso Health' })
      .waitFor();
    const id = Number(/unmanagedDeviceDashboard\/(\d+)/.exec(page.url())?.[1]);
    const { node } = await getJson<{ node: { name: string; nodeClass: string } }>(`/node/${id}`);
    expect(node).toMatchObject({ name: 'E2E Lobby Printer', nodeClass: 'UNMANAGED_DEVICE' });
    await screenshot(page, 'unmanaged-dashboard');
    expect(errors).toEqual([]);
  });

  it('imports a CSV of 1,000 rows with 10 invalid ones and gets 990 devices', async () => {
    const organizations = await getJson<{ items: { id: number; name: string }[] }>(
      '/query/organizations?page=1&search=Contoso',
    );
    const contoso = organizations.items.find((organization) => organization.name === 'Contoso Health');
    const [location] = await getJson<{ name: string }[]>(`/client/${contoso?.id}/locations`);
    const lines = Array.from({ length: 1000 }, (_, i) =>
      i % 100 === 99
        ? `,Contoso Health,${location?.name},,,,`
        : `E2E Import ${i},Contoso Health,${location?.name},IMP-${i},,2026-01-01,2028-01-01`,
    );
    const csv = `Name,Organization,Location,Serial Number,Assigned User Email,Warranty Start Date,Warranty End Date\n${lines.join('\n')}\n`;

    await page.goto(`${env.server.baseUrl}/#/systemDashboard/overview`);
    const dialog = await openUnmanaged();
    await dialog.getByRole('radio', { name: 'Import from CSV' }).check();
    await dialog.getByRole('button', { name: 'Add' }).click();
    await page
      .getByRole('dialog', { name: 'Choose a device role' })
      .getByRole('treeitem', { name: 'Printer', exact: true })
      .click();
    await dialog.getByTestId('unmanaged-import-role').getByText('Printer').waitFor();
    await dialog
      .getByRole('group', { name: 'CSV file' })
      .locator('input[type="file"]')
      .setInputFiles({ name: 'devices.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const wizard = page.getByRole('dialog', { name: 'Import Wizard (Preview)' });
    await wizard.waitFor();
    await wizard
      .getByText('10 error(s) found across 10 row(s). Resolve the errors and re-upload the CSV.')
      .waitFor();
    await wizard.getByText('If submitted, 10 row(s) will be discarded.').waitFor();
    await wizard.getByText('1000 row(s): 990 valid, 10 with errors').waitFor();
    await screenshot(page, 'unmanaged-import-preview');
    await wizard.getByRole('button', { name: 'Save' }).click();
    await page.getByText('990 unmanaged device(s) imported successfully').waitFor();
    const devices = await getJson<{ total: number }>(
      '/query/devices?nodeClass=UNMANAGED_DEVICE&search=E2E%20Import&pageSize=1',
    );
    expect(devices.total).toBe(990);
    expect(errors).toEqual([]);
  });
});

describe('given a limited technician and the Add menu', () => {
  it('shows only the entries their permissions allow; the server refuses the others with 403', async () => {
    const tech = await openPage(env.browser);
    try {
      await signInAs(tech.page, env.server.baseUrl, TECH);
      await tech.page.getByRole('button', { name: 'Add new' }).click();
      const menu = tech.page.getByRole('menu', { name: 'Add new' });
      await menu.getByRole('menuitem', { name: 'Device' }).waitFor();
      // The seeded technician may add devices, but not policies, organizations or technicians.
      const top = await menu.getByRole('menuitem').allTextContents();
      expect(top).toContain('Device');
      for (const hidden of ['Policy', 'Organization', 'User']) expect(top).not.toContain(hidden);
      await menu.getByRole('menuitem', { name: 'Device' }).click();
      await tech.page.getByRole('menuitem', { name: 'Computer' }).waitFor();
      await screenshot(tech.page, 'add-menu-limited-technician');
      await tech.page.keyboard.press('Escape');
      // What the menu hides, the server refuses (403) and nothing is created.
      const csrf =
        (await tech.context.cookies()).find((cookie) => cookie.name === 'console_csrf')?.value ?? '';
      const post = (path: string, data: unknown) =>
        tech.context.request.post(`${env.server.baseUrl}/ws${path}`, {
          headers: { 'x-csrf-token': csrf },
          data,
        });
      const policy = await post('/policy', { name: 'E2E tech policy', nodeClass: 'WINDOWS_WORKSTATION' });
      expect(policy.status()).toBe(403);
      const organization = await post('/client', {
        name: 'E2E tech organization',
        locations: [{ name: 'E2E HQ' }],
      });
      expect(organization.status()).toBe(403);
      const policies = await getJson<{ total: number }>('/query/policies?name=E2E%20tech');
      expect(policies.total).toBe(0);
      expect(tech.errors).toEqual([]);
    } finally {
      await tech.context.close();
    }
  });
});
