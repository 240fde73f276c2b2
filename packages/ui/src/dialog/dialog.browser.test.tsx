import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Button } from '../button/button';
import { ConfirmDialog, Dialog, type DialogProps } from './dialog';

function WithTrigger(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open schedule</Button>
      <Dialog
        title="Reboot schedule"
        description="The device reboots once at the chosen time."
        footer={<Button variant="primary">Save</Button>}
        {...props}
        open={open}
        onOpenChange={(next) => {
          props.onOpenChange?.(next);
          setOpen(next);
        }}
      >
        <label>
          Time <input />
        </label>
      </Dialog>
    </>
  );
}

const dialog = () => page.getByRole('dialog');

describe('Dialog', () => {
  it('is a named, described modal that traps focus and returns it on close', async () => {
    await renderWithProviders(<WithTrigger />);
    const trigger = page.getByRole('button', { name: 'Open schedule' });
    await trigger.click();
    await expect.element(page.getByRole('dialog', { name: 'Reboot schedule' })).toBeVisible();
    await expect.element(dialog()).toHaveAccessibleDescription('The device reboots once at the chosen time.');
    await expect.element(page.getByRole('heading', { name: 'Reboot schedule' })).toBeVisible();
    await expect.element(dialog()).toHaveAttribute('data-state', 'open');
    await expectNoAxeViolations(document.body);

    // Focus starts inside the dialog; the page behind is inert (as with a native modal <dialog>).
    const close = page.getByRole('button', { name: 'Close' });
    await expect.element(close).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('textbox', { name: 'Time' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Save' })).toHaveFocus();
    expect(trigger.element().closest('[inert]')).not.toBeNull();
    await userEvent.keyboard('{Tab}');
    await expect.element(trigger).not.toHaveFocus();

    await close.click();
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('closes on Escape and on an outside click, returning focus to the trigger', async () => {
    const onOpenChange = vi.fn();
    await renderWithProviders(<WithTrigger onOpenChange={onOpenChange} />);
    const trigger = page.getByRole('button', { name: 'Open schedule' });
    await trigger.click();
    await expect.element(dialog()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await expect.element(trigger).toHaveFocus();

    await trigger.click();
    await expect.element(dialog()).toBeVisible();
    await userEvent.click(document.body, { position: { x: 5, y: 5 } });
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledTimes(2);
  });

  it('stays open on Escape and outside clicks when not dismissible', async () => {
    const onOpenChange = vi.fn();
    await renderWithProviders(
      <WithTrigger dismissible={false} hideCloseButton onOpenChange={onOpenChange} />,
    );
    await page.getByRole('button', { name: 'Open schedule' }).click();
    await expect.element(dialog()).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.body, { position: { x: 5, y: 5 } });
    await expect.element(dialog()).toBeVisible();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('sizes the box and fixes the body height', async () => {
    await renderWithProviders(
      <Dialog open onOpenChange={() => {}} title="Monitor" size="lg" bodyHeight={300}>
        <div style={{ height: 1000 }}>Long content</div>
      </Dialog>,
    );
    await expect.element(dialog()).toHaveAttribute('data-size', 'lg');
    expect(dialog().element().getBoundingClientRect().width).toBeLessThanOrEqual(800);
    const body = page.getByText('Long content').element().parentElement as HTMLElement;
    expect(body.getBoundingClientRect().height).toBe(300);
    expect(body.scrollHeight).toBeGreaterThan(300);
  });

  it('fills the viewport when fullscreen', async () => {
    await renderWithProviders(
      <Dialog open onOpenChange={() => {}} title="Backup job" size="fullscreen">
        Body
      </Dialog>,
    );
    const rect = dialog().element().getBoundingClientRect();
    expect(rect.width).toBe(window.innerWidth);
    expect(rect.height).toBe(window.innerHeight);
  });

  it('keeps the theme in its portal and passes axe in the dark theme', async () => {
    await renderWithProviders(
      <Dialog open onOpenChange={() => {}} title="Dark" footer={<Button>Cancel</Button>}>
        Body text
      </Dialog>,
      { theme: 'dark' },
    );
    const box = dialog().element();
    expect((box.closest('[data-console-portal]') as HTMLElement).dataset.theme).toBe('dark');
    expect(getComputedStyle(box).backgroundColor).toBe('rgb(34, 39, 49)');
    await expectNoAxeViolations(document.body);
  });
});

function Confirm({ onConfirm }: { onConfirm: () => void | Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete policy</Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete policy?"
        confirmLabel="Delete"
        tone="danger"
        onConfirm={onConfirm}
      >
        This cannot be undone.
      </ConfirmDialog>
    </>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
  it('cancels with the catalogue text and closes without confirming', async () => {
    const onConfirm = vi.fn();
    await renderWithProviders(<Confirm onConfirm={onConfirm} />);
    await page.getByRole('button', { name: 'Delete policy' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Delete policy?' })).toBeVisible();
    await expect.element(page.getByText('This cannot be undone.')).toBeVisible();
    await expectNoAxeViolations(document.body);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await expect.element(page.getByRole('button', { name: 'Delete policy' })).toHaveFocus();
  });

  it('is busy while the action runs, then closes on success', async () => {
    const action = deferred();
    const onConfirm = vi.fn(() => action.promise);
    await renderWithProviders(<Confirm onConfirm={onConfirm} />);
    await page.getByRole('button', { name: 'Delete policy' }).click();
    const confirm = page.getByRole('button', { name: 'Delete', exact: true });
    await confirm.click();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await expect.element(confirm).toHaveAttribute('aria-busy', 'true');
    await expect.element(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect.element(dialog()).toHaveAttribute('data-state', 'busy');
    await expect.element(dialog()).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Close' })).toBeDisabled();
    await expectNoAxeViolations(document.body);

    // Neither a second click nor Escape interrupts the running action.
    await confirm.click({ force: true });
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await expect.element(dialog()).toBeVisible();

    action.resolve();
    await expect.element(dialog()).not.toBeInTheDocument();
  });

  it('stays open with the button enabled again when the action fails', async () => {
    const action = deferred();
    const onConfirm = vi.fn(() => action.promise);
    await renderWithProviders(<Confirm onConfirm={onConfirm} />);
    await page.getByRole('button', { name: 'Delete policy' }).click();
    const confirm = page.getByRole('button', { name: 'Delete', exact: true });
    await confirm.click();
    await expect.element(confirm).toHaveAttribute('aria-busy', 'true');
    action.reject(new Error('Error saving policy'));
    await expect.element(confirm).not.toHaveAttribute('aria-busy');
    await expect.element(confirm).toBeEnabled();
    await expect.element(confirm).not.toHaveAttribute('aria-disabled');
    await expect.element(dialog()).toHaveAttribute('data-state', 'open');
    await confirm.click();
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('closes at once for a synchronous action', async () => {
    const onConfirm = vi.fn();
    await renderWithProviders(<Confirm onConfirm={onConfirm} />);
    await page.getByRole('button', { name: 'Delete policy' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await expect.element(dialog()).not.toBeInTheDocument();
  });
});
