/**
 * End to end: the automation library in the built console against the built server and its seeded
 * demo, in Debian's headless Chromium. The administrator creates a file-transfer automation with a
 * real upload (pre-check with the MFA prompt, the Uploading files modal, the malware scan), edits
 * it, and copies a script; the limited technician, who may not delete automations, is shown no
 * Delete and is refused by the server when trying anyway.
 */
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, openPage, screenshot, signInAs, TECH, type User } from './support/browser';
import { setupE2eEnvironment } from './support/environment';
import { freshTotp } from './support/totp';

const LIBRARY = '/#/administration/library/scripting/scripts';
const TRANSFER = 'Deploy Support Tools';

interface Automation {
  id: number;
  name: string;
  malwareScanStatus?: string | null;
  fileTransferSettings: { attachmentId: number; destination: string; expand: boolean } | null;
}

const env = setupE2eEnvironment({ seedDevices: 40 });

const newPage = () => openPage(env.browser);
const signIn = (page: Page, user: User) => signInAs(page, env.server.baseUrl, user);

/** The signed-in user's API, through the page's own cookies (and its CSRF token for writes). */
async function api(context: BrowserContext) {
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'console_csrf')?.value ?? '';
  return {
    automations: async (): Promise<Automation[]> =>
      (await context.request.get(`${env.server.baseUrl}/ws/scripting/scripts`)).json(),
    automation: async (id: number): Promise<Automation> =>
      (
        (await (await context.request.get(`${env.server.baseUrl}/ws/scripting/scripts/${id}`)).json()) as {
          script: Automation;
        }
      ).script,
    delete: (id: number) =>
      context.request.delete(`${env.server.baseUrl}/ws/scripting/scripts/${id}`, {
        headers: { 'x-csrf-token': csrf },
      }),
  };
}

/** Waits until the automation is listed, that is out of review (its file scanned SUCCESS). */
async function waitForListed(calls: Awaited<ReturnType<typeof api>>, name: string): Promise<Automation> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const found = (await calls.automations()).find((automation) => automation.name === name);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`${name} is still under review`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function openLibrary(page: Page) {
  await page.goto(`${env.server.baseUrl}${LIBRARY}`);
  const table = page.getByRole('table', { name: 'Automations' });
  await table.getByRole('row').filter({ hasText: 'Clear Temp Files' }).first().waitFor();
  return table;
}

async function openRowMenu(page: Page, name: string) {
  await page
    .getByRole('table', { name: 'Automations' })
    .getByRole('row')
    .filter({ hasText: name })
    .first()
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  const menu = page.getByRole('menu', { name: `Actions for ${name}` });
  await menu.waitFor();
  return menu;
}

