/** Credentials. */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { divisionRef } from './division';
import { organizations } from './organizations';

/** Credentials (002 §3); the secret is encrypted at rest and never returned. */
export const credentials = pgTable(
  'credentials',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    clientId: integer('client_id').references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    credentialType: text('credential_type').notNull(),
    username: text('username'),
    secret: text('secret'),
    createdAt: createdAt(),
  },
  (t) => [index('credentials_division_idx').on(t.divisionId)],
);
