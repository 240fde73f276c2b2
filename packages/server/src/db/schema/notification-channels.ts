/** Notification channels (001 §2 Apps › Notification channels): where monitor conditions notify. */
import { sql } from 'drizzle-orm';
import { jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { divisionRef } from './division';

/**
 * A division's notification channel: EMAIL mails `recipients`, WEBHOOK posts JSON to `url`. A
 * monitor condition names channels by id (its `notificationChannels`); a deleted channel's id is
 * skipped when the condition notifies.
 */
export const notificationChannels = pgTable(
  'notification_channels',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    name: text('name').notNull(),
    /** EMAIL or WEBHOOK. */
    type: text('type').notNull(),
    recipients: jsonb('recipients').$type<string[]>().notNull().default([]),
    url: text('url').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('notification_channels_name_unique').on(t.divisionId, sql`lower(${t.name})`)],
);
