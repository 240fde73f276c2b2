// `pnpm bench` (scripts/bench.mjs runs every packages/*/bench/*.bench.mjs): with 2,000 cloud
// monitors behind a fake API, in headless Chromium. Prints
//   monitorWizards.list.2000.firstPaint        GET /cloudmonitor (2,000 summaries, validated) → rows painted
//   monitorWizards.editWizard.2000.firstPaint  mounting the wizard in edit mode → its Setup page painted
// The median of 5 runs each; budget ≤ 200 ms (issue 12), flagged when over; BENCH_STRICT=1 exits 1 then.
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { buildPage, outDir } from './build-page.mjs';

const RUNS = 5;
const BUDGET = 200;
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

if (!process.argv.includes('--no-page-build')) await buildPage();
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
    /^(\.\.[/\\])+/,
    '',
  );
  const file = join(outDir, path === '/' ? 'index.html' : path);
  if (!file.startsWith(outDir) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  for (const [mode, figure] of [
    ['list', 'monitorWizards.list.2000.firstPaint'],
    ['edit', 'monitorWizards.editWizard.2000.firstPaint'],
  ]) {
    const paints = [];
    for (let run = 0; run < RUNS; run += 1) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.goto(`http://127.0.0.1:${port}/?mode=${mode}`);
      await page.waitForFunction(() => window.__bench?.firstPaint !== undefined, undefined, {
        timeout: 20_000,
      });
      paints.push(await page.evaluate(() => window.__bench.firstPaint));
      await page.close();
    }
    const median = [...paints].sort((a, b) => a - b)[Math.floor(paints.length / 2)];
    const over = median > BUDGET;
    console.log(`${figure}: ${median.toFixed(0)} ms${over ? ` (over the ${BUDGET} ms budget)` : ''}`);
    if (over && process.env.BENCH_STRICT === '1') process.exitCode = 1;
  }
} finally {
  await browser.close();
  server.close();
}
