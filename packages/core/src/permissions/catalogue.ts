import type { PermissionEntityType } from '../contract/entities/session';

/**
 * Which scope fields a grant of a catalogue permission may carry.
 * @example entry.scopeFields.includes('nodeClass')
 */
export type PermissionScopeField = 'entityId' | 'nodeClass' | 'nodeRoleId';

/**
 * One permission a technician role can grant.
 * @example { type: 'SYSTEM', name: 'Reports.FullAccess', level: 'system', scopeFields: [], ... }
 */
export interface PermissionCatalogueEntry {
  /** Entity type of the grant (`Permission.type`). */
  readonly type: PermissionEntityType;
  /** Permission name (`Permission.name`). */
  readonly name: string;
  /**
   * `system`: one switch for the whole account; `node`: per device (scoped by node class, node
   * role or one device); `entity`: per entity of the type (one organization, policy, script
   * category...) or all of them.
   */
  readonly level: 'system' | 'node' | 'entity';
  /** Scope fields a grant may set; a field left `null` means "all". */
  readonly scopeFields: readonly PermissionScopeField[];
  /** What the permission allows, for developers (role editors show catalogue texts of their own). */
  readonly description: string;
  /**
   * Where the permission comes from: `002 §6` is the spec's permission catalogue; `001 §6` marks
   * the few permissions 001 describes without naming (their names are chosen here).
   */
  readonly source: '002 §6' | '001 §6';
}

/**
 * System-level permission names (002 §6), granted with `type: 'SYSTEM'`.
 * @example { type: 'SYSTEM', name: SYSTEM_PERMISSIONS.activitiesConfigure }
 */
export const SYSTEM_PERMISSIONS = {
  teamViewerConfigure: 'TeamViewer.Configure.Access',
  ninjaConnectConfigure: 'NinjaConnect.Configure.Access',
  ninjaConnectBackgroundMode: 'NinjaConnect.BackgroundMode.Access',
  quickConnectConfigure: 'QuickConnect.Configure.Access',
  splashtopConfigure: 'Splashtop.Configure.Access',
  connectwiseConfigure: 'Connectwise.Configure.Access',
  maintenanceModeEditor: 'MaintenanceMode.Editor.Access',
  microsoftIntuneConfigure: 'Configuration.MicrosoftIntune.Access',
  cloudberryConfigure: 'Cloudberry.Configure.Access',
  activitiesConfigure: 'Configuration.Activities.Access',
  psaConfigure: 'Configuration.PSA.Access',
  uninstallSoftware: 'UninstallSoftware.Access',
  uninstallPatch: 'UninstallPatch.Access',
  reportsViewSchedule: 'Reports.ViewSchedule',
  reportsViewClaimSchedule: 'Reports.ViewClaimSchedule',
  reportsFullAccess: 'Reports.FullAccess',
  endUserSharing: 'EndUserSharing.Access',
  backupView: 'Backup.View',
  backupRestore: 'Backup.Restore',
  backupManage: 'Backup.Manage',
  remoteSupport: 'RemoteSupport.Access',
  activeDirectoryManagement: 'ActiveDirectoryManagement.Access',
  activeDirectoryDiscovery: 'ActiveDirectoryDiscovery.Access',
  gravityZone: 'GravityZone.Access',
  gravityZoneScan: 'GravityZone.Scan.Access',
  sentinelOne: 'SentinelOne.Access',
  crowdStrike: 'CrowdStrike.Access',
} as const;

/**
 * A remote access tool of the node-level `RemoteAccess.{tool}.Access` permissions (002 §6).
 * @example can.canUseRemoteAccess(device, 'Splashtop')
 */
export type RemoteAccessTool = 'TeamViewer' | 'NinjaConnect' | 'Splashtop' | 'Connectwise' | 'RDP';
/**
 * Every remote access tool.
 * @example REMOTE_ACCESS_TOOLS.filter((tool) => can.canUseRemoteAccess(device, tool))
 */
export const REMOTE_ACCESS_TOOLS: readonly RemoteAccessTool[] = [
  'TeamViewer',
  'NinjaConnect',
  'Splashtop',
  'Connectwise',
  'RDP',
];

/**
 * A remote tool of the node-level `RemoteTools.{tool}.Access` permissions (002 §6).
 * @example can.canUseRemoteTool(device, 'TaskManager')
 */
export type RemoteTool =
  | 'FileExplorer'
  | 'TaskManager'
  | 'ServicesManager'
  | 'RemoteRegistry'
  | 'CommandLine';
/**
 * Every remote tool.
 * @example REMOTE_TOOLS.filter((tool) => can.canUseRemoteTool(device, tool))
 */
export const REMOTE_TOOLS: readonly RemoteTool[] = [
  'FileExplorer',
  'TaskManager',
  'ServicesManager',
  'RemoteRegistry',
  'CommandLine',
];

/**
 * Node-level permission name of a remote access tool.
 * @example remoteAccessPermission('Splashtop') // 'RemoteAccess.Splashtop.Access'
 */
export function remoteAccessPermission(tool: RemoteAccessTool): string {
  return `RemoteAccess.${tool}.Access`;
}

/**
 * Node-level permission name of a remote tool.
 * @example remoteToolPermission('CommandLine') // 'RemoteTools.CommandLine.Access'
 */
export function remoteToolPermission(tool: RemoteTool): string {
  return `RemoteTools.${tool}.Access`;
}

/**
 * The four record permission names (002 §6).
 * @example CRUD_PERMISSIONS.map((name) => ({ type: 'POLICY', name }))
 */
