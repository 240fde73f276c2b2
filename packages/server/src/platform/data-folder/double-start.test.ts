/**
 * One server per data folder, proven with real server processes (src/main.ts under tsx) on
 * loopback ports and one embedded (PGlite) data folder: a second server on another port, or on the
 * same port, is refused before it opens the database and names the first; the first keeps serving;
 * after `kill -9` of the first, the next start takes over the stale lock and the data opens with
 * every acknowledged write; a clean shutdown removes the lock. Files in the folder are owner-only
 * and the key lives outside it (SECRET_KEY_FILE). Waits poll with a bounded timeout; nothing is
 * timed. The embedded database only: PostgreSQL needs no folder lock.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../seed/users';
import { databaseKind } from '../../test/helpers';

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Polls `check` every 100 ms; fails after `timeoutMs` naming what it waited for. */
async function until(check: () => boolean, what: string, timeoutMs = 110_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** Every file and folder under `dir` whose mode lets group or others in, as `mode path`. */
async function looseEntries(dir: string): Promise<string[]> {
  const loose: string[] = [];
  const visit = async (path: string) => {
    const info = await lstat(path);
    if (info.isSymbolicLink()) return;
    if (info.mode & 0o077) loose.push(`${(info.mode & 0o777).toString(8)} ${path}`);
    if (info.isDirectory()) for (const name of await readdir(path)) await visit(join(path, name));
  };
  await visit(dir);
  return loose;
}

/** A cookie-keeping client of one server over real HTTP. */
class HttpAgent {
  private readonly cookies = new Map<string, string>();
  constructor(private base: string) {}

  /** Points the same cookies at another server (the restarted one). */
  useBase(base: string): void {
    this.base = base;
  }

  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${this.base}/ws${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(method === 'GET' ? {} : { 'x-csrf-token': this.cookies.get('console_csrf') ?? '' }),
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        origin: this.base,
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }
}

describe.skipIf(databaseKind !== 'pglite')('given one data folder and real server processes', () => {
  let root: string;
  let dataDir: string;
  let keyFile: string;
  /** The port the first server bound (each start asks for port 0 unless told). */
  let portA: number;
  const children: ChildProcess[] = [];
  let first: Started;
  let admin: HttpAgent;
  let organizationId: number;

  function start(port = 0): Started {
    let output = '';
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@console/source', 'src/main.ts'],
      {
        cwd: serverRoot,
        env: {
          ...process.env,
          DATABASE_URL: '',
          CONSOLE_ROLE: '',
          SECRET_KEY: '',
          SECRET_KEY_FILE: keyFile,
          DATA_DIR: dataDir,
          PORT: String(port),
          HOST: '127.0.0.1',
          SEED_DEVICES: '20',
          MALWARE_SCAN_CLAMAV: 'off',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    children.push(child);
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      output += String(chunk);
    });
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    return { child, output: () => output, exited };
  }

  /** Waits for the start-up lines; returns the port the server bound. */
  async function ready(server: Started): Promise<number> {
    const address = /Console server \(API and jobs\) on http:\/\/127\.0\.0\.1:(\d+)/;
    await until(() => address.test(server.output()) || server.child.exitCode !== null, 'the server to start');
    expect(server.child.exitCode, server.output()).toBeNull();
    return Number(server.output().match(address)?.[1]);
  }

  async function refused(server: Started): Promise<string> {
    const code = await server.exited;
    expect(code, server.output()).toBe(1);
    return server.output();
  }

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'console-data-folder-'));
    dataDir = join(root, 'data');
    await mkdir(join(root, 'keys'), { mode: 0o700 });
    keyFile = join(root, 'keys', 'secret.key');
    await writeFile(keyFile, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  });

  afterAll(async () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    if (root) await rm(root, { recursive: true, force: true });
  }, 30_000);

  it('starts on a fresh folder: every file owner-only, the key outside, the lock naming it', async () => {
    first = start();
    portA = await ready(first);
    expect(await looseEntries(dataDir)).toEqual([]);
    expect(existsSync(join(dataDir, 'secret.key'))).toBe(false);
    const lock = JSON.parse(readFileSync(join(dataDir, 'server.lock'), 'utf8'));
    expect(lock).toMatchObject({ pid: first.child.pid, port: portA, role: 'all' });
  }, 120_000);

  it('refuses a second server on another port, naming the first, which keeps working', async () => {
    admin = new HttpAgent(`http://127.0.0.1:${portA}`);
    const user = DEMO_USERS.admin;
    const password = await admin.send('POST', '/auth/login', { email: user.email, password: user.password });
    expect(password.body?.resultCode).toBe('MFA_REQUIRED');
    const code = generateSync({ secret: user.mfaSecret as string, epoch: Math.floor(Date.now() / 1000) });
    const signedIn = await admin.send(
      'POST',
      '/mfa/auth/login',
      { email: user.email, password: user.password },
      { 'x-mfa-code': code },
    );
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const created = await admin.send('POST', '/client', {
      name: 'Lock Test Org',
      locations: [{ name: 'HQ' }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    organizationId = created.body.clientId;

    const second = await refused(start());
    expect(second).toContain(`The data folder ${dataDir} is in use by another server`);
    expect(second).toContain(`pid ${first.child.pid}`);
    expect(second).toContain(`port ${portA}`);
    expect(second).not.toContain('Console server');

    expect(first.child.exitCode).toBeNull();
    const read = await admin.send('GET', `/client/${organizationId}`);
    expect(read.status).toBe(200);
    expect(read.body.client.name).toBe('Lock Test Org');
  }, 120_000);

  it('refuses a second server on the same port at the lock, before it opens the database', async () => {
    const second = await refused(start(portA));
    expect(second).toContain(`is in use by another server (pid ${first.child.pid}`);
    expect(second).not.toMatch(/EADDRINUSE|address already in use|seeded|migrat/i);
    expect((await admin.send('GET', `/client/${organizationId}`)).status).toBe(200);
  }, 120_000);

  it('after kill -9 of the first, the next start takes the stale lock over and the data opens', async () => {
    first.child.kill('SIGKILL');
    await first.exited;
    expect(JSON.parse(readFileSync(join(dataDir, 'server.lock'), 'utf8')).pid).toBe(first.child.pid);

    const next = start();
    admin.useBase(`http://127.0.0.1:${await ready(next)}`);
    expect(next.output()).toContain(`took over the lock a stopped server left (pid ${first.child.pid}`);
    expect(JSON.parse(readFileSync(join(dataDir, 'server.lock'), 'utf8')).pid).toBe(next.child.pid);
    const read = await admin.send('GET', `/client/${organizationId}`);
    expect(read.status).toBe(200);
    expect(read.body.client.name).toBe('Lock Test Org');

    // A clean stop removes the lock and leaves the folder owner-only.
    next.child.kill('SIGTERM');
    expect(await next.exited, next.output()).toBe(0);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    expect(await looseEntries(dataDir)).toEqual([]);
  }, 240_000);
});
