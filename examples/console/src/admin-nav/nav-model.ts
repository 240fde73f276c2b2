/**
 * The administration navigation model (000 §2.1, §6; 002 §2.1, §6): pure data and rules, no React.
 *
 * Each entry has a route, an optional base route, aliases, excluded tabs, optional sub-tabs, a show
 * flag (a rule over the permissions, feature flags and account facts) and an optional Beta badge.
 * Routes are hash paths without the `#`, parsed as `/administration/{tab}/{subTab}/{subSubTab}/rest`.
 */
import type { MessageKey } from '@console/core';

/** The permission flags the navigation needs; `createPermissions(session)` from @console/core fits. */
export interface NavPermissions {
  /**
   * A technician. End users get no administration area at all (the spec names no administration
   * page for them; chosen).
   */
  isTechnician: boolean;
  /** A system administrator; grants everything. */
  isSysadmin: boolean;
  canConfigureSystemActivities: boolean;
  canConfigureBranding: boolean;
  canCRUDEndUserSharing: boolean;
  canReadAtLeastOneScript: boolean;
  canViewAtLeastOneOrganization: boolean;
  canReadAtLeastOnePolicy: boolean;
  canViewScheduledTasks: boolean;
  /** Whether a feature flag is switched on for the account. */
  hasFeature(flag: string): boolean;
}

/** A generic webhook connection (002 §2.1): shown only when enabled, under its configured name. */
export interface GenericWebhookConnection {
  enabled: boolean;
  name: string;
  description: string;
}

/** Everything the visibility rules read. */
export interface NavContext {
  permissions: NavPermissions;
  /** Cloud-IT edition: hides the SaaS backup entry (002 §6). @default false */
  cloudEdition?: boolean;
  /** The generic webhook connection, when the account has one. */
  genericWebhook?: GenericWebhookConnection | null;
}

/** Feature flags the navigation reads (000 §6, 002 §6). */
export const NAV_FEATURE_FLAGS = {
  nodeCaching: 'node_caching',
  customSnmp: 'custom_snmp',
  dynamicPolicy: 'dynamic_policy',
  mdm: 'mdm',
  /** Not named by the spec ("custom fields also need a feature flag"); chosen here. */
  endUserCustomFields: 'end_user_custom_fields',
  /** Not named by the spec ("organizationCustomFields and locationCustomFields (flagged)"). */
  organizationCustomFields: 'organization_custom_fields',
  locationCustomFields: 'location_custom_fields',
} as const;

/** One entry of the navigation, as declared. */
export interface NavEntryDefinition {
  /** Unique dotted id: `general`, `general.branding`, `apps.api.client`. */
  id: string;
  /** Message key of the entry's name (ignored when `label` is given). */
  labelKey: MessageKey;
  /** Message key of the short description its page shows. */
  descriptionKey: MessageKey;
  /** Literal name, for entries named by configuration (the generic webhook). */
  label?: string;
  /** Literal description, for entries described by configuration. */
  description?: string;
  /**
   * Where the entry leads. For an entry with sub-tabs this is the default; the resolved route is
   * the first visible sub-tab's (or `defaultSubTab`'s) route when this one is hidden.
   */
  route: string;
  /** A path prefix under which the entry is active too (minus `excludedTabs`). */
  baseRoute?: string;
  /** Further exact paths at which the entry is active and shows its page. */
  aliases?: readonly string[];
  /** Path segments right under `baseRoute` that do NOT make this entry active. */
  excludedTabs?: readonly string[];
  /** The show flag: hidden when it returns false. Absent means always shown. */
  show?: (ctx: NavContext) => boolean;
  /** Release badge. */
  badge?: 'beta';
  /** Which sub-tab a tab opens on, when that depends on the user (General, 002 §2.1). */
  defaultSubTab?: (ctx: NavContext) => string;
  subTabs?: readonly NavEntryDefinition[];
}

/** An entry after the rules ran: only visible entries remain, each with a concrete route. */
export interface NavEntry {
  id: string;
  labelKey: MessageKey;
  descriptionKey: MessageKey;
  label?: string;
  description?: string;
  route: string;
  baseRoute?: string;
  aliases: readonly string[];
  excludedTabs: readonly string[];
  badge?: 'beta';
  depth: number;
  subTabs: NavEntry[];
}

