/**
 * End to end on loopback: a DEB generated through the route carries the real agent bundle
 * (packages/agent/dist/console-agent.mjs, built here when missing); unpacked with dpkg-deb and
 * started as its systemd unit would start it, the agent enrolls with the token inside and comes
 * online in the organization and location the installer was made for. The token is then spent.
 * On this host's architecture the package carries the probe's raw-socket addon, so the installed
 * agent loads it from beside the bundle and, run as root, tells the server it can scan.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../../db/schema';
import { probeAgentReadiness } from '../network-discovery/agent-scan';
import { consumeEnrollmentToken } from './enrollment-tokens';
import { shipsRawSocket } from './packaging/runtime-modules';
import { msiContents, setupInstallers, tool } from './test-setup';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../..');
const bundle = join(root, 'packages/agent/dist/console-agent.mjs');
const suite = setupInstallers({ agentBundle: bundle });
const { server } = suite;
let child: ChildProcess | undefined;
let folder = '';
let origin = '';
// Opening a raw ICMP socket needs root (or CAP_NET_RAW); loading the addon does not.
const isRoot = process.getuid?.() === 0;
const hostShipsRawSocket = shipsRawSocket('LINUX_DEB');

beforeAll(async () => {
  try {
    await access(bundle);
  } catch {
    await tool('pnpm', ['--filter', '@console/agent', 'build'], root);
  }
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  folder = await mkdtemp(join(tmpdir(), 'installer-agent-'));
}, 180_000);
afterAll(async () => {
  child?.kill('SIGKILL');
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('given a DEB generated for an organization', () => {
  it('unpacks to an agent that enrolls there and comes online', async () => {
    const place = await suite.place();
    const generated = await suite.admin.post(
      '/installer/generate',
      { ...place, installerType: 'LINUX_DEB', nodeRoleId: null },
      { headers: { host: new URL(origin).host } },
    );
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    expect(generated.body.url.startsWith(`${origin}/ws/installer/`)).toBe(true);
    const response = await fetch(generated.body.url);
    expect(response.status).toBe(200);
    const deb = join(folder, generated.body.fileName);
    await writeFile(deb, Buffer.from(await response.arrayBuffer()));

    const contents = await tool('dpkg-deb', ['--contents', deb]);
    // The terminal's on-demand modules sit beside the bundle; the native PTY only for its platform.
    expect(contents).toContain('./opt/console-agent/node_modules/@lydell/node-pty/package.json');
    expect(contents).toContain('./opt/console-agent/node_modules/ssh2/package.json');
    if (process.platform === 'linux' && process.arch === 'x64') {
      expect(contents).toContain('./opt/console-agent/node_modules/@lydell/node-pty-linux-x64/package.json');
    }
    // The probe's raw-socket: on this host's architecture its built addon, and nothing to build it.
    if (hostShipsRawSocket) {
      expect(contents).toContain('./opt/console-agent/node_modules/raw-socket/build/Release/raw.node');
      expect(contents).toContain('./opt/console-agent/node_modules/raw-socket/index.js');
      expect(contents).not.toContain('./opt/console-agent/node_modules/raw-socket/src/');
      expect(contents).not.toContain('./opt/console-agent/node_modules/nan/');
    }
    const unpacked = join(folder, 'root');
    await tool('dpkg-deb', ['-x', deb, unpacked]);
    if (hostShipsRawSocket) {
      // Required as the bundle requires it (createRequire from the bundle's folder): it resolves to
      // the unpacked tree, not to this repository's node_modules. The socket itself needs root.
      const loader = join(unpacked, 'opt/console-agent/raw-socket-check.cjs');
      await writeFile(
        loader,
        `const raw = require('raw-socket');
console.log(require.resolve('raw-socket'));
if (typeof raw.createSocket !== 'function') throw new Error('no raw-socket');
if (process.argv[2] === 'open') { raw.createSocket({ protocol: raw.Protocol.ICMP }).close(); console.log('icmp-socket'); }
`,
      );
      const loaded = await tool(process.execPath, [loader, isRoot ? 'open' : 'load']);
      expect(loaded).toContain(join(unpacked, 'opt/console-agent/node_modules/raw-socket/index.js'));
      if (isRoot) expect(loaded).toContain('icmp-socket');
      else console.info('raw-socket loaded; the ICMP socket is not opened: it needs root (CAP_NET_RAW)');
    }
    // What the bundle imports on demand loads from beside it: a PTY runs, ssh2 has its client.
    const probe = join(unpacked, 'opt/console-agent/probe.mjs');
    await writeFile(
      probe,
      `const { Client } = await import('ssh2');
if (typeof Client !== 'function') throw new Error('no ssh2 client');
if (process.platform === 'linux' && process.arch === 'x64') {
  const pty = await import('@lydell/node-pty');
  const shell = pty.spawn('/bin/sh', ['-c', 'echo pty-from-package'], {});
  let text = '';
  shell.onData((data) => { text += data; });
  shell.onExit(() => { console.log(text.trim()); });
} else console.log('pty-from-package');
`,
    );
    expect((await tool(process.execPath, [probe])).trim()).toBe('pty-from-package');
    const configPath = join(unpacked, 'etc/console-agent/config.json');
    const config = JSON.parse(await readFile(configPath, 'utf8'));
    expect(config.serverUrl).toBe(origin);
    // The unit's StateDirectory (/var/lib/console-agent) stands in a scratch folder here.
    const stateDir = join(folder, 'state');
    await writeFile(configPath, JSON.stringify({ ...config, stateDir }));
    const unit = await readFile(join(unpacked, 'lib/systemd/system/console-agent.service'), 'utf8');
    expect(unit).toMatch(
      /^ExecStart=\/usr\/bin\/env node \/opt\/console-agent\/console-agent\.mjs --config/m,
    );

    let log = '';
    child = spawn(
      process.execPath,
      [join(unpacked, 'opt/console-agent/console-agent.mjs'), '--config', configPath],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout?.on('data', (chunk) => {
      log += String(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      log += String(chunk);
    });
    const credentials = await vi.waitFor(
      async () =>
        JSON.parse(await readFile(join(stateDir, 'credentials.json'), 'utf8')) as { nodeId: number },
      { timeout: 30_000, interval: 200 },
    );
    await vi.waitFor(() => expect(server.app.agents.isOnline(credentials.nodeId), log).toBe(true), {
      timeout: 20_000,
      interval: 100,
    });
    // The gateway marks the node up in its own write after the connection registers: poll for it.
    await vi.waitFor(
      async () => {
        const [node] = await server.db.select().from(t.nodes).where(eq(t.nodes.id, credentials.nodeId));
        expect(node).toMatchObject({
          clientId: place.organizationId,
          locationId: place.locationId,
          isUp: true,
        });
      },
      { timeout: 10_000, interval: 100 },
    );

    // The installed agent as a network probe: it can scan when its raw-socket loads and opens an
    // ICMP socket (root); otherwise it says so and the server's scanner runs the discovery.
    const readiness = await probeAgentReadiness(server.app.agents, credentials.nodeId);
    expect(readiness?.canScan, log).toBe(hostShipsRawSocket && isRoot);

    expect(await consumeEnrollmentToken(server.db, config.enrollmentToken)).toEqual({
      ok: false,
      reason: 'used',
    });
  }, 120_000);
});

describe('given an RPM for another architecture', () => {
  it('carries the pure-JavaScript modules but no PTY build of this host', async () => {
    const { status, body } = await suite.generate('LINUX_RPM_ARM64');
    expect(status).toBe(200);
    const file = await suite.download(body.url);
    const files = await tool('rpm', ['-qlp', await suite.save(body.fileName, file.bytes)]);
    expect(files).toContain('/opt/console-agent/node_modules/ssh2/package.json');
    expect(files).toContain('/opt/console-agent/node_modules/@lydell/node-pty/package.json');
    expect(files).not.toContain('node-pty-linux-x64');
    // raw-socket's addon is built for this host: another architecture's agent cannot scan.
    expect(files).not.toContain('raw-socket');
  }, 60_000);
});

describe("given an RPM for this host's architecture", () => {
  it.skipIf(!hostShipsRawSocket)(
    'carries the built raw-socket addon and nothing to build it',
    async () => {
      const { status, body } = await suite.generate('LINUX_RPM');
      expect(status).toBe(200);
      const file = await suite.download(body.url);
      const files = await tool('rpm', ['-qlp', await suite.save(body.fileName, file.bytes)]);
      expect(files).toContain('/opt/console-agent/node_modules/raw-socket/build/Release/raw.node');
      expect(files).toContain('/opt/console-agent/node_modules/raw-socket/index.js');
      expect(files).not.toContain('/opt/console-agent/node_modules/raw-socket/src/');
    },
    60_000,
  );
});

describe('given a Windows MSI with the real bundle', () => {
  it('installs the same modules beside the agent, without a Linux PTY build', async () => {
    const { status, body } = await suite.generate('WINDOWS_MSI');
    expect(status).toBe(200);
    const file = await suite.download(body.url);
    const { files } = await msiContents(await suite.save(body.fileName, file.bytes));
    expect(files).toEqual(
      expect.arrayContaining([
        'ConsoleAgent/console-agent.mjs',
        'ConsoleAgent/node_modules/ssh2/package.json',
        'ConsoleAgent/node_modules/@lydell/node-pty/package.json',
      ]),
    );
    expect(files.some((path) => path.includes('node-pty-linux'))).toBe(false);
    expect(files.some((path) => path.includes('raw-socket'))).toBe(false);
  }, 60_000);
});

describe('which packages carry raw-socket', () => {
  it('only a Linux package of the host architecture, on a Linux host', () => {
    const linuxX64 = { platform: 'linux', arch: 'x64' };
    expect(shipsRawSocket('LINUX_DEB', linuxX64)).toBe(true);
    expect(shipsRawSocket('LINUX_RPM', linuxX64)).toBe(true);
    expect(shipsRawSocket('LINUX_DEB_ARM64', linuxX64)).toBe(false);
    expect(shipsRawSocket('LINUX_RPM_ARMV7A', linuxX64)).toBe(false);
    expect(shipsRawSocket('WINDOWS_MSI', linuxX64)).toBe(false);
    expect(shipsRawSocket('MAC_PKG', linuxX64)).toBe(false);
    expect(shipsRawSocket('LINUX_DEB_ARM64', { platform: 'linux', arch: 'arm64' })).toBe(true);
    expect(shipsRawSocket('LINUX_DEB', { platform: 'darwin', arch: 'x64' })).toBe(false);
  });
});
