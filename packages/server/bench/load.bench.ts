/**
 * Fair and fast under load (issue 14): 200 signed-in technicians doing the console's common reads
 * (global search, organization list, automation list, device list, organization picker) without
 * pause, measured by a load generator in a process of its own (load-client.mjs), and a health check
 * every 100 ms from another process.
 *
 * 1. Embedded: one server process (load-server.ts, the real `createServer`) on PGlite in a
 *    temporary data folder (in its worker thread, as `npm start` runs it).
 *    Targets: ≥ 500 requests/s, p99 ≤ 250 ms, 0 errors, health check ≤ 50 ms throughout.
 * 2. PostgreSQL (BENCH_DATABASE_URL, else DATABASE_URL, else the test server of
 *    scripts/start-test-postgres.sh when it answers): two API processes on a fresh database.
 *    Targets: ≥ 2,000 requests/s, p99 ≤ 150 ms.
 *
 * Prints `load.<scenario>.<figure>: <value> <unit>` and whether each target is met, then the cost
 * per request (CPU seconds of the servers and of the generator per request sent, the database
 * thread's utilization) and the machine's load meanwhile. Settings:
 * BENCH_DURATION (seconds measured, default 30), BENCH_WARMUP (seconds before, default 5: the
 * JIT, the session cache and the prepared statements of a freshly started server), BENCH_USERS (default
 * 200), BENCH_SCENARIOS (`embedded,postgres`), PGLITE_THREAD=0 (the embedded database on the
 * event loop, for comparison), BENCH_NODE_OPTIONS (extra node flags of the server processes, e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof`), BENCH_PROFILE_DIR (a CPU profile of each server's main
 * thread over the measured run only, `<pid>.cpuprofile`), BENCH_STRICT=1 (exit 1 when a target is missed;
 * otherwise only a failed run exits 1: timings depend on the machine).
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { postgresReachable } from './bench-process';

const here = dirname(fileURLToPath(import.meta.url));
const users = Number(process.env.BENCH_USERS ?? 200);
const duration = Number(process.env.BENCH_DURATION ?? 30);
const scenarios = (process.env.BENCH_SCENARIOS ?? 'embedded,postgres').split(',');
const TEST_POSTGRES = 'postgres://rmm:rmm@127.0.0.1:55432/rmm';

interface Figures {
  technicians: number;
  seconds: number;
  requests: number;
  /** Every request sent, warm-up and health checks included. */
  sent: number;
  elapsedSeconds: number;
  /** The load generator's CPU seconds. */
  cpuSeconds: number;
  errors: number;
  statuses: Record<string, number>;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  healthChecks: number;
  healthFailed: number;
  healthP99: number;
  healthMax: number;
  byRead: Record<string, number>;
  bytes: Record<string, number>;
}

interface Target {
  rps: number;
  p99: number;
  errors?: number;
  healthMax?: number;
}

/** Starts one server process; resolves with its port once it listens. */
function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(join(here, 'load-server.ts'), [], {
    execArgv: [
      '--import',
      import.meta.resolve('tsx'),
      '--conditions=@console/source',
      // As `npm start` runs the server (scripts/start.mjs).
      '--max-semi-space-size=64',
      ...(process.env.BENCH_NODE_OPTIONS?.split(' ').filter(Boolean) ?? []),
    ],
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve({ child, port: message.port }));
    child.once('exit', (code) => reject(new Error(`the bench server exited (code ${code})`)));
  });
}

interface ServerStats {
  eventLoopDelayMax: number;
  eventLoopDelayP99: number;
  refused: number;
  /** CPU seconds of the server process (all its threads) over the run. */
  cpuSeconds: number;
  /** CPU seconds of its main thread (the event loop) over the run (Linux). */
  mainThreadCpuSeconds: number;
  /** CPU seconds of its busiest other thread (the embedded database's, with PGlite) (Linux). */
  busiestOtherThreadCpuSeconds: number;
  /** The embedded database thread's utilization over the run (0..1). */
  databaseThreadBusy?: number;
}

/** Starts a measured window in a server process (its CPU time, delays, thread utilization). */
function markServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('message', () => resolve());
    child.send('mark');
  });
}

