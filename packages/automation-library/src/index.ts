/**
 * @console/automation-library — the automation library widget (001 §2.7): the scripts table with
 * its tabs, filters and actions, the Install Application, Run Application and File Transfer modals
 * with their save flow (validate → pre-check → upload → create/update), and the dialogs around them.
 * @packageDocumentation
 */

export {
  automationListEndpoint,
  randomRowId,
  refreshAutomationLists,
  SCAN_REFRESH_DELAY_MS,
  uploadAttachment,
  useAutomationRecord,
  useAutomations,
  useCategories,
  useMalwareScanRefresh,
  useRunAsOptions,
  useTemplates,
  useUnderReview,
} from './api';
export {
  ApplyParametersDialog,
  type ApplyParametersDialogProps,
} from './apply-parameters/apply-parameters-dialog';
export { type AutomationListItem, automationListItemSchema } from './automation-list-item';
export {
  AutomationProcessingModal,
  type AutomationProcessingModalProps,
} from './automation-processing/automation-processing-modal';
export { CategoriesEditor, type CategoriesEditorProps } from './categories-editor/categories-editor';
export {
  CopyAutomationDialog,
  type CopyAutomationDialogProps,
} from './copy-automation/copy-automation-dialog';
export {
  DeleteAutomationDialog,
  type DeleteAutomationDialogProps,
} from './delete-automation/delete-automation-dialog';
export {
  checkUrl,
  emptyFileTransferForm,
  type FileTransferField,
  type FileTransferFormState,
  fileTransferFormFromAutomation,
  fileTransferPayload,
  fileTransferPreCheck,
  isExpandOffered,
  validateFileTransferForm,
} from './file-transfer/file-transfer-form';
export { FileTransferModal, type FileTransferModalProps } from './file-transfer/file-transfer-modal';
export {
  InstallApplicationModal,
  type InstallApplicationModalProps,
  type SavedAutomation,
} from './install-application/install-application-modal';
export {
  addHelperFiles,
  emptyInstallForm,
  type HelperEntry,
  type IconEntry,
  type InstallField,
  type InstallFormState,
  installFormFromAutomation,
  installPayload,
  installPreCheck,
  installUploads,
  isCancelOnPreScriptFailEnabled,
  type ScriptChoice,
  setOs as setInstallOs,
  setPreScript,
  setUploadType as setInstallUploadType,
  validateInstallForm,
} from './install-application/install-form';
export { AutomationLibrary, type AutomationLibraryProps } from './library/automation-library';
export {
  automationComparator,
  automationFilter,
  DEFAULT_VISIBLE_COLUMNS,
  type EditTarget,
  editTarget,
  filterAutomations,
  isLanguageFilterShown,
  LIBRARY_COLUMNS,
  LIBRARY_PAGE_SIZE,
  LIBRARY_ROUTES,
  type LibraryColumn,
  type LibraryFilters,
  type LibrarySort,
  type LibraryTab,
  type RowPermissions,
  rowPermissions,
  SCRIPTS_TABLE_ID,
  sortAutomations,
  sortCategories,
} from './library/library-model';
export { type MountAutomationLibraryProps, mount } from './mount';
export { ParameterList, type ParameterListProps } from './parameters/parameter-list';
export {
  emptyRunForm,
  RunApplicationModal,
  type RunApplicationModalProps,
  type RunFormState,
  runFormFromAutomation,
  runPayload,
  validateRunForm,
} from './run-application/run-application-modal';
export {
  createSaveFlow,
  isBusyStep,
  type SaveFlow,
  type SaveFlowOptions,
  type SaveFlowOutcome,
  type SaveFlowState,
  type SaveFlowStep,
  type SaveFlowSteps,
  type UploadItem,
  type UploadStatus,
  type UploadTask,
  uploadFraction,
} from './save-flow/save-flow';
export { useSaveFlow } from './save-flow/use-save-flow';
export { PICKER_HIDDEN_LANGUAGES, ScriptPicker, type ScriptPickerProps } from './script-picker/script-picker';
export { UploadingFilesModal, type UploadingFilesModalProps } from './uploading-files/uploading-files-modal';
