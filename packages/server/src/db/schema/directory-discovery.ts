/** Directory (AD) discovery jobs, their candidate devices and each client's default credential. */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { credentials } from './credentials';
import { divisionRef } from './division';
import { nodes } from './nodes';
import { locations, organizationRef, organizations } from './organizations';
import { users } from './users';

/** What a job deploys (002 §3 `content.deployment`). */
export interface DiscoveryDeploymentColumn {
  windowsServers: boolean;
  windowsServersLocation: number | null;
  windowsServersApprovalMode: 'PENDING_APPROVAL' | 'AUTO_APPROVE' | null;
  windowsWorkstations: boolean;
  windowsWorkstationsLocation: number | null;
  windowsWorkstationsApprovalMode: 'PENDING_APPROVAL' | 'AUTO_APPROVE' | null;
}

/**
 * Discovery jobs (002 §3): an OU path of a domain controller, ad hoc or scheduled. A scheduled
 * job's runs are background jobs (`directory-discovery.run`) keyed by `directory-discovery:{id}:{version}`;
 * `version` moves on every save so a superseded schedule stops.
 */
export const directoryDiscoveryJobs = pgTable(
  'directory_discovery_jobs',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    clientId: organizationRef(),
    name: text('name'),
    jobType: text('job_type').$type<'AD_HOC' | 'SCHEDULED'>().notNull(),
    runOnce: boolean('run_once').notNull().default(false),
    domainControllerId: integer('domain_controller_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    ouPath: text('ou_path').notNull(),
    recursive: boolean('recursive').notNull().default(false),
    schedule: jsonb('schedule').$type<Record<string, unknown> | null>(),
    deployment: jsonb('deployment').$type<DiscoveryDeploymentColumn>().notNull(),
    credentialId: integer('credential_id').references(() => credentials.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('directory_discovery_jobs_client_idx').on(t.divisionId, t.clientId)],
);

/** Candidate devices of a job (002 §3 "Discovered device"), one per directory object GUID. */
export const directoryDiscoveryCandidates = pgTable(
  'directory_discovery_candidates',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => directoryDiscoveryJobs.id, { onDelete: 'cascade' }),
    objectGuid: text('object_guid').notNull(),
    name: text('name').notNull(),
    dnsHostName: text('dns_host_name'),
    operatingSystem: text('operating_system'),
    isServer: boolean('is_server').notNull().default(false),
    distinguishedName: text('distinguished_name'),
    status: text('status').$type<'NEW' | 'PENDING' | 'APPROVED' | 'REJECTED'>().notNull().default('NEW'),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /**
     * The agent push once APPROVED (002 §4.2: "an instant push is attempted"): QUEUED, RUNNING,
     * INSTALLED or FAILED (with `pushError`); null before approval.
     */
    pushStatus: text('push_status').$type<'QUEUED' | 'RUNNING' | 'INSTALLED' | 'FAILED'>(),
    pushError: text('push_error'),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('directory_discovery_candidates_job_guid_idx').on(t.jobId, t.objectGuid)],
);

/** Each client's default discovery credential (SR_ACTIVE_DIRECTORY_DISCOVERY.credential_id, 002 §7). */
export const directoryDiscoverySettings = pgTable('directory_discovery_settings', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  credentialId: integer('credential_id').references(() => credentials.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});
