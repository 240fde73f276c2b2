import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { NumberInput } from './number-input';

describe('NumberInput', () => {
  it('reports numbers, and null when emptied', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(<NumberInput label="Timeout" onValueChange={onValueChange} />);
    const input = page.getByRole('spinbutton', { name: 'Timeout' });
    await input.fill('42');
    expect(onValueChange).toHaveBeenLastCalledWith(42);
    await input.fill('');
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    await expectNoAxeViolations(document.body);
  });

  it('keeps min, max and step for the arrow keys', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(
      <NumberInput
        label="Percent"
        min={0}
        max={100}
        step={5}
        defaultValue={95}
        onValueChange={onValueChange}
      />,
    );
    const input = page.getByRole('spinbutton', { name: 'Percent' });
    await expect.element(input).toHaveAttribute('min', '0');
    await expect.element(input).toHaveAttribute('max', '100');
    await expect.element(input).toHaveAttribute('step', '5');
    await input.click();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect.element(input).toHaveValue(100);
    expect(onValueChange).toHaveBeenLastCalledWith(100);
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(input).toHaveValue(95);
  });

  it('loses focus on wheel scroll so the value cannot change', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(<NumberInput label="Count" defaultValue={3} onValueChange={onValueChange} />);
    const input = page.getByRole('spinbutton', { name: 'Count' });
    await input.click();
    await expect.element(input).toHaveFocus();
    await input.hover();
    await userEvent.wheel(input, { direction: 'up' });
    await expect.element(input).not.toHaveFocus();
    await expect.element(input).toHaveValue(3);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('shows a required error after blur', async () => {
    await renderWithProviders(<NumberInput label="Port" required error="Required" />);
    const input = page.getByRole('spinbutton', { name: 'Port' });
    await input.click();
    await userEvent.tab();
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Required');
    await expectNoAxeViolations(document.body);
  });
});
