/** People, their roles and their memberships of divisions. */
import type { Permission } from '@console/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { divisionRef } from './division';
import { organizations } from './organizations';

/** People who sign in. One identity may belong to several divisions (memberships). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uid: uuid('uid').notNull().unique(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    /** scrypt hash (`scrypt$N$r$p$salt$hash`); null: cannot sign in with a password. */
    passwordHash: text('password_hash'),
    /** TOTP secret, encrypted at rest; null: no MFA. */
    mfaSecret: text('mfa_secret'),
    ninjaAdmin: boolean('ninja_admin').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

/** Technician and end-user roles: named permission sets (002 §6). */
export const userRoles = pgTable(
  'user_roles',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    name: text('name').notNull(),
    description: text('description'),
    roleType: text('role_type').$type<'TECHNICIAN' | 'END_USER'>().notNull(),
    permissions: jsonb('permissions').$type<Permission[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_roles_name_unique').on(t.divisionId, t.roleType, sql`lower(${t.name})`)],
);

/** A user's membership of a division: type, sysadmin flag, role and per-account content. */
export const memberships = pgTable(
  'memberships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    divisionId: divisionRef(),
    userType: text('user_type').$type<'TECHNICIAN' | 'END_USER'>().notNull(),
    sysadmin: boolean('sysadmin').notNull().default(false),
    roleId: integer('role_id').references(() => userRoles.id, { onDelete: 'restrict' }),
    clientId: integer('client_id').references(() => organizations.id, { onDelete: 'cascade' }),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    /** The division a sign-in lands in. */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.divisionId] }),
    index('memberships_division_idx').on(t.divisionId),
    index('memberships_role_idx').on(t.roleId),
  ],
);
