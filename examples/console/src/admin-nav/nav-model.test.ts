import {
  ADMIN_TAB_IDS,
  type AdminFlags,
  adminNavContexts,
  adminPagePermissions,
  EVERY_ADMIN_FLAG,
  expectedAdminPages,
} from '@console/testing/admin-pages';
import { describe, expect, it } from 'vitest';
import {
  activeTrail,
  adminNavDefinition,
  autoOpenIds,
  buildAdminNav,
  flattenNav,
  matchesEntry,
  NAV_FEATURE_FLAGS,
  type NavContext,
  parseAdminPath,
  resolveAdminPage,
} from './nav-model';

function context(
  flags: Partial<AdminFlags> = {},
  features: readonly string[] = [],
  extra: Partial<NavContext> = {},
): NavContext {
  return { permissions: adminPagePermissions(flags, features), ...extra };
}

const ALL_FEATURES = Object.values(NAV_FEATURE_FLAGS);

const ids = (ctx: NavContext) => flattenNav(buildAdminNav(ctx)).map((entry) => entry.id);

/**
 * The spec's visibility table of every entry id: core's pages (written independently of the model),
 * the generic webhook, and the parents, which show when they pass their own rule and keep at least
 * one visible sub-tab.
 */
function oracle(ctx: NavContext): Record<string, boolean> {
  const leaf: Record<string, boolean> = {
    ...expectedAdminPages(ctx),
    'apps.webhook': ctx.genericWebhook?.enabled === true,
  };
  const any = (prefix: string) =>
    Object.entries(leaf).some(([id, shown]) => id.startsWith(`${prefix}.`) && shown);
  return {
    ...leaf,
    general: any('general'),
    users: true,
    apps: true,
    'apps.api': true,
    'apps.integrations': any('apps.integrations'),
    devices: true,
    library: true,
    customers: any('customers'),
    policies: any('policies'),
    dynamicPolicies: any('dynamicPolicies'),
  };
}

function allDefinedIds(): string[] {
  const walk = (list: typeof adminNavDefinition): string[] =>
    list.flatMap((entry) => [entry.id, ...walk(entry.subTabs ?? [])]);
  return walk(adminNavDefinition);
}

