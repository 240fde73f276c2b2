import { createTranslator } from '@console/core';
import { MessageContext } from '@console/core/react';
import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ReleaseBadge } from './release-badge';

describe('ReleaseBadge', () => {
  it('shows Beta and explains it with the default feedback address on click', async () => {
    const screen = await renderWithProviders(<ReleaseBadge type="beta" />);
    const badge = page.getByRole('button', { name: 'Beta' });
    await expect.element(badge).toHaveAttribute('data-type', 'beta');
    await expectNoAxeViolations(screen.container);
    await badge.click();
    const card = page.getByRole('dialog', { name: 'Beta' });
    await expect.element(card).toBeVisible();
    await expect
      .element(card)
      .toHaveTextContent('This feature is in beta. Send feedback to feedback@example.com.');
    await expect
      .element(page.getByRole('link', { name: 'feedback@example.com' }))
      .toHaveAttribute('href', 'mailto:feedback@example.com');
    expect(page.getByRole('link', { name: 'Known issues' }).query()).toBeNull();
    await expectNoAxeViolations(card.element());
    await userEvent.keyboard('{Escape}');
    await expect.element(card).not.toBeInTheDocument();
  });

  it('shows Early access with a custom address and a known-issues link on hover', async () => {
    await renderWithProviders(
      <ReleaseBadge
        type="earlyAccess"
        feedbackEmail="saas-backup@vendor.test"
        knownIssuesUrl="https://issues.test/saas"
      />,
    );
    const badge = page.getByRole('button', { name: 'Early access' });
    await badge.hover();
    const card = page.getByRole('dialog', { name: 'Early access' });
    await expect
      .element(card)
      .toHaveTextContent('This feature is in early access. Send feedback to saas-backup@vendor.test.');
    await expect
      .element(page.getByRole('link', { name: 'saas-backup@vendor.test' }))
      .toHaveAttribute('href', 'mailto:saas-backup@vendor.test');
    const issues = page.getByRole('link', { name: 'Known issues' });
    await expect.element(issues).toHaveAttribute('href', 'https://issues.test/saas');
    await expect.element(issues).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(card.element());
  });

  it('passes axe in the dark theme, closed and open', async () => {
    const screen = await renderWithProviders(
      <div>
        <ReleaseBadge type="beta" />
        <ReleaseBadge type="earlyAccess" knownIssuesUrl="https://issues.test" />
      </div>,
      { theme: 'dark' },
    );
    await expectNoAxeViolations(screen.container);
    await page.getByRole('button', { name: 'Early access' }).click();
    const card = page.getByRole('dialog', { name: 'Early access' });
    await expect.element(card).toBeVisible();
    await expectNoAxeViolations(card.element());
  });

  it('opens from the keyboard and reads its texts from the catalogue', async () => {
    const translate = createTranslator({
      overrides: {
        'ui.releaseBadge.beta': 'Bêta',
        'ui.releaseBadge.betaDescription': 'Fonction en bêta. Écrivez à {{email}} !',
        'ui.releaseBadge.defaultFeedbackEmail': 'retours@exemple.fr',
      },
    });
    await renderWithProviders(<ReleaseBadge type="beta" />, {
      wrapper: ({ children }) => (
        <MessageContext.Provider value={translate}>{children}</MessageContext.Provider>
      ),
    });
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Bêta' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect
      .element(page.getByRole('dialog', { name: 'Bêta' }))
      .toHaveTextContent('Fonction en bêta. Écrivez à retours@exemple.fr !');
  });
});