const ADMIN = '/administration';

const sysadmin = (ctx: NavContext) => ctx.permissions.isSysadmin;
const feature = (flag: string) => (ctx: NavContext) => ctx.permissions.hasFeature(flag);

/** Rules of 000 §6 and 002 §2.1 / §6, one function per rule, exported for tests and reuse. */
export const navRules = {
  /** General: the whole tab is shown when the user can configure system activities. */
  generalTab: (ctx: NavContext) => ctx.permissions.canConfigureSystemActivities,
  generalSettings: sysadmin,
  branding: (ctx: NavContext) => ctx.permissions.canConfigureBranding,
  activities: (ctx: NavContext) => ctx.permissions.canConfigureSystemActivities,
  /** The general tab defaults to activities only for a non-sysadmin who can configure system activities. */
  generalDefaultSubTab: (ctx: NavContext): string =>
    !ctx.permissions.isSysadmin && ctx.permissions.canConfigureSystemActivities ? 'activities' : 'settings',
  technicianRoles: sysadmin,
  identityProviders: sysadmin,
  securitySettings: sysadmin,
  endUsers: (ctx: NavContext) => ctx.permissions.canCRUDEndUserSharing,
  endUserRoles: (ctx: NavContext) => ctx.permissions.canCRUDEndUserSharing,
  endUserCustomFields: (ctx: NavContext) =>
    ctx.permissions.canCRUDEndUserSharing &&
    ctx.permissions.hasFeature(NAV_FEATURE_FLAGS.endUserCustomFields),
  /** The SaaS backup entry: system admins only, never on cloud-IT installs (002 §6). */
  saasBackup: (ctx: NavContext) => ctx.permissions.isSysadmin && !ctx.cloudEdition,
  genericWebhook: (ctx: NavContext) => ctx.genericWebhook?.enabled === true,
  deviceRoles: sysadmin,
  cache: (ctx: NavContext) =>
    ctx.permissions.isSysadmin && ctx.permissions.hasFeature(NAV_FEATURE_FLAGS.nodeCaching),
  /**
   * SNMP library: flag custom_snmp "and permission". The spec does not name the permission; the
   * library configures monitoring account-wide, so the console asks for a system administrator.
   */
  snmpLibrary: (ctx: NavContext) =>
    ctx.permissions.isSysadmin && ctx.permissions.hasFeature(NAV_FEATURE_FLAGS.customSnmp),
  automation: (ctx: NavContext) => ctx.permissions.canReadAtLeastOneScript,
  organizationsTab: (ctx: NavContext) => ctx.permissions.canViewAtLeastOneOrganization,
  organizationCustomFields: feature(NAV_FEATURE_FLAGS.organizationCustomFields),
  locationCustomFields: feature(NAV_FEATURE_FLAGS.locationCustomFields),
  policiesTab: (ctx: NavContext) => ctx.permissions.canReadAtLeastOnePolicy,
  mdmPolicies: feature(NAV_FEATURE_FLAGS.mdm),
  dynamicPoliciesTab: (ctx: NavContext) =>
    ctx.permissions.isSysadmin && ctx.permissions.hasFeature(NAV_FEATURE_FLAGS.dynamicPolicy),
  tasksTab: (ctx: NavContext) => ctx.permissions.canViewScheduledTasks,
} as const;

function sub(tab: string, segment: string, extra: Partial<NavEntryDefinition> = {}): NavEntryDefinition {
  const id = `${tab}.${segment}`;
  return {
    id,
    labelKey: `adminNav.${id}` as MessageKey,
    descriptionKey: `adminNav.${id}Description` as MessageKey,
    route: `${ADMIN}/${tab.replace(/\./g, '/')}/${segment}`,
    ...extra,
  };
}

