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
export {
  createPermissions,
  getUserInactivityTimeout,
  grantMatches,
  type NodeRoleAccess,
  type PermissionDevice,
  type PermissionNodeRole,
  type PermissionPolicy,
  type PermissionScript,
  type Permissions,
  type PermissionTarget,
} from './permissions';
