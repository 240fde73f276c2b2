import type { ValidationIssue } from './issue';

/**
 * The automation rules of 001 §5 and §9, shared by the automation library's forms and the server
 * routes: names, parameters, installer and helper files, icons, URLs, architectures, file transfer
 * files and the apply-parameters dialog. Every check returns a {@link ValidationIssue} (a catalogue
 * key and its parameters) or `undefined`, so the form and the server's 400 show the same text.
 */

const KB = 1024;
/** A mebibyte, in bytes. */
export const MB = 1024 * KB;
const GB = 1024 * MB;

/** Operating systems of an install or run automation (001 §9). */
export type InstallOs = 'Windows' | 'Mac';
/** Operating systems of any automation. */
export type AutomationOs = 'Windows' | 'Mac' | 'Linux';
/** Architecture choices (001 §9): ALL, 64 or 32. */
export type ArchitectureChoice = 'ALL' | '64' | '32';
/** Where an installer comes from (001 §9). */
export type UploadType = 'FILE' | 'URL';

/** The most preset parameters an automation keeps (001 §5, §9). */
export const MAX_SCRIPT_PARAMETERS = 300;
/** The longest preset parameter (001 §5, §9). */
export const MAX_SCRIPT_PARAMETER_LENGTH = 30_000;
/** The longest file transfer name (001 §5, §9). */
export const MAX_FILE_TRANSFER_NAME_LENGTH = 150;
/** The longest name of other automations (chosen; the spec gives none). */
export const MAX_AUTOMATION_NAME_LENGTH = 200;
/** The largest installer (001 §5, §9): 1 GB. */
export const MAX_INSTALLER_BYTES = GB;
/** The largest installer with {@link LARGE_INSTALLER_FEATURE_FLAG} on (001 §5, §9): 25 GB. */
export const MAX_LARGE_INSTALLER_BYTES = 25 * GB;
/**
 * The feature flag that raises the installer limit to 25 GB. The spec says only "a specific
 * feature flag"; its name is chosen here.
 */
export const LARGE_INSTALLER_FEATURE_FLAG = 'large_installer_upload';
/** The most helper files of an install automation (001 §5, §9). */
export const MAX_HELPER_FILES = 5;
/** The largest helper file (001 §5, §9): 100 MB. */
export const MAX_HELPER_FILE_BYTES = 100 * MB;
/** The largest file a file transfer sends (001 §5, §9): 200 MB. */
export const MAX_FILE_TRANSFER_BYTES = 200 * MB;
/** The largest icon, in pixels each way (001 §5, §9). */
export const MAX_ICON_PIXELS = 32;
/** Delay before a typed file transfer URL is checked for `.zip` (001 §4, §9). */
export const ZIP_CHECK_DEBOUNCE_MS = 300;

/** Installer extensions per OS (001 §5). */
export const INSTALLER_EXTENSIONS: Readonly<Record<InstallOs, readonly string[]>> = {
  Windows: ['.exe', '.msi', '.msix'],
  Mac: ['.dmg', '.pkg'],
};

/** Architectures each OS offers (001 §5): Windows 64, 32 or ALL; Mac 64 or ALL; Linux like Windows. */
export const ARCHITECTURE_OPTIONS: Readonly<Record<AutomationOs, readonly ArchitectureChoice[]>> = {
  Windows: ['ALL', '64', '32'],
  Mac: ['ALL', '64'],
  Linux: ['ALL', '64', '32'],
};

/** A file as the rules see it: a `File` fits. */
export interface FileFacts {
  name: string;
  /** Size in bytes. */
  size: number;
}

// ── sizes ───────────────────────────────────────────────────────────────────

/**
 * A byte limit as the 'file exceeds limit' message shows it: a whole number and its unit.
 * @example sizeLimitParams(200 * 1024 * 1024) // { limit: 200, unit: 'MB' }
 */
export function sizeLimitParams(bytes: number): { limit: number; unit: 'B' | 'KB' | 'MB' | 'GB' } {
  if (bytes >= GB && bytes % GB === 0) return { limit: bytes / GB, unit: 'GB' };
  if (bytes >= MB && bytes % MB === 0) return { limit: bytes / MB, unit: 'MB' };
  if (bytes >= KB && bytes % KB === 0) return { limit: bytes / KB, unit: 'KB' };
  return { limit: bytes, unit: 'B' };
}

/**
 * The size rule every uploaded file follows: more than 0 bytes ('File too small. File size must be
 * more than 1 byte'), at most `maxBytes` ('File exceeds limit of {{limit}} {{unit}}').
 * @example validateFileSize(0, 1024) // { key: 'automation.validation.fileTooSmall' }
 */
export function validateFileSize(size: number, maxBytes: number): ValidationIssue | undefined {
  if (!(size > 0)) return { key: 'automation.validation.fileTooSmall' };
  if (size > maxBytes)
    return { key: 'automation.validation.fileExceedsLimit', params: sizeLimitParams(maxBytes) };
  return undefined;
}

