import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { TextInput } from './text-input';

const dangerLight = 'rgb(179, 38, 30)';

function UpperCaseName() {
  const [value, setValue] = useState('abc');
  return <TextInput label="Name" value={value} onValueChange={(next) => setValue(next.toUpperCase())} />;
}

describe('TextInput', () => {
  it('is uncontrolled with a default value and reports every edit', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(<TextInput label="Name" defaultValue="web" onValueChange={onValueChange} />);
    const input = page.getByRole('textbox', { name: 'Name' });
    await expect.element(input).toHaveValue('web');
    await input.click();
    await userEvent.keyboard('-01');
    await expect.element(input).toHaveValue('web-01');
    expect(onValueChange).toHaveBeenLastCalledWith('web-01');
    await expectNoAxeViolations(document.body);
  });

  it('follows a controlled value', async () => {
    await renderWithProviders(<UpperCaseName />);
    const input = page.getByRole('textbox', { name: 'Name' });
    await input.click();
    await userEvent.keyboard('d');
    await expect.element(input).toHaveValue('ABCD');
  });

  it('counts characters against a default maximum of 75 and turns danger colour at the limit', async () => {
    await renderWithProviders(<TextInput label="Reason" counter />);
    const input = page.getByRole('textbox', { name: 'Reason' });
    await expect.element(input).toHaveAttribute('maxlength', '75');
    const counter = page.getByText('0/75');
    await expect.element(counter).toBeVisible();
    await expect.element(input).toHaveAccessibleDescription('0/75');
    await expect.element(counter).toHaveAttribute('data-state', 'below');
    expect(getComputedStyle(counter.element()).color).not.toBe(dangerLight);

    await input.fill('x'.repeat(74));
    await expect.element(page.getByText('74/75')).toBeVisible();
    await input.click();
    await userEvent.keyboard('{End}yz');
    await expect.element(input).toHaveValue(`${'x'.repeat(74)}y`);
    const full = page.getByText('75/75');
    await expect.element(full).toHaveAttribute('data-state', 'limit');
    expect(getComputedStyle(full.element()).color).toBe(dangerLight);
    await expectNoAxeViolations(document.body);
  });

  it('uses a given maxLength for the counter', async () => {
    await renderWithProviders(
      <TextInput label="Reason" counter maxLength={250} defaultValue="Patch night" />,
    );
    await expect.element(page.getByText('11/250')).toBeVisible();
  });

  it('is disabled with its label dimmed, in light and dark', async () => {
    await renderWithProviders(<TextInput label="Name" disabled defaultValue="locked" />, { theme: 'dark' });
    await expect.element(page.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    await expectNoAxeViolations(document.body);
  });
});