function tab(segment: string, extra: Partial<NavEntryDefinition> = {}): NavEntryDefinition {
  return {
    id: segment,
    labelKey: `adminNav.${segment}` as MessageKey,
    descriptionKey: `adminNav.${segment}Description` as MessageKey,
    route: `${ADMIN}/${segment}`,
    baseRoute: `${ADMIN}/${segment}`,
    ...extra,
  };
}

/** The administration tabs, in display order (000 §2.1, 002 §2.1). */
export const adminNavDefinition: readonly NavEntryDefinition[] = [
  tab('general', {
    route: `${ADMIN}/general/settings`,
    show: navRules.generalTab,
    defaultSubTab: navRules.generalDefaultSubTab,
    subTabs: [
      sub('general', 'settings', { show: navRules.generalSettings }),
      sub('general', 'branding', {
        route: `${ADMIN}/general/branding/website`,
        baseRoute: `${ADMIN}/general/branding`,
        show: navRules.branding,
      }),
      sub('general', 'activities', { show: navRules.activities }),
    ],
  }),
  tab('users', {
    route: `${ADMIN}/users/technicians`,
    subTabs: [
      sub('users', 'technicians', { aliases: [`${ADMIN}/users`] }),
      sub('users', 'technicianRoles', { show: navRules.technicianRoles }),
      sub('users', 'identityProviders', { show: navRules.identityProviders }),
      sub('users', 'securitySettings', { show: navRules.securitySettings }),
      sub('users', 'endUsers', { show: navRules.endUsers }),
      sub('users', 'endUserRoles', { show: navRules.endUserRoles }),
      sub('users', 'endUserCustomFields', { show: navRules.endUserCustomFields }),
      sub('users', 'contacts'),
    ],
  }),
  tab('apps', {
    route: `${ADMIN}/apps/installed`,
    subTabs: [
      // The Apps menu targets (/administration/apps/backup, /mdm, /psa, ...) are installed apps'
      // pages: they keep "Installed" active, while the other sub-tabs' segments are excluded.
      sub('apps', 'installed', {
        baseRoute: `${ADMIN}/apps`,
        excludedTabs: ['api', 'notificationChannels', 'integrations', 'webhook'],
      }),
      sub('apps', 'api', {
        route: `${ADMIN}/apps/api/client`,
        baseRoute: `${ADMIN}/apps/api`,
        subTabs: [sub('apps.api', 'client'), sub('apps.api', 'oauth'), sub('apps.api', 'legacy')],
      }),
      sub('apps', 'notificationChannels'),
      sub('apps', 'integrations', {
        baseRoute: `${ADMIN}/apps/integrations`,
        subTabs: [
          sub('apps.integrations', 'saasBackup', {
            route: `${ADMIN}/apps/integrations/saas_backup`,
            show: navRules.saasBackup,
          }),
        ],
      }),
      sub('apps', 'webhook', {
        show: navRules.genericWebhook,
      }),
    ],
  }),
  tab('devices', {
    route: `${ADMIN}/devices/groups`,
    subTabs: [
      sub('devices', 'groups', { aliases: [`${ADMIN}/devices`] }),
      sub('devices', 'roles', { show: navRules.deviceRoles }),
      sub('devices', 'deviceCustomFields'),
      sub('devices', 'healthStatus'),
      sub('devices', 'cache', { show: navRules.cache, badge: 'beta' }),
    ],
  }),
  tab('library', {
    route: `${ADMIN}/library/downloads`,
    subTabs: [
      sub('library', 'downloads', { aliases: [`${ADMIN}/library`] }),
      sub('library', 'snmpLibrary', { show: navRules.snmpLibrary }),
      sub('library', 'automation', {
        route: `${ADMIN}/library/scripting/scripts`,
        baseRoute: `${ADMIN}/library/scripting`,
        show: navRules.automation,
      }),
      sub('library', 'tags'),
    ],
  }),
  tab('customers', {
    route: `${ADMIN}/customers/organizations`,
    show: navRules.organizationsTab,
    subTabs: [
      sub('customers', 'organizations', { aliases: [`${ADMIN}/customers`] }),
      sub('customers', 'organizationCustomFields', { show: navRules.organizationCustomFields }),
      sub('customers', 'locationCustomFields', { show: navRules.locationCustomFields }),
    ],
  }),
  tab('policies', {
    route: `${ADMIN}/policies/agent`,
    show: navRules.policiesTab,
    subTabs: [
      sub('policies', 'agent', { aliases: [`${ADMIN}/policies`] }),
      sub('policies', 'nms'),
      sub('policies', 'virtualization'),
      sub('policies', 'mdm', { show: navRules.mdmPolicies }),
    ],
  }),
  tab('dynamicPolicies', {
    route: `${ADMIN}/dynamicPolicies/targetRules`,
    show: navRules.dynamicPoliciesTab,
    badge: 'beta',
    subTabs: [sub('dynamicPolicies', 'targetRules', { aliases: [`${ADMIN}/dynamicPolicies`] })],
  }),
  tab('tasks', { show: navRules.tasksTab }),
];

