// Temporary profiling script (not committed): builds the bench page unminified and profiles actions.
import { createReadStream, existsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { pageDir } from './build-page.mjs';
import { chromiumArgs } from './harness.mjs';

const outDir = '/tmp/alprof/dist/';
if (!process.argv.includes('--no-build'))
  await build({
    root: pageDir,
    base: './',
    logLevel: 'warn',
    configFile: false,
    plugins: [vanillaExtractPlugin(), react()],
    resolve: { conditions: ['@console/source', 'module', 'browser', 'production'] },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { outDir, emptyOutDir: true, sourcemap: false, minify: false, chunkSizeWarningLimit: 8000 },
  });
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((req, res) => {
  let file = join(outDir, new URL(req.url, 'http://x').pathname);
  if (!existsSync(file) || file.endsWith('/')) file = join(outDir, 'index.html');
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });

function summarize(profile, name) {
  const self = new Map();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas;
  const counts = new Map();
  profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
  for (const [id, us] of counts) {
    const n = byId.get(id);
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + us);
  }
  // Inclusive time per function.
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const incl = new Map();
  for (const [id, us] of counts) {
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const n = byId.get(cur);
      const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
      if (seen.has(key)) continue;
      seen.add(key);
      incl.set(key, (incl.get(key) ?? 0) + us);
    }
  }
  console.log('-- inclusive');
  for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log(`${(v / 1000).toFixed(1).padStart(7)}  ${k}`);
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`== ${name}: ${(total / 1000).toFixed(0)} ms sampled`);
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`${(v / 1000).toFixed(1).padStart(7)}  ${k}`);
  writeFileSync(`/tmp/alprof/${name}.cpuprofile`, JSON.stringify(profile));
}
const { port } = server.address();
await cdp.send('Profiler.start');
await page.goto(`http://127.0.0.1:${port}/?story=${process.env.STORY ?? "TenThousand"}&bench=1`);
if (process.env.STORY) await page.waitForTimeout(1500); else await page.waitForFunction(() => window.__bench?.firstPaint !== undefined, null, { timeout: 30000 });
summarize((await cdp.send('Profiler.stop')).profile, 'firstPaint');
console.log('firstPaint', await page.evaluate(() => JSON.stringify({ fp: window.__bench.firstPaint, s: window.__bench.start, t: window.__t })));
if (process.env.ONLYFP) { await browser.close(); server.close(); process.exit(0); }
const header = page.getByRole('columnheader', { name: 'Name' }).getByRole('button');
await page.waitForTimeout(500);
await cdp.send('Profiler.start');
await header.click();
await page.waitForTimeout(400);
summarize((await cdp.send('Profiler.stop')).profile, 'sort');
await page.getByRole('button', { name: 'Filter OS' }).click();
await page.waitForTimeout(300);
await cdp.send('Profiler.start');
await page.getByRole('menuitemcheckbox', { name: 'Linux' }).click();
await page.waitForTimeout(400);
summarize((await cdp.send('Profiler.stop')).profile, 'filter');
await page.keyboard.press('Escape');
await cdp.send('Profiler.start');
await page.getByRole('searchbox', { name: 'Search' }).fill('inventory');
await page.waitForTimeout(400);
summarize((await cdp.send('Profiler.stop')).profile, 'search');
await browser.close();
server.close();
