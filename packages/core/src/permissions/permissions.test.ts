import { type TestSessionOptions, testSessionInput } from '@console/testing/session';
import { describe, expect, it } from 'vitest';
import type { Session } from '../contract/entities/session';
import { permissionSchema, sessionSchema } from '../contract/entities/session';
import { PERMISSION_CATALOGUE, REMOTE_ACCESS_TOOLS, REMOTE_TOOLS, SYSTEM_PERMISSIONS } from './catalogue';
import { DIVISION_CONFIG, DIVISION_SETTINGS, FEATURE_FLAGS } from './constants';
import { createPermissions, getUserInactivityTimeout, grantMatches, type Permissions } from './permissions';

/** A session of user 1, parsed as the client would. */
const session = (options?: TestSessionOptions): Session => sessionSchema.parse(testSessionInput(options));

const booleanFlags = (p: Permissions) =>
  Object.entries(p).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean');

const windowsServer = { id: 10, nodeClass: 'WINDOWS_SERVER', nodeRoleId: 5, clientId: 1 };
const macInOrg2 = { id: 11, nodeClass: 'MAC', nodeRoleId: 7, clientId: 2 };
const script = (categoriesIds: number[], language = 'script') => ({ categoriesIds, language });

describe('given a sysadmin', () => {
  const can = createPermissions(session({ sysadmin: true, settings: { ticketingEnabled: true } }));

  it('grants every flag once every feature, setting and division config is switched on', () => {
    const everything = createPermissions(
      session({
        sysadmin: true,
        // The disable_* flags switch things off, so they stay off here.
        featureFlags: Object.values(FEATURE_FLAGS).filter((flag) => !flag.startsWith('disable_')),
        settings: Object.fromEntries(Object.values(DIVISION_SETTINGS).map((name) => [name, true])),
        divisionConfig: Object.values(DIVISION_CONFIG).map((name) => ({ name, enabled: true })),
      }),
    );
    const identity = new Set(['isEndUser', 'canAccessSuperAdmin']);
    for (const [name, value] of booleanFlags(everything)) {
      if (identity.has(name)) continue;
      expect(value, name).toBe(true);
    }
    expect(everything.isEndUser).toBe(false);
  });

  it('passes every per-entity check', () => {
    expect(can.canViewOrganization(99)).toBe(true);
    expect(can.canUpdateCustomers(99)).toBe(true);
    expect(can.canDeleteOrganization(99)).toBe(true);
    expect(can.canViewDevice(macInOrg2)).toBe(true);
    expect(can.canUpdateDevices(macInOrg2)).toBe(true);
    expect(can.canDeleteDevices(macInOrg2)).toBe(true);
    expect(can.canCreateDevice({ nodeClass: 'MAC', clientId: 2 })).toBe(true);
    expect(can.canReadPolicy(4)).toBe(true);
    expect(can.canUpdatePolicy({ id: 4, nodeClass: 'NMS' })).toBe(true);
    expect(can.canDeletePolicy(4)).toBe(true);
    expect(can.canReadScripts(script([1, 2]))).toBe(true);
    expect(can.canCreateScripts([])).toBe(true);
    expect(can.canRunScripts(script([]))).toBe(true);
    expect(can.nodeRoleAccess({ id: 5, nodeClass: 'WINDOWS_SERVER' })).toEqual({
      view: true,
      update: true,
      create: true,
      delete: true,
      full: true,
    });
    expect(can.has('MDM', 'Delete', { entityId: 8 })).toBe(true);
  });

  it('still obeys the script language rules', () => {
    expect(can.canDeleteScripts(script([1], 'native'))).toBe(false);
    expect(can.canCopyScript(script([1], 'native'))).toBe(false);
    expect(can.canCopyScript(script([1], 'binary_install'))).toBe(false);
    expect(can.canCopyScript(script([1], 'binary_run'))).toBe(false);
    expect(can.canCopyScript(script([1], 'file_transfer'))).toBe(true);
    expect(can.canDeleteScripts(script([1], 'binary_install'))).toBe(true);
    expect(can.canEditScript(script([1], 'native'))).toBe(true);
  });

  it('is still gated by feature flags', () => {
    expect(can.canManageNodeCache).toBe(false);
    expect(can.canManageDynamicPolicies).toBe(false);
    expect(can.canConfigureNinjaConnect).toBe(false);
    const flagged = createPermissions(
      session({
        sysadmin: true,
        featureFlags: [FEATURE_FLAGS.nodeCaching, FEATURE_FLAGS.dynamicPolicy, FEATURE_FLAGS.ninjaControl],
      }),
    );
    expect(flagged.canManageNodeCache).toBe(true);
    expect(flagged.canManageDynamicPolicies).toBe(true);
    expect(flagged.canConfigureNinjaConnect).toBe(true);
  });

  it('loses remote tools switched off by the disable_remote_tools_* flags', () => {
    const disabled = createPermissions(
      session({
        sysadmin: true,
        featureFlags: [
          FEATURE_FLAGS.disableRemoteToolsRegistry,
          FEATURE_FLAGS.disableRemoteToolsFileBrowser,
          FEATURE_FLAGS.disableRemoteToolsCommandPrompt,
        ],
      }),
    );
    expect(disabled.canUseRemoteToolsRemoteRegistry).toBe(false);
    expect(disabled.canUseRemoteToolsFileExplorer).toBe(false);
    expect(disabled.canUseRemoteToolsCommandLine).toBe(false);
    expect(disabled.canUseRemoteToolsTaskManager).toBe(true);
    expect(disabled.canUseRemoteToolsServicesManager).toBe(true);
    expect(disabled.canUseRemoteTools).toBe(true);
    expect(disabled.canUseRemoteTool(windowsServer, 'CommandLine')).toBe(false);
    expect(disabled.canUseRemoteTool(windowsServer, 'TaskManager')).toBe(true);
  });

  it('needs the ticketing setting for ticketing', () => {
    const off = createPermissions(session({ sysadmin: true }));
    expect(off.isTicketingEnabled).toBe(false);
    expect(off.canViewTicketing).toBe(false);
    expect(off.canCreateTickets).toBe(false);
    expect(off.canAdministerTicketing).toBe(false);
    expect(can.canViewTicketing && can.canCreateTickets && can.canDeleteTickets).toBe(true);
  });

  it('needs the division configuration for remote access tools', () => {
    expect(can.isRemoteAccessEnabled('Splashtop')).toBe(false);
    expect(can.canUseRemoteAccess(windowsServer, 'Splashtop')).toBe(false);
    expect(can.canUseRemoteAccess(windowsServer, 'RDP')).toBe(true);
    expect(can.canUseRemoteAccess(windowsServer, 'Connectwise')).toBe(true);
  });
});

