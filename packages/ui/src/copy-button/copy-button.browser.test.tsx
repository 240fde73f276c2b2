import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { COPIED_DURATION, CopyButton } from './copy-button';

/**
 * Lets React render without moving the fake clock. (A retrying `expect.element` advances fake timers
 * by its poll interval, which would blur the boundaries these tests check.)
 */
function settle(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

const wrapper = () => page.getByRole('button').element().closest('span[data-state]') as HTMLElement;

describe('CopyButton', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('copies the text, shows Copied for 3000 ms, then is idle again', async () => {
    expect(COPIED_DURATION).toBe(3000);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const onCopy = vi.fn();
    await renderWithProviders(<CopyButton text="https://example.com/installer.msi" onCopy={onCopy} />);
    const button = page.getByRole('button', { name: 'Copy' });
    await expect.element(button).toBeVisible();
    expect(wrapper().dataset.state).toBe('idle');
    await expectNoAxeViolations(document.body);
    // axe schedules its own timeouts, so the clock is faked only from here on.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    await button.click();
    await settle();
    expect(writeText).toHaveBeenCalledWith('https://example.com/installer.msi');
    expect(wrapper().dataset.state).toBe('copied');
    expect(page.getByRole('button').element().textContent).toBe('Copied');
    expect(page.getByRole('status').element().textContent).toBe('Copied');
    expect(onCopy).toHaveBeenCalledWith('https://example.com/installer.msi');

    vi.advanceTimersByTime(COPIED_DURATION - 1);
    await settle();
    expect(wrapper().dataset.state).toBe('copied');
    vi.advanceTimersByTime(1);
    await settle();
    expect(wrapper().dataset.state).toBe('idle');
    expect(page.getByRole('button').element().textContent).toBe('Copy');
  });

  it('restarts the 3 seconds when copied again', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderWithProviders(<CopyButton text="abc" />);
    await page.getByRole('button', { name: 'Copy' }).click();
    await settle();
    expect(wrapper().dataset.state).toBe('copied');
    vi.advanceTimersByTime(2000);
    await page.getByRole('button', { name: 'Copied' }).click();
    await settle();
    vi.advanceTimersByTime(2999);
    await settle();
    expect(wrapper().dataset.state).toBe('copied');
    vi.advanceTimersByTime(1);
    await settle();
    expect(wrapper().dataset.state).toBe('idle');
  });

  it('shows the failure reason and recovers on the next attempt', async () => {
    const writeText = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValueOnce(new DOMException('Write permission denied.', 'NotAllowedError'))
      .mockResolvedValueOnce(undefined);
    const onCopyError = vi.fn();
    await renderWithProviders(<CopyButton text="abc" onCopyError={onCopyError} />, { theme: 'dark' });
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Could not copy text: Write permission denied.');
    expect(wrapper().dataset.state).toBe('error');
    expect(onCopyError).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(document.body);
    await page.getByRole('button', { name: 'Copy' }).click();
    expect(writeText).toHaveBeenCalledTimes(2);
    await expect.element(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  });

  it('uses an injected writer, and an icon-only form named by its label', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    await renderWithProviders(
      <CopyButton text="device-42" iconOnly label="Copy device ID" writeText={writeText} />,
    );
    await page.getByRole('button', { name: 'Copy device ID' }).click();
    expect(writeText).toHaveBeenCalledWith('device-42');
    await expect.element(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expectNoAxeViolations(document.body);
  });

  it('explains a missing clipboard', async () => {
    await renderWithProviders(
      <CopyButton text="abc" writeText={() => Promise.reject(new Error('Clipboard is not available'))} />,
    );
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Could not copy text: Clipboard is not available');
  });
});
