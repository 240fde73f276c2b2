/** Column helpers shared by the schema files (not tables, so not part of the aggregate). */
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** `created_at`, set on insert. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** `updated_at`, set on insert; writers set it on update. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Text compared byte-wise (collation "C"), so `LIKE 'prefix%'` walks a plain btree in order. */
export const textC = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });
