import { expectNoAxeViolations, jsonResponse } from '@console/testing';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { LocationPicker } from '../location-picker/location-picker';
import { renderPicker } from '../testing';
import { OrganizationPicker } from './organization-picker';

const organization = () => page.getByRole('combobox', { name: 'Organization' });
const location = () => page.getByRole('combobox', { name: 'Location' });

function OrganizationAndLocation({ onLocation }: { onLocation: (id: number | null) => void }) {
  const [organizationId, setOrganizationId] = useState<number | null>(null);
  return (
    <>
      <OrganizationPicker value={organizationId} onValueChange={(id) => setOrganizationId(id)} />
      <LocationPicker organizationId={organizationId} required onValueChange={onLocation} />
    </>
  );
}

describe('OrganizationPicker', () => {
  it('lists the first page of 50 and loads the next page when the list is scrolled to its end', async () => {
    const screen = await renderPicker(<OrganizationPicker />);
    await organization().click();
    await expect.element(page.getByRole('option', { name: 'Contoso Health' })).toBeVisible();
    await expect.element(page.getByRole('option')).toHaveLength(50);
    await expect.element(page.getByText('Showing 50 of 60. Type to search by name.')).toBeVisible();
    expect(screen.fetch.requests.map((request) => request.url)).toEqual(['/ws/query/organizations?page=1']);
    await expectNoAxeViolations(screen.container, { ignoreAriakitFocusTraps: true, popupRole: 'listbox' });
    const list = page.getByRole('listbox').element() as HTMLElement;
    list.scrollTop = list.scrollHeight;
    await expect.element(page.getByRole('option')).toHaveLength(60);
    await expect.element(page.getByRole('option', { name: 'Organization 58' })).toBeInTheDocument();
    await expect.element(page.getByText('Showing 50 of 60. Type to search by name.')).not.toBeInTheDocument();
    expect(screen.fetch.requests.map((request) => request.url)).toEqual([
      '/ws/query/organizations?page=1',
      '/ws/query/organizations?page=2',
    ]);
    // Every page is loaded: scrolling to the end again asks for nothing more.
    list.scrollTop = 0;
    list.scrollTop = list.scrollHeight;
    await expect.element(page.getByRole('option')).toHaveLength(60);
    expect(screen.fetch.requests).toHaveLength(2);
    await expectNoAxeViolations(screen.container, { ignoreAriakitFocusTraps: true, popupRole: 'listbox' });
  });

  it('searches by name on the server and chooses the match', async () => {
    const onValueChange = vi.fn();
    const screen = await renderPicker(<OrganizationPicker onValueChange={onValueChange} />);
    await organization().click();
    await userEvent.keyboard('northwind');
    await expect.element(page.getByRole('option')).toHaveLength(1);
    await expect.element(page.getByRole('option', { name: 'Northwind Traders' })).toBeVisible();
    await expect
      .poll(() => screen.fetch.requests.map((request) => request.url))
      .toContain('/ws/query/organizations?page=1&search=northwind');
    // Enter chooses the active option: wait until the match is the active one (a loaded machine
    // may still be painting the server's answer).
    await expect.element(organization()).toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Enter}');
    await expect
      .poll(() => onValueChange.mock.lastCall)
      .toEqual([2, expect.objectContaining({ name: 'Northwind Traders' })]);
    await expect.element(organization()).toHaveValue('Northwind Traders');
  });

  it("says 'Required' when the chosen organization is cleared", async () => {
    await renderPicker(<OrganizationPicker defaultValue={1} />);
    await expect.element(organization()).toHaveValue('Contoso Health');
    await organization().clear();
    await expect.element(organization()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByText('Required')).toBeVisible();
  });

  it("says 'Required' once the field is left empty, and tells the form it was left", async () => {
    const onBlur = vi.fn();
    await renderPicker(
      <>
        <OrganizationPicker onBlur={onBlur} />
        <button type="button">Next field</button>
      </>,
    );
    await organization().click();
    await expect.element(page.getByRole('option').first()).toBeVisible();
    await page.getByRole('option', { name: 'Contoso Health' }).click();
    expect(onBlur).not.toHaveBeenCalled();
    await expect.element(page.getByText('Required')).not.toBeInTheDocument();
    await organization().clear();
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Next field' })).toHaveFocus();
    expect(onBlur).toHaveBeenCalledTimes(1);
    await expect.element(page.getByText('Required')).toBeVisible();
  });

  it("shows 'Error fetching organizations' when the list fails", async () => {
    await renderPicker(<OrganizationPicker />, {
      routes: { 'GET /ws/query/organizations': jsonResponse({ resultCode: 'INTERNAL_ERROR' }, 500) },
    });
    await expect.element(page.getByText('Error fetching organizations')).toBeVisible();
  });
});

describe('LocationPicker', () => {
  it("is disabled until an organization is chosen, then offers that organization's locations", async () => {
    const onLocation = vi.fn();
    const screen = await renderPicker(<OrganizationAndLocation onLocation={onLocation} />);
    await expect.element(location()).toBeDisabled();
    await expect.element(page.getByText('*')).toBeVisible();
    await organization().click();
    await userEvent.keyboard('northwind');
    await expect.element(page.getByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect.element(location()).toBeEnabled();
    await location().click();
    await expect.element(page.getByRole('option')).toHaveLength(2);
    await expectNoAxeViolations(screen.container, { ignoreAriakitFocusTraps: true, popupRole: 'listbox' });
    await page.getByRole('option', { name: 'Portland Warehouse' }).click();
    expect(onLocation).toHaveBeenLastCalledWith(202, expect.objectContaining({ name: 'Portland Warehouse' }));
    await expect.element(location()).toHaveTextContent('Portland Warehouse');
  });

  it('clears the location when the organization changes', async () => {
    const onLocation = vi.fn();
    await renderPicker(<OrganizationAndLocation onLocation={onLocation} />);
    await organization().click();
    await userEvent.keyboard('northwind');
    await expect.element(page.getByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect.element(organization()).toHaveValue('Northwind Traders');
    await location().click();
    await page.getByRole('option', { name: 'Seattle HQ' }).click();
    await organization().clear();
    await expect.element(location()).toBeDisabled();
    expect(onLocation).toHaveBeenLastCalledWith(null, null);
    await expect.element(location()).toHaveTextContent('Select location');
  });
});
