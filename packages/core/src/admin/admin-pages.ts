/**
 * The administration pages (000 §2.1, §6; 002 §2.1, §6): every page of the administration area
 * with its tab, route, catalogue keys and visibility rule. The one source of truth for the
 * console's administration navigation and for the administration pages global search matches.
 *
 * Pure data and rules, no React. Nothing runs when the module loads except literals, arrow
 * functions and calls marked pure, so bundlers drop whatever a host does not import.
 */
import type { MessageKey } from '../messages';

/**
 * The permission flags the page rules read. `createPermissions(session)` satisfies it.
 * @example const can: AdminPagePermissions = createPermissions(session);
 */
export interface AdminPagePermissions {
  /**
   * A technician. End users get no administration page at all (the spec names none for them;
   * chosen).
   */
  readonly isTechnician: boolean;
  /** A system administrator. */
  readonly isSysadmin: boolean;
  /** The General tab and its Activities page. */
  readonly canConfigureSystemActivities: boolean;
  /** General › Branding. */
  readonly canConfigureBranding: boolean;
  /** Accounts › End users, End user roles, End user custom fields. */
  readonly canCRUDEndUserSharing: boolean;
  /** Library › Automation. */
  readonly canReadAtLeastOneScript: boolean;
  /** The Organizations tab. */
  readonly canViewAtLeastOneOrganization: boolean;
  /** The Policies tab. */
  readonly canReadAtLeastOnePolicy: boolean;
  /** The Tasks tab. */
  readonly canViewScheduledTasks: boolean;
  /** Whether a feature flag is switched on for the account. */
  hasFeature(flag: string): boolean;
}

/**
 * Everything the page rules read.
 * @example isAdminPageShown(page, { permissions: createPermissions(session), cloudEdition: session.division.cloudEdition })
 */
export interface AdminPageContext {
  permissions: AdminPagePermissions;
  /** Cloud-IT edition: hides the SaaS backup page (002 §6). @default false */
  cloudEdition?: boolean;
}

/**
 * A visibility rule: `true` when the page (or tab) shows.
 * @example const rule: AdminPageRule = (ctx) => ctx.permissions.isSysadmin;
 */
export type AdminPageRule = (ctx: AdminPageContext) => boolean;

/**
 * Feature flags the page rules read (000 §6, 002 §6). The spec names the first four; the custom
 * field flags are chosen ("custom fields also need a feature flag").
 * @example ctx.permissions.hasFeature(ADMIN_PAGE_FEATURE_FLAGS.nodeCaching)
 */
export const ADMIN_PAGE_FEATURE_FLAGS = {
  nodeCaching: 'node_caching',
  customSnmp: 'custom_snmp',
  dynamicPolicy: 'dynamic_policy',
  mdm: 'mdm',
  /** Chosen: the spec only says the end user custom fields need a feature flag. */
  endUserCustomFields: 'end_user_custom_fields',
  /** Chosen: "organizationCustomFields and locationCustomFields (flagged)". */
  organizationCustomFields: 'organization_custom_fields',
  /** Chosen, as `organizationCustomFields`. */
  locationCustomFields: 'location_custom_fields',
} as const;

// Module-level data refers to the rules by name and spells routes out: bundlers must keep a
// property read (`rules.cache`) or a template literal (`${base}/x`) run at load, even when unused.
const F = ADMIN_PAGE_FEATURE_FLAGS;
const sysadmin: AdminPageRule = (ctx) => ctx.permissions.isSysadmin;
const generalTab: AdminPageRule = (ctx) => ctx.permissions.canConfigureSystemActivities;
const branding: AdminPageRule = (ctx) => ctx.permissions.canConfigureBranding;
const endUsers: AdminPageRule = (ctx) => ctx.permissions.canCRUDEndUserSharing;
const endUserCustomFields: AdminPageRule = (ctx) =>
  ctx.permissions.canCRUDEndUserSharing && ctx.permissions.hasFeature(F.endUserCustomFields);
