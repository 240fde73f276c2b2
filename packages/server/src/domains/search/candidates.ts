/** The index walks of a search: candidates from `search_terms` in the caller's scope, and ids. */
import { EXACT_SCORE, type SearchResultType } from '@console/core';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type ScopeSubject, searchTermScope } from '../../authz';
import { type Db, queryRows } from '../../db/client';
import * as t from '../../db/schema';
import { escapeLike, macDigits, prefixUpperBound, suggestionScore } from './scoring';

/** `(id, id, ...)` for `IN`; `(NULL)` for none. */
export const list = (ids: readonly number[]): SQL =>
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

/** One entity found, with its best score and the attribute that matched. */
export interface Candidate {
  type: SearchResultType;
  id: number;
  score: number;
  attr: string;
  value: string;
}

/**
 * Finds index rows in three tiers, each used only while fewer than `limit` entities were found:
 * exact values (btree equality), values starting with the query (btree range, ordered), values
 * containing it (trigram GIN, for queries of three characters or more).
 */
export async function findCandidates(
  db: Db,
  auth: ScopeSubject,
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
export async function findById(
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
