/** API key pairs and the OAuth access tokens they buy. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { divisionRef } from './division';
import { users } from './users';

/** API key pairs (002 §7 /apikeypair); only a hash of the secret is kept. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    name: text('name').notNull(),
    clientId: text('client_id').notNull().unique(),
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    /**
     * Who created the key pair: its access tokens act with this user's permissions (narrowed by the
     * token's scopes). Null when that user is gone: the key then buys no token.
     */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_keys_name_unique').on(t.divisionId, sql`lower(${t.name})`)],
);

/**
 * OAuth access tokens (client credentials, `POST /oauth/token`): the SHA-256 of the bearer token,
 * the scopes granted, the expiry. Deleted with their key pair; a disabled key pair's tokens are
 * refused and deleted.
 */
export const oauthAccessTokens = pgTable(
  'oauth_access_tokens',
  {
    /** SHA-256 (hex) of the token. */
    id: text('id').primaryKey(),
    apiKeyId: integer('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    scopes: text('scopes').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('oauth_access_tokens_key_idx').on(t.apiKeyId),
    index('oauth_access_tokens_expiry_idx').on(t.expiresAt),
  ],
);
