import type { SearchResultItem } from '@console/core';
import {
  createTestFetch,
  createTestSession,
  expectNoAxeViolations,
  renderWithProviders,
} from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { fakeSearchFetch, limitedTechnicianOptions } from '../fixtures/search-data';
import { SearchResultsPage } from './search-results-page';

const many: SearchResultItem[] = Array.from({ length: 7 }, (_, index) => ({
  type: 'DEVICE',
  id: index + 1,
  name: `DESKTOP-${index + 1}`,
  clientId: 1,
  clientName: 'Acme Corp',
  nodeClass: 'WINDOWS_WORKSTATION',
  nodeType: 'AGENT',
  score: index < 2 ? 100 : 90 - index,
  matchAttr: 'name',
  matchAttrValue: `DESKTOP-${index + 1}`,
}));

describe('SearchResultsPage', () => {
  it('searches with the result limit 500 and shows exact and suggested groups', async () => {
    const fetch = createTestFetch({
      'POST /ws/qsearch': { exact: many.slice(0, 2), suggested: many.slice(2) },
    });
    await renderWithProviders(
      <SearchResultsPage search={{ searchValue: 'desktop', searchFilter: 'devices' }} />,
      {
        console: { fetch },
      },
    );
    await expect.element(page.getByRole('heading', { name: 'Search results' })).toBeVisible();
    await expect.element(page.getByText('Results for "desktop" · 7 results')).toBeVisible();
    await expect.element(page.getByText('Exact matches')).toBeVisible();
    await expect.element(page.getByText('Suggested matches')).toBeVisible();
    expect(fetch.requests[0]?.body).toEqual({ query: 'desktop', limit: 500, filters: ['DEVICE'] });
    await expect.element(page.getByRole('button', { name: 'Filter: Devices' })).toBeVisible();
    const row = page.getByRole('row', { name: /DESKTOP-3/ });
    await expect.element(row).toHaveTextContent('Acme Corp');
    await expect.element(row).toHaveTextContent('Name: DESKTOP-3');
    await expectNoAxeViolations(document.querySelector('[data-console-root]') as Element);
  });

  it('pages through the results, keeping the groups', async () => {
    const fetch = createTestFetch({
      'POST /ws/qsearch': { exact: many.slice(0, 2), suggested: many.slice(2) },
    });
    await renderWithProviders(
      <SearchResultsPage pageSize={3} defaultSearch={{ searchValue: 'desktop', searchFilter: 'all' }} />,
      { console: { fetch } },
    );
    await expect.element(page.getByText('Page 1 of 3')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.element(page.getByText('Page 2 of 3')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'DESKTOP-4' })).toBeVisible();
    await expect.element(page.getByText('Exact matches')).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.element(page.getByRole('button', { name: 'DESKTOP-7' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('opens a result at its destination and records it as a recent search', async () => {
    const fetch = createTestFetch({
      'POST /ws/qsearch': { exact: many.slice(0, 1), suggested: [] },
      'POST /ws/qsearch/recent': { resultCode: 'SUCCESS' },
    });
    const navigate = vi.fn();
    await renderWithProviders(
      <SearchResultsPage search={{ searchValue: 'desktop-1', searchFilter: 'all' }} />,
      {
        console: { fetch, navigate },
      },
    );
    await page.getByRole('button', { name: 'DESKTOP-1' }).click();
    expect(navigate).toHaveBeenCalledWith('/deviceDashboard/1/overview');
    await vi.waitFor(() => expect(fetch.requests.some((r) => r.path === '/ws/qsearch/recent')).toBe(true));
  });

  it('asks the host to change the URL when the user searches again or changes the filter', async () => {
    const onSearchChange = vi.fn();
    await renderWithProviders(
      <SearchResultsPage
        search={{ searchValue: 'acme', searchFilter: 'all' }}
        onSearchChange={onSearchChange}
      />,
      { console: { fetch: fakeSearchFetch() } },
    );
    await page.getByRole('searchbox', { name: 'Search' }).fill('acme-dc01');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect(onSearchChange).toHaveBeenLastCalledWith({ searchValue: 'acme-dc01', searchFilter: 'all' });
    await page.getByRole('button', { name: 'Filter: All' }).click();
    await page.getByRole('menuitemradio', { name: 'Organizations' }).click();
    expect(onSearchChange).toHaveBeenLastCalledWith({
      searchValue: 'acme-dc01',
      searchFilter: 'organizations',
    });
  });

  it("shows 'No results found' with the filter's hint, and reads an unavailable filter as All", async () => {
    const fetch = createTestFetch({ 'POST /ws/qsearch': { exact: [], suggested: [] } });
    const navigate = vi.fn();
    await renderWithProviders(<SearchResultsPage search={{ searchValue: 'zzz', searchFilter: 'groups' }} />, {
      console: { fetch, navigate, session: createTestSession(limitedTechnicianOptions) },
    });
    await expect.element(page.getByRole('alert')).toHaveTextContent('No results found');
    await expect.element(page.getByRole('button', { name: 'Filter: All' })).toBeVisible();
    await expectNoAxeViolations(document.querySelector('[data-console-root]') as Element);
  });

  it('shows 3 skeleton rows while loading and a prompt without a query', async () => {
    const pending = createTestFetch({ 'POST /ws/qsearch': () => new Promise(() => {}) });
    const screen = await renderWithProviders(
      <SearchResultsPage search={{ searchValue: 'slow', searchFilter: 'all' }} />,
      { console: { fetch: pending } },
    );
    const status = page.getByRole('status', { name: 'Searching' });
    await expect.element(status).toBeVisible();
    expect(status.element().children).toHaveLength(3);
    await screen.rerender(<SearchResultsPage search={{ searchValue: '  ', searchFilter: 'all' }} />);
    await expect
      .element(page.getByText('Type a name, address, serial number or user to search.'))
      .toBeVisible();
  });
});
