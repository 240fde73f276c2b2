import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { DatePicker, DateTimePicker } from './date-picker';

const full = new Intl.DateTimeFormat('en-us', { dateStyle: 'full' });
const ymd = (date: Date | null | undefined) =>
  date ? `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}` : String(date);

function activeDay() {
  return document.activeElement?.getAttribute('aria-label') ?? '';
}

describe('DatePicker', () => {
  it('reads a typed date in the locale format and reports it', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(<DatePicker label="Start date" onValueChange={onValueChange} />);
    const input = page.getByRole('textbox', { name: 'Start date' });
    await expect.element(input).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    await expectNoAxeViolations(document.body);

    await input.fill('3/5/2031');
    await userEvent.keyboard('{Enter}');
    await expect.element(input).toHaveValue('03/05/2031');
    expect(ymd(onValueChange.mock.lastCall?.[0])).toBe('2031-3-5');

    await input.fill('');
    await userEvent.tab();
    expect(onValueChange).toHaveBeenLastCalledWith(null);
  });

  it('shows "Please enter a valid date" for text that is not a day, and does not report it', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(<DatePicker label="Start date" onValueChange={onValueChange} />);
    const input = page.getByRole('textbox', { name: 'Start date' });
    await input.fill('02/30/2031');
    await userEvent.tab();
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Please enter a valid date');
    expect(onValueChange).not.toHaveBeenCalled();
    await expectNoAxeViolations(document.body);

    await input.fill('02/28/2031');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(ymd(onValueChange.mock.lastCall?.[0])).toBe('2031-2-28');
  });

  it('follows en-gb: DD/MM/YYYY and weeks from Monday', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(
      <DatePicker
        label="Start date"
        locale="en-gb"
        defaultValue={new Date(2031, 4, 14)}
        onValueChange={onValueChange}
      />,
    );
    const input = page.getByRole('textbox', { name: 'Start date' });
    await expect.element(input).toHaveValue('14/05/2031');
    await expect.element(input).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await page.getByRole('button', { name: 'Choose date' }).click();
    const headers = page.getByRole('columnheader').elements();
    expect(headers[0]?.getAttribute('abbr')).toBe('Monday');
  });

  it('picks a day in the calendar popover with the keyboard', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(
      <DatePicker label="Start date" defaultValue={new Date(2031, 4, 14)} onValueChange={onValueChange} />,
    );
    const button = page.getByRole('button', { name: 'Choose date' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Choose date' });
    await expect.element(dialog).toBeVisible();
    await expect.element(page.getByRole('grid', { name: 'May 2031' })).toBeVisible();
    await vi.waitFor(() => expect(activeDay()).toBe(full.format(new Date(2031, 4, 14))));
    const selected = page.getByRole('gridcell', { selected: true });
    await expect.element(selected).toHaveTextContent('14');
    await expectNoAxeViolations(document.body);

    await userEvent.keyboard('{ArrowRight}');
    expect(activeDay()).toBe(full.format(new Date(2031, 4, 15)));
    await userEvent.keyboard('{ArrowDown}');
    expect(activeDay()).toBe(full.format(new Date(2031, 4, 22)));
    await userEvent.keyboard('{Home}');
    expect(activeDay()).toBe(full.format(new Date(2031, 4, 18)));
    await userEvent.keyboard('{End}');
    expect(activeDay()).toBe(full.format(new Date(2031, 4, 24)));
    await userEvent.keyboard('{PageDown}');
    await expect.element(page.getByRole('grid', { name: 'June 2031' })).toBeVisible();
    expect(activeDay()).toBe(full.format(new Date(2031, 5, 24)));
    await userEvent.keyboard('{ArrowUp}{Enter}');

    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByRole('textbox', { name: 'Start date' })).toHaveValue('06/17/2031');
    expect(ymd(onValueChange.mock.lastCall?.[0])).toBe('2031-6-17');
    await expect.element(button).toHaveFocus();
  });

  it('picks a day with the pointer and moves between months with the header buttons', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(
      <DatePicker label="Start date" defaultValue={new Date(2031, 0, 10)} onValueChange={onValueChange} />,
    );
    await page.getByRole('button', { name: 'Choose date' }).click();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect.element(page.getByRole('grid', { name: 'December 2030' })).toBeVisible();
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('button', { name: full.format(new Date(2031, 1, 3)) }).click();
    expect(ymd(onValueChange.mock.lastCall?.[0])).toBe('2031-2-3');
    await expect.element(page.getByRole('textbox', { name: 'Start date' })).toHaveValue('02/03/2031');
  });

  it('disables days before today with disallowPast, in the calendar and when typed', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(<DatePicker label="Reboot on" disallowPast onValueChange={onValueChange} />);
    const now = new Date();
    const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
    await page.getByRole('button', { name: 'Choose date' }).click();
    await vi.waitFor(() => expect(activeDay()).toBe(full.format(now)));
    await expect
      .element(page.getByRole('button', { name: full.format(now) }))
      .toHaveAttribute('aria-current', 'date');
    await userEvent.keyboard('{ArrowLeft}');
    const past = page.getByRole('button', { name: full.format(yesterday) });
    await expect.element(past).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).not.toHaveBeenCalled();
    await expect.element(page.getByRole('dialog', { name: 'Choose date' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await expectNoAxeViolations(document.body);

    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(ymd(onValueChange.mock.lastCall?.[0])).toBe(ymd(now));

    const input = page.getByRole('textbox', { name: 'Reboot on' });
    await input.fill(`${yesterday.getMonth() + 1}/${yesterday.getDate()}/${yesterday.getFullYear()}`);
    await userEvent.tab();
    await expect.element(input).toHaveAccessibleDescription('Please enter a valid date');
  });

  it('closes on Escape and follows a controlled value', async () => {
    const { rerender } = await renderWithProviders(
      <DatePicker label="Start date" value={new Date(2031, 2, 1)} onValueChange={() => {}} />,
    );
    await page.getByRole('button', { name: 'Choose date' }).click();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await rerender(<DatePicker label="Start date" value={new Date(2031, 2, 9)} onValueChange={() => {}} />);
    await expect.element(page.getByRole('textbox', { name: 'Start date' })).toHaveValue('03/09/2031');
  });

  it('shows an external error after blur and is disabled in dark', async () => {
    await renderWithProviders(
      <>
        <DatePicker label="Start date" required error="Required" />
        <DatePicker label="End date" disabled defaultValue={new Date(2031, 2, 1)} />
      </>,
      { theme: 'dark' },
    );
    const input = page.getByRole('textbox', { name: 'Start date' });
    await input.click();
    await userEvent.tab();
    // Its own calendar button is still inside the field: no error yet.
    await expect.element(page.getByRole('button', { name: 'Choose date' }).first()).toHaveFocus();
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect.element(input).toHaveAccessibleDescription('Required');
    await expect.element(page.getByRole('textbox', { name: 'End date' })).toBeDisabled();
    await expectNoAxeViolations(document.body);
  });
});

