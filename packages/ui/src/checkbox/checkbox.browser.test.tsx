import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Checkbox } from './checkbox';

const devices = ['web-01', 'web-02', 'db-01'];

function SelectAll({ onAllChange }: { onAllChange?: (checked: boolean) => void }) {
  const [selected, setSelected] = useState<string[]>(['web-01']);
  const all = selected.length === devices.length;
  return (
    <>
      <Checkbox
        label="Select all"
        checked={all}
        indeterminate={selected.length > 0 && !all}
        onCheckedChange={(checked) => {
          onAllChange?.(checked);
          setSelected(checked ? devices : []);
        }}
      />
      {devices.map((device) => (
        <Checkbox
          key={device}
          label={device}
          checked={selected.includes(device)}
          onCheckedChange={(checked) =>
            setSelected((previous) =>
              checked ? [...previous, device] : previous.filter((d) => d !== device),
            )
          }
        />
      ))}
    </>
  );
}

describe('Checkbox', () => {
  describe('given an uncontrolled checkbox', () => {
    it('toggles with Space, with a click on the box and with a click on the label', async () => {
      const onCheckedChange = vi.fn();
      await renderWithProviders(<Checkbox label="Send a test alert" onCheckedChange={onCheckedChange} />);
      const checkbox = page.getByRole('checkbox', { name: 'Send a test alert' });
      await expect.element(checkbox).not.toBeChecked();
      await expect.element(checkbox).toHaveAttribute('data-state', 'unchecked');
      await expectNoAxeViolations(document.body);

      await userEvent.keyboard('{Tab}');
      await expect.element(checkbox).toHaveFocus();
      // Keyboard focus is visible: a solid outline in the focus colour.
      expect(getComputedStyle(checkbox.element()).outlineStyle).toBe('solid');
      expect(getComputedStyle(checkbox.element()).outlineColor).toBe('rgb(21, 88, 196)');
      await userEvent.keyboard(' ');
      await expect.element(checkbox).toBeChecked();
      expect(onCheckedChange).toHaveBeenLastCalledWith(true);
      await expect.element(checkbox).toHaveAttribute('data-state', 'checked');
      await expectNoAxeViolations(document.body);

      await checkbox.click();
      await expect.element(checkbox).not.toBeChecked();
      expect(onCheckedChange).toHaveBeenLastCalledWith(false);

      await page.getByText('Send a test alert').click();
      await expect.element(checkbox).toBeChecked();
      expect(onCheckedChange).toHaveBeenCalledTimes(3);
    });

    it('starts from defaultChecked', async () => {
      await renderWithProviders(<Checkbox label="Reboot after install" defaultChecked />);
      await expect.element(page.getByRole('checkbox', { name: 'Reboot after install' })).toBeChecked();
    });
  });

  describe('given a controlled checkbox', () => {
    it('follows its checked prop and only reports requests', async () => {
      const onCheckedChange = vi.fn();
      await renderWithProviders(
        <Checkbox label="Locked" checked={false} onCheckedChange={onCheckedChange} />,
      );
      const checkbox = page.getByRole('checkbox', { name: 'Locked' });
      await checkbox.click();
      expect(onCheckedChange).toHaveBeenCalledWith(true);
      await expect.element(checkbox).not.toBeChecked();
    });

    it('shows the mixed state and checks everything from it', async () => {
      const onAllChange = vi.fn();
      await renderWithProviders(<SelectAll onAllChange={onAllChange} />);
      const all = page.getByRole('checkbox', { name: 'Select all' });
      await expect.element(all).toBePartiallyChecked();
      await expect.element(all).toHaveAttribute('aria-checked', 'mixed');
      await expect.element(all).toHaveAttribute('data-state', 'indeterminate');
      await expectNoAxeViolations(document.body);

      await all.click();
      expect(onAllChange).toHaveBeenLastCalledWith(true);
      await expect.element(all).toBeChecked();
      await expect.element(page.getByRole('checkbox', { name: 'db-01' })).toBeChecked();

      all.element().focus();
      await userEvent.keyboard(' ');
      expect(onAllChange).toHaveBeenLastCalledWith(false);
      await expect.element(all).not.toBeChecked();
      await expect.element(all).not.toBePartiallyChecked();

      await page.getByRole('checkbox', { name: 'web-02' }).click();
      await expect.element(all).toBePartiallyChecked();
    });
  });

  it('ties its description and, once the field is left, its error to the input', async () => {
    await renderWithProviders(
      <>
        <Checkbox
          label="I accept the terms"
          required
          description="You can read them in the admin guide."
          error="Required"
        />
        <button type="button">Next</button>
      </>,
    );
    const checkbox = page.getByRole('checkbox', { name: /I accept the terms/ });
    await expect.element(checkbox).toHaveAttribute('aria-required', 'true');
    await expect.element(checkbox).toHaveAccessibleName('I accept the terms Required');
    await expect.element(checkbox).toHaveAccessibleDescription('You can read them in the admin guide.');
    await expect.element(checkbox).not.toHaveAttribute('aria-invalid');

    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Next' })).toHaveFocus();
    await expect.element(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(checkbox)
      .toHaveAccessibleDescription('You can read them in the admin guide. Required');
    await expectNoAxeViolations(document.body);
  });

  it('is disabled, in light and dark, and cannot be toggled', async () => {
    const onCheckedChange = vi.fn();
    await renderWithProviders(
      <>
        <Checkbox label="Checked" disabled defaultChecked onCheckedChange={onCheckedChange} />
        <Checkbox label="Mixed" disabled indeterminate onCheckedChange={onCheckedChange} />
        <Checkbox label="Invalid" error="Required" touched />
      </>,
      { theme: 'dark' },
    );
    const checkbox = page.getByRole('checkbox', { name: 'Checked' });
    await expect.element(checkbox).toBeDisabled();
    await checkbox.click({ force: true });
    await page.getByText('Mixed').click({ force: true });
    expect(onCheckedChange).not.toHaveBeenCalled();
    await expect.element(checkbox).toBeChecked();
    await expectNoAxeViolations(document.body);
  });

  it('submits its value with a form through name', async () => {
    let submitted: FormDataEntryValue | null = null;
    await renderWithProviders(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = new FormData(event.currentTarget).get('reboot');
        }}
      >
        <Checkbox label="Reboot" name="reboot" value="yes" />
        <button type="submit">Send</button>
      </form>,
    );
    await page.getByRole('button', { name: 'Send' }).click();
    expect(submitted).toBeNull();
    await page.getByRole('checkbox', { name: 'Reboot' }).click();
    await page.getByRole('button', { name: 'Send' }).click();
    expect(submitted).toBe('yes');
  });
});
