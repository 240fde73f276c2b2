import { createTestFetch, expectNoAxeViolations, jsonResponse, renderWithProviders } from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { consoleMessages } from '../messages';
import { settleAnimations } from '../test-support/settle';
import { AnnouncementBanner } from './announcement-banner';

const LIST = 'GET /ws/appuser/application-announcement';
const DISMISS = 'PATCH /ws/appuser/application-announcement';

const announcement = (id: number, message: string) => ({ id, message, startTime: null, endTime: null });

describe('the announcement banner', () => {
  it('renders paragraphs, emphasis, strong and links from the limited markdown', async () => {
    const fetch = createTestFetch({
      [LIST]: [
        announcement(
          7,
          'Maintenance on **Saturday** from *02:00 UTC*.\n\nRead the [release notes](https://example.com/notes).',
        ),
      ],
    });
    const screen = await renderWithProviders(<AnnouncementBanner />, {
      console: { fetch, messages: consoleMessages },
    });
    const region = page.getByRole('region', { name: 'Announcement' });
    await expect.element(region).toBeVisible();
    const paragraphs = region.element().querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(region.element().querySelector('strong')?.textContent).toBe('Saturday');
    expect(region.element().querySelector('em')?.textContent).toBe('02:00 UTC');
    const link = region.getByRole('link', { name: 'release notes' });
    await expect.element(link).toHaveAttribute('href', 'https://example.com/notes');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
    await settleAnimations();
    await expectNoAxeViolations(screen.container);
  });

  it('never injects HTML and keeps unsafe links as text', async () => {
    const fetch = createTestFetch({
      [LIST]: [
        announcement(8, '<img src=x onerror="window.__pwned=1"> <b>bold</b> [x](javascript:alert(1))'),
      ],
    });
    await renderWithProviders(<AnnouncementBanner />, { console: { fetch, messages: consoleMessages } });
    const region = page.getByRole('region', { name: 'Announcement' });
    await expect
      .element(region)
      .toHaveTextContent('<img src=x onerror="window.__pwned=1"> <b>bold</b> [x](javascript:alert(1))');
    expect(region.element().querySelector('img, b, a')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('dismisses with PATCH and the announcement id as the body', async () => {
    const fetch = createTestFetch({
      [LIST]: [announcement(7, 'First'), announcement(9, 'Second')],
      [DISMISS]: { resultCode: 'SUCCESS' },
    });
    await renderWithProviders(<AnnouncementBanner />, { console: { fetch, messages: consoleMessages } });
    await expect.element(page.getByText('First')).toBeVisible();
    await page
      .getByRole('region', { name: 'Announcement' })
      .first()
      .getByRole('button', { name: 'Dismiss announcement' })
      .click();
    await expect.element(page.getByText('First')).not.toBeInTheDocument();
    await expect.element(page.getByText('Second')).toBeVisible();
    const patch = fetch.requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toBe(7);
    expect(patch?.headers['x-csrf-token']).toBe('test-csrf');
  });

  it('keeps the banner with a message when dismissing fails', async () => {
    const fetch = createTestFetch({
      [LIST]: [announcement(7, 'First')],
      [DISMISS]: jsonResponse({ resultCode: 'FAILURE', errorMessage: 'down' }, 500),
    });
    await renderWithProviders(<AnnouncementBanner />, { console: { fetch, messages: consoleMessages } });
    await page.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Could not dismiss the announcement. Please try again.');
    await expect.element(page.getByText('First')).toBeVisible();
  });

  it('shows nothing without announcements', async () => {
    const fetch = createTestFetch({ [LIST]: [] });
    const screen = await renderWithProviders(<AnnouncementBanner />, {
      console: { fetch, messages: consoleMessages },
    });
    await expect.poll(() => fetch.requests.length).toBe(1);
    expect(screen.container.querySelector('section')).toBeNull();
  });
});
