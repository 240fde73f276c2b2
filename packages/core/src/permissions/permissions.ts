import type { Permission, PermissionEntityType, Session } from '../contract/entities/session';
import {
  type CrudPermission,
  type RemoteAccessTool,
  type RemoteTool,
  remoteAccessPermission,
  remoteToolPermission,
  SYSTEM_PERMISSIONS as S,
} from './catalogue';
import {
  DEFAULT_USER_INACTIVITY_TIMEOUT,
  DIVISION_CONFIG,
  DIVISION_SETTINGS,
  FEATURE_FLAGS,
} from './constants';

/**
 * What a scoped grant is matched against. A missing field only matches grants that leave it `null`.
 * @example can.has('MDM', 'Update', { entityId: connectionId })
 */
export interface PermissionTarget {
  entityId?: number | null | undefined;
  nodeClass?: string | null | undefined;
  nodeRoleId?: number | null | undefined;
}

/**
 * A device as the permission checks need it (000 §3.9, 002 §3 Device).
 * @example can.canUpdateDevices({ id: 7, nodeClass: 'WINDOWS_SERVER', nodeRoleId: 3, clientId: 2 })
 */
export interface PermissionDevice {
  id: number;
  nodeClass: string;
  nodeRoleId?: number | null | undefined;
  /** The device's organization. */
  clientId?: number | null | undefined;
}

/**
 * A node (device) role (000 §3.3).
 * @example can.nodeRoleAccess({ id: 12, nodeClass: 'UNMANAGED_DEVICE' }).full
 */
export interface PermissionNodeRole {
  id: number;
  nodeClass: string;
}

/**
 * A policy, or its id.
 * @example can.canUpdatePolicy({ id: 4, nodeClass: 'NMS' }) || can.canUpdatePolicy(4)
 */
export type PermissionPolicy = number | { id: number; nodeClass?: string | null | undefined };

/**
 * An automation as the script checks need it (001 §3 Automation).
 * @example can.canCopyScript({ categoriesIds: [1, 3], language: 'script' })
 */
export interface PermissionScript {
  /** Script category ids; an automation without categories needs grants for all categories. */
  categoriesIds: readonly number[];
  /** `script`, `native`, `binary_install`, `binary_run`, `file_transfer`. */
  language: string;
}

/**
 * What a user may do with the devices of one node role.
 * @example roles.filter((role) => can.nodeRoleAccess(role).full)
 */
export interface NodeRoleAccess {
  view: boolean;
  update: boolean;
  create: boolean;
  delete: boolean;
  /** All four: "full permission" (000 §5.5, only such roles are selectable for unmanaged devices). */
  full: boolean;
}

/** Ticket permissions carried in `user.content.permissions.ticketCrud`. */
type TicketCrud = 'READ' | 'CREATE' | 'UPDATE' | 'DELETE';

/**
 * The permissions of one session: every `can*` flag of 000 §6, 001 §6 and 002 §6, per-entity
 * checks, feature flags and division configuration. Computed by {@link createPermissions}.
 *
 * Grant notation below: `SYSTEM Name` is `{ type: 'SYSTEM', name: 'Name' }`; `ORGANIZATION View(id)`
 * is a grant of that type and name whose `entityId` is `null` or `id`; "any" means a grant of that
 * type and name at any scope. A sysadmin (a technician with `sysadmin: true`) passes every
 * permission check; feature flags, division configuration, division settings and the script
 * language rules still apply to them. End users get no technician permission at all.
 * @example const can: Permissions = createPermissions(session); can.canCreatePolicies
 */
export interface Permissions {
  /** A technician with `sysadmin: true`. */
  readonly isSysadmin: boolean;
  /** `userType` is `TECHNICIAN`. */
  readonly isTechnician: boolean;
  /** `userType` is `END_USER`. */
  readonly isEndUser: boolean;
  /** The user menu's Super Admin entry: users flagged `ninjaAdmin` (001 §6). */
  readonly canAccessSuperAdmin: boolean;

