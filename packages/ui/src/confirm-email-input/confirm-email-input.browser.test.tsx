import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ConfirmEmailInput } from './confirm-email-input';

function input() {
  return page.getByRole('textbox', { name: 'Enter your email to confirm' });
}

describe('ConfirmEmailInput', () => {
  it('is labelled "Enter your email to confirm" and shows no error before it is left', async () => {
    await renderWithProviders(<ConfirmEmailInput expectedEmail="ops@example.com" />);
    await expect.element(input()).toHaveAttribute('type', 'email');
    await input().fill('ops');
    await expect.element(input()).not.toHaveAttribute('aria-invalid');
    await expectNoAxeViolations(document.body);
  });

  it('says "Please enter a valid email address" for a malformed or empty entry', async () => {
    await renderWithProviders(<ConfirmEmailInput expectedEmail="ops@example.com" />);
    await input().fill('ops@example');
    await userEvent.tab();
    await expect.element(input()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input()).toHaveAccessibleDescription('Please enter a valid email address');
    await expectNoAxeViolations(document.body);
    await input().fill('');
    await expect.element(input()).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('says "Input does not match logged-in email" for someone else’s email', async () => {
    await renderWithProviders(<ConfirmEmailInput expectedEmail="ops@example.com" />);
    await input().fill('other@example.com');
    await userEvent.tab();
    await expect.element(input()).toHaveAccessibleDescription('Input does not match logged-in email');
  });

  it('is valid for the expected email in any case and reports validity changes', async () => {
    const onValidChange = vi.fn();
    await renderWithProviders(
      <ConfirmEmailInput expectedEmail="Ops@Example.com" onValidChange={onValidChange} />,
    );
    await input().fill('other@example.com');
    expect(onValidChange).not.toHaveBeenCalled();
    await input().fill('OPS@EXAMPLE.COM');
    await vi.waitFor(() => expect(onValidChange).toHaveBeenLastCalledWith(true));
    await userEvent.tab();
    await expect.element(input()).not.toHaveAttribute('aria-invalid');
    await expect.element(input()).toHaveAttribute('data-state', 'valid');
    await input().fill('OPS@EXAMPLE.CO');
    await vi.waitFor(() => expect(onValidChange).toHaveBeenLastCalledWith(false));
    expect(onValidChange).toHaveBeenCalledTimes(2);
  });

  it('reports a prefilled matching value at once', async () => {
    const onValidChange = vi.fn();
    await renderWithProviders(
      <ConfirmEmailInput
        expectedEmail="ops@example.com"
        defaultValue="ops@example.com"
        onValidChange={onValidChange}
      />,
      { theme: 'dark' },
    );
    await vi.waitFor(() => expect(onValidChange).toHaveBeenCalledWith(true));
    await expectNoAxeViolations(document.body);
  });
});