describe('DateTimePicker', () => {
  it('combines a typed day and a picked time into one date', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(<DateTimePicker label="Maintenance start" onValueChange={onValueChange} />);
    await expect.element(page.getByRole('group', { name: 'Maintenance start' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Date' }).fill('07/04/2031');
    await userEvent.tab();
    expect(onValueChange).not.toHaveBeenCalled();

    await page.getByRole('button', { name: /^Time/ }).click();
    await userEvent.keyboard('6');
    await page.getByRole('textbox', { name: 'Minute' }).fill('45');
    await page.getByRole('button', { name: 'PM', exact: true }).click();
    const last = onValueChange.mock.lastCall?.[0] as Date;
    expect(ymd(last)).toBe('2031-7-4');
    expect([last.getHours(), last.getMinutes()]).toEqual([18, 45]);
    await expectNoAxeViolations(document.body);
  });

  it('starts from 09:00 with useDefaultTime and shows a controlled value', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(
      <>
        <DateTimePicker label="Start" useDefaultTime onValueChange={onValueChange} />
        <DateTimePicker label="End" locale="en-gb" value={new Date(2031, 0, 2, 17, 30)} />
      </>,
    );
    const start = page.getByRole('group', { name: 'Start' });
    await start.getByRole('textbox', { name: 'Date' }).fill('01/02/2031');
    await userEvent.tab();
    const last = onValueChange.mock.lastCall?.[0] as Date;
    expect([ymd(last), last.getHours(), last.getMinutes()]).toEqual(['2031-1-2', 9, 0]);

    const end = page.getByRole('group', { name: 'End' });
    await expect.element(end.getByRole('textbox', { name: 'Date' })).toHaveValue('02/01/2031');
    await expect.element(end.getByRole('button', { name: /^Time/ })).toHaveTextContent('17:30');
  });

  it('clears both parts when the host resets the value', async () => {
    const { rerender } = await renderWithProviders(
      <DateTimePicker label="End" value={new Date(2031, 0, 2, 17, 30)} onValueChange={() => {}} />,
    );
    await expect.element(page.getByRole('textbox', { name: 'Date' })).toHaveValue('01/02/2031');
    await rerender(<DateTimePicker label="End" value={null} onValueChange={() => {}} />);
    await expect.element(page.getByRole('textbox', { name: 'Date' })).toHaveValue('');
    await expect.element(page.getByRole('button', { name: /^Time/ })).toHaveTextContent('Select time');
  });
});