describe('the administration navigation model', () => {
  it('declares exactly the tabs of 000 §2.1, in order', () => {
    expect(adminNavDefinition.map((entry) => entry.id)).toEqual(ADMIN_TAB_IDS);
  });

  it('gives an end user no administration area', () => {
    const endUser = context(EVERY_ADMIN_FLAG, ALL_FEATURES);
    const ctx = { ...endUser, permissions: { ...endUser.permissions, isTechnician: false } };
    expect(buildAdminNav(ctx)).toEqual([]);
    expect(resolveAdminPage(ctx, '/administration')).toEqual({ kind: 'forbidden', id: 'administration' });
    expect(resolveAdminPage(ctx, '/administration/users/technicians')).toEqual({
      kind: 'forbidden',
      id: 'users',
    });
  });

  it('covers every entry of the oracle table and nothing else', () => {
    expect(allDefinedIds().sort()).toEqual(Object.keys(oracle(context())).sort());
  });

  describe('given every combination of permission flags, feature flags, edition and webhook', () => {
    const combos: NavContext[] = adminNavContexts(ALL_FEATURES);

    it(`shows exactly the entries the rules allow (${combos.length} combinations)`, () => {
      for (const ctx of combos) {
        const expected = Object.entries(oracle(ctx))
          .filter(([, shown]) => shown)
          .map(([id]) => id)
          .sort();
        expect(ids(ctx).sort()).toEqual(expected);
      }
    });

    it('gives every visible entry a route that resolves to a visible page of its own', () => {
      // Every permission combination, once with no feature on a cloud edition with a webhook and once
      // with every feature on-premises without one (16 variants per combination, in loop order).
      for (const ctx of combos.filter((_, index) => index % 16 === 3 || index % 16 === 4)) {
        for (const entry of flattenNav(buildAdminNav(ctx))) {
          const resolution = resolveAdminPage(ctx, entry.route);
          expect(resolution.kind, `${entry.id} at ${entry.route}`).toBe('page');
          if (resolution.kind === 'page' && entry.subTabs.length === 0)
            expect(resolution.entry.id).toBe(entry.id);
        }
      }
    });
  });

  describe('given a system administrator with every feature', () => {
    const ctx = context(EVERY_ADMIN_FLAG, ALL_FEATURES, { genericWebhook: null });
    const nav = buildAdminNav(ctx);

    it('shows every tab and opens General on settings', () => {
      expect(nav.map((entry) => entry.id)).toEqual(ADMIN_TAB_IDS);
      expect(nav[0]?.route).toBe('/administration/general/settings');
    });

    it('keeps the routes of 002 §2.1', () => {
      const routes = Object.fromEntries(flattenNav(nav).map((entry) => [entry.id, entry.route]));
      expect(routes).toMatchObject({
        'general.branding': '/administration/general/branding/website',
        'users.technicians': '/administration/users/technicians',
        users: '/administration/users/technicians',
        apps: '/administration/apps/installed',
        'apps.api': '/administration/apps/api/client',
        'apps.api.oauth': '/administration/apps/api/oauth',
        'apps.api.legacy': '/administration/apps/api/legacy',
        'apps.integrations.saasBackup': '/administration/apps/integrations/saas_backup',
        'library.automation': '/administration/library/scripting/scripts',
        customers: '/administration/customers/organizations',
        'policies.mdm': '/administration/policies/mdm',
        'dynamicPolicies.targetRules': '/administration/dynamicPolicies/targetRules',
        tasks: '/administration/tasks',
      });
    });

    it('carries Beta badges on dynamic policies and the cache', () => {
      const beta = flattenNav(nav)
        .filter((entry) => entry.badge === 'beta')
        .map((entry) => entry.id);
      expect(beta).toEqual(['devices.cache', 'dynamicPolicies']);
    });

    it('nests API sub-tabs one level deeper', () => {
      const api = flattenNav(nav).find((entry) => entry.id === 'apps.api');
      expect(api?.depth).toBe(1);
      expect(api?.subTabs.map((entry) => [entry.id, entry.depth])).toEqual([
        ['apps.api.client', 2],
        ['apps.api.oauth', 2],
        ['apps.api.legacy', 2],
      ]);
    });
  });

  describe('the General tab', () => {
    it('is hidden without canConfigureSystemActivities, even with branding', () => {
      expect(ids(context({ canConfigureBranding: true }))).not.toContain('general');
    });

    it('defaults to activities for a non-sysadmin who can configure system activities', () => {
      const nav = buildAdminNav(context({ canConfigureSystemActivities: true, canConfigureBranding: true }));
      const general = nav.find((entry) => entry.id === 'general');
      expect(general?.route).toBe('/administration/general/activities');
      expect(general?.subTabs.map((entry) => entry.id)).toEqual(['general.branding', 'general.activities']);
    });

    it('defaults to settings for a sysadmin', () => {
      const nav = buildAdminNav(context(EVERY_ADMIN_FLAG));
      expect(nav.find((entry) => entry.id === 'general')?.route).toBe('/administration/general/settings');
    });
  });

  describe('the generic webhook tab', () => {
    it('uses the configured name and description when the connection is enabled', () => {
      const nav = buildAdminNav(
        context({}, [], { genericWebhook: { enabled: true, name: 'Ops hook', description: 'Posts to ops' } }),
      );
      const hook = flattenNav(nav).find((entry) => entry.id === 'apps.webhook');
      expect(hook).toMatchObject({
        label: 'Ops hook',
        description: 'Posts to ops',
        route: '/administration/apps/webhook',
      });
    });

    it('is hidden when the connection is disabled', () => {
      const ctx = context({}, [], { genericWebhook: { enabled: false, name: 'Ops hook', description: '' } });
      expect(ids(ctx)).not.toContain('apps.webhook');
    });
  });
});

