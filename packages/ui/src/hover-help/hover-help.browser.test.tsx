import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { HOVER_HELP_HIDE_DELAY, HoverHelp } from './hover-help';

function Fixture() {
  return (
    <div style={{ display: 'flex', gap: 200 }}>
      <p>
        OU path{' '}
        <HoverHelp
          title="OU path"
          content={
            <>
              The organizational unit to import devices from. <a href="#/help/ou">Read about OU paths</a>
            </>
          }
        />
      </p>
      <p>Somewhere else</p>
    </div>
  );
}

const trigger = () => page.getByRole('button', { name: 'More information' });
const card = () => page.getByRole('dialog', { name: 'OU path' });

/**
 * Lets React render without moving the fake clock. (A retrying `expect.element` advances fake timers
 * by its poll interval, which would blur the boundaries these tests check.)
 */
function settle(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

describe('HoverHelp', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens on click, is named by its title, and closes on Escape with focus on the trigger', async () => {
    const screen = await renderWithProviders(<Fixture />);
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'false');
    await trigger().click();
    await expect.element(card()).toBeVisible();
    await expect.element(card()).toHaveTextContent('The organizational unit to import devices from.');
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'true');
    await expect.element(trigger()).toHaveAttribute('data-state', 'open');
    // 400 px wide (002 §9), narrower only when the viewport is.
    expect(card().element().getBoundingClientRect().width).toBe(Math.min(400, window.innerWidth - 16));
    await expectNoAxeViolations(screen.container, { ignoreAriakitFocusTraps: true, popupRole: 'dialog' });
    await userEvent.keyboard('{Escape}');
    await expect.element(card()).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
  });

  it('opens from the keyboard and lets Tab reach links inside', async () => {
    await renderWithProviders(<Fixture />);
    trigger().element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(card()).toBeVisible();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('link', { name: 'Read about OU paths' })).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    await renderWithProviders(<Fixture />);
    await trigger().click();
    await expect.element(card()).toBeVisible();
    await page.getByText('Somewhere else').click();
    await expect.element(card()).not.toBeInTheDocument();
  });

  it('toggles with a second click', async () => {
    await renderWithProviders(<Fixture />);
    await trigger().click();
    await expect.element(card()).toBeVisible();
    await trigger().click();
    await expect.element(card()).not.toBeInTheDocument();
  });

  it('opens on hover and closes 750 ms after the pointer leaves', async () => {
    expect(HOVER_HELP_HIDE_DELAY).toBe(750);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onOpenChange = vi.fn();
    await renderWithProviders(
      <div style={{ display: 'flex', gap: 200 }}>
        <HoverHelp title="OU path" content="The organizational unit." onOpenChange={onOpenChange} />
        <p>Somewhere else</p>
      </div>,
    );
    await trigger().hover();
    vi.advanceTimersByTime(299);
    await settle();
    expect(onOpenChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await settle();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('The organizational unit.');

    // Resting on the card keeps it open.
    await card().hover({ force: true });
    vi.advanceTimersByTime(HOVER_HELP_HIDE_DELAY * 2);
    await settle();
    expect(onOpenChange).toHaveBeenCalledTimes(1);

    await page.getByText('Somewhere else').hover({ force: true });
    vi.advanceTimersByTime(HOVER_HELP_HIDE_DELAY - 1);
    await settle();
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await settle();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('honours a custom hide delay', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onOpenChange = vi.fn();
    await renderWithProviders(
      <div style={{ display: 'flex', gap: 200 }}>
        <HoverHelp
          content="Short help"
          label="Help"
          hideDelay={100}
          showDelay={0}
          onOpenChange={onOpenChange}
        />
        <p>Away</p>
      </div>,
    );
    await page.getByRole('button', { name: 'Help' }).hover();
    vi.advanceTimersByTime(0);
    await settle();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await page.getByText('Away').hover({ force: true });
    vi.advanceTimersByTime(99);
    await settle();
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await settle();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('keeps the theme in its portal', async () => {
    const screen = await renderWithProviders(<Fixture />, { theme: 'dark' });
    await trigger().click();
    const box = card().element();
    expect((box.closest('[data-console-portal]') as HTMLElement).dataset.theme).toBe('dark');
    await expectNoAxeViolations(screen.container, { ignoreAriakitFocusTraps: true, popupRole: 'dialog' });
  });
});
