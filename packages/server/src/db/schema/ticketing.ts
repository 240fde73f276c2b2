/** Tickets, ticket templates and ticket boards. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { divisionRef } from './division';
import { nodes } from './nodes';
import { organizationRef } from './organizations';

/** Tickets (only what the organization delete warning needs for now). */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    clientId: organizationRef(),
    nodeId: integer('node_id').references(() => nodes.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    status: text('status').$type<'OPEN' | 'CLOSED'>().notNull().default('OPEN'),
    createdAt: createdAt(),
  },
  (t) => [index('tickets_client_idx').on(t.clientId)],
);

/** Ticket templates (002 §3); exactly one is the default once any exists. */
export const ticketTemplates = pgTable(
  'ticket_templates',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ticket_templates_name_unique').on(t.divisionId, sql`lower(${t.name})`)],
);

/** Ticket boards (001 §2.1: /ticketing/board/{id}); one is the division's default. */
export const ticketBoards = pgTable(
  'ticket_boards',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ticket_boards_name_unique').on(t.divisionId, sql`lower(${t.name})`)],
);
