// The set-up every end-to-end file shares: the built server with its seeded demo, and Chromium.
import { mkdirSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM_ARGS, SCREENSHOTS } from './browser';
import { ensureBuilt, type StartedServer, startServer } from './server';

/** The running server and browser of an end-to-end file (set once `beforeAll` has run). */
export interface E2eEnvironment {
  /** The built server, serving the built console, on a free loopback port. */
  readonly server: StartedServer;
  /** Headless Debian Chromium (`CHROMIUM_PATH` to use another). */
  readonly browser: Browser;
}

/**
 * Registers the file's `beforeAll` (build when needed, start the server with `seedDevices` demo
 * devices, launch Chromium, make the screenshots folder) and `afterAll` (close both).
 * @example const env = setupE2eEnvironment({ seedDevices: 40 }); // then env.server.baseUrl, env.browser
 */
export function setupE2eEnvironment(options: { seedDevices: number }): E2eEnvironment {
  let server: StartedServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    ensureBuilt();
    mkdirSync(SCREENSHOTS, { recursive: true });
    server = await startServer({ seedDevices: options.seedDevices });
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
  }, 900_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The e2e ${what} is not started yet (used before beforeAll?)`);
    return value;
  };
  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}
