import { createPermissions } from '@console/core';
import { createTestSession } from '@console/testing/session';
import { describe, expect, it } from 'vitest';
import { limitedTechnicianOptions, searchSessionOptions } from '../fixtures/search-data';
import {
  availableFilters,
  filterLabelKey,
  isFilterAvailable,
  matchesAdministration,
  SEARCH_FILTERS,
  serverResultTypes,
  toSearchFilter,
} from './filters';

const sysadmin = createPermissions(createTestSession(searchSessionOptions));
const limited = createPermissions(createTestSession(limitedTechnicianOptions));

describe('search filters (001 §2.1, §6)', () => {
  it('lists the eleven filters in order', () => {
    expect(SEARCH_FILTERS).toEqual([
      'all',
      'organizations',
      'devices',
      'groups',
      'policies',
      'users',
      'ticketing',
      'kb_document',
      'checklist',
      'apps_and_services',
      'administration',
    ]);
    expect(availableFilters(sysadmin)).toEqual(SEARCH_FILTERS);
  });

  it('always offers All, Organizations, Devices, Users and Administration', () => {
    expect(availableFilters(limited)).toEqual(['all', 'organizations', 'devices', 'users', 'administration']);
  });

  it('offers Groups with a group-read capability', () => {
    const grants = [{ type: 'SEARCH' as const, name: 'View' }];
    expect(
      isFilterAvailable(
        'groups',
        createPermissions(createTestSession({ ...searchSessionOptions, sysadmin: false, grants })),
      ),
    ).toBe(true);
    const full = [{ type: 'SEARCH' as const, name: 'FullAccess' }];
    expect(
      isFilterAvailable(
        'groups',
        createPermissions(createTestSession({ ...searchSessionOptions, sysadmin: false, grants: full })),
      ),
    ).toBe(true);
    expect(isFilterAvailable('groups', limited)).toBe(false);
  });

  it('offers Policies with read access to at least one policy', () => {
    const grants = [{ type: 'POLICY' as const, name: 'View', entityId: 4 }];
    expect(
      isFilterAvailable(
        'policies',
        createPermissions(createTestSession({ ...searchSessionOptions, sysadmin: false, grants })),
      ),
    ).toBe(true);
    expect(isFilterAvailable('policies', limited)).toBe(false);
  });

  it('offers Ticketing when ticketing is enabled and the user may view tickets', () => {
    const can = (settings: Record<string, boolean>, ticketCrud: Array<'READ' | 'CREATE' | 'UPDATE'>) =>
      isFilterAvailable(
        'ticketing',
        createPermissions(
          createTestSession({
            ...searchSessionOptions,
            sysadmin: false,
            settings,
            content: { permissions: { ticketCrud } },
          }),
        ),
      );
    expect(can({ ticketingEnabled: true }, ['READ', 'CREATE', 'UPDATE'])).toBe(true);
    expect(can({ ticketingEnabled: false }, ['READ', 'CREATE', 'UPDATE'])).toBe(false);
    expect(can({ ticketingEnabled: true }, ['READ'])).toBe(false);
    expect(
      isFilterAvailable(
        'ticketing',
        createPermissions(createTestSession({ ...searchSessionOptions, settings: {} })),
      ),
    ).toBe(false);
  });

  it('offers KB Articles with the knowledge base feature plus read permission', () => {
    const grants = [{ type: 'DOCUMENTATION' as const, name: 'KnowledgeBase.View' }];
    const withFlag = createPermissions(
      createTestSession({ ...searchSessionOptions, sysadmin: false, grants }),
    );
    expect(isFilterAvailable('kb_document', withFlag)).toBe(true);
    const noFlag = createPermissions(
      createTestSession({ ...searchSessionOptions, sysadmin: false, grants, featureFlags: [] }),
    );
    expect(isFilterAvailable('kb_document', noFlag)).toBe(false);
    expect(
      isFilterAvailable(
        'kb_document',
        createPermissions(createTestSession({ ...searchSessionOptions, sysadmin: false })),
      ),
    ).toBe(false);
  });

  it('offers Checklists and Documents only with organization documentation too', () => {
    const grants = [
      { type: 'DOCUMENTATION' as const, name: 'Checklist.View' },
      { type: 'DOCUMENTATION' as const, name: 'AppsAndServices.View' },
    ];
    const on = createPermissions(createTestSession({ ...searchSessionOptions, sysadmin: false, grants }));
    expect(isFilterAvailable('checklist', on)).toBe(true);
    expect(isFilterAvailable('apps_and_services', on)).toBe(true);
    const off = createPermissions(
      createTestSession({
        ...searchSessionOptions,
        sysadmin: false,
        grants,
        settings: { ticketingEnabled: true },
      }),
    );
    expect(isFilterAvailable('checklist', off)).toBe(false);
    expect(isFilterAvailable('apps_and_services', off)).toBe(false);
    const noKb = createPermissions(
      createTestSession({
        ...searchSessionOptions,
        sysadmin: false,
        grants,
        featureFlags: ['documentation_checklist'],
      }),
    );
    expect(isFilterAvailable('checklist', noKb)).toBe(true);
    expect(isFilterAvailable('apps_and_services', noKb)).toBe(false);
  });

  it('asks the server for the filter types, and for All those of every available filter', () => {
    expect(serverResultTypes('users', sysadmin)).toEqual(['TECHNICIAN_USER', 'END_USER']);
    expect(serverResultTypes('ticketing', sysadmin)).toEqual(['BOARD', 'TICKET']);
    expect(serverResultTypes('administration', sysadmin)).toEqual([]);
    expect(serverResultTypes('all', limited)).toEqual([
      'ORGANIZATION',
      'LOCATION',
      'DEVICE',
      'TECHNICIAN_USER',
      'END_USER',
    ]);
    expect(serverResultTypes('all', sysadmin)).toHaveLength(12);
    expect(matchesAdministration('all') && matchesAdministration('administration')).toBe(true);
    expect(matchesAdministration('devices')).toBe(false);
  });

  it('reads untrusted filters and names them through the catalogue', () => {
    expect(toSearchFilter('devices')).toBe('devices');
    expect(toSearchFilter('nope')).toBe('all');
    expect(toSearchFilter('groups', limited)).toBe('all');
    expect(filterLabelKey('apps_and_services')).toBe('search.filter.apps_and_services');
  });
});
