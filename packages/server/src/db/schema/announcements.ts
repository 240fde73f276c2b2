/** What a division tells its users: announcements and trial "Request a Call" requests. */
import { integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { divisionRef, divisions } from './division';
import { users } from './users';

/** Announcements (000 §2.14); `divisionId` null: for every division. */
export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'cascade' }),
  message: text('message').notNull(),
  startTime: timestamp('start_time', { withTimezone: true }),
  endTime: timestamp('end_time', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Announcements a user dismissed. */
export const announcementDismissals = pgTable(
  'announcement_dismissals',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);

/** Trial "Request a Call" requests (000 §7.1). */
export const trialCallRequests = pgTable('trial_call_requests', {
  id: serial('id').primaryKey(),
  divisionId: divisionRef(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});
