/** Ad hoc network discovery (000 §2.11, §3.5, §4.4): the prepared probes, the scans and their results. */

import type { DiscoveredDevice } from '@console/core';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { divisionRef } from './division';
import { nodes } from './nodes';
import { locations, organizationRef } from './organizations';
import { users } from './users';

/** A device prepared as network probe (000 §4.4): the discovery delegate's version and when. */
export const networkProbes = pgTable('network_probes', {
  nodeId: integer('node_id')
    .primaryKey()
    .references(() => nodes.id, { onDelete: 'cascade' }),
  delegateVersion: text('delegate_version').notNull(),
  preparedAt: timestamp('prepared_at', { withTimezone: true }).notNull(),
});

/** The advanced settings and credentials a scan ran with (secrets are never stored here). */
export interface NetworkScanSettings {
  pingTimeoutMS: number;
  pingPacketTTL: number;
  pingsPerNode: number;
  delayBetweenPingsMS: number;
  /** SNMP credential ids with their protocols, in the form's order. */
  snmp: { credentialId: number; protocol: 1 | 2 | 3 }[];
  telnetSshCred: number | null;
}

/**
 * One network scan on a probe. At most one RUNNING scan per probe (the partial unique index):
 * a second one is refused `network_scan_is_in_progress`.
 */
export const networkScans = pgTable(
  'network_scans',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    clientId: organizationRef(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    probeNodeId: integer('probe_node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** RUNNING, COMPLETED, STOPPED or FAILED. */
    state: text('state').notNull().default('RUNNING'),
    /** The targets as entered. */
    targets: text('targets').notNull(),
    total: integer('total').notNull(),
    scanned: integer('scanned').notNull().default(0),
    settings: jsonb('settings').$type<NetworkScanSettings>().notNull(),
    /** The background job running it. */
    jobId: integer('job_id'),
    error: text('error'),
    startedAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('network_scans_running_probe_unique').on(t.probeNodeId).where(sql`${t.state} = 'RUNNING'`),
    index('network_scans_created_by_idx').on(t.createdBy),
    index('network_scans_client_idx').on(t.clientId),
  ],
);

/** One address's result of a scan (the discovered device of 000 §3.5), in the order found. */
export const networkScanResults = pgTable(
  'network_scan_results',
  {
    scanId: integer('scan_id')
      .notNull()
      .references(() => networkScans.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    /** The order the scan found it in. */
    seq: integer('seq').notNull(),
    device: jsonb('device').$type<DiscoveredDevice>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scanId, t.ip] }),
    index('network_scan_results_seq_idx').on(t.scanId, t.seq),
  ],
);
