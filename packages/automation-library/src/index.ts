/**
 * @console/automation-library — the automation library widget (001 §2.7): the scripts table with
 * its tabs, filters and actions, the Install Application, Run Application and File Transfer modals
 * with their save flow (validate → pre-check → upload → create/update), and the dialogs around them.
 * `useAutomationLibrary` is the headless library for a view of your own. Everything else is internal.
 * @packageDocumentation
 */

export { PICKER_HIDDEN_LANGUAGES } from '@console/widget-kit';
// The lists, for a view of your own.
export { type AutomationListItem, useAutomations, useMalwareScanRefresh } from './api';
// The modals and dialogs a view of your own opens (each loaded on demand, in a chunk of its own).
export type { SavedAutomation } from './install-application/install-application-modal';
// The widget and its headless hook.
export { AutomationLibrary, type AutomationLibraryProps } from './library/automation-library';
export {
  AutomationProcessingModal,
  CategoriesEditor,
  CopyAutomationDialog,
  DeleteAutomationDialog,
  FileTransferModal,
  InstallApplicationModal,
  RunApplicationModal,
  ScriptPicker,
} from './library/lazy-modals';
export { LIBRARY_ROUTES, type LibraryTab } from './library/library-model';
export {
  type AppAutomationKind,
  type AutomationLibraryState,
  type LibraryModal,
  type UseAutomationLibraryOptions,
  useAutomationLibrary,
} from './library/use-automation-library';
export { automationMessages } from './messages';
// Hosts that are not React apps.
export { type MountAutomationLibraryProps, mount } from './mount';
export type { ScriptPickerProps } from './script-picker/script-picker';
