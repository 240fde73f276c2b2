import { describe, expect, it } from 'vitest';
import { permissionSchema } from '../contract/entities/session';
import { PERMISSION_CATALOGUE, REMOTE_ACCESS_TOOLS, REMOTE_TOOLS, SYSTEM_PERMISSIONS } from './catalogue';
import { FEATURE_FLAGS } from './constants';
import { getUserInactivityTimeout, grantMatches } from './grants';
import { createPermissions } from './permissions';
import { session } from './test-fixtures';

describe('feature flags and generic checks', () => {
  it('reads feature flags from the session', () => {
    const can = createPermissions(session({ featureFlags: ['mdm', 'custom_snmp'] }));
    expect(can.hasFeature('mdm')).toBe(true);
    expect(can.hasFeature(FEATURE_FLAGS.customSnmp)).toBe(true);
    expect(can.hasFeature('ninja_psa')).toBe(false);
  });

  it('checks arbitrary grants with has()', () => {
    const can = createPermissions(session({ grants: [{ type: 'MDM', name: 'Update', entityId: 3 }] }));
    expect(can.has('MDM', 'Update')).toBe(true);
    expect(can.has('MDM', 'Update', { entityId: 3 })).toBe(true);
    expect(can.has('MDM', 'Update', { entityId: 4 })).toBe(false);
    expect(can.has('MDM', 'View')).toBe(false);
  });

  it('flags the super admin entry from ninjaAdmin', () => {
    expect(createPermissions(session({ ninjaAdmin: true })).canAccessSuperAdmin).toBe(true);
  });

  it('matches grant scopes field by field', () => {
    const g = permissionSchema.parse({ type: 'DEVICE', name: 'View', nodeClass: 'MAC' });
    expect(grantMatches(g, { nodeClass: 'MAC', entityId: 1 })).toBe(true);
    expect(grantMatches(g, { nodeClass: 'LINUX_SERVER' })).toBe(false);
    expect(grantMatches(g, {})).toBe(false);
  });

  it('defaults the inactivity timeout to 240 minutes', () => {
    expect(getUserInactivityTimeout(session())).toBe(240);
    expect(getUserInactivityTimeout(session({ content: { userInactivityTimeout: 30 } }))).toBe(30);
  });
});

describe('the permission catalogue', () => {
  it('lists every permission of 002 §6 once', () => {
    const keys = PERMISSION_CATALOGUE.map((p) => `${p.type}:${p.name}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const name of Object.values(SYSTEM_PERMISSIONS)) expect(keys).toContain(`SYSTEM:${name}`);
    for (const tool of REMOTE_ACCESS_TOOLS) expect(keys).toContain(`NODE:RemoteAccess.${tool}.Access`);
    for (const tool of REMOTE_TOOLS) expect(keys).toContain(`NODE:RemoteTools.${tool}.Access`);
    for (const type of ['DEVICE', 'POLICY', 'ORGANIZATION', 'SCRIPT_CATEGORY', 'SCHEDULED_TASK'])
      for (const name of ['View', 'Update', 'Create', 'Delete']) expect(keys).toContain(`${type}:${name}`);
    expect(keys).toContain('SCRIPT_CATEGORY:Run');
    for (const name of ['View', 'Create', 'Update', 'FullAccess']) expect(keys).toContain(`SEARCH:${name}`);
    expect(PERMISSION_CATALOGUE.filter((p) => p.source === '002 §6')).toHaveLength(27 + 10 + 4 * 5 + 1 + 4);
  });

  it('scopes device and node permissions by class and role, others by entity only', () => {
    for (const entry of PERMISSION_CATALOGUE) {
      if (entry.level === 'system') expect(entry.scopeFields).toEqual([]);
      else if (entry.type === 'DEVICE' || entry.type === 'NODE')
        expect(entry.scopeFields).toEqual(['entityId', 'nodeClass', 'nodeRoleId']);
      else expect(entry.scopeFields).toEqual(['entityId']);
    }
  });

  it('parses as permissions', () => {
    for (const { type, name } of PERMISSION_CATALOGUE)
      expect(permissionSchema.parse({ type, name }).name).toBe(name);
  });
});
