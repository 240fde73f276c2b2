/**
 * Devices come alive at scale (issue 13): BENCH_AGENTS (default 2,000) simulated agents on
 * loopback (agents-client.mjs: the same protocol, one process of their own) connected to one
 * server process (agents-server.ts: the real `createServer`).
 *
 * Scenarios (BENCH_SCENARIOS, default `embedded,postgres`):
 * - embedded: the server on PGlite in a data folder (its worker thread: the database's memory is
 *   in the server process's RSS);
 * - postgres: the server on PostgreSQL (BENCH_DATABASE_URL, else DATABASE_URL, else the test server
 *   of scripts/start-test-postgres.sh when it answers), a fresh database.
 *
 * Prints `agents.<scenario>.<figure>: <value> <unit>`:
 * - baseline: the server's RSS before any agent connects;
 * - heartbeat handling: the server's CPU (cores) and RSS over BENCH_WINDOW seconds (default 10)
 *   with every agent sending a heartbeat each BENCH_HEARTBEAT_MS (default 5,000: six times the
 *   production rate of 30 s). Targets ≤ 0.5 core, ≤ 500 MB;
 * - fan-out: one job to every agent, timed from its dispatch to the last acknowledgment
 *   (`job.accepted` handled: the job RUNNING) and to the last result (the job ended, its activity
 *   written). Target ≤ 2 s to the last acknowledgment. Creating the 2,000 job rows is printed apart.
 * BENCH_STRICT=1 exits 1 when a target is missed (timings depend on the machine).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { postgresReachable } from './bench-process';

const here = dirname(fileURLToPath(import.meta.url));
const agents = Number(process.env.BENCH_AGENTS ?? 2000);
const heartbeatMs = Number(process.env.BENCH_HEARTBEAT_MS ?? 5000);
const windowMs = Number(process.env.BENCH_WINDOW ?? 10) * 1000;
const scenarios = (process.env.BENCH_SCENARIOS ?? 'embedded,postgres').split(',');
const TEST_POSTGRES = 'postgres://rmm:rmm@127.0.0.1:55432/rmm';

let missed = 0;
const started = performance.now();

/** Prints a figure at once (with its target when it has one). */
function figure(name: string, value: number, unit: string, target?: number) {
  const verdict =
    target === undefined
      ? ''
      : value <= target
        ? ` (target ≤ ${target} ${unit}: met)`
        : ` (target ≤ ${target} ${unit}: NOT met)`;
  if (target !== undefined && !(value <= target)) missed += 1;
  console.log(`${name}: ${value} ${unit}${verdict}`);
}

const progress = (what: string) =>
  process.stderr.write(`[agents bench ${Math.round((performance.now() - started) / 1000)} s] ${what}\n`);

function next<T extends { type: string }>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: T) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`a bench process exited (code ${code}) before "${type}"`)));
  });
}

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

type Measure = { type: string; cores: number; rssMb: number };

/** One scenario: a server process on `databaseUrl` (PGlite when undefined) and the agents. */
async function run(scenario: string, databaseUrl: string | undefined): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'agents-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    BENCH_DATA_DIR: folder,
    BENCH_CREDENTIALS: join(folder, 'agents.json'),
    BENCH_AGENTS: String(agents),
    BENCH_HEARTBEAT_MS: String(heartbeatMs),
    DATABASE_URL: databaseUrl ?? '',
  };
  const name = (what: string) => `agents.${scenario}.${what}`;
  const server = fork(join(here, 'agents-server.ts'), [], {
    execArgv: ['--import', import.meta.resolve('tsx'), '--conditions=@console/source'],
    env,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  let client: ChildProcess | undefined;
  try {
    progress(`${scenario}: starting the server (migrate, seed, ${agents} devices)`);
    const { port } = await next<{ type: string; port: number }>(server, 'ready');
    server.send({ type: 'measure', ms: 1_000 });
    figure(name('baseline.rss'), Math.round((await next<Measure>(server, 'measure')).rssMb), 'MB');
    progress(`${scenario}: connecting ${agents} agents`);
    const connectStart = performance.now();
    client = fork(join(here, 'agents-client.mjs'), [], {
      env: { ...env, BENCH_PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const { count, failures } = await next<{ type: string; count: number; failures: Record<string, number> }>(
      client,
      'connected',
    );
    if (count < agents)
      throw new Error(`${agents - count} agents could not connect: ${JSON.stringify(failures)}`);
    let size = 0;
    while (size < count) {
      server.send({ type: 'size' });
      size = (await next<{ type: string; size: number }>(server, 'size')).size;
      if (size < count) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    figure(name('connected'), size, 'agents');
    figure(name('connect.all'), Math.round(performance.now() - connectStart), 'ms');
    progress(`${scenario}: measuring heartbeat handling`);
    // Let the connect-time work settle before measuring the steady state.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    server.send({ type: 'measure', ms: windowMs });
    const steady = await next<Measure>(server, 'measure');
    figure(name('heartbeat.interval'), heartbeatMs, 'ms');
    figure(name('heartbeat.cpu'), Number(steady.cores.toFixed(3)), 'cores', 0.5);
    figure(name('heartbeat.rss'), Math.round(steady.rssMb), 'MB', 500);
    progress(`${scenario}: fanning out one job`);
    server.send({ type: 'fanout' });
    const fanout = await next<{
      type: string;
      createdMs: number;
      ackMs: number;
      resultMs: number;
      rssMb: number;
    }>(server, 'fanout');
    figure(name('fanout.create'), Math.round(fanout.createdMs), 'ms');
    figure(name('fanout.lastAck'), Math.round(fanout.ackMs), 'ms', 2000);
    figure(name('fanout.lastResult'), Math.round(fanout.resultMs), 'ms');
    figure(name('fanout.rss'), Math.round(fanout.rssMb), 'MB', 500);
  } finally {
    client?.send({ type: 'stop' });
    await stop(server);
    rmSync(folder, { recursive: true, force: true });
  }
}

let failed = false;
for (const scenario of scenarios) {
  try {
    if (scenario === 'embedded') await run('embedded', undefined);
    else if (scenario === 'postgres') {
      const adminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || TEST_POSTGRES;
      if (!(await postgresReachable(adminUrl))) {
        console.log(
          `agents.postgres: skipped (no PostgreSQL at ${new URL(adminUrl).host}; set BENCH_DATABASE_URL)`,
        );
        continue;
      }
      const database = `console_agents_bench_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${database}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${database}`;
      try {
        await run('postgres', url.toString());
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => {});
        await admin.end();
      }
    }
  } catch (error) {
    failed = true;
    console.error(`agents.${scenario}: failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
if (failed || (missed > 0 && process.env.BENCH_STRICT === '1')) process.exitCode = 1;
