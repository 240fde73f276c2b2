/**
 * The device action rules (000 §2.14, §3.9, §6; 002 §4.1, §4.5, §7): which actions a device offers
 * and to whom, the offline-device notice, and the Wake-on-LAN result lists. Pure: the menus and the
 * dialogs read them; node tests drive them directly.
 */
import {
  lockNeedsPin as coreLockNeedsPin,
  securityActionsFor as coreSecurityActionsFor,
  isAgentDeviceClass,
  isMobileDeviceClass,
  type SecurityActionType,
} from '@console/core';

/** The device fields the action menus read (000 §3.9). */
export interface ActionDevice {
  id: number;
  nodeClass: string;
  nodeType?: string;
  isUp: boolean;
  displayName?: string;
  maintenanceMode?: { startTime: number; endTime: number | null } | null;
  details?: { osArchitecture?: string | null; mdmStatus?: string | null } | null;
}

/** The policy settings the OS and software update actions read (000 §3.9 policyContent). */
export interface ActionPolicy {
  patchManagement?: boolean;
  softwarePatchManagement?: boolean;
  configureWindowsUpdate?: boolean;
}

/** What the user may do with the device (the permission module's per-device answers). */
export interface ActionPermissions {
  canUpdateDevice: boolean;
  canDeleteDevice: boolean;
  canEditMaintenanceMode: boolean;
  canRunScripts: boolean;
  canUseRemoteTools: boolean;
  canUseCommandLine: boolean;
}

/** An action of the device menus. */
export type DeviceMenuAction =
  | 'maintenance'
  | 'disableMaintenance'
  | 'rebootNow'
  | 'scheduleReboot'
  | 'wakeOnLan'
  | 'runAutomation'
  | 'osUpdate'
  | 'softwareUpdate'
  | 'remoteTools'
  | 'commandLine'
  | 'security'
  | 'syncPolicy'
  | 'eraseDevice'
  | 'delete';

/** The security actions (002 §7 device action types). */
export type SecurityAction = SecurityActionType;

const PATCHING_CLASSES = /^(WINDOWS|MAC|LINUX)/;

/** True for a device run by the agent (an RMM device: Windows, Mac, Linux). */
export function isRmmDevice(device: Pick<ActionDevice, 'nodeClass'>): boolean {
  return isAgentDeviceClass(device.nodeClass);
}

/** True for an MDM (mobile) device. */
export function isMobileDevice(device: Pick<ActionDevice, 'nodeClass'>): boolean {
  return isMobileDeviceClass(device.nodeClass);
}

/** True when the device architecture is 64-bit (000 §2.14: 64-bit shells only then). */
export function is64Bit(device: Pick<ActionDevice, 'details'>): boolean {
  return /64/.test(device.details?.osArchitecture ?? '');
}

/**
 * True when the device is in maintenance: it has a window whose end is not past (002 §4.1).
 * @example isInMaintenance({ maintenanceMode: { startTime: 0, endTime: null } }, Date.now()) // true
 */
export function isInMaintenance(device: Pick<ActionDevice, 'maintenanceMode'>, nowMs: number): boolean {
  const window = device.maintenanceMode;
  return !!window && (window.endTime === null || window.endTime * 1000 > nowMs);
}

/**
 * The actions one device's menu shows (000 §6 visibility):
 * OS update needs the policy's patch management on, Windows Update configuration off, the device up,
 * update permission and a patching device class; software update the policy's software patch
 * management on, the device up and update permission; remote tools and command line the device up
 * and an RMM device; erase device delete permission; sync policy update permission. Maintenance
 * needs the maintenance permission; disable shows for a device in maintenance.
 */