  // ── devices ───────────────────────────────────────────────────────────────
  /** Any `DEVICE Create` grant (000 §6: the Add menu's Device entry). */
  readonly canCreateDevices: boolean;
  /** Any `DEVICE View` grant and `canViewAtLeastOneOrganization`. */
  readonly canViewAtLeastOneDevice: boolean;
  /** Sysadmin only (002 §6: device roles). */
  readonly canManageDeviceRoles: boolean;
  /** Sysadmin and flag `node_caching` (002 §2.1: Devices › cache). */
  readonly canManageNodeCache: boolean;
  /** `SYSTEM MaintenanceMode.Editor.Access`. */
  readonly canEditMaintenanceMode: boolean;
  /** `SYSTEM UninstallSoftware.Access`. */
  readonly canUninstallSoftware: boolean;
  /** `SYSTEM UninstallPatch.Access`. */
  readonly canUninstallPatches: boolean;

  // ── users ─────────────────────────────────────────────────────────────────
  /** Sysadmin only (002 §6). */
  readonly canCreateUsers: boolean;
  /** `SYSTEM EndUserSharing.Access` (end user tabs, the End Users search hint). */
  readonly canCRUDEndUserSharing: boolean;
  /** Sysadmin only (002 §6: configure user authentication; security settings; SSO in 001 §6). */
  readonly canConfigureUserAuthentication: boolean;
  /** Sysadmin only (technician roles). */
  readonly canManageTechnicianRoles: boolean;

  // ── reports ───────────────────────────────────────────────────────────────
  /** `SYSTEM Reports.FullAccess` (000 §6: Report entry, together with canViewAtLeastOneOrganization). */
  readonly canManageReports: boolean;
  /** `SYSTEM Reports.ViewSchedule` or `Reports.FullAccess`. */
  readonly canViewReportSchedules: boolean;
  /** `SYSTEM Reports.ViewClaimSchedule` or `Reports.FullAccess`. */
  readonly canClaimReportSchedules: boolean;

  // ── organizations ─────────────────────────────────────────────────────────
  /** Any `ORGANIZATION View` grant. */
  readonly canViewAtLeastOneOrganization: boolean;
  /** Any `ORGANIZATION Create` grant. */
  readonly canCreateCustomers: boolean;

  // ── policies ──────────────────────────────────────────────────────────────
  /** Any `POLICY Create` grant. */
  readonly canCreatePolicies: boolean;
  /** Any `POLICY View` grant (Policies tab, the Policies search filter). */
  readonly canReadAtLeastOnePolicy: boolean;
  /** Sysadmin and flag `dynamic_policy`. */
  readonly canManageDynamicPolicies: boolean;

  // ── automation library ────────────────────────────────────────────────────
  /** Any `SCRIPT_CATEGORY View` grant (Library › Automation). */
  readonly canReadAtLeastOneScript: boolean;
  /** Any `SCRIPT_CATEGORY Create` grant (the library's creation menu). */
  readonly canCreateAtLeastOneScript: boolean;
  /** Any `SCRIPT_CATEGORY Run` grant, or a non-empty `user.content.runOnlyScriptCategories`. */
  readonly canRunAtLeastOneAdhocScript: boolean;

  // ── scheduled tasks ───────────────────────────────────────────────────────
  /** Any `SCHEDULED_TASK View` grant (Tasks tab). */
  readonly canViewScheduledTasks: boolean;
  /** Any `SCHEDULED_TASK Create` grant (000 §6: with canRunAtLeastOneAdhocScript for the Add menu). */
  readonly canCreateScheduledTasks: boolean;
  /** Any `SCHEDULED_TASK Update` grant. */
  readonly canUpdateScheduledTasks: boolean;
  /** Any `SCHEDULED_TASK Delete` grant. */
  readonly canDeleteScheduledTasks: boolean;

  // ── groups (saved searches) ───────────────────────────────────────────────
  /** Any `SEARCH View` or `SEARCH FullAccess` grant (the Groups search filter). */
  readonly canViewGroups: boolean;
  /** Any `SEARCH Create` or `SEARCH FullAccess` grant. */
  readonly canCreateGroups: boolean;
  /** Any `SEARCH Update` or `SEARCH FullAccess` grant. */
  readonly canUpdateGroups: boolean;
  /** Any `SEARCH FullAccess` grant. */
  readonly canDeleteGroups: boolean;
  /** Sysadmin only (002 §6). */
  readonly canShareGroups: boolean;

  // ── administration ────────────────────────────────────────────────────────
  /** Sysadmin only (002 §6). */
  readonly canConfigureBranding: boolean;
  /** `SYSTEM Configuration.Activities.Access`. */
  readonly canConfigureSystemActivities: boolean;
  /** Sysadmin only (General › settings). */
  readonly canConfigureGeneralSettings: boolean;
  /** `SYSTEM ActiveDirectoryManagement.Access` (000 §6; the activeDirectory device tool). */
  readonly canAccessActiveDirectoryManagement: boolean;
  /** `SYSTEM ActiveDirectoryDiscovery.Access` (directory discovery jobs). */
  readonly canAccessActiveDirectoryDiscovery: boolean;

