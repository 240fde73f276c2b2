/** VM hosts: how each host is reached (its node row holds the rest). */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { credentials } from './credentials';
import { nodes } from './nodes';

/**
 * One row per VM host node (000 §3.4): type, DNS/IP, API port and credential (ESXi). The monitor
 * delegate is the node's `delegate_node_id`, repeated here so that one host name is unique per
 * delegate (000 §8 "VM Host already exists under the same Monitor Delegate.").
 */
export const vmHosts = pgTable(
  'vm_hosts',
  {
    nodeId: integer('node_id')
      .primaryKey()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    delegateNodeId: integer('delegate_node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'restrict' }),
    /** ESXi: the DNS/IP; HyperV: the delegate's own name (the host it runs on). */
    hostname: text('hostname').notNull(),
    apiPort: integer('api_port'),
    credentialId: integer('credential_id').references(() => credentials.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vm_hosts_delegate_host_unique').on(t.delegateNodeId, t.type, sql`lower(${t.hostname})`),
    index('vm_hosts_credential_idx').on(t.credentialId),
  ],
);
