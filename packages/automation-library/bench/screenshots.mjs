// Screenshots of the table and every modal state, in the light and the dark theme, into
// /work/main/screenshots/automation (or the folder given as the first argument), named
// `<state>-light.png` and `<state>-dark.png`.
// Run: node bench/screenshots.mjs [dir] [--no-build] [state ...]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openHarness } from '../../../scripts/bench/story-page.mjs';
import { buildPage, outDir } from './build-page.mjs';

const args = process.argv.slice(2);
const positional = args.filter((a) => !a.startsWith('--'));
const dir = positional[0]?.includes('/')
  ? positional[0]
  : new URL('../../../screenshots/automation/', import.meta.url).pathname;
const only = positional.filter((a) => !a.includes('/'));
mkdirSync(dir, { recursive: true });
if (!args.includes('--no-build')) await buildPage();
const harness = await openHarness(outDir);
const page = await harness.browser.newPage({ viewport: { width: 1280, height: 860 } });
page.on('pageerror', (error) => console.error('pageerror', error.message));

/** Waits for the page's finite animations (dialogs fading in) to end; spinners turn forever. */
const settle = () =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/** [state name, story, what to do before the shot] */
const states = [
  ['Scripts', 'Scripts'],
  ['UnderReview', 'UnderReview'],
  ['TemplateLibrary', 'TemplateLibrary'],
  ['Loading', 'Loading'],
  ['Empty', 'Empty'],
  ['LoadError', 'LoadError'],
  ['ReadOnly', 'ReadOnly'],
  ['GlobalMenu', 'Scripts', () => page.getByRole('button', { name: 'Add' }).click()],
  ['RowActions', 'Scripts', () => page.getByRole('button', { name: 'Actions for Clear Temp Files' }).click()],
  ['OsFilter', 'Scripts', () => page.getByRole('button', { name: 'Filter OS' }).click()],
  [
    'Columns',
    'Scripts',
    async () => {
      await page.getByRole('button', { name: 'Columns' }).click();
      await page.getByRole('menuitemcheckbox', { name: 'Created by' }).click();
      await page.getByRole('menuitemcheckbox', { name: 'Last updated', exact: true }).click();
    },
  ],
  ['InstallNew', 'New'],
  ['InstallErrors', 'New', () => page.getByRole('button', { name: 'Save' }).click()],
  ['InstallEdit', 'Edit'],
  ['InstallAdditional', 'Edit', () => page.getByRole('tab', { name: 'Additional Settings' }).click()],
  ['InstallCategories', 'New', () => page.getByRole('combobox', { name: 'Categories' }).click()],
  ['InstallSaveFails', 'SaveFails'],
  ['InstallUploading', 'UploadHeld'],
  ['FileTransferNew', 'NewFileTransfer'],
  [
    'FileTransferErrors',
    'NewFileTransfer',
    async () => {
      await page.getByRole('textbox', { name: 'Destination path' }).fill('C:/Temp');
      await page.getByRole('button', { name: 'Save' }).click();
    },
  ],
  ['FileTransferEditZip', 'EditZipFileTransfer'],
  ['RunApplicationNew', 'NewRunApplication'],
  ['RunApplicationEdit', 'EditRunApplication'],
  ['UploadingFiles', 'UploadingFiles'],
  ['UploadFailed', 'UploadFailed'],
  ['AutomationProcessing', 'AutomationProcessing'],
  ['ApplyParameters', 'ApplyParameters'],
  ['ApplyParametersErrors', 'ApplyParameters', () => page.getByRole('button', { name: 'Apply' }).click()],
  ['RunBuiltIn', 'RunBuiltIn'],
  ['Picker', 'Picker'],
  ['Copy', 'Copy'],
  ['Categories', 'Categories'],
  ['Delete', 'Delete'],
  ['DeleteInUse', 'DeleteInUse', () => page.getByRole('button', { name: 'Delete' }).click()],
];

for (const [name, story, act] of states) {
  if (only.length > 0 && !only.includes(name)) continue;
  for (const theme of ['light', 'dark']) {
    await page.goto(harness.url(`story=${story}&theme=${theme}`));
    await page.waitForTimeout(700);
    if (act) {
      await act();
      await page.waitForTimeout(400);
    }
    await settle();
    await page.screenshot({ path: join(dir, `${name}-${theme}.png`) });
    console.log(`screenshot ${name}-${theme}`);
  }
}
await harness.close();
