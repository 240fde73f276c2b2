/**
 * End to end: the built server (with its seeded demo) serving the built console, driven in
 * Debian's headless Chromium. Sign-in with MFA, the administration tabs, the real pages, account
 * switching, logging out of all sessions, and the exact navigation each demo user sees.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, type SignInOptions, screenshot, signInAs } from './support/browser';
import { setupE2eEnvironment } from './support/environment';
import { totp } from './support/totp';

/** The demo sign-ins of docs/protocol.md. */
const USERS = {
  admin: {
    email: 'admin@demo.console',
    password: 'Demo-Admin-2026!',
    name: 'Alex Admin',
    mfaSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  },
  tech: { email: 'tech@demo.console', password: 'Demo-Tech-2026!', name: 'Taylor Tech', mfaSecret: null },
  support: {
    email: 'support@demo.console',
    password: 'Demo-Support-2026!',
    name: 'Sam Support',
    mfaSecret: null,
  },
  enduser: {
    email: 'enduser@demo.console',
    password: 'Demo-User-2026!',
    name: 'Erin Enduser',
    mfaSecret: null,
  },
} as const;
type DemoUser = (typeof USERS)[keyof typeof USERS];

/** Every entry a user sees, as "Tab", "Tab › Sub-tab", "Tab › Sub-tab › Sub-sub-tab". */
const TECHNICIAN_COMMON = [
  'Accounts',
  'Accounts › Technicians',
  'Accounts › Contacts',
  'Apps',
  'Apps › Installed',
  'Apps › API',
  'Apps › API › Client App IDs',
  'Apps › API › OAuth tokens',
  'Apps › API › Legacy API keys',
  'Apps › Notification channels',
  'Devices',
  'Devices › Groups',
  'Devices › Device custom fields',
  'Devices › Health status',
  'Library',
  'Library › Downloads',
  'Library › Automation',
  'Library › Tags',
  'Organizations',
  'Organizations › Organizations',
  'Policies',
  'Policies › Agent',
  'Policies › NMS',
  'Policies › Virtualization',
  'Policies › MDM',
];

const EXPECTED_NAV: Record<keyof typeof USERS, string[]> = {
  // A sysadmin of the trial account (flags custom_snmp, mdm, node_caching, dynamic_policy; not cloud).
  admin: [
    'General',
    'General › Settings',
    'General › Branding',
    'General › Activities',
    'Accounts',
    'Accounts › Technicians',
    'Accounts › Technician roles',
    'Accounts › Identity providers',
    'Accounts › Security settings',
    'Accounts › End users',
    'Accounts › End user roles',
    'Accounts › Contacts',
    'Apps',
    'Apps › Installed',
    'Apps › API',
    'Apps › API › Client App IDs',
    'Apps › API › OAuth tokens',
    'Apps › API › Legacy API keys',
    'Apps › Notification channels',
    'Apps › Integrations',
    'Apps › Integrations › SaaS backup',
    'Devices',
    'Devices › Groups',
    'Devices › Roles',
    'Devices › Device custom fields',
    'Devices › Health status',
    'Devices › Cache',
    'Library',
    'Library › Downloads',
    'Library › SNMP library',
    'Library › Automation',
    'Library › Tags',
    'Organizations',
    'Organizations › Organizations',
    'Policies',
    'Policies › Agent',
    'Policies › NMS',
    'Policies › Virtualization',
    'Policies › MDM',
    'Dynamic policies',
    'Dynamic policies › Target rules',
    'Tasks',
  ],
  // Limited technician: organizations, policies, scripts and scheduled tasks to view; not sysadmin.
  tech: [...TECHNICIAN_COMMON, 'Tasks'],
  // Support: no scheduled tasks.
  support: TECHNICIAN_COMMON,
  // End users get no administration area.
  enduser: [],
};

const EXPECTED_HEADER: Record<keyof typeof USERS, string[]> = {
  admin: ['Dashboard', 'Devices', 'Administration'],
  tech: ['Dashboard', 'Devices', 'Administration'],
  support: ['Dashboard', 'Devices', 'Administration'],
  enduser: ['Dashboard'],
};

const env = setupE2eEnvironment({ seedDevices: 120 });

const newPage = () => openPage(env.browser);
const signIn = (page: Page, user: DemoUser, options?: SignInOptions) =>
  signInAs(page, env.server.baseUrl, user, options);

