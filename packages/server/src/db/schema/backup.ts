/** Sealed backup plan passwords (002 §3): the policy content holds the plans, never their secrets. */
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { policies } from './policies';

/**
 * One sealed password of a policy's backup plans, by its key (`jobs/<id>/networkPassword`,
 * `agentSettings/password` ...), encrypted with the server's secret box (AES-256-GCM).
 */
export const backupSecrets = pgTable(
  'backup_secrets',
  {
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    secretKey: text('secret_key').notNull(),
    sealed: text('sealed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.policyId, t.secretKey] })],
);