/** Busy and total jiffies of the whole machine (/proc/stat), to show how loaded it was. */
function machineTicks(): { busy: number; total: number } | undefined {
  try {
    const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
    const ticks = (cpu ?? '').split(/\s+/).slice(1).map(Number);
    const total = ticks.reduce((sum, value) => sum + (value || 0), 0);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds used so far by every PostgreSQL process of the machine (`postgres` in /proc; Linux),
 * so the PostgreSQL scenario can show what the database itself cost per request.
 */
function postgresCpuSeconds(): number | undefined {
  try {
    let ticks = 0;
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue; // ended meanwhile
      }
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks / 100;
  } catch {
    return undefined;
  }
}

/** What the machine did meanwhile: load averages before and after, busy cores of all processes. */
interface Machine {
  loadBefore: number[];
  loadAfter: number[];
  busyCores?: number;
  cores: number;
  /** CPU seconds of the machine's PostgreSQL processes over the run (ended backends not counted). */
  postgresSeconds?: number;
}

/** Runs `load` between two samples of the machine's load. */
async function onMachine<T>(load: () => Promise<T>): Promise<[T, Machine]> {
  const loadBefore = loadavg();
  const ticksBefore = machineTicks();
  const postgresBefore = postgresCpuSeconds();
  const started = performance.now();
  const result = await load();
  const seconds = (performance.now() - started) / 1000;
  const ticksAfter = machineTicks();
  const postgresAfter = postgresCpuSeconds();
  const busyCores =
    ticksBefore && ticksAfter ? (ticksAfter.busy - ticksBefore.busy) / 100 / seconds : undefined;
  const postgresSeconds =
    postgresBefore !== undefined && postgresAfter !== undefined ? postgresAfter - postgresBefore : undefined;
  return [result, { loadBefore, loadAfter: loadavg(), busyCores, cores: cpus().length, postgresSeconds }];
}

/** Asks a server process for its event loop delay and back-pressure figures. */
function serverStats(child: ChildProcess): Promise<ServerStats> {
  return new Promise((resolve) => {
    child.once('message', (message: ServerStats) => resolve(message));
    child.send('stats');
  });
}

/**
 * The cost per request: CPU seconds of the servers (every thread), of the load generator, per
 * request sent; the database thread's utilization; and the machine's load meanwhile (the figures
 * of a loaded machine are only comparable with each other, taken at the same moment).
 */
function reportCost(name: string, figures: Figures, stats: ServerStats[], machine: Machine): void {
  const line = (figure: string, value: string) => console.log(`load.${name}.${figure}: ${value}`);
  const serverCpu = stats.reduce((sum, entry) => sum + entry.cpuSeconds, 0);
  const perRequest = (seconds: number) => `${((seconds / Math.max(1, figures.sent)) * 1000).toFixed(2)} ms`;
  line(
    'cpu.server',
    `${serverCpu.toFixed(1)} s, ${perRequest(serverCpu)} per request (${figures.sent} sent)`,
  );
  line('cpu.generator', `${figures.cpuSeconds.toFixed(1)} s, ${perRequest(figures.cpuSeconds)} per request`);
  if (name === 'postgres' && machine.postgresSeconds !== undefined)
    line(
      'cpu.postgres',
      `${machine.postgresSeconds.toFixed(1)} s, ${perRequest(machine.postgresSeconds)} per request (its processes on this machine)`,
    );
  stats.forEach((entry, index) => {
    const which = stats.length > 1 ? `server${index + 1}.` : '';
    line(`${which}cpu.mainThread`, perRequest(entry.mainThreadCpuSeconds * stats.length));
    if (entry.databaseThreadBusy === undefined) return;
    line(`${which}cpu.databaseThread`, perRequest(entry.busiestOtherThreadCpuSeconds));
    line(`${which}databaseThread.busy`, `${(entry.databaseThreadBusy * 100).toFixed(0)} %`);
  });
  const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
  line(
    'machine',
    `${machine.cores} cores, load average ${loads(machine.loadBefore)} before, ${loads(machine.loadAfter)} after${
      machine.busyCores === undefined ? '' : `, ${machine.busyCores.toFixed(2)} cores busy (all processes)`
    }`,
  );
}

function reportServers(name: string, stats: ServerStats[]): void {
  stats.forEach((figures, index) => {
    const which = stats.length > 1 ? `server${index + 1}.` : '';
    console.log(
      `load.${name}.${which}eventLoopDelay: max ${figures.eventLoopDelayMax.toFixed(1)} ms, p99 ${figures.eventLoopDelayP99.toFixed(1)} ms`,
    );
    console.log(`load.${name}.${which}backPressure.refused: ${figures.refused}`);
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Runs the load generator against the servers, the technicians in one process and the health
 * checks in another (so a health check's time is the server's, not the busy generator's event
 * loop); resolves with their figures together.
 */
async function runLoad(ports: number[], sessions: string): Promise<Figures> {
  const [load, health] = await Promise.all([
    runClient(ports, sessions, 'technicians'),
    runClient(ports, sessions, 'health'),
  ]);
  return {
    ...load,
    sent: load.sent + health.sent,
    cpuSeconds: load.cpuSeconds + health.cpuSeconds,
    healthChecks: health.healthChecks,
    healthFailed: health.healthFailed,
    healthP99: health.healthP99,
    healthMax: health.healthMax,
  };
}

/** One load generator process (load-client.mjs) in `role`; resolves with its figures. */
function runClient(ports: number[], sessions: string, role: 'technicians' | 'health'): Promise<Figures> {
  const child = spawn(process.execPath, [join(here, 'load-client.mjs')], {
    env: {
      ...process.env,
      BENCH_TARGETS: ports.map((port) => `http://127.0.0.1:${port}`).join(','),
      BENCH_SESSIONS: sessions,
      BENCH_DURATION: String(duration),
      BENCH_ROLE: role,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code === 0) resolve(JSON.parse(output) as Figures);
      else reject(new Error(`the load generator exited (code ${code})`));
    });
  });
}

function report(name: string, figures: Figures, target: Target, processes: number): boolean {
  const line = (figure: string, value: string) => console.log(`load.${name}.${figure}: ${value}`);
  line('technicians', `${figures.technicians} over ${figures.seconds} s, ${processes} API process(es)`);
  line('requests', `${figures.requests}`);
  line('rps', `${figures.rps.toFixed(0)} req/s`);
  line('p50', `${figures.p50.toFixed(1)} ms`);
  line('p99', `${figures.p99.toFixed(1)} ms`);
  line('max', `${figures.max.toFixed(1)} ms`);
  for (const [read, ms] of Object.entries(figures.byRead))
    line(`p50.${read}`, `${ms.toFixed(1)} ms (${((figures.bytes[read] ?? 0) / 1024).toFixed(1)} KB)`);
  line('errors', `${figures.errors} (statuses ${JSON.stringify(figures.statuses)})`);
  line('health.max', `${figures.healthMax.toFixed(1)} ms over ${figures.healthChecks} checks`);
  line('health.p99', `${figures.healthP99.toFixed(1)} ms`);
  const checks: [string, boolean][] = [
    [`≥ ${target.rps} req/s`, figures.rps >= target.rps],
    [`p99 ≤ ${target.p99} ms`, figures.p99 <= target.p99],
  ];
  if (target.errors !== undefined) checks.push([`${target.errors} errors`, figures.errors <= target.errors]);
  if (target.healthMax !== undefined)
    checks.push([
      `health ≤ ${target.healthMax} ms`,
      figures.healthMax <= target.healthMax && figures.healthFailed === 0,
    ]);
  for (const [what, met] of checks) line('target', `${what}: ${met ? 'met' : 'NOT met'}`);
  return checks.every(([, met]) => met);
}

async function embedded(): Promise<boolean> {
  const folder = mkdtempSync(join(tmpdir(), 'console-load-'));
  const sessions = join(folder, 'sessions.json');
  let server: ChildProcess | undefined;
  try {
    const started = await startServer({
      BENCH_SETUP: '1',
      BENCH_DATA_DIR: folder,
      BENCH_SESSIONS: sessions,
      BENCH_USERS: String(users),
      DATABASE_URL: '',
    });
    server = started.child;
    const child = server;
    await markServer(child);
    const [figures, machine] = await onMachine(() => runLoad([started.port], sessions));
    const stats = [await serverStats(child)];
    const met = report('embedded', figures, { rps: 500, p99: 250, errors: 0, healthMax: 50 }, 1);
    reportServers('embedded', stats);
    reportCost('embedded', figures, stats, machine);
    return met;
  } finally {
    if (server) await stopServer(server);
    rmSync(folder, { recursive: true, force: true });
  }
}

async function postgres(): Promise<boolean> {
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || TEST_POSTGRES;
  if (!(await postgresReachable(adminUrl))) {
    console.log(
      `load.postgres: skipped (no PostgreSQL at ${new URL(adminUrl).host}; set BENCH_DATABASE_URL)`,
    );
    return true;
  }
  const name = `console_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const folder = mkdtempSync(join(tmpdir(), 'console-load-'));
  const sessions = join(folder, 'sessions.json');
  const servers: ChildProcess[] = [];
  try {
    const first = await startServer({
      BENCH_SETUP: '1',
      DATABASE_URL: url.toString(),
      BENCH_SESSIONS: sessions,
      BENCH_USERS: String(users),
    });
    servers.push(first.child);
    const second = await startServer({ DATABASE_URL: url.toString() });
    servers.push(second.child);
    await Promise.all(servers.map(markServer));
    const [figures, machine] = await onMachine(() => runLoad([first.port, second.port], sessions));
    const stats = await Promise.all(servers.map(serverStats));
    const met = report('postgres', figures, { rps: 2000, p99: 150, errors: 0 }, 2);
    reportServers('postgres', stats);
    reportCost('postgres', figures, stats, machine);
    return met;
  } finally {
    await Promise.all(servers.map(stopServer));
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
    await admin.end();
    rmSync(folder, { recursive: true, force: true });
  }
}

let allMet = true;
if (scenarios.includes('embedded')) allMet = (await embedded()) && allMet;
if (scenarios.includes('postgres')) allMet = (await postgres()) && allMet;
console.log(
  `load.targets: ${allMet ? 'all met' : 'NOT all met'} (figures depend on the machine and its load)`,
);
if (!allMet && process.env.BENCH_STRICT === '1') process.exitCode = 1;
