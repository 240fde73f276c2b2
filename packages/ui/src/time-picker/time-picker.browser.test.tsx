import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { TimePicker } from './time-picker';

function trigger(name = 'Run at') {
  return page.getByRole('button', { name });
}

describe('TimePicker', () => {
  it('opens a popover with hour, minute and AM/PM in the 12-hour format (en-us by default)', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(<TimePicker label="Run at" onValueChange={onValueChange} />);
    const button = trigger();
    await expect.element(button).toHaveAccessibleName('Run at Select time');
    await expect.element(button).toHaveAttribute('data-state', 'closed');
    await expectNoAxeViolations(document.body);

    await button.click();
    await expect.element(button).toHaveAttribute('data-state', 'open');
    const dialog = page.getByRole('dialog', { name: 'Run at' });
    await expect.element(dialog).toBeVisible();
    const hour = page.getByRole('textbox', { name: 'Hour' });
    await expect.element(hour).toHaveFocus();
    await userEvent.keyboard('9');
    await page.getByRole('textbox', { name: 'Minute' }).fill('30');
    await page.getByRole('button', { name: 'PM', exact: true }).click();
    await expect
      .element(page.getByRole('button', { name: 'PM', exact: true }))
      .toHaveAttribute('aria-pressed', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith({ hour: 21, minute: 30 });
    await expectNoAxeViolations(document.body);

    await hour.click();
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(button).toHaveFocus();
    await expect.element(button).toHaveAccessibleName('Run at 9:30 PM');
    await expect.element(button).toHaveAttribute('data-state', 'closed');
  });

  it('shows "Error invalid hour" outside 1-12 and "Error invalid minute" outside 0-59', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(<TimePicker label="Run at" onValueChange={onValueChange} />);
    await trigger().click();
    const hour = page.getByRole('textbox', { name: 'Hour' });
    await hour.fill('13');
    await expect.element(hour).toHaveAttribute('aria-invalid', 'true');
    await expect.element(hour).toHaveAccessibleDescription('Error invalid hour');
    await hour.fill('0');
    await expect.element(page.getByText('Error invalid hour')).toBeVisible();
    await hour.fill('12');
    await expect.element(hour).not.toHaveAttribute('aria-invalid');
    const minute = page.getByRole('textbox', { name: 'Minute' });
    await minute.fill('60');
    await expect.element(minute).toHaveAccessibleDescription('Error invalid minute');
    await expectNoAxeViolations(document.body);
    await minute.fill('59');
    await expect.element(page.getByText('Error invalid minute')).not.toBeInTheDocument();
    expect(onValueChange).toHaveBeenLastCalledWith({ hour: 0, minute: 59 });
  });

  it('uses 12-hour for en-au and 24-hour (0-23, no AM/PM) for en-gb', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(
      <>
        <TimePicker label="Sydney" locale="en-au" defaultValue={{ hour: 14, minute: 5 }} />
        <TimePicker label="London" locale="en-gb" onValueChange={onValueChange} />
      </>,
    );
    await expect.element(trigger('Sydney')).toHaveAccessibleName('Sydney 2:05 PM');
    await trigger('London').click();
    await expect.element(page.getByRole('button', { name: 'AM', exact: true })).not.toBeInTheDocument();
    const hour = page.getByRole('textbox', { name: 'Hour' });
    await hour.fill('24');
    await expect.element(hour).toHaveAccessibleDescription('Error invalid hour');
    await hour.fill('0');
    await expect.element(hour).not.toHaveAttribute('aria-invalid');
    expect(onValueChange).toHaveBeenLastCalledWith({ hour: 0, minute: 0 });
    await hour.fill('23');
    await userEvent.keyboard('{Enter}');
    await expect.element(trigger('London')).toHaveAccessibleName('London 23:00');
  });

  it('steps hour and minute with the arrow keys, wrapping', async () => {
    await renderWithProviders(
      <TimePicker label="Run at" locale="en-gb" defaultValue={{ hour: 23, minute: 0 }} />,
    );
    await trigger().click();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(page.getByRole('textbox', { name: 'Hour' })).toHaveValue('00');
    await page.getByRole('textbox', { name: 'Minute' }).click();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('textbox', { name: 'Minute' })).toHaveValue('59');
    await userEvent.keyboard('{Escape}');
    await expect.element(trigger()).toHaveAccessibleName('Run at 00:59');
  });

  it('opens from the keyboard and drops an invalid entry on Escape', async () => {
    await renderWithProviders(<TimePicker label="Run at" defaultValue={{ hour: 8, minute: 15 }} />);
    await userEvent.tab();
    await expect.element(trigger()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const hour = page.getByRole('textbox', { name: 'Hour' });
    await expect.element(hour).toHaveFocus();
    await hour.fill('99');
    await userEvent.keyboard('{Escape}');
    await expect.element(trigger()).toHaveFocus();
    await expect.element(trigger()).toHaveAccessibleName('Run at 8:15 AM');
    await userEvent.keyboard(' ');
    await expect.element(page.getByRole('textbox', { name: 'Hour' })).toHaveValue('8');
  });

  it('shows the required error when left with nothing set', async () => {
    const onBlur = vi.fn();
    await renderWithProviders(<TimePicker label="Run at" required onBlur={onBlur} />);
    await userEvent.tab();
    await expect.element(trigger()).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect.element(trigger()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(trigger()).toHaveAccessibleDescription('Required');
    expect(onBlur).toHaveBeenCalled();
    await expectNoAxeViolations(document.body);
  });

  it('does not flag a required picker while its popover is in use', async () => {
    await renderWithProviders(<TimePicker label="Run at" required />);
    await trigger().click();
    await page.getByRole('textbox', { name: 'Minute' }).click();
    await userEvent.keyboard('{Escape}');
    await expect.element(trigger()).toHaveFocus();
    await expect.element(trigger()).not.toHaveAttribute('aria-invalid');
  });

  it('starts from 09:00 with useDefaultTime and reports it', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(<TimePicker label="Run at" useDefaultTime onValueChange={onValueChange} />);
    await expect.element(trigger()).toHaveAccessibleName('Run at 9:00 AM');
    expect(onValueChange).toHaveBeenCalledWith({ hour: 9, minute: 0 });
  });

  it('is 176 px wide by default and takes another width', async () => {
    await renderWithProviders(
      <>
        <TimePicker label="Default" />
        <TimePicker label="Wide" width={240} />
      </>,
    );
    expect(trigger('Default').element().getBoundingClientRect().width).toBe(176);
    expect(trigger('Wide').element().getBoundingClientRect().width).toBe(240);
  });

  it('is disabled in light and dark', async () => {
    await renderWithProviders(<TimePicker label="Run at" disabled defaultValue={{ hour: 9, minute: 0 }} />, {
      theme: 'dark',
    });
    await expect.element(trigger()).toBeDisabled();
    await expectNoAxeViolations(document.body);
  });
});
