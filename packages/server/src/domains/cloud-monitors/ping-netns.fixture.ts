/**
 * Runs inside a private network namespace made by runner-ping.test.ts (`unshare -n`, set up as in
 * the peers' netns recipe: 127.0.0.0/28 answers, 127.0.0.16/28 is routed to lo but dropped). It
 * pings through the real ICMP probe while changing the namespace — making the dropped range
 * local, the namespace's default TTL, a token-bucket queue on lo — and prints each outcome as one
 * JSON line, for the test to run through the condition evaluator.
 */
import { execSync } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { createServer } from 'node:net';
import { resolveMonitorOptions } from './options';
import { probePing } from './probes/ping';
import { probePorts } from './probes/port';
import { createTargetGuard } from './targets';

const sh = (command: string) => execSync(command, { stdio: 'ignore' });

const context = () => ({
  signal: new AbortController().signal,
  timeoutMs: 2_000,
  options: resolveMonitorOptions(),
  guard: createTargetGuard(true),
  conditions: [],
  secrets: {},
});

async function ping(label: string, host: string): Promise<void> {
  const outcome = await probePing(host, context());
  process.stdout.write(`${JSON.stringify({ label, outcome })}\n`);
}

const listener = createServer((socket) => socket.end()).listen(0, '127.0.0.1');
await new Promise((resolve) => listener.once('listening', resolve));
const port = (listener.address() as { port: number }).port;

async function connect(label: string): Promise<void> {
  const outcome = await probePorts('127.0.0.1', [port], context());
  process.stdout.write(`${JSON.stringify({ label, outcome })}\n`);
}

async function flood(bytes: number): Promise<void> {
  const socket = createSocket('udp4');
  for (let sent = 0; sent < bytes; sent += 1400)
    await new Promise((resolve) => socket.send(Buffer.alloc(1400), 9, '127.0.0.1', resolve));
  socket.close();
}

await ping('answering', '127.0.0.1');
await ping('dropped', '127.0.0.20');
sh('ip route add local 127.0.0.16/28 dev lo table local');
await ping('back', '127.0.0.20');
sh('sysctl -qw net.ipv4.ip_default_ttl=30');
await ping('lowTtl', '127.0.0.1');
sh('sysctl -qw net.ipv4.ip_default_ttl=64');
await ping('normalTtl', '127.0.0.1');
// A slow link: lo limited to 10 kB/s and a queue of UDP in front of the echo requests.
sh('ip link set lo mtu 1500');
sh('tc qdisc add dev lo root tbf rate 80kbit burst 1540 latency 3s');
const queued = flood(4_200);
await ping('slow', '127.0.0.1');
await queued;
await new Promise((resolve) => setTimeout(resolve, 600));
// The UDP is queued on lo when its sends complete: the SYN waits behind it.
await flood(4_200);
await connect('portSlow');
sh('tc qdisc del dev lo root');
await ping('fast', '127.0.0.1');
await connect('portFast');
listener.close();
process.exit(0);
