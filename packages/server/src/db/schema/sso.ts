/** SSO identity providers (the part SCIM provisioning needs) and the users SCIM provisioned. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { divisionRef } from './division';
import { users } from './users';

/** A division's SSO identity provider (001: id, uid, metadata, enabled, SCIM, email domains, skip-MFA). */
export const identityProviders = pgTable(
  'identity_providers',
  {
    id: serial('id').primaryKey(),
    uid: uuid('uid').notNull().unique(),
    divisionId: divisionRef(),
    name: text('name').notNull(),
    metadataUrl: text('metadata_url'),
    enabled: boolean('enabled').notNull().default(false),
    scimEnabled: boolean('scim_enabled').notNull().default(false),
    /** SHA-256 (hex) of the SCIM bearer token; null: none. The token is shown once. */
    scimTokenHash: text('scim_token_hash').unique(),
    scimTokenCreatedAt: timestamp('scim_token_created_at', { withTimezone: true }),
    emailDomains: text('email_domains').array().notNull().default(sql`'{}'::text[]`),
    skipLoginMfa: boolean('skip_login_mfa').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('identity_providers_name_unique').on(t.divisionId, sql`lower(${t.name})`)],
);

/**
 * A user a provider's SCIM client provisioned: the link, the client's `externalId` and `userName`,
 * the user type and whether it is active (an inactive user keeps the link but loses its membership
 * of the division, so it cannot sign in there).
 */
export const scimUsers = pgTable(
  'scim_users',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    externalId: text('external_id'),
    userName: text('user_name').notNull(),
    userType: text('user_type').$type<'TECHNICIAN' | 'END_USER'>().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('scim_users_user_name_unique').on(t.providerId, sql`lower(${t.userName})`),
    uniqueIndex('scim_users_user_unique').on(t.providerId, t.userId),
    index('scim_users_user_idx').on(t.userId),
  ],
);
