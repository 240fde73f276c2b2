/** Organizations (clients) and their locations. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { divisionRef } from './division';

/** Organizations (clients) of a division. */
/** The organization (client) a row belongs to: not null, removed with its organization. */
export function organizationRef() {
  return integer('client_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
}

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    name: text('name').notNull(),
    description: text('description'),
    nodeApprovalMode: text('node_approval_mode')
      .$type<'AUTOMATIC' | 'MANUAL' | 'REJECT'>()
      .notNull()
      .default('AUTOMATIC'),
    deleteBackupDataPermanently: boolean('delete_backup_data_permanently').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('organizations_name_unique').on(t.divisionId, sql`lower(${t.name})`)],
);

/** Locations of an organization. */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    clientId: organizationRef(),
    name: text('name').notNull(),
    address: text('address'),
    description: text('description'),
  },
  (t) => [index('locations_client_idx').on(t.clientId)],
);
