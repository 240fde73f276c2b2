/**
 * @console/server — the reference API server: Fastify, Drizzle, PGlite by default, PostgreSQL with
 * DATABASE_URL. Embed it with {@link createServer}; run it with `console-server` (dist/main.js).
 * @packageDocumentation
 */
export { type CreateServerOptions, createServer } from './app';
export { readConfig, type ServerConfig } from './config';
export {
  type Database,
  type DatabaseOptions,
  type Db,
  findMigrationsFolder,
  openDatabase,
} from './db/client';
export * as schema from './db/schema';
export {
  type AnyJob,
  type BackgroundJobState,
  cancelJob,
  defineJob,
  type EnqueueOptions,
  enqueue,
  everyMinutes,
  type JobContext,
  type JobDefinition,
  type JobLog,
  type JobOptions,
  type ServerRole,
} from './jobs';
export { createSecretBox, hashPassword, type SecretBox, verifyPassword } from './lib/crypto';
export {
  acquireDataFolderLock,
  DataFolderBusyError,
  type DataFolderHolder,
  type DataFolderLock,
} from './platform/data-folder/lock';
export { type LoadedSecretKey, loadSecretKey, type SecretKeySource } from './platform/data-folder/secret-key';
export { REALTIME_CHANNEL, type RealtimeEvent } from './realtime/events';
export {
  DEVICE_MIX,
  deviceCountsFor,
  isSeeded,
  type SeedOptions,
  type SeedSummary,
  seedDemo,
} from './seed/demo';
export { DEMO_DIVISION_UID, DEMO_LAB_DIVISION_UID, DEMO_USERS } from './seed/users';
