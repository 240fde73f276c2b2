/** Recent searches (001 §3): the caller's last chosen results, newest first. */
import { type EndpointOutput, type endpoints, RECENT_SEARCH_LIMIT, type RecentSearch } from '@console/core';
import { recentSearchSchema } from '@console/core/contract';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import * as t from '../../db/schema';
import type { RequestContext } from '../../http/register';

type Ctx<E extends keyof typeof endpoints.search> = RequestContext<(typeof endpoints.search)[E]>;
type Output<E extends keyof typeof endpoints.search> = EndpointOutput<(typeof endpoints.search)[E]>;

/**
 * A stored row as the contract's recent search, or `undefined` when the row no longer is one (a
 * row written before the contract refused it, e.g. `id: -1`): such a row is skipped, so one bad
 * entry can never turn the whole list into a 500.
 */
function toRecent(row: typeof t.recentSearches.$inferSelect): RecentSearch | undefined {
  const numeric = row.type !== 'ADMINISTRATION' && /^\d{1,15}$/.test(row.entityKey);
  const parsed = recentSearchSchema.safeParse({
    id: numeric ? Number(row.entityKey) : row.entityKey,
    name: row.name,
    type: row.type,
    description: row.description,
    details: row.details ?? null,
  });
  return parsed.success ? parsed.data : undefined;
}

/** GET /qsearch/recent: the caller's recent searches, newest first. */
export async function listRecent({ db, auth }: Ctx<'recent'>): Promise<Output<'recent'>> {
  const rows = await db
    .select()
    .from(t.recentSearches)
    .where(and(eq(t.recentSearches.divisionId, auth.division.id), eq(t.recentSearches.userId, auth.user.id)))
    .orderBy(desc(t.recentSearches.usedAt), desc(t.recentSearches.id))
    .limit(RECENT_SEARCH_LIMIT);
  return rows.map(toRecent).filter((recent): recent is RecentSearch => recent !== undefined);
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
