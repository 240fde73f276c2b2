import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { TagInput } from './tag-input';

const dangerLight = 'rgb(179, 38, 30)';

function tags(): string[] {
  return page
    .getByRole('listitem')
    .elements()
    .map((item) => item.textContent ?? '');
}

function ControlledPorts() {
  const [value, setValue] = useState<string[]>(['80']);
  return (
    <>
      <TagInput label="Ports" restriction="port" value={value} onValueChange={setValue} />
      <output>{value.join(',')}</output>
    </>
  );
}

describe('TagInput', () => {
  it('shows the placeholder and adds entries with Enter, Space and blur', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(<TagInput label="Hosts" onValueChange={onValueChange} />);
    const input = page.getByRole('textbox', { name: 'Hosts' });
    await expect.element(input).toHaveAttribute('placeholder', 'Press Enter or Space to add');
    await expectNoAxeViolations(document.body);

    await input.click();
    await userEvent.keyboard('alpha{Enter}beta gamma');
    expect(tags()).toEqual(['alpha', 'beta']);
    await expect.element(input).toHaveValue('gamma');
    await userEvent.tab();
    await vi.waitFor(() => expect(tags()).toEqual(['alpha', 'beta', 'gamma']));
    await expect.element(input).toHaveValue('');
    expect(onValueChange).toHaveBeenLastCalledWith(['alpha', 'beta', 'gamma']);
    await expectNoAxeViolations(document.body);
  });

  it('removes whitespace and ignores empty entries and duplicates', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(<TagInput label="Ports" onValueChange={onValueChange} />);
    const input = page.getByRole('textbox', { name: 'Ports' });
    await input.fill('  44 3\t');
    await userEvent.keyboard('{Enter}');
    expect(tags()).toEqual(['443']);
    await userEvent.keyboard('{Enter}   {Enter}');
    expect(tags()).toEqual(['443']);
    await userEvent.keyboard('443{Enter}');
    expect(tags()).toEqual(['443']);
    await expect.element(input).toHaveValue('');
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('lets an Enter on an empty input through to the form', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    await renderWithProviders(
      <form aria-label="Scan" onSubmit={onSubmit}>
        <TagInput label="Hosts" />
      </form>,
    );
    await page.getByRole('textbox', { name: 'Hosts' }).click();
    await userEvent.keyboard('a{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('removes the last tag with Backspace on an empty input', async () => {
    await renderWithProviders(<TagInput label="Hosts" defaultValue={['a', 'b', 'c']} />);
    await page.getByRole('textbox', { name: 'Hosts' }).click();
    await userEvent.keyboard('x{Backspace}');
    expect(tags()).toEqual(['a', 'b', 'c']);
    await userEvent.keyboard('{Backspace}');
    expect(tags()).toEqual(['a', 'b']);
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}');
    expect(tags()).toEqual([]);
  });

  it('removes a tag with its button, by pointer and by keyboard', async () => {
    await renderWithProviders(<TagInput label="Hosts" defaultValue={['a', 'b', 'c']} />);
    await page.getByRole('button', { name: 'Remove b' }).click();
    expect(tags()).toEqual(['a', 'c']);
    await expect.element(page.getByRole('textbox', { name: 'Hosts' })).toHaveFocus();

    await userEvent.tab({ shift: true });
    await expect.element(page.getByRole('button', { name: 'Remove c' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(tags()).toEqual(['a']);
  });

  it('caps the tags in count mode and turns the counter danger colour at the limit', async () => {
    await renderWithProviders(<TagInput label="Emails" counter max={3} defaultValue={['a', 'b']} />);
    const input = page.getByRole('textbox', { name: 'Emails' });
    const counter = page.getByText('2/3');
    await expect.element(counter).toHaveAttribute('data-state', 'below');
    await input.click();
    await userEvent.keyboard('c{Enter}');
    const full = page.getByText('3/3');
    await expect.element(full).toHaveAttribute('data-state', 'limit');
    expect(getComputedStyle(full.element()).color).toBe(dangerLight);
    await expect.element(input).toHaveAttribute('readonly');
    await expect.element(input).not.toHaveAttribute('placeholder');
    await userEvent.keyboard('d{Enter}');
    expect(tags()).toEqual(['a', 'b', 'c']);
    await expectNoAxeViolations(document.body);

    await userEvent.keyboard('{Backspace}');
    await expect.element(page.getByText('2/3')).toBeVisible();
    await expect.element(input).not.toHaveAttribute('readonly');
  });

  it('defaults the maximum to 20 in count mode and has no cap without it', async () => {
    const many = Array.from({ length: 20 }, (_, i) => `h${i}`);
    await renderWithProviders(
      <>
        <TagInput label="Counted" counter defaultValue={many} />
        <TagInput label="Uncounted" defaultValue={many} />
      </>,
    );
    await expect.element(page.getByText('20/20')).toHaveAttribute('data-state', 'limit');
    const uncounted = page.getByRole('textbox', { name: 'Uncounted' });
    await uncounted.click();
    await userEvent.keyboard('h20{Enter}');
    expect(tags()).toHaveLength(41);
  });

  it.each([
    ['port', '70000', 'Please enter a valid port (1-65535)', '8080'],
    ['number', '12a', 'Please enter a valid number', '12'],
    ['ipv4', '10.0.0.300', 'Please enter a valid IPv4 address', '10.0.0.30'],
    ['email', 'ops@', 'Please enter a valid email address', 'ops@example.com'],
    ['volume', 'v'.repeat(33), 'Please enter a valid volume', 'v'.repeat(32)],
    ['driveLetter', 'CD', 'Please enter a valid volume', 'C:'],
  ] as const)('restricts entries to %s', async (restriction, bad, message, good) => {
    await renderWithProviders(<TagInput label="Entries" restriction={restriction} />);
    const input = page.getByRole('textbox', { name: 'Entries' });
    await input.fill(bad);
    await userEvent.keyboard('{Enter}');
    expect(tags()).toEqual([]);
    await expect.element(input).toHaveValue(bad);
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription(message);
    await expectNoAxeViolations(document.body);

    await input.fill(good);
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    expect(tags()).toEqual([good]);
  });

  it('accepts a drive letter without a colon', async () => {
    await renderWithProviders(<TagInput label="Volumes" restriction="driveLetter" />);
    await page.getByRole('textbox', { name: 'Volumes' }).click();
    await userEvent.keyboard('D ');
    expect(tags()).toEqual(['D']);
  });

  it('splits pasted lists', async () => {
    await renderWithProviders(<TagInput label="Addresses" restriction="ipv4" />);
    const input = page.getByRole('textbox', { name: 'Addresses' });
    await input.click();
    const data = new DataTransfer();
    data.setData('text/plain', '10.0.0.1, 10.0.0.2\n10.0.0.3');
    input
      .element()
      .dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(tags()).toEqual(['10.0.0.1', '10.0.0.2', '10.0.0.3']));
  });

  it('is controlled by value and onValueChange', async () => {
    await renderWithProviders(<ControlledPorts />);
    await page.getByRole('textbox', { name: 'Ports' }).click();
    await userEvent.keyboard('443{Enter}');
    await expect.element(page.getByRole('status')).toHaveTextContent('80,443');
    await page.getByRole('button', { name: 'Remove 80' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('443');
  });

  it('ignores entries the parent refuses when controlled', async () => {
    await renderWithProviders(<TagInput label="Fixed" value={['a']} onValueChange={() => {}} />);
    await page.getByRole('textbox', { name: 'Fixed' }).click();
    await userEvent.keyboard('b{Enter}');
    expect(tags()).toEqual(['a']);
  });

  it('shows a required error after blur and nothing removable when disabled', async () => {
    await renderWithProviders(
      <>
        <TagInput label="Volumes" required error="Required" />
        <TagInput label="Locked" disabled defaultValue={['C:']} />
      </>,
      { theme: 'dark' },
    );
    const input = page.getByRole('textbox', { name: 'Volumes' });
    await input.click();
    await userEvent.tab();
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Required');
    await expect.element(page.getByRole('textbox', { name: 'Locked' })).toBeDisabled();
    expect(page.getByRole('button', { name: 'Remove C:' }).elements()).toHaveLength(0);
    await expectNoAxeViolations(document.body);
  });
});
