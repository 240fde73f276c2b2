import {
  type AdministrationPage,
  type EndpointOutput,
  EXACT_SCORE,
  type endpoints,
  type Permissions,
  RECENT_SEARCH_LIMIT,
  type RecentSearch,
  SEARCH_FILTER_RESULT_TYPES,
  type SearchResultItem,
  type SearchResultType,
  searchResultTypes,
} from '@console/core';
import { and, asc, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { deviceScope, searchTermScope } from '../../authz';
import { type Db, queryRows } from '../../db/client';
import * as t from '../../db/schema';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/register';
import type { AuthState } from '../../http/state';

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

const list = (ids: readonly number[]): SQL =>
  ids.length === 0
    ? sql`(NULL)`
    : sql`(${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`;

interface TermRow {
  entity_type: SearchResultType;
  entity_id: number;
  attr: string;
  value: string;
}

interface Candidate {
  type: SearchResultType;
  id: number;
  score: number;
  attr: string;
  value: string;
}

/** The smallest string (in byte order) above every string that starts with `prefix`. */
function prefixUpperBound(prefix: string): string {
  const chars = [...prefix];
  const last = chars.pop() ?? '';
  return chars.join('') + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The suggested scores: a value starting with the query ranks 90–99.9, a value containing it
 * 60–89.9, closer lengths first; an exact value is 100 (001 §4: exact versus suggested).
 */
export function suggestionScore(kind: 'prefix' | 'contains', query: string, value: string): number {
  const coverage = Math.min(1, query.length / Math.max(1, value.length));
  if (kind === 'prefix') return round(Math.min(99.9, 90 + 9.9 * coverage));
  // Inside the value, a match at the start of a word (after "-", ".", "\\", a space...) ranks
  // above one in the middle of a word: "srv" finds NWT-SRV-001 before NWT-LSRV-001.
  const at = value.toLowerCase().indexOf(query);
  const wordStart = at > 0 && !/[\p{L}\p{N}]/u.test(value.charAt(at - 1));
  return wordStart ? round(75 + 14.9 * coverage) : round(60 + 14.9 * coverage);
}

const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Best score first; equal scores by name, numbers in order (DESKTOP-2 before DESKTOP-10). */
function rank(
  a: { score: number; name?: string; value?: string },
  b: { score: number; name?: string; value?: string },
) {
  return b.score - a.score || byName.compare(a.name ?? a.value ?? '', b.name ?? b.value ?? '');
}

/** A MAC address typed with dashes, dots or colons also matches its bare hex digits. */
function macDigits(query: string): string | null {
  if (
    !/^[0-9a-f]{2}([-:.]?[0-9a-f]{2}){2,7}$/i.test(query) &&
    !/^[0-9a-f]{4}(\.[0-9a-f]{4}){2}$/i.test(query)
  )
    return null;
  const digits = query.toLowerCase().replace(/[^0-9a-f]/g, '');
  return digits === query.toLowerCase() ? null : digits;
}

/**
 * Finds index rows in three tiers, each used only while fewer than `limit` entities were found:
 * exact values (btree equality), values starting with the query (btree range, ordered), values
 * containing it (trigram GIN, for queries of three characters or more).
 */
async function findCandidates(
  db: Db,
  auth: AuthState,
  types: SearchResultType[],
  query: string,
  limit: number,
): Promise<Map<string, Candidate>> {
  const divisionId = auth.division.id;
  const found = new Map<string, Candidate>();
  const norm = query.toLowerCase();
  // A device often matches twice (name and DNS name): room for that before de-duplicating.
  const cap = limit * 2 + 10;
  const typeList = sql`(${sql.join(
    types.map((type) => sql`${type}`),
    sql`, `,
  )})`;
  const base = sql`division_id = ${divisionId} AND entity_type IN ${typeList} AND ${searchTermScope(auth)}`;
  const take = (rows: TermRow[], score: (row: TermRow) => number) => {
    for (const row of rows) {
      const key = `${row.entity_type}:${row.entity_id}`;
      const candidate = {
        type: row.entity_type,
        id: row.entity_id,
        score: score(row),
        attr: row.attr,
        value: row.value,
      };
      const seen = found.get(key);
      if (!seen || candidate.score > seen.score) found.set(key, candidate);
    }
  };

  // Exact and prefix matches in one walk of the btree: the exact value sorts first among the
  // values that start with it.
  const mac = macDigits(query);
  take(
    await queryRows<TermRow & { norm: string }>(
      db,
      sql`SELECT entity_type, entity_id, attr, value, norm FROM search_terms WHERE ${base} AND (
        (norm >= ${norm} AND norm < ${prefixUpperBound(norm)})${mac ? sql` OR norm = ${mac}` : sql``}
      ) ORDER BY norm LIMIT ${cap}`,
    ),
    (row) =>
      (row as TermRow & { norm: string }).norm === norm || (row as TermRow & { norm: string }).norm === mac
        ? EXACT_SCORE
        : suggestionScore('prefix', norm, row.value),
  );
  // "Contains" needs a word of three characters or more: shorter words have trigrams shared by a
  // large part of the index (IP fragments, single letters), and prefixes already cover them.
  if (found.size >= limit || !/[\p{L}\p{N}]{3}/u.test(norm)) return found;

  // `division_id + 0` keeps the planner from intersecting the trigram index with the btree, whose
  // division prefix covers nearly all of a single-account index.
  take(
    await queryRows<TermRow>(
      db,
      sql`SELECT entity_type, entity_id, attr, value FROM search_terms
        WHERE division_id + 0 = ${divisionId} AND entity_type IN ${typeList} AND ${searchTermScope(auth)}
        AND norm LIKE ${`%${escapeLike(norm)}%`} AND NOT (norm >= ${norm} AND norm < ${prefixUpperBound(norm)})
        LIMIT ${cap}`,
    ),
    (row) => suggestionScore('contains', norm, row.value),
  );
  return found;
}

/** Devices and tickets by their number (the `id` match attribute). */
async function findById(
  db: Db,
  divisionId: number,
  types: Set<SearchResultType>,
  query: string,
  found: Map<string, Candidate>,
): Promise<void> {
  if (!/^\d{1,9}$/.test(query)) return;
  const id = Number(query);
  if (types.has('DEVICE')) {
    const rows = await db
      .select({ id: t.nodes.id })
      .from(t.nodes)
      .where(and(eq(t.nodes.id, id), eq(t.nodes.divisionId, divisionId)));
    for (const row of rows)
      found.set(`DEVICE:${row.id}`, {
        type: 'DEVICE',
        id: row.id,
        score: EXACT_SCORE,
        attr: 'id',
        value: query,
      });
  }
  if (types.has('TICKET')) {
    const rows = await db
      .select({ id: t.tickets.id })
      .from(t.tickets)
      .where(and(eq(t.tickets.id, id), eq(t.tickets.divisionId, divisionId)));
    for (const row of rows)
      found.set(`TICKET:${row.id}`, {
        type: 'TICKET',
        id: row.id,
        score: EXACT_SCORE,
        attr: 'id',
        value: query,
      });
  }
}

type Item = SearchResultItem;

interface DescribedRow {
  type: SearchResultType;
  id: number;
  name: string;
  description: string | null;
  client_id: number | null;
  client_name: string | null;
  node_class: string | null;
  node_type: string | null;
  node_role_id: number | null;
  template_id: number | null;
  allow_multiple: boolean | null;
  last_logged_in_user: string | null;
  user_type: string | null;
}

/** One SELECT per result type, each giving the same columns, for a single UNION ALL round trip. */
function describeSelect(type: SearchResultType, divisionId: number, ids: SQL): SQL | null {
  const cols = (c: {
    name: SQL;
    description?: SQL;
    clientId?: SQL;
    clientName?: SQL;
    nodeClass?: SQL;
    nodeType?: SQL;
    nodeRoleId?: SQL;
    templateId?: SQL;
    allowMultiple?: SQL;
    lastLoggedInUser?: SQL;
    userType?: SQL;
  }) =>
    sql`${type}::text AS type, x.id, ${c.name}::text AS name, ${c.description ?? sql`NULL`}::text AS description,
      ${c.clientId ?? sql`NULL`}::int AS client_id, ${c.clientName ?? sql`NULL`}::text AS client_name,
      ${c.nodeClass ?? sql`NULL`}::text AS node_class, ${c.nodeType ?? sql`NULL`}::text AS node_type,
      ${c.nodeRoleId ?? sql`NULL`}::int AS node_role_id, ${c.templateId ?? sql`NULL`}::int AS template_id,
      ${c.allowMultiple ?? sql`NULL`}::boolean AS allow_multiple,
      ${c.lastLoggedInUser ?? sql`NULL`}::text AS last_logged_in_user, ${c.userType ?? sql`NULL`}::text AS user_type`;
  switch (type) {
    case 'DEVICE':
      return sql`SELECT ${cols({ name: sql`x.name`, clientId: sql`x.client_id`, clientName: sql`o.name`, nodeClass: sql`x.node_class`, nodeType: sql`x.node_type`, nodeRoleId: sql`x.node_role_id`, lastLoggedInUser: sql`x.last_logged_in_user` })}
        FROM nodes x JOIN organizations o ON o.id = x.client_id WHERE x.division_id = ${divisionId} AND x.id IN ${ids}`;
    case 'ORGANIZATION':
      return sql`SELECT ${cols({ name: sql`x.name`, description: sql`x.description`, clientId: sql`x.id`, clientName: sql`x.name` })}
        FROM organizations x WHERE x.division_id = ${divisionId} AND x.id IN ${ids}`;
    case 'LOCATION':
      return sql`SELECT ${cols({ name: sql`x.name`, clientId: sql`x.client_id`, clientName: sql`o.name` })}
        FROM locations x JOIN organizations o ON o.id = x.client_id WHERE o.division_id = ${divisionId} AND x.id IN ${ids}`;
    case 'POLICY':
      return sql`SELECT ${cols({ name: sql`x.name`, description: sql`x.description`, nodeClass: sql`x.node_class` })}
        FROM policies x WHERE x.division_id = ${divisionId} AND x.id IN ${ids}`;
    case 'TECHNICIAN_USER':
    case 'END_USER':
      return sql`SELECT ${cols({ name: sql`coalesce(nullif(btrim(x.first_name || ' ' || x.last_name), ''), x.email)`, description: sql`x.email`, clientId: sql`m.client_id`, clientName: sql`o.name`, userType: sql`m.user_type` })}
        FROM users x JOIN memberships m ON m.user_id = x.id AND m.division_id = ${divisionId}
        LEFT JOIN organizations o ON o.id = m.client_id
        WHERE x.id IN ${ids} AND m.user_type = ${type === 'TECHNICIAN_USER' ? 'TECHNICIAN' : 'END_USER'}`;
    case 'GROUP':
      return sql`SELECT ${cols({ name: sql`x.name`, description: sql`x.description` })}
        FROM device_groups x WHERE x.division_id = ${divisionId} AND x.id IN ${ids}`;
    case 'BOARD':
      return sql`SELECT ${cols({ name: sql`x.name` })} FROM ticket_boards x WHERE x.division_id = ${divisionId} AND x.id IN ${ids}`;
    case 'TICKET':
      return sql`SELECT ${cols({ name: sql`x.subject`, clientId: sql`x.client_id`, clientName: sql`o.name` })}
        FROM tickets x LEFT JOIN organizations o ON o.id = x.client_id WHERE x.division_id = ${divisionId} AND x.id IN ${ids}`;
    case 'KB_DOCUMENT':
      return sql`SELECT ${cols({ name: sql`x.name`, clientId: sql`x.client_id`, clientName: sql`o.name` })}
        FROM kb_documents x LEFT JOIN organizations o ON o.id = x.client_id WHERE x.division_id = ${divisionId} AND x.id IN ${ids}`;
    case 'CHECKLIST':
      return sql`SELECT ${cols({ name: sql`x.name`, clientId: sql`x.client_id`, clientName: sql`o.name` })}
        FROM checklists x LEFT JOIN organizations o ON o.id = x.client_id WHERE x.division_id = ${divisionId} AND x.id IN ${ids}`;
    case 'APPS_AND_SERVICES':
      return sql`SELECT ${cols({ name: sql`x.name`, clientId: sql`x.client_id`, clientName: sql`o.name`, templateId: sql`x.template_id`, allowMultiple: sql`d.allow_multiple` })}
        FROM apps_documents x JOIN document_templates d ON d.id = x.template_id
        LEFT JOIN organizations o ON o.id = x.client_id WHERE x.division_id = ${divisionId} AND x.id IN ${ids}`;
    default:
      return null;
  }
}

/** Whether the permission module lets the caller see one described result. */
function mayView(can: Permissions, row: DescribedRow): boolean {
  const inVisibleOrg = row.client_id === null || can.canViewOrganization(row.client_id);
  switch (row.type) {
    case 'DEVICE':
      return can.canViewDevice({
        id: row.id,
        nodeClass: row.node_class ?? '',
        nodeRoleId: row.node_role_id,
        clientId: row.client_id,
      });
    case 'POLICY':
      return can.canReadPolicy({ id: row.id, nodeClass: row.node_class });
    default:
      return inVisibleOrg;
  }
}

/**
 * Turns candidates into result items with their names, organizations and the fields their
 * destinations need, in one round trip; drops what the permission module refuses (and what was
 * deleted meanwhile).
 */
async function describe(db: Db, auth: AuthState, candidates: Candidate[]): Promise<Item[]> {
  const divisionId = auth.division.id;
  const byType = new Map<SearchResultType, number[]>();
  for (const candidate of candidates)
    byType.set(candidate.type, [...(byType.get(candidate.type) ?? []), candidate.id]);
  const selects = [...byType]
    .map(([type, ids]) => describeSelect(type, divisionId, list(ids)))
    .filter((select): select is SQL => select !== null);
  if (selects.length === 0) return [];
  const rows = await queryRows<DescribedRow>(db, sql.join(selects, sql` UNION ALL `));
  const byKey = new Map<string, DescribedRow>();
  for (const row of rows) {
    const described = { ...row, id: Number(row.id) };
    if (mayView(auth.can, described)) byKey.set(`${row.type}:${described.id}`, described);
  }
  const items: Item[] = [];
  for (const candidate of candidates) {
    const row = byKey.get(`${candidate.type}:${candidate.id}`);
    if (!row) continue;
    items.push({
      type: row.type,
      id: row.id,
      name: row.name,
      description: row.description,
      clientId: row.client_id,
      clientName: row.client_name,
      nodeClass: row.node_class,
      nodeType: row.node_type,
      score: candidate.score,
      matchAttr: candidate.attr,
      matchAttrValue: candidate.value,
      details:
        row.type === 'APPS_AND_SERVICES'
          ? {
              documentTemplateId: row.template_id,
              documentTemplateAllowMultiple: row.allow_multiple ?? false,
            }
          : row.type === 'DEVICE'
            ? { lastLoggedInUser: row.last_logged_in_user }
            : null,
    });
  }
  return items;
}

/**
 * The "variant" of 001 §7.1: administration pages sent by the client, matched on the server by
 * name, category and aliases (exact name 100, name prefix 90, name containing 75, category or
 * alias containing 60). The widget itself matches pages in the browser with the fuzzy rules.
 */
export function matchAdministrationPages(query: string, pages: readonly AdministrationPage[]): Item[] {
  const q = query.toLowerCase();
  if (q.length < 3) return [];
  const items: Item[] = [];
  for (const page of pages) {
    const name = page.name.toLowerCase();
    let score = 0;
    if (name === q) score = EXACT_SCORE;
    else if (name.startsWith(q)) score = 90;
    else if (name.includes(q)) score = 75;
    else if ([page.category, ...page.searchAliases].some((text) => text.toLowerCase().includes(q)))
      score = 60;
    if (score > 0)
      items.push({
        type: 'ADMINISTRATION',
        id: page.route,
        name: page.name,
        description: page.category,
        score,
        matchAttr: 'name',
        matchAttrValue: page.name,
        route: page.route,
      });
  }
  return items;
}

const analyzedAt = new WeakMap<object, number>();
const ANALYZE_EVERY_MS = 30 * 60_000;

/**
 * PGlite has no autovacuum, so nothing refreshes the planner's statistics of the search index;
 * without them it misjudges the prefix walk. Searches on PGlite refresh them once per process and
 * then every 30 minutes (PostgreSQL's autovacuum does this by itself).
 */
async function keepStatistics(ctx: Ctx<'query'>): Promise<void> {
  if (ctx.state.database.kind !== 'pglite') return;
  const last = analyzedAt.get(ctx.state.database) ?? 0;
  const now = Date.now();
  if (now - last < ANALYZE_EVERY_MS) return;
  analyzedAt.set(ctx.state.database, now);
  await ctx.db.execute(sql`ANALYZE search_terms`);
}

/** POST /qsearch (001 §7.1). */
export async function search(ctx: Ctx<'query'>): Promise<Output<'query'>> {
  const { body, db, auth } = ctx;
  await keepStatistics(ctx);
  const allowed = visibleResultTypes(auth.can);
  let wanted: SearchResultType[];
  if (body.filters) wanted = body.filters;
  else if (body.filter && body.filter !== 'all') wanted = [...SEARCH_FILTER_RESULT_TYPES[body.filter]];
  else wanted = [...searchResultTypes];
  const types = wanted.filter((type) => allowed.has(type));
  const serverTypes = types.filter((type) => type !== 'ADMINISTRATION');
  const query = body.query;
  const limit = body.limit;

  let items: Item[] = [];
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

function toRecent(row: typeof t.recentSearches.$inferSelect): RecentSearch {
  const numeric = row.type !== 'ADMINISTRATION' && /^\d{1,15}$/.test(row.entityKey);
  return {
    id: numeric ? Number(row.entityKey) : row.entityKey,
    name: row.name,
    type: row.type as SearchResultType,
    description: row.description,
    details: (row.details ?? null) as RecentSearch['details'],
  };
}

/** GET /qsearch/recent: the caller's recent searches, newest first. */
export async function listRecent({ db, auth }: Ctx<'recent'>): Promise<Output<'recent'>> {
  const rows = await db
    .select()
    .from(t.recentSearches)
    .where(and(eq(t.recentSearches.divisionId, auth.division.id), eq(t.recentSearches.userId, auth.user.id)))
    .orderBy(desc(t.recentSearches.usedAt), desc(t.recentSearches.id))
    .limit(RECENT_SEARCH_LIMIT);
  return rows.map(toRecent);
}

/** POST /qsearch/recent: records (or refreshes) one entry and keeps the newest RECENT_SEARCH_LIMIT. */
export async function addRecent({ body, db, auth, now }: Ctx<'addRecent'>): Promise<Output<'addRecent'>> {
  const key = String(body.id);
  const values = {
    divisionId: auth.division.id,
    userId: auth.user.id,
    type: body.type,
    entityKey: key,
    name: body.name,
    description: body.description ?? null,
    details: body.details ?? null,
    usedAt: now,
  };
  await db
    .insert(t.recentSearches)
    .values(values)
    .onConflictDoUpdate({
      target: [
        t.recentSearches.divisionId,
        t.recentSearches.userId,
        t.recentSearches.type,
        t.recentSearches.entityKey,
      ],
      set: { name: values.name, description: values.description, details: values.details, usedAt: now },
    });
  const keep = await db
    .select({ id: t.recentSearches.id })
    .from(t.recentSearches)
    .where(and(eq(t.recentSearches.divisionId, auth.division.id), eq(t.recentSearches.userId, auth.user.id)))
    .orderBy(desc(t.recentSearches.usedAt), desc(t.recentSearches.id))
    .limit(RECENT_SEARCH_LIMIT);
  await db.delete(t.recentSearches).where(
    and(
      eq(t.recentSearches.divisionId, auth.division.id),
      eq(t.recentSearches.userId, auth.user.id),
      notInArray(
        t.recentSearches.id,
        keep.map((row) => row.id),
      ),
    ),
  );
  return { resultCode: 'SUCCESS' };
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
