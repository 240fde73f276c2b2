/** Tickets, ticket templates and ticket boards. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { divisionRef } from './division';
import { nodes } from './nodes';
import { organizationRef } from './organizations';

/**
 * Tickets: those of the organization delete warning, and those a monitor condition's ticketing
 * action creates (`source` CONDITION, with its template, body and priority; closed again by
 * CREATE_AND_RESOLVE_TICKET when the condition resets).
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    clientId: organizationRef(),
    nodeId: integer('node_id').references(() => nodes.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    status: text('status').$type<'OPEN' | 'CLOSED'>().notNull().default('OPEN'),
    /** The template it was made with (condition tickets). */
    ticketTemplateId: integer('ticket_template_id').references(() => ticketTemplates.id, {
      onDelete: 'set null',
    }),
    /** What made it: null (by hand or seeded) or CONDITION (a monitor condition's ticketing action). */
    source: text('source'),
    body: text('body').notNull().default(''),
    priority: text('priority'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
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
