/**
 * The administration navigation model (000 §2.1, §6; 002 §2.1, §6): pure data and rules, no React.
 *
 * The pages, their routes, names and visibility rules come from `ADMIN_TABS` and `ADMIN_PAGES` of
 * @console/core, which global search reads too. This module adds the layout: the tree (a tab's
 * pages become its sub-tabs; pages `tab.sub.page` go under a sub-tab `tab.sub`), base routes,
 * aliases, excluded tabs, Beta badges and the generic webhook entry.
 * Routes are hash paths without the `#`, parsed as `/administration/{tab}/{subTab}/{subSubTab}/rest`.
 */
import {
  ADMIN_PAGE_FEATURE_FLAGS,
  ADMIN_PAGES,
  ADMIN_TABS,
  type AdminPage,
  type AdminPageContext,
  type AdminPageId,
  type AdminTab,
  type AdminTabId,
  type MessageKey,
} from '@console/core';

/** A generic webhook connection (002 §2.1): shown only when enabled, under its configured name. */
export interface GenericWebhookConnection {
  enabled: boolean;
  name: string;
  description: string;
}

/** Everything the visibility rules read: core's page context and the generic webhook. */
export interface NavContext extends AdminPageContext {
  /** The generic webhook connection, when the account has one. */
  genericWebhook?: GenericWebhookConnection | null;
}

/** Feature flags the navigation reads (000 §6, 002 §6): core's `ADMIN_PAGE_FEATURE_FLAGS`. */
export const NAV_FEATURE_FLAGS = ADMIN_PAGE_FEATURE_FLAGS;

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
  /** The id of the sub-tab a tab opens on, when that depends on the user (General, 002 §2.1). */
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

/** The navigation's own rules; the page and tab rules are `adminPageRules` of @console/core. */
export const navRules = {
  /** The generic webhook entry (002 §2.1): shown only when the connection is enabled. */
  genericWebhook: (ctx: NavContext) => ctx.genericWebhook?.enabled === true,
} as const;

/** Presentation of one entry: where it is active besides its route, and its badge. */
interface NavLayout {
  baseRoute?: string;
  aliases?: readonly string[];
  excludedTabs?: readonly string[];
  badge?: 'beta';
}

type GroupId<Id> = Id extends `${infer Tab}.${infer Sub}.${string}` ? `${Tab}.${Sub}` : never;
/** Sub-tabs that group pages: `apps.api` for `apps.api.client`, ... */
type NavGroupId = GroupId<AdminPageId>;

const layout: Partial<Record<AdminTabId | AdminPageId | NavGroupId, NavLayout>> = {
  'general.branding': { baseRoute: `${ADMIN}/general/branding` },
  'users.technicians': { aliases: [`${ADMIN}/users`] },
  // The Apps menu targets (/administration/apps/backup, /mdm, /psa, ...) are installed apps'
  // pages: they keep "Installed" active, while the other sub-tabs' segments are excluded.
  'apps.installed': {
    baseRoute: `${ADMIN}/apps`,
    excludedTabs: ['api', 'notificationChannels', 'integrations', 'webhook'],
  },
  'devices.groups': { aliases: [`${ADMIN}/devices`] },
  'devices.cache': { badge: 'beta' },
  'library.downloads': { aliases: [`${ADMIN}/library`] },
  'library.automation': { baseRoute: `${ADMIN}/library/scripting` },
  'customers.organizations': { aliases: [`${ADMIN}/customers`] },
  'policies.agent': { aliases: [`${ADMIN}/policies`] },
  dynamicPolicies: { badge: 'beta' },
  'dynamicPolicies.targetRules': { aliases: [`${ADMIN}/dynamicPolicies`] },
};

/** Entries a tab shows after its pages: the generic webhook, named by its configuration (002 §2.1). */
const extraSubTabs: Partial<Record<AdminTabId, readonly NavEntryDefinition[]>> = {
  apps: [
    {
      id: 'apps.webhook',
      labelKey: 'adminNav.apps.webhook',
      descriptionKey: 'adminNav.apps.webhookDescription',
      route: `${ADMIN}/apps/webhook`,
      show: navRules.genericWebhook,
    },
  ],
};

const layoutOf = (id: string): NavLayout => layout[id as keyof typeof layout] ?? {};
const descriptionKey = (labelKey: MessageKey) => `${labelKey}Description` as MessageKey;

function pageEntry(page: AdminPage): NavEntryDefinition {
  return {
    id: page.id,
    labelKey: page.nameKey,
    descriptionKey: descriptionKey(page.nameKey),
    route: page.route,
    show: page.show,
    ...layoutOf(page.id),
  };
}

/** A tab's pages as sub-tabs, in core's order; a group sub-tab takes the place of its first page. */
function subTabsOf(tab: AdminTab, pages: readonly AdminPage[]): NavEntryDefinition[] {
  const entries: NavEntryDefinition[] = [];
  const groups = new Map<string, NavEntryDefinition[]>();
  for (const page of pages) {
    const [, segment, ...rest] = page.id.split('.');
    if (rest.length === 0) {
      entries.push(pageEntry(page));
      continue;
    }
    const groupId = `${tab.id}.${segment}`;
    let children = groups.get(groupId);
    if (!children) {
      children = [];
      groups.set(groupId, children);
      const labelKey = `adminNav.${groupId}` as MessageKey;
      entries.push({
        id: groupId,
        labelKey,
        descriptionKey: descriptionKey(labelKey),
        route: page.route,
        baseRoute: `${tab.route}/${segment}`,
        ...layoutOf(groupId),
        subTabs: children,
      });
    }
    children.push(pageEntry(page));
  }
  return [...entries, ...(extraSubTabs[tab.id] ?? [])];
}

function tabEntry(tab: AdminTab): NavEntryDefinition {
  const pages = ADMIN_PAGES.filter((page) => page.tab === tab.id);
  const [only] = pages;
  // A tab that is a single page of its own id (Tasks) has no sub-tabs: the tab is the page.
  if (pages.length === 1 && only?.id === tab.id) return { ...pageEntry(only), baseRoute: tab.route };
  const subTabs = subTabsOf(tab, pages);
  return {
    id: tab.id,
    labelKey: tab.nameKey,
    descriptionKey: descriptionKey(tab.nameKey),
    route: subTabs[0]?.route ?? tab.route,
    baseRoute: tab.route,
    show: tab.show,
    defaultSubTab: tab.defaultPage,
    ...layoutOf(tab.id),
    subTabs,
  };
}

/** The administration tabs, in display order (000 §2.1, 002 §2.1), built from core's tabs and pages. */
export const adminNavDefinition: readonly NavEntryDefinition[] = ADMIN_TABS.map(tabEntry);

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
      subTabs.find((child) => child.id === preferred) ??
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
