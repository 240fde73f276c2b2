// `pnpm bench` (scripts/bench.mjs runs every packages/*/bench/*.bench.mjs): the automation library
// with 10,000 automations in headless Chromium. Prints:
//   automation.table.firstPaint   navigation start → the frame after the first rows are painted
//   automation.table.sortToPaint  click on the Name header → the frame after the re-sorted rows
//   automation.table.filterToPaint  choosing an OS filter value → the frame after the filtered rows
//   automation.table.searchToPaint  typing in the search box → the frame after the matching rows
// Each figure is the median of several runs. Budgets (001 issue): first rows ≤ 300 ms, filter or
// sort to next paint ≤ 100 ms; a figure over its budget is flagged and the script exits 1.
import { buildPage } from './build-page.mjs';
import { openHarness } from './harness.mjs';

const RUNS = 5;
const budgets = { firstPaint: 300, sortToPaint: 100, filterToPaint: 100, searchToPaint: 100 };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (!process.argv.includes('--no-page-build')) await buildPage();
const harness = await openHarness();
const figures = { firstPaint: [], sortToPaint: [], filterToPaint: [], searchToPaint: [] };

/** In the page: runs `act`, waits until the first row changes, then for the frame after its paint. */
const measureInPage = async (page, act) =>
  page.evaluate(async (action) => {
    const firstRow = () => document.querySelector('tbody tr[data-row-id]')?.getAttribute('data-row-id') ?? null;
    const before = firstRow();
    const changed = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (firstRow() !== before) {
          observer.disconnect();
          resolve();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    const start = performance.now();
    if (action.kind === 'click') {
      const target = [...document.querySelectorAll(action.selector)].find((el) => el.textContent?.trim().startsWith(action.text));
      target?.click();
    } else {
      const input = document.querySelector(action.selector);
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(input, action.text);
      input?.dispatchEvent(new Event('input', { bubbles: true }));
    }
    await changed;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - start;
  }, act);

for (let run = 0; run < RUNS; run += 1) {
  const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(harness.url('story=TenThousand&bench=1'));
  await page.waitForFunction(() => window.__bench?.firstPaint !== undefined, null, { timeout: 30_000 });
  figures.firstPaint.push(await page.evaluate(() => window.__bench.firstPaint));

  figures.sortToPaint.push(await measureInPage(page, { kind: 'click', selector: 'thead button', text: 'Name' }));
  // Second click: descending, a different first row again.
  figures.sortToPaint.push(await measureInPage(page, { kind: 'click', selector: 'thead button', text: 'Name' }));

  await page.getByRole('button', { name: 'Filter OS' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Linux' }).waitFor();
  figures.filterToPaint.push(await measureInPage(page, { kind: 'click', selector: '[role="menuitemcheckbox"]', text: 'Linux' }));
  await page.keyboard.press('Escape');

  figures.searchToPaint.push(await measureInPage(page, { kind: 'input', selector: 'input[type="search"]', text: 'inventory' }));
  await page.close();
}
await harness.close();

let over = false;
for (const [name, values] of Object.entries(figures)) {
  const value = median(values);
  console.log(`automation.table.${name}: ${Math.round(value)} ms`);
  if (value > budgets[name]) {
    over = true;
    console.log(`automation.table.${name}: over its budget of ${budgets[name]} ms`);
  }
}
if (over) process.exitCode = 1;