describe('matching a path', () => {
  const entry = {
    route: '/administration/apps/installed',
    baseRoute: '/administration/apps',
    aliases: ['/administration/apps-old'],
    excludedTabs: ['api'],
  };

  it('matches the route and paths under it', () => {
    expect(matchesEntry(entry, '/administration/apps/installed')).toBe(true);
    expect(matchesEntry(entry, '/administration/apps/installed/7')).toBe(true);
    const plain = { route: '/administration/tasks', aliases: [], excludedTabs: [] };
    expect(matchesEntry(plain, '/administration/tasks/7')).toBe(true);
    expect(matchesEntry(plain, '/administration/tasksX')).toBe(false);
    expect(matchesEntry(plain, '/administration')).toBe(false);
  });

  it('matches the base route except under excluded tabs', () => {
    expect(matchesEntry(entry, '/administration/apps')).toBe(true);
    expect(matchesEntry(entry, '/administration/apps/backup')).toBe(true);
    expect(matchesEntry(entry, '/administration/apps/api')).toBe(false);
    expect(matchesEntry(entry, '/administration/apps/api/client')).toBe(false);
  });

  it('matches an alias exactly', () => {
    expect(matchesEntry(entry, '/administration/apps-old')).toBe(true);
    expect(matchesEntry(entry, '/administration/apps-old/')).toBe(true);
    expect(matchesEntry(entry, '/administration/apps-old/x')).toBe(false);
  });

  it('ignores the query string', () => {
    expect(matchesEntry(entry, '/administration/apps/installed?tab=1')).toBe(true);
  });

  it('parses dashboard, tab, sub-tab, sub-sub-tab and rest', () => {
    expect(parseAdminPath('/administration/apps/api/client/7/edit')).toEqual({
      dashboard: 'administration',
      tab: 'apps',
      subTab: 'api',
      subSubTab: 'client',
      rest: ['7', 'edit'],
    });
    expect(parseAdminPath('/administration')).toEqual({
      dashboard: 'administration',
      tab: undefined,
      subTab: undefined,
      subSubTab: undefined,
      rest: [],
    });
  });
});

describe('active entries and auto-open', () => {
  const nav = buildAdminNav(context(EVERY_ADMIN_FLAG, ALL_FEATURES, { genericWebhook: null }));
  const trail = (path: string) => activeTrail(nav, path).map((entry) => entry.id);

  it('activates the tab and sub-tabs down to the page', () => {
    expect(trail('/administration/apps/api/oauth')).toEqual(['apps', 'apps.api', 'apps.api.oauth']);
    expect(trail('/administration/general/branding/website')).toEqual(['general', 'general.branding']);
    expect(trail('/administration/library/scripting/scripts/12')).toEqual(['library', 'library.automation']);
    expect(trail('/administration/apps/mdmApple')).toEqual(['apps', 'apps.installed']);
    expect(trail('/administration/customers')).toEqual(['customers', 'customers.organizations']);
    expect(trail('/administration/tasks')).toEqual(['tasks']);
    expect(trail('/deviceSearch')).toEqual([]);
  });

  it('opens the sub-tabs of the tab (and sub-tab) the path lies under', () => {
    expect(autoOpenIds(nav, '/administration/apps/api/client')).toEqual(['apps', 'apps.api']);
    expect(autoOpenIds(nav, '/administration/policies/nms')).toEqual(['policies']);
    expect(autoOpenIds(nav, '/administration/tasks')).toEqual([]);
  });
});

describe('resolving the administration page', () => {
  const technician = context(
    {
      canViewAtLeastOneOrganization: true,
      canReadAtLeastOnePolicy: true,
      canConfigureSystemActivities: true,
    },
    [],
  );

  it('redirects the area root to the first visible tab', () => {
    expect(resolveAdminPage(technician, '/administration')).toEqual({
      kind: 'redirect',
      to: '/administration/general/activities',
    });
    expect(resolveAdminPage(context(), '/administration')).toEqual({
      kind: 'redirect',
      to: '/administration/users/technicians',
    });
  });

  it('redirects a tab or a parent sub-tab to its landing route', () => {
    expect(resolveAdminPage(technician, '/administration/general')).toEqual({
      kind: 'redirect',
      to: '/administration/general/activities',
    });
    expect(resolveAdminPage(technician, '/administration/apps/api')).toEqual({
      kind: 'redirect',
      to: '/administration/apps/api/client',
    });
  });

  it('shows the page of an alias', () => {
    const resolution = resolveAdminPage(technician, '/administration/customers');
    expect(resolution.kind === 'page' && resolution.entry.id).toBe('customers.organizations');
  });

  it('refuses pages the rules hide', () => {
    expect(resolveAdminPage(technician, '/administration/general/settings')).toEqual({
      kind: 'forbidden',
      id: 'general.settings',
    });
    expect(resolveAdminPage(technician, '/administration/tasks')).toEqual({ kind: 'forbidden', id: 'tasks' });
    expect(resolveAdminPage(technician, '/administration/dynamicPolicies/targetRules')).toEqual({
      kind: 'forbidden',
      id: 'dynamicPolicies',
    });
  });

  it('does not know unknown tabs and sub-tabs', () => {
    expect(resolveAdminPage(technician, '/administration/nothing')).toEqual({ kind: 'notFound' });
    expect(resolveAdminPage(technician, '/administration/users/nothing')).toEqual({ kind: 'notFound' });
    expect(resolveAdminPage(technician, '/deviceSearch')).toEqual({ kind: 'notFound' });
  });
});
