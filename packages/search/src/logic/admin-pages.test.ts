import { adminNavMessages, createPermissions, createTranslator } from '@console/core';
import { createTestSession } from '@console/testing/session';
import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { limitedTechnicianOptions, searchSessionOptions } from '../fixtures/search-data';
import {
  ADMIN_MATCH_OPTIONS,
  ADMIN_PAGES,
  administrationPages,
  adminMatchScore,
  createAdminPageMatcher,
} from './admin-pages';

// The search registers the administration navigation's texts (its widgets do, with MessageSection).
const t = createTranslator({ sections: [adminNavMessages] });
const allPages = administrationPages(
  {
    permissions: createPermissions(
      createTestSession({
        ...searchSessionOptions,
        featureFlags: [
          'node_caching',
          'custom_snmp',
          'dynamic_policy',
          'mdm',
          'end_user_custom_fields',
          'organization_custom_fields',
          'location_custom_fields',
        ],
      }),
    ),
  },
  t,
);

describe('administration pages (000 §2.1, 002 §2.1)', () => {
  it('defines every page once with a name, category, aliases and an administration route', () => {
    expect(new Set(ADMIN_PAGES.map((p) => p.route)).size).toBe(ADMIN_PAGES.length);
    expect(allPages).toHaveLength(ADMIN_PAGES.length);
    for (const page of allPages) {
      expect(page.route).toMatch(/^\/administration\//);
      expect(page.name).not.toMatch(/^adminNav\./);
      expect(page.category).not.toMatch(/^adminNav\./);
    }
    expect(allPages.find((p) => p.name === 'Branding')?.route).toBe(
      '/administration/general/branding/website',
    );
    expect(allPages.find((p) => p.name === 'Automation')?.route).toBe(
      '/administration/library/scripting/scripts',
    );
    expect(allPages.find((p) => p.name === 'Technicians')?.category).toBe('Accounts');
  });

  it('applies the same visibility rules as the navigation', () => {
    const limited = administrationPages(
      { permissions: createPermissions(createTestSession(limitedTechnicianOptions)) },
      t,
    );
    const names = limited.map((p) => p.name);
    expect(names).toContain('Technicians');
    expect(names).toContain('Organizations');
    expect(names).not.toContain('Settings');
    expect(names).not.toContain('Technician roles');
    expect(names).not.toContain('Agent');
    expect(names).not.toContain('Tasks');
    expect(names).not.toContain('End users');
    const noFlags = administrationPages(
      { permissions: createPermissions(createTestSession({ ...searchSessionOptions, featureFlags: [] })) },
      t,
    );
    expect(noFlags.map((p) => p.name)).not.toContain('Cache');
    expect(noFlags.map((p) => p.name)).toContain('Settings');
    const cloud = administrationPages(
      { permissions: createPermissions(createTestSession(searchSessionOptions)), cloudEdition: true },
      t,
    );
    expect(cloud.map((p) => p.name)).not.toContain('SaaS backup');
    const endUser = administrationPages(
      {
        permissions: createPermissions(createTestSession({ ...searchSessionOptions, userType: 'END_USER' })),
      },
      t,
    );
    expect(endUser).toEqual([]);
  });
});

describe('matching administration pages (001 §4, §5, §9)', () => {
  const match = createAdminPageMatcher(allPages);

  it('uses weights name 1, category 0.1, aliases 0.1, threshold 0.2 and minimum match 3', () => {
    expect(ADMIN_MATCH_OPTIONS).toMatchObject({
      keys: [
        { name: 'name', weight: 1 },
        { name: 'category', weight: 0.1 },
        { name: 'searchAliases', weight: 0.1 },
      ],
      threshold: 0.2,
      minMatchCharLength: 3,
    });
    // The same settings in Fuse.js give the same matches and scores.
    const fuse = new Fuse(allPages, {
      keys: [
        { name: 'name', weight: 1 },
        { name: 'category', weight: 0.1 },
        { name: 'searchAliases', weight: 0.1 },
      ],
      threshold: 0.2,
      minMatchCharLength: 3,
      includeScore: true,
    });
    for (const query of [
      'Technicians',
      'techni',
      'brandng',
      'saml',
      'polic',
      'scripts',
      'Accounts',
      'end user',
      'xyz',
      'api',
    ]) {
      const ours = match(query);
      const theirs = fuse.search(query);
      expect(
        ours.map((r) => r.route),
        query,
      ).toEqual(theirs.map((r) => r.item.route));
      for (const [i, r] of ours.entries())
        expect(r.score, query).toBeCloseTo(adminMatchScore(theirs[i]?.score ?? 1), 9);
    }
  });

  it('scores an exact name 100 and opens its route', () => {
    const [first] = match('Technicians');
    expect(first).toMatchObject({ type: 'ADMINISTRATION', name: 'Technicians', score: 100 });
    expect(first?.route).toBe('/administration/users/technicians');
    expect(first?.id).toBe('/administration/users/technicians');
    expect(first?.description).toBe('Accounts');
  });

  it('finds pages by a partial or slightly wrong name, scored below 100', () => {
    const branding = match('brandng');
    expect(branding[0]?.name).toBe('Branding');
    expect(branding[0]?.score).toBeLessThan(100);
    expect(branding[0]?.score).toBeGreaterThan(0);
    expect(match('techni').map((r) => r.name)).toContain('Technicians');
  });

  it('finds pages by alias', () => {
    expect(match('sso').map((r) => r.name)).toContain('Identity providers');
    expect(match('saml').map((r) => r.name)).toContain('Identity providers');
    expect(match('scripts').map((r) => r.name)).toContain('Automation');
  });

  it('ignores blank and unrelated queries', () => {
    expect(match('   ')).toEqual([]);
    expect(match('ta')).toEqual([]);
    expect(match('zzzzqqq')).toEqual([]);
  });

  it('turns a match score into 100 × (1 − score), above 99.99 into 100', () => {
    expect(adminMatchScore(0)).toBe(100);
    expect(adminMatchScore(0.00005)).toBe(100);
    expect(adminMatchScore(0.2)).toBeCloseTo(80);
    expect(adminMatchScore(0.0002)).toBeCloseTo(99.98);
  });
});
