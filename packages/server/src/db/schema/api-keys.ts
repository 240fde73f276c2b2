/** API key pairs. */
import { sql } from 'drizzle-orm';
import { boolean, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { divisionRef } from './division';

/** API key pairs (002 §7 /apikeypair); only a hash of the secret is kept. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    name: text('name').notNull(),
    clientId: text('client_id').notNull().unique(),
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_keys_name_unique').on(t.divisionId, sql`lower(${t.name})`)],
);
