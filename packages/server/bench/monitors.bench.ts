/**
 * Cloud monitors at scale (issue 12): BENCH_MONITORS (default 1,000) monitors at BENCH_FREQUENCY
 * (default 60 s) run by one server process (monitors-server.ts: the real `createServer` with its
 * scheduler) against loopback peers in this process (an HTTP server and a TCP listener), for
 * BENCH_SECONDS (default 300; the first 10 s, while the first slots start, are not counted).
 *
 * Prints `monitors.<count>.<figure>: <value> <unit>`:
 * - cpu: the server process's CPU over the window, in cores (target ≤ 0.25);
 * - rss: its largest resident set during the window, in MB (target ≤ 300);
 * - lateness.p99: how late runs started after their slot, 99th percentile, in ms (target ≤ 5,000);
 * - runs: runs finished in the window (expected: count × window / frequency).
 * Scenario: PostgreSQL (BENCH_DATABASE_URL, else DATABASE_URL, else the test server of
 * scripts/start-test-postgres.sh when it answers; a fresh database; its own CPU and memory are not
 * the server's); otherwise, or with BENCH_EMBEDDED=1, the embedded PGlite in a data folder (in the
 * server process: counted). The data (demo seed, monitors) is written by a setup process first; the
 * measured server then starts on it, as a server restarts on its data folder. The server runs
 * bundled like dist/ (BENCH_SOURCE=1: the source under tsx); BENCH_TRACE=1 prints its memory per
 * start phase. BENCH_STRICT=1 exits 1 when a target is missed.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { builtinModules } from 'node:module';
import { createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import pg from 'pg';
import { postgresReachable } from './bench-process';

const here = dirname(fileURLToPath(import.meta.url));
const count = Number(process.env.BENCH_MONITORS ?? 1000);
const frequency = Number(process.env.BENCH_FREQUENCY ?? 60);
const seconds = Number(process.env.BENCH_SECONDS ?? 300);
const WARMUP_S = 10;
const TEST_POSTGRES = 'postgres://rmm:rmm@127.0.0.1:55432/rmm';
let missed = 0;

function figure(name: string, value: number, unit: string, target?: number) {
  const verdict =
    target === undefined ? '' : ` (target ≤ ${target} ${unit}: ${value <= target ? 'met' : 'NOT met'})`;
  if (target !== undefined && value > target) missed += 1;
  console.log(`monitors.${count}.${name}: ${value} ${unit}${verdict}`);
}

/** utime + stime of a process in seconds, and its RSS in MB (Linux /proc). */
function sample(pid: number): { cpu: number; rss: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { cpu: ticks / 100, rss: rssKb / 1024 };
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/**
 * The server process's entry. By default monitors-server.ts bundled as the server ships (esbuild,
 * like tsup builds dist/: the workspace's source bundled, npm packages external) and run by plain
 * node: the tsx loader of a source run holds about 75 MB of transpiled modules and source maps that
 * `node dist/main.js` never has. BENCH_SOURCE=1 runs the source through tsx instead. The bundle sits
 * in packages/server/.bench-<random>/ so that the embedded database's files (../src/db, ../drizzle) resolve.
 */
async function serverEntry(): Promise<{ file: string; execArgv: string[]; cleanup: () => void }> {
  if (process.env.BENCH_SOURCE === '1')
    return {
      file: join(here, 'monitors-server.ts'),
      execArgv: ['--import', 'tsx', '--conditions=@console/source'],
      cleanup: () => {},
    };
  const outdir = join(here, '..', `.bench-${randomBytes(4).toString('hex')}`);
  mkdirSync(outdir, { recursive: true });
  const file = join(outdir, 'monitors-server.mjs');
  await build({
    entryPoints: [join(here, 'monitors-server.ts')],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@console/source'],
    logLevel: 'error',
    // The server's own npm dependencies stay external (packages/server/node_modules), as in dist/;
    // the workspace packages and their dependencies are bundled.
    plugins: [
      {
        name: 'external-packages',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) => {
            const name = args.path
              .split('/')
              .slice(0, args.path.startsWith('@') ? 2 : 1)
              .join('/');
            const external =
              args.path.startsWith('node:') ||
              builtinModules.includes(name) ||
              (!name.startsWith('@console/') && existsSync(join(here, '..', 'node_modules', name)));
            return external ? { path: args.path, external: true } : undefined;
          });
        },
      },
    ],
  });
  return { file, execArgv: [], cleanup: () => rmSync(outdir, { recursive: true, force: true }) };
}