export const CRUD_PERMISSIONS = ['View', 'Update', 'Create', 'Delete'] as const;
/**
 * A record permission name.
 * @example const name: CrudPermission = 'Update';
 */
export type CrudPermission = (typeof CRUD_PERMISSIONS)[number];

const system = (name: string, description: string): PermissionCatalogueEntry => ({
  type: 'SYSTEM',
  name,
  level: 'system',
  scopeFields: [],
  description,
  source: '002 §6',
});

const node = (name: string, description: string): PermissionCatalogueEntry => ({
  type: 'NODE',
  name,
  level: 'node',
  scopeFields: ['entityId', 'nodeClass', 'nodeRoleId'],
  description,
  source: '002 §6',
});

const entity = (
  type: PermissionEntityType,
  name: string,
  description: string,
  source: PermissionCatalogueEntry['source'] = '002 §6',
): PermissionCatalogueEntry => ({
  type,
  name,
  level: 'entity',
  scopeFields: type === 'DEVICE' ? ['entityId', 'nodeClass', 'nodeRoleId'] : ['entityId'],
  description,
  source,
});

const crud = (type: PermissionEntityType, what: string, source?: PermissionCatalogueEntry['source']) =>
  CRUD_PERMISSIONS.map((name) => entity(type, name, `${name} ${what}`, source));

const S = SYSTEM_PERMISSIONS;

/**
 * Every permission a technician role can grant: the permission catalogue of 002 §6, plus the few
 * entity permissions 001 §6 describes without naming (ticketing administration, PSA
 * administration and prices, MDM connections; `source: '001 §6'`). Role editors list it; the seed
 * grants from it.
 * @example PERMISSION_CATALOGUE.filter((p) => p.level === 'system').map((p) => p.name)
 */
export const PERMISSION_CATALOGUE: readonly PermissionCatalogueEntry[] = [
  system(S.teamViewerConfigure, 'Configure the TeamViewer integration'),
  system(S.ninjaConnectConfigure, "Configure the product's own remote tool"),
  system(S.ninjaConnectBackgroundMode, "Use the product's own remote tool in background mode"),
  system(S.quickConnectConfigure, 'Configure Quick Connect'),
  system(S.splashtopConfigure, 'Configure the Splashtop integration'),
  system(S.connectwiseConfigure, 'Configure the ConnectWise Control integration'),
  system(S.maintenanceModeEditor, 'Enable and disable maintenance mode'),
  system(S.microsoftIntuneConfigure, 'Configure the Microsoft Intune tenant connector'),
  system(S.cloudberryConfigure, 'Configure the Cloudberry integration'),
  system(S.activitiesConfigure, 'Configure system activities'),
  system(S.psaConfigure, 'Configure PSA and ticketing connectors'),
  system(S.uninstallSoftware, 'Uninstall software from devices'),
  system(S.uninstallPatch, 'Uninstall patches from devices'),
  system(S.reportsViewSchedule, 'View report schedules'),
  system(S.reportsViewClaimSchedule, 'View and claim report schedules'),
  system(S.reportsFullAccess, 'Create, edit and schedule reports'),
  system(S.endUserSharing, 'Manage end users, end user roles and sharing'),
  system(S.backupView, 'View backup data'),
  system(S.backupRestore, 'Restore backup data'),
  system(S.backupManage, 'Manage backup data and jobs'),
  system(S.remoteSupport, 'Use remote support'),
  system(S.activeDirectoryManagement, 'Manage Active Directory from a device'),
  system(S.activeDirectoryDiscovery, 'Run Active Directory discovery jobs'),
  system(S.gravityZone, 'Configure the GravityZone integration'),
  system(S.gravityZoneScan, 'Run GravityZone scans'),
  system(S.sentinelOne, 'Configure the SentinelOne integration'),
  system(S.crowdStrike, 'Configure the CrowdStrike integration'),
  ...REMOTE_ACCESS_TOOLS.map((tool) =>
    node(remoteAccessPermission(tool), `Connect to devices with ${tool === 'RDP' ? 'RDP' : tool}`),
  ),
  ...REMOTE_TOOLS.map((tool) => node(remoteToolPermission(tool), `Use the ${tool} remote tool on devices`)),
  ...crud('DEVICE', 'devices (by node class, node role or one device)'),
  ...crud('POLICY', 'policies'),
  ...crud('ORGANIZATION', 'organizations'),
  ...crud('SCRIPT_CATEGORY', 'automations of a script category'),
  entity('SCRIPT_CATEGORY', 'Run', 'Run automations of a script category'),
  ...crud('SCHEDULED_TASK', 'scheduled tasks'),
  entity('SEARCH', 'View', 'View device groups (saved searches)'),
  entity('SEARCH', 'Create', 'Create device groups'),
  entity('SEARCH', 'Update', 'Update device groups'),
  entity('SEARCH', 'FullAccess', 'View, create, update and delete device groups'),
  entity('TICKETING', 'Administration.Access', 'Ticketing administrative actions', '001 §6'),
  entity('PSA', 'Administration.Access', 'PSA administration (products, agreements, user roles)', '001 §6'),
  entity('PSA', 'ProductPrice.View', 'See PSA product price and cost', '001 §6'),
  ...crud('MDM', 'MDM connections', '001 §6'),
  entity('DOCUMENTATION', 'KnowledgeBase.View', 'Read knowledge base documents', '001 §6'),
  entity('DOCUMENTATION', 'Checklist.View', 'Read documentation checklists', '001 §6'),
  entity('DOCUMENTATION', 'AppsAndServices.View', 'Read apps and services documents', '001 §6'),
];
