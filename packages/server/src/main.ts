import { createServer as createHttpServer, type Server } from 'node:http';
import { join } from 'node:path';
import { createServer } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { analyzeDatabase } from './jobs/analyze';
import { createSecretBox } from './lib/crypto';
import { acquireDataFolderLock, type DataFolderLock, describeHolder } from './platform/data-folder/lock';
import { createFilesOwnerOnly, restrictDataFolder, tightenTree } from './platform/data-folder/owner-only';
import { loadSecretKey } from './platform/data-folder/secret-key';
import { describeError } from './platform/logging/safe-error';
import { isSeeded, seedDemo } from './seed/demo';
import { DEMO_USERS } from './seed/users';

/** A worker's only port (HEALTH_PORT): `GET /health` answers while its job runner is up. */
function startHealthServer(port: number, host: string, body: () => object): Promise<Server> {
  const server = createHttpServer((request, response) => {
    const ok = request.method === 'GET' && request.url?.split('?')[0] === '/health';
    response.writeHead(ok ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(ok ? body() : { status: 'not found' }));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/**
 * Starts the server in its role (`--role=` or CONSOLE_ROLE): makes every file it creates
 * owner-only, locks DATA_DIR when the database is the embedded one (a second server on the folder
 * is refused, naming the holder), reads the key, opens PGlite in DATA_DIR (or PostgreSQL with
 * DATABASE_URL) and applies the migrations under that lock; `api` and `all` seed the demo into an
 * empty database, listen and print the URL and the demo sign-ins; `worker` and `all` run the
 * background jobs. SIGINT/SIGTERM close it gracefully.
 */
async function main(): Promise<void> {
  createFilesOwnerOnly();
  const config = readConfig();
  if (config.role !== 'all' && !config.databaseUrl) {
    throw new Error(
      `--role=${config.role} needs DATABASE_URL (PostgreSQL): an embedded PGlite database belongs to one process, run it with --role=all`,
    );
  }
  const notes: string[] = [];
  const loosened = await restrictDataFolder(config.dataDir);
  if (loosened !== undefined)
    notes.push(
      `closed the data folder ${config.dataDir} to other users (mode ${loosened.toString(8)} -> 700)`,
    );
  // The embedded database belongs to one process: lock its folder before anything opens it.
  let lock: DataFolderLock | undefined;
  if (!config.databaseUrl) {
    lock = await acquireDataFolderLock(config.dataDir, {
      role: config.role,
      host: config.host,
      port: config.port,
    });
    if (lock.recovered)
      notes.push(`took over the lock a stopped server left (${describeHolder(lock.recovered)})`);
  }
  const { key: secretKey, warnings } = loadSecretKey(config.secretKeySource);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
  await database.migrate();
  // The embedded database sets some file modes itself: owner-only again once it is open.
  if (database.kind === 'pglite') await tightenTree(config.dataDir);
  const secrets = createSecretBox(secretKey);
  const app = await createServer({
    database,
    staticDir: config.staticDir,
    logger: { level: config.logLevel },
    secretKey,
    secureCookies: config.secureCookies,
    publicOrigins: config.publicOrigins,
    sourceMaps: config.sourceMaps,
    trustProxy: config.trustProxy,
    scripting: {
      attachmentsDir: config.attachmentsDir,
      allowPrivateUrls: config.allowPrivateUrls,
      scan: {
        clamav: config.clamav,
        clamavDatabase: config.clamavDatabase,
        denyListFile: config.denyListFile,
      },
    },
    installers: {
      dir: process.env.INSTALLERS_DIR || join(config.dataDir, 'installers'),
      agentBundle: process.env.AGENT_BUNDLE || undefined,
      publicUrl: process.env.PUBLIC_URL || process.env.PUBLIC_ORIGINS?.split(',')[0]?.trim() || undefined,
    },
    jobs: { role: config.role, concurrency: config.jobConcurrency },
  });
  for (const note of notes) app.log.info(note);
  for (const warning of warnings) app.log.warn(warning);
  let seeded = false;
  if (config.role !== 'worker' && !(await isSeeded(database.db))) {
    const started = Date.now();
    const summary = await database.db.transaction((tx) =>
      seedDemo(tx as never, { secrets, devices: config.seedDevices }),
    );
    app.log.info({ ...summary, ms: Date.now() - started }, 'seeded the demo data');
    seeded = true;
  }
  // The planner's statistics before the first request: the embedded database has no autovacuum
  // (then every 30 minutes, `database.analyze`); PostgreSQL's has not yet seen a fresh demo.
  if (config.role !== 'worker') await analyzeDatabase(database, { afterBulkLoad: seeded });

  let health: Server | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn('forced exit');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      health?.close();
      await app.close();
      await database.close();
      if (lock) await tightenTree(config.dataDir);
      await lock?.release();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (config.role === 'worker') {
    await app.ready();
    const workerId = app.jobs.runner?.workerId;
    const kinds = app.jobs.definitions.map((job) => job.kind);
    if (config.healthPort !== undefined) {
      health = await startHealthServer(config.healthPort, config.host, () => ({
        status: 'ok',
        role: 'worker',
        worker: workerId,
      }));
    }
    app.log.info({ worker: workerId, kinds, pid: process.pid }, 'worker ready');
    process.stdout.write(`  Console worker ${workerId} running ${kinds.join(', ')}\n`);
    return;
  }

  const address = await app.listen({ port: config.port, host: config.host });
  const bound = app.server.address();
  if (bound && typeof bound === 'object') lock?.update({ port: bound.port });
  const lines = [
    '',
    `  Console server (${config.role === 'api' ? 'API only' : 'API and jobs'}) on ${address} (${database.kind === 'pglite' ? `PGlite in ${join(config.dataDir, 'db')}` : 'PostgreSQL'})`,
    `  API: ${address}/ws    console: ${config.staticDir ? `${address}/` : 'not built (set CONSOLE_STATIC_DIR)'}`,
    '',
    '  Demo sign-ins:',
    ...Object.values(DEMO_USERS).map(
      (user) => `    ${user.email.padEnd(24)} ${user.password.padEnd(20)} ${user.note}`,
    ),
    `    admin TOTP secret: ${DEMO_USERS.admin.mfaSecret}`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  // A refusal (the folder is in use, a missing key file) is one clear line; anything else its stack.
  const known =
    error instanceof Error && (error.name === 'DataFolderBusyError' || error.name === 'SecretKeyError');
  process.stderr.write(`${known ? (error as Error).message : describeError(error)}\n`);
  process.exit(1);
});
