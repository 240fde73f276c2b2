// `pnpm bench` (scripts/bench.mjs runs every packages/*/bench/*.bench.mjs): with 2,000 cloud
// monitors behind a fake API, in headless Chromium. Prints
//   monitorWizards.list.2000.firstPaint        GET /cloudmonitor (2,000 summaries, validated) → rows painted
//   monitorWizards.editWizard.2000.firstPaint  mounting the wizard in edit mode → its Setup page painted
// The median of 5 runs each; budget ≤ 200 ms (issue 12), flagged when over; BENCH_STRICT=1 exits 1 then.
import { openHarness } from '../../../scripts/bench/story-page.mjs';
import { buildPage, outDir } from './build-page.mjs';

const RUNS = 5;
const BUDGET = 200;

if (!process.argv.includes('--no-page-build')) await buildPage();
const harness = await openHarness(outDir);
try {
  for (const [mode, figure] of [
    ['list', 'monitorWizards.list.2000.firstPaint'],
    ['edit', 'monitorWizards.editWizard.2000.firstPaint'],
  ]) {
    const paints = [];
    for (let run = 0; run < RUNS; run += 1) {
      const page = await harness.browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.goto(harness.url(`mode=${mode}`));
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
  await harness.close();
}
