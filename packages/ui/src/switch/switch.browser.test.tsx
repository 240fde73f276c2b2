import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Switch } from './switch';

describe('Switch', () => {
  describe('given an uncontrolled switch', () => {
    it('toggles with Space, with a click on the track and with a click on the label', async () => {
      const onCheckedChange = vi.fn();
      await renderWithProviders(
        <Switch
          label="Auto refresh"
          description="Reloads the list every minute."
          onCheckedChange={onCheckedChange}
        />,
      );
      const toggle = page.getByRole('switch', { name: 'Auto refresh' });
      await expect.element(toggle).not.toBeChecked();
      await expect.element(toggle).toHaveAttribute('aria-checked', 'false');
      await expect.element(toggle).toHaveAccessibleDescription('Reloads the list every minute.');
      await expectNoAxeViolations(document.body);

      await userEvent.keyboard('{Tab}');
      await expect.element(toggle).toHaveFocus();
      expect(getComputedStyle(toggle.element()).outlineStyle).toBe('solid');
      await userEvent.keyboard(' ');
      await expect.element(toggle).toBeChecked();
      await expect.element(toggle).toHaveAttribute('aria-checked', 'true');
      await expect.element(toggle).toHaveAttribute('data-state', 'checked');
      expect(onCheckedChange).toHaveBeenLastCalledWith(true);
      await expectNoAxeViolations(document.body);

      await toggle.click();
      await expect.element(toggle).not.toBeChecked();
      expect(onCheckedChange).toHaveBeenLastCalledWith(false);

      await page.getByText('Auto refresh').click();
      await expect.element(toggle).toBeChecked();
      expect(onCheckedChange).toHaveBeenCalledTimes(3);
    });

    it('moves its thumb to the end when on', async () => {
      await renderWithProviders(
        <>
          <Switch label="Off" />
          <Switch label="On" defaultChecked />
        </>,
      );
      const thumbLeft = (name: string) => {
        const input = page.getByRole('switch', { name }).element();
        const thumb = input.nextElementSibling as HTMLElement;
        return thumb.getBoundingClientRect().left - input.getBoundingClientRect().left;
      };
      await expect.element(page.getByRole('switch', { name: 'On' })).toBeChecked();
      expect(thumbLeft('Off')).toBe(2);
      expect(thumbLeft('On')).toBe(16);
    });
  });

  it('follows a controlled checked prop', async () => {
    const onCheckedChange = vi.fn();
    const screen = await renderWithProviders(
      <Switch label="Maintenance mode" checked onCheckedChange={onCheckedChange} />,
    );
    const toggle = page.getByRole('switch', { name: 'Maintenance mode' });
    toggle.element().focus();
    await userEvent.keyboard(' ');
    expect(onCheckedChange).toHaveBeenCalledWith(false);
    await expect.element(toggle).toBeChecked();
    await screen.rerender(
      <Switch label="Maintenance mode" checked={false} onCheckedChange={onCheckedChange} />,
    );
    await expect.element(toggle).not.toBeChecked();
  });

  it('is disabled, in light and dark, and cannot be toggled', async () => {
    const onCheckedChange = vi.fn();
    await renderWithProviders(
      <>
        <Switch label="Off" disabled onCheckedChange={onCheckedChange} />
        <Switch label="On" disabled defaultChecked onCheckedChange={onCheckedChange} />
        <Switch label="Remote access" error="Could not save" touched />
      </>,
      { theme: 'dark' },
    );
    const off = page.getByRole('switch', { name: 'Off' });
    await expect.element(off).toBeDisabled();
    await off.click({ force: true });
    await page.getByText('On', { exact: true }).click({ force: true });
    expect(onCheckedChange).not.toHaveBeenCalled();
    await expect
      .element(page.getByRole('switch', { name: 'Remote access' }))
      .toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(page.getByRole('switch', { name: 'Remote access' }))
      .toHaveAccessibleDescription('Could not save');
    await expectNoAxeViolations(document.body);
  });
});
