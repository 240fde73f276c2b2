import { createTranslator, nodeClasses } from '@console/core';
import { describe, expect, it } from 'vitest';
import { pickerRoles } from '../fixtures';
import { deviceRoleChoices, keepsRole, nodeRoleLabel } from './device-role-options';

describe('deviceRoleChoices', () => {
  it('offers only roles of the allowed classes, without the reserved ids and the roots, by name', () => {
    const names = deviceRoleChoices(pickerRoles, ['WINDOWS_WORKSTATION', 'WINDOWS_SERVER'], [22]).map(
      (role) => role.name,
    );
    expect(names).toEqual(['Domain Controller', 'Kiosk', 'Windows Server', 'Windows Workstation']);
  });

  it('offers nothing for no allowed class', () => {
    expect(deviceRoleChoices(pickerRoles, [])).toEqual([]);
  });
});

describe('keepsRole', () => {
  it("keeps 'Auto' and a still allowed role, drops one whose class became disallowed or reserved", () => {
    expect(keepsRole(null, pickerRoles, [])).toBe(true);
    expect(keepsRole(20, pickerRoles, ['WINDOWS_WORKSTATION'])).toBe(true);
    expect(keepsRole(20, pickerRoles, ['MAC'])).toBe(false);
    expect(keepsRole(20, pickerRoles, ['WINDOWS_WORKSTATION'], [20])).toBe(false);
    // Roles not loaded yet: nothing to decide.
    expect(keepsRole(20, undefined, ['MAC'])).toBe(true);
  });
});

describe('nodeRoleLabel', () => {
  const t = createTranslator();
  it('shows a built-in class role by its class display name, never the stored NMS_SWITCH', () => {
    expect(nodeRoleLabel({ name: 'NMS_SWITCH', nodeClass: 'NMS_SWITCH', system: true }, t)).toBe('Switch');
    expect(nodeRoleLabel({ name: 'ANDROID', nodeClass: 'ANDROID', system: true }, t)).toBe('Android');
    expect(nodeRoleLabel({ name: 'NMS_WAP', nodeClass: 'NMS_WAP', system: true }, t)).toBe(
      'Wireless access point',
    );
  });

  it('shows the roots by their names and a role a user named by that name', () => {
    expect(nodeRoleLabel({ name: 'MANAGED_DEVICE', nodeClass: null, system: true }, t)).toBe(
      'Managed devices',
    );
    expect(nodeRoleLabel({ name: 'UNMANAGED_DEVICE', nodeClass: null, system: true }, t)).toBe(
      'Unmanaged device',
    );
    expect(nodeRoleLabel({ name: 'Core switches', nodeClass: 'NMS_SWITCH', system: false }, t)).toBe(
      'Core switches',
    );
    // A custom role a user happened to name like a class keeps that name.
    expect(nodeRoleLabel({ name: 'NMS_SWITCH', nodeClass: 'NMS_SWITCH', system: false }, t)).toBe(
      'NMS_SWITCH',
    );
  });

  it('has a display name for every node class', () => {
    for (const nodeClass of nodeClasses) {
      expect(nodeRoleLabel({ name: nodeClass, nodeClass, system: true }, t), nodeClass).not.toMatch(
        /pickers\.|_/,
      );
    }
  });
});
