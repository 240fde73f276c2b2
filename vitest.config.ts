import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const browserSetup = fileURLToPath(new URL('./packages/testing/src/setup-browser.ts', import.meta.url));

/** Chromium flags that keep the closed network of these machines quiet. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  // Pre-bundle what compiled styles import lazily, so the browser run never re-optimizes (and
  // reloads) in the middle of a test file.
  optimizeDeps: {
    include: [
      '@console/ui > @vanilla-extract/recipes/createRuntimeFn',
      '@console/ui > @vanilla-extract/dynamic',
      // @console/ui imports Ariakit per component (a first load holds only the components it uses).
      '@console/ui > @ariakit/react/button',
      '@console/ui > @ariakit/react/checkbox',
      '@console/ui > @ariakit/react/combobox',
      '@console/ui > @ariakit/react/dialog',
      '@console/ui > @ariakit/react/disclosure',
      '@console/ui > @ariakit/react/hovercard',
      '@console/ui > @ariakit/react/menu',
      '@console/ui > @ariakit/react/popover',
      '@console/ui > @ariakit/react/portal',
      '@console/ui > @ariakit/react/radio',
      '@console/ui > @ariakit/react/select',
      '@console/ui > @ariakit/react/store',
      '@console/ui > @ariakit/react/tooltip',
    ],
  },
  resolve: {
    conditions: ['@console/source', ...defaultClientConditions],
  },
  ssr: { resolve: { conditions: ['@console/source', ...defaultServerConditions] } },
  test: {
    // Two test files at once in every project (server files too: each has its own database, and a
    // test holds no fixed port, path or namespace name). One value for all projects, as Vitest
    // requires of projects it runs together.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'examples/*/src/**/*.test.ts'],
          exclude: ['packages/server/**', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['packages/server/src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['packages/*/src/**/*.browser.test.tsx', 'examples/*/src/**/*.browser.test.tsx'],
          setupFiles: [browserSetup],
          // vitest-browser-react must share the runner's vitest instance: never pre-bundle it.
          deps: { optimizer: { client: { exclude: ['vitest-browser-react', 'vitest'] } } },
          testTimeout: 20_000,
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            instances: [{ browser: 'chromium' }],
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['examples/*/e2e/**/*.e2e.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          pool: 'forks',
          // Two files at once (as every project): each starts its own server and browser, and most
          // of a file's time is waiting on them. A poll waits as long as a loaded machine needs.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