const saasBackup: AdminPageRule = (ctx) => ctx.permissions.isSysadmin && !ctx.cloudEdition;
const cache: AdminPageRule = (ctx) => ctx.permissions.isSysadmin && ctx.permissions.hasFeature(F.nodeCaching);
const snmpLibrary: AdminPageRule = (ctx) =>
  ctx.permissions.isSysadmin && ctx.permissions.hasFeature(F.customSnmp);
const automation: AdminPageRule = (ctx) => ctx.permissions.canReadAtLeastOneScript;
const organizationsTab: AdminPageRule = (ctx) => ctx.permissions.canViewAtLeastOneOrganization;
const organizationCustomFields: AdminPageRule = (ctx) =>
  ctx.permissions.hasFeature(F.organizationCustomFields);
const locationCustomFields: AdminPageRule = (ctx) => ctx.permissions.hasFeature(F.locationCustomFields);
const policiesTab: AdminPageRule = (ctx) => ctx.permissions.canReadAtLeastOnePolicy;
const mdmPolicies: AdminPageRule = (ctx) => ctx.permissions.hasFeature(F.mdm);
const dynamicPoliciesTab: AdminPageRule = (ctx) =>
  ctx.permissions.isSysadmin && ctx.permissions.hasFeature(F.dynamicPolicy);
const tasksTab: AdminPageRule = (ctx) => ctx.permissions.canViewScheduledTasks;

/**
 * The visibility rules of 000 §6 and 002 §2.1 / §6, one function per rule. A page's own rule does
 * not repeat its tab's rule; {@link AdminPage.show} combines both.
 * @example adminPageRules.saasBackup({ permissions: can, cloudEdition: true }) // false
 */
export const adminPageRules = {
  /** The General tab: users who can configure system activities. */
  generalTab,
  generalSettings: sysadmin,
  branding,
  activities: generalTab,
  technicianRoles: sysadmin,
  identityProviders: sysadmin,
  securitySettings: sysadmin,
  endUsers,
  endUserRoles: endUsers,
  endUserCustomFields,
  /** SaaS backup: system administrators only, never on cloud-IT installs (002 §6). */
  saasBackup,
  deviceRoles: sysadmin,
  cache,
  /**
   * SNMP library: flag `custom_snmp` "and permission". The spec does not name the permission; the
   * library configures monitoring account-wide, so a system administrator is asked for (chosen).
   */
  snmpLibrary,
  automation,
  organizationsTab,
  organizationCustomFields,
  locationCustomFields,
  policiesTab,
  mdmPolicies,
  dynamicPoliciesTab,
  tasksTab,
} as const;

/**
 * Which page the General tab opens on (002 §2.1): Activities for a user who can configure system
 * activities but is not a system administrator, Settings otherwise.
 * @example generalDefaultPage({ permissions: can }) // 'general.activities'
 */
const generalDefaultPage = (ctx: AdminPageContext): 'general.settings' | 'general.activities' =>
  !ctx.permissions.isSysadmin && ctx.permissions.canConfigureSystemActivities
    ? 'general.activities'
    : 'general.settings';

/**
 * Ids of the administration tabs, in display order.
 * @example const tab: AdminTabId = 'customers'; // the Organizations tab
 */
export type AdminTabId =
  | 'general'
  | 'users'
  | 'apps'
  | 'devices'
  | 'library'
  | 'customers'
  | 'policies'
  | 'dynamicPolicies'
  | 'tasks';

/**
 * One administration tab: the category of its pages.
 * @example ADMIN_TABS.map((tab) => t(tab.nameKey)) // ['General', 'Accounts', ...]
 */
export interface AdminTab {
  id: AdminTabId;
  /** Catalogue key of the tab's name, which is also its pages' category (`adminNav.users`: Accounts). */
  nameKey: MessageKey;
  /** The tab's base path; every page of the tab lies under it. */
  route: string;
  /** The tab's own rule; absent means always shown. Its pages' {@link AdminPage.show} include it. */
  show?: AdminPageRule;
  /** The page the tab opens on when that depends on the user; otherwise its first visible page. */
  defaultPage?: (ctx: AdminPageContext) => AdminPageId;
}

