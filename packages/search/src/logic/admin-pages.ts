import {
  type AdministrationPage,
  EXACT_SCORE,
  type MessageKey,
  type SearchResultItem,
  type Translate,
} from '@console/core';
import type { SearchPermissions } from './filters';
import { type FuzzyKey, type FuzzyOptions, fuzzySearch } from './fuzzy';

/** What the page visibility rules read besides the permissions. */
export interface AdminPageContext {
  permissions: SearchPermissions;
  /** Cloud-IT edition: hides the SaaS backup page (002 §6). @default false */
  cloudEdition?: boolean;
}

/** One administration page as declared: names are catalogue keys, so hosts' texts apply. */
export interface AdminPageDefinition {
  /** Dotted id, as in the administration navigation (`users.technicians`). */
  id: string;
  /** Catalogue key of the page's name. */
  nameKey: MessageKey;
  /** Catalogue key of the page's category (its administration tab). */
  categoryKey: MessageKey;
  /** Other words a technician may type for the page (chosen; see the README). */
  searchAliases: readonly string[];
  /** The page's route. */
  route: string;
  /** The show flag; absent means always shown. */
  show?: (ctx: AdminPageContext) => boolean;
}

const ADMIN = '/administration';
const sysadmin = (ctx: AdminPageContext) => ctx.permissions.isSysadmin;
const feature = (flag: string) => (ctx: AdminPageContext) => ctx.permissions.hasFeature(flag);
const all =
  (...rules: ((ctx: AdminPageContext) => boolean)[]) =>
  (ctx: AdminPageContext) =>
    rules.every((rule) => rule(ctx));

/** Feature flags the page rules read (000 §6, 002 §6; unnamed ones as the console chose them). */
export const ADMIN_PAGE_FEATURE_FLAGS = {
  nodeCaching: 'node_caching',
  customSnmp: 'custom_snmp',
  dynamicPolicy: 'dynamic_policy',
  mdm: 'mdm',
  endUserCustomFields: 'end_user_custom_fields',
  organizationCustomFields: 'organization_custom_fields',
  locationCustomFields: 'location_custom_fields',
} as const;
const F = ADMIN_PAGE_FEATURE_FLAGS;

/** The visibility rules of 000 §6 and 002 §2.1 / §6, as the administration navigation applies them. */
export const adminPageRules = {
  generalTab: (ctx: AdminPageContext) => ctx.permissions.canConfigureSystemActivities,
  generalSettings: sysadmin,
  branding: (ctx: AdminPageContext) => ctx.permissions.canConfigureBranding,
  activities: (ctx: AdminPageContext) => ctx.permissions.canConfigureSystemActivities,
  endUsers: (ctx: AdminPageContext) => ctx.permissions.canCRUDEndUserSharing,
  saasBackup: (ctx: AdminPageContext) => ctx.permissions.isSysadmin && !ctx.cloudEdition,
  snmpLibrary: all(sysadmin, feature(F.customSnmp)),
  automation: (ctx: AdminPageContext) => ctx.permissions.canReadAtLeastOneScript,
  organizationsTab: (ctx: AdminPageContext) => ctx.permissions.canViewAtLeastOneOrganization,
  policiesTab: (ctx: AdminPageContext) => ctx.permissions.canReadAtLeastOnePolicy,
  tasksTab: (ctx: AdminPageContext) => ctx.permissions.canViewScheduledTasks,
} as const;
const R = adminPageRules;

function page(
  id: string,
  categoryKey: MessageKey,
  searchAliases: readonly string[],
  extra: Partial<AdminPageDefinition> = {},
): AdminPageDefinition {
  return {
    id,
    nameKey: `adminNav.${id}` as MessageKey,
    categoryKey,
    searchAliases,
    route: `${ADMIN}/${id.replace(/\./g, '/')}`,
    ...extra,
  };
}

