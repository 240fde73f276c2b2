import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { RadioGroup, type RadioGroupOption } from './radio-group';

type Os = 'windows' | 'mac' | 'linux';

const systems: RadioGroupOption<Os>[] = [
  { value: 'windows', label: 'Windows' },
  { value: 'mac', label: 'macOS', description: 'Intel and Apple silicon' },
  { value: 'linux', label: 'Linux' },
];

function ControlledOs({ onValueChange }: { onValueChange: (value: Os) => void }) {
  const [os, setOs] = useState<Os | null>(null);
  return (
    <>
      <RadioGroup<Os>
        label="Operating system"
        options={systems}
        value={os}
        onValueChange={(next) => {
          onValueChange(next);
          setOs(next);
        }}
      />
      <button type="button" onClick={() => setOs('linux')}>
        Pick Linux
      </button>
    </>
  );
}

const group = () => page.getByRole('radiogroup', { name: 'Operating system' });
const radio = (name: string) => page.getByRole('radio', { name });

describe('RadioGroup', () => {
  it('is a labelled radio group of radios with descriptions, nothing picked by default', async () => {
    const screen = await renderWithProviders(
      <RadioGroup<Os> label="Operating system" description="The devices it runs on" options={systems} />,
    );
    await expect.element(group()).toBeVisible();
    await expect.element(group()).toHaveAccessibleDescription('The devices it runs on');
    await expect.element(group()).toHaveAttribute('aria-orientation', 'vertical');
    expect(
      group()
        .getByRole('radio')
        .elements()
        .map((el) => (el as HTMLInputElement).checked),
    ).toEqual([false, false, false]);
    await expect.element(radio('macOS')).toHaveAccessibleDescription('Intel and Apple silicon');
    await expectNoAxeViolations(screen.container);
  });

  it('picks by click on the radio or its label and reports the value', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(
      <RadioGroup<Os> label="Operating system" options={systems} onValueChange={onValueChange} />,
    );
    await radio('Windows').click();
    await expect.element(radio('Windows')).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('windows');
    await page.getByText('Linux', { exact: true }).click();
    await expect.element(radio('Linux')).toBeChecked();
    await expect.element(radio('Windows')).not.toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('linux');
  });

  it('enters on the picked radio and moves and picks with arrow keys, skipping disabled ones', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(
      <>
        <button type="button">Before</button>
        <RadioGroup<Os>
          label="Operating system"
          defaultValue="windows"
          options={systems.map((o) => (o.value === 'mac' ? { ...o, disabled: true } : o))}
          onValueChange={onValueChange}
        />
      </>,
    );
    page.getByRole('button', { name: 'Before' }).element().focus();
    await userEvent.keyboard('{Tab}');
    await expect.element(radio('Windows')).toHaveFocus();
    await expect.element(radio('macOS')).toBeDisabled();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(radio('Linux')).toHaveFocus();
    await expect.element(radio('Linux')).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('linux');
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(radio('Windows')).toHaveFocus();
    await expect.element(radio('Windows')).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('windows');
  });

  it('follows a controlled value', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(<ControlledOs onValueChange={onValueChange} />);
    await page.getByRole('button', { name: 'Pick Linux' }).click();
    await expect.element(radio('Linux')).toBeChecked();
    expect(onValueChange).not.toHaveBeenCalled();
    await radio('macOS').click();
    await expect.element(radio('macOS')).toBeChecked();
    await expect.element(radio('Linux')).not.toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('mac');
  });

  it('describes the group with its error and marks it invalid and required', async () => {
    const screen = await renderWithProviders(
      <RadioGroup<Os> label="Operating system" options={systems} required error="Required" touched />,
    );
    await expect.element(group()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(group()).toHaveAttribute('aria-required', 'true');
    await expect.element(group()).toHaveAccessibleDescription('Required');
    await expectNoAxeViolations(screen.container);
  });

  it('shows the error only once the group is left', async () => {
    await renderWithProviders(
      <>
        <RadioGroup<Os> label="Operating system" options={systems} error="Pick an operating system" />
        <button type="button">After</button>
      </>,
    );
    await expect.element(page.getByText('Pick an operating system')).not.toBeInTheDocument();
    radio('Windows').element().focus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'After' })).toHaveFocus();
    await expect.element(page.getByText('Pick an operating system')).toBeVisible();
    await expect.element(group()).toHaveAccessibleDescription('Pick an operating system');
  });

  it('disables every radio, lays out horizontally, and passes axe in the dark theme', async () => {
    const screen = await renderWithProviders(
      <RadioGroup<Os>
        label="Operating system"
        options={systems}
        defaultValue="mac"
        orientation="horizontal"
        name="os"
        disabled
      />,
      { theme: 'dark' },
    );
    await expect.element(group()).toHaveAttribute('aria-orientation', 'horizontal');
    await expect.element(group()).toHaveAttribute('aria-disabled', 'true');
    for (const name of ['Windows', 'macOS', 'Linux']) {
      await expect.element(radio(name)).toBeDisabled();
      await expect.element(radio(name)).toHaveAttribute('name', 'os');
    }
    const [first, second] = group()
      .getByRole('radio')
      .elements()
      .map((el) => el.getBoundingClientRect());
    expect(second?.top).toBe(first?.top);
    expect(second?.left).toBeGreaterThan(first?.right ?? 0);
    await expectNoAxeViolations(screen.container);
  });
});