describe('given the administrator in the automation library', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const content = randomBytes(512 * 1024);

  beforeAll(async () => {
    ({ context, page, errors } = await newPage());
    await signIn(page, ADMIN);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('creates a file transfer with a real upload, through the pre-check, the MFA prompt and the scan', async () => {
    await openLibrary(page);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('menuitem', { name: 'File Transfer' }).click();
    const dialog = page.getByRole('dialog', { name: 'File Transfer' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(TRANSFER);
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'support-tools.zip', mimeType: 'application/zip', buffer: content });
    await dialog.getByRole('checkbox', { name: 'Expand' }).click();
    await dialog.getByRole('textbox', { name: 'Destination path' }).fill('C:\\ProgramData\\Support');
    // Run as is the kit's Select (a button showing the chosen label): wait for the first option.
    await expect
      .poll(async () => (await dialog.getByRole('combobox', { name: 'Run as' }).textContent())?.trim() ?? '')
      .not.toMatch(/^$|^Select an option$/);
    await screenshot(page, 'automation-01-file-transfer');
    await dialog.getByRole('button', { name: 'Save' }).click();

    // The pre-check is an MFA step-up call: the console asks for the code.
    const mfa = page.getByRole('dialog', { name: 'Verify your identity' });
    await mfa.getByLabel('Authentication code').fill(await freshTotp(ADMIN.mfaSecret));
    await mfa.getByRole('button', { name: 'Verify' }).click();

    const processing = page.getByRole('dialog', { name: 'Automation processing' });
    await processing.waitFor({ timeout: 60_000 });
    await page.getByText('File Transfer automation created').waitFor();
    await screenshot(page, 'automation-02-processing');
    await processing.getByRole('button', { name: 'Close' }).last().click();

    // Listed once the malware scan has passed it (the library lists automations out of review).
    const calls = await api(context);
    const created = await waitForListed(calls, TRANSFER);
    expect(created.fileTransferSettings).toMatchObject({
      destination: 'C:\\ProgramData\\Support',
      expand: true,
    });

    // Out of review, it is in the Scripts table; its file is the uploaded one.
    const table = await openLibrary(page);
    await table.getByRole('row').filter({ hasText: TRANSFER }).waitFor();
    const files = await (
      await context.request.get(`${env.server.baseUrl}/ws/scripting/scripts/${created.id}/attachments`)
    ).json();
    const link = files.fileTransferAttachments[0].signedUrl as string;
    const download = await context.request.get(`${env.server.baseUrl}${link}`);
    expect(Buffer.from(await download.body()).equals(content)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('edits the file transfer: its file is loaded and the new destination is saved', async () => {
    const menu = await openRowMenu(page, TRANSFER);
    await menu.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'File Transfer' });
    await dialog.getByText('support-tools.zip').waitFor();
    const destination = dialog.getByRole('textbox', { name: 'Destination path' });
    await expect.poll(() => destination.inputValue()).toBe('C:\\ProgramData\\Support');
    await destination.fill('%PUBLIC%\\Support');
    await screenshot(page, 'automation-03-edit');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const mfa = page.getByRole('dialog', { name: 'Verify your identity' });
    await mfa.getByLabel('Authentication code').fill(await freshTotp(ADMIN.mfaSecret));
    await mfa.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('File Transfer automation updated').waitFor({ timeout: 60_000 });
    const calls = await api(context);
    const saved = (await calls.automations()).find((automation) => automation.name === TRANSFER);
    expect(saved?.fileTransferSettings?.destination).toBe('%PUBLIC%\\Support');
    expect(errors).toEqual([]);
  });

  it('copies a script under the suggested name', async () => {
    await page.keyboard.press('Escape');
    await openLibrary(page);
    const menu = await openRowMenu(page, 'Clear Temp Files');
    await menu.getByRole('menuitem', { name: 'Copy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy automation' });
    await expect
      .poll(() => dialog.getByRole('textbox', { name: 'Name' }).inputValue())
      .toBe('Clear Temp Files (Copy)');
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Automation copied').waitFor();
    await page
      .getByRole('table', { name: 'Automations' })
      .getByRole('row')
      .filter({ hasText: 'Clear Temp Files (Copy)' })
      .waitFor();
    await screenshot(page, 'automation-04-copied');
    const calls = await api(context);
    expect((await calls.automations()).map((automation) => automation.name)).toContain(
      'Clear Temp Files (Copy)',
    );
    expect(errors).toEqual([]);
  });
});

describe('given the limited technician, who may not delete automations', () => {
  it('shows no Delete, and the server refuses the delete anyway', async () => {
    const { context, page, errors } = await newPage();
    try {
      await signIn(page, TECH);
      await openLibrary(page);
      const menu = await openRowMenu(page, TRANSFER);
      await menu.getByRole('menuitem', { name: 'Edit' }).waitFor();
      expect(await menu.getByRole('menuitem', { name: 'Delete' }).count()).toBe(0);
      await screenshot(page, 'automation-05-no-delete');
      await page.keyboard.press('Escape');

      const calls = await api(context);
      const target = (await calls.automations()).find((automation) => automation.name === TRANSFER);
      expect(target).toBeDefined();
      const refused = await calls.delete((target as Automation).id);
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toMatchObject({ resultCode: 'FORBIDDEN' });
      expect((await calls.automation((target as Automation).id)).name).toBe(TRANSFER);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
