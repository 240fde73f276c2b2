import { describe, expect, it } from 'vitest';
import { DIVISION_CONFIG, DIVISION_SETTINGS, FEATURE_FLAGS } from './constants';
import { createPermissions } from './permissions';
import { booleanFlags, macInOrg2, script, session, windowsServer } from './test-fixtures';

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
