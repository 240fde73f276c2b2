import { describe, expect, it } from 'vitest';
import {
  type ActionPermissions,
  commandLineShells,
  deviceMenuActions,
  is64Bit,
  isInMaintenance,
  lockNeedsPin,
  needsOnline,
  securityActionsFor,
  shortList,
  toolbarActions,
  wakeOnLanLists,
} from './device-actions-rules';

const ALL: ActionPermissions = {
  canUpdateDevice: true,
  canDeleteDevice: true,
  canEditMaintenanceMode: true,
  canRunScripts: true,
  canUseRemoteTools: true,
  canUseCommandLine: true,
};
const NONE: ActionPermissions = {
  canUpdateDevice: false,
  canDeleteDevice: false,
  canEditMaintenanceMode: false,
  canRunScripts: false,
  canUseRemoteTools: false,
  canUseCommandLine: false,
};
const windows = { id: 1, nodeClass: 'WINDOWS_SERVER', isUp: true };
const NOW = 1_800_000_000_000;

describe('device action visibility (000 §6)', () => {
  it('shows OS update only with patch management on, Windows Update configuration off, up and allowed', () => {
    expect(deviceMenuActions(windows, ALL, { patchManagement: true }, NOW)).toContain('osUpdate');
    expect(
      deviceMenuActions(windows, ALL, { patchManagement: true, configureWindowsUpdate: true }),
    ).not.toContain('osUpdate');
    expect(deviceMenuActions({ ...windows, isUp: false }, ALL, { patchManagement: true })).not.toContain(
      'osUpdate',
    );
    expect(deviceMenuActions(windows, ALL, {})).not.toContain('osUpdate');
    expect(
      deviceMenuActions({ ...windows, nodeClass: 'NMS_SWITCH' }, ALL, { patchManagement: true }),
    ).not.toContain('osUpdate');
  });

  it('shows software update with software patch management on, up and update permission', () => {
    expect(deviceMenuActions(windows, ALL, { softwarePatchManagement: true })).toContain('softwareUpdate');
    expect(
      deviceMenuActions(windows, { ...ALL, canUpdateDevice: false }, { softwarePatchManagement: true }),
    ).not.toContain('softwareUpdate');
  });

  it('shows remote tools for an RMM device that is up; erase needs delete; sync policy needs update', () => {
    expect(deviceMenuActions(windows, ALL)).toContain('remoteTools');
    expect(deviceMenuActions({ ...windows, isUp: false }, ALL)).not.toContain('remoteTools');
    expect(deviceMenuActions({ ...windows, nodeClass: 'NMS_ROUTER' }, ALL)).not.toContain('remoteTools');
    const phone = { id: 2, nodeClass: 'APPLE_IOS', isUp: true };
    expect(deviceMenuActions(phone, ALL)).toContain('eraseDevice');
    expect(deviceMenuActions(phone, { ...ALL, canDeleteDevice: false })).not.toContain('eraseDevice');
    expect(deviceMenuActions(windows, { ...ALL, canUpdateDevice: false })).not.toContain('syncPolicy');
    expect(deviceMenuActions(windows, NONE)).toEqual([]);
  });

  it('offers disable maintenance for a device in maintenance, and Wake-on-LAN for one that is down', () => {
    const inMaintenance = { ...windows, maintenanceMode: { startTime: 0, endTime: null } };
    expect(deviceMenuActions(inMaintenance, ALL, {}, NOW)).toContain('disableMaintenance');
    expect(deviceMenuActions(windows, ALL, {}, NOW)).not.toContain('disableMaintenance');
    expect(deviceMenuActions({ ...windows, isUp: false }, ALL)).toContain('wakeOnLan');
    expect(deviceMenuActions(windows, ALL)).not.toContain('wakeOnLan');
  });

  it('counts an ended window as no maintenance', () => {
    expect(isInMaintenance({ maintenanceMode: { startTime: 0, endTime: NOW / 1000 - 1 } }, NOW)).toBe(false);
    expect(isInMaintenance({ maintenanceMode: null }, NOW)).toBe(false);
  });

  it('offers 64-bit shells only on 64-bit devices', () => {
    expect(is64Bit({ details: { osArchitecture: 'x86_64' } })).toBe(true);
    expect(is64Bit({ details: { osArchitecture: '32-bit' } })).toBe(false);
    expect(is64Bit({})).toBe(false);
  });
});

