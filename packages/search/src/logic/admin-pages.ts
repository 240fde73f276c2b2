import {
  type AdministrationPage,
  type AdminPage,
  type AdminPageId,
  ADMIN_PAGES as CORE_ADMIN_PAGES,
  type AdminPageContext as CoreAdminPageContext,
  EXACT_SCORE,
  isAdminPageShown,
  type MessageKey,
  type SearchResultItem,
  type Translate,
} from '@console/core';
import type { SearchPermissions } from './filters';
import { type FuzzyKey, type FuzzyOptions, fuzzySearch } from './fuzzy';

// The pages, routes, names, categories, feature flags and visibility rules live in @console/core,
// shared with the administration navigation.

/** What the page visibility rules read besides the permissions: core's context, with search's permissions. */
export interface AdminPageContext extends CoreAdminPageContext {
  permissions: SearchPermissions;
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

/**
 * The search aliases of each administration page (chosen, English; see the README). Search's own
 * vocabulary, so it stays here rather than in core; keyed by every page id, so a page added to
 * core without aliases fails the type check.
 * @example ADMIN_PAGE_SEARCH_ALIASES['users.identityProviders'] // ['single sign-on', 'sso', 'saml', 'scim']
 */
export const ADMIN_PAGE_SEARCH_ALIASES: Readonly<Record<AdminPageId, readonly string[]>> = {
  'general.settings': ['general settings', 'account settings', 'time zone', 'language'],
  'general.branding': ['logo', 'colors', 'colours', 'website branding', 'white label'],
  'general.activities': ['activity log', 'system activities', 'audit'],
  'users.technicians': ['users', 'technician users', 'staff', 'administrators'],
  'users.technicianRoles': ['permissions', 'technician permissions', 'roles'],
  'users.identityProviders': ['single sign-on', 'sso', 'saml', 'scim'],
  'users.securitySettings': ['password policy', 'mfa', 'two-factor', 'session timeout'],
  'users.endUsers': ['end user sharing', 'customers users'],
  'users.endUserRoles': ['end user permissions'],
  'users.endUserCustomFields': ['end user attributes'],
  'users.contacts': ['contact list', 'people'],
  'apps.installed': ['integrations', 'installed apps', 'marketplace'],
  'apps.api.client': ['api', 'client app ids', 'oauth clients'],
  'apps.api.oauth': ['api tokens', 'oauth tokens'],
  'apps.api.legacy': ['api keys', 'legacy api'],
  'apps.notificationChannels': ['notifications', 'email channel', 'slack', 'teams', 'webhook'],
  'apps.integrations.saasBackup': ['saas backup', 'microsoft 365 backup', 'google backup'],
  'devices.groups': ['device groups', 'saved searches', 'dynamic groups'],
  'devices.roles': ['device roles', 'node roles'],
  'devices.deviceCustomFields': ['custom fields', 'device attributes', 'global custom fields'],
  'devices.healthStatus': ['device health', 'unhealthy'],
  'devices.cache': ['node caching', 'patch cache', 'cache server'],
  'library.downloads': ['agent installer', 'download agent', 'installers'],
  'library.snmpLibrary': ['snmp', 'oid', 'mib'],
  'library.automation': ['scripts', 'scripting', 'automation library', 'install application'],
  'library.tags': ['device tags', 'labels'],
  'customers.organizations': ['customers', 'clients', 'companies'],
  'customers.organizationCustomFields': ['organization attributes', 'customer custom fields'],
  'customers.locationCustomFields': ['location attributes', 'site custom fields'],
  'policies.agent': ['agent policies', 'windows policy', 'mac policy', 'linux policy'],
  'policies.nms': ['network policies', 'snmp policy', 'nms policies'],
  'policies.virtualization': ['vm policies', 'hyper-v policy', 'vmware policy'],
  'policies.mdm': ['mobile policies', 'android policy', 'ios policy'],
  'dynamicPolicies.targetRules': ['dynamic policies', 'policy assignment rules'],
  tasks: ['scheduled tasks', 'scheduled scripts', 'jobs'],
};

function withSearchAliases(
  pages: readonly AdminPage[],
  aliases: Readonly<Record<AdminPageId, readonly string[]>>,
): (AdminPage & AdminPageDefinition)[] {
  return pages.map((adminPage) => ({ ...adminPage, searchAliases: aliases[adminPage.id] }));
}

/**
 * Every administration page global search can find: core's administration pages (000 §2.1,
 * 002 §2.1; `ADMIN_PAGES` of @console/core), each with its search aliases.
 * @example ADMIN_PAGES.find((p) => p.id === 'users.technicians')?.route // '/administration/users/technicians'
 */
export const ADMIN_PAGES: readonly AdminPageDefinition[] = /* @__PURE__ */ withSearchAliases(
  CORE_ADMIN_PAGES,
  ADMIN_PAGE_SEARCH_ALIASES,
);

/**
 * The administration pages this user may open, named in the host's language. End users get none.
 * @example administrationPages({ permissions: can }, t).map((p) => p.name)
 */
export function administrationPages(
  ctx: AdminPageContext,
  t: Translate,
  definitions: readonly AdminPageDefinition[] = ADMIN_PAGES,
): AdministrationPage[] {
  return definitions
    .filter((definition) => isAdminPageShown(definition, ctx))
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
