/** NMS devices: how each network device is polled (its node row holds the rest). */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { credentials } from './credentials';
import { nodes } from './nodes';

/**
 * One row per NMS device node (000 §2.10; 002 §3 NMS monitoring): how it is reached
 * (`monitorBy` with its address), the SNMP port and credential, and what its last poll reported
 * beyond the node's own columns (system name in `nodes.system_name`, vendor and model in
 * `nodes.details`).
 */
export const nmsDevices = pgTable(
  'nms_devices',
  {
    nodeId: integer('node_id')
      .primaryKey()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    monitorBy: text('monitor_by').notNull(),
    address: text('address').notNull(),
    snmpPort: integer('snmp_port').notNull().default(161),
    snmpVersion: text('snmp_version').notNull(),
    credentialId: integer('credential_id').references(() => credentials.id, { onDelete: 'set null' }),
    sysDescr: text('sys_descr'),
    sysObjectId: text('sys_object_id'),
    sysLocation: text('sys_location'),
    sysContact: text('sys_contact'),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('nms_devices_credential_idx').on(t.credentialId)],
);
