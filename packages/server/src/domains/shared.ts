import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** An ILIKE pattern matching `text` anywhere, with `%`, `_` and `\` escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column ILIKE '%text%'`. */
export function ilikeContains(column: PgColumn | SQL, text: string): SQL {
  return sql`${column} ILIKE ${containsPattern(text)}`;
}

/** ISO text of a timestamp. */
export function iso(date: Date): string {
  return date.toISOString();
}

/** Epoch seconds of a timestamp (null stays null). */
export function seconds(date: Date | null | undefined): number | null {
  return date ? Math.floor(date.getTime() / 1000) : null;
}

/** `lower(column) = lower(value)`. */
export function sameText(column: PgColumn, value: string): SQL {
  return sql`lower(${column}) = lower(${value})`;
}

/** A table whose rows have a name unique (ignoring case) within a division. */
type DivisionNamedTable = PgTable & { id: PgColumn; divisionId: PgColumn; name: PgColumn };

/**
 * True when a row of `table` in the division already has this name, ignoring case. `exceptId` is
 * the row being renamed; `scope` narrows the rows that must differ (same parent, same role type).
 */
export async function nameTakenInDivision(
  db: Db,
  table: DivisionNamedTable,
  divisionId: number,
  name: string,
  { exceptId, scope }: { exceptId?: number | undefined; scope?: SQL | undefined } = {},
): Promise<boolean> {
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.divisionId, divisionId),
        scope,
        sameText(table.name, name),
        exceptId === undefined ? undefined : ne(table.id, exceptId),
      ),
    );
  return rows.length > 0;
}
