/**
 * Devices come alive at scale (issue 13): BENCH_AGENTS (default 2,000) simulated agents on
 * loopback (agents-client.mjs: the same protocol, one process) connected to one server process
 * (agents-server.ts: the real `createServer` on PGlite in its worker thread).
 *
 * Prints `agents.<figure>: <value> <unit>`:
 * - heartbeat handling: the server's CPU (cores) and RSS over BENCH_WINDOW seconds (default 10)
 *   with every agent sending a heartbeat each BENCH_HEARTBEAT_MS (default 5,000: six times the
 *   production rate of 30 s). Targets ≤ 0.5 core, ≤ 500 MB.
 * - fan-out: one job to every agent (created, offered), timed to the last acknowledgment
 *   (`job.accepted` handled: the job RUNNING) and to the last result. Target ≤ 2 s to the last
 *   acknowledgment.
 * BENCH_STRICT=1 exits 1 when a target is missed (timings depend on the machine).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const agents = Number(process.env.BENCH_AGENTS ?? 2000);
const heartbeatMs = Number(process.env.BENCH_HEARTBEAT_MS ?? 5000);
const windowMs = Number(process.env.BENCH_WINDOW ?? 10) * 1000;

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

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

const folder = mkdtempSync(join(tmpdir(), 'agents-bench-'));
const env = {
  ...process.env,
  NODE_ENV: 'production',
  BENCH_DATA_DIR: folder,
  BENCH_CREDENTIALS: join(folder, 'agents.json'),
  BENCH_AGENTS: String(agents),
  BENCH_HEARTBEAT_MS: String(heartbeatMs),
};
const server = fork(join(here, 'agents-server.ts'), [], {
  execArgv: ['--import', import.meta.resolve('tsx'), '--conditions=@console/source'],
  env,
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
let client: ChildProcess | undefined;
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
  if (target !== undefined && value > target) missed += 1;
  console.log(`${name}: ${value} ${unit}${verdict}`);
}
const progress = (what: string) =>
  process.stderr.write(`[agents bench ${Math.round((performance.now() - started) / 1000)} s] ${what}\n`);
try {
  progress(`starting the server (migrate, seed, ${agents} devices)`);
  const { port } = await next<{ type: string; port: number }>(server, 'ready');
  progress(`connecting ${agents} agents`);
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
  figure('agents.connected', size, 'agents');
  figure('agents.connect.all', Math.round(performance.now() - connectStart), 'ms');
  progress('measuring heartbeat handling');
  // Let the connect-time work settle before measuring the steady state.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  server.send({ type: 'measure', ms: windowMs });
  const steady = await next<{ type: string; cores: number; rssMb: number }>(server, 'measure');
  figure('agents.heartbeat.interval', heartbeatMs, 'ms');
  figure('agents.heartbeat.cpu', Number(steady.cores.toFixed(3)), 'cores', 0.5);
  figure('agents.heartbeat.rss', Math.round(steady.rssMb), 'MB', 500);
  progress('fanning out one job');
  server.send({ type: 'fanout' });
  const fanout = await next<{
    type: string;
    createdMs: number;
    ackMs: number;
    resultMs: number;
    rssMb: number;
  }>(server, 'fanout');
  figure('agents.fanout.create', Math.round(fanout.createdMs), 'ms');
  figure('agents.fanout.lastAck', Math.round(fanout.ackMs), 'ms', 2000);
  figure('agents.fanout.lastResult', Math.round(fanout.resultMs), 'ms');
  figure('agents.fanout.rss', Math.round(fanout.rssMb), 'MB', 500);
} finally {
  client?.send({ type: 'stop' });
  await stop(server);
  rmSync(folder, { recursive: true, force: true });
}
if (missed > 0 && process.env.BENCH_STRICT === '1') process.exitCode = 1;
