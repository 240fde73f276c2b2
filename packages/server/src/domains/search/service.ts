/**
 * The search handlers: `POST /qsearch` (the index walks in candidates.ts, the descriptions in
 * describe.ts) and the lookups of its results' destinations. The planner's statistics of the
 * index are refreshed by the platform's `database.analyze` job (jobs/analyze.ts), not here.
 */
import {
  type EndpointOutput,
  EXACT_SCORE,
  type endpoints,
  type Permissions,
  SEARCH_FILTER_RESULT_TYPES,
  type SearchResultItem,
  type SearchResultType,
  searchResultTypes,
} from '@console/core';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { deviceScope } from '../../authz';
import { queryRows } from '../../db/client';
import * as t from '../../db/schema';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/register';
import { matchAdministrationPages } from './administration';
import { findById, findCandidates } from './candidates';
import { describe } from './describe';
import { rank } from './scoring';

type Ctx<E extends keyof typeof endpoints.search> = RequestContext<(typeof endpoints.search)[E]>;
type Output<E extends keyof typeof endpoints.search> = EndpointOutput<(typeof endpoints.search)[E]>;

/**
 * The result types this caller may see at all (001 §6 and the navigation rules of 002 §6). Each
 * result is then checked one by one against the permission module.
 */
export function visibleResultTypes(can: Permissions): Set<SearchResultType> {
  const types = new Set<SearchResultType>();
  if (!can.isTechnician) return types;
  if (can.canViewAtLeastOneDevice) types.add('DEVICE');
  if (can.canViewAtLeastOneOrganization) {
    types.add('ORGANIZATION');
    types.add('LOCATION');
  }
  if (can.canViewGroups) types.add('GROUP');
  if (can.canReadAtLeastOnePolicy) types.add('POLICY');
  // Administration › Accounts › Technicians is open to every technician (002 §2.1).
  types.add('TECHNICIAN_USER');
  if (can.canCRUDEndUserSharing) types.add('END_USER');
  if (can.canViewTicketing) {
    types.add('BOARD');
    types.add('TICKET');
  }
  if (can.canReadKnowledgeBase) types.add('KB_DOCUMENT');
  if (can.canViewChecklists) types.add('CHECKLIST');
  if (can.canViewAppsAndServices) types.add('APPS_AND_SERVICES');
  types.add('ADMINISTRATION');
  return types;
}

/** POST /qsearch (001 §7.1). */
export async function search(ctx: Ctx<'query'>): Promise<Output<'query'>> {
  const { body, db, auth } = ctx;
  const allowed = visibleResultTypes(auth.can);
  let wanted: SearchResultType[];
  if (body.filters) wanted = body.filters;
  else if (body.filter && body.filter !== 'all') wanted = [...SEARCH_FILTER_RESULT_TYPES[body.filter]];
  else wanted = [...searchResultTypes];
  const types = wanted.filter((type) => allowed.has(type));
  const serverTypes = types.filter((type) => type !== 'ADMINISTRATION');
  const query = body.query;
  const limit = body.limit;

  let items: SearchResultItem[] = [];
  if (serverTypes.length > 0) {
    const found = await findCandidates(db, auth, serverTypes, query, limit);
    await findById(db, auth.division.id, new Set(serverTypes), query, found);
    const ranked = [...found.values()].sort(rank).slice(0, limit * 2);
    items = await describe(db, auth, ranked);
  }
  if (types.includes('ADMINISTRATION') && body.administrationPages)
    items.push(...matchAdministrationPages(query, body.administrationPages));

  items.sort(rank);
  items = items.slice(0, limit);
  let defaultBoardId: number | null = null;
  // The Ticketing filter's empty-result hint links to the default board (001 §2.1).
  if (types.length > 0 && types.every((type) => type === 'BOARD' || type === 'TICKET')) {
    const [board] = await db
      .select({ id: t.ticketBoards.id })
      .from(t.ticketBoards)
      .where(eq(t.ticketBoards.divisionId, auth.division.id))
      .orderBy(desc(t.ticketBoards.isDefault), asc(t.ticketBoards.id))
      .limit(1);
    defaultBoardId = board?.id ?? null;
  }
  return {
    exact: items.filter((item) => item.score >= EXACT_SCORE),
    suggested: items.filter((item) => item.score < EXACT_SCORE),
    defaultBoardId,
  };
}

/** POST /qsearch/device-details: the visible devices among `ids`; the others are dropped (001 §7.1). */
export async function deviceDetails({
  body,
  db,
  auth,
}: Ctx<'deviceDetails'>): Promise<Output<'deviceDetails'>> {
  if (body.ids.length === 0 || !auth.can.isTechnician) return { nodes: [] };
  const rows = await db
    .select({
      id: t.nodes.id,
      name: t.nodes.name,
      nodeClass: t.nodes.nodeClass,
      nodeType: t.nodes.nodeType,
      clientId: t.nodes.clientId,
      clientName: t.organizations.name,
      lastLoggedInUser: t.nodes.lastLoggedInUser,
    })
    .from(t.nodes)
    .innerJoin(t.organizations, eq(t.organizations.id, t.nodes.clientId))
    .where(and(deviceScope(auth), inArray(t.nodes.id, body.ids)));
  return { nodes: rows };
}

/** GET /qsearch/kb-path: the folder chain of a KB document (or folder), root first (001 §7.1). */
export async function kbItemPath({ query, db, auth }: Ctx<'kbItemPath'>): Promise<Output<'kbItemPath'>> {
  const { can } = auth;
  if (!can.canReadKnowledgeBase) throw notFound();
  let folderId: number;
  let clientId: number | null;
  if (query.isFile) {
    const [doc] = await db
      .select({ folderId: t.kbDocuments.folderId, clientId: t.kbDocuments.clientId })
      .from(t.kbDocuments)
      .where(and(eq(t.kbDocuments.id, query.itemId), eq(t.kbDocuments.divisionId, auth.division.id)));
    if (!doc) throw notFound();
    folderId = doc.folderId;
    clientId = doc.clientId;
  } else {
    const [folder] = await db
      .select({ id: t.kbFolders.id, clientId: t.kbFolders.clientId })
      .from(t.kbFolders)
      .where(and(eq(t.kbFolders.id, query.itemId), eq(t.kbFolders.divisionId, auth.division.id)));
    if (!folder) throw notFound();
    folderId = folder.id;
    clientId = folder.clientId;
  }
  if (clientId !== null && !can.canViewOrganization(clientId)) throw notFound();
  const folders = await queryRows<{ id: number; name: string }>(
    db,
    sql`WITH RECURSIVE chain AS (
      SELECT id, parent_id, name, 0 AS depth FROM kb_folders WHERE id = ${folderId}
      UNION ALL
      SELECT f.id, f.parent_id, f.name, c.depth + 1 FROM kb_folders f JOIN chain c ON f.id = c.parent_id WHERE c.depth < 50
    ) SELECT id, name FROM chain ORDER BY depth DESC`,
  );
  return { clientId, folders: folders.map((folder) => ({ id: Number(folder.id), name: folder.name })) };
}