export function deviceMenuActions(
  device: ActionDevice,
  can: ActionPermissions,
  policy: ActionPolicy = {},
  nowMs: number = Date.now(),
): DeviceMenuAction[] {
  const actions: DeviceMenuAction[] = [];
  const rmm = isRmmDevice(device);
  if (can.canEditMaintenanceMode) {
    actions.push('maintenance');
    if (isInMaintenance(device, nowMs)) actions.push('disableMaintenance');
  }
  if (rmm && can.canUpdateDevice) actions.push('rebootNow', 'scheduleReboot');
  if (rmm && can.canUpdateDevice && !device.isUp) actions.push('wakeOnLan');
  if (rmm && can.canRunScripts) actions.push('runAutomation');
  if (
    policy.patchManagement &&
    !policy.configureWindowsUpdate &&
    device.isUp &&
    can.canUpdateDevice &&
    PATCHING_CLASSES.test(device.nodeClass)
  ) {
    actions.push('osUpdate');
  }
  if (policy.softwarePatchManagement && device.isUp && can.canUpdateDevice) actions.push('softwareUpdate');
  if (device.isUp && rmm && can.canUseRemoteTools) actions.push('remoteTools');
  if (device.isUp && rmm && can.canUseCommandLine) actions.push('commandLine');
  if ((isMobileDevice(device) || rmm) && can.canUpdateDevice) actions.push('security');
  if (can.canUpdateDevice) actions.push('syncPolicy');
  if (can.canDeleteDevice && isMobileDevice(device)) actions.push('eraseDevice');
  if (can.canDeleteDevice) actions.push('delete');
  return actions;
}

/**
 * The security actions the device's class offers (core's rule, the server's too); a Mac enrolled
 * through MDM (`details.mdmStatus` ENROLLED) adds the Apple MDM ones.
 */
export function securityActionsFor(device: Pick<ActionDevice, 'nodeClass' | 'details'>): SecurityAction[] {
  return coreSecurityActionsFor(device.nodeClass, device.details?.mdmStatus === 'ENROLLED');
}

/** True when the lock action asks for a PIN: macOS only (002 §5.7). */
export function lockNeedsPin(device: Pick<ActionDevice, 'nodeClass'>): boolean {
  return coreLockNeedsPin(device.nodeClass);
}

/**
 * The action needs the device online: the offline-device notice replaces it otherwise (002 §4.5).
 * Maintenance, scheduled reboot, Wake-on-LAN and delete work on offline devices.
 */
export function needsOnline(action: DeviceMenuAction | SecurityAction): boolean {
  return ![
    'maintenance',
    'disableMaintenance',
    'scheduleReboot',
    'wakeOnLan',
    'delete',
    'eraseDevice',
  ].includes(action);
}

/** How many names a Wake-on-LAN result list shows before '+N more' (000 §8, §9). */
export const WAKE_ON_LAN_LIST_MAX = 30;

/**
 * The first 30 names and how many more (000 §8: 'Lists show the first 30 names then "+N more"').
 * @example shortList(['a', 'b'], 1) // { shown: ['a'], more: 1 }
 */
export function shortList(
  names: readonly string[],
  max = WAKE_ON_LAN_LIST_MAX,
): { shown: string[]; more: number } {
  return { shown: names.slice(0, max), more: Math.max(0, names.length - max) };
}

/** The Wake-on-LAN result as names: attempted (`successNodeIds`) and not attempted (`errorNodeIds`). */
export function wakeOnLanLists(
  answer: { successNodeIds: readonly number[]; errorNodeIds: readonly number[] },
  nameOf: (id: number) => string,
): { attempted: string[]; notAttempted: string[] } {
  return {
    attempted: answer.successNodeIds.map(nameOf),
    notAttempted: answer.errorNodeIds.map(nameOf),
  };
}

/** The device search toolbar actions (002 §4.1, §7; 000 §7.7). */
export type ToolbarAction =
  | 'RUN_MAINTENANCE_CONFIGURE'
  | 'RUN_MAINTENANCE_DISABLE'
  | 'RUN_WAKE_ON_LAN'
  | `RUN_SECURITY_ACTION_${ToolbarSecurityAction}`;

