import { describe, expect, it } from 'vitest';
import { emptyResultHint, type HintContext } from './hints';

const ctx: HintContext = { canCRUDEndUserSharing: false, defaultBoardId: 3 };
const routes = (filter: Parameters<typeof emptyResultHint>[0], c = ctx) =>
  emptyResultHint(filter, c).links.map((link) => link.route);

describe('empty-result hints (001 §2.1)', () => {
  it('links each filter to its list', () => {
    expect(routes('organizations')).toEqual(['/administration/customers/organizations']);
    expect(routes('devices')).toEqual(['/deviceSearch']);
    expect(routes('groups')).toEqual(['/administration/devices/groups']);
    expect(routes('policies')).toEqual(['/administration/policies/agent']);
    expect(routes('ticketing')).toEqual(['/ticketing/board/3']);
    expect(routes('kb_document')).toEqual(['/systemDashboard/knowledgeBase']);
  });

  it('adds the End Users link only with end-user-sharing permission', () => {
    expect(routes('users')).toEqual(['/administration/users/technicians']);
    expect(routes('users', { ...ctx, canCRUDEndUserSharing: true })).toEqual([
      '/administration/users/technicians',
      '/administration/users/endUsers',
    ]);
  });

  it('hints without a link where the spec gives none, or while the default board is unknown', () => {
    for (const filter of ['all', 'checklist', 'apps_and_services', 'administration'] as const) {
      expect(emptyResultHint(filter, ctx)).toEqual({ textKey: `search.hint.${filter}`, links: [] });
    }
    expect(routes('ticketing', { canCRUDEndUserSharing: false, defaultBoardId: null })).toEqual([]);
  });
});
