import { fileURLToPath } from 'node:url';
import {
  ADMIN_TAB_IDS,
  type AdminFlags,
  adminPageContexts,
  adminPagePermissions,
  expectedAdminPages,
} from '@console/testing/admin-pages';
import { type TestSessionOptions, testSessionInput } from '@console/testing/session';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { type Session, sessionSchema } from '../contract/entities/session';
import { allMessages } from '../messages/all';
import { FEATURE_FLAGS } from '../permissions/constants';
import { createPermissions } from '../permissions/permissions';
import {
  ADMIN_PAGE_FEATURE_FLAGS,
  ADMIN_PAGES,
  ADMIN_TABS,
  type AdminPageContext,
  type AdminPageId,
  type AdminPagePermissions,
  adminPageRules,
  isAdminPageShown,
  visibleAdminPages,
} from './admin-pages';

/** Read by any key: other packages add their own sections to `MessageKey`. */
const defaultMessages: Readonly<Record<string, string>> = allMessages;

const ALL_FEATURES = Object.values(ADMIN_PAGE_FEATURE_FLAGS);

const context = (flags: Partial<AdminFlags>, features: readonly string[]): AdminPageContext => ({
  permissions: adminPagePermissions(flags, features),
  cloudEdition: false,
});

/** A sysadmin technician's session, parsed as the client would. */
const session = (options: Pick<TestSessionOptions, 'userType' | 'featureFlags'> = {}): Session =>
  sessionSchema.parse(testSessionInput({ sysadmin: true, ...options }));