  // ── backup ────────────────────────────────────────────────────────────────
  /** `SYSTEM Backup.View`. */
  readonly canViewBackupData: boolean;
  /** `SYSTEM Backup.Restore`. */
  readonly canRestoreBackupData: boolean;
  /** `SYSTEM Backup.Manage`. */
  readonly canManageBackupData: boolean;
  /** `SYSTEM Backup.View` and `SYSTEM Backup.Manage` (001 §6: the Backup entry, hidden on the cloud edition). */
  readonly canViewAndManageBackupData: boolean;

  // ── integrations ──────────────────────────────────────────────────────────
  /** `SYSTEM Configuration.PSA.Access`. */
  readonly canConfigurePsa: boolean;
  /** `SYSTEM Cloudberry.Configure.Access`. */
  readonly canConfigureCloudberry: boolean;
  /** `SYSTEM Connectwise.Configure.Access`. */
  readonly canConfigureConnectWiseControl: boolean;
  /** `SYSTEM TeamViewer.Configure.Access`. */
  readonly canConfigureTeamViewer: boolean;
  /** `SYSTEM Splashtop.Configure.Access`. */
  readonly canConfigureSplashtop: boolean;
  /** `SYSTEM NinjaConnect.Configure.Access` and flag `ninja_control` (001 §6: the product's own remote tool). */
  readonly canConfigureNinjaConnect: boolean;
  /** `SYSTEM NinjaConnect.BackgroundMode.Access`. */
  readonly canUseNinjaConnectBackgroundMode: boolean;
  /** `SYSTEM QuickConnect.Configure.Access`. */
  readonly canConfigureQuickConnect: boolean;
  /** `SYSTEM Configuration.MicrosoftIntune.Access`. */
  readonly canConfigureMicrosoftIntune: boolean;
  /** Sysadmin only (002 §6). */
  readonly canConfigureITGlue: boolean;
  /** `SYSTEM GravityZone.Access`. */
  readonly canConfigureGravityZone: boolean;
  /** `SYSTEM GravityZone.Scan.Access`. */
  readonly canScanWithGravityZone: boolean;
  /** `SYSTEM SentinelOne.Access`. */
  readonly canConfigureSentinelOne: boolean;
  /** `SYSTEM CrowdStrike.Access`. */
  readonly canConfigureCrowdStrike: boolean;
  /** `SYSTEM RemoteSupport.Access`. */
  readonly canAccessRemoteSupport: boolean;
  /** Any `MDM View` grant (001 §6: MDM connections). */
  readonly canViewAtLeastOneMdmConnection: boolean;
  /** Any `MDM Create` grant. */
  readonly canCreateMdmConnections: boolean;
  /** `PSA Administration.Access` (001 §6: PSA administration; user roles load only for them). */
  readonly canAdministerPsa: boolean;
  /** `PSA ProductPrice.View` (001 §6: product price and cost). */
  readonly canViewPsaProductPrices: boolean;

  // ── ticketing ─────────────────────────────────────────────────────────────
  /** The division's ticketing setting (`division.settings.ticketingEnabled`). */
  readonly isTicketingEnabled: boolean;
  /** Ticketing enabled and `ticketCrud` holding READ, CREATE and UPDATE (002 §6); a sysadmin needs only the setting. */
  readonly canViewTicketing: boolean;
  /** Same grants as canViewTicketing (000 §6: ticket entries of the Add menu). */
  readonly canCreateTickets: boolean;
  /** canViewTicketing and `ticketCrud` holding DELETE. */
  readonly canDeleteTickets: boolean;
  /** Ticketing enabled and `TICKETING Administration.Access` (001 §6). */
  readonly canAdministerTicketing: boolean;

  // ── documentation (001 §6: the KB Articles, Checklists and Documents search filters) ──
  /** The division setting `organizationDocumentationEnabled` (the "organization-documentation condition"). */
  readonly isOrganizationDocumentationEnabled: boolean;
  /** Flag `documentation_knowledge_base` and any `DOCUMENTATION KnowledgeBase.View` grant. */
  readonly canReadKnowledgeBase: boolean;
  /** Flag `documentation_checklist`, any `DOCUMENTATION Checklist.View` grant and organization documentation. */
  readonly canViewChecklists: boolean;
  /** Flag `documentation_knowledge_base`, any `DOCUMENTATION AppsAndServices.View` grant and organization documentation. */
  readonly canViewAppsAndServices: boolean;

