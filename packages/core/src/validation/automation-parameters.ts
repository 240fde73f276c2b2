import {
  installerSizeLimit,
  isSecureUrl,
  MAX_FILE_TRANSFER_BYTES,
  MAX_HELPER_FILE_BYTES,
  MAX_SCRIPT_PARAMETER_LENGTH,
  MAX_SCRIPT_PARAMETERS,
  MB,
} from './automation';
import type { ValidationIssue } from './issue';

/**
 * The automation rules of 001 §5 and §9 for what an automation carries besides its files: preset
 * parameters, the run-application fields, the apply-parameters dialog and attachment purposes.
 * The file, name, URL and architecture rules are in `automation.ts`.
 */

// ── parameters ──────────────────────────────────────────────────────────────

/** Why {@link addParameter} did or did not add a parameter. */
export type AddParameterOutcome = 'added' | 'empty' | 'duplicate' | 'limit' | 'tooLong';

/** The result of {@link addParameter}. */
export interface AddParameterResult {
  /** The next list (the same array when nothing was added). */
  parameters: readonly string[];
  outcome: AddParameterOutcome;
  /** The trimmed parameter considered. */
  parameter: string;
  /** The message to show, for `limit` and `tooLong` (and `duplicate`). */
  issue?: ValidationIssue;
}

/**
 * Adds one preset parameter (001 §5): trimmed, empty ignored, no duplicates, at most 300
 * ('Maximum limit of 300 reached'), each at most 30000 characters.
 * @example addParameter(['/S'], '  /norestart ') // { parameters: ['/S', '/norestart'], outcome: 'added', ... }
 */
export function addParameter(parameters: readonly string[], raw: string): AddParameterResult {
  const parameter = raw.trim();
  if (parameter === '') return { parameters, outcome: 'empty', parameter };
  if (parameters.includes(parameter)) {
    return {
      parameters,
      outcome: 'duplicate',
      parameter,
      issue: { key: 'automation.validation.parameterDuplicate' },
    };
  }
  if (parameters.length >= MAX_SCRIPT_PARAMETERS) {
    return {
      parameters,
      outcome: 'limit',
      parameter,
      issue: { key: 'automation.validation.parameterLimitReached', params: { max: MAX_SCRIPT_PARAMETERS } },
    };
  }
  if (parameter.length > MAX_SCRIPT_PARAMETER_LENGTH) {
    return {
      parameters,
      outcome: 'tooLong',
      parameter,
      issue: { key: 'automation.validation.parameterTooLong', params: { max: MAX_SCRIPT_PARAMETER_LENGTH } },
    };
  }
  return { parameters: [...parameters, parameter], outcome: 'added', parameter };
}

/**
 * Cleans a parameter list the way {@link addParameter} builds one: trimmed, empty and duplicates
 * dropped (the first kept). Does not cut the list at the limit: {@link validateParameters} says so.
 * @example normalizeParameters([' a ', '', 'a', 'b']) // ['a', 'b']
 */
export function normalizeParameters(parameters: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of parameters) {
    const parameter = raw.trim();
    if (parameter === '' || seen.has(parameter)) continue;
    seen.add(parameter);
    result.push(parameter);
  }
  return result;
}

/**
 * A whole parameter list (001 §5): at most 300 ('Maximum of 300 parameters allowed'), each at most
 * 30000 characters.
 * @example validateParameters(new Array(301).fill('x')) // { key: 'automation.validation.tooManyParameters', params: { max: 300 } }
 */
export function validateParameters(parameters: readonly string[]): ValidationIssue | undefined {
  if (parameters.length > MAX_SCRIPT_PARAMETERS) {
    return { key: 'automation.validation.tooManyParameters', params: { max: MAX_SCRIPT_PARAMETERS } };
  }
  if (parameters.some((parameter) => parameter.length > MAX_SCRIPT_PARAMETER_LENGTH)) {
    return { key: 'automation.validation.parameterTooLong', params: { max: MAX_SCRIPT_PARAMETER_LENGTH } };
  }
  return undefined;
}

// ── run application ─────────────────────────────────────────────────────────

/**
 * A required text (001 §5: run application name and path, run-as): 'Required' when blank.
 * @example validateRequiredText('  ') // { key: 'errors.validation.required' }
 */
export function validateRequiredText(value: string | null | undefined): ValidationIssue | undefined {
  return !value || value.trim() === '' ? { key: 'errors.validation.required' } : undefined;
}

// ── apply-parameters dialog ─────────────────────────────────────────────────

/**
 * The fields of the known built-in automations that are required in the apply-parameters dialog
 * (001 §5), by the variable's calculated name.
 */
