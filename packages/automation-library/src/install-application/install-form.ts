import {
  type AppliedAutomation,
  type ArchitectureChoice,
  type Automation,
  architectureAfterOsChange,
  architectureFromPayload,
  architectureToPayload,
  type BinaryInstallInput,
  type InstallAttachments,
  type InstallOs,
  type NamedAutomation,
  type ScriptRef,
  type UploadType,
  type ValidationIssue,
  validateArchitecture,
  validateAutomationName,
  validateHelperFile,
  validateHelperFiles,
  validateIconDimensions,
  validateInstallerFile,
  validateParameters,
  validateRequiredText,
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
  validateSource,
} from '../internal/automation-form';

/**
 * The Install Application form (001 §4, §5) as plain data and pure transitions, so the rules are
 * node-tested and the modal stays a thin view.
 */

/** A helper file: a new file, or an attachment the automation already has. */
export interface HelperEntry {
  key: string;
  name: string;
  size: number;
  file?: File;
  attachmentId?: number;
}

/** The icon: a new image (with its pixel size once read) or the stored one (with its signed URL). */
export interface IconEntry {
  name: string;
  size: number;
  file?: File;
  attachmentId?: number;
  previewUrl?: string | null;
  dimensions?: { width: number; height: number };
}

/** A pre- or post-script with its display name. */
export interface ScriptChoice {
  scriptId: number;
  scriptName: string;
  parameters: string;
  scriptVariables: AppliedAutomation['scriptVariables'];
}

export interface InstallFormState extends AutomationFormBase, SourceState {
  os: InstallOs;
  architecture: ArchitectureChoice;
  helperFiles: HelperEntry[];
  icon: IconEntry | null;
  preScript: ScriptChoice | null;
  postScript: ScriptChoice | null;
  cancelOnPreScriptFail: boolean;
  scriptParameters: string[];
  useFirstParametersOptionAsDefault: boolean;
}

/** A new, empty install automation: Windows, architecture ALL, upload type FILE. */
export function emptyInstallForm(): InstallFormState {
  return {
    ...emptyBase(),
    ...emptySource(),
    architecture: 'ALL',
    helperFiles: [],
    icon: null,
    preScript: null,
    postScript: null,
    cancelOnPreScriptFail: false,
    scriptParameters: [],
    useFirstParametersOptionAsDefault: false,
  };
}

function scriptChoice(
  ref: ScriptRef | null | undefined,
  automations: readonly Pick<Automation, 'id' | 'name'>[],
): ScriptChoice | null {
  if (!ref) return null;
  const script = automations.find((a) => a.id === ref.scriptId);
  return {
    scriptId: ref.scriptId,
    scriptName: script?.name ?? `#${ref.scriptId}`,
    parameters: ref.parameters ?? '',
    scriptVariables: ref.scriptVariables ?? [],
  };
}

/**
 * The form of an existing install automation (001 §4): its installer (URL or file), helper
 * attachments, icon (with its signed URL) and pre- and post-scripts.
 */
export function installFormFromAutomation(
  automation: Automation,
  attachments: InstallAttachments | undefined,
  automations: readonly Pick<Automation, 'id' | 'name'>[],
  iconUrl?: string | null,
): InstallFormState {
  const settings = automation.binaryInstallSettings;
  const runnable = attachments?.runnableAttachment ?? null;
  const os: InstallOs = automation.operatingSystems[0] === 'Mac' ? 'Mac' : 'Windows';
  const icon = attachments?.customIconAttachment ?? null;
  return {
    ...emptyInstallForm(),
    ...baseFromAutomation(automation),
    os,
    architecture: architectureFromPayload(automation.architecture),
    uploadType: runnable?.url ? 'URL' : 'FILE',
    url: runnable?.url ?? '',
    attachment: storedSource(runnable, automation),
    helperFiles: (attachments?.helperAttachments ?? []).map((a) => ({
      key: `attachment-${a.id}`,
      name: a.fileName,
      size: a.size,
      attachmentId: a.id,
    })),
    icon: icon
      ? {
          name: icon.fileName,
          size: icon.size,
          attachmentId: icon.id,
          previewUrl: iconUrl ?? icon.signedUrl ?? null,
        }
      : null,
    preScript: scriptChoice(settings?.preExecutionScript, automations),
    postScript: scriptChoice(settings?.postExecutionScript, automations),
    cancelOnPreScriptFail: settings?.cancelOnPreScriptFail ?? false,
    runAs: settings?.runAs ?? '',
    scriptParameters: [...automation.scriptParameters],
    useFirstParametersOptionAsDefault: automation.useFirstParametersOptionAsDefault,
  };
}

/** Changing the OS clears the installer file; choosing Mac forces 64 (001 §4). */
export function setOs(state: InstallFormState, os: InstallOs): InstallFormState {
  if (os === state.os) return state;
  return {
    ...state,
    os,
    architecture: architectureAfterOsChange(os, state.architecture),
    file: null,
    attachment: state.uploadType === 'FILE' ? null : state.attachment,
  };
}

/** Switching FILE / URL clears the file, the URL and the stored attachment (001 §4). */
export function setUploadType(state: InstallFormState, uploadType: UploadType): InstallFormState {
  if (uploadType === state.uploadType) return state;
  return { ...state, uploadType, file: null, url: '', attachment: null };
}

