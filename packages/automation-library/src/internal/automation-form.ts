import {
  type Architecture,
  type AttachmentPurpose,
  type Automation,
  type AutomationAttachment,
  type AutomationLanguage,
  type ConsoleClient,
  type OperatingSystem,
  routes,
  type UploadType,
  type ValidationIssue,
  validateInstallerUrl,
} from '@console/core';

/**
 * What the app automation forms (install, run, file transfer) have in common, as plain data and
 * pure helpers: the fields every one of them has, their part of the payload and of the pre-check,
 * the stored source file of an edited automation and its rule. No React.
 */

/** The fields every app automation form has. */
export interface AutomationFormBase {
  id: number | null;
  name: string;
  description: string;
  categoriesIds: number[];
  os: OperatingSystem;
  runAs: string;
}

/** The stored source (installer or transferred file) of an edited automation. */
export interface StoredSource {
  id: number;
  fileName: string;
  size: number;
  /** Set when it was created from a URL. */
  url: string | null;
  /** The malware scan flagged it (001 §8): it must be replaced. */
  suspicious?: boolean;
}

/** The source part of a form: a new file, a URL, or the stored attachment. */
export interface SourceState {
  uploadType: UploadType;
  file: File | null;
  url: string;
  attachment: StoredSource | null;
}

/** The common fields of a new automation: no name, no categories, Windows, run-as chosen later. */
export function emptyBase(): Omit<AutomationFormBase, 'os'> & { os: 'Windows' } {
  return { id: null, name: '', description: '', categoriesIds: [], os: 'Windows', runAs: '' };
}

/** A new file or URL source: upload type FILE, nothing chosen. */
export function emptySource(): SourceState {
  return { uploadType: 'FILE', file: null, url: '', attachment: null };
}

/**
 * The id, name, description and categories of an existing automation, as its form holds them.
 * @example ({ ...emptyRunForm(), ...baseFromAutomation(automation) })
 */
export function baseFromAutomation(
  automation: Pick<Automation, 'id' | 'name' | 'description' | 'categoriesIds'>,
): Pick<AutomationFormBase, 'id' | 'name' | 'description' | 'categoriesIds'> {
  return {
    id: automation.id,
    name: automation.name,
    description: automation.description ?? '',
    categoriesIds: [...automation.categoriesIds],
  };
}

/**
 * The part of a create or update body every app automation has: the trimmed name, the description
 * (`null` when blank), the categories, the language, the form's one OS and the architecture.
 */
export function basePayload<O extends OperatingSystem, L extends AutomationLanguage>(
  state: AutomationFormBase & { os: O },
  language: L,
  architecture: Architecture[],
) {
  return {
    name: state.name.trim(),
    description: state.description.trim() || null,
    categoriesIds: state.categoriesIds,
    language,
    operatingSystems: [state.os],
    architecture,
  };
}

/** The pre-check body (001 §7.6): the id when editing, name, language, architecture, categories, OS, run-as. */
export function preCheckBody<L extends 'binary_install' | 'file_transfer'>(
  state: AutomationFormBase,
  language: L,
  architecture: Architecture[],
) {
  return {
    ...(state.id ? { id: state.id } : {}),
    language,
    name: state.name.trim(),
    architecture,
    categoriesIds: state.categoriesIds,
    operatingSystems: [state.os],
    runAs: state.runAs,
  };
}

/**
 * The stored source of an edited automation: suspicious when its own scan or the automation's
 * flagged it as infected.
 */
export function storedSource(
  stored: AutomationAttachment | null | undefined,
  automation: Pick<Automation, 'malwareScanStatus'>,
): StoredSource | null {
  if (!stored) return null;
  return {
    id: stored.id,
    fileName: stored.fileName,
    size: stored.size,
    url: stored.url,
    suspicious: stored.scanStatus === 'INFECTED' || automation.malwareScanStatus === 'INFECTED',
  };
}

/**
 * The source rule: a stored file the malware scan flagged must be replaced (001 §8, 002 §8); a URL
 * must be a valid secure URL; a new file is checked by `checkFile`; with neither, the stored file
 * (not one made from a URL) is kept, or `missing` is the issue.
 */
export function validateSource(
  state: SourceState,
  checkFile: (file: File) => ValidationIssue | undefined,
  missing: ValidationIssue | undefined,
): ValidationIssue | undefined {
  const unchangedStored =
    state.attachment !== null &&
    (state.uploadType === 'URL' ? state.attachment.url === state.url.trim() : !state.file);
  if (unchangedStored && state.attachment?.suspicious) return { key: 'automation.validation.suspiciousFile' };
  if (state.uploadType === 'URL') return validateInstallerUrl(state.url);
  if (state.file) return checkFile(state.file);
  return state.attachment && !state.attachment.url ? undefined : missing;
}

/**
 * The issues that were found, keyed by field, in the order given; an empty object means valid.
 * @example collectIssues({ name: validateAutomationName(name), runAs: validateRequiredText(runAs) })
 */
export function collectIssues<F extends string>(
  checks: Record<F, ValidationIssue | undefined>,
): Partial<Record<F, ValidationIssue>> {
  const issues: Partial<Record<F, ValidationIssue>> = {};
  for (const field of Object.keys(checks) as F[]) {
    const issue = checks[field];
    if (issue) issues[field] = issue;
  }
  return issues;
}

/**
 * The attachment id of the source a save sends: a URL that is new (or changed) is turned into an
 * attachment first; otherwise the uploaded file's id, or the stored attachment's.
 */
export async function sourceAttachmentId(
  client: Pick<ConsoleClient, 'call'>,
  state: SourceState,
  uploaded: number | undefined,
  purpose: AttachmentPurpose,
  signal: AbortSignal,
): Promise<number | undefined> {
  const url = state.url.trim();
  if (state.uploadType === 'URL' && (!state.attachment || state.attachment.url !== url)) {
    return (await client.call(routes.scripting.attachmentFromUrl, { body: { url, purpose } }, { signal })).id;
  }
  return uploaded ?? state.attachment?.id;
}
