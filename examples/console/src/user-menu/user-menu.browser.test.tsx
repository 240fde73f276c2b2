import {
  createTestFetch,
  createTestSession,
  expectNoAxeViolations,
  jsonResponse,
  renderWithProviders,
} from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { consoleMessages } from '../messages';
import { settleAnimations } from '../test-support/settle';
import { UserMenu } from './user-menu';
import { USER_MENU_MIN_WIDTH } from './user-menu.css';

const CURRENT = '5b1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const OTHER = '6c2a3b4d-5e6f-4b7c-9d8e-0f1a2b3c4d5e';
const ACCOUNTS = 'GET /ws/appuser-accounts';
const SWITCH = 'POST /ws/appuser-accounts/switch';
const LOGOUT = 'POST /ws/auth/logout';

function session(user: { ninjaAdmin?: boolean } = {}) {
  return createTestSession({
    user: { firstName: 'Alex', lastName: 'Admin', email: 'admin@demo.console', ...user },
    division: { uid: CURRENT, companyName: 'Demo MSP' },
  });
}

const twoAccounts = [
  { divisionUid: CURRENT, companyName: 'Demo MSP' },
  { divisionUid: OTHER, companyName: 'Second Account' },
];

const trigger = () => page.getByRole('button', { name: /Alex Admin/ });
const menu = () => page.getByRole('menu', { name: 'User menu' });

/** Axe on the open menu popup and on the rendered tree, skipping Ariakit's focus sentinels. */
async function expectAccessible(container: HTMLElement) {
  await settleAnimations();
  const root = container.querySelector('[data-console-root]') as HTMLElement;
  for (const child of root.children) {
    if (child.matches('[data-focus-trap]') || child.querySelector('[data-focus-trap]')) continue;
    await expectNoAxeViolations(child);
  }
  for (const popup of document.querySelectorAll('[role="menu"]')) await expectNoAxeViolations(popup);
}

function renderMenu(options: { fetch: ReturnType<typeof createTestFetch>; ninjaAdmin?: boolean }) {
  const onAccountSwitched = vi.fn();
  const onLoggedOut = vi.fn();
  const navigate = vi.fn();
  const rendered = renderWithProviders(
    <UserMenu onAccountSwitched={onAccountSwitched} onLoggedOut={onLoggedOut} />,
    {
      console: {
        fetch: options.fetch,
        session: session({ ninjaAdmin: options.ninjaAdmin }),
        navigate,
        messages: consoleMessages,
      },
    },
  );
  return { rendered, onAccountSwitched, onLoggedOut, navigate };
}

