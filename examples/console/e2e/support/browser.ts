// Browser helpers shared by the end-to-end tests: a fresh page, a settled screenshot, a sign-in.
import { join } from 'node:path';
import type { Browser, BrowserContext, Cookie, Page } from 'playwright-core';
import { ROOT } from './server';
import { freshTotp, totp } from './totp';

/** Chromium flags that keep the closed network of these machines quiet. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The seeded system administrator (TOTP MFA). */
export const ADMIN = {
  email: 'admin@demo.console',
  password: 'Demo-Admin-2026!',
  mfaSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};
/** The seeded limited technician. */
export const TECH = { email: 'tech@demo.console', password: 'Demo-Tech-2026!', mfaSecret: null };
/** One of the demo users above. */
export type User = typeof ADMIN | typeof TECH;

/** Where e2e screenshots go (gitignored). */
export const SCREENSHOTS = join(ROOT, 'screenshots');

/** A demo user to sign in as; `mfaSecret` when the user has TOTP. */
export interface SignInUser {
  email: string;
  password: string;
  mfaSecret?: string | null;
}

/** A new 1440 × 900 light context and page, collecting uncaught page errors. */
export async function openPage(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, colorScheme: 'light' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/**
 * A screenshot once every running animation that ends has finished (an endless one, such as a
 * terminal's blinking cursor or a spinner, is not waited for).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: false });
}

/** Options of {@link signInAs}. */
export interface SignInOptions {
  /**
   * With MFA: enter a wrong code first, wait for 'Error during MFA code verification', call this
   * (e.g. to take a screenshot), then enter the right code.
   */
  afterWrongCode?: (page: Page) => Promise<void>;
  /**
   * Sign in through the form even when this test file already holds a session of the user (for
   * tests about separate sessions). Without it a held session is reused while it lives: the server
   * takes each TOTP code once, so a fresh code can mean waiting out a 30-second step.
   */
  fresh?: boolean;
}

/** The session cookies of each user this test file signed in, by console and email. */
const heldSessions = new Map<string, Cookie[]>();

/** Signs in through the console's sign-in page (with the TOTP step when the user has MFA). */
export async function signInAs(
  page: Page,
  baseUrl: string,
  user: SignInUser,
  options: SignInOptions = {},
): Promise<void> {
  const key = `${baseUrl} ${user.email}`;
  const held = options.fresh || options.afterWrongCode ? undefined : heldSessions.get(key);
  if (held) {
    await page.context().addCookies(held);
    await page.goto(`${baseUrl}/#/`);
    const dashboard = page.getByRole('heading', { level: 1, name: 'Dashboard' });
    await dashboard.or(page.getByLabel('Email')).first().waitFor();
    if (await dashboard.isVisible()) return;
    // The session ended (e.g. a test logged out of all sessions): sign in anew.
    heldSessions.delete(key);
    await page.context().clearCookies();
  }
  await page.goto(`${baseUrl}/#/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (user.mfaSecret) {
    await page.getByRole('heading', { name: 'Verify your identity' }).waitFor();
    if (options.afterWrongCode) {
      await page.getByLabel('Authentication code').fill(totp(user.mfaSecret, Date.now() + 10 * 60_000));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByText('Error during MFA code verification').waitFor();
      await options.afterWrongCode(page);
    }
    await page.getByLabel('Authentication code').fill(await freshTotp(user.mfaSecret));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  heldSessions.set(key, await page.context().cookies(baseUrl));
}
