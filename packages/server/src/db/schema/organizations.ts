/** Organizations (clients) and their locations. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { divisions } from './division';

/** Organizations (clients) of a division. */
export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
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
    clientId: integer('client_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address'),
    description: text('description'),
  },
  (t) => [index('locations_client_idx').on(t.clientId)],
);
