/**
 * @console/device-actions — device operations (002 §2.3, §4.1, §4.5, §5.1, §5.2, §5.7; 000 §2.14,
 * §4.7, §6): the maintenance, reboot, security action and Wake-on-LAN dialogs, the device action
 * menu and the pure rules behind them (visibility, offline notice, result lists).
 * @packageDocumentation
 */

export {
  DeleteOrganizationDialog,
  type DeleteOrganizationDialogProps,
} from './delete-organization/delete-organization-dialog';
export { DeviceJobs, type DeviceJobsProps } from './jobs/device-jobs';
export {
  type ActionDevice,
  type ActionPermissions,
  type ActionPolicy,
  type CommandLineShell,
  commandLineShells,
  type DeviceMenuAction,
  deviceMenuActions,
  is64Bit,
  isInMaintenance,
  lockNeedsPin,
  needsOnline,
  type SecurityAction,
  securityActionsFor,
  shortList,
  TOOLBAR_SECURITY_ACTIONS,
  type ToolbarAction,
  type ToolbarSecurityAction,
  toolbarActions,
  WAKE_ON_LAN_LIST_MAX,
} from './logic/device-actions-rules';
export {
  DisableMaintenanceDialog,
  type DisableMaintenanceDialogProps,
} from './maintenance/disable-maintenance-dialog';
export { MaintenanceDialog, type MaintenanceDialogProps } from './maintenance/maintenance-dialog';
export {
  DeviceActionsMenu,
  type DeviceActionsMenuProps,
  type MenuDevice,
  type RunAutomationKind,
} from './menu/device-actions-menu';
export { DeviceSelectionMenu, type DeviceSelectionMenuProps } from './menu/device-selection-menu';
export { deviceActionsMessages } from './messages';
export { type MountMaintenanceDialogProps, mountMaintenanceDialog } from './mount';
export { rebootTask } from './reboot/reboot-task';
export { ScheduleRebootDialog, type ScheduleRebootDialogProps } from './reboot/schedule-reboot-dialog';
export { OfflineNotice, type OfflineNoticeProps } from './security/offline-notice';
export { SecurityActionDialog, type SecurityActionDialogProps } from './security/security-action-dialog';
export { WakeOnLanDialog, type WakeOnLanDialogProps } from './wake-on-lan/wake-on-lan-dialog';
