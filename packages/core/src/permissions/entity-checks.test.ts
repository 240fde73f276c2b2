import { describe, expect, it } from 'vitest';
import { SYSTEM_PERMISSIONS } from './catalogue';
import { createPermissions } from './permissions';
import { macInOrg2, script, session, windowsServer } from './test-fixtures';

describe('users', () => {
  const technician = { id: 2, userType: 'TECHNICIAN' as const, clientId: null };
  const endUserOf = (clientId: number | null) => ({ id: 3, userType: 'END_USER' as const, clientId });

  it('lets everyone see themselves', () => {
    const endUser = createPermissions(session({ userType: 'END_USER' }));
    expect(endUser.canViewUser({ id: 1, userType: 'END_USER', clientId: 4 })).toBe(true);
    expect(endUser.canViewUser(technician)).toBe(false);
    expect(endUser.canViewUser(endUserOf(4))).toBe(false);
  });

  it('shows technicians to every technician and end users only with end-user sharing', () => {
    const plain = createPermissions(session());
    expect(plain.canViewUser(technician)).toBe(true);
    expect(plain.canViewUser(endUserOf(1))).toBe(false);
    const sharing = createPermissions(
      session({
        grants: [
          { type: 'SYSTEM', name: SYSTEM_PERMISSIONS.endUserSharing },
          { type: 'ORGANIZATION', name: 'View', entityId: 1 },
        ],
      }),
    );
    expect(sharing.canViewUser(endUserOf(1))).toBe(true);
    expect(sharing.canViewUser(endUserOf(2))).toBe(false);
    expect(sharing.canViewUser(endUserOf(null))).toBe(true);
    expect(createPermissions(session({ sysadmin: true })).canViewUser(endUserOf(2))).toBe(true);
  });
});

describe('organizations', () => {
  const can = createPermissions(
    session({
      grants: [
        { type: 'ORGANIZATION', name: 'View', entityId: 1 },
        { type: 'ORGANIZATION', name: 'View', entityId: 2 },
        { type: 'ORGANIZATION', name: 'Update', entityId: 1 },
        { type: 'ORGANIZATION', name: 'Delete', entityId: 3 },
      ],
    }),
  );

  it('scopes view, update and delete to the granted organizations', () => {
    expect(can.canViewAtLeastOneOrganization).toBe(true);
    expect(can.canViewOrganization(1)).toBe(true);
    expect(can.canViewOrganization(2)).toBe(true);
    expect(can.canViewOrganization(3)).toBe(false);
    expect(can.canUpdateCustomers(1)).toBe(true);
    expect(can.canUpdateCustomers(2)).toBe(false);
  });

  it('needs view for update and delete', () => {
    expect(can.canDeleteOrganization(3)).toBe(false);
    const withView = createPermissions(
      session({
        grants: [
          { type: 'ORGANIZATION', name: 'View' },
          { type: 'ORGANIZATION', name: 'Delete', entityId: 3 },
        ],
      }),
    );
    expect(withView.canDeleteOrganization(3)).toBe(true);
    expect(withView.canDeleteOrganization(4)).toBe(false);
  });

  it('creates organizations with any Create grant', () => {
    expect(can.canCreateCustomers).toBe(false);
    expect(
      createPermissions(session({ grants: [{ type: 'ORGANIZATION', name: 'Create' }] })).canCreateCustomers,
    ).toBe(true);
  });
});

