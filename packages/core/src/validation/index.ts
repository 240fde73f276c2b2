/**
 * `@console/core/validation`: the pure validators the forms and the server share (IP targets,
 * destination paths, phone, email, tags, automation names, files, parameters). No zod, no React:
 * a form imports them without the contract. Each returns the spec's message key for a refusal.
 * @example
 * import { validateIpTargets } from '@console/core/validation';
 * validateIpTargets('10.0.0.1, 10.0.0.999'); // { key: 'errors.validation.invalidIps', params: { entries: '10.0.0.999' } }
 * @packageDocumentation
 */

export {
  ARCHITECTURE_OPTIONS,
  type ArchitectureChoice,
  type AutomationNameOptions,
  type AutomationOs,
  architectureAfterOsChange,
  architectureFromPayload,
  architectureToPayload,
  type FileFacts,
  fileExtension,
  formatExtensions,
  INSTALLER_EXTENSIONS,
  type InstallOs,
  installerSizeLimit,
  isSecureUrl,
  isValidInstallerUrl,
  isZipName,
  LARGE_INSTALLER_FEATURE_FLAG,
  MAX_AUTOMATION_NAME_LENGTH,
  MAX_FILE_TRANSFER_BYTES,
  MAX_FILE_TRANSFER_NAME_LENGTH,
  MAX_HELPER_FILE_BYTES,
  MAX_HELPER_FILES,
  MAX_ICON_PIXELS,
  MAX_INSTALLER_BYTES,
  MAX_LARGE_INSTALLER_BYTES,
  MAX_SCRIPT_PARAMETER_LENGTH,
  MAX_SCRIPT_PARAMETERS,
  type NamedAutomation,
  sizeLimitParams,
  type UploadType,
  validateArchitecture,
  validateAutomationName,
  validateFileSize,
  validateHelperFile,
  validateHelperFiles,
  validateIconDimensions,
  validateInstallerFile,
  validateInstallerUrl,
  validateTransferFile,
  ZIP_CHECK_DEBOUNCE_MS,
} from './automation';
export {
  type AddParameterOutcome,
  type AddParameterResult,
  type AppliedAutomationInput,
  ATTACHMENT_PURPOSES,
  type AttachmentPurpose,
  addParameter,
  attachmentSizeLimit,
  BUILT_IN_REQUIRED_FIELDS,
  BUILT_IN_URL_FIELDS,
  type BuiltInField,
  type CheckedVariable,
  MAX_ICON_BYTES,
  normalizeParameters,
  type VariableValue,
  validateAppliedAutomation,
  validateParameters,
  validateRequiredText,
  variableKey,
} from './automation-parameters';
export {
  type DestinationOs,
  isValidDestinationPath,
  isValidUnixDestination,
  isValidWindowsDestination,
  MAX_DESTINATION_LENGTH,
  MAX_PATH_SEGMENT_LENGTH,
  validateDestinationPath,
} from './destination-path';
export { isValidEmail, validateEmail } from './email';
export {
  type IpTargets,
  ipTargetSize,
  ipv4ToNumber,
  isValidCidr,
  isValidIpTarget,
  isValidIpv4,
  isValidIpv4Range,
  isValidPort,
  parseIpTargets,
  parseIpv4Range,
  validateIpTargets,
} from './ip';
export { type ValidationIssue, validateWholeNumberBetween } from './issue';
export { isValidPhone, normalizePhone, validatePhone } from './phone';
export {
  type AddTagOptions,
  type AddTagOutcome,
  type AddTagResult,
  addTag,
  addTags,
  DEFAULT_TAG_MAX,
  isValidTag,
  MAX_VOLUME_LENGTH,
  normalizeTag,
  removeTag,
  type TagRestriction,
  tagErrorMessageKey,
  tagRestrictions,
} from './tag-rules';
