import { describe, expect, it } from 'vitest';
import { PERMISSION_CATALOGUE, SYSTEM_PERMISSIONS } from './catalogue';
import { FEATURE_FLAGS } from './constants';
import { createPermissions } from './permissions';
import { session } from './test-fixtures';
import type { Permissions } from './types';

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
