/** Node roles. */
import { boolean, foreignKey, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { divisionRef } from './division';

/** Node roles: a tree under the managed and unmanaged roots (000 §3.3). */
export const nodeRoles = pgTable(
  'node_roles',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    name: text('name').notNull(),
    description: text('description'),
    parentId: integer('parent_id'),
    nodeClass: text('node_class'),
    icon: text('icon'),
    system: boolean('system').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('restrict'),
    index('node_roles_division_idx').on(t.divisionId),
  ],
);
