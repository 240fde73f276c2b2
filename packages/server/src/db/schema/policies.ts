/** Policies. */
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { divisionRef } from './division';
import { nodeRoles } from './node-roles';

/** Policies (002 §3). */
export const policies = pgTable(
  'policies',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    name: text('name').notNull(),
    description: text('description'),
    nodeClass: text('node_class').notNull(),
    nodeRoleId: integer('node_role_id').references(() => nodeRoles.id, { onDelete: 'restrict' }),
    nodeClassDefault: boolean('node_class_default').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    parentPolicyId: integer('parent_policy_id'),
    antivirusProductCode: text('antivirus_product_code'),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.parentPolicyId], foreignColumns: [t.id] }).onDelete('set null'),
    uniqueIndex('policies_name_unique').on(t.divisionId, sql`lower(${t.name})`),
  ],
);
