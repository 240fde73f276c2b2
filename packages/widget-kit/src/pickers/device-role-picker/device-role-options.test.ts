import { describe, expect, it } from 'vitest';
import { pickerRoles } from '../fixtures';
import { deviceRoleChoices, keepsRole } from './device-role-options';

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
