import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));
const CONSOLE_DIST = join(ROOT, 'examples/console/dist');
const SERVER_MAIN = join(ROOT, 'packages/server/dist/main.js');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function builtAt(file: string): number {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

function run(args: string[]): void {
  execFileSync('pnpm', args, { cwd: ROOT, stdio: 'inherit', env: process.env });
}

/**
 * Builds what the end-to-end test runs when it is missing or older than its sources (the console's
 * own and every `packages/<name>/src`): the console
 * (`pnpm --filter @console/example-console build`) and the server (`pnpm --filter @console/core
 * build && pnpm --filter @console/server build`). `E2E_SKIP_BUILD=1` only checks that both exist.
 */
export function ensureBuilt(): void {
  const sources = (...paths: string[]) => Math.max(...paths.map((path) => newestMtime(join(ROOT, path))));
  // Every workspace package's source counts: the console bundles them through the source condition.
  const packageSources = readdirSync(join(ROOT, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(ROOT, 'packages', entry.name, 'src')))
    .map((entry) => `packages/${entry.name}/src`);
  const consoleStale =
    builtAt(join(CONSOLE_DIST, 'index.html')) <
    sources('examples/console/src', 'examples/console/index.html', ...packageSources);
  const serverStale = builtAt(SERVER_MAIN) < sources(...packageSources);
  if (process.env.E2E_SKIP_BUILD === '1') {
    if (!existsSync(join(CONSOLE_DIST, 'index.html')) || !existsSync(SERVER_MAIN)) {
      throw new Error(
        'The end-to-end test needs the built console and server: run `pnpm --filter @console/example-console build` and `pnpm --filter @console/core build && pnpm --filter @console/server build`.',
      );
    }
    return;
  }
  if (serverStale) {
    run(['--filter', '@console/core', 'build']);
    run(['--filter', '@console/server', 'build']);
  }
  if (consoleStale) run(['--filter', '@console/example-console', 'build']);
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A started server: its base URL, its output, and a stop function. */
export interface StartedServer {
  baseUrl: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts `node packages/server/dist/main.js` on a free loopback port with a fresh DATA_DIR and the
 * built console as its static folder, and waits until `/ws/auth/session` answers.
 */
export async function startServer(options: { seedDevices?: number } = {}): Promise<StartedServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CONSOLE_STATIC_DIR: CONSOLE_DIST,
      LOG_LEVEL: 'warn',
      ...(options.seedDevices === undefined ? {} : { SEED_DEVICES: String(options.seedDevices) }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    log += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    log += String(chunk);
  });
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${log}`);
    try {
      const answer = await fetch(`${baseUrl}/ws/auth/session`);
      if (answer.status === 401 || answer.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer within 120 s:\n${log}`);
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  return {
    baseUrl,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