/** Removing the pre-script resets cancelOnPreScriptFail (001 §4). */
export function setPreScript(state: InstallFormState, preScript: ScriptChoice | null): InstallFormState {
  return { ...state, preScript, cancelOnPreScriptFail: preScript ? state.cancelOnPreScriptFail : false };
}

/** The option is usable only with a pre-script (001 §4). */
export function isCancelOnPreScriptFailEnabled(state: InstallFormState): boolean {
  return state.preScript !== null;
}

/** The field keys of the form's issues. */
export type InstallField =
  | 'name'
  | 'installer'
  | 'architecture'
  | 'helperFiles'
  | 'icon'
  | 'runAs'
  | 'scriptParameters';

/** What the form's rules need from outside. */
export interface InstallRulesContext {
  existing?: readonly NamedAutomation[];
  largeInstallers?: boolean;
}

/** The installer rule: the URL, or a file (new, or the stored one); a flagged stored file must be replaced. */
export function validateInstaller(
  state: InstallFormState,
  context: InstallRulesContext = {},
): ValidationIssue | undefined {
  return validateSource(
    state,
    (file) => validateInstallerFile(file, state.os, { largeInstallers: context.largeInstallers }),
    { key: 'automation.validation.chooseInstallerFile' },
  );
}

/** Every rule of 001 §5 for the install form; an empty object means valid. */
export function validateInstallForm(
  state: InstallFormState,
  context: InstallRulesContext = {},
): Partial<Record<InstallField, ValidationIssue>> {
  const newHelpers = state.helperFiles.flatMap((entry) => (entry.file ? [entry.file] : []));
  return collectIssues<InstallField>({
    name: validateAutomationName(state.name, {
      language: 'binary_install',
      existing: context.existing,
      id: state.id,
    }),
    installer: validateInstaller(state, context),
    architecture: validateArchitecture(state.os, state.architecture),
    helperFiles: validateHelperFiles(newHelpers, state.helperFiles.length),
    icon:
      state.icon?.file && state.icon.dimensions ? validateIconDimensions(state.icon.dimensions) : undefined,
    runAs: validateRequiredText(state.runAs),
    scriptParameters: validateParameters(state.scriptParameters),
  });
}

/** Adds helper files, refusing each one over 100 MB or empty; answers the issue of the first refused. */
export function addHelperFiles(
  state: InstallFormState,
  files: readonly File[],
): { state: InstallFormState; issue?: ValidationIssue } {
  let issue: ValidationIssue | undefined;
  const accepted: HelperEntry[] = [];
  for (const file of files) {
    const problem = validateHelperFile(file);
    if (problem) {
      issue ??= problem;
      continue;
    }
    accepted.push({
      key: `file-${file.name}-${file.size}-${file.lastModified}-${Math.random().toString(36).slice(2)}`,
      name: file.name,
      size: file.size,
      file,
    });
  }
  const helperFiles = [...state.helperFiles, ...accepted];
  issue ??= validateHelperFiles([], helperFiles.length);
  return { state: { ...state, helperFiles }, issue };
}

/** The new files the save uploads, with their task ids. */
export function installUploads(
  state: InstallFormState,
): { id: string; file: File; purpose: 'INSTALLER' | 'HELPER' | 'ICON' }[] {
  const uploads: { id: string; file: File; purpose: 'INSTALLER' | 'HELPER' | 'ICON' }[] = [];
  if (state.uploadType === 'FILE' && state.file)
    uploads.push({ id: 'installer', file: state.file, purpose: 'INSTALLER' });
  for (const entry of state.helperFiles)
    if (entry.file) uploads.push({ id: `helper:${entry.key}`, file: entry.file, purpose: 'HELPER' });
  if (state.icon?.file) uploads.push({ id: 'icon', file: state.icon.file, purpose: 'ICON' });
  return uploads;
}

function scriptRef(choice: ScriptChoice | null): ScriptRef | null {
  return choice
    ? { scriptId: choice.scriptId, parameters: choice.parameters, scriptVariables: choice.scriptVariables }
    : null;
}

/** The pre-check body (001 §7.6). */
export function installPreCheck(state: InstallFormState) {
  return preCheckBody(state, 'binary_install', architectureToPayload(state.architecture));
}

/**
 * The create or update body: the installer id comes from the upload (`attachments.installer`), the
 * URL attachment, or the stored attachment; helper files keep their stored ids plus the uploaded ones.
 */
export function installPayload(
  state: InstallFormState,
  ids: { installer: number; helpers: ReadonlyMap<string, number>; icon?: number | undefined },
): BinaryInstallInput {
  return {
    ...basePayload(state, 'binary_install', architectureToPayload(state.architecture)),
    scriptParameters: state.scriptParameters,
    useFirstParametersOptionAsDefault: state.useFirstParametersOptionAsDefault,
    binaryInstallSettings: {
      runnableAttachmentId: ids.installer,
      customIconAttachmentId: ids.icon ?? state.icon?.attachmentId ?? null,
      helperFilesAttachmentIds: state.helperFiles.flatMap((entry) => {
        const id = entry.attachmentId ?? ids.helpers.get(`helper:${entry.key}`);
        return id === undefined ? [] : [id];
      }),
      cancelOnPreScriptFail: state.preScript ? state.cancelOnPreScriptFail : false,
      preExecutionScript: scriptRef(state.preScript),
      postExecutionScript: scriptRef(state.postScript),
      runAs: state.runAs,
    },
  };
}
