/** Devices (nodes), their backup data and device groups. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { divisionRef } from './division';
import { nodeRoles } from './node-roles';
import { locations, organizationRef, organizations } from './organizations';
import { policies } from './policies';

/**
 * Devices (nodes) of every class, with every match attribute global search needs (001 §3). The
 * trigram index of the search issue goes over these columns.
 */
export const nodes = pgTable(
  'nodes',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    clientId: organizationRef(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    nodeClass: text('node_class').notNull(),
    nodeType: text('node_type').notNull(),
    nodeRoleId: integer('node_role_id')
      .notNull()
      .references(() => nodeRoles.id, { onDelete: 'restrict' }),
    /** An explicit policy; null: the organization's or the class default. */
    policyId: integer('policy_id').references(() => policies.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    systemName: text('system_name'),
    friendlyName: text('friendly_name'),
    dnsName: text('dns_name'),
    netbiosName: text('netbios_name'),
    serialNumber: text('serial_number'),
    biosSerialNumber: text('bios_serial_number'),
    serviceTag: text('service_tag'),
    lastLoggedInUser: text('last_logged_in_user'),
    publicIp: text('public_ip'),
    ipAddresses: text('ip_addresses').array().notNull().default(sql`'{}'::text[]`),
    macAddresses: text('mac_addresses').array().notNull().default(sql`'{}'::text[]`),
    assignedUserUid: uuid('assigned_user_uid'),
    parentNodeId: integer('parent_node_id'),
    /** VM hosts: the device that monitors them. */
    delegateNodeId: integer('delegate_node_id'),
    isVmMonitorDelegate: boolean('is_vm_monitor_delegate').notNull().default(false),
    isUp: boolean('is_up').notNull().default(true),
    healthStatus: text('health_status').notNull().default('UNKNOWN'),
    approvalStatus: text('approval_status').notNull().default('APPROVED'),
    maintenance: jsonb('maintenance').$type<{
      startTime: number;
      endTime: number | null;
      disabledOptions: string[];
      reasonMessage: string | null;
    } | null>(),
    warrantyStartDate: date('warranty_start_date'),
    warrantyEndDate: date('warranty_end_date'),
    lastContact: timestamp('last_contact', { withTimezone: true }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.parentNodeId], foreignColumns: [t.id] }).onDelete('set null'),
    foreignKey({ columns: [t.delegateNodeId], foreignColumns: [t.id] }).onDelete('restrict'),
    index('nodes_division_client_idx').on(t.divisionId, t.clientId),
    index('nodes_division_class_idx').on(t.divisionId, t.nodeClass),
    index('nodes_role_idx').on(t.nodeRoleId),
    index('nodes_location_idx').on(t.locationId),
    index('nodes_policy_idx').on(t.policyId),
    index('nodes_delegate_idx').on(t.delegateNodeId),
    index('nodes_division_name_idx').on(t.divisionId, t.name),
    // The device list's default order (lower(name), id): a page is read in index order, 50 rows.
    index('nodes_division_lower_name_idx').on(t.divisionId, sql`lower(${t.name})`, t.id),
  ],
);

/** Backup data sets of devices; kept (detached) when their organization or device is deleted. */
export const backupData = pgTable(
  'backup_data',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    clientId: integer('client_id').references(() => organizations.id, { onDelete: 'set null' }),
    nodeId: integer('node_id').references(() => nodes.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('backup_data_client_idx').on(t.clientId), index('backup_data_node_idx').on(t.nodeId)],
);

/** Device groups (saved device searches, 002 §6 "Search groups"). */
export const deviceGroups = pgTable(
  'device_groups',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('device_groups_name_unique').on(t.divisionId, sql`lower(${t.name})`)],
);
