import type { PermissionEntityType } from '../contract/entities/session';
import type { RemoteAccessTool, RemoteTool } from './catalogue';

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

/**
 * A member of the division (a technician or an end user) as the user checks need it (002 §6).
 * @example can.canViewUser({ id: 12, userType: 'END_USER', clientId: 3 })
 */
export interface PermissionUser {
  /** The user's id. */
  id: number;
  userType: 'TECHNICIAN' | 'END_USER';
  /** An end user's organization. */
  clientId?: number | null | undefined;
}

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
  /**
   * A member of the division: the user themselves; for a technician every technician, and an end
   * user with `canCRUDEndUserSharing` and `ORGANIZATION View` of the end user's organization when
   * they have one.
   */
  canViewUser(member: PermissionUser): boolean;
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
