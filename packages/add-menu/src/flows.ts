/**
 * `@console/add-menu/flows` — the headless side of the Add menu's flows, for partners who bring
 * their own views: each flow's hook (state, rules, calls) and its pure rules. The dialogs over them
 * are in `@console/add-menu` (loaded on demand).
 * @packageDocumentation
 */

export {
  type AddComputerResult,
  type UseAddComputerOptions,
  useAddComputer,
} from './computer/use-add-computer';
export {
  type AddMobileDeviceFlow,
  initialMobileForm,
  type MobileConnection,
  type MobileForm,
  type MobileResult,
  type UseAddMobileDeviceOptions,
  useAddMobileDevice,
} from './mobile/use-add-mobile-device';
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
export {
  type CreatePolicyValues,
  type UseCreatePolicyOptions,
  useCreatePolicy,
} from './policy/use-create-policy';
export {
  type CreateTab,
  type CreateUnmanagedFlow,
  type UseCreateUnmanagedOptions,
  useCreateUnmanaged,
} from './unmanaged/use-create-unmanaged';
export { type CsvImportFlow, type UseCsvImportOptions, useCsvImport } from './unmanaged/use-csv-import';
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
