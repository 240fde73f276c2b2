/**
 * @console/monitor-wizards — the full-screen monitor wizards of the console (002 §2.2, §2.3, §3,
 * §4.7, §5.11): the cloud monitor wizard (Setup, Outbound, Inbound, Request, Conditions,
 * Confirm), its draft logic, and a `mount(el)` for hosts that are not React apps.
 * @packageDocumentation
 */

export {
  type BackupJobStepId,
  BackupJobWizard,
  type BackupJobWizardProps,
  newBackupJob,
} from './backup/backup-job-wizard';
export { BackupJobsSection, type BackupJobsSectionProps } from './backup/backup-jobs-section';
export { BackupNowDialog, type BackupNowDialogProps } from './backup/backup-now-dialog';
export type { CloudMonitorWizardProps } from './cloud-monitor/cloud-monitor-wizard';
export {
  conditionTypesFor,
  newCondition,
} from './cloud-monitor/condition-rules';
export { CloudMonitorWizard } from './cloud-monitor/lazy-cloud-monitor-wizard';
export {
  changeMonitorType,
  draftFromMonitor,
  firstPageWithIssues,
  isDirty,
  type KeyValueRow,
  type MonitorDraft,
  type MonitorStepId,
  monitorIssues,
  monitorSteps,
  newMonitorDraft,
  pageIssues,
  toMonitorInput,
} from './cloud-monitor/monitor-draft';
export type { ImageManagerSettingsProps } from './image-manager/image-manager-settings';
export { ImageManagerSettings, ManagedFolderWizard } from './image-manager/lazy';
export type { ManagedFolderWizardProps } from './image-manager/managed-folder-wizard';
export {
  type MountImageManagerSettingsProps,
  mountImageManagerSettings,
} from './image-manager/mount';
export { backupWizardMessages } from './messages-backup';
export {
  cloudMonitorMessages,
  monitorWizardMessages,
  notificationChannelMessages,
} from './messages-cloud-monitors';
export { imageManagerMessages } from './messages-image-manager';
export { policyEditorMessages } from './messages-policy';
export { type MountCloudMonitorWizardProps, mountCloudMonitorWizard } from './mount';
export { NmsMonitoringDialog, type NmsMonitoringDialogProps } from './nms/nms-monitoring-dialog';
export { RenameDeviceDialog, type RenameDeviceDialogProps } from './nms/rename-device-dialog';
export {
  PolicyAutomationsSection,
  PolicyConditionsSection,
  PolicyGeneralSection,
  PolicyMonitorsSection,
  PolicySettingsSection,
} from './policy/lazy';
export type { PolicyAutomationsSectionProps } from './policy/policy-automations-section';
export type { PolicyConditionsSectionProps } from './policy/policy-conditions-section';
export type { PolicyGeneralSectionProps } from './policy/policy-general-section';
export type { PolicyMonitorsSectionProps } from './policy/policy-monitors-section';
export type { PolicySettingsSectionProps } from './policy/policy-settings-section';
export { RestoreDialog, type RestoreDialogProps } from './restore/restore-dialog';
