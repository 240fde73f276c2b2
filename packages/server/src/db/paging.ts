import { type SQL, sql } from 'drizzle-orm';

/**
 * `count(*) OVER ()`: how many rows match before LIMIT and OFFSET, read with the page itself so a
 * paged list costs one query instead of two (see {@link pageTotal}).
 * @example db.select({ node: nodes, total: totalRows() }).from(nodes).where(where).limit(50)
 */
export function totalRows(): SQL.Aliased<number> {
  return sql<number>`count(*) over ()`.mapWith(Number).as('total_rows');
}

/**
 * The total of a page read with {@link totalRows}: carried by its rows; a page past the end has
 * none, so only then `countAll` asks (page 1 empty: nothing matches).
 * @example const total = await pageTotal(rows, query.page, async () => (await db.select({ n: count() }).from(nodes).where(where))[0]?.n ?? 0);
 */
export async function pageTotal(
  rows: readonly { total: number }[],
  page: number,
  countAll: () => Promise<number>,
): Promise<number> {
  const first = rows[0];
  if (first) return first.total;
  return page > 1 ? countAll() : 0;
}

/**
 * The total of a page read without {@link totalRows}, for lists whose page is read in index order
 * (the window would read and sort every matching row first): a short page ends the list, so it
 * carries the total; a full page, or an empty page past page 1, asks `countAll`.
 * @example const total = await pageCount(rows.length, query.page, query.pageSize, countAll);
 */
export async function pageCount(
  rowCount: number,
  page: number,
  pageSize: number,
  countAll: () => Promise<number>,
): Promise<number> {
  if (rowCount < pageSize && (rowCount > 0 || page === 1)) return (page - 1) * pageSize + rowCount;
  return countAll();
}
