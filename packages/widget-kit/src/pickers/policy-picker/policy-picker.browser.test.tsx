import { expectNoAxeViolations } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderPicker } from '../testing';
import { PolicyPicker } from './policy-picker';

const picker = (name = 'Policy') => page.getByRole('combobox', { name });

describe('PolicyPicker', () => {
  it('lists the policies of a role from GET /query/policies and chooses one', async () => {
    const onValueChange = vi.fn();
    const screen = await renderPicker(
      <PolicyPicker nodeClass="WINDOWS_WORKSTATION" label="Parent policy" onValueChange={onValueChange} />,
    );
    await picker('Parent policy').click();
    expect(
      await vi.waitFor(() => {
        const names = page
          .getByRole('option')
          .elements()
          .map((option) => option.textContent);
        expect(names).toHaveLength(2);
        return names;
      }),
    ).toEqual(['Windows Workstations Default', 'Kiosk Lockdown']);
    expect(screen.fetch.requests[0]?.url).toBe('/ws/query/policies?page=1&nodeClass=WINDOWS_WORKSTATION');
    await expectNoAxeViolations(screen.container, { ignoreAriakitFocusTraps: true, popupRole: 'listbox' });
    await page.getByRole('option', { name: 'Kiosk Lockdown' }).click();
    expect(onValueChange).toHaveBeenLastCalledWith(3, expect.objectContaining({ name: 'Kiosk Lockdown' }));
  });

  it('searches by name on the server', async () => {
    const screen = await renderPicker(<PolicyPicker />);
    await picker().click();
    await userEvent.keyboard('mac');
    await expect.element(page.getByRole('option')).toHaveTextContent('Mac Default');
    expect(screen.fetch.requests.map((request) => request.url)).toContain(
      '/ws/query/policies?page=1&name=mac',
    );
  });

  it('is disabled and asks nothing while its role is not chosen', async () => {
    const screen = await renderPicker(<PolicyPicker disabled />);
    await expect.element(picker()).toBeDisabled();
    expect(screen.fetch.requests).toEqual([]);
  });
});