describe('devices', () => {
  const orgView = { type: 'ORGANIZATION', name: 'View', entityId: 1 } as const;

  it('scopes device permissions by node class', () => {
    const can = createPermissions(
      session({
        grants: [
          { type: 'ORGANIZATION', name: 'View' },
          { type: 'DEVICE', name: 'View', nodeClass: 'WINDOWS_SERVER' },
          { type: 'DEVICE', name: 'Update', nodeClass: 'WINDOWS_SERVER' },
        ],
      }),
    );
    expect(can.canViewDevice(windowsServer)).toBe(true);
    expect(can.canUpdateDevices(windowsServer)).toBe(true);
    expect(can.canDeleteDevices(windowsServer)).toBe(false);
    expect(can.canViewDevice(macInOrg2)).toBe(false);
    expect(can.canViewAtLeastOneDevice).toBe(true);
  });

  it('scopes device permissions by node role', () => {
    const can = createPermissions(
      session({
        grants: [
          orgView,
          { type: 'DEVICE', name: 'View', nodeRoleId: 5 },
          { type: 'DEVICE', name: 'Delete', nodeClass: 'WINDOWS_SERVER', nodeRoleId: 5 },
        ],
      }),
    );
    expect(can.canViewDevice(windowsServer)).toBe(true);
    expect(can.canDeleteDevices(windowsServer)).toBe(true);
    expect(can.canViewDevice({ ...windowsServer, nodeRoleId: 6 })).toBe(false);
    expect(can.canViewDevice({ ...windowsServer, nodeRoleId: null })).toBe(false);
    expect(can.canDeleteDevices({ ...windowsServer, nodeClass: 'WINDOWS_WORKSTATION' })).toBe(false);
  });

  it('scopes a grant with an entity id to that one device', () => {
    const can = createPermissions(
      session({ grants: [orgView, { type: 'DEVICE', name: 'View', entityId: 10 }] }),
    );
    expect(can.canViewDevice(windowsServer)).toBe(true);
    expect(can.canViewDevice({ ...windowsServer, id: 12 })).toBe(false);
    expect(can.nodeRoleAccess({ id: 5, nodeClass: 'WINDOWS_SERVER' }).view).toBe(false);
  });

  it("hides devices of organizations the user can't view", () => {
    const can = createPermissions(session({ grants: [orgView, { type: 'DEVICE', name: 'View' }] }));
    expect(can.canViewDevice(windowsServer)).toBe(true);
    expect(can.canViewDevice({ ...windowsServer, clientId: 2 })).toBe(false);
    expect(can.canViewDevice({ id: 1, nodeClass: 'MAC' })).toBe(true);
  });

  it('needs view for update and delete', () => {
    const can = createPermissions(
      session({
        grants: [orgView, { type: 'DEVICE', name: 'Update' }, { type: 'DEVICE', name: 'Delete' }],
      }),
    );
    expect(can.canUpdateDevices(windowsServer)).toBe(false);
    expect(can.canDeleteDevices(windowsServer)).toBe(false);
  });

  it('creates devices per class and role, not per device', () => {
    const can = createPermissions(
      session({
        grants: [
          orgView,
          { type: 'DEVICE', name: 'Create', nodeClass: 'MAC' },
          { type: 'DEVICE', name: 'Create', entityId: 10 },
        ],
      }),
    );
    expect(can.canCreateDevices).toBe(true);
    expect(can.canCreateDevice({ nodeClass: 'MAC', clientId: 1 })).toBe(true);
    expect(can.canCreateDevice({ nodeClass: 'MAC', clientId: 2 })).toBe(false);
    expect(can.canCreateDevice({ nodeClass: 'WINDOWS_SERVER', nodeRoleId: 5 })).toBe(false);
  });

  it('computes role access, full only with all four', () => {
    const role = { id: 5, nodeClass: 'WINDOWS_SERVER' };
    const partial = createPermissions(
      session({
        grants: ['View', 'Update', 'Create'].map((name) => ({ type: 'DEVICE', name, nodeRoleId: 5 })),
      }),
    );
    expect(partial.nodeRoleAccess(role)).toEqual({
      view: true,
      update: true,
      create: true,
      delete: false,
      full: false,
    });
    const full = createPermissions(
      session({
        grants: ['View', 'Update', 'Create', 'Delete'].map((name) => ({
          type: 'DEVICE',
          name,
          nodeClass: 'WINDOWS_SERVER',
        })),
      }),
    );
    expect(full.nodeRoleAccess(role).full).toBe(true);
    expect(full.nodeRoleAccess({ id: 5, nodeClass: 'MAC' }).full).toBe(false);
  });
});

