// Takes screenshots of the table and each modal state into /work/main/screenshots/automation-library
// (or the folder given as the first argument). Run: node bench/screenshots.mjs [dir] [--no-build]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildPage } from './build-page.mjs';
import { openHarness } from './harness.mjs';

const dir =
  process.argv[2] && !process.argv[2].startsWith('--')
    ? process.argv[2]
    : new URL('../../../screenshots/automation-library/', import.meta.url).pathname;
mkdirSync(dir, { recursive: true });
if (!process.argv.includes('--no-build')) await buildPage();
const harness = await openHarness();
const page = await harness.browser.newPage({ viewport: { width: 1280, height: 860 } });
page.on('pageerror', (error) => console.error('pageerror', error.message));

const shots = [
  ['Scripts', null],
  ['UnderReview', null],
  ['TemplateLibrary', null],
  ['Empty', null],
  ['LoadError', null],
  ['New', null],
  ['Edit', null],
  ['NewFileTransfer', null],
  ['EditZipFileTransfer', null],
  ['NewRunApplication', null],
  ['UploadingFiles', null],
  ['AutomationProcessing', null],
  ['ApplyParameters', null],
  ['RunBuiltIn', null],
  ['Picker', null],
  ['Copy', null],
  ['Categories', null],
  ['Delete', null],
];
const only = process.argv.filter((a) => !a.startsWith('--')).slice(3);
for (const [story] of shots) {
  if (only.length > 0 && !only.includes(story)) continue;
  await page.goto(harness.url(`story=${story}`));
  await page.waitForTimeout(900);
  await page.screenshot({ path: join(dir, `${story}.png`) });
  console.log(`screenshot ${story}`);
}
// Interactive states.
const interact = async (story, name, act) => {
  if (only.length > 0 && !only.includes(name)) return;
  await page.goto(harness.url(`story=${story}`));
  await page.waitForTimeout(700);
  await act();
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(dir, `${name}.png`) });
  console.log(`screenshot ${name}`);
};
await interact('New', 'InstallErrors', async () => {
  await page.getByRole('button', { name: 'Save' }).click();
});
await interact('Scripts', 'GlobalMenu', async () => {
  await page.getByRole('button', { name: 'Add' }).click();
});
await interact('Scripts', 'RowActions', async () => {
  await page.getByRole('button', { name: 'Actions for Clear Temp Files' }).click();
});
await interact('Scripts', 'OsFilter', async () => {
  await page.getByRole('button', { name: 'Filter OS' }).click();
});
await interact('NewFileTransfer', 'FileTransferErrors', async () => {
  await page.getByLabel('Destination path').fill('C:/Temp');
  await page.getByRole('button', { name: 'Save' }).click();
});
await interact('Edit', 'InstallAdditional', async () => {
  await page.getByRole('tab', { name: 'Additional Settings' }).click();
});
// The dark theme.
for (const story of ['Scripts', 'Edit']) {
  if (only.length > 0 && !only.includes(`${story}Dark`)) continue;
  await page.goto(harness.url(`story=${story}&theme=dark`));
  await page.waitForTimeout(900);
  await page.screenshot({ path: join(dir, `${story}Dark.png`) });
  console.log(`screenshot ${story}Dark`);
}
await harness.close();
