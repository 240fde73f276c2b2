// The load generator of load.bench.ts, a process of its own so that it never shares the server's
// event loop. Each signed-in technician (one cookie of BENCH_SESSIONS) loops over the console's
// common reads without pause, one request at a time, against the servers of BENCH_TARGETS (comma
// separated base URLs; technicians are spread over them); a separate connection checks
// `/ws/health` every 100 ms (BENCH_ROLE: one of the two only). After BENCH_WARMUP seconds, BENCH_DURATION seconds are measured.
// Prints one JSON line: requests, errors, requests/s, p50/p99/max latency, health max and p99,
// every request sent (warm-up included) and the generator's own CPU seconds.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';

const targets = String(process.env.BENCH_TARGETS).split(',');
const cookies = JSON.parse(readFileSync(String(process.env.BENCH_SESSIONS), 'utf8'));
const durationMs = Number(process.env.BENCH_DURATION ?? 30) * 1000;
const warmupMs = Number(process.env.BENCH_WARMUP ?? 5) * 1000;
const TIMEOUT_MS = 30_000;
const TERMS = ['desk', 'north', 'server', 'contoso', 'lap', 'win', 'health', 'mac', 'office', 'fin'];

/** The common reads: global search, organization list, automation list, device list, picker. */
const reads = [
  (i) => ({
    method: 'POST',
    path: '/ws/qsearch',
    body: JSON.stringify({ query: TERMS[i % TERMS.length], limit: 10 }),
  }),
  () => ({ method: 'GET', path: '/ws/client/list' }),
  () => ({ method: 'GET', path: '/ws/scripting/scripts' }),
  (i) => ({ method: 'GET', path: `/ws/query/devices?page=1&pageSize=50${i % 3 === 0 ? '&sort=name' : ''}` }),
  (i) => ({
    method: 'GET',
    path: `/ws/query/organizations?page=1&pageSize=50${i % 4 === 0 ? '&search=a' : ''}`,
  }),
];

const agents = targets.map(() => new Agent({ keepAlive: true, maxSockets: cookies.length }));

function send(base, agent, { method, path, body }, headers) {
  sent += 1;
  const started = performance.now();
  return new Promise((resolve) => {
    const url = new URL(path, base);
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        agent,
        headers: body
          ? { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
          : headers,
        timeout: TIMEOUT_MS,
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, bytes }));
        res.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) =>
      resolve({
        status: error.message === 'timeout' ? -1 : 0,
        ms: performance.now() - started,
      }),
    );
    if (body) req.write(body);
    req.end();
  });
}

const start = performance.now();
const measureFrom = start + warmupMs;
const end = measureFrom + durationMs;
const latencies = [];
const byRead = new Map();
const sizes = new Map();
const statuses = new Map();
let errors = 0;
// Every request sent (warm-up and health checks too): the servers' CPU time is divided by it.
let sent = 0;

async function technician(index) {
  const base = targets[index % targets.length];
  const agent = agents[index % targets.length];
  const cookie = cookies[index];
  const csrf = /console_csrf=([^;]+)/.exec(cookie)?.[1] ?? '';
  const headers = { cookie, 'x-csrf-token': csrf, origin: base };
  for (let i = index; performance.now() < end; i++) {
    const read = reads[i % reads.length](Math.floor(i / reads.length));
    const begun = performance.now();
    const { status, ms, bytes } = await send(base, agent, read, headers);
    sizes.set(read.path.split('?')[0], bytes);
    if (begun < measureFrom) continue;
    latencies.push(ms);
    const key = read.path.split('?')[0];
    const list = byRead.get(key) ?? [];
    if (list.length === 0) byRead.set(key, list);
    list.push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (status < 200 || status >= 300) errors += 1;
  }
}

async function healthChecks() {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  let failed = 0;
  while (performance.now() < end) {
    const begun = performance.now();
    const { status, ms } = await send(targets[0], agent, { method: 'GET', path: '/ws/health' }, {});
    if (begun >= measureFrom) {
      times.push(ms);
      if (status !== 200) failed += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 100 - ms)));
  }
  return { times, failed };
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

// BENCH_ROLE=health: only the health checks (a process of their own, so that what they measure is
// the server's answer, not this generator's event loop busy with 200 technicians);
// BENCH_ROLE=technicians: only the technicians; otherwise both.
const role = process.env.BENCH_ROLE;
const [health] = await Promise.all([
  role === 'technicians' ? { times: [], failed: 0 } : healthChecks(),
  ...(role === 'health' ? [] : cookies.map((_, index) => technician(index))),
]);
latencies.sort((a, b) => a - b);
health.times.sort((a, b) => a - b);
const seconds = durationMs / 1000;
const cpu = process.cpuUsage();
process.stdout.write(
  `${JSON.stringify({
    technicians: cookies.length,
    seconds,
    requests: latencies.length,
    sent,
    elapsedSeconds: (performance.now() - start) / 1000,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    errors,
    statuses: Object.fromEntries(statuses),
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
    healthChecks: health.times.length,
    healthFailed: health.failed,
    healthP99: percentile(health.times, 99),
    healthMax: health.times.at(-1) ?? 0,
    bytes: Object.fromEntries(sizes),
    byRead: Object.fromEntries(
      [...byRead].map(([key, list]) => [
        key,
        percentile(
          list.sort((a, b) => a - b),
          50,
        ),
      ]),
    ),
  })}\n`,
);
for (const agent of agents) agent.destroy();
