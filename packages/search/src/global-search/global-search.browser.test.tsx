import { createPermissions, type SearchResultItem, type Session } from '@console/core';
import {
  createTestFetch,
  createTestSession,
  expectNoAxeViolations,
  jsonResponse,
  renderWithProviders,
  type TestRequest,
} from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  demoItems,
  fakeSearchFetch,
  limitedTechnicianOptions,
  searchSessionOptions,
} from '../fixtures/search-data';
import { GlobalSearch, type GlobalSearchProps } from './global-search';

const box = () => page.getByRole('combobox', { name: 'Search' });
const option = (name: string | RegExp) => page.getByRole('option', { name });

/** A fetch over the demo data that also records requests, like createTestFetch. */
function recordingFetch(options: Parameters<typeof fakeSearchFetch>[0] = {}) {
  const inner = fakeSearchFetch(options);
  const requests: TestRequest[] = [];
  const handler: typeof fetch = async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    requests.push({
      method: (init.method ?? 'GET').toUpperCase(),
      url,
      path: url.split('?')[0] ?? url,
      headers: {},
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return inner(input, init);
  };
  return Object.assign(handler, { requests });
}

async function renderSearch(
  props: GlobalSearchProps = {},
  {
    session = createTestSession(searchSessionOptions),
    fetch = recordingFetch(),
  }: { session?: Session; fetch?: ReturnType<typeof recordingFetch> } = {},
) {
  const navigate = vi.fn();
  const screen = await renderWithProviders(
    <div style={{ width: 420, padding: 8 }}>
      <input aria-label="Elsewhere" />
      <GlobalSearch debounceMs={0} {...props} />
    </div>,
    { console: { session, fetch, navigate } },
  );
  return { screen, navigate, fetch };
}

const searches = (fetch: { requests: TestRequest[] }) =>
  fetch.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/qsearch'));

async function popoverHeight(): Promise<number> {
  const popover = document.querySelector('[data-state][id$="-popover"]') as HTMLElement;
  return popover.getBoundingClientRect().height;
}

describe('GlobalSearch', () => {
  describe('given an empty box', () => {
    it('shows recent searches, dropping devices the details lookup no longer finds', async () => {
      const { fetch } = await renderSearch();
      await box().click();
      await expect.element(page.getByText('Recent searches')).toBeVisible();
      await expect.element(option(/ACME-DC01/)).toBeVisible();
      await expect.element(option(/Technicians/)).toBeVisible();
      await expect.element(option('Acme Corp Organization')).toBeVisible();
      expect(document.body.textContent).not.toContain('OLD-LAPTOP');
      const lookup = fetch.requests.find((r) => r.path.endsWith('/qsearch/device-details'));
      expect(lookup?.body).toEqual({ ids: [101, 999] });
      expect(searches(fetch)).toHaveLength(0);
      await expectNoAxeViolations(document.querySelector('[data-console-root]') as Element);
    });

    it('opens a recent administration entry at the route it stored, and records it again', async () => {
      const { navigate, fetch } = await renderSearch();
      await box().click();
      await option(/Technicians/).click();
      expect(navigate).toHaveBeenCalledWith('/administration/users/technicians');
      await vi.waitFor(() =>
        expect(
          fetch.requests.find((r) => r.method === 'POST' && r.path.endsWith('/qsearch/recent'))?.body,
        ).toEqual({
          id: '/administration/users/technicians',
          name: 'Technicians',
          type: 'ADMINISTRATION',
          description: 'Accounts',
          details: '/administration/users/technicians',
        }),
      );
      await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
    });

    it('does not search an empty or whitespace query', async () => {
      const { fetch } = await renderSearch();
      await box().fill('    ');
      await expect.element(page.getByText('Recent searches')).toBeVisible();
      expect(searches(fetch)).toHaveLength(0);
    });

    it('limits the input to 1024 characters', async () => {
      await renderSearch();
      await expect.element(box()).toHaveAttribute('maxlength', '1024');
    });
  });

  describe('given a query', () => {
    it('groups results into exact and suggested, each by score descending', async () => {
      const { fetch } = await renderSearch();
      await box().fill('acme corp');
      await expect.element(page.getByRole('group', { name: 'Exact matches' })).toBeVisible();
      const exact = page.getByRole('group', { name: 'Exact matches' }).getByRole('option');
      expect(exact.elements().map((e) => e.textContent)).toEqual([expect.stringContaining('Acme Corp')]);
      const suggested = page.getByRole('group', { name: 'Suggested matches' }).getByRole('option').elements();
      expect(suggested.length).toBeGreaterThan(0);
      const body = searches(fetch).at(-1)?.body as { query: string; limit: number; filters: string[] };
      expect(body.query).toBe('acme corp');
      expect(body.limit).toBe(50);
      expect(body.filters).toHaveLength(12);
      await expectNoAxeViolations(document.querySelector('[data-console-root]') as Element);
    });

    it('shows each row with its name, organization and matched attribute with its label', async () => {
      await renderSearch();
      await box().fill('00:1A:2B:3C:4D:5E');
      const row = option(/ACME-DC01/);
      await expect.element(row).toBeVisible();
      await expect.element(row).toHaveTextContent('Device');
      await expect.element(row).toHaveTextContent('Acme Corp');
      await expect.element(row).toHaveTextContent('MAC address: 00:1A:2B:3C:4D:5E');
    });

    it('sorts exact results by score, then suggested results by score', async () => {
      const items: SearchResultItem[] = [
        { type: 'DEVICE', id: 1, name: 'low', score: 40 },
        { type: 'DEVICE', id: 2, name: 'exact-b', score: 100 },
        { type: 'DEVICE', id: 3, name: 'high', score: 95 },
        { type: 'DEVICE', id: 4, name: 'exact-a', score: 100 },
      ];
      const fetch = createTestFetch({
        'GET /ws/qsearch/recent': [],
        'POST /ws/qsearch': { exact: [items[1], items[3]], suggested: [items[0], items[2]] },
      });
      await renderWithProviders(<GlobalSearch debounceMs={0} />, { console: { fetch } });
      await box().fill('x');
      await expect.element(option(/high/)).toBeVisible();
      expect(
        page
          .getByRole('option')
          .elements()
          .map((e) => e.querySelector('span span')?.textContent),
      ).toEqual(['exact-b', 'exact-a', 'high', 'low']);
      // The popover is 420 px tall with results (001 §2.1).
      expect(await popoverHeight()).toBe(420);
    });

    it('skips and reports a result of an unknown type', async () => {
      const onReport = vi.fn();
      const fetch = createTestFetch({
        'GET /ws/qsearch/recent': [],
        'POST /ws/qsearch': {
          exact: [
            { type: 'HOLOGRAM', id: 1, name: 'ghost', score: 100 },
            { type: 'GROUP', id: 2, name: 'real', score: 100 },
          ],
          suggested: [],
        },
      });
      await renderWithProviders(<GlobalSearch debounceMs={0} onReport={onReport} />, { console: { fetch } });
      await box().fill('x');
      await expect.element(option(/real/)).toBeVisible();
      expect(page.getByRole('option').elements()).toHaveLength(1);
      expect(onReport).toHaveBeenCalledWith({ kind: 'unknownResultType', type: 'HOLOGRAM', id: 1 });
    });

    it('shows 3 skeleton rows while loading, at automatic height', async () => {
      await renderSearch({}, { fetch: recordingFetch({ pending: true }) });
      await box().fill('acme');
      const status = page.getByRole('status', { name: 'Searching' });
      await expect.element(status).toBeVisible();
      expect(status.element().children).toHaveLength(3);
      expect(await popoverHeight()).toBeLessThan(200);
      await expectNoAxeViolations(document.querySelector('[data-console-root]') as Element);
    });

    it('matches administration pages locally, without asking the server, under the Administration filter', async () => {
      const { fetch, navigate } = await renderSearch({ defaultFilter: 'administration' });
      await box().fill('techni');
      await expect.element(option(/Technicians/)).toBeVisible();
      await expect.element(option(/Technicians/)).toHaveTextContent('Accounts');
      expect(searches(fetch)).toHaveLength(0);
      await option(/^Technicians.*Administration$/).click();
      expect(navigate).toHaveBeenCalledWith('/administration/users/technicians');
    });

    it('merges administration pages into All results, an exact page name scoring 100', async () => {
      await renderSearch();
      await box().fill('Branding');
      await expect
        .element(page.getByRole('group', { name: 'Exact matches' }).getByRole('option', { name: /Branding/ }))
        .toBeVisible();
    });
  });

  describe('keyboard and screen readers', () => {
    it('moves through results with the arrows and opens the highlighted one with Enter', async () => {
      const { navigate, fetch } = await renderSearch();
      await box().fill('acme-dc01');
      await expect.element(option(/ACME-DC01/)).toBeVisible();
      await userEvent.keyboard('{ArrowDown}');
      const first = page.getByRole('option').first();
      await expect.element(first).toHaveAttribute('aria-selected', 'true');
      await expect.element(box()).toHaveAttribute('aria-activedescendant', first.element().id);
      await expect.element(box()).toHaveAttribute('aria-expanded', 'true');
      await userEvent.keyboard('{ArrowUp}');
      await expect.element(page.getByRole('option').last()).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{ArrowDown}');
      await userEvent.keyboard('{Enter}');
      expect(navigate).toHaveBeenCalledWith('/deviceDashboard/101/overview');
      await vi.waitFor(() =>
        expect(fetch.requests.some((r) => r.method === 'POST' && r.path.endsWith('/qsearch/recent'))).toBe(
          true,
        ),
      );
      await expect.element(box()).toHaveAttribute('aria-expanded', 'false');
      // The box starts over and hands focus back to the page.
      await expect.element(box()).toHaveValue('');
      await expect.element(box()).not.toHaveFocus();
    });

    it('opens the full results page with Enter when no result is highlighted', async () => {
      const { navigate } = await renderSearch({ defaultFilter: 'devices' });
      await box().fill('desk top');
      await userEvent.keyboard('{Enter}');
      expect(navigate).toHaveBeenCalledWith('/search?searchValue=desk%20top&searchFilter=devices');
    });

    it('closes with Escape and keeps focus in the box; a second Escape clears it', async () => {
      await renderSearch();
      await box().fill('acme');
      await expect.element(page.getByRole('listbox')).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
      await expect.element(box()).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect.element(box()).toHaveValue('');
    });

    it('returns focus to the box when Escape is pressed on the filter button', async () => {
      await renderSearch();
      await box().click();
      page.getByRole('button', { name: 'Filter: All' }).element().focus();
      await userEvent.keyboard('{Escape}');
      await expect.element(box()).toHaveFocus();
      await expect.element(box()).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes when the user clicks or tabs elsewhere', async () => {
      await renderSearch();
      await box().click();
      await expect.element(page.getByText('Recent searches')).toBeVisible();
      await page.getByRole('textbox', { name: 'Elsewhere' }).click();
      await expect.element(page.getByText('Recent searches')).not.toBeInTheDocument();
    });
  });

  describe('filters', () => {
    it('offers every filter to a sysadmin with every feature', async () => {
      await renderSearch();
      await box().click();
      await page.getByRole('button', { name: 'Filter: All' }).click();
      const names = page
        .getByRole('menuitemradio')
        .elements()
        .map((e) => e.textContent?.trim());
      expect(names).toEqual([
        'All',
        'Organizations',
        'Devices',
        'Groups',
        'Policies',
        'Users',
        'Ticketing',
        'KB Articles',
        'Checklists',
        'Documents',
        'Administration',
      ]);
    });

    it('offers a limited technician only the filters their permissions allow (001 §6)', async () => {
      await renderSearch({}, { session: createTestSession(limitedTechnicianOptions) });
      await box().click();
      await page.getByRole('button', { name: 'Filter: All' }).click();
      const names = page
        .getByRole('menuitemradio')
        .elements()
        .map((e) => e.textContent?.trim());
      expect(names).toEqual(['All', 'Organizations', 'Devices', 'Users', 'Administration']);
    });

    it('searches the chosen filter and shows it as a removable tag', async () => {
      const { fetch } = await renderSearch();
      await box().fill('acme');
      await page.getByRole('button', { name: 'Filter: All' }).click();
      await page.getByRole('menuitemradio', { name: 'Ticketing' }).click();
      await expect.element(page.getByRole('button', { name: 'Remove filter Ticketing' })).toBeVisible();
      await vi.waitFor(() =>
        expect(searches(fetch).at(-1)?.body).toMatchObject({ filters: ['BOARD', 'TICKET'] }),
      );
      await expect.element(option(/Acme printer offline/)).toBeVisible();
      expect(
        page
          .getByRole('option')
          .elements()
          .every((e) => /Ticket|Board/.test(e.textContent ?? '')),
      ).toBe(true);
      await page.getByRole('button', { name: 'Remove filter Ticketing' }).click();
      await expect
        .element(page.getByRole('button', { name: 'Remove filter Ticketing' }))
        .not.toBeInTheDocument();
      await expect.element(box()).toHaveFocus();
      // Back to All: devices show again.
      await expect.element(option(/ACME-DC01/)).toBeVisible();
    });

    it("selects the filter of a shortcut prefix such as 'devices:'", async () => {
      const { fetch } = await renderSearch();
      await box().fill('devices: acme');
      await expect.element(page.getByRole('button', { name: 'Remove filter Devices' })).toBeVisible();
      await expect.element(box()).toHaveValue('acme');
      await vi.waitFor(() =>
        expect(searches(fetch).at(-1)?.body).toMatchObject({ query: 'acme', filters: ['DEVICE'] }),
      );
      // Backspace in the empty box removes the tag.
      await box().fill('');
      await userEvent.keyboard('{Backspace}');
      await expect
        .element(page.getByRole('button', { name: 'Remove filter Devices' }))
        .not.toBeInTheDocument();
    });

    it('leaves a prefix of an unavailable filter as text', async () => {
      await renderSearch({}, { session: createTestSession(limitedTechnicianOptions) });
      await box().fill('groups: x');
      await expect.element(box()).toHaveValue('groups: x');
      await expect.element(page.getByRole('button', { name: /Remove filter/ })).not.toBeInTheDocument();
    });
  });

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
