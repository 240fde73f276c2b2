/** Agent installers: one-time enrollment tokens and the generated installer files (000 §2.8, §7.3). */
import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { divisionRef } from './division';
import { nodeRoles } from './node-roles';
import { locations, organizationRef } from './organizations';
import { users } from './users';

/**
 * Enrollment tokens carried by an installer: single-use and expiring. Only the SHA-256 of the
 * token is kept; the agent presents the token once, when it enrolls.
 */
export const enrollmentTokens = pgTable(
  'enrollment_tokens',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    clientId: organizationRef(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    /** Null: Auto (the agent's own class decides the role). */
    nodeRoleId: integer('node_role_id').references(() => nodeRoles.id, { onDelete: 'set null' }),
    installerType: text('installer_type').notNull(),
    /** Lower-case hex SHA-256 of the token. */
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when an agent enrolled with it; a used token never works again. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('enrollment_tokens_expires_idx').on(t.expiresAt)],
);

/** Installer files built by "Generate installer", downloadable through a signed, expiring link. */
export const installerFiles = pgTable(
  'installer_files',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    clientId: organizationRef(),
    enrollmentTokenId: integer('enrollment_token_id')
      .notNull()
      .references(() => enrollmentTokens.id, { onDelete: 'cascade' }),
    installerType: text('installer_type').notNull(),
    /** The download's file name (`console-agent_1.0.0_amd64.deb` ...). */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    /** The stored file under the installers folder (a random UUID). */
    resourceId: text('resource_id').notNull().unique(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Lower-case hex SHA-256 of the file. */
    sha256: text('sha256').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** After this the link no longer works and the file is removed. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('installer_files_expires_idx').on(t.expiresAt)],
);
