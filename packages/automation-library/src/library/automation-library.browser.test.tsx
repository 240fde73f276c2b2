import { topics } from '@console/core';
import { createTestRealtime, createTestSession, expectNoAxeViolations } from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { chooseFiles, eventually, fileOf, renderWithApi, transitionsDone } from '../testing/browser';
import { FakeUploadXhr, json } from '../testing/fake-api';
import {
  makeAutomation,
  makeManyAutomations,
  sampleAutomations,
  underReviewAutomations,
} from '../testing/fixtures';
import { AutomationLibrary } from './automation-library';

const table = () => page.getByRole('table', { name: 'Automations' });
const row = (name: string) => table().getByRole('row').filter({ hasText: name });

function memoryStorage(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

const technician = (names: string[]) =>
  createTestSession({
    user: {
      sysadmin: false,
      permissions: names.map((name) => ({
        type: 'SCRIPT_CATEGORY' as const,
        name,
        entityId: null,
        nodeClass: null,
        nodeRoleId: null,
      })),
    },
  });

async function openRowMenu(name: string) {
  await row(name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  return page.getByRole('menu', { name: `Actions for ${name}` });
}

describe('given the scripts table', () => {
  it('shows Name, OS, Type and Categories by default and keeps column visibility per table', async () => {
    const storage = memoryStorage();
    await renderWithApi(<AutomationLibrary settingsStorage={storage} />);
    await expect.element(row('Clear Temp Files')).toBeVisible();
    const headers = table().getByRole('columnheader');
    await expect.element(headers.nth(0)).toHaveTextContent('Name');
    expect((await headers.all()).map((h) => h.element().textContent)).toEqual([
      'Name',
      'OS',
      'Type',
      'Categories',
      'Actions',
    ]);
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Created by' }).click();
    await expect.element(table().getByRole('columnheader', { name: 'Created by' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    expect(
      JSON.parse(storage.data.get('console.table.scripts-table.settings.visibleColumnsIds') ?? '[]'),
    ).toContain('createdBy');
    await expectNoAxeViolations(table().element().closest('[data-console-root]') as Element);
  });

  it('restores the stored columns and sort, and falls back to the defaults on broken storage', async () => {
    const storage = memoryStorage();
    storage.setItem(
      'console.table.scripts-table.settings.visibleColumnsIds',
      JSON.stringify(['os', 'createdBy', 'bogus']),
    );
    storage.setItem(
      'console.table.scripts-table.settings.initialSortBy',
      JSON.stringify([{ id: 'createdBy', desc: true }]),
    );
    const screen = await renderWithApi(<AutomationLibrary settingsStorage={storage} />);
    await expect.element(row('Clear Temp Files')).toBeVisible();
    const headers = async () =>
      (await table().getByRole('columnheader').all()).map((h) => h.element().textContent);
    expect(await headers()).toEqual(['Name', 'OS', 'Created by', 'Actions']);
    await expect
      .element(table().getByRole('columnheader', { name: 'Created by' }))
      .toHaveAttribute('aria-sort', 'descending');
    await screen.unmount();

    storage.setItem('console.table.scripts-table.settings.visibleColumnsIds', '{broken');
    storage.setItem('console.table.scripts-table.settings.initialSortBy', '{broken');
    await renderWithApi(<AutomationLibrary settingsStorage={storage} />);
    await expect.element(row('Clear Temp Files')).toBeVisible();
    expect(await headers()).toEqual(['Name', 'OS', 'Type', 'Categories', 'Actions']);
  });

  it('sorts by a header and filters by type, language, OS and categories', async () => {
    await renderWithApi(<AutomationLibrary settingsStorage={null} />);
    await expect.element(row('Reboot')).toBeVisible();
    await table().getByRole('button', { name: 'Name' }).click();
    await expect
      .element(table().getByRole('columnheader', { name: 'Name' }))
      .toHaveAttribute('aria-sort', 'ascending');
    await expect.element(table().getByRole('row').nth(1)).toHaveTextContent('Audit Local Administrators');

    await page.getByRole('button', { name: 'Filter Type' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'File Transfer' }).click();
    await expect.element(row('Deploy Company Wallpaper')).toBeVisible();
    await expect.element(row('Reboot')).not.toBeInTheDocument();
    await page.getByRole('menuitemcheckbox', { name: 'File Transfer' }).click();
    await userEvent.keyboard('{Escape}');
    await page.getByRole('button', { name: 'Filter Language' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'ShellScript' }).click();
    await expect.element(row('Update Homebrew Packages')).toBeVisible();
    await expect.element(row('Clear Temp Files')).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('button', { name: 'Filter OS' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Linux' }).click();
    await expect.element(row('Rotate Application Logs')).toBeVisible();
    await expect.element(row('Reboot')).toBeVisible();
    await expect.element(row('Flush DNS Cache')).not.toBeInTheDocument();
  });

  it('returns to the first page when a filter or the search changes', async () => {
    // 120 automations: a quarter each on Windows, Mac, Linux, and Windows and Mac.
    await renderWithApi(<AutomationLibrary settingsStorage={null} />, {
      automations: makeManyAutomations(120),
    });
    const previous = page.getByRole('button', { name: 'Previous page' });
    const next = page.getByRole('button', { name: 'Next page' });
    await expect.element(page.getByText('1–50 of 120')).toBeVisible();
    await next.click();
    await expect.element(page.getByText('51–100 of 120')).toBeVisible();
    await expect.element(previous).toBeEnabled();

    await page.getByRole('button', { name: 'Filter OS' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Windows' }).click();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByText('1–50 of 60')).toBeVisible();
    await expect.element(previous).toBeDisabled();

    await next.click();
    await expect.element(page.getByText('51–60 of 60')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('automation');
    await expect.element(page.getByText('1–50 of 60')).toBeVisible();
    await expect.element(previous).toBeDisabled();

    await next.click();
    await expect.element(page.getByText('51–60 of 60')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.element(page.getByText('1–50 of 120')).toBeVisible();
    await expect.element(previous).toBeDisabled();
  });

  it('hides the Language filter until Script is chosen when types are preset', async () => {
    await renderWithApi(<AutomationLibrary settingsStorage={null} defaultTypes={['NativeAutomation']} />);
    await expect.element(row('Reboot')).toBeVisible();
    await expect.element(row('Clear Temp Files')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Filter Language' })).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Filter Type (1)' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Script' }).click();
    await expect.element(page.getByRole('button', { name: 'Filter Language' })).toBeVisible();
  });

  it('offers Edit, Copy and Delete only where allowed', async () => {
    await renderWithApi(<AutomationLibrary settingsStorage={null} />);
    let menu = await openRowMenu('Clear Temp Files');
    await expect.element(menu.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await expect.element(menu.getByRole('menuitem', { name: 'Copy' })).toBeVisible();
    await expect.element(menu.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    menu = await openRowMenu('Reboot');
    await expect.element(menu.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await expect.element(menu.getByRole('menuitem', { name: 'Copy' })).not.toBeInTheDocument();
    await expect.element(menu.getByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    menu = await openRowMenu('Install 7-Zip');
    await expect.element(menu.getByRole('menuitem', { name: 'Copy' })).not.toBeInTheDocument();
    await expect.element(menu.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  });

  it('gives a read-only technician no creation menu and Edit only', async () => {
    await renderWithApi(<AutomationLibrary settingsStorage={null} />, { session: technician(['View']) });
    await expect.element(row('Clear Temp Files')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    const menu = await openRowMenu('Clear Temp Files');
    await expect.element(menu.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await expect.element(menu.getByRole('menuitem', { name: 'Copy' })).not.toBeInTheDocument();
    await expect.element(menu.getByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('opens a script in its editor and an app automation in its modal', async () => {
    const screen = await renderWithApi(<AutomationLibrary settingsStorage={null} />);
    await row('Clear Temp Files').getByRole('cell').first().click();
    expect(screen.consoleProps?.navigate).toHaveBeenCalledWith('/editor/script/3');
    await row('Deploy Company Wallpaper').getByRole('cell').first().click();
    await expect.element(page.getByRole('dialog', { name: 'File Transfer' })).toBeVisible();
  });

  it("reports 'Error fetching automations' when the list fails", async () => {
    await renderWithApi(<AutomationLibrary settingsStorage={null} />, {
      routes: { 'GET /ws/scripting/scripts': json({ resultCode: 'FORBIDDEN', errorMessage: 'x' }, 403) },
    });
    await expect.element(page.getByText('Error fetching automations')).toBeVisible();
    await expectNoAxeViolations(table().element().closest('[data-console-root]') as Element);
  });
});

describe('given the global actions menu', () => {
  it('lists the script and app automation entries and opens each', async () => {
    const screen = await renderWithApi(<AutomationLibrary settingsStorage={null} />);
    await page.getByRole('button', { name: 'Add' }).click();
    const menu = page.getByRole('menu', { name: 'Add' });
    await expect.element(menu.getByRole('group', { name: 'Scripts' })).toBeVisible();
    await expect.element(menu.getByRole('group', { name: 'App automation' })).toBeVisible();
    await expectNoAxeViolations(menu.element());
    await menu.getByRole('menuitem', { name: 'New script' }).click();
    expect(screen.consoleProps?.navigate).toHaveBeenCalledWith('/editor/script/new');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('menuitem', { name: 'Import from template' }).click();
    expect(screen.consoleProps?.navigate).toHaveBeenCalledWith(
      '/administration/library/scripting/templateLibrary',
    );
    await expect.element(page.getByRole('table', { name: 'Automation templates' })).toBeVisible();
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('menuitem', { name: 'Run' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Run Application' })).toBeVisible();
  });

  it('saves an installation, then offers View status of the processing automation', async () => {
    const screen = await renderWithApi(<AutomationLibrary settingsStorage={null} />, { uploads: 'auto' });
    await expect.element(row('Reboot')).toBeVisible();
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('menuitem', { name: 'Installation' }).click();
    const install = page.getByRole('dialog', { name: 'Install Application' });
    await install.getByRole('textbox', { name: 'Name' }).fill('Install Firefox');
    chooseFiles(install.element().querySelector('input[type="file"]') as Element, fileOf('firefox.msi'));
    await install.getByRole('button', { name: 'Save' }).click();
    const processing = page.getByRole('dialog', { name: 'Automation processing' });
    await expect.element(processing).toBeVisible();
    await expect.element(page.getByText('Install Application automation created')).toBeVisible();
    expect(FakeUploadXhr.instances.length).toBe(1);
    const listCalls = screen.fetch.requests.filter(
      (r) => r.path === '/ws/scripting/scripts' && r.method === 'GET',
    ).length;
    expect(listCalls).toBeGreaterThanOrEqual(2);
    await processing.getByRole('button', { name: 'View status' }).click();
    expect(screen.consoleProps?.navigate).toHaveBeenCalledWith(
      '/administration/library/scripting/underReview',
    );
    const review = page.getByRole('table', { name: 'Automations under review' });
    await expect.element(review.getByText('Flagged as suspicious')).toBeVisible();
    await expect.element(review.getByText('Suspicious file - Please upload a different file.')).toBeVisible();
  });
});

describe('given the row dialogs', () => {
  it('copies with the default name and checks for duplicates', async () => {
    const screen = await renderWithApi(<AutomationLibrary settingsStorage={null} />);
    const menu = await openRowMenu('Clear Temp Files');
    await menu.getByRole('menuitem', { name: 'Copy' }).click();
    const copy = page.getByRole('dialog', { name: 'Copy automation' });
    const name = copy.getByRole('textbox', { name: 'Name' });
    await expect.element(name).toHaveValue('Clear Temp Files (Copy)');
    await expectNoAxeViolations(copy.element());
    await name.fill('Flush DNS Cache');
    await expect.element(copy.getByText('This name already exists')).toBeVisible();
    await expect.element(copy.getByRole('button', { name: 'Copy' })).toBeDisabled();
    await name.fill('Clear Temp Files 2');
    await copy.getByRole('button', { name: 'Copy' }).click();
    await expect.element(page.getByText('Automation copied')).toBeVisible();
    expect(screen.fetch.requests.find((r) => r.path === '/ws/scripting/scripts/copy')?.body).toEqual({
      fromId: 3,
      name: 'Clear Temp Files 2',
    });
  });

  it('deletes after confirmation', async () => {
    const screen = await renderWithApi(<AutomationLibrary settingsStorage={null} />);
    const menu = await openRowMenu('Flush DNS Cache');
    await menu.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete automation' });
    await expect
      .element(
        confirm.getByText('Are you sure you want to delete Flush DNS Cache? This action cannot be undone.'),
      )
      .toBeVisible();
    await expectNoAxeViolations(confirm.element());
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.element(page.getByText('Automation deleted')).toBeVisible();
    expect(
      screen.fetch.requests.some((r) => r.method === 'DELETE' && r.path === '/ws/scripting/scripts/4'),
    ).toBe(true);
  });

  it('edits the categories of a native automation, with Save only when one is chosen', async () => {
    const screen = await renderWithApi(<AutomationLibrary settingsStorage={null} />);
    await row('Reboot').getByRole('cell').first().click();
    const editor = page.getByRole('dialog', { name: 'Edit categories' });
    await expect.element(editor.getByRole('checkbox', { name: 'Maintenance' })).toBeChecked();
    await expect.element(editor.getByRole('button', { name: 'Save' })).toBeEnabled();
    await transitionsDone();
    await expectNoAxeViolations(editor.element());
    await editor.getByRole('checkbox', { name: 'Maintenance' }).click();
    await expect.element(editor.getByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await editor.getByRole('checkbox', { name: 'Security' }).click();
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByText('Categories updated')).toBeVisible();
    const update = screen.fetch.requests.find(
      (r) => r.method === 'PUT' && r.path === '/ws/scripting/scripts',
    );
    expect(update?.body).toMatchObject({ id: 1, categoriesIds: [9], code: '', language: 'native' });
  });
});

describe('given the under-review tab', () => {
  it('lists the lists that answered, even when one status fails', async () => {
    await renderWithApi(<AutomationLibrary defaultTab="underReview" settingsStorage={null} />, {
      routes: {
        'GET /ws/scripting/scripts/malwareScanStatus/FAILED': json(
          { resultCode: 'INTERNAL_ERROR', errorMessage: 'x' },
          503,
        ),
      },
    });
    const review = page.getByRole('table', { name: 'Automations under review' });
    await expect.element(review.getByText('Install Zoom')).toBeVisible();
    await expect.element(review.getByText('Processing', { exact: true })).toBeVisible();
    await eventually(() => expect(document.querySelector('[role="alert"]')).toBeNull());
    await expectNoAxeViolations(review.element().closest('[data-console-root]') as Element);
  });

  it('reads the rows again, while they show, when a saved automation passes its scan', async () => {
    const realtime = createTestRealtime();
    const zoom = underReviewAutomations.PROCESSING[0] as (typeof underReviewAutomations.PROCESSING)[number];
    let scanned = false;
    await renderWithApi(<AutomationLibrary settingsStorage={null} />, {
      realtime,
      routes: {
        'GET /ws/scripting/scripts': () =>
          scanned
            ? [...sampleAutomations, makeAutomation({ ...zoom, malwareScanStatus: 'SUCCESS' })]
            : sampleAutomations,
      },
    });
    await expect.element(row('Clear Temp Files')).toBeVisible();
    await expect.element(row('Install Zoom')).not.toBeInTheDocument();
    scanned = true;
    realtime.emit(topics.scriptingMalwareScan, undefined, {
      attachmentId: 131,
      scanStatus: 'SUCCESS',
      scriptId: 31,
      scriptScanStatus: 'SUCCESS',
    });
    await expect.element(row('Install Zoom')).toBeVisible();
  });

  it('refreshes the lists when the malware scan reports a new state', async () => {
    const realtime = createTestRealtime();
    const zoom = underReviewAutomations.PROCESSING[0] as (typeof underReviewAutomations.PROCESSING)[number];
    let scanned = false;
    const screen = await renderWithApi(
      <AutomationLibrary defaultTab="underReview" settingsStorage={null} />,
      {
        realtime,
        routes: {
          'GET /ws/scripting/scripts/malwareScanStatus/PROCESSING': () => (scanned ? [] : [zoom]),
          'GET /ws/scripting/scripts': () =>
            scanned
              ? [...sampleAutomations, makeAutomation({ ...zoom, malwareScanStatus: 'SUCCESS' })]
              : sampleAutomations,
        },
      },
    );
    const review = page.getByRole('table', { name: 'Automations under review' });
    await expect.element(review.getByText('Install Zoom')).toBeVisible();
    expect(realtime.topics()).toContain('scripting.malware-scan');
    const calls = (path: string) => screen.fetch.requests.filter((r) => r.path === path).length;
    const processing = '/ws/scripting/scripts/malwareScanStatus/PROCESSING';
    const before = calls(processing);

    // An upload nobody has saved yet changes no list.
    realtime.emit(topics.scriptingMalwareScan, undefined, {
      attachmentId: 500,
      scanStatus: 'SUCCESS',
      scriptId: null,
      scriptScanStatus: null,
    });
    scanned = true;
    // The automation's two files pass one after the other: one refresh answers both.
    realtime.emit(topics.scriptingMalwareScan, undefined, {
      attachmentId: 131,
      scanStatus: 'SUCCESS',
      scriptId: 31,
      scriptScanStatus: 'PROCESSING',
    });
    realtime.emit(topics.scriptingMalwareScan, undefined, {
      attachmentId: 132,
      scanStatus: 'SUCCESS',
      scriptId: 31,
      scriptScanStatus: 'SUCCESS',
    });
    await expect.element(review.getByText('Install Zoom')).not.toBeInTheDocument();
    await expect.element(review.getByText('Copy Toolkit')).toBeVisible();
    await eventually(() => expect(calls(processing)).toBe(before + 1));

    // The Scripts tab reads the list again (it went stale meanwhile): the scanned automation left review.
    const listCalls = calls('/ws/scripting/scripts');
    await page.getByRole('tab', { name: 'Scripts' }).click();
    await expect.element(row('Install Zoom')).toBeVisible();
    expect(calls('/ws/scripting/scripts')).toBe(listCalls + 1);
    await screen.unmount();
    expect(realtime.topics()).toEqual([]);
  });
});
