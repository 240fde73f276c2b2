import { describe, expect, it } from 'vitest';
import { isNmsRole, policyRolesFor } from './policy-roles';

describe('the Create policy roles (002 §3)', () => {
  it('offers the MDM roles only with MDM', () => {
    expect(policyRolesFor([])).toHaveLength(11);
    expect(policyRolesFor([])).not.toContain('APPLE_IOS');
    expect(policyRolesFor(['mdm']).slice(-3)).toEqual(['ANDROID', 'APPLE_IOS', 'APPLE_IPADOS']);
  });

  it('knows the NMS roles by their class', () => {
    expect(isNmsRole({ nodeClass: 'NMS_SWITCH' })).toBe(true);
    expect(isNmsRole({ nodeClass: 'WINDOWS_SERVER' })).toBe(false);
    expect(isNmsRole({ nodeClass: null })).toBe(false);
  });
});
