import { allowConsole, expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { Button } from '../button/button';
import { TOAST_DURATION, TOAST_ERROR_DURATION, ToastProvider, useToast } from './toast';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <Button onClick={() => toast.success('Credential created')}>Save</Button>
      <Button onClick={() => toast.error('Error saving credential', { title: 'Save failed' })}>Fail</Button>
      <Button onClick={() => toast.info('Saving...', { id: 'saving', duration: Number.POSITIVE_INFINITY })}>
        Progress
      </Button>
      <Button onClick={() => toast.dismiss()}>Clear</Button>
    </>
  );
}

/**
 * Lets React render without moving the fake clock. (A retrying `expect.element` advances fake timers
 * by its poll interval, which would blur the boundaries these tests check.)
 */
function settle(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

const region = () => page.getByRole('region', { name: 'Notifications' });

function Many() {
  const toast = useToast();
  return (
    <Button
      onClick={() => {
        for (const n of [1, 2, 3]) toast.info(`Message ${n}`);
      }}
    >
      Many
    </Button>
  );
}

function Orphan() {
  useToast();
  return null;
}

describe('Toast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces success politely and errors at once, in a labelled region', async () => {
    await renderWithProviders(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    await expect.element(region()).toBeInTheDocument();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('Credential created');
    await page.getByRole('button', { name: 'Fail' }).click();
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Save failed');
    await expect.element(alert).toHaveTextContent('Error saving credential');
    await expect.element(alert).toHaveAttribute('data-tone', 'error');
    await expectNoAxeViolations(document.body);
  });

  it('closes by itself after 5 seconds (8 for errors)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await renderWithProviders(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Fail' }).click();
    await settle();
    const count = (role: string) => document.querySelectorAll(`[role="${role}"]`).length;
    expect(count('status')).toBe(1);
    vi.advanceTimersByTime(TOAST_DURATION - 1);
    await settle();
    expect(count('status')).toBe(1);
    vi.advanceTimersByTime(1);
    await settle();
    expect(count('status')).toBe(0);
    expect(count('alert')).toBe(1);
    vi.advanceTimersByTime(TOAST_ERROR_DURATION - TOAST_DURATION - 1);
    await settle();
    expect(count('alert')).toBe(1);
    vi.advanceTimersByTime(1);
    await settle();
    expect(count('alert')).toBe(0);
  });

  it('pauses the countdown while hovered', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await renderWithProviders(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await settle();
    const toast = () => document.querySelector('[role="status"]');
    expect(toast()).not.toBeNull();
    vi.advanceTimersByTime(3000);
    await page.getByRole('status').hover();
    await settle();
    expect(toast()?.getAttribute('data-state')).toBe('paused');
    vi.advanceTimersByTime(60_000);
    await settle();
    expect(toast()).not.toBeNull();
    await page.getByRole('button', { name: 'Save' }).hover();
    await settle();
    expect(toast()?.getAttribute('data-state')).toBe('open');
    vi.advanceTimersByTime(1999);
    await settle();
    expect(toast()).not.toBeNull();
    vi.advanceTimersByTime(1);
    await settle();
    expect(toast()).toBeNull();
  });

  it('closes with its dismiss button and with dismiss(), and replaces by id', async () => {
    await renderWithProviders(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByRole('button', { name: 'Dismiss' }).click();
    await expect.element(page.getByRole('status')).not.toBeInTheDocument();

    await page.getByRole('button', { name: 'Progress' }).click();
    await page.getByRole('button', { name: 'Progress' }).click();
    await expect.element(page.getByRole('status')).toHaveLength(1);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByRole('status')).toHaveLength(2);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.element(page.getByRole('status')).toHaveLength(0);
  });

  it('keeps at most max toasts, dropping the oldest', async () => {
    await renderWithProviders(
      <ToastProvider max={2}>
        <Many />
      </ToastProvider>,
    );
    await page.getByRole('button', { name: 'Many' }).click();
    await expect.element(page.getByRole('status')).toHaveLength(2);
    await expect.element(page.getByText('Message 1')).not.toBeInTheDocument();
    await expect.element(page.getByText('Message 3')).toBeVisible();
  });

  it('keeps the theme in its portal', async () => {
    await renderWithProviders(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
      { theme: 'dark' },
    );
    await page.getByRole('button', { name: 'Save' }).click();
    const toast = page.getByRole('status').element();
    expect((toast.closest('[data-console-portal]') as HTMLElement).dataset.theme).toBe('dark');
    expect(getComputedStyle(toast).backgroundColor).toBe('rgb(34, 39, 49)');
    await expectNoAxeViolations(document.body);
  });

  it('explains a missing provider', async () => {
    allowConsole(/useToast must be used inside a <ToastProvider>|The above error occurred/);
    await expect(renderWithProviders(<Orphan />)).rejects.toThrow(
      'useToast must be used inside a <ToastProvider>.',
    );
  });
});
