import { describe, expect, it } from 'vitest';
import { REMOTE_ACCESS_TOOLS, REMOTE_TOOLS } from './catalogue';
import { DIVISION_CONFIG, FEATURE_FLAGS } from './constants';
import { createPermissions } from './permissions';
import { macInOrg2, session, windowsServer } from './test-fixtures';
import type { Permissions } from './types';

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