const ADMIN = '/administration';

/**
 * The administration tabs, in display order (000 §2.1, 002 §2.1).
 * @example ADMIN_TABS.find((tab) => tab.id === 'policies')?.show?.(ctx)
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  {
    id: 'general',
    nameKey: 'adminNav.general',
    route: '/administration/general',
    show: generalTab,
    defaultPage: generalDefaultPage,
  },
  { id: 'users', nameKey: 'adminNav.users', route: '/administration/users' },
  { id: 'apps', nameKey: 'adminNav.apps', route: '/administration/apps' },
  { id: 'devices', nameKey: 'adminNav.devices', route: '/administration/devices' },
  { id: 'library', nameKey: 'adminNav.library', route: '/administration/library' },
  {
    id: 'customers',
    nameKey: 'adminNav.customers',
    route: '/administration/customers',
    show: organizationsTab,
  },
  { id: 'policies', nameKey: 'adminNav.policies', route: '/administration/policies', show: policiesTab },
  {
    id: 'dynamicPolicies',
    nameKey: 'adminNav.dynamicPolicies',
    route: '/administration/dynamicPolicies',
    show: dynamicPoliciesTab,
  },
  { id: 'tasks', nameKey: 'adminNav.tasks', route: '/administration/tasks', show: tasksTab },
];

/** The `adminNav.*` catalogue keys, minus their prefix: the ids a page may take. */
type AdminNavKeyId = MessageKey extends infer K ? (K extends `adminNav.${infer Id}` ? Id : never) : never;

/** A page as declared, before its id is narrowed to {@link AdminPageId}. */
interface AdminPageFields {
  /** The tab the page belongs to. */
  tab: AdminTabId;
  /** Catalogue key of the page's name: `adminNav.<id>`. */
  nameKey: MessageKey;
  /** Catalogue key of the page's category: its tab's name. */
  categoryKey: MessageKey;
  /** The page's route: `/administration/<id with dots as slashes>` unless the page says otherwise. */
  route: string;
  /** The page's whole rule, its tab's rule included; absent means always shown (to technicians). */
  show?: AdminPageRule;
}

function page<Id extends AdminNavKeyId>(
  id: Id,
  tab: AdminTabId,
  own?: AdminPageRule,
  route = `${ADMIN}/${id.replace(/\./g, '/')}`,
): AdminPageFields & { readonly id: Id } {
  const tabRule = ADMIN_TABS.find((entry) => entry.id === tab)?.show;
  return {
    id,
    tab,
    nameKey: `adminNav.${id}` as MessageKey,
    categoryKey: `adminNav.${tab}` as MessageKey,
    route,
    show: tabRule && own ? (ctx) => tabRule(ctx) && own(ctx) : (tabRule ?? own),
  };
}

