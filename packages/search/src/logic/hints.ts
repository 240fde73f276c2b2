import type { MessageKey, SearchFilter } from '@console/core';

/** A link of an empty-result hint. */
export interface HintLink {
  /** Catalogue key of the link text. */
  labelKey: MessageKey;
  /** Where it goes. */
  route: string;
}

/** The hint under 'No results found' for a filter (001 §2.1, §8). */
export interface EmptyResultHint {
  /** Catalogue key of the hint text (wording chosen: the spec does not show it). */
  textKey: MessageKey;
  links: HintLink[];
}

/** What the hints need to know. */
export interface HintContext {
  /** The End Users link needs end-user-sharing CRUD permission (001 §6). */
  canCRUDEndUserSharing: boolean;
  /** The division's default ticket board (the Ticketing hint's link); no link while unknown. */
  defaultBoardId?: number | null;
}

/**
 * The hint and links for a filter whose search found nothing. The links are those of 001 §2.1;
 * All, Checklists, Documents and Administration have none there, so they hint without a link.
 * @example emptyResultHint('devices', ctx).links // [{ labelKey: 'search.hint.devicesLink', route: '/deviceSearch' }]
 */
export function emptyResultHint(filter: SearchFilter, ctx: HintContext): EmptyResultHint {
  const hint = (links: HintLink[] = []): EmptyResultHint => ({
    textKey: `search.hint.${filter}` as MessageKey,
    links,
  });
  const link = (labelKey: MessageKey, route: string): HintLink => ({ labelKey, route });
  switch (filter) {
    case 'organizations':
      return hint([link('search.hint.organizationsLink', '/administration/customers/organizations')]);
    case 'devices':
      return hint([link('search.hint.devicesLink', '/deviceSearch')]);
    case 'groups':
      return hint([link('search.hint.groupsLink', '/administration/devices/groups')]);
    case 'policies':
      return hint([link('search.hint.policiesLink', '/administration/policies/agent')]);
    case 'users':
      return hint([
        link('search.hint.usersLink', '/administration/users/technicians'),
        ...(ctx.canCRUDEndUserSharing
          ? [link('search.hint.endUsersLink', '/administration/users/endUsers')]
          : []),
      ]);
    case 'ticketing':
      return hint(
        ctx.defaultBoardId
          ? [link('search.hint.ticketingLink', `/ticketing/board/${ctx.defaultBoardId}`)]
          : [],
      );
    case 'kb_document':
      return hint([link('search.hint.kb_documentLink', '/systemDashboard/knowledgeBase')]);
    default:
      return hint();
  }
}