describe('policies', () => {
  const can = createPermissions(
    session({
      grants: [
        { type: 'POLICY', name: 'View' },
        { type: 'POLICY', name: 'Update', entityId: 4 },
        { type: 'POLICY', name: 'Delete', nodeClass: 'NMS' },
        { type: 'POLICY', name: 'Create' },
      ],
    }),
  );

  it('checks each policy by id and node class', () => {
    expect(can.canReadAtLeastOnePolicy).toBe(true);
    expect(can.canCreatePolicies).toBe(true);
    expect(can.canReadPolicy(9)).toBe(true);
    expect(can.canUpdatePolicy(4)).toBe(true);
    expect(can.canUpdatePolicy(5)).toBe(false);
    expect(can.canDeletePolicy({ id: 5, nodeClass: 'NMS' })).toBe(true);
    expect(can.canDeletePolicy({ id: 5, nodeClass: 'MAC' })).toBe(false);
    expect(can.canDeletePolicy(5)).toBe(false);
  });

  it('needs view for update', () => {
    const noView = createPermissions(session({ grants: [{ type: 'POLICY', name: 'Update' }] }));
    expect(noView.canUpdatePolicy(4)).toBe(false);
    expect(noView.canReadAtLeastOnePolicy).toBe(false);
  });
});

describe('automation library', () => {
  const can = createPermissions(
    session({
      grants: [
        { type: 'SCRIPT_CATEGORY', name: 'View', entityId: 1 },
        { type: 'SCRIPT_CATEGORY', name: 'View', entityId: 2 },
        { type: 'SCRIPT_CATEGORY', name: 'Create', entityId: 1 },
        { type: 'SCRIPT_CATEGORY', name: 'Update', entityId: 1 },
        { type: 'SCRIPT_CATEGORY', name: 'Delete', entityId: 1 },
        { type: 'SCRIPT_CATEGORY', name: 'Run', entityId: 2 },
      ],
    }),
  );

  it('reads a script through any of its categories', () => {
    expect(can.canReadAtLeastOneScript).toBe(true);
    expect(can.canReadScripts(script([1]))).toBe(true);
    expect(can.canReadScripts(script([3, 2]))).toBe(true);
    expect(can.canReadScripts(script([3]))).toBe(false);
    expect(can.canReadScripts(script([]))).toBe(false);
  });

  it('edits with read only', () => {
    expect(can.canEditScript(script([2]))).toBe(true);
    expect(can.canUpdateScripts(script([2]))).toBe(false);
    expect(can.canUpdateScripts(script([1]))).toBe(true);
  });

  it('creates, updates and deletes only when every category allows it', () => {
    expect(can.canCreateAtLeastOneScript).toBe(true);
    expect(can.canCreateScripts([1])).toBe(true);
    expect(can.canCreateScripts([1, 2])).toBe(false);
    expect(can.canCreateScripts([])).toBe(false);
    expect(can.canDeleteScripts(script([1]))).toBe(true);
    expect(can.canDeleteScripts(script([1, 2]))).toBe(false);
    expect(can.canUpdateScripts(script([1, 2]))).toBe(false);
  });

  it('never deletes or copies native scripts, never copies binary install and run', () => {
    expect(can.canDeleteScripts(script([1], 'native'))).toBe(false);
    expect(can.canCopyScript(script([1], 'native'))).toBe(false);
    expect(can.canCopyScript(script([1], 'binary_install'))).toBe(false);
    expect(can.canCopyScript(script([1], 'binary_run'))).toBe(false);
    expect(can.canCopyScript(script([1], 'script'))).toBe(true);
    expect(can.canCopyScript(script([2], 'script'))).toBe(false);
  });

  it('runs scripts by category, including run-only categories', () => {
    expect(can.canRunAtLeastOneAdhocScript).toBe(true);
    expect(can.canRunScripts(script([2]))).toBe(true);
    expect(can.canRunScripts(script([1]))).toBe(false);
    const runOnly = createPermissions(session({ content: { runOnlyScriptCategories: [7] } }));
    expect(runOnly.canRunAtLeastOneAdhocScript).toBe(true);
    expect(runOnly.canRunScripts(script([7]))).toBe(true);
    expect(runOnly.canRunScripts(script([7, 8]))).toBe(false);
    expect(runOnly.canReadScripts(script([7]))).toBe(false);
  });

  it('covers scripts without categories only with all-category grants', () => {
    const all = createPermissions(
      session({ grants: ['View', 'Create', 'Run'].map((name) => ({ type: 'SCRIPT_CATEGORY', name })) }),
    );
    expect(all.canReadScripts(script([]))).toBe(true);
    expect(all.canCreateScripts([])).toBe(true);
    expect(all.canRunScripts(script([]))).toBe(true);
    expect(all.canReadScripts(script([42]))).toBe(true);
  });
});