const PAGES = [
  /* @__PURE__ */ page('general.settings', 'general', sysadmin),
  /* @__PURE__ */ page('general.branding', 'general', branding, '/administration/general/branding/website'),
  // Activities has no rule of its own: the General tab's rule is the Activities rule.
  /* @__PURE__ */ page('general.activities', 'general'),
  /* @__PURE__ */ page('users.technicians', 'users'),
  /* @__PURE__ */ page('users.technicianRoles', 'users', sysadmin),
  /* @__PURE__ */ page('users.identityProviders', 'users', sysadmin),
  /* @__PURE__ */ page('users.securitySettings', 'users', sysadmin),
  /* @__PURE__ */ page('users.endUsers', 'users', endUsers),
  /* @__PURE__ */ page('users.endUserRoles', 'users', endUsers),
  /* @__PURE__ */ page('users.endUserCustomFields', 'users', endUserCustomFields),
  /* @__PURE__ */ page('users.contacts', 'users'),
  /* @__PURE__ */ page('apps.installed', 'apps'),
  /* @__PURE__ */ page('apps.api.client', 'apps'),
  /* @__PURE__ */ page('apps.api.oauth', 'apps'),
  /* @__PURE__ */ page('apps.api.legacy', 'apps'),
  /* @__PURE__ */ page('apps.notificationChannels', 'apps'),
  /* @__PURE__ */ page(
    'apps.integrations.saasBackup',
    'apps',
    saasBackup,
    '/administration/apps/integrations/saas_backup',
  ),
  /* @__PURE__ */ page('devices.groups', 'devices'),
  /* @__PURE__ */ page('devices.roles', 'devices', sysadmin),
  /* @__PURE__ */ page('devices.deviceCustomFields', 'devices'),
  /* @__PURE__ */ page('devices.healthStatus', 'devices'),
  /* @__PURE__ */ page('devices.cache', 'devices', cache),
  /* @__PURE__ */ page('library.downloads', 'library'),
  /* @__PURE__ */ page('library.snmpLibrary', 'library', snmpLibrary),
  /* @__PURE__ */ page(
    'library.automation',
    'library',
    automation,
    '/administration/library/scripting/scripts',
  ),
  /* @__PURE__ */ page('library.tags', 'library'),
  /* @__PURE__ */ page('customers.organizations', 'customers'),
  /* @__PURE__ */ page('customers.organizationCustomFields', 'customers', organizationCustomFields),
  /* @__PURE__ */ page('customers.locationCustomFields', 'customers', locationCustomFields),
  /* @__PURE__ */ page('policies.agent', 'policies'),
  /* @__PURE__ */ page('policies.nms', 'policies'),
  /* @__PURE__ */ page('policies.virtualization', 'policies'),
  /* @__PURE__ */ page('policies.mdm', 'policies', mdmPolicies),
  /* @__PURE__ */ page('dynamicPolicies.targetRules', 'dynamicPolicies'),
  /* @__PURE__ */ page('tasks', 'tasks'),
];

/**
 * The id of an administration page: its dotted path in the navigation (`users.technicians`,
 * `apps.api.client`; a tab without sub-tabs is its own page: `tasks`).
 * @example const id: AdminPageId = 'library.automation';
 */
export type AdminPageId = (typeof PAGES)[number]['id'];

/**
 * One administration page.
 * @example ADMIN_PAGES.find((p) => p.id === 'general.branding')?.route // '/administration/general/branding/website'
 */
export interface AdminPage extends AdminPageFields {
  /** Dotted id, as in the administration navigation. */
  id: AdminPageId;
}

/**
 * Every administration page, in navigation order (000 §2.1, 002 §2.1): the generic webhook entry
 * is not a page of its own (it exists only when an account configures one).
 * @example ADMIN_PAGES.filter((p) => isAdminPageShown(p, ctx)).map((p) => p.route)
 */
export const ADMIN_PAGES: readonly AdminPage[] = PAGES;

/**
 * Whether a page shows for this user: technicians only, then the page's rule (its tab's included).
 * Also takes a host's own page shapes, so long as their rule reads a context that extends
 * {@link AdminPageContext}.
 * @example isAdminPageShown(ADMIN_PAGES[0], { permissions: createPermissions(session) })
 */
export function isAdminPageShown<Ctx extends AdminPageContext>(
  adminPage: { show?: ((ctx: Ctx) => boolean) | undefined },
  ctx: Ctx,
): boolean {
  return ctx.permissions.isTechnician && (!adminPage.show || adminPage.show(ctx));
}

/**
 * The administration pages this user may open, in navigation order. End users get none.
 * @example visibleAdminPages({ permissions: createPermissions(session) }).map((p) => p.id)
 */
export function visibleAdminPages(ctx: AdminPageContext): AdminPage[] {
  return ADMIN_PAGES.filter((adminPage) => isAdminPageShown(adminPage, ctx));
}
