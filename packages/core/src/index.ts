/**
 * @console/core — the contract and the rules, shared by the server and every widget. No React here;
 * React bindings live in `@console/core/react`.
 * @packageDocumentation
 */

export * from './admin/admin-pages';
export * from './client';
export {
  backupPlansSchema,
  deviceMdmTopic,
  endpoints,
  NOTIFICATION_CHANNEL_TYPES,
  nodeClasses,
  topicKey,
  topics,
  VIRTUAL_DISK_TYPES,
} from './contract';
export { CREDENTIAL_FORM_PATH } from './contract/endpoints/credential-constants';
export { TERMINAL_CLOSE_CODES, type TerminalServerFrame } from './contract/endpoints/terminal-constants';
export { VM_HOST_DUPLICATE_CODE, VM_HOST_TEST_ERROR_CODES } from './contract/endpoints/vm-host-constants';
// The contract's zod-free constants, exported straight from their modules: a bundler that reached
// them through `./contract` would enter (and keep) the schema modules that re-export them.
export { automationTypeOf, scriptLanguages } from './contract/entities/automation-constants';
export {
  BACKUP_COMMAND_MAX,
  BACKUP_COMMENT_MAX,
  BACKUP_COMPRESSION_TYPES,
  BACKUP_ITEMS_MAX,
  BACKUP_LICENSE_TYPES,
  BACKUP_NAME_MAX,
  BACKUP_PASSWORD_MASK,
  BACKUP_PASSWORD_MAX,
  BACKUP_PATH_MAX,
  BACKUP_SCHEDULE_TYPES,
  BACKUP_SPLIT_SIZES_MB,
  BACKUP_WEEKDAYS,
  REPLICATION_MODES,
} from './contract/entities/backup-constants';
export {
  DEFAULT_PAGE_SIZE,
  type ErrorCode,
  errorCodes,
  MAX_PAGE_SIZE,
  REQUIRED_MESSAGE,
} from './contract/entities/common-constants';
export {
  INSTALLER_TYPES,
  type InstallerOs,
  type InstallerType,
  installerNodeClasses,
  installerOs,
  LINUX_ARCHITECTURES,
  type LinuxArchitecture,
  linuxInstallerType,
} from './contract/entities/installer-constants';
export {
  ANDROID_USAGE_TYPES,
  type AndroidUsageType,
  MDM_DEVICE_CLASSES,
} from './contract/entities/mdm-enrollment-constants';
export {
  DEVICE_NAME_MAX,
  MANAGED_DEVICE_ROOT,
  UNMANAGED_DEVICE_ROLE,
  UNMANAGED_DEVICE_ROOT,
  UNMANAGED_TEXT_MAX,
} from './contract/entities/node-constants';
export { SCHEDULE_MAX_REPEATS } from './contract/entities/schedule-constants';
export {
  EXACT_SCORE,
  matchAttributes,
  RECENT_SEARCH_LIMIT,
  SEARCH_INPUT_MAX,
  SEARCH_POPOVER_LIMIT,
  SEARCH_RESULT_LIMIT,
  searchFilters,
  searchResultTypes,
} from './contract/entities/search-constants';
export { SEARCH_FILTER_RESULT_TYPES } from './contract/entities/search-filter-types';
export type { EndpointRef, Route, RouteTable } from './contract/route';
export { routes } from './contract/routes';
export type { TopicRef, TopicRoute, TopicRouteTable } from './contract/topic-route';
export { topicRoutes } from './contract/topic-routes';
// The contract: every type; of its values (zod schemas, registries) only those a widget or a host uses.
// The server and the agent read the whole contract from `@console/core/contract`.
export type * from './contract/types';
export * from './format/bytes';
export * from './format/date';
export * from './format/time-zones';
export * from './messages';
// Each section of the catalogue from its own module (`automationMessages`...): a widget imports and
// registers only the ones it renders; `allMessages` is for the server and the console.
export * from './messages/sections';
export * from './permissions';
export * from './schedule/next-occurrence';
export * from './validation';
export { MAX_SCRIPT_PARAMETER_LENGTH, MAX_SCRIPT_PARAMETERS } from './validation/automation';