/**
 * The installer limit: 1 GB, or 25 GB with the large-installer feature flag.
 * @example installerSizeLimit(true) // 26843545600
 */
export function installerSizeLimit(largeInstallers = false): number {
  return largeInstallers ? MAX_LARGE_INSTALLER_BYTES : MAX_INSTALLER_BYTES;
}

// ── names and extensions ────────────────────────────────────────────────────

/**
 * The lower-case extension of a file name with its dot, `''` without one.
 * @example fileExtension('Setup.MSI') // '.msi'
 */
export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot).toLowerCase();
}

/**
 * The installer extensions of an OS as the message lists them.
 * @example formatExtensions('Windows') // '.exe, .msi, .msix'
 */
export function formatExtensions(os: InstallOs): string {
  return INSTALLER_EXTENSIONS[os].join(', ');
}

/**
 * True when a file name ends in `.zip`; for a URL, the path without query or fragment is checked.
 * @example isZipName('https://cdn.example.com/tools.ZIP?sig=1') // true
 */
export function isZipName(nameOrUrl: string): boolean {
  const path = nameOrUrl.trim().split(/[?#]/)[0] ?? '';
  return path.toLowerCase().endsWith('.zip');
}

/** An automation as the name check compares it. */
export interface NamedAutomation {
  id: number;
  name: string;
  language: string;
}

/** Options of {@link validateAutomationName}. */
export interface AutomationNameOptions {
  /** The automations the name must differ from (only those of `language` count). */
  existing?: readonly NamedAutomation[];
  /** The language whose names must be unique (001 §5: binary_install, file_transfer). */
  language: string;
  /** The automation being edited: it may keep its own name. */
  id?: number | null;
  /** @default 150 for file_transfer, else 200 */
  max?: number;
}

/**
 * The automation name rule (001 §5): required; at most 150 characters for a file transfer; unique
 * among the automations of the same language (another automation with the same trimmed name,
 * compared case-insensitively, and a different id gives 'This name already exists').
 * @example validateAutomationName('Deploy', { language: 'file_transfer', existing }) // { key: 'automation.validation.nameExists' }
 */
export function validateAutomationName(
  name: string | null | undefined,
  options: AutomationNameOptions,
): ValidationIssue | undefined {
  const trimmed = (name ?? '').trim();
  if (trimmed === '') return { key: 'errors.validation.required' };
  const max =
    options.max ??
    (options.language === 'file_transfer' ? MAX_FILE_TRANSFER_NAME_LENGTH : MAX_AUTOMATION_NAME_LENGTH);
  if (trimmed.length > max) return { key: 'automation.validation.nameTooLong', params: { max } };
  const lower = trimmed.toLocaleLowerCase();
  const taken = options.existing?.some(
    (other) =>
      other.language === options.language &&
      other.id !== options.id &&
      other.name.trim().toLocaleLowerCase() === lower,
  );
  return taken ? { key: 'automation.validation.nameExists' } : undefined;
}

// ── URLs ────────────────────────────────────────────────────────────────────

function parseUrl(value: string): URL | undefined {
  const text = value.trim();
  if (text === '' || /\s/.test(text)) return undefined;
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

function hasRealHost(url: URL): boolean {
  const host = url.hostname;
  if (host === '' || host.startsWith('.') || host.endsWith('.') || host.includes('..')) return false;
  return host === 'localhost' || host.includes('.') || host.startsWith('[');
}

/**
 * The installer-URL rule (001 §5): an `http` or `https` URL with a host name (dotted, an IP
 * address or localhost), no spaces and no user name or password in it.
 * @example isValidInstallerUrl('https://downloads.example.com/setup.msi') // true
 * @example isValidInstallerUrl('ftp://example.com/a.exe') // false
 */
export function isValidInstallerUrl(value: string): boolean {
  const url = parseUrl(value);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return false;
  if (url.username !== '' || url.password !== '') return false;
  return hasRealHost(url);
}

/**
 * A valid secure URL (001 §5, apply-parameter dialog): the installer-URL rule with `https` only.
 * @example isSecureUrl('http://example.com/a.msi') // false
 */
export function isSecureUrl(value: string): boolean {
  return isValidInstallerUrl(value) && value.trim().toLowerCase().startsWith('https://');
}

/**
 * The URL field of install and file transfer (001 §5): 'Required' when empty, otherwise 'Please
 * enter a valid URL' unless {@link isValidInstallerUrl}.
 * @example validateInstallerUrl('not a url') // { key: 'automation.validation.invalidUrl' }
 */
export function validateInstallerUrl(value: string | null | undefined): ValidationIssue | undefined {
  if (!value || value.trim() === '') return { key: 'errors.validation.required' };
  return isValidInstallerUrl(value) ? undefined : { key: 'automation.validation.invalidUrl' };
}

// ── files ───────────────────────────────────────────────────────────────────

/**
 * The installer file rule (001 §5): an installer is required ('Choose an installer file'); its
 * extension must be one of the OS's ("You've attempted to attach an invalid file. Only the following
 * file types are allowed: .exe, .msi, .msix"); more than 0 bytes; at most 1 GB (25 GB with the flag).
 * @example validateInstallerFile({ name: 'tool.zip', size: 10 }, 'Windows') // invalid file type
 */
export function validateInstallerFile(
  file: FileFacts | null | undefined,
  os: InstallOs,
  options: { largeInstallers?: boolean } = {},
): ValidationIssue | undefined {
  if (!file) return { key: 'automation.validation.chooseInstallerFile' };
  if (!INSTALLER_EXTENSIONS[os].includes(fileExtension(file.name))) {
    return { key: 'automation.validation.invalidFileType', params: { extensions: formatExtensions(os) } };
  }
  return validateFileSize(file.size, installerSizeLimit(options.largeInstallers));
}

/**
 * One helper file (001 §5): more than 0 bytes and at most 100 MB.
 * @example validateHelperFile({ name: 'config.ini', size: 200 * 1024 * 1024 }) // exceeds 100 MB
 */
export function validateHelperFile(file: FileFacts): ValidationIssue | undefined {
  return validateFileSize(file.size, MAX_HELPER_FILE_BYTES);
}

/**
 * The helper file list (001 §5): at most 5, each valid by {@link validateHelperFile}. `count` is the
 * number of helper files in total (kept attachments and new files).
 * @example validateHelperFiles([], 6) // { key: 'automation.validation.tooManyHelperFiles', params: { max: 5 } }
 */
export function validateHelperFiles(
  newFiles: readonly FileFacts[],
  count = newFiles.length,
): ValidationIssue | undefined {
  if (count > MAX_HELPER_FILES)
    return { key: 'automation.validation.tooManyHelperFiles', params: { max: MAX_HELPER_FILES } };
  for (const file of newFiles) {
    const issue = validateHelperFile(file);
    if (issue) return issue;
  }
  return undefined;
}

/**
 * The icon rule (001 §5): at most 32 x 32 pixels ('The size should be max 32 x 32 pixels').
 * @example validateIconDimensions({ width: 64, height: 64 }) // { key: 'automation.validation.iconTooLarge' }
 */
export function validateIconDimensions(size: { width: number; height: number }): ValidationIssue | undefined {
  if (!(size.width > 0 && size.height > 0)) return { key: 'automation.validation.iconUnreadable' };
  return size.width > MAX_ICON_PIXELS || size.height > MAX_ICON_PIXELS
    ? { key: 'automation.validation.iconTooLarge' }
    : undefined;
}

/**
 * The file transfer file rule (001 §5): a file is required ('Choose an installer file'), more than
 * 0 bytes ('File too small. File size must be more than 1 byte'), at most 200 MB.
 * @example validateTransferFile({ name: 'a.zip', size: 0 }) // { key: 'automation.validation.fileTooSmall' }
 */
export function validateTransferFile(file: FileFacts | null | undefined): ValidationIssue | undefined {
  if (!file) return { key: 'automation.validation.chooseInstallerFile' };
  return validateFileSize(file.size, MAX_FILE_TRANSFER_BYTES);
}

// ── architecture ────────────────────────────────────────────────────────────

/**
 * The architecture rule (001 §5): Windows allows 64, 32 or ALL; Mac only 64 or ALL.
 * @example validateArchitecture('Mac', '32') // { key: 'automation.validation.invalidArchitecture' }
 */
export function validateArchitecture(
  os: AutomationOs,
  architecture: ArchitectureChoice,
): ValidationIssue | undefined {
  return ARCHITECTURE_OPTIONS[os].includes(architecture)
    ? undefined
    : { key: 'automation.validation.invalidArchitecture' };
}

/**
 * The architecture after the OS changes (001 §4): choosing Mac forces 64; otherwise the current
 * choice stays when the OS offers it, else ALL.
 * @example architectureAfterOsChange('Mac', 'ALL') // '64'
 */
export function architectureAfterOsChange(os: AutomationOs, current: ArchitectureChoice): ArchitectureChoice {
  if (os === 'Mac') return '64';
  return ARCHITECTURE_OPTIONS[os].includes(current) ? current : 'ALL';
}

/**
 * The wire form of an architecture choice: ALL is both 64 and 32 (as the file transfer payload
 * sends it, 001 §3).
 * @example architectureToPayload('ALL') // ['64', '32']
 */
export function architectureToPayload(choice: ArchitectureChoice): ArchitectureChoice[] {
  return choice === 'ALL' ? ['64', '32'] : [choice];
}

/**
 * The choice an architecture list stands for: `['ALL']`, an empty list, or both 64 and 32 are ALL.
 * @example architectureFromPayload(['64']) // '64'
 */
export function architectureFromPayload(list: readonly string[] | null | undefined): ArchitectureChoice {
  if (!list || list.length === 0 || list.includes('ALL')) return 'ALL';
  if (list.includes('64') && list.includes('32')) return 'ALL';
  return list.includes('32') ? '32' : '64';
}
