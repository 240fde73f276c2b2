// Simulated agents for agents.bench.ts: one process, BENCH_CREDENTIALS agents, each a WebSocket
// speaking the agent protocol to ws://127.0.0.1:<port>/ws/agent/socket: hello, a heartbeat every
// BENCH_HEARTBEAT_MS (spread over the period), and every job offered acknowledged at once
// (`job.accepted`) then ended (`job.result`). Reports `{ type: 'connected', count }` over IPC.
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';

const agents = JSON.parse(readFileSync(process.env.BENCH_CREDENTIALS, 'utf8'));
const url = `ws://127.0.0.1:${process.env.BENCH_PORT}/ws/agent/socket`;
const heartbeatMs = Number(process.env.BENCH_HEARTBEAT_MS ?? 5000);
const sockets = [];
let connected = 0;
const failures = new Map();
const fail = (reason) => failures.set(reason, (failures.get(reason) ?? 0) + 1);

function connect(agent) {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers: { authorization: `Agent ${agent.nodeId}.${agent.secret}` } });
    ws.on('open', () => {
      ws.send(JSON.stringify({ type: 'hello', agentVersion: 'bench', protocol: 1 }));
      const beat = () => ws.readyState === WebSocket.OPEN && ws.send('{"type":"heartbeat"}');
      let interval;
      const first = setTimeout(() => {
        beat();
        interval = setInterval(beat, heartbeatMs);
      }, Math.random() * heartbeatMs);
      ws.on('close', () => {
        clearTimeout(first);
        clearInterval(interval);
      });
      connected += 1;
      resolve();
    });
    ws.on('message', (raw) => {
      const message = JSON.parse(String(raw));
      if (message.type !== 'job.offer') return;
      const jobId = message.job.id;
      ws.send(JSON.stringify({ type: 'job.accepted', jobId }));
      ws.send(
        JSON.stringify({
          type: 'job.result',
          jobId,
          status: 'COMPLETED',
          exitCode: 0,
          durationMs: 1,
          output: 'ok',
        }),
      );
    });
    ws.on('unexpected-response', (_request, response) => {
      fail(`HTTP ${response.statusCode}`);
      ws.terminate();
      resolve();
    });
    ws.on('error', (error) => {
      fail(error.message);
      resolve();
    });
    sockets.push(ws);
  });
}

for (let i = 0; i < agents.length; i += 50) await Promise.all(agents.slice(i, i + 50).map(connect));
process.send?.({ type: 'connected', count: connected, failures: Object.fromEntries(failures) });
process.on('message', (command) => {
  if (command.type === 'stop') {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
