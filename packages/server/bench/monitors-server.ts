/**
 * The server process of the cloud monitor bench (monitors.bench.ts forks it, bundled): the real
 * `createServer` (scheduler on, role `all`) on DATABASE_URL, else PGlite in BENCH_DATA_DIR, the
 * demo seeded, private targets allowed, BENCH_MONITORS cloud monitors at BENCH_FREQUENCY seconds
 * against the parent's loopback peers (half TCP port checks, half HTTP GETs with a keyword
 * condition), their first slots spread over one period. Answers IPC `stats`: runs and lateness.
 */
import { join } from 'node:path';
import { DIVISION_CONFIG } from '@console/core';
import { and, eq, sql } from 'drizzle-orm';
import { createServer } from '../src/app';
import { type Db, openDatabase } from '../src/db/client';
import { cloudMonitors, divisionConfig, divisions, locations, nodeRoles, nodes } from '../src/db/schema';
import { monitorRuntime } from '../src/domains/cloud-monitors/routes';
import { createSecretBox } from '../src/lib/crypto';
import { seedDemo } from '../src/seed/demo';
import { DEMO_DIVISION_UID } from '../src/seed/users';
import { closeOnSigterm, runChild } from './bench-process';

const env = process.env;
const count = Number(env.BENCH_MONITORS ?? 1000);
const frequency = Number(env.BENCH_FREQUENCY ?? 60);
const httpUrl = String(env.BENCH_HTTP_URL);
const tcpPort = Number(env.BENCH_TCP_PORT);

async function createMonitors(db: Db): Promise<void> {
  const [division] = await db.select().from(divisions).where(eq(divisions.uid, DEMO_DIVISION_UID));
  if (!division) throw new Error('no demo division');
  const [place] = await db.select().from(locations).limit(1);
  const [role] = await db
    .select()
    .from(nodeRoles)
    .where(and(eq(nodeRoles.divisionId, division.id), eq(nodeRoles.nodeClass, 'CLOUD_MONITOR_TARGET')))
    .limit(1);
  if (!place || !role) throw new Error('no location or role');
  await db
    .insert(divisionConfig)
    .values({ divisionId: division.id, name: DIVISION_CONFIG.cloudMonitorPrivateTargets, enabled: true })
    .onConflictDoUpdate({ target: [divisionConfig.divisionId, divisionConfig.name], set: { enabled: true } });
  for (let start = 0; start < count; start += 500) {
    const size = Math.min(500, count - start);
    const rows = await db
      .insert(nodes)
      .values(
        Array.from({ length: size }, (_, i) => ({
          divisionId: division.id,
          clientId: place.clientId,
          locationId: place.id,
          nodeClass: 'CLOUD_MONITOR_TARGET',
          nodeType: 'CLOUD_MONITOR_TARGET',
          nodeRoleId: role.id,
          name: `bench-monitor-${start + i + 1}`,
        })),
      )
      .returning({ id: nodes.id });
    await db.insert(cloudMonitors).values(
      rows.map((row, i) => {
        const http = (start + i) % 2 === 0;
        return {
          nodeId: row.id,
          divisionId: division.id,
          monitorType: http ? 'HTTP' : 'PORT_SCAN',
          frequency,
          timeout: http ? 10 : 5,
          settings: http
            ? {
                url: httpUrl,
                methodType: 'GET',
                authenticationType: 'NONE',
                authenticationUsername: '',
                saveResponseBody: false,
                saveCertificateInformation: false,
                requestHeaders: [],
                requestBodyType: 'NONE',
                formBodyType: 'URL_ENCODED',
                formBody: [],
                rawBodyType: 'TEXT',
                rawBody: '',
              }
            : { hostname: '127.0.0.1', ports: [tcpPort] },
          conditions: http
            ? [
                {
                  uid: `00000000-0000-4000-8000-${String(start + i).padStart(12, '0')}`,
                  type: 'HttpSiteKeyword',
                  enabled: true,
                  conditionName: '',
                  resetThreshold: 0,
                  severity: 'MINOR',
                  priority: 'LOW',
                  notificationChannels: [],
                  notificationAction: 'NONE',
                  ticketingAction: 'NONE',
                  ticketTemplateId: null,
                  parameters: { runCount: 2, containsOption: 'DOES_NOT_CONTAIN', keyword: 'operational' },
                },
              ]
            : [],
          // Not before the measured server schedules them (`spreadSlots`).
          nextRunAt: sql`now() + interval '1 day'` as unknown as Date,
        };
      }),
    );
  }
}

/** The first slots spread over one period, starting a few seconds from now, in node id order. */
async function spreadSlots(db: Db): Promise<void> {
  await db.execute(sql`
    UPDATE cloud_monitors AS m SET next_run_at = now() + make_interval(secs => 5 + (o.n - 1) * ${frequency}::float8 / ${count})
    FROM (SELECT node_id, row_number() OVER (ORDER BY node_id) AS n FROM cloud_monitors) AS o
    WHERE o.node_id = m.node_id`);
}

/** With BENCH_TRACE=1: the process's memory after each start phase, on stderr. */
function trace(phase: string): void {
  if (env.BENCH_TRACE !== '1') return;
  const mb = (bytes: number) => Math.round(bytes / 1048576);
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  process.stderr.write(
    `monitors bench server ${phase}: rss ${mb(rss)} MB, heap ${mb(heapUsed)} MB, external ${mb(external)} MB, arrayBuffers ${mb(arrayBuffers)} MB\n`,
  );
}

/**
 * BENCH_PHASE=setup: migrates, seeds the demo and creates the monitors, then exits. Otherwise the
 * measured server: it opens the data as it finds it (a server restarted on its data folder; the
 * setup's one-off bulk writes would otherwise count in the embedded database's memory, which never
 * shrinks), starts, then schedules the monitors' first slots.
 */
async function main(): Promise<void> {
  trace('loaded');
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: join(String(env.BENCH_DATA_DIR), 'db') },
  );
  trace('database open');
  if (env.BENCH_PHASE === 'setup') {
    await database.migrate();
    await database.db.transaction((tx) =>
      seedDemo(tx as unknown as Db, { secrets: createSecretBox('bench') }),
    );
    await createMonitors(database.db);
    await database.close();
    return;
  }
  const app = await createServer({ database, secretKey: 'bench', logger: false });
  await app.ready();
  trace('server ready');
  // Scheduled once the scheduler runs, so that no first slot passes while the server starts.
  await spreadSlots(database.db);
  trace('monitors scheduled');
  if (env.BENCH_TRACE === '1') setInterval(() => trace('running'), 20_000).unref();
  closeOnSigterm(app, database);
  process.on('message', (message: { type: string }) => {
    if (message.type !== 'stats') return;
    const stats = monitorRuntime(app).scheduler?.stats;
    process.send?.({ type: 'stats', runs: stats?.runs ?? 0, lateness: stats?.lateness ?? [] });
  });
  process.send?.({ type: 'ready' });
}

runChild(main);