describe('given a technician with no grants', () => {
  const can = createPermissions(session({ settings: { ticketingEnabled: true } }));

  it('grants no flag at all', () => {
    for (const [name, value] of booleanFlags(can)) {
      if (name === 'isTechnician' || name === 'isTicketingEnabled') continue;
      expect(value, name).toBe(false);
    }
  });

  it('refuses every per-entity check', () => {
    expect(can.canViewOrganization(1)).toBe(false);
    expect(can.canUpdateCustomers(1)).toBe(false);
    expect(can.canDeleteOrganization(1)).toBe(false);
    expect(can.canViewDevice(windowsServer)).toBe(false);
    expect(can.canUpdateDevices(windowsServer)).toBe(false);
    expect(can.canDeleteDevices(windowsServer)).toBe(false);
    expect(can.canCreateDevice({ nodeClass: 'MAC' })).toBe(false);
    expect(can.canReadPolicy(1)).toBe(false);
    expect(can.canUpdatePolicy(1)).toBe(false);
    expect(can.canDeletePolicy(1)).toBe(false);
    expect(can.canReadScripts(script([1]))).toBe(false);
    expect(can.canEditScript(script([1]))).toBe(false);
    expect(can.canUpdateScripts(script([1]))).toBe(false);
    expect(can.canCreateScripts([1])).toBe(false);
    expect(can.canDeleteScripts(script([1]))).toBe(false);
    expect(can.canCopyScript(script([1]))).toBe(false);
    expect(can.canRunScripts(script([1]))).toBe(false);
    expect(can.canUseRemoteTool(windowsServer, 'TaskManager')).toBe(false);
    expect(can.canUseRemoteAccess(windowsServer, 'RDP')).toBe(false);
    expect(can.nodeRoleAccess({ id: 5, nodeClass: 'WINDOWS_SERVER' }).view).toBe(false);
    expect(can.canConfigurePsaConnector('psa_connectwise')).toBe(false);
  });
});

