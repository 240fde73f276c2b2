export {
  CRUD_PERMISSIONS,
  type CrudPermission,
  PERMISSION_CATALOGUE,
  type PermissionCatalogueEntry,
  type PermissionScopeField,
  REMOTE_ACCESS_TOOLS,
  REMOTE_TOOLS,
  type RemoteAccessTool,
  type RemoteTool,
  remoteAccessPermission,
  remoteToolPermission,
  SYSTEM_PERMISSIONS,
} from './catalogue';
export {
  DEFAULT_USER_INACTIVITY_TIMEOUT,
  DIVISION_CONFIG,
  DIVISION_SETTINGS,
  FEATURE_FLAGS,
  type FeatureFlag,
} from './constants';
export { getUserInactivityTimeout, grantMatches } from './grants';
export { createPermissions } from './permissions';
export type {
  NodeRoleAccess,
  PermissionDevice,
  PermissionNodeRole,
  PermissionPolicy,
  PermissionScript,
  Permissions,
  PermissionTarget,
  PermissionUser,
} from './types';
