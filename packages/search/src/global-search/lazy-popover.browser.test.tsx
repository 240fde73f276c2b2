import { createTestSession, renderWithProviders } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { fakeSearchFetch, searchSessionOptions } from '../fixtures/search-data';
import { GlobalSearch } from './global-search';

// Its own file, so the popover's code is not loaded yet when the first test opens it.
describe('given a popover opened before its code has loaded', () => {
  it('holds the popover frame in place, then shows the recent searches', async () => {
    // Records the frames shown while the code loads (they may be gone before the render resolves).
    const frames: string[] = [];
    const observer = new MutationObserver(() => {
      for (const frame of document.querySelectorAll('[aria-busy="true"][id$="-popover"]'))
        frames.push(frame.id);
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    await renderWithProviders(<GlobalSearch debounceMs={0} defaultOpen />, {
      console: {
        session: createTestSession(searchSessionOptions),
        fetch: fakeSearchFetch(),
        navigate: vi.fn(),
      },
    });
    const box = page.getByRole('combobox', { name: 'Search' });
    await expect.element(box).toBeVisible();
    const popoverId = box.element().getAttribute('aria-controls');
    expect(popoverId).toBeTruthy();
    await expect.element(page.getByText('Recent searches')).toBeVisible();
    observer.disconnect();
    // The frame shown while the code loaded and the popover itself carry the id the box points to.
    expect(frames.length).toBeGreaterThan(0);
    expect(new Set(frames)).toEqual(new Set([popoverId]));
    await expect.element(page.getByRole('option', { name: /ACME-DC01/ })).toBeVisible();
    expect(document.getElementById(popoverId ?? '')?.getAttribute('aria-busy')).toBeNull();
  });
});