describe('the user menu', () => {
  describe('given a user with one account who is not a ninja admin', () => {
    it('lists no accounts and no Super Admin, only Log out, at least 250 px wide', async () => {
      const fetch = createTestFetch({ [ACCOUNTS]: [twoAccounts[0]] });
      const { rendered } = renderMenu({ fetch });
      const screen = await rendered;
      await expect.poll(() => fetch.requests.length).toBe(1);
      await trigger().click();
      await expect.element(menu()).toBeVisible();
      await expect.element(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
      await expect.element(page.getByRole('group', { name: 'Accounts' })).not.toBeInTheDocument();
      await expect.element(page.getByRole('menuitemradio')).not.toBeInTheDocument();
      await expect.element(page.getByRole('menuitem', { name: 'Super Admin' })).not.toBeInTheDocument();
      expect(menu().element().getBoundingClientRect().width).toBeGreaterThanOrEqual(USER_MENU_MIN_WIDTH);
      await expectAccessible(screen.container);
    });
  });

  describe('given a user with two accounts', () => {
    it('lists the accounts with the current one checked, and switches to another', async () => {
      const fetch = createTestFetch({ [ACCOUNTS]: twoAccounts, [SWITCH]: { resultCode: 'SUCCESS' } });
      const { rendered, onAccountSwitched } = renderMenu({ fetch });
      const screen = await rendered;
      await trigger().click();
      const accounts = page.getByRole('group', { name: 'Accounts' });
      await expect.element(accounts).toBeVisible();
      await expect
        .element(page.getByRole('menuitemradio', { name: /Demo MSP/ }))
        .toHaveAttribute('aria-checked', 'true');
      await expect
        .element(page.getByRole('menuitemradio', { name: 'Second Account' }))
        .toHaveAttribute('aria-checked', 'false');
      await expectAccessible(screen.container);
      await page.getByRole('menuitemradio', { name: 'Second Account' }).click();
      await expect.poll(() => onAccountSwitched.mock.calls.length).toBe(1);
      expect(onAccountSwitched).toHaveBeenCalledWith(OTHER);
      const post = fetch.requests.find((request) => request.method === 'POST');
      expect(post?.path).toBe('/ws/appuser-accounts/switch');
      expect(post?.body).toEqual({ divisionUid: OTHER });
    });

    it("shows 'Error during switching account' when the switch fails", async () => {
      const fetch = createTestFetch({
        [ACCOUNTS]: twoAccounts,
        [SWITCH]: jsonResponse({ resultCode: 'FAILURE', errorMessage: 'down' }, 500),
      });
      const { rendered, onAccountSwitched } = renderMenu({ fetch });
      const screen = await rendered;
      await trigger().click();
      await page.getByRole('menuitemradio', { name: 'Second Account' }).click();
      await expect.element(page.getByRole('alert')).toHaveTextContent('Error during switching account');
      expect(onAccountSwitched).not.toHaveBeenCalled();
      await expectAccessible(screen.container);
      await page.getByRole('button', { name: 'Close' }).click();
      await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    });

    it('does nothing when the current account is chosen again', async () => {
      const fetch = createTestFetch({ [ACCOUNTS]: twoAccounts });
      const { rendered, onAccountSwitched } = renderMenu({ fetch });
      await rendered;
      await trigger().click();
      await page.getByRole('menuitemradio', { name: /Demo MSP/ }).click();
      expect(onAccountSwitched).not.toHaveBeenCalled();
      expect(fetch.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    });
  });

  describe('given a ninja admin', () => {
    it('offers Super Admin, which opens its page', async () => {
      const fetch = createTestFetch({ [ACCOUNTS]: [twoAccounts[0]] });
      const { rendered, navigate } = renderMenu({ fetch, ninjaAdmin: true });
      await rendered;
      await trigger().click();
      await page.getByRole('menuitem', { name: 'Super Admin' }).click();
      expect(navigate).toHaveBeenCalledWith('/superAdmin');
    });
  });

  describe('logging out', () => {
    it('asks first and can log out of all sessions', async () => {
      const fetch = createTestFetch({ [ACCOUNTS]: [twoAccounts[0]], [LOGOUT]: { resultCode: 'SUCCESS' } });
      const { rendered, onLoggedOut } = renderMenu({ fetch });
      await rendered;
      trigger().element().focus();
      await userEvent.keyboard('{Enter}');
      await expect.element(menu()).toBeVisible();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log out' });
      await expect.element(dialog).toBeVisible();
      await expect.element(dialog.getByText('Are you sure you want to log out?')).toBeVisible();
      const allSessions = dialog.getByRole('checkbox', { name: 'Log out of all sessions' });
      await expect.element(allSessions).not.toBeChecked();
      await settleAnimations();
      await expectNoAxeViolations(dialog.element());
      await allSessions.click();
      await expect.element(allSessions).toBeChecked();
      await dialog.getByRole('button', { name: 'Log out' }).click();
      await expect.poll(() => onLoggedOut.mock.calls.length).toBe(1);
      expect(onLoggedOut).toHaveBeenCalledWith(true);
      const post = fetch.requests.find((request) => request.method === 'POST');
      expect(post?.path).toBe('/ws/auth/logout');
      expect(post?.body).toEqual({ fromAllSessions: true });
      await expect.element(dialog).not.toBeInTheDocument();
    });

    it('logs out of this session only by default, and Cancel keeps the user signed in', async () => {
      const fetch = createTestFetch({ [ACCOUNTS]: [twoAccounts[0]], [LOGOUT]: { resultCode: 'SUCCESS' } });
      const { rendered, onLoggedOut } = renderMenu({ fetch });
      await rendered;
      await trigger().click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Cancel' }).click();
      await expect.element(page.getByRole('dialog', { name: 'Log out' })).not.toBeInTheDocument();
      expect(onLoggedOut).not.toHaveBeenCalled();
      await trigger().click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
      await expect.poll(() => onLoggedOut.mock.calls.length).toBe(1);
      expect(onLoggedOut).toHaveBeenCalledWith(false);
      expect(fetch.requests.find((request) => request.method === 'POST')?.body).toEqual({
        fromAllSessions: false,
      });
    });
  });
});
