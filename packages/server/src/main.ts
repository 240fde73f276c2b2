import { join } from 'node:path';
import { createServer } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { createSecretBox } from './lib/crypto';
import { isSeeded, seedDemo } from './seed/demo';
import { DEMO_USERS } from './seed/users';

/**
 * Starts the server: opens PGlite in DATA_DIR (or PostgreSQL with DATABASE_URL), applies the
 * migrations, seeds the demo into an empty database, listens and prints the URL and the demo
 * sign-ins. SIGINT/SIGTERM close it gracefully.
 */
async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
  await database.migrate();
  const secrets = createSecretBox(config.secretKey);
  const app = await createServer({
    database,
    staticDir: config.staticDir,
    logger: { level: config.logLevel },
    secretKey: config.secretKey,
    secureCookies: config.secureCookies,
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
  });
  if (!(await isSeeded(database.db))) {
    const started = Date.now();
    const summary = await database.db.transaction((tx) =>
      seedDemo(tx as never, { secrets, devices: config.seedDevices }),
    );
    app.log.info({ ...summary, ms: Date.now() - started }, 'seeded the demo data');
  }

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
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  const lines = [
    '',
    `  Console server on ${address} (${database.kind === 'pglite' ? `PGlite in ${join(config.dataDir, 'db')}` : 'PostgreSQL'})`,
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
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
