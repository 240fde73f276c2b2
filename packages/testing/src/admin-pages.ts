/**
 * Shared fixtures of the administration-page tests (core's pages, the console's navigation, the
 * navigation/search parity), imported as `@console/testing/admin-pages`: the permission flags the
 * rules read, permissions made of them, every combination of flags, features and edition, and the
 * spec's visibility table. Written independently of @console/core, which it imports types from only.
 */
import type { AdminPageContext, AdminPageId, AdminPagePermissions } from '@console/core';

/** The administration tabs of 000 §2.1, in display order. */
export const ADMIN_TAB_IDS = [
  'general',
  'users',
  'apps',
  'devices',
  'library',
  'customers',
  'policies',
  'dynamicPolicies',
  'tasks',
] as const;

/** The permission flags the administration rules read (besides `isTechnician` and `hasFeature`). */
export const ADMIN_FLAG_NAMES = [
  'isSysadmin',
  'canConfigureSystemActivities',
  'canConfigureBranding',
  'canCRUDEndUserSharing',
  'canReadAtLeastOneScript',
  'canViewAtLeastOneOrganization',
  'canReadAtLeastOnePolicy',
  'canViewScheduledTasks',
] as const satisfies readonly (keyof AdminPagePermissions)[];

/** The flags of {@link ADMIN_FLAG_NAMES}. */
export type AdminFlags = Omit<AdminPagePermissions, 'hasFeature' | 'isTechnician'>;

/** The flags whose bit is set in `mask` (bit `i` is `ADMIN_FLAG_NAMES[i]`). */
export const adminFlagsOf = (mask: number): AdminFlags =>
  Object.fromEntries(ADMIN_FLAG_NAMES.map((name, bit) => [name, (mask & (1 << bit)) !== 0])) as AdminFlags;

/** Every flag set: a system administrator who may do everything. */
export const EVERY_ADMIN_FLAG = adminFlagsOf(2 ** ADMIN_FLAG_NAMES.length - 1);

/**
 * A technician with the given flags (all others unset) and feature flags.
 * @example adminPagePermissions({ isSysadmin: true }, ['node_caching'])
 */
export function adminPagePermissions(
  flags: Partial<AdminFlags> & { isTechnician?: boolean } = {},
  features: readonly string[] = [],
): AdminPagePermissions {
  return {
    isTechnician: true,
    isSysadmin: false,
    canConfigureSystemActivities: false,
    canConfigureBranding: false,
    canCRUDEndUserSharing: false,
    canReadAtLeastOneScript: false,
    canViewAtLeastOneOrganization: false,
    canReadAtLeastOnePolicy: false,
    canViewScheduledTasks: false,
    ...flags,
    hasFeature: (flag) => features.includes(flag),
  };
}

/**
 * Every combination of permission flags, of four feature sets (none, `allFeatures`, and two that
 * split the gated pages) and of the edition, in that loop order (the edition varies fastest).
 */
export function adminPageContexts(allFeatures: readonly string[]): AdminPageContext[] {
  const contexts: AdminPageContext[] = [];
  for (let mask = 0; mask < 2 ** ADMIN_FLAG_NAMES.length; mask += 1)
    for (const features of [[], allFeatures, ['mdm', 'custom_snmp'], ['node_caching', 'dynamic_policy']])
      for (const cloudEdition of [false, true])
        contexts.push({ permissions: adminPagePermissions(adminFlagsOf(mask), features), cloudEdition });
  return contexts;
}

/** A generic webhook connection of the console's navigation (its `GenericWebhookConnection`). */
export interface TestWebhook {
  enabled: boolean;
  name: string;
  description: string;
}

/**
 * {@link adminPageContexts} for the console's navigation: each once without a generic webhook and
 * once with an enabled one (the webhook varies fastest: 16 contexts per permission combination).
 */
export function adminNavContexts(
  allFeatures: readonly string[],
): (AdminPageContext & { genericWebhook: TestWebhook | null })[] {
  const webhooks = [null, { enabled: true, name: 'Hook', description: 'To Slack' }];
  return adminPageContexts(allFeatures).flatMap((ctx) =>
    webhooks.map((genericWebhook) => ({ ...ctx, genericWebhook })),
  );
}

/** The spec's table of the administration pages (000 §6, 002 §2.1, §6): whether each page shows. */
export function expectedAdminPages(ctx: AdminPageContext): Record<AdminPageId, boolean> {
  const p = ctx.permissions;
  const f = (flag: string) => p.hasFeature(flag);
  return {
    'general.settings': p.canConfigureSystemActivities && p.isSysadmin,
    'general.branding': p.canConfigureSystemActivities && p.canConfigureBranding,
    'general.activities': p.canConfigureSystemActivities,
    'users.technicians': true,
    'users.technicianRoles': p.isSysadmin,
    'users.identityProviders': p.isSysadmin,
    'users.securitySettings': p.isSysadmin,
    'users.endUsers': p.canCRUDEndUserSharing,
    'users.endUserRoles': p.canCRUDEndUserSharing,
    'users.endUserCustomFields': p.canCRUDEndUserSharing && f('end_user_custom_fields'),
    'users.contacts': true,
    'apps.installed': true,
    'apps.api.client': true,
    'apps.api.oauth': true,
    'apps.api.legacy': true,
    'apps.notificationChannels': true,
    'apps.integrations.saasBackup': p.isSysadmin && !ctx.cloudEdition,
    'devices.groups': true,
    'devices.roles': p.isSysadmin,
    'devices.deviceCustomFields': true,
    'devices.healthStatus': true,
    'devices.cache': p.isSysadmin && f('node_caching'),
    'library.downloads': true,
    'library.snmpLibrary': p.isSysadmin && f('custom_snmp'),
    'library.automation': p.canReadAtLeastOneScript,
    'library.tags': true,
    'customers.organizations': p.canViewAtLeastOneOrganization,
    'customers.organizationCustomFields': p.canViewAtLeastOneOrganization && f('organization_custom_fields'),
    'customers.locationCustomFields': p.canViewAtLeastOneOrganization && f('location_custom_fields'),
    'policies.agent': p.canReadAtLeastOnePolicy,
    'policies.nms': p.canReadAtLeastOnePolicy,
    'policies.virtualization': p.canReadAtLeastOnePolicy,
    'policies.mdm': p.canReadAtLeastOnePolicy && f('mdm'),
    'dynamicPolicies.targetRules': p.isSysadmin && f('dynamic_policy'),
    tasks: p.canViewScheduledTasks,
  };
}
