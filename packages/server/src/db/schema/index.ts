/**
 * The database schema (Drizzle), one file per domain in this folder; this aggregate is what
 * drizzle-kit (`drizzle.config.ts`), the database client and the code import
 * (`import * as t from '../db/schema'`). One schema for PGlite and PostgreSQL; migrations in
 * `drizzle/` are generated from it with `pnpm db:generate` and applied at start-up.
 *
 * A new domain's tables go in a new file here (or in the domain's own `schema.ts`), re-exported
 * below. Files import the tables they reference from their siblings, never from this aggregate.
 */

export * from '../../jobs/schema';
export * from './agents';
export * from './announcements';
export * from './api-keys';
export * from './auth';
export * from './backup';
export * from './backup-runs';
export * from './cloud-monitors';
export * from './credentials';
export * from './device-jobs';
export * from './directory-discovery';
export * from './division';
export * from './documentation';
export * from './installers';
export * from './mdm';
export * from './mdm-enrollment';
export * from './network-discovery';
export * from './nms-devices';
export * from './node-roles';
export * from './nodes';
export * from './notification-channels';
export * from './organizations';
export * from './policies';
export * from './scripting';
export * from './search';
export * from './sign-in';
export * from './sso';
export * from './terminal-sessions';
export * from './ticketing';
export * from './user-preferences';
export * from './users';
export * from './vm-hosts';
