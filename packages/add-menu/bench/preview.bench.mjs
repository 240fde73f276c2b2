// `pnpm bench` (scripts/bench.mjs runs every packages/*/bench/*.bench.mjs): the unmanaged CSV
// 'Import Wizard (Preview)' of 10,000 rows (100 invalid) in headless Chromium. Prints
//   unmanaged.preview.firstPaint  mounting the wizard → the frame after its first rows are painted
//   unmanaged.preview.renderedRows  how many rows are in the DOM (virtualized)
// The median of 5 runs; budget ≤ 300 ms (issue 10), flagged when over; BENCH_STRICT=1 exits 1 then.
// (The wizard is loaded only when a file is previewed; here its story renders it directly.)
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { buildPage, outDir } from './build-page.mjs';

const RUNS = 5;
const BUDGET = 300;
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
  const paints = [];
  let rows = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`http://127.0.0.1:${port}/?story=${process.env.BENCH_STORY ?? 'PreviewWithErrors'}`);
    await page.waitForFunction(() => window.__bench?.firstPaint !== undefined, undefined, {
      timeout: 20_000,
    });
    const figures = await page.evaluate(() => window.__bench);
    paints.push(figures.firstPaint);
    rows = figures.rows;
    await page.close();
  }
  const median = [...paints].sort((a, b) => a - b)[Math.floor(paints.length / 2)];
  const over = median > BUDGET;
  console.log(
    `unmanaged.preview.firstPaint: ${median.toFixed(0)} ms${over ? ` (over the ${BUDGET} ms budget)` : ''}`,
  );
  console.log(`unmanaged.preview.renderedRows: ${rows} rows in the DOM`);
  if (over && process.env.BENCH_STRICT === '1') process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
}