  // ── remote tools (node-level, honouring the disable_remote_tools_* flags) ──
  /** Any of the five remote tool flags below. */
  readonly canUseRemoteTools: boolean;
  /** Any `NODE RemoteTools.RemoteRegistry.Access` grant, unless flag `disable_remote_tools_registry`. */
  readonly canUseRemoteToolsRemoteRegistry: boolean;
  /** Any `NODE RemoteTools.TaskManager.Access` grant. */
  readonly canUseRemoteToolsTaskManager: boolean;
  /** Any `NODE RemoteTools.FileExplorer.Access` grant, unless flag `disable_remote_tools_file_browser`. */
  readonly canUseRemoteToolsFileExplorer: boolean;
  /** Any `NODE RemoteTools.ServicesManager.Access` grant. */
  readonly canUseRemoteToolsServicesManager: boolean;
  /** Any `NODE RemoteTools.CommandLine.Access` grant, unless flag `disable_remote_tools_command_prompt`. */
  readonly canUseRemoteToolsCommandLine: boolean;

  // ── per entity ────────────────────────────────────────────────────────────
  /** `ORGANIZATION View(orgId)`. */
  canViewOrganization(orgId: number): boolean;
  /** `ORGANIZATION Update(orgId)` and `ORGANIZATION View(orgId)` (000 §5.4: creating credentials too). */
  canUpdateCustomers(orgId: number): boolean;
  /** `ORGANIZATION Delete(orgId)` and `ORGANIZATION View(orgId)`. */
  canDeleteOrganization(orgId: number): boolean;
  /**
   * `DEVICE View` matching the device (entityId = device id, nodeClass, nodeRoleId) and
   * `ORGANIZATION View(device.clientId)` when the device has an organization.
   */
  canViewDevice(device: PermissionDevice): boolean;
  /** `DEVICE Update` matching the device, and canViewDevice. */
  canUpdateDevices(device: PermissionDevice): boolean;
  /** `DEVICE Delete` matching the device, and canViewDevice. */
  canDeleteDevices(device: PermissionDevice): boolean;
  /**
   * `DEVICE Create` for the class and role (a grant for one device does not count), and
   * `ORGANIZATION View(clientId)` when an organization is given.
   */
  canCreateDevice(target: {
    nodeClass: string;
    nodeRoleId?: number | null;
    clientId?: number | null;
  }): boolean;
  /** The DEVICE grants a user holds for a whole node role (sysadmins: full on every role, 000 §6). */
  nodeRoleAccess(role: PermissionNodeRole): NodeRoleAccess;
  /** `POLICY View(policy)` (a grant may also be limited to a node class). */
  canReadPolicy(policy: PermissionPolicy): boolean;
  /** `POLICY Update(policy)` and canReadPolicy. */
  canUpdatePolicy(policy: PermissionPolicy): boolean;
  /** `POLICY Delete(policy)` and canReadPolicy. */
  canDeletePolicy(policy: PermissionPolicy): boolean;
  /** `SCRIPT_CATEGORY View` on at least one of the script's categories. */
  canReadScripts(script: PermissionScript): boolean;
  /** canReadScripts: editing (opening the editor) needs only read (001 §6, 002 §6). */
  canEditScript(script: PermissionScript): boolean;
  /** `SCRIPT_CATEGORY Update` on every category of the script, and canReadScripts (saving an edit). */
  canUpdateScripts(script: PermissionScript): boolean;
  /** `SCRIPT_CATEGORY Create` on every given category (none given: a grant for all categories). */
  canCreateScripts(categoriesIds: readonly number[]): boolean;
  /** Not `native`; `SCRIPT_CATEGORY Delete` on every category, and canReadScripts. */
  canDeleteScripts(script: PermissionScript): boolean;
  /** Not `native`, `binary_install` or `binary_run`; canReadScripts and canCreateScripts(its categories). */
  canCopyScript(script: PermissionScript): boolean;
  /** `SCRIPT_CATEGORY Run` (or a run-only category) on every category of the script. */
  canRunScripts(script: PermissionScript): boolean;
  /**
   * A remote tool on one device: the node-level `RemoteTools.{tool}.Access` grant matching the
   * device, canViewDevice, and the tool's disable_remote_tools_* flag off.
   */
  canUseRemoteTool(device: PermissionDevice, tool: RemoteTool): boolean;
  /**
   * A remote access tool on one device: {@link isRemoteAccessEnabled} for the tool, the node-level
   * `RemoteAccess.{tool}.Access` grant matching the device, and canViewDevice.
   */
  canUseRemoteAccess(device: PermissionDevice, tool: RemoteAccessTool): boolean;
  /**
   * The remote-tool division-config rule (000 §6): the product's own remote tool (NinjaConnect),
   * Splashtop and TeamViewer are switched on per division (`NINJA_CONTROL`, `SPLASHTOP`,
   * `TEAMVIEWER`); Splashtop and TeamViewer also need their feature flag (`splashtop`,
   * `teamviewer`). Connectwise and RDP have no division switch.
   */
  isRemoteAccessEnabled(tool: RemoteAccessTool): boolean;
  /** `PSA Configure` plus the connector's feature flag (001 §6); the service-desk connector also needs sysadmin. */
  canConfigurePsaConnector(featureFlag: string): boolean;

