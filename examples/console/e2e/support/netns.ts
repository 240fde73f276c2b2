// A network namespace of the test's own for agents that need a subnet of their own (Wake-on-LAN):
// loopback plus a veth pair inside it, `wol0` (10.213.0.2/24, MAC 02:13:00:00:00:02) and `wol1`:
// nothing sent leaves the namespace; broadcasts are delivered to the namespace's own sockets. The server stays
// on the machine's loopback: inside the namespace, 127.0.0.1:<its port> is a forwarder to a Unix
// socket (file system sockets cross namespaces) that the test forwards to the server. Needs root.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The dummy interface's address, subnet broadcast and MAC. */
export const NETNS_SUBNET = { address: '10.213.0.2', broadcast: '10.213.0.255', mac: '02:13:00:00:00:02' };

/** A started namespace: its name, a UDP listener in it, and `stop()`. */
export interface E2eNetns {
  name: string;
  /** Starts a UDP listener on 0.0.0.0:`port` inside the namespace; answers the datagrams so far (hex). */
  listenUdp(port: number): Promise<() => string[]>;
  stop(): void;
}

const pipe = (a: Socket, b: Socket) => {
  a.pipe(b).pipe(a);
  a.on('error', () => b.destroy());
  b.on('error', () => a.destroy());
};

/** Waits for a child to print `ready`. */
function ready(child: ChildProcess, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
      if (output.includes('ready')) resolve();
    });
    child.stderr?.on('data', (chunk) => {
      output += String(chunk);
    });
    child.once('exit', (code) => reject(new Error(`${what} exited with ${code}: ${output}`)));
  });
}

/**
 * Creates the namespace and the forwarding of `127.0.0.1:port` inside it to the server's port.
 * @example const ns = await startNetns(new URL(base).port); ... ns.stop();
 */
export async function startNetns(serverPort: number): Promise<E2eNetns> {
  const name = `e2e-agent-${process.pid}`;
  const ip = (...args: string[]) => execFileSync('ip', args, { stdio: 'pipe' });
  const inside = (...args: string[]) => ip('netns', 'exec', name, ...args);
  const children: ChildProcess[] = [];
  const folder = mkdtempSync(join(tmpdir(), 'e2e-netns-'));
  const socketPath = join(folder, 'server.sock');
  let relay: Server | undefined;
  const stop = () => {
    for (const child of children) child.kill('SIGKILL');
    relay?.close();
    try {
      ip('netns', 'del', name);
    } catch {
      // Already gone.
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    ip('netns', 'add', name);
    inside('ip', 'link', 'set', 'lo', 'up');
    // A veth pair with both ends inside (no dummy module on every kernel): wol1 has no address.
    inside('ip', 'link', 'add', 'wol0', 'address', NETNS_SUBNET.mac, 'type', 'veth', 'peer', 'name', 'wol1');
    inside('ip', 'addr', 'add', `${NETNS_SUBNET.address}/24`, 'brd', NETNS_SUBNET.broadcast, 'dev', 'wol0');
    inside('ip', 'link', 'set', 'wol1', 'up');
    inside('ip', 'link', 'set', 'wol0', 'up');
    const server = createServer((client) => pipe(client, createConnection(serverPort, '127.0.0.1')));
    relay = server;
    await new Promise<void>((resolve) => server.listen(socketPath, resolve));
    const forwarder = spawn(
      'ip',
      [
        'netns',
        'exec',
        name,
        process.execPath,
        '-e',
        `const net = require('node:net');
         const [port, path] = process.argv.slice(1);
         net.createServer((c) => { const u = net.connect(path); c.pipe(u).pipe(c);
           c.on('error', () => u.destroy()); u.on('error', () => c.destroy()); })
           .listen(Number(port), '127.0.0.1', () => console.log('ready'));`,
        String(serverPort),
        socketPath,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    children.push(forwarder);
    await ready(forwarder, 'the namespace forwarder');
  } catch (error) {
    stop();
    throw error;
  }
  return {
    name,
    async listenUdp(port) {
      const received: string[] = [];
      const listener = spawn(
        'ip',
        [
          'netns',
          'exec',
          name,
          process.execPath,
          '-e',
          `const socket = require('node:dgram').createSocket('udp4');
           socket.on('message', (m) => console.log('packet ' + m.toString('hex')));
           socket.bind(Number(process.argv[1]), '0.0.0.0', () => console.log('ready'));`,
          String(port),
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      children.push(listener);
      let buffered = '';
      listener.stdout?.on('data', (chunk) => {
        buffered += String(chunk);
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) if (line.startsWith('packet ')) received.push(line.slice(7));
      });
      await ready(listener, 'the UDP listener');
      return () => [...received];
    },
    stop,
  };
}
