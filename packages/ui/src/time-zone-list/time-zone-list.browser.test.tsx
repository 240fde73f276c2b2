import { commonTimeZoneIds } from '@console/core';
import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { TimeZoneList } from './time-zone-list';

const winter = new Date('2025-01-15T12:00:00Z');

function options() {
  return page.getByRole('option').elements();
}

describe('TimeZoneList', () => {
  it('lists the special entry and the common locations first, with offsets', async () => {
    await renderWithProviders(<TimeZoneList date={winter} />);
    await expect
      .element(page.getByRole('combobox', { name: 'Time zone' }))
      .toHaveAttribute('placeholder', 'Search locations');
    const listbox = page.getByRole('listbox', { name: 'Time zone' });
    await expect.element(listbox).toHaveAttribute('data-state', 'collapsed');
    expect(options()).toHaveLength(commonTimeZoneIds.length + 1);
    expect(options()[0]?.textContent).toMatch(/^Current Location/);
    await expect.element(page.getByRole('group', { name: 'Common Locations' })).toBeVisible();
    await expect.element(page.getByRole('option', { name: /^New York America GMT-05:00$/ })).toBeVisible();
    await expect.element(page.getByRole('option', { name: /^Kolkata Asia GMT\+05:30$/ })).toBeVisible();
    await expectNoAxeViolations(document.body);
  });

  it('toggles the full list with Show More / Show Less Locations', async () => {
    await renderWithProviders(<TimeZoneList date={winter} />);
    const more = page.getByRole('button', { name: 'Show More Locations' });
    await expect.element(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    const less = page.getByRole('button', { name: 'Show Less Locations' });
    await expect.element(less).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByRole('group', { name: 'More Locations' })).toBeVisible();
    expect(options().length).toBeGreaterThan(300);
    await expect
      .element(page.getByRole('option', { name: /^Detroit America GMT-05:00$/ }))
      .toBeInTheDocument();
    await expectNoAxeViolations(document.body);
    await less.click();
    expect(options()).toHaveLength(commonTimeZoneIds.length + 1);
  });

  it('selects through the quick dials', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(<TimeZoneList date={winter} onValueChange={onValueChange} />);
    const group = page.getByRole('group', { name: 'Quick select' });
    const labels = group
      .getByRole('button')
      .elements()
      .map((button) => button.textContent);
    expect(labels).toEqual(['San Francisco', 'Denver', 'Chicago', 'New York', 'Current Location']);

    await group.getByRole('button', { name: 'San Francisco' }).click();
    expect(onValueChange).toHaveBeenLastCalledWith('America/Los_Angeles');
    await expect
      .element(group.getByRole('button', { name: 'San Francisco' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect
      .element(page.getByRole('option', { name: /^Los Angeles/ }))
      .toHaveAttribute('aria-selected', 'true');
    await group.getByRole('button', { name: 'Denver' }).click();
    expect(onValueChange).toHaveBeenLastCalledWith('America/Denver');
    await group.getByRole('button', { name: 'Chicago' }).click();
    expect(onValueChange).toHaveBeenLastCalledWith('America/Chicago');
    await group.getByRole('button', { name: 'New York' }).click();
    expect(onValueChange).toHaveBeenLastCalledWith('America/New_York');
    await group.getByRole('button', { name: 'Current Location' }).click();
    expect(onValueChange).toHaveBeenLastCalledWith('current_location');
    await expect
      .element(page.getByRole('option', { name: /^Current Location/ }))
      .toHaveAttribute('aria-selected', 'true');
  });

  it('searches the full list and picks a result with the keyboard', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(<TimeZoneList date={winter} onValueChange={onValueChange} />);
    const search = page.getByRole('combobox', { name: 'Time zone' });
    await search.click();
    await userEvent.keyboard('kathm');
    await expect.element(page.getByRole('listbox')).toHaveAttribute('data-state', 'searching');
    expect(options().map((option) => option.textContent)).toEqual(['KathmanduAsiaGMT+05:45']);
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('Asia/Kathmandu');
    await expect
      .element(page.getByRole('option', { name: /^Kathmandu/ }))
      .toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(document.body);
  });

  it('moves through the options with the arrow keys', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(<TimeZoneList date={winter} quickDial={false} onValueChange={onValueChange} />);
    await page.getByRole('combobox', { name: 'Time zone' }).click();
    await userEvent.keyboard('{ArrowDown}');
    const search = page.getByRole('combobox', { name: 'Time zone' });
    const first = options()[0]!;
    await expect.element(search).toHaveAttribute('aria-activedescendant', first.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    // Current Location, Honolulu, then Anchorage (the common locations sort by offset).
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenLastCalledWith('America/Anchorage');
    await expect.element(page.getByRole('option', { selected: true })).toHaveAccessibleName(/^Anchorage/);
  });

  it('searches by offset and says when nothing matches', async () => {
    await renderWithProviders(<TimeZoneList date={winter} />);
    const search = page.getByRole('combobox', { name: 'Time zone' });
    await search.fill('+05:45');
    await expect.element(page.getByRole('option', { name: /^Kathmandu/ })).toBeVisible();
    await search.fill('atlantis');
    await expect.element(page.getByText('No locations found')).toBeVisible();
    expect(options()).toHaveLength(0);
  });

  it('offers Local Device Time and System (with the division zone) when asked', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(
      <TimeZoneList
        date={winter}
        specialOptions={['current_location', '_Local', '_Division']}
        divisionTimeZone="Europe/Paris"
        onValueChange={onValueChange}
      />,
    );
    const names = options()
      .slice(0, 3)
      .map((option) => option.textContent);
    expect(names[0]).toMatch(/^Current Location/);
    expect(names[1]).toBe('Local Device Time');
    expect(names[2]).toBe('SystemEurope/ParisGMT+01:00');
    await page.getByRole('option', { name: /^Local Device Time/ }).click();
    expect(onValueChange).toHaveBeenLastCalledWith('_Local');
    await page.getByRole('option', { name: /^System/ }).click();
    expect(onValueChange).toHaveBeenLastCalledWith('_Division');
  });

  it('opens the full list for a selected zone outside the common ones', async () => {
    await renderWithProviders(
      <TimeZoneList date={winter} value="America/Detroit" onValueChange={() => {}} />,
    );
    await expect.element(page.getByRole('button', { name: 'Show Less Locations' })).toBeVisible();
    await expect
      .element(page.getByRole('option', { name: /^Detroit/ }))
      .toHaveAttribute('aria-selected', 'true');
  });

  it('is disabled in dark', async () => {
    await renderWithProviders(<TimeZoneList date={winter} disabled defaultValue="Europe/London" />, {
      theme: 'dark',
    });
    await expect.element(page.getByRole('combobox', { name: 'Time zone' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Denver' })).toBeDisabled();
    await expectNoAxeViolations(document.body);
  });
});
