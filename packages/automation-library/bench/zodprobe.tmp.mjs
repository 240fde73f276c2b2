import { openHarness } from '/work/main/packages/automation-library/bench/harness.mjs';
const h = await openHarness();
const res = {};
for (let i = 0; i < 6; i++) for (const w of ['light', 'prewarm']) {
  const page = await h.browser.newPage();
  await page.goto(h.url(`story=${w === 'prewarm' ? 'ProbeZodWarm' : 'ProbeZod'}&which=${w}`));
  await page.waitForFunction(() => window.__zod !== undefined);
  const z = await page.evaluate(() => window.__zod);
  (res[w] ??= []).push(z);
  await page.close();
}
const med = (a) => [...a].sort((x, y) => x - y)[a.length >> 1].toFixed(1);
for (const [w, l] of Object.entries(res)) console.log(w.padEnd(8), 'cold', med(l.map((z) => z.cold)), 'warm', med(l.map((z) => z.warm)));
await h.close();
