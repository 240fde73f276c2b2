import { ADMIN_PAGE_FEATURE_FLAGS, ADMIN_PAGES, createTranslator } from '@console/core';
import { administrationPages, type SearchPermissions } from '@console/search';
import { describe, expect, it } from 'vitest';
import { buildAdminNav, flattenNav, type NavContext, type NavEntry } from './nav-model';

// The console's navigation and global search's administration pages both come from @console/core.
// This check fails when either one stops showing the same pages as the other, whatever the user.

const t = createTranslator();
const FLAG_NAMES = [
  'isSysadmin',
  'canConfigureSystemActivities',
  'canConfigureBranding',
  'canCRUDEndUserSharing',
  'canReadAtLeastOneScript',
  'canViewAtLeastOneOrganization',
  'canReadAtLeastOnePolicy',
  'canViewScheduledTasks',
] as const;
const ALL_FEATURES = Object.values(ADMIN_PAGE_FEATURE_FLAGS);
/** The generic webhook is the navigation's own entry, configured per account: not a page search finds. */
const NAV_ONLY = ['apps.webhook'];

function permissions(mask: number, features: readonly string[], isTechnician = true): SearchPermissions {
  const flags = Object.fromEntries(FLAG_NAMES.map((name, bit) => [name, (mask & (1 << bit)) !== 0]));
  return {
    isTechnician,
    isSysadmin: false,
    canConfigureSystemActivities: false,
    canConfigureBranding: false,
    canCRUDEndUserSharing: false,
    canReadAtLeastOneScript: false,
    canViewAtLeastOneOrganization: false,
    canReadAtLeastOnePolicy: false,
    canViewScheduledTasks: false,
    // Search's own filters: no part of the administration rules.
    canViewGroups: false,
    canViewTicketing: false,
    canReadKnowledgeBase: false,
    canViewChecklists: false,
    canViewAppsAndServices: false,
    ...flags,
    hasFeature: (flag) => features.includes(flag),
  };
}

/** The pages the navigation shows: its leaves, each as "name → route". */
const navPages = (ctx: NavContext) =>
  flattenNav(buildAdminNav(ctx))
    .filter((entry: NavEntry) => entry.subTabs.length === 0 && !NAV_ONLY.includes(entry.id))
    .map((entry) => `${t(entry.labelKey)} → ${entry.route}`)
    .sort();

/** The pages global search may offer: "name → route". */
const searchPages = (ctx: NavContext & { permissions: SearchPermissions }) =>
  administrationPages(ctx, t)
    .map((page) => `${page.name} → ${page.route}`)
    .sort();

describe('the administration navigation and global search', () => {
  const combos: (NavContext & { permissions: SearchPermissions })[] = [];
  for (let mask = 0; mask < 2 ** FLAG_NAMES.length; mask += 1)
    for (const features of [[], ALL_FEATURES, ['mdm', 'custom_snmp'], ['node_caching', 'dynamic_policy']])
      for (const cloudEdition of [false, true])
        for (const genericWebhook of [null, { enabled: true, name: 'Hook', description: 'To Slack' }])
          combos.push({ permissions: permissions(mask, features), cloudEdition, genericWebhook });

  it(`show the same administration pages for every user (${combos.length} combinations)`, () => {
    for (const ctx of combos) expect(searchPages(ctx)).toEqual(navPages(ctx));
  });

  it('show every page of @console/core to a system administrator with every feature', () => {
    const ctx = { permissions: permissions(2 ** FLAG_NAMES.length - 1, ALL_FEATURES) };
    expect(navPages(ctx)).toHaveLength(ADMIN_PAGES.length);
    expect(searchPages(ctx)).toHaveLength(ADMIN_PAGES.length);
  });

  it('show no page to an end user', () => {
    const ctx = { permissions: permissions(2 ** FLAG_NAMES.length - 1, ALL_FEATURES, false) };
    expect(navPages(ctx)).toEqual([]);
    expect(searchPages(ctx)).toEqual([]);
  });
});
