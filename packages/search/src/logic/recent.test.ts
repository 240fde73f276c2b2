import { describe, expect, it } from 'vitest';
import type { SearchResult } from './grouping';
import { recentDeviceIds, recentResults, recentToResult, toRecentSearch } from './recent';

describe('recent searches (001 §3, §7.1)', () => {
  it('stores an administration entry with its route as details', () => {
    const admin: SearchResult = {
      type: 'ADMINISTRATION',
      id: '/administration/tasks',
      name: 'Tasks',
      description: 'Tasks',
      score: 100,
      route: '/administration/tasks',
    };
    expect(toRecentSearch(admin)).toEqual({
      id: '/administration/tasks',
      name: 'Tasks',
      type: 'ADMINISTRATION',
      description: 'Tasks',
      details: '/administration/tasks',
    });
    expect(recentToResult(toRecentSearch(admin))?.route).toBe('/administration/tasks');
  });

  it('keeps what the destination needs for the other types', () => {
    const doc: SearchResult = {
      type: 'APPS_AND_SERVICES',
      id: 4,
      name: 'Firewall',
      clientId: 2,
      clientName: 'Acme',
      score: 90,
      details: { documentTemplateId: 11, documentTemplateAllowMultiple: true },
    };
    const row = recentToResult(toRecentSearch(doc));
    expect(row).toMatchObject({ type: 'APPS_AND_SERVICES', id: 4, clientId: 2, clientName: 'Acme' });
    expect(row?.details).toMatchObject({ documentTemplateId: 11, documentTemplateAllowMultiple: true });
  });

  it('drops devices without details and refreshes the others', () => {
    const recents = [
      { id: 7, name: 'OLD-NAME', type: 'DEVICE' as const, details: { nodeClass: 'MAC' } },
      { id: 8, name: 'GONE', type: 'DEVICE' as const },
      { id: 3, name: 'Acme', type: 'ORGANIZATION' as const },
    ];
    expect(recentDeviceIds(recents)).toEqual([7, 8]);
    const rows = recentResults(recents, [
      {
        id: 7,
        name: 'NEW-NAME',
        nodeClass: 'WINDOWS_SERVER',
        nodeType: 'AGENT',
        clientId: 1,
        clientName: 'Acme',
      },
    ]);
    expect(rows.map((r) => r.name)).toEqual(['NEW-NAME', 'Acme']);
    expect(rows[0]).toMatchObject({ nodeClass: 'WINDOWS_SERVER', nodeType: 'AGENT', clientName: 'Acme' });
  });
});
