import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { ThemeRoot } from './theme-root';

describe('ThemeRoot', () => {
  it('sets the theme variables on the root, not on the document', async () => {
    await renderWithProviders(<p>Inside the widget</p>, { theme: 'dark' });
    const text = page.getByText('Inside the widget');
    await expect.element(text).toBeVisible();
    const root = text.element().closest('[data-console-root]') as HTMLElement;
    expect(root.dataset.theme).toBe('dark');
    expect(getComputedStyle(root).getPropertyValue('--console-color-bg').trim()).toBe('#13161b');
    expect(getComputedStyle(document.documentElement).getPropertyValue('--console-color-bg').trim()).toBe('');
    await expectNoAxeViolations(root);
  });

  it('switches density through variables', async () => {
    await renderWithProviders(
      <ThemeRoot density="compact">
        <span>Compact</span>
      </ThemeRoot>,
    );
    const inner = page.getByText('Compact').element().parentElement as HTMLElement;
    expect(getComputedStyle(inner).getPropertyValue('--console-density-control-height').trim()).toBe('28px');
  });
});
