import type { Permission, PermissionEntityType, Session } from '../contract/entities/session';
import {
  type CrudPermission,
  type RemoteAccessTool,
  type RemoteTool,
  remoteAccessPermission,
  remoteToolPermission,
  SYSTEM_PERMISSIONS as S,
} from './catalogue';
import { DIVISION_CONFIG, DIVISION_SETTINGS, FEATURE_FLAGS } from './constants';
import { grantMatches } from './grants';
import type {
  PermissionDevice,
  PermissionPolicy,
  PermissionScript,
  Permissions,
  PermissionTarget,
} from './types';

export type { Permissions } from './types';

/** Ticket permissions carried in `user.content.permissions.ticketCrud`. */
type TicketCrud = 'READ' | 'CREATE' | 'UPDATE' | 'DELETE';

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

    canViewUser: (member) =>
      member.id === user.id ||
      (isTechnician &&
        (member.userType === 'TECHNICIAN' ||
          (system(S.endUserSharing) && inVisibleOrganization(member.clientId)))),
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
