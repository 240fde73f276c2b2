// The browser benches' shared pieces: a package's bench/page (its stories behind `?story=`) built
// with Vite into bench/page/dist, served on loopback and opened in headless Chromium
// (playwright-core, /usr/bin/chromium). Each package's bench/build-page.mjs names its folder.
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/** Chromium's flags here: headless, and no background connections (the network is closed). */
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

/**
 * The story page of the bench folder holding `buildPageUrl` (a build-page.mjs's `import.meta.url`):
 * its folders and `buildPage()`, a production Vite build from the packages' sources.
 */
export function storyPage(buildPageUrl) {
  const pageDir = fileURLToPath(new URL('./page/', buildPageUrl));
  const outDir = fileURLToPath(new URL('./page/dist/', buildPageUrl));
  async function buildPage() {
    await build({
      root: pageDir,
      base: './',
      logLevel: 'warn',
      configFile: false,
      plugins: [vanillaExtractPlugin(), react()],
      resolve: { conditions: ['@console/source', 'module', 'browser', 'production'] },
      define: { 'process.env.NODE_ENV': '"production"' },
      build: { outDir, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 4000 },
    });
  }
  return { pageDir, outDir, buildPage };
}

/** Serves `outDir` on 127.0.0.1 and starts Chromium; answers `{ url(query), browser, close() }`. */
export async function openHarness(outDir) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(outDir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(outDir) || !existsSync(file)) file = join(outDir, 'index.html');
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  return {
    browser,
    url: (query) => `http://127.0.0.1:${port}/?${query}`,
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
