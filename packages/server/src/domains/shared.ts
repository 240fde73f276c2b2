import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** An ILIKE pattern matching `text` anywhere, with `%`, `_` and `\` escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column ILIKE '%text%'`. */
export function ilikeContains(column: PgColumn | SQL, text: string): SQL {
  return sql`${column} ILIKE ${containsPattern(text)}`;
}

/** A page of an already filtered, sorted list. */
export function pageOf<T>(items: T[], page: number, pageSize: number) {
  const start = (page - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page, pageSize, total: items.length };
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