export const BUILT_IN_REQUIRED_FIELDS = [
  'appName',
  'exePath',
  'msiUrlPath',
  'urlPath',
  'serviceName',
  'start',
  'enabled',
  'volumeName',
  'checkList',
  'supportedArchitecture',
] as const;
/** A required field of a built-in automation. */
export type BuiltInField = (typeof BUILT_IN_REQUIRED_FIELDS)[number];

/** The built-in fields that hold a URL and must be a secure URL (001 §5). */
export const BUILT_IN_URL_FIELDS: readonly BuiltInField[] = ['msiUrlPath', 'urlPath'];

/** A script variable as the dialog checks it (001 §3 Script variable). */
export interface CheckedVariable {
  name: string;
  calculatedName?: string | null | undefined;
  type: string;
  required?: boolean | null | undefined;
}

/** A value the dialog holds for a variable or field: empty text, `null` and `[]` count as missing. */
export type VariableValue = string | number | boolean | readonly string[] | null | undefined;

function isMissing(value: VariableValue): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** What the apply-parameters dialog checks. */
export interface AppliedAutomationInput {
  /** The run-as choice (001 §5: required). */
  runAs: string | null | undefined;
  /** The automation's language: built-in fields apply to `native` automations. */
  language: string;
  /** The automation's script variables. */
  variables: readonly CheckedVariable[];
  /** Values by variable key ({@link variableKey}). */
  values: Readonly<Record<string, VariableValue>>;
}

/**
 * The key a variable's value is kept under: its calculated name, else its name.
 * @example variableKey({ name: 'App Name', calculatedName: 'appName', type: 'TEXT' }) // 'appName'
 */
export function variableKey(variable: CheckedVariable): string {
  return variable.calculatedName || variable.name;
}

/**
 * The apply-parameters dialog's rules (001 §5): run-as required ('Required', under the key
 * `runAs`); for a built-in (native) automation, its known fields (app name, exe path, msi url path,
 * url path, service name, start, enabled, volume name, check list, supported architecture) are
 * 'Required' and its url paths must be a valid secure URL ('Please enter a valid URL'); a required
 * script variable needs a value ('Mandatory value is undefined. Please enter a value.').
 * Answers the issues by field key; an empty object means valid.
 * @example validateAppliedAutomation({ runAs: '', language: 'script', variables: [], values: {} }) // { runAs: { key: 'errors.validation.required' } }
 */
export function validateAppliedAutomation(input: AppliedAutomationInput): Record<string, ValidationIssue> {
  const issues: Record<string, ValidationIssue> = {};
  if (isMissing(input.runAs)) issues.runAs = { key: 'errors.validation.required' };
  const builtIn = input.language === 'native';
  for (const variable of input.variables) {
    const key = variableKey(variable);
    const value = input.values[key];
    const field = BUILT_IN_REQUIRED_FIELDS.find((name) => name === key);
    if (builtIn && field) {
      if (isMissing(value)) issues[key] = { key: 'errors.validation.required' };
      else if (BUILT_IN_URL_FIELDS.includes(field) && !isSecureUrl(String(value))) {
        issues[key] = { key: 'automation.validation.invalidUrl' };
      }
      continue;
    }
    // A checkbox always has a value (checked or not).
    if (variable.required && variable.type !== 'CHECKBOX' && isMissing(value)) {
      issues[key] = { key: 'automation.validation.mandatoryVariable' };
    }
  }
  return issues;
}

// ── attachments ─────────────────────────────────────────────────────────────

/** What an uploaded attachment is for; each has its own size limit. */
export const ATTACHMENT_PURPOSES = ['INSTALLER', 'HELPER', 'ICON', 'FILE_TRANSFER'] as const;
/** One of {@link ATTACHMENT_PURPOSES}. */
export type AttachmentPurpose = (typeof ATTACHMENT_PURPOSES)[number];

/** The largest icon file (chosen: the spec limits pixels, not bytes). */
export const MAX_ICON_BYTES = MB;

/**
 * The byte limit of an attachment (001 §5, §9): installer 1 GB (25 GB with the flag), helper file
 * 100 MB, file transfer 200 MB, icon 1 MB (chosen). The server enforces it on upload.
 * @example attachmentSizeLimit('FILE_TRANSFER') // 209715200
 */
export function attachmentSizeLimit(
  purpose: AttachmentPurpose,
  options: { largeInstallers?: boolean } = {},
): number {
  switch (purpose) {
    case 'INSTALLER':
      return installerSizeLimit(options.largeInstallers);
    case 'HELPER':
      return MAX_HELPER_FILE_BYTES;
    case 'ICON':
      return MAX_ICON_BYTES;
    case 'FILE_TRANSFER':
      return MAX_FILE_TRANSFER_BYTES;
  }
}
