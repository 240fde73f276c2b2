import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Select, type SelectOption } from './select';

const options: SelectOption[] = [
  { value: 'DEFAULT', label: 'Default' },
  { value: 'ALWAYS', label: 'Always' },
  { value: 'DO_NOT_OBLITERATE', label: 'Do not obliterate' },
  { value: 'NEVER', label: 'Never', disabled: true },
];

describe('Select', () => {
  it('shows the placeholder, opens a listbox and chooses with the pointer', async () => {
    const onValueChange = vi.fn();
    const screen = await renderWithProviders(
      <Select label="Erase fallback" options={options} onValueChange={onValueChange} />,
    );
    const trigger = page.getByRole('combobox', { name: 'Erase fallback' });
    await expect.element(trigger).toHaveTextContent('Select an option');
    await expectNoAxeViolations(screen.container, { ignoreAriakitFocusTraps: true, popupRole: 'listbox' });
    await trigger.click();
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await expect.element(trigger).toHaveAttribute('data-state', 'open');
    await expectNoAxeViolations(screen.container, { ignoreAriakitFocusTraps: true, popupRole: 'listbox' });
    await page.getByRole('option', { name: 'Always' }).click();
    expect(onValueChange).toHaveBeenCalledWith('ALWAYS');
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveTextContent('Always');
    await expect.element(trigger).toHaveFocus();
  });

  it('works from the keyboard and never chooses a disabled option', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(
      <Select
        label="Erase fallback"
        options={options}
        defaultValue="DEFAULT"
        onValueChange={onValueChange}
      />,
    );
    const trigger = page.getByRole('combobox', { name: 'Erase fallback' });
    trigger.element().focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await expect
      .element(page.getByRole('option', { name: 'Default' }))
      .toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('option', { name: 'Always' })).toHaveAttribute('data-active-item');
    await userEvent.keyboard('{ArrowDown}');
    await expect
      .element(page.getByRole('option', { name: 'Do not obliterate' }))
      .toHaveAttribute('data-active-item');
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('DO_NOT_OBLITERATE');
    await expect.element(trigger).toHaveTextContent('Do not obliterate');

    await userEvent.keyboard('{ArrowDown}');
    await expect
      .element(page.getByRole('option', { name: 'Never' }))
      .toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('option', { name: 'Never' }).click({ force: true });
    expect(onValueChange).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
    await expect.element(trigger).toHaveTextContent('Do not obliterate');
  });

  it('chooses several values when multiple, keeping the list open', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(
      <Select multiple label="Device types" options={options} onValueChange={onValueChange} />,
    );
    const trigger = page.getByRole('combobox', { name: 'Device types' });
    await trigger.click();
    await page.getByRole('option', { name: 'Default' }).click();
    await page.getByRole('option', { name: 'Always' }).click();
    expect(onValueChange).toHaveBeenLastCalledWith(['DEFAULT', 'ALWAYS']);
    await expect.element(page.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await expect.element(trigger).toHaveTextContent('Default, Always');
    await page.getByRole('option', { name: 'Do not obliterate' }).click();
    await expect.element(trigger).toHaveTextContent('3 selected');
    await page.getByRole('option', { name: 'Default' }).click();
    expect(onValueChange).toHaveBeenLastCalledWith(['ALWAYS', 'DO_NOT_OBLITERATE']);
  });

  it('shows an error and a description tied to the control', async () => {
    const screen = await renderWithProviders(
      <Select
        label="Location"
        options={options}
        description="Where new devices are placed."
        error="A restore destination is required"
      />,
      { theme: 'dark' },
    );
    const trigger = page.getByRole('combobox', { name: 'Location' });
    await expect.element(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(trigger)
      .toHaveAccessibleDescription('Where new devices are placed. A restore destination is required');
    await expectNoAxeViolations(screen.container, { ignoreAriakitFocusTraps: true, popupRole: 'listbox' });
  });

  it('submits its value with a form through name', async () => {
    let submitted: string | null = null;
    await renderWithProviders(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = new FormData(event.currentTarget).get('fallback') as string;
        }}
      >
        <Select label="Erase fallback" name="fallback" options={options} defaultValue="ALWAYS" />
        <button type="submit">Send</button>
      </form>,
    );
    await page.getByRole('button', { name: 'Send' }).click();
    expect(submitted).toBe('ALWAYS');
  });

  it('is disabled when asked', async () => {
    await renderWithProviders(<Select label="Locked" options={options} disabled />);
    await expect.element(page.getByRole('combobox', { name: 'Locked' })).toBeDisabled();
  });
});
