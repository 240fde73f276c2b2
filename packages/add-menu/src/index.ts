/**
 * @console/add-menu — the global Add menu and the creation flows behind it (000 §2.3, §2.4, §2.7,
 * §2.8, §4.2, §5.1, §6, §8; 002 §4.4, §5.5, §8): the menu with its visibility rules, the Ticket forms
 * dialog, Add a computer, Create policy, and the device flows (unmanaged devices, NMS devices, VM
 * hosts, mobile devices) in their own folders.
 * @packageDocumentation
 */

export { AddMenu, type AddMenuProps } from './add-menu/add-menu';
export type { AddMenuDialog, AddMenuState } from './add-menu/add-menu-store';
export { type AddMenuApi, type AddMenuRoute, useAddMenu } from './add-menu/use-add-menu';
export { AddComputerDialog, type AddComputerDialogProps } from './computer/add-computer-dialog';
export {
  type AddComputerResult,
  type UseAddComputerOptions,
  useAddComputer,
} from './computer/use-add-computer';
export {
  ADD_MENU_ROUTES,
  type AddMenuEntry,
  type AddMenuVisibility,
  addMenuVisibility,
  type ComputerPlatform,
  type DeviceEntry,
  type MobilePlatform,
  newTicketRoute,
  policyEditorRoute,
  type UserEntry,
  type VirtualPlatform,
} from './logic/add-menu-rules';
export {
  type ComputerDistribution,
  type ComputerForm,
  canGenerate,
  distributionsFor,
  installCommand,
  installerTypeOf,
} from './logic/computer-options';
export { POLICY_ROLES, policyRolesFor } from './logic/policy-roles';
export {
  AddMobileDeviceDialog,
  type AddMobileDeviceDialogProps,
} from './mobile/add-mobile-device-dialog';
export {
  MdmProfileEmailDialog,
  type MdmProfileEmailDialogProps,
  type MdmProfileEmailTarget,
} from './mobile/mdm-profile-email-dialog';
export {
  type AddMobileDeviceFlow,
  initialMobileForm,
  type MobileConnection,
  type MobileForm,
  type MobileResult,
  type UseAddMobileDeviceOptions,
  useAddMobileDevice,
} from './mobile/use-add-mobile-device';
export { type MountAddMenuProps, mount } from './mount';
export { AddNmsDeviceDialog, type AddNmsDeviceDialogProps } from './nms/add-nms-device-dialog';
export {
  canSaveNms,
  initialNmsForm,
  NMS_CREDENTIAL_TYPES,
  type NmsField,
  type NmsForm,
  nmsIssues,
  nmsRequestBody,
  nmsRoles,
} from './nms/nms-form';
export { type AddNmsDeviceFlow, useAddNmsDevice } from './nms/use-add-nms-device';
export { CreatePolicyDialog, type CreatePolicyDialogProps } from './policy/create-policy-dialog';
export {
  type CreatePolicyValues,
  type UseCreatePolicyOptions,
  useCreatePolicy,
} from './policy/use-create-policy';
export { TicketFormsDialog, type TicketFormsDialogProps } from './ticket-forms/ticket-forms-dialog';
export {
  UnmanagedDeviceDialog,
  type UnmanagedDeviceDialogProps,
  type UnmanagedMode,
} from './unmanaged/unmanaged-device-dialog';
export {
  type CreateTab,
  type CreateUnmanagedFlow,
  type UseCreateUnmanagedOptions,
  useCreateUnmanaged,
} from './unmanaged/use-create-unmanaged';
export { type CsvImportFlow, type UseCsvImportOptions, useCsvImport } from './unmanaged/use-csv-import';
export { AddVmHostDialog, type AddVmHostDialogProps } from './vm-host/add-vm-host-dialog';
export { type AddVmHostFlow, type UseAddVmHostOptions, useAddVmHost } from './vm-host/use-add-vm-host';
export {
  afterCheck,
  afterTest,
  canAdd as canAddVmHost,
  canTest as canTestVmHost,
  initialVmHostForm,
  type VmHostForm,
  type VmTestPhase,
  vmDashboardRoute,
  vmHostIssues,
} from './vm-host/vm-host-flow';