async function main() {
  const http = createHttpServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end('<p>All systems operational</p>');
  }).listen(0, '127.0.0.1');
  const tcp = createTcpServer((socket) => socket.end()).listen(0, '127.0.0.1');
  await Promise.all([
    new Promise((r) => http.once('listening', r)),
    new Promise((r) => tcp.once('listening', r)),
  ]);
  const dataDir = mkdtempSync(join(tmpdir(), 'console-monitors-bench-'));
  // PostgreSQL when one is given or the test server answers (the scale-out setup: the database's
  // memory and CPU are its own); BENCH_EMBEDDED=1 measures the embedded PGlite instead.
  let databaseUrl =
    process.env.BENCH_EMBEDDED === '1'
      ? undefined
      : (process.env.BENCH_DATABASE_URL ??
        process.env.DATABASE_URL ??
        ((await postgresReachable(TEST_POSTGRES)) ? TEST_POSTGRES : undefined));
  let dropDatabase: (() => Promise<void>) | undefined;
  if (databaseUrl) {
    const name = `bench_monitors_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const base = databaseUrl;
    const url = new URL(base);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    };
  }
  const server = await serverEntry();
  const launch = (phase: 'setup' | 'run') =>
    fork(server.file, [], {
      execArgv: server.execArgv,
      env: {
        ...process.env,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
        BENCH_PHASE: phase,
        BENCH_DATA_DIR: dataDir,
        BENCH_MONITORS: String(count),
        BENCH_FREQUENCY: String(frequency),
        BENCH_HTTP_URL: `http://127.0.0.1:${(http.address() as { port: number }).port}/`,
        BENCH_TCP_PORT: String((tcp.address() as { port: number }).port),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
  // The data (demo, monitors) is written by a setup process; the measured server then starts on it.
  const setup = launch('setup');
  const setupCode = await new Promise<number | null>((resolve) => setup.once('exit', resolve));
  if (setupCode !== 0) throw new Error(`bench setup exited with ${setupCode}`);
  const child = launch('run');
  const pid = child.pid ?? 0;
  await new Promise<void>((resolve, reject) => {
    child.on('message', (message: { type: string }) => message.type === 'ready' && resolve());
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  console.log(
    `monitors bench: ${count} monitors every ${frequency} s, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${seconds} s, server ${process.env.BENCH_SOURCE === '1' ? 'source (tsx)' : 'bundled'}`,
  );
  await new Promise((resolve) => setTimeout(resolve, WARMUP_S * 1000));
  const stats = () =>
    new Promise<{ runs: number; lateness: number[] }>((resolve) => {
      child.once('message', (message: { type: string; runs: number; lateness: number[] }) =>
        resolve(message),
      );
      child.send({ type: 'stats' });
    });
  const before = await stats();
  const start = sample(pid);
  const startedAt = performance.now();
  let maxRss = start.rss;
  const window = Math.max(1, seconds - WARMUP_S) * 1000;
  while (performance.now() - startedAt < window) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    maxRss = Math.max(maxRss, sample(pid).rss);
  }
  const end = sample(pid);
  const after = await stats();
  const elapsedS = (performance.now() - startedAt) / 1000;
  const lateness = after.lateness.slice(before.lateness.length);
  figure('cpu', Math.round(((end.cpu - start.cpu) / elapsedS) * 1000) / 1000, 'cores', 0.25);
  figure('rss', Math.round(maxRss), 'MB', 300);
  figure('lateness.p99', Math.round(percentile(lateness, 99)), 'ms', 5000);
  figure('lateness.max', Math.round(Math.max(0, ...lateness)), 'ms');
  figure('runs', after.runs - before.runs, `runs in ${Math.round(elapsedS)} s`);
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  http.close();
  tcp.close();
  rmSync(dataDir, { recursive: true, force: true });
  server.cleanup();
  await dropDatabase?.();
  if (process.env.BENCH_STRICT === '1' && missed > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