/** Splits a hash path into its segments, ignoring the query string and empty parts. */
export function pathSegments(path: string): string[] {
  const clean = path.split(/[?#]/)[0] ?? '';
  return clean.split('/').filter(Boolean);
}

function isUnder(path: string, prefix: string): boolean {
  const p = pathSegments(path);
  const q = pathSegments(prefix);
  if (q.length === 0 || p.length < q.length) return false;
  return q.every((segment, index) => p[index] === segment);
}

/**
 * Parses an administration path into dashboard, tab, sub-tab, sub-sub-tab and rest (002 §2.1).
 * @example parseAdminPath('/administration/apps/api/client/7') // { dashboard: 'administration', tab: 'apps', subTab: 'api', subSubTab: 'client', rest: ['7'] }
 */
export function parseAdminPath(path: string): {
  dashboard?: string;
  tab?: string;
  subTab?: string;
  subSubTab?: string;
  rest: string[];
} {
  const [dashboard, tabSegment, subTab, subSubTab, ...rest] = pathSegments(path);
  return { dashboard, tab: tabSegment, subTab, subSubTab, rest };
}

/**
 * Whether an entry is active at `path`: the path is its route (or under it), lies under its base
 * route but not under one of its excluded tabs, or is one of its aliases.
 */
export function matchesEntry(
  entry: Pick<NavEntry, 'route' | 'baseRoute' | 'aliases' | 'excludedTabs'>,
  path: string,
): boolean {
  if (isUnder(path, entry.route)) return true;
  const clean = `/${pathSegments(path).join('/')}`;
  if (entry.aliases.some((alias) => `/${pathSegments(alias).join('/')}` === clean)) return true;
  if (entry.baseRoute && isUnder(path, entry.baseRoute)) {
    const next = pathSegments(path)[pathSegments(entry.baseRoute).length];
    return next === undefined || !entry.excludedTabs.includes(next);
  }
  return false;
}

function resolveEntry(definition: NavEntryDefinition, ctx: NavContext, depth: number): NavEntry | null {
  if (definition.show && !definition.show(ctx)) return null;
  const subTabs = (definition.subTabs ?? [])
    .map((child) => resolveEntry(child, ctx, depth + 1))
    .filter((child): child is NavEntry => child !== null);
  // A tab whose every sub-tab is hidden has nothing to show.
  if (definition.subTabs && definition.subTabs.length > 0 && subTabs.length === 0) return null;
  let route = definition.route;
  if (subTabs.length > 0) {
    const preferred = definition.defaultSubTab?.(ctx);
    const chosen =
      subTabs.find((child) => child.id === `${definition.id}.${preferred}`) ??
      subTabs.find((child) => child.route === definition.route) ??
      subTabs[0];
    if (chosen) route = chosen.route;
  }
  const isWebhook = definition.id === 'apps.webhook';
  return {
    id: definition.id,
    labelKey: definition.labelKey,
    descriptionKey: definition.descriptionKey,
    label: isWebhook ? ctx.genericWebhook?.name : definition.label,
    description: isWebhook ? ctx.genericWebhook?.description : definition.description,
    route,
    baseRoute: definition.baseRoute,
    aliases: definition.aliases ?? [],
    excludedTabs: definition.excludedTabs ?? [],
    badge: definition.badge,
    depth,
    subTabs,
  };
}

/**
 * Runs every show flag and returns the visible tree, each entry with its concrete route.
 * @example buildAdminNav({ permissions }).map((tab) => tab.id) // ['general', 'users', ...]
 */
export function buildAdminNav(
  ctx: NavContext,
  definition: readonly NavEntryDefinition[] = adminNavDefinition,
): NavEntry[] {
  if (!ctx.permissions.isTechnician) return [];
  return definition
    .map((entry) => resolveEntry(entry, ctx, 0))
    .filter((entry): entry is NavEntry => entry !== null);
}

/** Every entry of a tree, depth first. */
export function flattenNav(entries: readonly NavEntry[]): NavEntry[] {
  return entries.flatMap((entry) => [entry, ...flattenNav(entry.subTabs)]);
}

/**
 * The chain of active entries at `path`, outermost first (`[apps, apps.api, apps.api.client]`).
 * A parent is active when it matches itself or when one of its sub-tabs is active.
 */
export function activeTrail(entries: readonly NavEntry[], path: string): NavEntry[] {
  for (const entry of entries) {
    const inner = activeTrail(entry.subTabs, path);
    if (inner.length > 0) return [entry, ...inner];
    if (matchesEntry(entry, path)) return [entry];
  }
  return [];
}

/** Ids of the entries whose sub-tabs open automatically at `path`: the active ones with sub-tabs. */
export function autoOpenIds(entries: readonly NavEntry[], path: string): string[] {
  return activeTrail(entries, path)
    .filter((entry) => entry.subTabs.length > 0)
    .map((entry) => entry.id);
}

/** What the administration area shows at a path. */
export type AdminPageResolution =
  | { kind: 'page'; entry: NavEntry; trail: NavEntry[] }
  | { kind: 'redirect'; to: string }
  | { kind: 'forbidden'; id: string }
  | { kind: 'notFound' };

const allEntriesContext: NavContext = {
  permissions: {
    isTechnician: true,
    isSysadmin: true,
    canConfigureSystemActivities: true,
    canConfigureBranding: true,
    canCRUDEndUserSharing: true,
    canReadAtLeastOneScript: true,
    canViewAtLeastOneOrganization: true,
    canReadAtLeastOnePolicy: true,
    canViewScheduledTasks: true,
    hasFeature: () => true,
  },
  cloudEdition: false,
  genericWebhook: { enabled: true, name: '', description: '' },
};

let fullNav: NavEntry[] | undefined;

/**
 * Decides the administration page at `path`: the deepest active entry's page; a redirect to the
 * landing route when the path names a tab (or a parent sub-tab) rather than a page; "forbidden"
 * when the path belongs to an entry the rules hide; "not found" otherwise.
 */
export function resolveAdminPage(ctx: NavContext, path: string): AdminPageResolution {
  const segments = pathSegments(path);
  if (segments[0] !== 'administration') return { kind: 'notFound' };
  const visible = buildAdminNav(ctx);
  if (segments.length === 1) {
    const first = visible[0];
    return first ? { kind: 'redirect', to: first.route } : { kind: 'forbidden', id: 'administration' };
  }
  fullNav ??= buildAdminNav(allEntriesContext);
  const fullTrail = activeTrail(fullNav, path);
  if (fullTrail.length === 0) return { kind: 'notFound' };
  const visibleById = new Map(flattenNav(visible).map((entry) => [entry.id, entry]));
  const hidden = fullTrail.find((entry) => !visibleById.has(entry.id));
  if (hidden) return { kind: 'forbidden', id: hidden.id };
  const trail = fullTrail.map((entry) => visibleById.get(entry.id) as NavEntry);
  const deepest = trail[trail.length - 1] as NavEntry;
  if (deepest.subTabs.length > 0) {
    // A parent reached at its own base path opens its landing route; anything else under it is unknown.
    const base = pathSegments(deepest.baseRoute ?? deepest.route);
    return segments.length === base.length ? { kind: 'redirect', to: deepest.route } : { kind: 'notFound' };
  }
  return { kind: 'page', entry: deepest, trail };
}
