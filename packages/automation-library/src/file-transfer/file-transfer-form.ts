import {
  type Automation,
  type FileTransferAttachments,
  type FileTransferInput,
  isZipName,
  type NamedAutomation,
  type OperatingSystem,
  type UploadType,
  type ValidationIssue,
  validateAutomationName,
  validateDestinationPath,
  validateRequiredText,
  validateTransferFile,
} from '@console/core';
import {
  type AutomationFormBase,
  baseFromAutomation,
  basePayload,
  collectIssues,
  emptyBase,
  emptySource,
  preCheckBody,
  type SourceState,
  storedSource,
  validateSource as validateStoredOrNewSource,
} from '../internal/automation-form';

/**
 * The File Transfer form (001 §3, §4, §5) as data and pure transitions. Its `attachment` is the
 * stored file of an edited automation.
 */
export interface FileTransferFormState extends AutomationFormBase, SourceState {
  iconAttachmentId: number | null;
  destination: string;
  expand: boolean;
  /** The URL as last checked for `.zip`, 300 ms after typing (001 §4). */
  checkedUrl: string;
}

export type FileTransferField = 'name' | 'source' | 'destination' | 'runAs';

/** A new file transfer: Windows, upload type FILE. */
export function emptyFileTransferForm(): FileTransferFormState {
  return {
    ...emptyBase(),
    ...emptySource(),
    iconAttachmentId: null,
    destination: '',
    expand: false,
    checkedUrl: '',
  };
}

/** The form of an existing file transfer, with its stored attachment. */
export function fileTransferFormFromAutomation(
  automation: Automation,
  attachments: FileTransferAttachments | undefined,
): FileTransferFormState {
  const settings = automation.fileTransferSettings;
  const stored =
    attachments?.fileTransferAttachments.find((a) => a.purpose === 'FILE_TRANSFER') ??
    attachments?.fileTransferAttachments.find((a) => a.id === settings?.attachmentId) ??
    null;
  const os = automation.operatingSystems[0] ?? 'Windows';
  return {
    ...emptyFileTransferForm(),
    ...baseFromAutomation(automation),
    os,
    uploadType: stored?.url ? 'URL' : 'FILE',
    url: stored?.url ?? '',
    checkedUrl: stored?.url ?? '',
    attachment: storedSource(stored, automation),
    iconAttachmentId: settings?.customIconAttachmentId ?? null,
    destination: settings?.destination ?? '',
    runAs: settings?.runAs ?? '',
    expand: settings?.expand ?? false,
  };
}

/**
 * Whether the Expand option shows (001 §4): a URL ending in .zip (as checked 300 ms after typing)
 * or a chosen (or stored) file ending in .zip.
 */
export function isExpandOffered(state: FileTransferFormState): boolean {
  if (state.uploadType === 'URL') return isZipName(state.checkedUrl);
  if (state.file) return isZipName(state.file.name);
  return state.attachment !== null && isZipName(state.attachment.fileName);
}

/** The debounced URL check: records the URL and resets Expand when it stops ending in .zip (001 §4). */
export function checkUrl(state: FileTransferFormState): FileTransferFormState {
  const next = { ...state, checkedUrl: state.url };
  return isZipName(state.url) ? next : { ...next, expand: false };
}

/** Choosing a file: Expand resets unless the new file is a .zip. */
export function setFile(state: FileTransferFormState, file: File | null): FileTransferFormState {
  const next = { ...state, file, attachment: file ? null : state.attachment };
  return file && isZipName(file.name) ? next : { ...next, expand: false };
}

/** Switching FILE / URL clears the file, URL and attachment (001 §4). */
export function setUploadType(state: FileTransferFormState, uploadType: UploadType): FileTransferFormState {
  if (uploadType === state.uploadType) return state;
  return { ...state, uploadType, file: null, url: '', checkedUrl: '', attachment: null, expand: false };
}

/** Changing OS clears run-as so the new OS's first credential is selected (001 §4). */
export function setOs(state: FileTransferFormState, os: OperatingSystem): FileTransferFormState {
  return os === state.os ? state : { ...state, os, runAs: '' };
}

/** The source rule: a new file (1 byte to 200 MB), the stored one, or a valid URL; a flagged stored file must be replaced. */
export function validateSource(state: FileTransferFormState): ValidationIssue | undefined {
  return validateStoredOrNewSource(state, validateTransferFile, validateTransferFile(null));
}

/** Every rule of 001 §5 for file transfer; empty means valid. */
export function validateFileTransferForm(
  state: FileTransferFormState,
  existing?: readonly NamedAutomation[],
): Partial<Record<FileTransferField, ValidationIssue>> {
  return collectIssues<FileTransferField>({
    name: validateAutomationName(state.name, { language: 'file_transfer', existing, id: state.id }),
    source: validateSource(state),
    destination: validateDestinationPath(state.destination, state.os),
    runAs: validateRequiredText(state.runAs),
  });
}

/** The pre-check body. */
export function fileTransferPreCheck(state: FileTransferFormState) {
  return preCheckBody(state, 'file_transfer', ['64', '32']);
}

/** The payload of 001 §3: one OS, architecture [64, 32], no preset parameters. */
export function fileTransferPayload(state: FileTransferFormState, attachmentId: number): FileTransferInput {
  return {
    ...basePayload(state, 'file_transfer', ['64', '32']),
    scriptParameters: [],
    fileTransferSettings: {
      attachmentId,
      customIconAttachmentId: state.iconAttachmentId,
      destination: state.destination,
      runAs: state.runAs,
      expand: isExpandOffered(state) ? state.expand : false,
    },
  };
}
