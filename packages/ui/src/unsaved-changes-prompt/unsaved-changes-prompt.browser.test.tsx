import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { UnsavedChangesPrompt } from './unsaved-changes-prompt';

function setup(onSave: () => void | Promise<void> = vi.fn()) {
  const handlers = { onCancel: vi.fn(), onSave: vi.fn(onSave), onDiscard: vi.fn() };
  return handlers;
}

describe('UnsavedChangesPrompt', () => {
  it('asks with the title "You have unsaved changes" and Cancel, Save and Discard', async () => {
    const handlers = setup();
    await renderWithProviders(<UnsavedChangesPrompt open {...handlers} />);
    const dialog = page.getByRole('dialog', { name: 'You have unsaved changes' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAccessibleDescription('Are you sure you wish to proceed?');
    const labels = dialog
      .getByRole('button')
      .elements()
      .map((button) => button.textContent)
      .filter((text) => text !== '');
    expect(labels).toEqual(['Cancel', 'Save', 'Discard']);
    await expectNoAxeViolations(document.body);

    await dialog.getByRole('button', { name: 'Save' }).click();
    expect(handlers.onSave).toHaveBeenCalledTimes(1);
    await dialog.getByRole('button', { name: 'Discard' }).click();
    expect(handlers.onDiscard).toHaveBeenCalledTimes(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(handlers.onCancel).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape', async () => {
    const handlers = setup();
    await renderWithProviders(<UnsavedChangesPrompt open {...handlers} />);
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(handlers.onCancel).toHaveBeenCalledTimes(1);
    expect(handlers.onDiscard).not.toHaveBeenCalled();
  });

  it('shows Save as busy while an async save runs and stays open when it fails', async () => {
    let reject: (error: Error) => void = () => {};
    const handlers = setup(
      () =>
        new Promise<void>((_, fail) => {
          reject = fail;
        }),
    );
    await renderWithProviders(<UnsavedChangesPrompt open {...handlers} />, { theme: 'dark' });
    const save = page.getByRole('button', { name: 'Save' });
    await save.click();
    await expect.element(save).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('button', { name: 'Discard' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(handlers.onCancel).not.toHaveBeenCalled();
    await expectNoAxeViolations(document.body);
    reject(new Error('offline'));
    await expect.element(save).not.toHaveAttribute('aria-busy');
    await expect.element(page.getByRole('dialog', { name: 'You have unsaved changes' })).toBeVisible();
  });

  it('renders nothing when closed', async () => {
    await renderWithProviders(<UnsavedChangesPrompt open={false} {...setup()} />);
    expect(page.getByRole('dialog').elements()).toHaveLength(0);
  });
});
