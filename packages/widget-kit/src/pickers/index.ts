/** The data-bound pickers every creation flow needs (issue 9; 001 §2.6). */

export {
  CredentialFormDialog,
  type CredentialFormDialogProps,
} from './credential-picker/credential-form-dialog';
export {
  type CredentialFormResult,
  credentialFormUrl,
  readCredentialFormMessage,
} from './credential-picker/credential-form-message';
export { CredentialPicker, type CredentialPickerProps } from './credential-picker/credential-picker';
export {
  AUTO_ROLE,
  deviceRoleChoices,
  keepsRole,
  nodeRoleLabel,
} from './device-role-picker/device-role-options';
export {
  DeviceRolePicker,
  type DeviceRolePickerProps,
  type DeviceRolePickerState,
  type UseDeviceRolePickerOptions,
  useDeviceRolePicker,
} from './device-role-picker/device-role-picker';
export {
  LocationPicker,
  type LocationPickerProps,
  type LocationPickerState,
  type UseLocationPickerOptions,
  useLocationPicker,
} from './location-picker/location-picker';
export {
  OrganizationPicker,
  type OrganizationPickerProps,
  type OrganizationPickerState,
  type UseOrganizationPickerOptions,
  useOrganizationPicker,
} from './organization-picker/organization-picker';
export { PolicyPicker, type PolicyPickerProps } from './policy-picker/policy-picker';
export { RoleTree, type RoleTreeProps } from './role-tree/role-tree';
export {
  PICKER_HIDDEN_LANGUAGES,
  ScriptPicker,
  type ScriptPickerItem,
  type ScriptPickerProps,
} from './script-picker/script-picker';
