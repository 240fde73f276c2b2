import {
  createTestFetch,
  createTestSession,
  expectNoAxeViolations,
  jsonResponse,
  renderWithProviders,
} from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { consoleMessages } from '../messages';
import { settleAnimations } from '../test-support/settle';
import { TrialBanner } from './trial-banner';

const DAY = 86_400;
const NOW_MS = Date.UTC(2026, 5, 1, 12);
const now = NOW_MS / 1000;
const DIVISION_UID = '0f9c2b1e-5a7d-4c3b-9e2f-1a2b3c4d5e6f';

function trialSession(division: { licenseExpirationDateTime: number | null; accountCreatedDate: number }) {
  return createTestSession({
    division: { uid: DIVISION_UID, isTrialLicense: true, productName: 'Acme RMM', ...division },
  });
}

const contactPath = `GET /ws/division/trial-banner/contact-us/${DIVISION_UID}`;
const requestPath = `POST /ws/division/trial-banner-contact-us-request-call/${DIVISION_UID}`;
const buyPath = `GET /ws/division/trial-banner/buy-now/${DIVISION_UID}`;

const banner = () => page.getByRole('region', { name: 'Trial' });

describe('the trial banner', () => {
  it('says the trial is ending soon with the days left when 14 or fewer remain', async () => {
    const session = trialSession({
      licenseExpirationDateTime: now + 3 * DAY,
      accountCreatedDate: now - 11 * DAY,
    });
    const screen = await renderWithProviders(<TrialBanner now={() => NOW_MS} />, {
      console: { session, messages: consoleMessages },
    });
    await expect.element(banner()).toHaveAttribute('data-state', 'ending-soon');
    await expect.element(page.getByText('Your trial is ending soon')).toBeVisible();
    await expect.element(page.getByText('3 days left')).toBeVisible();
    await expect.element(page.getByText(/Welcome to your/)).not.toBeInTheDocument();
    await expectNoAxeViolations(screen.container);
  });

  it('counts 1 day in the singular and never below 0', async () => {
    const session = trialSession({
      licenseExpirationDateTime: now + 3600,
      accountCreatedDate: now - 13 * DAY,
    });
    const screen = await renderWithProviders(<TrialBanner now={() => NOW_MS} />, {
      console: { session, messages: consoleMessages },
    });
    await expect.element(page.getByText('1 day left')).toBeVisible();
    await screen.rerender(<TrialBanner now={() => NOW_MS + 30 * DAY * 1000} />);
    await expect.element(page.getByText('0 days left')).toBeVisible();
    await expect.element(page.getByText('Your trial is ending soon')).toBeVisible();
  });

  it('welcomes with the branded product name when more than 14 days remain', async () => {
    const session = trialSession({
      licenseExpirationDateTime: now + 20 * DAY,
      accountCreatedDate: now - DAY,
    });
    const screen = await renderWithProviders(<TrialBanner now={() => NOW_MS} />, {
      console: { session, messages: consoleMessages },
    });
    await expect.element(banner()).toHaveAttribute('data-state', 'welcome');
    await expect.element(page.getByText('Welcome to your Acme RMM trial!')).toBeVisible();
    await expectNoAxeViolations(screen.container);
  });

  it('welcomes accounts created before 2023-01-10 and trials without an expiration', async () => {
    const before = Date.UTC(2023, 0, 9) / 1000;
    const screen = await renderWithProviders(<TrialBanner now={() => NOW_MS} />, {
      console: {
        session: trialSession({ licenseExpirationDateTime: now + DAY, accountCreatedDate: before }),
        messages: consoleMessages,
      },
    });
    await expect.element(page.getByText('Welcome to your Acme RMM trial!')).toBeVisible();
    await screen.unmount();
    await renderWithProviders(<TrialBanner now={() => NOW_MS} />, {
      console: {
        session: trialSession({ licenseExpirationDateTime: null, accountCreatedDate: now }),
        messages: consoleMessages,
      },
    });
    await expect.element(page.getByText('Welcome to your Acme RMM trial!')).toBeVisible();
  });

  it('shows nothing to end users', async () => {
    const session = trialSession({ licenseExpirationDateTime: now + 3 * DAY, accountCreatedDate: now });
    session.user = { ...session.user, userType: 'END_USER', sysadmin: false };
    const screen = await renderWithProviders(<TrialBanner now={() => NOW_MS} />, {
      console: { session, messages: consoleMessages },
    });
    expect(screen.container.textContent).toBe('');
  });

  it('shows nothing without a trial license', async () => {
    const screen = await renderWithProviders(<TrialBanner />, {
      console: { session: createTestSession(), messages: consoleMessages },
    });
    expect(screen.container.textContent).toBe('');
  });

  it('walks Contact, Contact us, Request a Call and its confirmation', async () => {
    const fetch = createTestFetch({
      [contactPath]: { contactEmail: 'sales@example.com', contactName: 'Sam Sales' },
      [requestPath]: { resultCode: 'SUCCESS' },
    });
    const session = trialSession({ licenseExpirationDateTime: now + 3 * DAY, accountCreatedDate: now });
    await renderWithProviders(<TrialBanner now={() => NOW_MS} />, {
      console: { session, fetch, messages: consoleMessages },
    });
    await page.getByRole('button', { name: 'Contact' }).click();
    const contact = page.getByRole('dialog', { name: 'Contact us' });
    await expect.element(contact).toBeVisible();
    await expect.element(contact.getByText('Sam Sales')).toBeVisible();
    await expect
      .element(contact.getByRole('link', { name: 'sales@example.com' }))
      .toHaveAttribute('href', 'mailto:sales@example.com');
    await expect.element(contact.getByRole('button', { name: 'Request a Call' })).toBeEnabled();
    await settleAnimations();
    await expectNoAxeViolations(contact.element());
    await contact.getByRole('button', { name: 'Request a Call' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Request a Call confirmation' });
    await expect.element(confirmation).toBeVisible();
    await expect.element(confirmation.getByText(/Sam Sales will call you shortly/)).toBeVisible();
    await expect.element(contact).not.toBeInTheDocument();
    await settleAnimations();
    await expectNoAxeViolations(confirmation.element());
    const request = fetch.requests.find((entry) => entry.method === 'POST');
    expect(request?.path).toBe(`/ws/division/trial-banner-contact-us-request-call/${DIVISION_UID}`);
    expect(request?.body).toBeUndefined();
    expect(request?.headers['x-csrf-token']).toBe('test-csrf');
    await confirmation.getByRole('button', { name: 'Close' }).first().click();
    await expect.element(confirmation).not.toBeInTheDocument();
  });

  it('keeps Contact us open with a message when the call request fails', async () => {
    const fetch = createTestFetch({
      [contactPath]: { contactEmail: 'sales@example.com', contactName: 'Sam Sales' },
      [requestPath]: jsonResponse({ resultCode: 'FAILURE', errorMessage: 'down' }, 500),
    });
    const session = trialSession({ licenseExpirationDateTime: null, accountCreatedDate: now });
    await renderWithProviders(<TrialBanner now={() => NOW_MS} />, {
      console: { session, fetch, messages: consoleMessages },
    });
    await page.getByRole('button', { name: 'Contact' }).click();
    const contact = page.getByRole('dialog', { name: 'Contact us' });
    await contact.getByRole('button', { name: 'Request a Call' }).click();
    await expect
      .element(contact.getByRole('alert'))
      .toHaveTextContent('Could not request a call. Please try again.');
    await expect
      .element(page.getByRole('dialog', { name: 'Request a Call confirmation' }))
      .not.toBeInTheDocument();
  });

  it('opens Buy now with the order link', async () => {
    const fetch = createTestFetch({ [buyPath]: { url: 'https://shop.example.com/buy?d=1' } });
    const session = trialSession({ licenseExpirationDateTime: null, accountCreatedDate: now });
    await renderWithProviders(<TrialBanner now={() => NOW_MS} />, {
      console: { session, fetch, messages: consoleMessages },
    });
    await page.getByRole('button', { name: 'Buy' }).click();
    const buy = page.getByRole('dialog', { name: 'Buy now' });
    await expect.element(buy).toBeVisible();
    await expect
      .element(buy.getByRole('link', { name: 'Open the order page' }))
      .toHaveAttribute('href', 'https://shop.example.com/buy?d=1');
    await settleAnimations();
    await expectNoAxeViolations(buy.element());
  });
});
