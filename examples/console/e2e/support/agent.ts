// A real reference agent for end-to-end files: a DEB generated for an organization, unpacked, its
// agent started on loopback until it enrolls; the device id it was given.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { ROOT } from './server';

const BUNDLE = join(ROOT, 'packages/agent/dist/console-agent.mjs');

/** A started agent: its device id, its log so far, and `stop()`. */
export interface E2eAgent {
  nodeId: number;
  log: () => string;
  stop: () => void;
}

/** Builds the agent bundle when it is missing (call from a `beforeAll` with a long time-out). */
export function buildAgentIfMissing(): void {
  if (!existsSync(BUNDLE))
    execFileSync('pnpm', ['--filter', '@console/agent', 'build'], { cwd: ROOT, stdio: 'inherit' });
}

async function poll<T>(what: string, read: () => T | undefined, log: () => string, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen in time\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Generates a Linux DEB installer for `organizationId` / `locationId` through the signed-in
 * `context`, unpacks it and runs its agent until it has enrolled (inside the network namespace
 * `options.netns` when given; the server must then be reachable there, see `netns.ts`).
 * @example const agent = await startEnrolledAgent(context, base, csrf, org.id, location.id);
 */
export async function startEnrolledAgent(
  context: BrowserContext,
  base: string,
  csrf: string,
  organizationId: number,
  locationId: number,
  options: { netns?: string } = {},
): Promise<E2eAgent> {
  const folder = mkdtempSync(join(tmpdir(), 'agent-e2e-'));
  const generated = await context.request.post(`${base}/ws/installer/generate`, {
    headers: { 'x-csrf-token': csrf },
    data: { organizationId, locationId, installerType: 'LINUX_DEB', nodeRoleId: null },
  });
  if (generated.status() !== 200) throw new Error(`installer: ${await generated.text()}`);
  const { url, fileName } = (await generated.json()) as { url: string; fileName: string };
  const deb = join(folder, fileName);
  writeFileSync(deb, await (await context.request.get(url)).body());
  const unpacked = join(folder, 'root');
  execFileSync('dpkg-deb', ['-x', deb, unpacked]);
  const configPath = join(unpacked, 'etc/console-agent/config.json');
  const stateDir = join(folder, 'state');
  writeFileSync(configPath, JSON.stringify({ ...JSON.parse(readFileSync(configPath, 'utf8')), stateDir }));
  let log = '';
  const command = [
    process.execPath,
    join(unpacked, 'opt/console-agent/console-agent.mjs'),
    '--config',
    configPath,
  ];
  // In a network namespace of the test's (`ip netns exec` runs the agent itself: its pid is the agent's).
  const [program, ...args] = options.netns ? ['ip', 'netns', 'exec', options.netns, ...command] : command;
  const child: ChildProcess = spawn(
    program as string,
    args,
    // Its login shells read a home of their own, not this machine user's dotfiles (a tool's init
    // there can hang a shell, e.g. on a lock a killed shell left).
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, HOME: folder } },
  );
  child.stdout?.on('data', (chunk) => {
    log += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    log += String(chunk);
  });
  const stop = () => {
    child.kill('SIGKILL');
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const credentials = join(stateDir, 'credentials.json');
    const { nodeId } = await poll(
      'enrollment',
      () =>
        existsSync(credentials)
          ? (JSON.parse(readFileSync(credentials, 'utf8')) as { nodeId: number })
          : undefined,
      () => log,
      60_000,
    );
    return { nodeId, log: () => log, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
