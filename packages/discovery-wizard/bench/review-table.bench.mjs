// `pnpm bench` (scripts/bench.mjs runs every packages/*/bench/*.bench.mjs): the network discovery
// wizard's review table with 65,536 discovered devices (a /16), virtualized, in headless Chromium.
// Prints:
//   discovery.review.firstPaint     story mount (store, review model, table; the 65,536 results are
//                                   built before) → the frame after the first rows
//   discovery.review.filterToPaint  choosing a Type filter → the frame after the filtered rows
// Each figure is the median of several runs. Budgets (issue 11): first paint ≤ 300 ms, filter ≤
// 100 ms. A figure over its budget is flagged; BENCH_STRICT=1 then exits 1.
import { openHarness } from '../../../scripts/bench/story-page.mjs';
import { buildPage, outDir } from './build-page.mjs';

const RUNS = 3;
const budgets = { firstPaint: 300, filterToPaint: 100 };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (!process.argv.includes('--no-page-build')) await buildPage();
const harness = await openHarness(outDir);
const figures = { firstPaint: [], filterToPaint: [] };

/** Arms a watcher for the row count or first row changing after the next user event; answers ms. */
async function measure(page, act) {
  await page.evaluate(() => {
    window.__measure = new Promise((resolve, reject) => {
      const rows = () =>
        `${document.querySelector('tbody tr[data-row-id]')?.getAttribute('data-row-id')}|${document.querySelector('table')?.getAttribute('aria-rowcount')}`;
      const before = rows();
      let start = null;
      const onEvent = (event) => {
        start ??= event.timeStamp;
      };
      for (const type of ['pointerdown', 'keydown', 'input'])
        document.addEventListener(type, onEvent, { capture: true, once: true });
      const timer = setTimeout(() => reject(new Error('no change within 10 s')), 10_000);
      const observer = new MutationObserver(() => {
        if (rows() === before) return;
        observer.disconnect();
        requestAnimationFrame(() =>
          setTimeout(() => {
            clearTimeout(timer);
            resolve(performance.now() - (start ?? performance.now()));
          }, 0),
        );
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    });
  });
  await act();
  return page.evaluate(() => window.__measure);
}

for (let run = 0; run < RUNS; run += 1) {
  const page = await harness.browser.newPage({ viewport: { width: 1280, height: 1000 } });
  await page.goto(harness.url('story=LargeReview&bench=1'));
  await page.waitForFunction(() => window.__bench?.firstPaint !== undefined, null, { timeout: 60_000 });
  figures.firstPaint.push(await page.evaluate(() => window.__bench.firstPaint));
  const type = page.getByRole('combobox', { name: 'Type' });
  for (const choice of ['Offline devices', 'All responding']) {
    await type.click();
    const option = page.getByRole('option', { name: choice });
    await option.waitFor();
    figures.filterToPaint.push(await measure(page, () => option.click()));
  }
  await page.close();
}
await harness.close();

let over = false;
for (const [name, values] of Object.entries(figures)) {
  const value = median(values);
  console.log(`discovery.review.${name}: ${Math.round(value)} ms`);
  if (value > budgets[name]) {
    over = true;
    console.log(`discovery.review.${name}: over its budget of ${budgets[name]} ms`);
  }
}
const { loadavg, cpus } = await import('node:os');
console.log(`discovery.review.loadAverage: ${loadavg()[0].toFixed(1)} on ${cpus().length} CPUs`);
if (over && process.env.BENCH_STRICT === '1') process.exitCode = 1;