  // ── generic ───────────────────────────────────────────────────────────────
  /**
   * The underlying check: a grant of `type` and `name` matching `target` (see
   * {@link grantMatches}); without a target, a grant at any scope. True for a sysadmin.
   */
  has(type: PermissionEntityType, name: string, target?: PermissionTarget): boolean;
  /** True when `flag` is in `session.featureFlags`. */
  hasFeature(flag: string): boolean;
  /** True when the division configuration entry `name` exists and is enabled. */
  isDivisionConfigEnabled(name: string): boolean;
}

/**
 * True when `grant` covers `target`: each scope field the grant sets (`entityId`, `nodeClass`,
 * `nodeRoleId`) equals the target's; a `null` field covers everything.
 * @example grantMatches({ type: 'ORGANIZATION', name: 'View', entityId: 3, nodeClass: null, nodeRoleId: null }, { entityId: 3 }) // true
 */
export function grantMatches(grant: Permission, target: PermissionTarget): boolean {
  const { entityId = null, nodeClass = null, nodeRoleId = null } = grant;
  return (
    (entityId === null || entityId === target.entityId) &&
    (nodeClass === null || nodeClass === target.nodeClass) &&
    (nodeRoleId === null || nodeRoleId === target.nodeRoleId)
  );
}

/**
 * The user's inactivity timeout in minutes: `user.content.userInactivityTimeout`, 240 when not set
 * (002 §6).
 * @example getUserInactivityTimeout(session) // 240
 */
export function getUserInactivityTimeout(session: Session): number {
  return session.user.content.userInactivityTimeout ?? DEFAULT_USER_INACTIVITY_TIMEOUT;
}

const NON_COPYABLE_LANGUAGES = new Set(['native', 'binary_install', 'binary_run']);

const remoteToolDisableFlag: Partial<Record<RemoteTool, string>> = {
  RemoteRegistry: FEATURE_FLAGS.disableRemoteToolsRegistry,
  FileExplorer: FEATURE_FLAGS.disableRemoteToolsFileBrowser,
  CommandLine: FEATURE_FLAGS.disableRemoteToolsCommandPrompt,
};

const remoteAccessDivisionConfig: Partial<Record<RemoteAccessTool, string>> = {
  NinjaConnect: DIVISION_CONFIG.ninjaControl,
  Splashtop: DIVISION_CONFIG.splashtop,
  TeamViewer: DIVISION_CONFIG.teamViewer,
};

const remoteAccessFeatureFlag: Partial<Record<RemoteAccessTool, string>> = {
  Splashtop: FEATURE_FLAGS.splashtop,
  TeamViewer: FEATURE_FLAGS.teamViewer,
};

/**
 * Computes what the signed-in user may do. One pure module: the server enforces with it, widgets
 * show and hide with it. A sysadmin passes every permission check (feature flags still gate
 * features); other technicians need grants from their role (`session.user.permissions`), matched
 * by type, name and scope; end users get no technician permission. Each flag's grants are listed
 * on {@link Permissions} and in docs/core.md.
 * @example
 * const can = createPermissions(session);
 * if (can.canUpdateCustomers(org.id)) showEditButton();
 * can.canDeleteScripts({ categoriesIds: [3], language: 'native' }) // false: native scripts
 */