const general = 'adminNav.general';
const accounts = 'adminNav.users';
const apps = 'adminNav.apps';
const devices = 'adminNav.devices';
const library = 'adminNav.library';
const organizations = 'adminNav.customers';
const policies = 'adminNav.policies';
const dynamicPolicies = 'adminNav.dynamicPolicies';

/**
 * Every administration page global search can find: the pages of the administration navigation
 * (000 §2.1, 002 §2.1), each with its name, category, aliases, route and show flag.
 * @example ADMIN_PAGES.find((p) => p.id === 'users.technicians')?.route // '/administration/users/technicians'
 */
export const ADMIN_PAGES: readonly AdminPageDefinition[] = [
  page('general.settings', general, ['general settings', 'account settings', 'time zone', 'language'], {
    show: all(R.generalTab, R.generalSettings),
  }),
  page('general.branding', general, ['logo', 'colors', 'colours', 'website branding', 'white label'], {
    route: `${ADMIN}/general/branding/website`,
    show: all(R.generalTab, R.branding),
  }),
  page('general.activities', general, ['activity log', 'system activities', 'audit'], {
    show: all(R.generalTab, R.activities),
  }),
  page('users.technicians', accounts, ['users', 'technician users', 'staff', 'administrators']),
  page('users.technicianRoles', accounts, ['permissions', 'technician permissions', 'roles'], {
    show: sysadmin,
  }),
  page('users.identityProviders', accounts, ['single sign-on', 'sso', 'saml', 'scim'], { show: sysadmin }),
  page('users.securitySettings', accounts, ['password policy', 'mfa', 'two-factor', 'session timeout'], {
    show: sysadmin,
  }),
  page('users.endUsers', accounts, ['end user sharing', 'customers users'], { show: R.endUsers }),
  page('users.endUserRoles', accounts, ['end user permissions'], { show: R.endUsers }),
  page('users.endUserCustomFields', accounts, ['end user attributes'], {
    show: all(R.endUsers, feature(F.endUserCustomFields)),
  }),
  page('users.contacts', accounts, ['contact list', 'people']),
  page('apps.installed', apps, ['integrations', 'installed apps', 'marketplace']),
  page('apps.api.client', apps, ['api', 'client app ids', 'oauth clients']),
  page('apps.api.oauth', apps, ['api tokens', 'oauth tokens']),
  page('apps.api.legacy', apps, ['api keys', 'legacy api']),
  page('apps.notificationChannels', apps, ['notifications', 'email channel', 'slack', 'teams', 'webhook']),
  page('apps.integrations.saasBackup', apps, ['saas backup', 'microsoft 365 backup', 'google backup'], {
    route: `${ADMIN}/apps/integrations/saas_backup`,
    show: R.saasBackup,
  }),
  page('devices.groups', devices, ['device groups', 'saved searches', 'dynamic groups']),
  page('devices.roles', devices, ['device roles', 'node roles'], { show: sysadmin }),
  page('devices.deviceCustomFields', devices, ['custom fields', 'device attributes', 'global custom fields']),
  page('devices.healthStatus', devices, ['device health', 'unhealthy']),
  page('devices.cache', devices, ['node caching', 'patch cache', 'cache server'], {
    show: all(sysadmin, feature(F.nodeCaching)),
  }),
  page('library.downloads', library, ['agent installer', 'download agent', 'installers']),
  page('library.snmpLibrary', library, ['snmp', 'oid', 'mib'], { show: R.snmpLibrary }),
  page('library.automation', library, ['scripts', 'scripting', 'automation library', 'install application'], {
    route: `${ADMIN}/library/scripting/scripts`,
    show: R.automation,
  }),
  page('library.tags', library, ['device tags', 'labels']),
  page('customers.organizations', organizations, ['customers', 'clients', 'companies'], {
    show: R.organizationsTab,
  }),
  page(
    'customers.organizationCustomFields',
    organizations,
    ['organization attributes', 'customer custom fields'],
    {
      show: all(R.organizationsTab, feature(F.organizationCustomFields)),
    },
  ),
  page('customers.locationCustomFields', organizations, ['location attributes', 'site custom fields'], {
    show: all(R.organizationsTab, feature(F.locationCustomFields)),
  }),
  page('policies.agent', policies, ['agent policies', 'windows policy', 'mac policy', 'linux policy'], {
    show: R.policiesTab,
  }),
  page('policies.nms', policies, ['network policies', 'snmp policy', 'nms policies'], {
    show: R.policiesTab,
  }),
  page('policies.virtualization', policies, ['vm policies', 'hyper-v policy', 'vmware policy'], {
    show: R.policiesTab,
  }),
  page('policies.mdm', policies, ['mobile policies', 'android policy', 'ios policy'], {
    show: all(R.policiesTab, feature(F.mdm)),
  }),
  page('dynamicPolicies.targetRules', dynamicPolicies, ['dynamic policies', 'policy assignment rules'], {
    show: all(sysadmin, feature(F.dynamicPolicy)),
  }),
  page('tasks', 'adminNav.tasks', ['scheduled tasks', 'scheduled scripts', 'jobs'], { show: R.tasksTab }),
];

