import {
  ADMIN_PAGE_FEATURE_FLAGS,
  ADMIN_PAGES,
  type AdminPagePermissions,
  createTranslator,
} from '@console/core';
import { administrationPages, type SearchPermissions } from '@console/search';
import { adminNavContexts, adminPagePermissions, EVERY_ADMIN_FLAG } from '@console/testing/admin-pages';
import { describe, expect, it } from 'vitest';
import { buildAdminNav, flattenNav, type NavContext, type NavEntry } from './nav-model';

// The console's navigation and global search's administration pages both come from @console/core.
// This check fails when either one stops showing the same pages as the other, whatever the user.

const t = createTranslator();
const ALL_FEATURES = Object.values(ADMIN_PAGE_FEATURE_FLAGS);
/** The generic webhook is the navigation's own entry, configured per account: not a page search finds. */
const NAV_ONLY = ['apps.webhook'];

/** Search's permissions: the administration ones, and search's own filters (none of the rules), unset. */
const searchPermissions = (permissions: AdminPagePermissions): SearchPermissions => ({
  ...permissions,
  canViewGroups: false,
  canViewTicketing: false,
  canReadKnowledgeBase: false,
  canViewChecklists: false,
  canViewAppsAndServices: false,
});

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
  const combos = adminNavContexts(ALL_FEATURES).map((ctx) => ({
    ...ctx,
    permissions: searchPermissions(ctx.permissions),
  }));

  it(`show the same administration pages for every user (${combos.length} combinations)`, () => {
    for (const ctx of combos) expect(searchPages(ctx)).toEqual(navPages(ctx));
  });

  it('show every page of @console/core to a system administrator with every feature', () => {
    const ctx = { permissions: searchPermissions(adminPagePermissions(EVERY_ADMIN_FLAG, ALL_FEATURES)) };
    expect(navPages(ctx)).toHaveLength(ADMIN_PAGES.length);
    expect(searchPages(ctx)).toHaveLength(ADMIN_PAGES.length);
  });

  it('show no page to an end user', () => {
    const ctx = {
      permissions: searchPermissions(
        adminPagePermissions({ ...EVERY_ADMIN_FLAG, isTechnician: false }, ALL_FEATURES),
      ),
    };
    expect(navPages(ctx)).toEqual([]);
    expect(searchPages(ctx)).toEqual([]);
  });
});
