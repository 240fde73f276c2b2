// The library's modals in one module, loaded with `import()` by `lazy-modals.tsx`.
export { AutomationProcessingModal } from '../automation-processing/automation-processing-modal';
export { CategoriesEditor } from '../categories-editor/categories-editor';
export { CopyAutomationDialog } from '../copy-automation/copy-automation-dialog';
export { DeleteAutomationDialog } from '../delete-automation/delete-automation-dialog';
export { FileTransferModal } from '../file-transfer/file-transfer-modal';
export { InstallApplicationModal } from '../install-application/install-application-modal';
export { RunApplicationModal } from '../run-application/run-application-modal';
export { ScriptPicker } from '../script-picker/script-picker';