describe('the administration pages', () => {
  it('declares the tabs of 000 §2.1 in order, each named from the catalogue', () => {
    expect(ADMIN_TABS.map((tab) => tab.id)).toEqual(ADMIN_TAB_IDS);
    for (const tab of ADMIN_TABS) {
      expect(tab.nameKey).toBe(`adminNav.${tab.id}`);
      expect(tab.route).toBe(`/administration/${tab.id}`);
      expect(defaultMessages[tab.nameKey]).toBeTruthy();
    }
  });

  it('declares every page of the spec once, with catalogue names, its tab as category and a route under the tab', () => {
    expect(ADMIN_PAGES.map((p) => p.id).sort()).toEqual(
      Object.keys(expectedAdminPages(context({}, []))).sort(),
    );
    expect(new Set(ADMIN_PAGES.map((p) => p.route)).size).toBe(ADMIN_PAGES.length);
    for (const p of ADMIN_PAGES) {
      const tab = ADMIN_TABS.find((entry) => entry.id === p.tab);
      expect(p.id === p.tab || p.id.startsWith(`${p.tab}.`), p.id).toBe(true);
      expect(p.nameKey).toBe(`adminNav.${p.id}`);
      expect(p.categoryKey).toBe(tab?.nameKey);
      expect(defaultMessages[p.nameKey], p.nameKey).toBeTruthy();
      expect(`${p.route}/`.startsWith(`${tab?.route}/`), p.route).toBe(true);
    }
    // @ts-expect-error page ids are the declared pages only, so maps keyed by them stay complete
    const unknown: AdminPageId = 'users.nothing';
    expect(ADMIN_PAGES.map((p) => p.id)).not.toContain(unknown);
    const route = (id: AdminPageId) => ADMIN_PAGES.find((p) => p.id === id)?.route;
    expect(route('general.branding')).toBe('/administration/general/branding/website');
    expect(route('apps.integrations.saasBackup')).toBe('/administration/apps/integrations/saas_backup');
    expect(route('library.automation')).toBe('/administration/library/scripting/scripts');
    expect(route('apps.api.oauth')).toBe('/administration/apps/api/oauth');
    expect(route('tasks')).toBe('/administration/tasks');
  });

  it('reads the feature flags the permissions module names, where it names them', () => {
    expect(ADMIN_PAGE_FEATURE_FLAGS).toMatchObject({
      nodeCaching: FEATURE_FLAGS.nodeCaching,
      customSnmp: FEATURE_FLAGS.customSnmp,
      dynamicPolicy: FEATURE_FLAGS.dynamicPolicy,
      mdm: FEATURE_FLAGS.mdm,
    });
  });

  describe('given every combination of permission flags, feature flags and edition', () => {
    const combos = adminPageContexts(ALL_FEATURES);

    it(`shows exactly the pages the rules allow (${combos.length} combinations)`, () => {
      for (const ctx of combos) {
        const expected = Object.entries(expectedAdminPages(ctx))
          .filter(([, shown]) => shown)
          .map(([id]) => id);
        expect(
          visibleAdminPages(ctx)
            .map((p) => p.id)
            .sort(),
        ).toEqual(expected.sort());
      }
    });

    it('hides every page of a tab whose own rule fails, and shows none to end users', () => {
      for (const ctx of combos) {
        for (const p of ADMIN_PAGES) {
          const tab = ADMIN_TABS.find((entry) => entry.id === p.tab);
          if (tab?.show && !tab.show(ctx)) expect(isAdminPageShown(p, ctx), p.id).toBe(false);
        }
        const endUser = { ...ctx, permissions: { ...ctx.permissions, isTechnician: false } };
        expect(visibleAdminPages(endUser)).toEqual([]);
      }
    });
  });

  it('opens General on Activities only for a non-sysadmin who can configure system activities', () => {
    const general = ADMIN_TABS.find((tab) => tab.id === 'general');
    expect(general?.defaultPage?.(context({ canConfigureSystemActivities: true }, []))).toBe(
      'general.activities',
    );
    expect(
      general?.defaultPage?.(context({ canConfigureSystemActivities: true, isSysadmin: true }, [])),
    ).toBe('general.settings');
  });

  it('names each rule, the SaaS backup one hiding on cloud-IT editions', () => {
    const admin = context({ isSysadmin: true }, []);
    expect(adminPageRules.saasBackup(admin)).toBe(true);
    expect(adminPageRules.saasBackup({ ...admin, cloudEdition: true })).toBe(false);
    expect(adminPageRules.cache(admin)).toBe(false);
    expect(adminPageRules.cache(context({ isSysadmin: true }, ['node_caching']))).toBe(true);
  });

  it('takes createPermissions(session) as it is', () => {
    const can: AdminPagePermissions = createPermissions(session({ featureFlags: ALL_FEATURES }));
    expect(visibleAdminPages({ permissions: can })).toHaveLength(ADMIN_PAGES.length);
    const noFeatures = visibleAdminPages({ permissions: createPermissions(session()) }).map((p) => p.id);
    expect(noFeatures).not.toContain('devices.cache');
    expect(noFeatures).toContain('general.settings');
    const endUser = createPermissions(session({ userType: 'END_USER', featureFlags: ALL_FEATURES }));
    expect(visibleAdminPages({ permissions: endUser })).toEqual([]);
  });
});

describe('bundling the module', () => {
  const file = fileURLToPath(new URL('./admin-pages.ts', import.meta.url));
  const bundle = async (contents: string) => {
    const result = await build({
      stdin: { contents, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'ts' },
      bundle: true,
      format: 'esm',
      write: false,
      logLevel: 'silent',
    });
    return result.outputFiles[0]?.text ?? '';
  };

  // The package's `sideEffects: false` drops the module when nothing of it is used; a host that
  // uses one function must not get the data too, so every module-level statement must be pure.
  it('keeps none of the data when only a function is used', async () => {
    const text = await bundle(
      `import { isAdminPageShown } from ${JSON.stringify(file)}; console.log(isAdminPageShown);`,
    );
    expect(text).toContain('isTechnician');
    expect(text).not.toContain('adminNav.');
    expect(text).not.toContain('/administration');
  });

  it('keeps the pages when they are used', async () => {
    const text = await bundle(
      `import { ADMIN_PAGES } from ${JSON.stringify(file)}; console.log(ADMIN_PAGES);`,
    );
    expect(text).toContain('library/scripting/scripts');
  });
});
