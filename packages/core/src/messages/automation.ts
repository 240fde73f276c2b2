/**
 * The automation texts core and the server produce (001 §5, §8, §9): the shared validators' messages,
 * the script languages' names (the script picker shows them) and the server's refusals. Texts marked
 * "chosen" are not given by the spec. `@console/automation-library` registers them with its own
 * section (`automationMessages`).
 * @example automationCoreMessages['automation.validation.invalidDestinationPath'] // 'Invalid destination path'
 */
export const automationCoreMessages = {
  // ── shared validation rules (001 §5) ──────────────────────────────────────
  'automation.validation.nameExists': 'This name already exists',
  /** chosen: the spec gives the limit (150) but not the text */
  'automation.validation.nameTooLong': 'Maximum of {{max}} characters allowed',
  'automation.validation.invalidDestinationPath': 'Invalid destination path',
  'automation.validation.invalidUrl': 'Please enter a valid URL',
  'automation.validation.chooseInstallerFile': 'Choose an installer file',
  'automation.validation.invalidFileType':
    "You've attempted to attach an invalid file. Only the following file types are allowed: {{extensions}}",
  /** chosen wording of the spec's "'file exceeds limit' message with the limit and unit" */
  'automation.validation.fileExceedsLimit': 'File exceeds limit of {{limit}} {{unit}}',
  'automation.validation.fileTooSmall': 'File too small. File size must be more than 1 byte',
  /** chosen: the spec gives the limit (5) but not the text */
  'automation.validation.tooManyHelperFiles': 'Maximum of {{max}} helper files allowed',
  'automation.validation.iconTooLarge': 'The size should be max 32 x 32 pixels',
  /** chosen: the icon could not be read as an image */
  'automation.validation.iconUnreadable': 'The icon must be an image file',
  /** chosen: an architecture the OS does not offer */
  'automation.validation.invalidArchitecture': 'This architecture is not available for the chosen OS',
  'automation.validation.parameterLimitReached': 'Maximum limit of {{max}} reached',
  'automation.validation.tooManyParameters': 'Maximum of {{max}} parameters allowed',
  /** chosen: the spec gives the limit (30000) but not the text */
  'automation.validation.parameterTooLong': 'Maximum of {{max}} characters allowed per parameter',
  /** chosen: a parameter already in the list */
  'automation.validation.parameterDuplicate': 'This parameter is already in the list',
  'automation.validation.mandatoryVariable': 'Mandatory value is undefined. Please enter a value.',
  'automation.validation.suspiciousFile': 'Suspicious file - Please upload a different file.',

  // ── enumerations ──────────────────────────────────────────────────────────
  'automation.language.powershell': 'PowerShell',
  'automation.language.batchfile': 'Batch file',
  'automation.language.vbscript': 'VBScript',
  'automation.language.shellscript': 'ShellScript',
  'automation.language.javascript': 'JavaScript',
  'automation.language.python': 'Python',
  'automation.language.native': 'Native',
  'automation.language.binary_install': 'Install Application',
  'automation.language.binary_run': 'Run Application',
  'automation.language.file_transfer': 'File Transfer',

  // ── server refusals (chosen: the spec is silent) ──────────────────────────
  /** chosen: 409 AUTOMATION_IN_USE, deleting a script an install automation uses as pre- or post-script */
  'automation.errors.inUse': 'This automation is used by {{names}}. Remove it from them first.',
  /** chosen: the `names` of automation.errors.inUse past the first few (and those the user cannot read) */
  'automation.errors.inUseMore': '{{names}} and {{count}} more',
  /** chosen: the `names` of automation.errors.inUse when the user may read none of them */
  'automation.errors.inUseHidden': 'other automations',
  /** chosen: a pre- or post-script that does not exist or that the user may not read */
  'automation.errors.scriptUnavailable': 'The selected script does not exist or you cannot use it.',
  /** chosen: an install or run automation chosen as a pre- or post-script (the picker hides them) */
  'automation.errors.scriptNotAllowed': 'An install or run automation cannot be a pre- or post-script.',
} as const;
