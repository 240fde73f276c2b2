/**
 * @console/add-menu — the global Add menu and the creation flows behind it (000 §2.3, §2.4, §2.7,
 * §2.8, §4.2, §5.1, §6, §8; 002 §4.4, §5.5, §8): the menu with its visibility rules, the Ticket forms
 * dialog, Add a computer, Create policy, and the device flows (unmanaged devices, NMS devices, VM
 * hosts, mobile devices). Every dialog exported here loads on demand (its own chunk), so importing
 * `AddMenu` costs the menu alone; the flows' headless hooks and rules are in
 * `@console/add-menu/flows`.
 * @packageDocumentation
 */

export { AddMenu, type AddMenuProps } from './add-menu/add-menu';
export type { AddMenuDialog, AddMenuState } from './add-menu/add-menu-store';
export {
  AddComputerDialog,
  AddMobileDeviceDialog,
  AddNmsDeviceDialog,
  AddVmHostDialog,
  CreatePolicyDialog,
  TicketFormsDialog,
  UnmanagedDeviceDialog,
} from './add-menu/lazy-dialogs';
export { type AddMenuApi, type AddMenuRoute, useAddMenu } from './add-menu/use-add-menu';
export type { AddComputerDialogProps } from './computer/add-computer-dialog';
export { MdmProfileEmailDialog } from './computer/lazy-profile-email';
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
export { addMenuMessages } from './messages';
export { addDeviceMessages, installerMessages } from './messages-devices';
export { mobileMessages } from './messages-mobile';
export { unmanagedMessages } from './messages-unmanaged';
export type { AddMobileDeviceDialogProps } from './mobile/add-mobile-device-dialog';
export type { MdmProfileEmailDialogProps, MdmProfileEmailTarget } from './mobile/mdm-profile-email-dialog';
export { type MountAddMenuProps, mount } from './mount';
export type { AddNmsDeviceDialogProps } from './nms/add-nms-device-dialog';
export type { CreatePolicyDialogProps } from './policy/create-policy-dialog';
export type { TicketFormsDialogProps } from './ticket-forms/ticket-forms-dialog';
export type { UnmanagedDeviceDialogProps, UnmanagedMode } from './unmanaged/unmanaged-device-dialog';
export type { AddVmHostDialogProps } from './vm-host/add-vm-host-dialog';
