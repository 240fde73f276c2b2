import type { SearchResultItem } from '@console/core';
import {
  createTestFetch,
  createTestSession,
  expectNoAxeViolations,
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
import { limitedTechnicianOptions } from '../fixtures/search-data';
import { GlobalSearch } from './global-search';

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
});
