/** Global search (001 §2.1, §3, §7.1): the search index and recent searches. */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { textC } from './columns';
import { divisionRef } from './division';
import { users } from './users';

/**
 * The search index: one row per searchable value (a device's name, MAC address, last logged-in
 * user ...; an organization's name; a user's name and email ...). Kept in step with the source
 * tables by triggers (migration `search_triggers`), so every writer is covered. `norm` is the
 * lower-cased value: a btree on (division, norm) serves exact and prefix matches, a trigram GIN
 * serves "contains" matches, so a search never scans the devices.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    divisionId: integer('division_id').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    /** The entity's organization (devices, locations, end users, tickets, documents). */
    clientId: integer('client_id'),
    /** Devices and policies: the node class (permission scope, destination). */
    nodeClass: text('node_class'),
    /** Devices: the node role (permission scope). */
    nodeRoleId: integer('node_role_id'),
    /** The match attribute (001 §3): name, macAddress, lastLoggedInUser, email ... */
    attr: text('attr').notNull(),
    value: text('value').notNull(),
    norm: textC('norm').notNull(),
  },
  (t) => [
    index('search_terms_norm_idx').on(t.divisionId, t.norm),
    // No pending list (PGlite has no autovacuum to flush it): every search reads a tidy index.
    // (The CSV import on PGlite turns it on for its one statement and flushes it: unmanaged-devices.)
    index('search_terms_trgm_idx').using('gin', t.norm.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('search_terms_entity_idx').on(t.entityType, t.entityId),
  ],
);

/** Recent searches per user and division (001 §3), newest first, bounded by RECENT_SEARCH_LIMIT. */
export const recentSearches = pgTable(
  'recent_searches',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The result's id as text (administration entries: their route). */
    entityKey: text('entity_key').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    details: jsonb('details').$type<unknown>(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recent_searches_entry_unique').on(t.divisionId, t.userId, t.type, t.entityKey),
    index('recent_searches_user_idx').on(t.divisionId, t.userId, t.usedAt),
  ],
);
