/** Sign-in protection: failure counters (per account and per client address) and used TOTP steps. */
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Sign-in failures in a fixed window, one row per key: `account:<email>` (every sign-in path
 * counts here) and `address:<client address>` (across every email). An attempt is counted before
 * the password is checked and given back when it succeeds, so parallel guesses cannot slip past.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_failures_window_idx').on(t.windowStartedAt)],
);

/**
 * The last accepted TOTP time step of each user with MFA: a code is accepted only for a later
 * step, so one code never serves twice (sign-in or an MFA-protected save).
 */
export const totpLastSteps = pgTable('totp_last_steps', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  step: bigint('step', { mode: 'number' }).notNull(),
});