export function createPermissions(session: Session): Permissions {
  const { user, division } = session;
  const isTechnician = user.userType === 'TECHNICIAN';
  const isSysadmin = isTechnician && user.sysadmin;
  const grants: readonly Permission[] = isTechnician ? user.permissions : [];
  const features = new Set(session.featureFlags);
  const hasFeature = (flag: string) => features.has(flag);
  const isDivisionConfigEnabled = (name: string) =>
    session.divisionConfig.some((entry) => entry.name === name && entry.enabled);

  const has = (type: PermissionEntityType, name: string, target?: PermissionTarget): boolean => {
    if (isSysadmin) return true;
    return grants.some(
      (grant) => grant.type === type && grant.name === name && (!target || grantMatches(grant, target)),
    );
  };
  const system = (name: string) => has('SYSTEM', name);

  const organizationTarget = (orgId: number): PermissionTarget => ({ entityId: orgId });
  const canViewOrganization = (orgId: number) => has('ORGANIZATION', 'View', organizationTarget(orgId));
  const organizationAction = (name: CrudPermission) => (orgId: number) =>
    canViewOrganization(orgId) && has('ORGANIZATION', name, organizationTarget(orgId));

  const deviceTarget = (device: PermissionDevice): PermissionTarget => ({
    entityId: device.id,
    nodeClass: device.nodeClass,
    nodeRoleId: device.nodeRoleId ?? null,
  });
  const inVisibleOrganization = (clientId: number | null | undefined) =>
    clientId === null || clientId === undefined || canViewOrganization(clientId);
  const canViewDevice = (device: PermissionDevice) =>
    inVisibleOrganization(device.clientId) && has('DEVICE', 'View', deviceTarget(device));
  const deviceAction = (name: CrudPermission) => (device: PermissionDevice) =>
    canViewDevice(device) && has('DEVICE', name, deviceTarget(device));

  const policyTarget = (policy: PermissionPolicy): PermissionTarget =>
    typeof policy === 'number'
      ? { entityId: policy }
      : { entityId: policy.id, nodeClass: policy.nodeClass ?? null };
  const canReadPolicy = (policy: PermissionPolicy) => has('POLICY', 'View', policyTarget(policy));
  const policyAction = (name: CrudPermission) => (policy: PermissionPolicy) =>
    canReadPolicy(policy) && has('POLICY', name, policyTarget(policy));

  const runOnlyCategories = new Set(isTechnician ? (user.content.runOnlyScriptCategories ?? []) : []);
  // An automation without categories is covered only by grants for all categories.
  const categoryTargets = (ids: readonly number[]): PermissionTarget[] =>
    ids.length > 0 ? ids.map((entityId) => ({ entityId })) : [{ entityId: null }];
  const onSomeCategory = (name: string, ids: readonly number[]) =>
    categoryTargets(ids).some((target) => has('SCRIPT_CATEGORY', name, target));
  const onEveryCategory = (name: string, ids: readonly number[]) =>
    categoryTargets(ids).every((target) => has('SCRIPT_CATEGORY', name, target));
  const canReadScripts = (script: PermissionScript) => onSomeCategory('View', script.categoriesIds);
  const canCreateScripts = (ids: readonly number[]) => onEveryCategory('Create', ids);
  const canRunScripts = (script: PermissionScript) =>
    categoryTargets(script.categoriesIds).every(
      (target) =>
        has('SCRIPT_CATEGORY', 'Run', target) ||
        (target.entityId !== null && target.entityId !== undefined && runOnlyCategories.has(target.entityId)),
    );

  const ticketCrud = new Set<TicketCrud>(isTechnician ? (user.content.permissions?.ticketCrud ?? []) : []);
  const isTicketingEnabled = division.settings[DIVISION_SETTINGS.ticketing] === true;
  const hasTicketCrud = (...names: TicketCrud[]) => isSysadmin || names.every((name) => ticketCrud.has(name));
  const canViewTicketing = isTicketingEnabled && hasTicketCrud('READ', 'CREATE', 'UPDATE');
  const orgDocumentation = division.settings[DIVISION_SETTINGS.organizationDocumentation] === true;
  const knowledgeBase = hasFeature(FEATURE_FLAGS.documentationKnowledgeBase);

  const remoteToolAllowed = (tool: RemoteTool) => {
    const disableFlag = remoteToolDisableFlag[tool];
    return !(disableFlag && hasFeature(disableFlag));
  };
  const canUseRemoteToolAnywhere = (tool: RemoteTool) =>
    remoteToolAllowed(tool) && has('NODE', remoteToolPermission(tool));
  const isRemoteAccessEnabled = (tool: RemoteAccessTool) => {
    const config = remoteAccessDivisionConfig[tool];
    const flag = remoteAccessFeatureFlag[tool];
    return (!config || isDivisionConfigEnabled(config)) && (!flag || hasFeature(flag));
  };

  const remoteTools = {
    canUseRemoteToolsRemoteRegistry: canUseRemoteToolAnywhere('RemoteRegistry'),
    canUseRemoteToolsTaskManager: canUseRemoteToolAnywhere('TaskManager'),
    canUseRemoteToolsFileExplorer: canUseRemoteToolAnywhere('FileExplorer'),
    canUseRemoteToolsServicesManager: canUseRemoteToolAnywhere('ServicesManager'),
    canUseRemoteToolsCommandLine: canUseRemoteToolAnywhere('CommandLine'),
  };
  const canConfigurePsa = system(S.psaConfigure);
  const canViewAtLeastOneOrganization = has('ORGANIZATION', 'View');
  const searchFull = has('SEARCH', 'FullAccess');
  const reportsFull = system(S.reportsFullAccess);

  return {
    isSysadmin,
    isTechnician,
    isEndUser: user.userType === 'END_USER',
    canAccessSuperAdmin: user.ninjaAdmin,

    canCreateDevices: has('DEVICE', 'Create'),
    canViewAtLeastOneDevice: canViewAtLeastOneOrganization && has('DEVICE', 'View'),
    canManageDeviceRoles: isSysadmin,
    canManageNodeCache: isSysadmin && hasFeature(FEATURE_FLAGS.nodeCaching),
    canEditMaintenanceMode: system(S.maintenanceModeEditor),
    canUninstallSoftware: system(S.uninstallSoftware),
    canUninstallPatches: system(S.uninstallPatch),

    canCreateUsers: isSysadmin,
    canCRUDEndUserSharing: system(S.endUserSharing),
    canConfigureUserAuthentication: isSysadmin,
    canManageTechnicianRoles: isSysadmin,

    canManageReports: reportsFull,
    canViewReportSchedules: reportsFull || system(S.reportsViewSchedule),
    canClaimReportSchedules: reportsFull || system(S.reportsViewClaimSchedule),

    canViewAtLeastOneOrganization,
    canCreateCustomers: has('ORGANIZATION', 'Create'),

    canCreatePolicies: has('POLICY', 'Create'),
    canReadAtLeastOnePolicy: has('POLICY', 'View'),
    canManageDynamicPolicies: isSysadmin && hasFeature(FEATURE_FLAGS.dynamicPolicy),

    canReadAtLeastOneScript: has('SCRIPT_CATEGORY', 'View'),
    canCreateAtLeastOneScript: has('SCRIPT_CATEGORY', 'Create'),
    canRunAtLeastOneAdhocScript: has('SCRIPT_CATEGORY', 'Run') || runOnlyCategories.size > 0,

    canViewScheduledTasks: has('SCHEDULED_TASK', 'View'),
    canCreateScheduledTasks: has('SCHEDULED_TASK', 'Create'),
    canUpdateScheduledTasks: has('SCHEDULED_TASK', 'Update'),
    canDeleteScheduledTasks: has('SCHEDULED_TASK', 'Delete'),

    canViewGroups: searchFull || has('SEARCH', 'View'),
    canCreateGroups: searchFull || has('SEARCH', 'Create'),
    canUpdateGroups: searchFull || has('SEARCH', 'Update'),
    canDeleteGroups: searchFull,
    canShareGroups: isSysadmin,

    canConfigureBranding: isSysadmin,
    canConfigureSystemActivities: system(S.activitiesConfigure),
    canConfigureGeneralSettings: isSysadmin,
    canAccessActiveDirectoryManagement: system(S.activeDirectoryManagement),
    canAccessActiveDirectoryDiscovery: system(S.activeDirectoryDiscovery),

    canViewBackupData: system(S.backupView),
    canRestoreBackupData: system(S.backupRestore),
    canManageBackupData: system(S.backupManage),
    canViewAndManageBackupData: system(S.backupView) && system(S.backupManage),

    canConfigurePsa,
    canConfigureCloudberry: system(S.cloudberryConfigure),
    canConfigureConnectWiseControl: system(S.connectwiseConfigure),
    canConfigureTeamViewer: system(S.teamViewerConfigure),
    canConfigureSplashtop: system(S.splashtopConfigure),
    canConfigureNinjaConnect: system(S.ninjaConnectConfigure) && hasFeature(FEATURE_FLAGS.ninjaControl),
    canUseNinjaConnectBackgroundMode: system(S.ninjaConnectBackgroundMode),
    canConfigureQuickConnect: system(S.quickConnectConfigure),
    canConfigureMicrosoftIntune: system(S.microsoftIntuneConfigure),
    canConfigureITGlue: isSysadmin,
    canConfigureGravityZone: system(S.gravityZone),
    canScanWithGravityZone: system(S.gravityZoneScan),
    canConfigureSentinelOne: system(S.sentinelOne),
    canConfigureCrowdStrike: system(S.crowdStrike),
    canAccessRemoteSupport: system(S.remoteSupport),
    canViewAtLeastOneMdmConnection: has('MDM', 'View'),
    canCreateMdmConnections: has('MDM', 'Create'),
    canAdministerPsa: has('PSA', 'Administration.Access'),
    canViewPsaProductPrices: has('PSA', 'ProductPrice.View'),

    isTicketingEnabled,
    canViewTicketing,
    canCreateTickets: canViewTicketing,
    canDeleteTickets: canViewTicketing && hasTicketCrud('DELETE'),
    canAdministerTicketing: isTicketingEnabled && has('TICKETING', 'Administration.Access'),

    isOrganizationDocumentationEnabled: orgDocumentation,
    canReadKnowledgeBase: knowledgeBase && has('DOCUMENTATION', 'KnowledgeBase.View'),
    canViewChecklists:
      hasFeature(FEATURE_FLAGS.documentationChecklist) &&
      orgDocumentation &&
      has('DOCUMENTATION', 'Checklist.View'),
    canViewAppsAndServices: knowledgeBase && orgDocumentation && has('DOCUMENTATION', 'AppsAndServices.View'),

    canUseRemoteTools: Object.values(remoteTools).some(Boolean),
    ...remoteTools,

    canViewOrganization,
    canUpdateCustomers: organizationAction('Update'),
    canDeleteOrganization: organizationAction('Delete'),
    canViewDevice,
    canUpdateDevices: deviceAction('Update'),
    canDeleteDevices: deviceAction('Delete'),
    canCreateDevice: (target) =>
      inVisibleOrganization(target.clientId) &&
      has('DEVICE', 'Create', {
        entityId: null,
        nodeClass: target.nodeClass,
        nodeRoleId: target.nodeRoleId ?? null,
      }),
    nodeRoleAccess: (role) => {
      const target = { entityId: null, nodeClass: role.nodeClass, nodeRoleId: role.id };
      const view = has('DEVICE', 'View', target);
      const update = has('DEVICE', 'Update', target);
      const create = has('DEVICE', 'Create', target);
      const remove = has('DEVICE', 'Delete', target);
      return { view, update, create, delete: remove, full: view && update && create && remove };
    },
    canReadPolicy,
    canUpdatePolicy: policyAction('Update'),
    canDeletePolicy: policyAction('Delete'),
    canReadScripts,
    canEditScript: canReadScripts,
    canUpdateScripts: (script) => canReadScripts(script) && onEveryCategory('Update', script.categoriesIds),
    canCreateScripts,
    canDeleteScripts: (script) =>
      script.language !== 'native' &&
      canReadScripts(script) &&
      onEveryCategory('Delete', script.categoriesIds),
    canCopyScript: (script) =>
      !NON_COPYABLE_LANGUAGES.has(script.language) &&
      canReadScripts(script) &&
      canCreateScripts(script.categoriesIds),
    canRunScripts,
    canUseRemoteTool: (device, tool) =>
      remoteToolAllowed(tool) &&
      canViewDevice(device) &&
      has('NODE', remoteToolPermission(tool), deviceTarget(device)),
    canUseRemoteAccess: (device, tool) =>
      isRemoteAccessEnabled(tool) &&
      canViewDevice(device) &&
      has('NODE', remoteAccessPermission(tool), deviceTarget(device)),
    isRemoteAccessEnabled,
    canConfigurePsaConnector: (featureFlag) => canConfigurePsa && hasFeature(featureFlag),

    has,
    hasFeature,
    isDivisionConfigEnabled,
  };
}
