import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePublicOrigins } from './http/origin';
import type { ServerRole } from './jobs/system';
import { type SecretKeySource, secretKeySource } from './platform/data-folder/secret-key';

/** Server settings from the environment (packages/server/README.md lists them). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  staticDir: string | undefined;
  seedDevices: number | undefined;
  /**
   * Where the key that encrypts secrets at rest comes from: `--key-file`, SECRET_KEY_FILE,
   * SECRET_KEY, else DATA_DIR/secret.key. Read with `loadSecretKey` once the data folder is locked.
   */
  secretKeySource: SecretKeySource;
  secureCookies: boolean;
  /** PUBLIC_ORIGINS (or PUBLIC_ORIGIN): the origins allowed to write and open the WebSocket. */
  publicOrigins: string[];
  /** CONSOLE_SOURCE_MAPS=true: serve the console's `*.map` files. */
  sourceMaps: boolean;
  trustProxy: boolean;
  logLevel: string;
  /** Uploaded automation files (ATTACHMENTS_DIR, default DATA_DIR/attachments). */
  attachmentsDir: string;
  /** MALWARE_SCAN_CLAMAV: `auto` (use ClamAV when installed) or `off`. */
  clamav: 'auto' | 'off';
  /** MALWARE_CLAMAV_DB: the folder of clamscan's signatures (default /var/lib/clamav). */
  clamavDatabase: string | undefined;
  /** MALWARE_DENY_LIST: a file of extra SHA-256 values to refuse, one per line. */
  denyListFile: string | undefined;
  /** ATTACHMENT_URLS_ALLOW_PRIVATE: "create from a URL" may fetch from private addresses. */
  allowPrivateUrls: boolean;
  /**
   * `--role=` or CONSOLE_ROLE: `api` serves HTTP and enqueues jobs, `worker` runs jobs (no HTTP
   * but the optional health port), `all` does both. @default 'all'
   */
  role: ServerRole;
  /** HEALTH_PORT: a worker answers `GET /health` on this port (on HOST) when set. */
  healthPort: number | undefined;
  /** JOBS_CONCURRENCY: jobs one worker process runs at the same time. @default 2 */
  jobConcurrency: number;
}

const ROLES: readonly ServerRole[] = ['api', 'worker', 'all'];

/** The role from `--role=<role>` (or `--role <role>`) in `argv`, else CONSOLE_ROLE, else `all`. */
export function readRole(argv: readonly string[], env: NodeJS.ProcessEnv): ServerRole {
  let value: string | undefined;
  argv.forEach((arg, index) => {
    if (arg.startsWith('--role=')) value = arg.slice('--role='.length);
    else if (arg === '--role') value = argv[index + 1];
  });
  value ??= env.CONSOLE_ROLE || 'all';
  if (!ROLES.includes(value as ServerRole))
    throw new Error(`--role (CONSOLE_ROLE) must be api, worker or all, got "${value}"`);
  return value as ServerRole;
}

function intFromEnv(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

/** The built console next to this package in the repository, when present. */
function defaultStaticDir(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const candidate of [
    resolve(here, '../../../examples/console/dist'),
    resolve(here, '../../examples/console/dist'),
  ]) {
    if (existsSync(join(candidate, 'index.html'))) return candidate;
  }
  return undefined;
}

/**
 * Reads PORT, HOST, DATA_DIR, DATABASE_URL, CONSOLE_STATIC_DIR, SEED_DEVICES, SECRET_KEY,
 * SECRET_KEY_FILE (or `--key-file` in `argv`),
 * ATTACHMENTS_DIR, MALWARE_SCAN_CLAMAV, MALWARE_CLAMAV_DB, MALWARE_DENY_LIST,
 * ATTACHMENT_URLS_ALLOW_PRIVATE, CONSOLE_ROLE (or `--role=` in `argv`), HEALTH_PORT,
 * JOBS_CONCURRENCY...
 */
export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = process.argv.slice(2),
): ServerConfig {
  const dataDir = resolve(env.DATA_DIR || './.data');
  const seed = env.SEED_DEVICES ? intFromEnv('SEED_DEVICES', env.SEED_DEVICES, 0) : undefined;
  return {
    port: intFromEnv('PORT', env.PORT, 8080),
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: env.CONSOLE_STATIC_DIR ? resolve(env.CONSOLE_STATIC_DIR) : defaultStaticDir(),
    seedDevices: seed,
    secretKeySource: secretKeySource(dataDir, env, argv),
    secureCookies: env.COOKIE_SECURE === 'true',
    publicOrigins: parsePublicOrigins(env.PUBLIC_ORIGINS || env.PUBLIC_ORIGIN),
    sourceMaps: env.CONSOLE_SOURCE_MAPS === 'true',
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL || 'info',
    attachmentsDir: env.ATTACHMENTS_DIR ? resolve(env.ATTACHMENTS_DIR) : join(dataDir, 'attachments'),
    clamav: env.MALWARE_SCAN_CLAMAV === 'off' ? 'off' : 'auto',
    clamavDatabase: env.MALWARE_CLAMAV_DB ? resolve(env.MALWARE_CLAMAV_DB) : undefined,
    denyListFile: env.MALWARE_DENY_LIST ? resolve(env.MALWARE_DENY_LIST) : undefined,
    allowPrivateUrls: env.ATTACHMENT_URLS_ALLOW_PRIVATE === 'true',
    role: readRole(argv, env),
    healthPort: env.HEALTH_PORT ? intFromEnv('HEALTH_PORT', env.HEALTH_PORT, 0) : undefined,
    jobConcurrency: Math.max(1, intFromEnv('JOBS_CONCURRENCY', env.JOBS_CONCURRENCY, 2)),
  };
}
