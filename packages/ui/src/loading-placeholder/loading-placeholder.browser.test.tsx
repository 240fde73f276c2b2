import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { LoadingPlaceholder } from './loading-placeholder';
import { LOADING_PLACEHOLDER_DELAY, LOADING_PLACEHOLDER_MIN_DURATION } from './loading-placeholder-state';

function Fixture({ loading, variant }: { loading: boolean; variant?: 'skeleton' | 'spinner' }) {
  return (
    <div>
      <h2>Devices</h2>
      <LoadingPlaceholder loading={loading} variant={variant}>
        {() => <p>12 devices</p>}
      </LoadingPlaceholder>
    </div>
  );
}

const placeholder = () => page.getByRole('status');
const status = () => document.querySelector('[role="status"]');

/**
 * Lets React render without moving the fake clock. (A retrying `expect.element` advances fake timers
 * by its poll interval, which would blur the boundaries these tests check.)
 */
function settle(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

describe('LoadingPlaceholder', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec timings', () => {
    expect(LOADING_PLACEHOLDER_DELAY).toBe(800);
    expect(LOADING_PLACEHOLDER_MIN_DURATION).toBe(1000);
  });

  it('shows nothing for 800 ms, then the placeholder, which stays 1000 ms even if loading ends early', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const screen = await renderWithProviders(<Fixture loading />);
    await settle();
    expect(document.body.textContent).toContain('Devices');
    vi.advanceTimersByTime(LOADING_PLACEHOLDER_DELAY - 1);
    await settle();
    expect(status()).toBeNull();
    expect(document.body.textContent).not.toContain('12 devices');

    vi.advanceTimersByTime(1);
    await settle();
    expect(status()?.getAttribute('data-state')).toBe('loading');
    expect(status()?.getAttribute('aria-busy')).toBe('true');
    expect(status()?.textContent).toBe('Loading');

    // Loading ends 100 ms after the placeholder appeared: it stays until 1000 ms after it appeared.
    vi.advanceTimersByTime(100);
    await screen.rerender(<Fixture loading={false} />);
    await settle();
    expect(status()).not.toBeNull();
    vi.advanceTimersByTime(LOADING_PLACEHOLDER_MIN_DURATION - 100 - 1);
    await settle();
    expect(status()).not.toBeNull();
    expect(document.body.textContent).not.toContain('12 devices');
    vi.advanceTimersByTime(1);
    await settle();
    expect(status()).toBeNull();
    expect(document.body.textContent).toContain('12 devices');
  });

  it('goes straight to the content when loading ends within 800 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const screen = await renderWithProviders(<Fixture loading />);
    vi.advanceTimersByTime(LOADING_PLACEHOLDER_DELAY - 1);
    await screen.rerender(<Fixture loading={false} />);
    await settle();
    expect(document.body.textContent).toContain('12 devices');
    vi.advanceTimersByTime(5000);
    await settle();
    expect(status()).toBeNull();
  });

  it('stays while loading lasts longer than the minimum', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const screen = await renderWithProviders(<Fixture loading />);
    vi.advanceTimersByTime(LOADING_PLACEHOLDER_DELAY);
    await settle();
    expect(status()).not.toBeNull();
    vi.advanceTimersByTime(10_000);
    await settle();
    expect(status()).not.toBeNull();
    await screen.rerender(<Fixture loading={false} />);
    await settle();
    expect(status()).toBeNull();
    expect(document.body.textContent).toContain('12 devices');
  });

  it('renders content at once when not loading, and honours injected timings', async () => {
    const screen = await renderWithProviders(<Fixture loading={false} />);
    await expect.element(page.getByText('12 devices')).toBeVisible();
    await screen.rerender(
      <LoadingPlaceholder loading delay={0} minDuration={0} variant="spinner">
        <p>Done</p>
      </LoadingPlaceholder>,
    );
    await expect.element(placeholder()).toHaveAttribute('data-variant', 'spinner');
  });

  it('passes axe as skeleton and spinner, light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const variant of ['skeleton', 'spinner'] as const) {
        const screen = await renderWithProviders(
          <LoadingPlaceholder loading delay={0} variant={variant}>
            <p>Done</p>
          </LoadingPlaceholder>,
          { theme },
        );
        await expect.element(placeholder()).toBeVisible();
        await expectNoAxeViolations(document.body);
        await screen.unmount();
      }
    }
  });
});