describe('security actions (002 §3, §5.7)', () => {
  it('offers the mobile actions per platform and the agent ones to computers', () => {
    expect(securityActionsFor({ nodeClass: 'APPLE_IOS' })).toContain('RESET_PASSCODE_DEVICE');
    expect(securityActionsFor({ nodeClass: 'ANDROID' })).not.toContain('RENEW_ENROLLMENT_PROFILE');
    expect(securityActionsFor({ nodeClass: 'LINUX_SERVER' })).toEqual([
      'SHUTDOWN_DEVICE',
      'REBOOT_DEVICE',
      'SYNC_POLICY',
    ]);
    expect(securityActionsFor({ nodeClass: 'NMS_SWITCH' })).toEqual([]);
    expect(lockNeedsPin({ nodeClass: 'MAC' })).toBe(true);
    expect(lockNeedsPin({ nodeClass: 'APPLE_IOS' })).toBe(false);
  });

  it('adds the Apple MDM actions to a Mac enrolled with the MDM profile, not to one that left', () => {
    expect(securityActionsFor({ nodeClass: 'MAC' })).toEqual([
      'SHUTDOWN_DEVICE',
      'REBOOT_DEVICE',
      'SYNC_POLICY',
    ]);
    expect(securityActionsFor({ nodeClass: 'MAC', details: { mdmStatus: 'ENROLLED' } })).toEqual([
      'LOCK_DEVICE',
      'DISOWN',
      'RENEW_ENROLLMENT_PROFILE',
      'ERASE_DEVICE',
      'SHUTDOWN_DEVICE',
      'REBOOT_DEVICE',
      'SYNC_POLICY',
    ]);
    expect(securityActionsFor({ nodeClass: 'MAC', details: { mdmStatus: 'UNENROLLED' } })).not.toContain(
      'LOCK_DEVICE',
    );
    expect(
      securityActionsFor({ nodeClass: 'LINUX_WORKSTATION', details: { mdmStatus: 'ENROLLED' } }),
    ).toEqual(['SHUTDOWN_DEVICE', 'REBOOT_DEVICE', 'SYNC_POLICY']);
  });

  it('needs the device online except for maintenance, scheduling, waking and deleting', () => {
    expect(needsOnline('LOCK_DEVICE')).toBe(true);
    expect(needsOnline('rebootNow')).toBe(true);
    expect(needsOnline('scheduleReboot')).toBe(false);
    expect(needsOnline('wakeOnLan')).toBe(false);
  });
});

describe('Wake-on-LAN lists (000 §8)', () => {
  it('shows 30 names then +N more', () => {
    const names = Array.from({ length: 33 }, (_, i) => `pc-${i}`);
    expect(shortList(names)).toEqual({ shown: names.slice(0, 30), more: 3 });
    expect(shortList(['a'])).toEqual({ shown: ['a'], more: 0 });
  });

  it('names attempted and not attempted devices', () => {
    const names = new Map([
      [1, 'alpha'],
      [2, 'beta'],
    ]);
    expect(
      wakeOnLanLists({ successNodeIds: [1], errorNodeIds: [2] }, (id) => names.get(id) ?? String(id)),
    ).toEqual({
      attempted: ['alpha'],
      notAttempted: ['beta'],
    });
  });
});

describe('device search toolbar actions (002 §4.1, §7)', () => {
  const everything = {
    canEditMaintenanceMode: true,
    canUpdateDevice: () => true,
    canDeleteDevice: () => true,
  };
  it('offers maintenance, disable when any is in maintenance, and the actions every class offers', () => {
    const linux = { id: 5, nodeClass: 'LINUX_SERVER', isUp: false };
    const inMaintenance = { ...windows, maintenanceMode: { startTime: 0, endTime: null } };
    expect(toolbarActions([windows, linux], everything, NOW)).toEqual([
      'RUN_MAINTENANCE_CONFIGURE',
      'RUN_WAKE_ON_LAN',
      'RUN_SECURITY_ACTION_REBOOT_DEVICE',
      'RUN_SECURITY_ACTION_RESYNC_POLICIES',
      'RUN_SECURITY_ACTION_SHUTDOWN_DEVICE',
    ]);
    expect(toolbarActions([inMaintenance, linux], everything, NOW)).toContain('RUN_MAINTENANCE_DISABLE');
    const phone = { id: 6, nodeClass: 'APPLE_IOS', isUp: true };
    expect(toolbarActions([phone], everything, NOW)).toContain('RUN_SECURITY_ACTION_ERASE_DEVICE');
    expect(toolbarActions([phone, windows], everything, NOW)).not.toContain(
      'RUN_SECURITY_ACTION_LOCK_DEVICE',
    );
    expect(toolbarActions([phone], { ...everything, canDeleteDevice: () => false }, NOW)).not.toContain(
      'RUN_SECURITY_ACTION_ERASE_DEVICE',
    );
    expect(toolbarActions([], everything)).toEqual([]);
  });
});

describe('command line shells (000 §2.14)', () => {
  it('offers the 64-bit shells only on 64-bit Windows devices', () => {
    expect(commandLineShells({ nodeClass: 'WINDOWS_SERVER', details: { osArchitecture: '64-bit' } })).toEqual(
      ['DEFAULT', 'DEFAULT64', 'POWERSHELL', 'POWERSHELL64'],
    );
    expect(
      commandLineShells({ nodeClass: 'WINDOWS_WORKSTATION', details: { osArchitecture: '32-bit' } }),
    ).toEqual(['DEFAULT', 'POWERSHELL']);
    expect(commandLineShells({ nodeClass: 'LINUX_SERVER' })).toEqual(['DEFAULT']);
  });
});