/** The administration entries in the DOM (collapsed sub-tabs included), as "Tab › Sub-tab" paths. */
async function navEntries(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Administration navigation"]');
    if (!nav) return [];
    const result: string[] = [];
    const walk = (list: Element, prefix: string[]) => {
      for (const item of Array.from(list.children)) {
        const link = item.querySelector(':scope > div > a');
        const label = link?.querySelector('span')?.textContent?.trim() ?? '';
        const path = [...prefix, label];
        result.push(path.join(' › '));
        const sub = item.querySelector(':scope > div > ul');
        if (sub) walk(sub, path);
      }
    };
    const top = nav.querySelector('ul');
    if (top) walk(top, []);
    return result;
  });
}

async function headerLinks(page: Page): Promise<string[]> {
  return page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').allInnerTexts();
}

describe('the TOTP helper', () => {
  it('matches the RFC 6238 test vector', () => {
    // Secret "12345678901234567890" in Base32, T = 59 s: 94287082, whose last six digits count.
    expect(totp('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082');
  });
});

describe('given the administrator with MFA', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await newPage());
  });
  afterAll(async () => {
    await context?.close();
  });

  it('signs in with the TOTP code after a wrong one is refused', async () => {
    await page.goto(`${env.server.baseUrl}/#/administration/tasks`);
    await page.getByRole('heading', { name: 'Sign in to Console' }).waitFor();
    expect(page.url()).toContain('#/login');
    await screenshot(page, '01-sign-in');
    await signIn(page, USERS.admin, { afterWrongCode: (p) => screenshot(p, '02-mfa-error') });
    await expect(page.getByRole('region', { name: 'Trial' }).textContent()).resolves.toContain(
      'Your trial is ending soon',
    );
    await page.getByRole('region', { name: 'Announcement' }).first().waitFor();
    await screenshot(page, '03-dashboard');
  });

  it('walks the trial banner: Contact us, Request a Call, its confirmation, and Buy now', async () => {
    const trial = page.getByRole('region', { name: 'Trial' });
    await trial.getByRole('button', { name: 'Contact' }).click();
    const contact = page.getByRole('dialog', { name: 'Contact us' });
    await contact.getByText('Jordan Rivera').waitFor();
    await expect(contact.getByRole('link', { name: 'sales@example.com' }).getAttribute('href')).resolves.toBe(
      'mailto:sales@example.com',
    );
    await screenshot(page, '03b-contact-us');
    await contact.getByRole('button', { name: 'Request a Call' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Request a Call confirmation' });
    await expect(confirmation.textContent()).resolves.toMatch(/Jordan Rivera will call you shortly/);
    await screenshot(page, '03c-request-call-confirmation');
    await confirmation.getByRole('button', { name: 'Close' }).last().click();
    await confirmation.waitFor({ state: 'detached' });
    await trial.getByRole('button', { name: 'Buy' }).click();
    const buy = page.getByRole('dialog', { name: 'Buy now' });
    const order = buy.getByRole('link', { name: 'Open the order page' });
    await expect(order.getAttribute('href')).resolves.toMatch(/^https:\/\/\S+/);
    await expect(order.getAttribute('target')).resolves.toBe('_blank');
    await screenshot(page, '03d-buy-now');
    await buy.getByRole('button', { name: 'Close' }).last().click();
    await buy.waitFor({ state: 'detached' });
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  });

  it('walks every administration tab, with sub-tabs that open under the current path', async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Administration' })
      .click();
    const nav = page.getByRole('navigation', { name: 'Administration navigation' });
    await nav.waitFor();
    expect((await nav.boundingBox())?.width).toBe(300);
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(page.url()).toContain('#/administration/general/settings');
    await screenshot(page, '04-administration');

    const tabs: [tab: string, landing: string, route: string][] = [
      ['General', 'Settings', '/administration/general/settings'],
      ['Accounts', 'Technicians', '/administration/users/technicians'],
      ['Apps', 'Installed', '/administration/apps/installed'],
      ['Devices', 'Groups', '/administration/devices/groups'],
      ['Library', 'Downloads', '/administration/library/downloads'],
      ['Organizations', 'Organizations', '/administration/customers/organizations'],
      ['Policies', 'Agent', '/administration/policies/agent'],
      ['Dynamic policies', 'Target rules', '/administration/dynamicPolicies/targetRules'],
      ['Tasks', 'Tasks', '/administration/tasks'],
    ];
    const topLinks = nav.locator(':scope > ul > li > div > a');
    for (const [tab, landing, route] of tabs) {
      await topLinks.filter({ hasText: new RegExp(`^${tab}$`) }).click();
      await page.getByRole('heading', { level: 1, name: landing, exact: true }).waitFor();
      expect(page.url()).toContain(`#${route}`);
      // The page's own link is the current page; its tab's sub-tabs are open.
      await expect(nav.locator('a[aria-current="page"]').getAttribute('href')).resolves.toBe(`#${route}`);
      if (tab !== 'Tasks') {
        await expect(
          nav.getByRole('button', { name: `Collapse ${tab}` }).getAttribute('aria-expanded'),
        ).resolves.toBe('true');
      }
    }

    // Sub-tabs collapse and expand on demand.
    expect(await nav.getByRole('button', { name: /Tasks$/ }).count()).toBe(0);
    await nav.getByRole('button', { name: 'Collapse Apps' }).click();
    expect(await nav.getByRole('link', { name: 'Installed' }).isVisible()).toBe(false);
    await nav.getByRole('button', { name: 'Expand Apps' }).click();
    await nav.getByRole('link', { name: 'API', exact: true }).waitFor();
    await nav.getByRole('button', { name: 'Expand API' }).click();
    await nav.getByRole('link', { name: 'OAuth tokens' }).click();
    await page.getByRole('heading', { level: 1, name: 'OAuth tokens' }).waitFor();
    expect(page.url()).toContain('#/administration/apps/api/oauth');
    await nav.getByRole('button', { name: 'Collapse API' }).click();
    expect(await nav.getByRole('link', { name: 'OAuth tokens' }).isVisible()).toBe(false);
    await nav.getByRole('button', { name: 'Expand API' }).click();
    expect(await nav.getByRole('link', { name: 'OAuth tokens' }).isVisible()).toBe(true);

    // Beta badges; aliases; an Apps menu target keeps Installed active.
    const dynamicRow = nav
      .locator('li')
      .filter({ has: page.getByRole('link', { name: 'Dynamic policies' }) })
      .first();
    expect(await dynamicRow.getByRole('button', { name: 'Beta' }).count()).toBe(1);
    const cacheRow = nav
      .locator('li')
      .filter({ has: page.getByRole('link', { name: 'Cache' }) })
      .first();
    expect(await cacheRow.getByRole('button', { name: 'Beta' }).count()).toBe(1);
    await page.goto(`${env.server.baseUrl}/#/administration/apps/backup`);
    await page.getByRole('heading', { level: 1, name: 'Installed' }).waitFor();
    await page.goto(`${env.server.baseUrl}/#/administration/customers`);
    await page.getByRole('heading', { level: 1, name: 'Organizations' }).waitFor();
    await page.goto(`${env.server.baseUrl}/#/administration/general/branding`);
    await page.getByRole('heading', { level: 1, name: 'Branding' }).waitFor();
    await screenshot(page, '05-administration-branding');
    // The dark theme, then back.
    await page.getByRole('button', { name: 'Use the dark theme' }).click();
    await page.getByRole('button', { name: 'Use the light theme' }).waitFor();
    await screenshot(page, '05b-administration-dark');
    await page.getByRole('button', { name: 'Use the light theme' }).click();
    await page.goto(`${env.server.baseUrl}/#/administration/nothing`);
    await page.getByText('This administration page does not exist.').waitFor();
  });

  it('lists organizations with device counts and opens an organization and its devices', async () => {
    await page.goto(`${env.server.baseUrl}/#/administration/customers/organizations`);
    const table = page.getByRole('table', { name: 'Organizations' });
    await table.waitFor();
    const firstRow = table.locator('tbody tr').first();
    await firstRow.locator('td').nth(2).getByRole('link').waitFor();
    const count = Number((await firstRow.locator('td').nth(2).textContent())?.trim());
    expect(count).toBeGreaterThan(0);
    await screenshot(page, '06-organizations');

    const orgName = ((await firstRow.locator('td').first().textContent()) ?? '').trim();
    await firstRow.getByRole('link', { name: orgName }).click();
    await page.getByRole('heading', { level: 1, name: orgName }).waitFor();
    await page.getByRole('heading', { name: 'System health' }).waitFor();
    await page.getByRole('heading', { name: 'Devices by class' }).waitFor();
    await page.getByRole('heading', { name: 'Running jobs' }).waitFor();
    await page.getByRole('heading', { name: 'Locations', exact: true }).waitFor();
    await page.getByText('Total devices').waitFor();
    await screenshot(page, '07-organization-overview');

    await page.getByRole('link', { name: 'View devices' }).click();
    await page.getByRole('heading', { level: 1, name: 'Devices' }).waitFor();
    expect(page.url()).toMatch(/#\/deviceSearch\?clientId=\d+/);
    const devices = page.getByRole('table', { name: 'Devices' });
    await devices.waitFor();
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByText(new RegExp(`^1–${Math.min(count, 50)} of ${count}$`))
      .waitFor();
    expect(await devices.locator('tbody tr').count()).toBe(Math.min(count, 50));
    await page.getByRole('button', { name: /^Status:/ }).click();
    await page.getByRole('menuitemradio', { name: 'Offline' }).click();
    await page.waitForURL(/status=DOWN/);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => !url.hash.includes('clientId'));
    await page.getByRole('table', { name: 'Devices' }).locator('tbody tr').first().waitFor();
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByText(/^1–50 of \d+$/)
      .waitFor();
    await screenshot(page, '08-device-search');

    const deviceLink = page
      .getByRole('table', { name: 'Devices' })
      .locator('tbody tr')
      .first()
      .getByRole('link')
      .first();
    const deviceName = ((await deviceLink.textContent()) ?? '').trim();
    await deviceLink.click();
    await page.getByRole('heading', { level: 1, name: deviceName }).waitFor();
    await page.getByRole('heading', { name: 'Network' }).waitFor();
    await page.getByRole('heading', { name: 'Recent activities' }).waitFor();
    for (const label of ['System name', 'Public IP', 'MAC addresses', 'Last contact', 'Operating system']) {
      await page.getByText(label, { exact: true }).waitFor();
    }
    await screenshot(page, '09-device-overview');
  });

  it('switches to the other account, which reloads the console at its root', async () => {
    await page.getByRole('button', { name: /Alex Admin/ }).click();
    const menu = page.getByRole('menu', { name: 'User menu' });
    await menu.waitFor();
    expect((await menu.boundingBox())?.width).toBeGreaterThanOrEqual(250);
    await menu.getByRole('group', { name: 'Accounts' }).waitFor();
    await screenshot(page, '10-user-menu');
    await Promise.all([
      page.waitForEvent('load'),
      menu.getByRole('menuitemradio', { name: 'Demo Lab' }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/systemDashboard/overview');
    await expect(page.getByRole('button', { name: /Alex Admin/ }).textContent()).resolves.toContain(
      'Demo Lab',
    );
    // Demo Lab is no trial and has neither dynamic policies nor node caching.
    expect(await page.getByRole('region', { name: 'Trial' }).count()).toBe(0);
    await page.goto(`${env.server.baseUrl}/#/administration`);
    await page.getByRole('navigation', { name: 'Administration navigation' }).waitFor();
    const entries = await navEntries(page);
    expect(entries).not.toContain('Dynamic policies');
    expect(entries).not.toContain('Devices › Cache');
    expect(entries).toContain('Library › SNMP library');
  });

  it('logs out of all sessions, ending the other browser session too', async () => {
    const other = await newPage();
    try {
      await signIn(other.page, USERS.admin, { fresh: true });
      await page.getByRole('button', { name: /Alex Admin/ }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log out' });
      await dialog.waitFor();
      await dialog.getByRole('checkbox', { name: 'Log out of all sessions' }).check();
      await screenshot(page, '11-logout-dialog');
      await dialog.getByRole('button', { name: 'Log out' }).click();
      await page.getByRole('heading', { name: 'Sign in to Console' }).waitFor();
      expect(page.url()).toContain('#/login');

      // The other session ended too: its next page load lands on the sign-in form.
      await other.page.reload();
      await other.page.getByRole('heading', { name: 'Sign in to Console' }).waitFor();
      const answer = await other.page.request.get(`${env.server.baseUrl}/ws/auth/session`);
      expect(answer.status()).toBe(401);
    } finally {
      await other.context.close();
    }
  });
});

describe('given each demo user', () => {
  for (const key of Object.keys(USERS) as (keyof typeof USERS)[]) {
    it(`shows ${key} exactly the navigation their permissions allow`, async () => {
      const { context, page, errors } = await newPage();
      try {
        await signIn(page, USERS[key]);
        expect(await headerLinks(page)).toEqual(EXPECTED_HEADER[key]);
        await page.goto(`${env.server.baseUrl}/#/administration`);
        if (EXPECTED_NAV[key].length === 0) {
          await page.getByText('You do not have permission to view this page.').first().waitFor();
          expect(await page.getByRole('navigation', { name: 'Administration navigation' }).count()).toBe(0);
        } else {
          await page.getByRole('navigation', { name: 'Administration navigation' }).waitFor();
          expect(await navEntries(page)).toEqual(EXPECTED_NAV[key]);
        }
        if (key === 'enduser') expect(await page.getByRole('region', { name: 'Trial' }).count()).toBe(0);
        await screenshot(page, `12-navigation-${key}`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
