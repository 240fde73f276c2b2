import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { EditorShell } from './editor-shell';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('EditorShell', () => {
  it('shows the header with a logo link to the system dashboard, the title, Save and Close', async () => {
    await renderWithProviders(
      <EditorShell title="New script" onSave={() => undefined}>
        <p>Script body</p>
      </EditorShell>,
    );
    const dialog = page.getByRole('dialog', { name: 'New script' });
    await expect.element(dialog).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Console system dashboard' }))
      .toHaveAttribute('href', '/#/systemDashboard/overview');
    await expect.element(page.getByRole('heading', { level: 1, name: 'New script' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Close' })).toBeVisible();
    await expect.element(page.getByText('Script body')).toBeVisible();
    // Full screen: it covers the viewport.
    const rect = dialog.element().getBoundingClientRect();
    expect(rect.width).toBe(window.innerWidth);
    expect(rect.height).toBe(window.innerHeight);
    await expectNoAxeViolations(dialog.element());
  });

  it('hides Save when there is no save handler and accepts another logo target', async () => {
    await renderWithProviders(<EditorShell title="Policy" logoHref="/home" />);
    await expect.element(page.getByRole('button', { name: 'Close' })).toBeVisible();
    expect(page.getByRole('button', { name: 'Save' }).query()).toBeNull();
    await expect
      .element(page.getByRole('link', { name: 'Console system dashboard' }))
      .toHaveAttribute('href', '/home');
  });

  it('shows a busy Save button while saving', async () => {
    const pending = deferred<void>();
    const onSave = vi.fn(() => pending.promise);
    await renderWithProviders(<EditorShell title="Script" onSave={onSave} />);
    await page.getByRole('button', { name: 'Save' }).click();
    expect(onSave).toHaveBeenCalledTimes(1);
    const dialog = page.getByRole('dialog');
    await expect.element(dialog).toHaveAttribute('data-state', 'saving');
    await expect.element(page.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    // A second click while busy does nothing.
    await page.getByRole('button', { name: 'Save' }).click({ force: true });
    expect(onSave).toHaveBeenCalledTimes(1);
    pending.resolve();
    await expect.element(dialog).toHaveAttribute('data-state', 'idle');
  });

  describe('given a close handler', () => {
    it('stays open when it returns false', async () => {
      const onOpenChange = vi.fn();
      await renderWithProviders(
        <EditorShell title="Script" onClose={() => false} onOpenChange={onOpenChange} />,
      );
      await page.getByRole('button', { name: 'Close' }).click();
      await expect.element(page.getByRole('dialog')).toHaveAttribute('data-state', 'idle');
      await expect.element(page.getByRole('dialog', { name: 'Script' })).toBeVisible();
      expect(onOpenChange).not.toHaveBeenCalled();
    });

    it('stays open when it resolves to false, and closes when it resolves to true', async () => {
      let answer = deferred<boolean>();
      const onOpenChange = vi.fn();
      await renderWithProviders(
        <EditorShell title="Script" onClose={() => answer.promise} onOpenChange={onOpenChange} />,
      );
      await page.getByRole('button', { name: 'Close' }).click();
      await expect.element(page.getByRole('dialog')).toHaveAttribute('data-state', 'closing');
      answer.resolve(false);
      await expect.element(page.getByRole('dialog')).toHaveAttribute('data-state', 'idle');
      expect(onOpenChange).not.toHaveBeenCalled();

      answer = deferred<boolean>();
      await page.getByRole('button', { name: 'Close' }).click();
      answer.resolve(true);
      await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
      expect(onOpenChange).toHaveBeenCalledWith(false);
    });

    it('asks on Escape too', async () => {
      const onClose = vi.fn(() => false);
      await renderWithProviders(<EditorShell title="Script" onClose={onClose} />);
      await expect.element(page.getByRole('heading', { name: 'Script' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(1);
      await expect.element(page.getByRole('dialog', { name: 'Script' })).toBeVisible();
    });
  });

  it('closes without a handler, and lets the host route the logo itself', async () => {
    const onLogoClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    await renderWithProviders(<EditorShell title="Script" onLogoClick={onLogoClick} />);
    await page.getByRole('link', { name: 'Console system dashboard' }).click();
    expect(onLogoClick).toHaveBeenCalledTimes(1);
    expect(window.location.hash).not.toBe('#/systemDashboard/overview');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('passes axe in the dark theme', async () => {
    await renderWithProviders(
      <EditorShell title="Dark editor" onSave={() => undefined}>
        <p>Body</p>
      </EditorShell>,
      { theme: 'dark' },
    );
    const dialog = page.getByRole('dialog', { name: 'Dark editor' });
    await expect.element(dialog).toBeVisible();
    expect(dialog.element().closest('[data-theme]')?.getAttribute('data-theme')).toBe('dark');
    await expectNoAxeViolations(dialog.element());
  });

  it('fills its parent as a labelled region in the fill layout', async () => {
    const screen = await renderWithProviders(
      <div style={{ height: 300 }}>
        <EditorShell title="Ticket template" layout="fill" onSave={() => undefined}>
          <p>Template</p>
        </EditorShell>
      </div>,
    );
    const region = page.getByRole('region', { name: 'Ticket template' });
    await expect.element(region).toBeVisible();
    expect(region.element().getBoundingClientRect().height).toBe(300);
    await expectNoAxeViolations(screen.container);
  });
});
