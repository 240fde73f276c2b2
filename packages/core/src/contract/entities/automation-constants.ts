/** The automation vocabulary without zod, for widgets; `automation.ts` builds its schemas on it. */

/** The script languages (the Language filter, 001 §2.7). */
export const scriptLanguages = [
  'powershell',
  'batchfile',
  'vbscript',
  'shellscript',
  'javascript',
  'python',
] as const;

/**
 * Automation languages (001 §3): the script languages plus native, binary_install, binary_run and
 * file_transfer.
 */
export const AUTOMATION_LANGUAGE_VALUES = [
  ...scriptLanguages,
  'native',
  'binary_install',
  'binary_run',
  'file_transfer',
] as const;

/** Automation types (001 §3). */
export const AUTOMATION_TYPE_VALUES = [
  'ScriptAutomation',
  'NativeAutomation',
  'BinaryInstallAutomation',
  'BinaryRunAutomation',
  'FileTransferAutomation',
] as const;

/**
 * The automation type of a language (001 §3).
 * @example automationTypeOf('binary_run') // 'BinaryRunAutomation'
 */
export function automationTypeOf(
  language: (typeof AUTOMATION_LANGUAGE_VALUES)[number],
): (typeof AUTOMATION_TYPE_VALUES)[number] {
  switch (language) {
    case 'native':
      return 'NativeAutomation';
    case 'binary_install':
      return 'BinaryInstallAutomation';
    case 'binary_run':
      return 'BinaryRunAutomation';
    case 'file_transfer':
      return 'FileTransferAutomation';
    default:
      return 'ScriptAutomation';
  }
}