/** The security actions of the toolbar variants (002 §7: RUN_SECURITY_ACTION_*). */
export type ToolbarSecurityAction =
  | 'LOCK_DEVICE'
  | 'RESET_PASSCODE'
  | 'CLEAR_PASSCODE'
  | 'REBOOT_DEVICE'
  | 'DISOWN_DEVICE'
  | 'RESYNC_POLICIES'
  | 'RENEW_ENROLLMENT_PROFILE'
  | 'ERASE_DEVICE'
  | 'INSTALL_NINJA_AGENT'
  | 'SHUTDOWN_DEVICE';

/** The device action type each toolbar variant sends. */
export const TOOLBAR_SECURITY_ACTIONS: Record<ToolbarSecurityAction, SecurityAction> = {
  LOCK_DEVICE: 'LOCK_DEVICE',
  RESET_PASSCODE: 'RESET_PASSCODE_DEVICE',
  CLEAR_PASSCODE: 'CLEAR_PASSCODE_DEVICE',
  REBOOT_DEVICE: 'REBOOT_DEVICE',
  DISOWN_DEVICE: 'DISOWN',
  RESYNC_POLICIES: 'SYNC_POLICY',
  RENEW_ENROLLMENT_PROFILE: 'RENEW_ENROLLMENT_PROFILE',
  ERASE_DEVICE: 'ERASE_DEVICE',
  INSTALL_NINJA_AGENT: 'INSTALL_NINJA_AGENT',
  SHUTDOWN_DEVICE: 'SHUTDOWN_DEVICE',
};

/** Per-device permissions of a selection. */
export interface SelectionPermissions {
  canEditMaintenanceMode: boolean;
  canUpdateDevice: (device: ActionDevice) => boolean;
  canDeleteDevice: (device: ActionDevice) => boolean;
}

/**
 * The toolbar actions a device search selection offers: maintenance for the maintenance editor
 * (disable when any selected device is in maintenance, 002 §4.1); Wake-on-LAN and the security
 * actions every selected device's class offers, with update permission on each (delete to erase).
 */
export function toolbarActions(
  devices: readonly ActionDevice[],
  can: SelectionPermissions,
  nowMs: number = Date.now(),
): ToolbarAction[] {
  if (devices.length === 0) return [];
  const actions: ToolbarAction[] = [];
  if (can.canEditMaintenanceMode) {
    actions.push('RUN_MAINTENANCE_CONFIGURE');
    if (devices.some((device) => isInMaintenance(device, nowMs))) actions.push('RUN_MAINTENANCE_DISABLE');
  }
  const updatable = devices.every(can.canUpdateDevice);
  if (updatable && devices.every(isRmmDevice)) actions.push('RUN_WAKE_ON_LAN');
  for (const [variant, action] of Object.entries(TOOLBAR_SECURITY_ACTIONS) as [
    ToolbarSecurityAction,
    SecurityAction,
  ][]) {
    const allowed = action === 'ERASE_DEVICE' ? devices.every(can.canDeleteDevice) : updatable;
    if (allowed && devices.every((device) => securityActionsFor(device).includes(action))) {
      actions.push(`RUN_SECURITY_ACTION_${variant}`);
    }
  }
  return actions;
}

/** The command line's Windows shells (000 §2.14). */
export type CommandLineShell = 'DEFAULT' | 'DEFAULT64' | 'POWERSHELL' | 'POWERSHELL64';

/**
 * The shells the command line offers a device (000 §2.14): Windows DEFAULT, DEFAULT64 (cmd),
 * POWERSHELL, POWERSHELL64, the 64-bit ones only on a 64-bit device; other systems their default.
 * @example commandLineShells({ nodeClass: 'WINDOWS_SERVER', details: { osArchitecture: '32-bit' } }) // ['DEFAULT', 'POWERSHELL']
 */
export function commandLineShells(device: Pick<ActionDevice, 'nodeClass' | 'details'>): CommandLineShell[] {
  if (!/^WINDOWS/.test(device.nodeClass)) return ['DEFAULT'];
  return is64Bit(device) ? ['DEFAULT', 'DEFAULT64', 'POWERSHELL', 'POWERSHELL64'] : ['DEFAULT', 'POWERSHELL'];
}
