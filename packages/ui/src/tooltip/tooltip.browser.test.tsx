import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Button } from '../button/button';
import {
  CellTooltip,
  TABLE_CELL_TOOLTIP_HIDE_DELAY,
  TABLE_CELL_TOOLTIP_SHOW_DELAY,
  Tooltip,
} from './tooltip';

const tooltip = () => page.getByRole('tooltip');

/**
 * Lets React render without moving the fake clock. (A retrying `expect.element` advances fake timers
 * by its poll interval, which would blur the boundaries these tests check.)
 */
function settle(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

describe('Tooltip', () => {
  it('shows on keyboard focus, describes its anchor, and hides on Escape', async () => {
    await renderWithProviders(
      <>
        <Button>Before</Button>
        <Tooltip content="Reloads the device list">
          <Button>Refresh</Button>
        </Tooltip>
      </>,
    );
    await page.getByRole('button', { name: 'Before' }).click();
    await userEvent.keyboard('{Tab}');
    const anchor = page.getByRole('button', { name: 'Refresh' });
    await expect.element(anchor).toHaveFocus();
    await expect.element(tooltip()).toHaveTextContent('Reloads the device list');
    await expect.element(tooltip()).toHaveAttribute('data-state', 'open');
    await expect.element(anchor).toHaveAccessibleDescription('Reloads the device list');
    // Contrast is only meaningful once the tooltip has faded in completely.
    await expect.poll(() => getComputedStyle(tooltip().element()).opacity).toBe('1');
    await expectNoAxeViolations(document.body);
    await userEvent.keyboard('{Escape}');
    await expect.element(tooltip()).not.toBeInTheDocument();
    await expect.element(anchor).not.toHaveAttribute('aria-describedby');
  });

  it('renders nothing for empty content', async () => {
    await renderWithProviders(
      <Tooltip content="">
        <Button>Plain</Button>
      </Tooltip>,
    );
    page.getByRole('button', { name: 'Plain' }).element().focus();
    await userEvent.keyboard('{Shift}');
    await expect.element(page.getByRole('button', { name: 'Plain' })).toHaveFocus();
    expect(document.querySelector('[role="tooltip"]')).toBeNull();
  });

  it('keeps the theme in its portal', async () => {
    await renderWithProviders(
      <Tooltip content="Dark tip" open>
        <Button>Anchor</Button>
      </Tooltip>,
      { theme: 'dark' },
    );
    const tip = tooltip().element();
    expect((tip.closest('[data-console-portal]') as HTMLElement).dataset.theme).toBe('dark');
    await expectNoAxeViolations(document.body);
  });
});

describe('given the table cell tooltip delays', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec values', () => {
    expect(TABLE_CELL_TOOLTIP_SHOW_DELAY).toBe(500);
    expect(TABLE_CELL_TOOLTIP_HIDE_DELAY).toBe(250);
  });

  it('shows 500 ms after the pointer rests and hides 250 ms after it leaves', async () => {
    const onOpenChange = vi.fn();
    await renderWithProviders(
      <>
        <CellTooltip content="DESKTOP-4F2K9 (Windows 11 Pro)" onOpenChange={onOpenChange}>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a focusable truncated cell, as in tables */}
          <span tabIndex={0}>DESKTOP-4F2K9</span>
        </CellTooltip>
        <p>Elsewhere</p>
      </>,
    );
    await page.getByText('DESKTOP-4F2K9').hover();
    vi.advanceTimersByTime(TABLE_CELL_TOOLTIP_SHOW_DELAY - 1);
    await settle();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(document.querySelector('[role="tooltip"]')).toBeNull();
    vi.advanceTimersByTime(1);
    await settle();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(document.querySelector('[role="tooltip"]')?.textContent).toBe('DESKTOP-4F2K9 (Windows 11 Pro)');

    await page.getByText('Elsewhere').hover({ force: true });
    vi.advanceTimersByTime(TABLE_CELL_TOOLTIP_HIDE_DELAY - 1);
    await settle();
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[role="tooltip"]')).not.toBeNull();
    vi.advanceTimersByTime(1);
    await settle();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});
