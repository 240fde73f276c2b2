/**
 * End to end: the partner portal (a plain page, no React app of its own, no console router) built
 * with Vite and served by `vite preview` under its strict Content-Security-Policy, proxying `/ws` to
 * the built reference server with its seeded demo; driven in Debian's headless Chromium. The
 * widget is mounted with `mount()`, finds a seeded device, and hands routes to the portal.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const PORTAL = join(ROOT, 'examples/partner-portal');
const SERVER_MAIN = join(ROOT, 'packages/server/dist/main.js');
const SCREENSHOTS = join(ROOT, 'screenshots');
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

const builtAt = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const pnpm = (args: string[]) => execFileSync('pnpm', args, { cwd: ROOT, stdio: 'inherit' });

/** Builds the server and the portal when missing or older than their sources. */
function ensureBuilt(): void {
  const sources = (...paths: string[]) => Math.max(...paths.map((path) => newest(join(ROOT, path))));
  if (builtAt(SERVER_MAIN) < sources('packages/server/src', 'packages/core/src')) {
    pnpm(['--filter', '@console/core', 'build']);
    pnpm(['--filter', '@console/server', 'build']);
  }
  const portalStale =
    builtAt(join(PORTAL, 'dist/index.html')) <
    sources(
      'examples/partner-portal/src',
      'examples/partner-portal/index.html',
      'packages/search/src',
      'packages/monitor-wizards/src',
      'packages/ui/src',
      'packages/core/src',
    );
  if (portalStale) pnpm(['--filter', '@console/example-partner-portal', 'build']);
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

interface Child {
  process: ChildProcess;
  log: () => string;
}

function start(command: string, args: string[], env: Record<string, string>, cwd = ROOT): Child {
  let log = '';
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    log += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    log += String(chunk);
  });
  return { process: child, log: () => log };
}

async function waitFor(url: string, child: Child, ok: (status: number) => boolean): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.process.exitCode !== null)
      throw new Error(`exited with ${child.process.exitCode}:\n${child.log()}`);
    try {
      if (ok((await fetch(url)).status)) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within 120 s:\n${child.log()}`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

async function stop(child: Child | undefined): Promise<void> {
  if (!child || child.process.exitCode !== null) return;
  const exited = new Promise((done) => child.process.once('exit', done));
  child.process.kill('SIGTERM');
  const timer = setTimeout(() => child.process.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

let server: Child | undefined;
let portal: Child | undefined;
let dataDir: string | undefined;
let portalUrl = '';
let browser: Browser | undefined;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  ensureBuilt();
  const apiPort = await freePort();
  const portalPort = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  server = start(process.execPath, [SERVER_MAIN], {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  await waitFor(
    `http://127.0.0.1:${apiPort}/ws/auth/session`,
    server,
    (status) => status === 401 || status === 200,
  );
  portal = start(
    'pnpm',
    ['exec', 'vite', 'preview', '--port', String(portalPort), '--strictPort', '--host', '127.0.0.1'],
    { CONSOLE_API_TARGET: `http://127.0.0.1:${apiPort}` },
    PORTAL,
  );
  portalUrl = `http://127.0.0.1:${portalPort}`;
  await waitFor(portalUrl, portal, (status) => status === 200);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
});

afterAll(async () => {
  await browser?.close();
  await stop(portal);
  await stop(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('the partner portal', () => {
  it('signs in and mounts the search widget into its own header', async () => {
    await page.goto(portalUrl);
    await page.getByLabel('Email').fill('tech@demo.console');
    await page.getByLabel('Password').fill('Demo-Tech-2026!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.locator('#portal-user').textContent()).toContain('Tech');
    await expect.poll(() => page.getByRole('combobox', { name: 'Search' }).count()).toBe(1);
    // The session check before sign-in answers 401 (the browser logs it); nothing else may fail.
    expect(pageErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
    pageErrors.length = 0;
  });

  it("mounts a policy's image manager with mount(el) and from its React island", async () => {
    const card = page.locator('#portal-image-manager');
    await card.getByRole('button', { name: 'Open image manager', exact: true }).click();
    await card.getByRole('heading', { name: 'Managed folders' }).waitFor();
    expect(await card.locator('p').first().textContent()).toMatch(/^Policy: /);
    await card.getByRole('button', { name: 'Open image manager (React)' }).click();
    await card.getByRole('heading', { name: 'Managed folders' }).waitFor();
    await expect.poll(() => card.getByRole('heading', { name: 'Managed folders' }).count()).toBe(1);
    expect(pageErrors, pageErrors.join('\n')).toEqual([]);
  });

  it('finds a seeded device by its name and hands its dashboard route to the portal', async () => {
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.click();
    await box.fill('srv');
    const option = page.getByRole('option').first();
    await option.waitFor();
    const name = (await option.locator('span span').first().textContent()) ?? '';
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, 'portal-01-popover.png') });
    expect(name.length).toBeGreaterThan(0);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.locator('#portal-opened').waitFor();
    expect(await page.locator('.portal-route').textContent()).toMatch(/^\/[a-zA-Z]+\/\d+\/overview$/);
  });

  it('opens the full results page in the portal on Enter, under its strict Content-Security-Policy', async () => {
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('devices: srv');
    await expect.poll(() => page.getByRole('button', { name: 'Remove filter Devices' }).count()).toBe(1);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Search results' }).waitFor();
    await page.getByRole('button', { name: 'Filter: Devices' }).waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(2);
    await page.screenshot({ path: join(SCREENSHOTS, 'portal-02-results.png') });
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(csp).toContain("script-src 'self'");
    expect(pageErrors, pageErrors.join('\n')).toEqual([]);
  });
});
