import type { NodeClass } from '@console/core';
import { expectNoAxeViolations, jsonResponse } from '@console/testing';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderPicker } from '../testing';
import { DeviceRolePicker, useDeviceRolePicker } from './device-role-picker';

const picker = () => page.getByRole('combobox', { name: 'Node role' });
const WINDOWS: NodeClass[] = ['WINDOWS_WORKSTATION', 'WINDOWS_SERVER'];

function Installer({ onValueChange }: { onValueChange: (id: number | null) => void }) {
  const [classes, setClasses] = useState<NodeClass[]>(WINDOWS);
  return (
    <>
      <button type="button" onClick={() => setClasses(['MAC'])}>
        Mac installer
      </button>
      <DeviceRolePicker allowedClasses={classes} reservedIds={[22]} onValueChange={onValueChange} />
    </>
  );
}

/** A partner's own view over the headless hook. */
function RoleButtons() {
  const { roles, value, setValue } = useDeviceRolePicker({ allowedClasses: ['MAC'] });
  return (
    <fieldset>
      <legend>Roles</legend>
      <p>Chosen: {value ?? 'Auto'}</p>
      {roles.map((role) => (
        <button key={role.id} type="button" onClick={() => setValue(role.id)}>
          {role.name}
        </button>
      ))}
    </fieldset>
  );
}

describe('DeviceRolePicker', () => {
  it('gives a custom view the offered roles and the choice through useDeviceRolePicker', async () => {
    await renderPicker(<RoleButtons />);
    const group = page.getByRole('group', { name: 'Roles' });
    await expect.element(group.getByRole('button', { name: 'Design Mac' })).toBeVisible();
    expect(
      group
        .getByRole('button')
        .elements()
        .map((button) => button.textContent),
    ).toEqual(['Design Mac', 'Mac']);
    await expect.element(group.getByText('Chosen: Auto')).toBeVisible();
    await group.getByRole('button', { name: 'Design Mac' }).click();
    await expect.element(group.getByText('Chosen: 23')).toBeVisible();
  });

  it("starts on 'Auto' and offers only the allowed classes' roles without the reserved ids", async () => {
    const screen = await renderPicker(<DeviceRolePicker allowedClasses={WINDOWS} reservedIds={[22]} />);
    await expect.element(picker()).toHaveTextContent('Auto');
    await picker().click();
    const options = page.getByRole('option');
    await expect.element(options.first()).toHaveTextContent('Auto');
    expect(options.elements().map((option) => option.textContent)).toEqual([
      'Auto',
      'Domain Controller',
      'Kiosk',
      'Windows Server',
      'Windows Workstation',
    ]);
    await expectNoAxeViolations(screen.container, { ignoreAriakitFocusTraps: true, popupRole: 'listbox' });
  });

  it("goes back to 'Auto' when the chosen role's class becomes disallowed", async () => {
    const onValueChange = vi.fn();
    await renderPicker(<Installer onValueChange={onValueChange} />);
    await picker().click();
    await page.getByRole('option', { name: 'Kiosk' }).click();
    expect(onValueChange).toHaveBeenLastCalledWith(20);
    await expect.element(picker()).toHaveTextContent('Kiosk');
    await page.getByRole('button', { name: 'Mac installer' }).click();
    await expect.element(picker()).toHaveTextContent('Auto');
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    await picker().click();
    expect(
      page
        .getByRole('option')
        .elements()
        .map((option) => option.textContent),
    ).toEqual(['Auto', 'Design Mac', 'Mac']);
  });

  it('shows built-in class roles by their display names, as the server stores them (ANDROID)', async () => {
    const full = { view: true, update: true, create: true, delete: true, full: true };
    const role = (id: number, name: string, system: boolean) => ({
      id,
      name,
      description: null,
      nodeRoleParentId: 1,
      nodeClass: 'ANDROID',
      icon: null,
      system,
      permissions: full,
    });
    const screen = await renderPicker(<DeviceRolePicker allowedClasses={['ANDROID']} />, {
      routes: { 'GET /ws/noderole/list': [role(40, 'ANDROID', true), role(41, 'Kiosk tablets', false)] },
    });
    await picker().click();
    await expect.element(page.getByRole('option', { name: 'Android', exact: true })).toBeVisible();
    expect(
      page
        .getByRole('option')
        .elements()
        .map((option) => option.textContent),
    ).toEqual(['Auto', 'Android', 'Kiosk tablets']);
    await page.getByRole('option', { name: 'Android', exact: true }).click();
    await expect.element(picker()).toHaveTextContent('Android');
    await expectNoAxeViolations(screen.container);
  });

  it("shows 'Error loading Device Roles' when the roles fail to load", async () => {
    await renderPicker(<DeviceRolePicker allowedClasses={WINDOWS} />, {
      routes: { 'GET /ws/noderole/list': jsonResponse({ resultCode: 'INTERNAL_ERROR' }, 500) },
    });
    await expect.element(page.getByText('Error loading Device Roles')).toBeVisible();
  });
});
