import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { TextArea } from './text-area';

const dangerLight = 'rgb(179, 38, 30)';

function UpperCaseNotes() {
  const [value, setValue] = useState('abc');
  return <TextArea label="Notes" value={value} onValueChange={(next) => setValue(next.toUpperCase())} />;
}

const textbox = (name: string) => page.getByRole('textbox', { name });

describe('TextArea', () => {
  it('is a labelled multi-line text box of four rows that resizes vertically only', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    const screen = await renderWithProviders(
      <TextArea ref={ref} label="Description" description="Shown in the library" placeholder="Describe it" />,
    );
    const area = textbox('Description');
    await expect.element(area).toBeVisible();
    expect(ref.current).toBe(area.element());
    expect(area.element().tagName).toBe('TEXTAREA');
    await expect.element(area).toHaveAttribute('rows', '4');
    await expect.element(area).toHaveAttribute('placeholder', 'Describe it');
    await expect.element(area).toHaveAccessibleDescription('Shown in the library');
    expect(getComputedStyle(area.element()).resize).toBe('vertical');
    await expectNoAxeViolations(screen.container);
  });

  it('is uncontrolled with a default value, keeps line breaks and reports every edit', async () => {
    const onValueChange = vi.fn();
    const onBlur = vi.fn();
    await renderWithProviders(
      <>
        <TextArea label="Notes" defaultValue="first" onValueChange={onValueChange} onBlur={onBlur} rows={2} />
        <button type="button">After</button>
      </>,
    );
    const area = textbox('Notes');
    await expect.element(area).toHaveAttribute('rows', '2');
    await area.click();
    await userEvent.keyboard('{End}{Enter}second');
    await expect.element(area).toHaveValue('first\nsecond');
    expect(onValueChange).toHaveBeenLastCalledWith('first\nsecond');
    await userEvent.keyboard('{Tab}');
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('follows a controlled value', async () => {
    await renderWithProviders(<UpperCaseNotes />);
    const area = textbox('Notes');
    await area.click();
    await userEvent.keyboard('{End}d');
    await expect.element(area).toHaveValue('ABCD');
  });

  it('counts characters against maxLength and turns danger colour at the limit', async () => {
    await renderWithProviders(
      <TextArea label="Description" counter maxLength={10} defaultValue="12345678" />,
    );
    const area = textbox('Description');
    await expect.element(area).toHaveAttribute('maxlength', '10');
    await expect.element(area).toHaveAccessibleDescription('8/10');
    await area.click();
    await userEvent.keyboard('{End}abc');
    await expect.element(area).toHaveValue('12345678ab');
    const full = page.getByText('10/10');
    await expect.element(full).toHaveAttribute('data-state', 'limit');
    expect(getComputedStyle(full.element()).color).toBe(dangerLight);
  });

  it('limits without a counter when only maxLength is given', async () => {
    await renderWithProviders(<TextArea label="Description" maxLength={5} />);
    await expect.element(textbox('Description')).toHaveAttribute('maxlength', '5');
    expect(page.getByText(/\/5$/).query()).toBeNull();
  });

  it('shows the error, invalid and required', async () => {
    const screen = await renderWithProviders(
      <TextArea label="Description" required error="Required" touched />,
    );
    const area = textbox('Description');
    await expect.element(area).toHaveAttribute('aria-invalid', 'true');
    await expect.element(area).toHaveAttribute('aria-required', 'true');
    await expect.element(area).toHaveAccessibleDescription('Required');
    await expectNoAxeViolations(screen.container);
  });

  it('is read-only or disabled, in the dark theme', async () => {
    const screen = await renderWithProviders(
      <>
        <TextArea label="Read-only" readOnly defaultValue="fixed" />
        <TextArea label="Disabled" disabled defaultValue="locked" />
      </>,
      { theme: 'dark' },
    );
    await expect.element(textbox('Read-only')).toHaveAttribute('readonly');
    await textbox('Read-only').click();
    await userEvent.keyboard('x');
    await expect.element(textbox('Read-only')).toHaveValue('fixed');
    await expect.element(textbox('Disabled')).toBeDisabled();
    await expectNoAxeViolations(screen.container);
  });
});
