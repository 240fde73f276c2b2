import { createPermissions } from '@console/core';
import {
  createTestFetch,
  createTestSession,
  expectNoAxeViolations,
  jsonResponse,
  renderWithProviders,
} from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  box,
  option,
  popoverHeight,
  recordingFetch,
  renderSearch,
  searches,
} from '../fixtures/global-search-harness';
import { demoItems, limitedTechnicianOptions, searchSessionOptions } from '../fixtures/search-data';
import { GlobalSearch } from './global-search';

describe('GlobalSearch', () => {
  describe('the / key', () => {
    it('focuses the box from the page', async () => {
      await renderSearch();
      (document.activeElement as HTMLElement | null)?.blur();
      await userEvent.keyboard('/');
      await expect.element(box()).toHaveFocus();
      await expect.element(box()).toHaveValue('');
    });

    it('types a slash inside other inputs', async () => {
      await renderSearch();
      await page.getByRole('textbox', { name: 'Elsewhere' }).click();
      await userEvent.keyboard('/');
      await expect.element(page.getByRole('textbox', { name: 'Elsewhere' })).toHaveValue('/');
      await expect.element(box()).not.toHaveFocus();
    });

    it('does nothing inside a dialog', async () => {
      await renderWithProviders(
        <>
          <GlobalSearch debounceMs={0} />
          <div role="dialog" aria-label="Settings">
            <button type="button">In dialog</button>
          </div>
        </>,
        { console: { fetch: recordingFetch() } },
      );
      page.getByRole('button', { name: 'In dialog' }).element().focus();
      await userEvent.keyboard('/');
      await expect.element(page.getByRole('button', { name: 'In dialog' })).toHaveFocus();
    });

    it('does nothing on editor pages', async () => {
      await renderSearch({ currentRoute: '/editor/policy/4' });
      (document.activeElement as HTMLElement | null)?.blur();
      await userEvent.keyboard('/');
      await expect.element(box()).not.toHaveFocus();
    });
  });

  describe('given nothing found', () => {
    const nothing = () => recordingFetch({ items: [] });

    it("shows 'No results found' with the filter's hint and link, 200 px tall", async () => {
      const { navigate } = await renderSearch({ defaultFilter: 'devices' }, { fetch: nothing() });
      await box().fill('zzz');
      const alert = page.getByRole('alert');
      await expect.element(alert).toHaveTextContent('No results found');
      await expect.element(alert).toHaveTextContent('browse all devices');
      expect(await popoverHeight()).toBe(200);
      await expectNoAxeViolations(document.querySelector('[data-console-root]') as Element);
      await page.getByRole('button', { name: 'Go to Devices' }).click();
      expect(navigate).toHaveBeenCalledWith('/deviceSearch');
    });

    it.each([
      ['organizations', 'Go to Organizations', '/administration/customers/organizations'],
      ['groups', 'Go to Groups', '/administration/devices/groups'],
      ['policies', 'Go to Policies', '/administration/policies/agent'],
      ['ticketing', 'Go to the ticket board', '/ticketing/board/1'],
      ['kb_document', 'Go to Knowledge Base', '/systemDashboard/knowledgeBase'],
    ] as const)('links the %s hint to its list', async (filter, link, route) => {
      const { navigate } = await renderSearch({ defaultFilter: filter }, { fetch: nothing() });
      await box().fill('zzz');
      await page.getByRole('button', { name: link }).click();
      expect(navigate).toHaveBeenCalledWith(route);
    });

    it('shows the End Users link only with end-user-sharing permission', async () => {
      await renderSearch(
        { defaultFilter: 'users' },
        { fetch: nothing(), session: createTestSession(limitedTechnicianOptions) },
      );
      await box().fill('zzz');
      await expect.element(page.getByRole('button', { name: 'Go to Technicians' })).toBeVisible();
      await expect.element(page.getByRole('button', { name: 'Go to End users' })).not.toBeInTheDocument();
    });

    it('shows the End Users link to a user with end-user-sharing permission', async () => {
      const { navigate } = await renderSearch({ defaultFilter: 'users' }, { fetch: nothing() });
      expect(createPermissions(createTestSession(searchSessionOptions)).canCRUDEndUserSharing).toBe(true);
      await box().fill('zzz');
      await page.getByRole('button', { name: 'Go to End users' }).click();
      expect(navigate).toHaveBeenCalledWith('/administration/users/endUsers');
    });

    it('shows a generic error with a retry when the search fails, and reports it', async () => {
      const onReport = vi.fn();
      const fetch = recordingFetch({ fail: true });
      await renderSearch({ onReport }, { fetch });
      await box().fill('qqqq');
      await expect
        .element(page.getByRole('alert'))
        .toHaveTextContent('Something went wrong. Please try again.');
      expect(onReport).toHaveBeenCalledWith(expect.objectContaining({ kind: 'searchFailed' }));
      const before = searches(fetch).length;
      await page.getByRole('button', { name: 'Try again' }).click();
      await vi.waitFor(() => expect(searches(fetch).length).toBe(before + 1));
    });
  });

  describe('destinations (001 §2.1)', () => {
    it.each([
      ['Acme Headquarters', '/customerDashboard/1/location/11'],
      ['Acme servers', '/group/5'],
      ['Acme Windows servers', '/editor/policy/4'],
      ['Terry Tech', '/editor/user/2'],
      ['Jane Doe', '/endUserSearch/9/overview'],
      ['Acme tickets', '/ticketing/board/1'],
      ['Acme printer offline', '/ticketing/ticket/1001'],
      ['Acme onboarding', '/customerDashboard/1/documentation/checklists/401'],
      ['Acme firewall', '/customerDashboard/1/documentation/appsAndServices/21/501'],
      ['core-switch-1', '/nmsDashboard/103/overview'],
      ['Acme Corp', '/customerDashboard/1/overview'],
    ])('opens %s at %s', async (name, route) => {
      const { navigate } = await renderSearch();
      await box().fill(name);
      await page
        .getByRole('group', { name: 'Exact matches' })
        .getByRole('option', { name: new RegExp(name) })
        .first()
        .click();
      expect(navigate).toHaveBeenCalledWith(route);
    });

    it('looks up a KB document folder chain before opening it', async () => {
      const { navigate, fetch } = await renderSearch();
      await box().fill('Acme VPN setup');
      await option(/Acme VPN setup/).click();
      await vi.waitFor(() =>
        expect(navigate).toHaveBeenCalledWith('/customerDashboard/1/documentation/knowledgeBase/7/301/file'),
      );
      const lookup = fetch.requests.find((r) => r.path.endsWith('/qsearch/kb-path'));
      expect(lookup?.url).toContain('itemId=301');
      expect(lookup?.url).toContain('isFile=true');
    });

    it('reports a failed KB path lookup and shows a generic error', async () => {
      const onReport = vi.fn();
      const fetch = createTestFetch({
        'GET /ws/qsearch/recent': [],
        'POST /ws/qsearch': { exact: [demoItems.find((i) => i.type === 'KB_DOCUMENT')], suggested: [] },
        'POST /ws/qsearch/recent': { resultCode: 'SUCCESS' },
        'GET /ws/qsearch/kb-path': jsonResponse({ resultCode: 'NOT_FOUND', errorMessage: 'Gone' }, 404),
      });
      const navigate = vi.fn();
      await renderWithProviders(<GlobalSearch debounceMs={0} onReport={onReport} />, {
        console: { fetch, navigate },
      });
      await box().fill('vpn');
      await option(/Acme VPN setup/).click();
      await expect
        .element(page.getByRole('alert'))
        .toHaveTextContent('Something went wrong. Please try again.');
      expect(navigate).not.toHaveBeenCalled();
      expect(onReport).toHaveBeenCalledWith(expect.objectContaining({ kind: 'kbPathFailed', itemId: 301 }));
    });
  });

  it('renders in the dark theme without axe violations', async () => {
    await renderWithProviders(<GlobalSearch debounceMs={0} />, {
      theme: 'dark',
      console: { fetch: recordingFetch() },
    });
    await box().fill('acme');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await expectNoAxeViolations(document.querySelector('[data-console-root]') as Element);
  });

  describe('in a narrow window', () => {
    it('shifts the popover left so it stays in the window when the box sits at the right edge', async () => {
      const previous = { width: window.innerWidth, height: window.innerHeight };
      await page.viewport(400, 700);
      try {
        await renderWithProviders(
          <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
            <div style={{ width: 200, position: 'relative' }}>
              <GlobalSearch debounceMs={0} />
            </div>
          </div>,
          {
            console: {
              session: createTestSession(searchSessionOptions),
              fetch: recordingFetch(),
              navigate: vi.fn(),
            },
          },
        );
        await box().fill('acme');
        await expect.element(page.getByRole('listbox')).toBeVisible();
        const popover = document.querySelector('[data-state][id$="-popover"]') as HTMLElement;
        const rect = popover.getBoundingClientRect();
        const viewport = document.documentElement.clientWidth;
        expect(rect.width).toBeGreaterThan(200);
        expect(rect.left).toBeGreaterThanOrEqual(0);
        expect(rect.right).toBeLessThanOrEqual(viewport);
        await expectNoAxeViolations(document.querySelector('[data-console-root]') as Element);
      } finally {
        await page.viewport(previous.width, previous.height);
      }
    });
  });
});