/**
 * The administration pages this user may open, named in the host's language. End users get none.
 * @example administrationPages({ permissions: can }, t).map((p) => p.name)
 */
export function administrationPages(
  ctx: AdminPageContext,
  t: Translate,
  definitions: readonly AdminPageDefinition[] = ADMIN_PAGES,
): AdministrationPage[] {
  if (!ctx.permissions.isTechnician) return [];
  return definitions
    .filter((definition) => !definition.show || definition.show(ctx))
    .map((definition) => ({
      name: t(definition.nameKey),
      category: t(definition.categoryKey),
      searchAliases: [...definition.searchAliases],
      route: definition.route,
    }));
}

/** The fuzzy match settings of 001 §5 and §9: weights name 1, category 0.1, aliases 0.1; threshold 0.2; minimum match 3. */
export const ADMIN_MATCH_OPTIONS: FuzzyOptions & { keys: readonly FuzzyKey<AdministrationPage>[] } = {
  keys: [
    { name: 'name', weight: 1, get: (page) => page.name },
    { name: 'category', weight: 0.1, get: (page) => page.category },
    { name: 'searchAliases', weight: 0.1, get: (page) => page.searchAliases },
  ],
  threshold: 0.2,
  minMatchCharLength: 3,
};

/**
 * A matcher over a list of pages, reused for every keystroke.
 * @example const match = createAdminPageMatcher(pages); match('techni')
 */
export function createAdminPageMatcher(
  pages: readonly AdministrationPage[],
): (query: string) => SearchResultItem[] {
  const list = [...pages];
  return (query) => {
    const text = query.trim();
    if (text.length === 0) return [];
    return fuzzySearch(list, ADMIN_MATCH_OPTIONS.keys, text, ADMIN_MATCH_OPTIONS).map(({ item, score }) => ({
      type: 'ADMINISTRATION',
      id: item.route,
      name: item.name,
      description: item.category,
      score: adminMatchScore(score),
      matchAttr: 'name',
      matchAttrValue: item.name,
      route: item.route,
    }));
  };
}

/**
 * The result score of a fuzzy match score (0 perfect, 1 none): 100 × (1 − score), and above 99.99
 * it becomes 100 (001 §4).
 * @example adminMatchScore(0.0000001) // 100
 */
export function adminMatchScore(matchScore: number): number {
  const score = 100 * (1 - matchScore);
  return score > 99.99 ? EXACT_SCORE : score;
}

/**
 * Matches administration pages against a query (001 §4).
 * @example matchAdministrationPages('branding', pages)[0]?.route // '/administration/general/branding/website'
 */
export function matchAdministrationPages(
  query: string,
  pages: readonly AdministrationPage[],
): SearchResultItem[] {
  return createAdminPageMatcher(pages)(query);
}