describe('given an end user', () => {
  it('ignores sysadmin and grants: end users are not technicians', () => {
    const can = createPermissions(
      session({
        userType: 'END_USER',
        sysadmin: true,
        grants: [{ type: 'ORGANIZATION', name: 'View' }],
        content: { permissions: { ticketCrud: ['READ', 'CREATE', 'UPDATE'] }, runOnlyScriptCategories: [1] },
        settings: { ticketingEnabled: true },
      }),
    );
    expect(can.isEndUser).toBe(true);
    expect(can.isSysadmin).toBe(false);
    expect(can.canViewAtLeastOneOrganization).toBe(false);
    expect(can.canViewOrganization(1)).toBe(false);
    expect(can.canViewTicketing).toBe(false);
    expect(can.canRunAtLeastOneAdhocScript).toBe(false);
  });
});

describe('system-level grants', () => {
  const cases: [keyof Permissions, string[]][] = [
    ['canConfigureSystemActivities', [SYSTEM_PERMISSIONS.activitiesConfigure]],
    ['canCRUDEndUserSharing', [SYSTEM_PERMISSIONS.endUserSharing]],
    ['canManageReports', [SYSTEM_PERMISSIONS.reportsFullAccess]],
    ['canViewReportSchedules', [SYSTEM_PERMISSIONS.reportsViewSchedule]],
    ['canClaimReportSchedules', [SYSTEM_PERMISSIONS.reportsViewClaimSchedule]],
    ['canAccessActiveDirectoryManagement', [SYSTEM_PERMISSIONS.activeDirectoryManagement]],
    ['canAccessActiveDirectoryDiscovery', [SYSTEM_PERMISSIONS.activeDirectoryDiscovery]],
    ['canConfigurePsa', [SYSTEM_PERMISSIONS.psaConfigure]],
    ['canConfigureCloudberry', [SYSTEM_PERMISSIONS.cloudberryConfigure]],
    ['canConfigureConnectWiseControl', [SYSTEM_PERMISSIONS.connectwiseConfigure]],
    ['canConfigureTeamViewer', [SYSTEM_PERMISSIONS.teamViewerConfigure]],
    ['canConfigureSplashtop', [SYSTEM_PERMISSIONS.splashtopConfigure]],
    ['canUseNinjaConnectBackgroundMode', [SYSTEM_PERMISSIONS.ninjaConnectBackgroundMode]],
    ['canConfigureQuickConnect', [SYSTEM_PERMISSIONS.quickConnectConfigure]],
    ['canConfigureMicrosoftIntune', [SYSTEM_PERMISSIONS.microsoftIntuneConfigure]],
    ['canConfigureGravityZone', [SYSTEM_PERMISSIONS.gravityZone]],
    ['canScanWithGravityZone', [SYSTEM_PERMISSIONS.gravityZoneScan]],
    ['canConfigureSentinelOne', [SYSTEM_PERMISSIONS.sentinelOne]],
    ['canConfigureCrowdStrike', [SYSTEM_PERMISSIONS.crowdStrike]],
    ['canAccessRemoteSupport', [SYSTEM_PERMISSIONS.remoteSupport]],
    ['canEditMaintenanceMode', [SYSTEM_PERMISSIONS.maintenanceModeEditor]],
    ['canUninstallSoftware', [SYSTEM_PERMISSIONS.uninstallSoftware]],
    ['canUninstallPatches', [SYSTEM_PERMISSIONS.uninstallPatch]],
    ['canViewBackupData', [SYSTEM_PERMISSIONS.backupView]],
    ['canRestoreBackupData', [SYSTEM_PERMISSIONS.backupRestore]],
    ['canManageBackupData', [SYSTEM_PERMISSIONS.backupManage]],
    ['canViewAndManageBackupData', [SYSTEM_PERMISSIONS.backupView, SYSTEM_PERMISSIONS.backupManage]],
  ];

  it.each(cases)('%s needs exactly %j', (flag, names) => {
    const granted = createPermissions(session({ grants: names.map((name) => ({ type: 'SYSTEM', name })) }));
    expect(granted[flag]).toBe(true);
    for (const missing of names) {
      const partial = createPermissions(
        session({ grants: names.filter((n) => n !== missing).map((name) => ({ type: 'SYSTEM', name })) }),
      );
      expect(partial[flag], `without ${missing}`).toBe(false);
    }
    // The same name under another type does not count.
    const wrongType = createPermissions(session({ grants: names.map((name) => ({ type: 'NODE', name })) }));
    expect(wrongType[flag]).toBe(false);
  });

  it('lets Reports.FullAccess stand in for the schedule permissions', () => {
    const can = createPermissions(
      session({ grants: [{ type: 'SYSTEM', name: SYSTEM_PERMISSIONS.reportsFullAccess }] }),
    );
    expect(can.canViewReportSchedules && can.canClaimReportSchedules).toBe(true);
    const schedule = createPermissions(
      session({ grants: [{ type: 'SYSTEM', name: SYSTEM_PERMISSIONS.reportsViewSchedule }] }),
    );
    expect(schedule.canManageReports).toBe(false);
  });

  it('keeps sysadmin-only flags for sysadmins even with every grant', () => {
    const can = createPermissions(
      session({ grants: PERMISSION_CATALOGUE.map(({ type, name }) => ({ type, name })) }),
    );
    expect(can.canCreateUsers).toBe(false);
    expect(can.canConfigureBranding).toBe(false);
    expect(can.canConfigureUserAuthentication).toBe(false);
    expect(can.canShareGroups).toBe(false);
    expect(can.canConfigureITGlue).toBe(false);
    expect(can.canConfigureGeneralSettings).toBe(false);
    expect(can.canManageTechnicianRoles).toBe(false);
    expect(can.canManageDeviceRoles).toBe(false);
    expect(can.canManageNodeCache).toBe(false);
    expect(can.canManageDynamicPolicies).toBe(false);
    // ...while the grantable ones are all on.
    expect(can.canConfigureSystemActivities && can.canCreateDevices && can.canUseRemoteTools).toBe(true);
  });

  it('gates canConfigureNinjaConnect on the ninja_control flag', () => {
    const grants = [{ type: 'SYSTEM' as const, name: SYSTEM_PERMISSIONS.ninjaConnectConfigure }];
    expect(createPermissions(session({ grants })).canConfigureNinjaConnect).toBe(false);
    expect(
      createPermissions(session({ grants, featureFlags: [FEATURE_FLAGS.ninjaControl] }))
        .canConfigureNinjaConnect,
    ).toBe(true);
  });

  it('gates PSA connectors on canConfigurePsa and the connector flag', () => {
    const grants = [{ type: 'SYSTEM' as const, name: SYSTEM_PERMISSIONS.psaConfigure }];
    const can = createPermissions(session({ grants, featureFlags: ['psa_connectwise'] }));
    expect(can.canConfigurePsaConnector('psa_connectwise')).toBe(true);
    expect(can.canConfigurePsaConnector('psa_autotask')).toBe(false);
    const noPermission = createPermissions(session({ featureFlags: ['psa_connectwise'] }));
    expect(noPermission.canConfigurePsaConnector('psa_connectwise')).toBe(false);
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

describe('scheduled tasks and groups', () => {
  it('maps SCHEDULED_TASK grants', () => {
    const can = createPermissions(
      session({
        grants: [
          { type: 'SCHEDULED_TASK', name: 'View' },
          { type: 'SCHEDULED_TASK', name: 'Create' },
        ],
      }),
    );
    expect(can.canViewScheduledTasks).toBe(true);
    expect(can.canCreateScheduledTasks).toBe(true);
    expect(can.canUpdateScheduledTasks).toBe(false);
    expect(can.canDeleteScheduledTasks).toBe(false);
  });

  it('lets Search.FullAccess stand in for every group permission', () => {
    const full = createPermissions(session({ grants: [{ type: 'SEARCH', name: 'FullAccess' }] }));
    expect([full.canViewGroups, full.canCreateGroups, full.canUpdateGroups, full.canDeleteGroups]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(full.canShareGroups).toBe(false);
    const view = createPermissions(session({ grants: [{ type: 'SEARCH', name: 'View' }] }));
    expect([view.canViewGroups, view.canCreateGroups, view.canUpdateGroups, view.canDeleteGroups]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('ticketing', () => {
  const crud = (ticketCrud: ('READ' | 'CREATE' | 'UPDATE' | 'DELETE')[], enabled = true) =>
    createPermissions(
      session({ content: { permissions: { ticketCrud } }, settings: { ticketingEnabled: enabled } }),
    );

  it('needs READ, CREATE and UPDATE and the ticketing setting', () => {
    expect(crud(['READ', 'CREATE', 'UPDATE']).canViewTicketing).toBe(true);
    expect(crud(['READ', 'CREATE', 'UPDATE']).canCreateTickets).toBe(true);
    expect(crud(['READ', 'CREATE']).canViewTicketing).toBe(false);
    expect(crud(['READ', 'UPDATE']).canCreateTickets).toBe(false);
    expect(crud(['READ', 'CREATE', 'UPDATE'], false).canCreateTickets).toBe(false);
  });

  it('needs DELETE as well to delete', () => {
    expect(crud(['READ', 'CREATE', 'UPDATE']).canDeleteTickets).toBe(false);
    expect(crud(['READ', 'CREATE', 'UPDATE', 'DELETE']).canDeleteTickets).toBe(true);
    expect(crud(['DELETE']).canDeleteTickets).toBe(false);
  });

  it('needs the ticketing administration permission to administer', () => {
    const can = createPermissions(
      session({
        grants: [{ type: 'TICKETING', name: 'Administration.Access' }],
        settings: { ticketingEnabled: true },
      }),
    );
    expect(can.canAdministerTicketing).toBe(true);
    expect(crud(['READ', 'CREATE', 'UPDATE']).canAdministerTicketing).toBe(false);
  });
});

describe('remote tools', () => {
  const orgView = { type: 'ORGANIZATION', name: 'View' } as const;
  const deviceView = { type: 'DEVICE', name: 'View' } as const;

  it.each(REMOTE_TOOLS)('maps RemoteTools.%s.Access to its flag', (tool) => {
    const can = createPermissions(
      session({ grants: [{ type: 'NODE', name: `RemoteTools.${tool}.Access` }] }),
    );
    const flag = `canUseRemoteTools${tool}` as keyof Permissions;
    expect(can[flag]).toBe(true);
    expect(can.canUseRemoteTools).toBe(true);
    for (const other of REMOTE_TOOLS.filter((t) => t !== tool)) {
      expect(can[`canUseRemoteTools${other}` as keyof Permissions], other).toBe(false);
    }
  });

  it('honours each disable_remote_tools_* flag', () => {
    const grants = REMOTE_TOOLS.map((tool) => ({
      type: 'NODE' as const,
      name: `RemoteTools.${tool}.Access`,
    }));
    const only = (flag: string) => createPermissions(session({ grants, featureFlags: [flag] }));
    expect(only(FEATURE_FLAGS.disableRemoteToolsRegistry).canUseRemoteToolsRemoteRegistry).toBe(false);
    expect(only(FEATURE_FLAGS.disableRemoteToolsRegistry).canUseRemoteToolsFileExplorer).toBe(true);
    expect(only(FEATURE_FLAGS.disableRemoteToolsFileBrowser).canUseRemoteToolsFileExplorer).toBe(false);
    expect(only(FEATURE_FLAGS.disableRemoteToolsCommandPrompt).canUseRemoteToolsCommandLine).toBe(false);
    expect(only(FEATURE_FLAGS.disableRemoteToolsCommandPrompt).canUseRemoteToolsRemoteRegistry).toBe(true);
    const onlyCommandLine = createPermissions(
      session({
        grants: [{ type: 'NODE', name: 'RemoteTools.CommandLine.Access' }],
        featureFlags: [FEATURE_FLAGS.disableRemoteToolsCommandPrompt],
      }),
    );
    expect(onlyCommandLine.canUseRemoteTools).toBe(false);
  });

  it('scopes a remote tool to matching, visible devices', () => {
    const can = createPermissions(
      session({
        grants: [
          orgView,
          deviceView,
          { type: 'NODE', name: 'RemoteTools.TaskManager.Access', nodeClass: 'WINDOWS_SERVER' },
        ],
      }),
    );
    expect(can.canUseRemoteTool(windowsServer, 'TaskManager')).toBe(true);
    expect(can.canUseRemoteTool(macInOrg2, 'TaskManager')).toBe(false);
    expect(can.canUseRemoteTool(windowsServer, 'FileExplorer')).toBe(false);
    const invisible = createPermissions(
      session({ grants: [{ type: 'NODE', name: 'RemoteTools.TaskManager.Access' }] }),
    );
    expect(invisible.canUseRemoteToolsTaskManager).toBe(true);
    expect(invisible.canUseRemoteTool(windowsServer, 'TaskManager')).toBe(false);
  });
});

describe('remote access and division configuration', () => {
  const grants = [
    { type: 'ORGANIZATION' as const, name: 'View' },
    { type: 'DEVICE' as const, name: 'View' },
    ...REMOTE_ACCESS_TOOLS.map((tool) => ({ type: 'NODE' as const, name: `RemoteAccess.${tool}.Access` })),
  ];
  const config = (...names: string[]) => names.map((name) => ({ name, enabled: true }));

  it('needs the division config for the own tool, and the feature flag too for Splashtop and TeamViewer', () => {
    const none = createPermissions(session({ grants }));
    expect(none.isRemoteAccessEnabled('NinjaConnect')).toBe(false);
    expect(none.isRemoteAccessEnabled('Splashtop')).toBe(false);
    expect(none.isRemoteAccessEnabled('TeamViewer')).toBe(false);
    expect(none.isRemoteAccessEnabled('RDP')).toBe(true);
    expect(none.isRemoteAccessEnabled('Connectwise')).toBe(true);

    const configOnly = createPermissions(
      session({
        grants,
        divisionConfig: config(
          DIVISION_CONFIG.ninjaControl,
          DIVISION_CONFIG.splashtop,
          DIVISION_CONFIG.teamViewer,
        ),
      }),
    );
    expect(configOnly.isRemoteAccessEnabled('NinjaConnect')).toBe(true);
    expect(configOnly.canUseRemoteAccess(windowsServer, 'NinjaConnect')).toBe(true);
    expect(configOnly.isRemoteAccessEnabled('Splashtop')).toBe(false);
    expect(configOnly.isRemoteAccessEnabled('TeamViewer')).toBe(false);

    const both = createPermissions(
      session({
        grants,
        divisionConfig: config(DIVISION_CONFIG.splashtop, DIVISION_CONFIG.teamViewer),
        featureFlags: [FEATURE_FLAGS.splashtop, FEATURE_FLAGS.teamViewer],
      }),
    );
    expect(both.canUseRemoteAccess(windowsServer, 'Splashtop')).toBe(true);
    expect(both.canUseRemoteAccess(windowsServer, 'TeamViewer')).toBe(true);
  });

  it('treats a disabled entry as off', () => {
    const can = createPermissions(
      session({ grants, divisionConfig: [{ name: DIVISION_CONFIG.ninjaControl, enabled: false }] }),
    );
    expect(can.isDivisionConfigEnabled(DIVISION_CONFIG.ninjaControl)).toBe(false);
    expect(can.isDivisionConfigEnabled('UNKNOWN')).toBe(false);
    expect(can.canUseRemoteAccess(windowsServer, 'NinjaConnect')).toBe(false);
  });

  it('needs the node-level grant for the device', () => {
    const can = createPermissions(
      session({
        grants: [
          { type: 'ORGANIZATION', name: 'View' },
          { type: 'DEVICE', name: 'View' },
          { type: 'NODE', name: 'RemoteAccess.RDP.Access', nodeRoleId: 7 },
        ],
      }),
    );
    expect(can.canUseRemoteAccess(macInOrg2, 'RDP')).toBe(true);
    expect(can.canUseRemoteAccess(windowsServer, 'RDP')).toBe(false);
    expect(can.canUseRemoteAccess(macInOrg2, 'Connectwise')).toBe(false);
  });
});

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
