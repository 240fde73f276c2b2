import {
  createTestFetch,
  expectNoAxeViolations,
  renderWithProviders,
  type TestRequest,
  transitionsDone,
} from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { RestoreDialog } from './restore-dialog';

const options = (networkLocations: { name: string; path: string }[]) => ({
  'GET /ws/node/7/restore/options': { networkLocations, volumes: ['C:', 'D:', 'E:'] },
  'POST /ws/node/7/restore': (request: TestRequest) => ({
    resultCode: 'SUCCESS',
    jobId: 91,
    sent: request.body,
  }),
});

describe('restore dialogs (002 §2.3, §3, §4.7, §8)', () => {
  it('bare metal: requires a restore destination; NETWORK is disabled without network locations', async () => {
    const fetch = createTestFetch(options([]));
    await renderWithProviders(
      <RestoreDialog open deviceId={7} restoreType="BARE_METAL" onOpenChange={() => {}} />,
      {
        console: { fetch },
      },
    );
    const dialog = page.getByRole('dialog', { name: 'Bare metal restore' });
    await expect.element(page.getByRole('radio', { name: 'Network location' })).toBeDisabled();
    await transitionsDone();
    await expectNoAxeViolations(dialog.element());
    await page.getByRole('textbox', { name: 'File name' }).fill('recovery.iso');
    await page.getByLabelText('Encryption passphrase').fill('pass');
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect.element(page.getByText('A restore destination is required')).toBeVisible();
    await expectNoAxeViolations(dialog.element());
    expect(fetch.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('physical disk: C: volumes are disabled; a data volume is sent as a device job', async () => {
    const fetch = createTestFetch(options([{ name: 'NAS', path: '\\\\nas\\backups' }]));
    const onSent = vi.fn();
    await renderWithProviders(
      <RestoreDialog open deviceId={7} restoreType="PHYSICAL_DISK" onOpenChange={() => {}} onSent={onSent} />,
      { console: { fetch } },
    );
    const dialog = page.getByRole('dialog', { name: 'Physical disk restore' });
    await expect.element(page.getByRole('radio', { name: 'Network location' })).toBeEnabled();
    await page.getByRole('radio', { name: 'Selected volume' }).click();
    await expect.element(page.getByRole('radio', { name: 'C: (system volume)' })).toBeDisabled();
    await transitionsDone();
    await expectNoAxeViolations(dialog.element());
    await page.getByRole('radio', { name: 'E:' }).click();
    await page.getByRole('button', { name: 'Restore' }).click();
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledWith(91));
    expect(fetch.requests.at(-1)?.body).toMatchObject({
      restoreType: 'PHYSICAL_DISK',
      destination: 'SELECTED',
      destinationPath: 'E:',
    });
  });

  it('file and folder: files and a new folder, from a network location', async () => {
    const fetch = createTestFetch(options([{ name: 'NAS', path: '\\\\nas\\backups' }]));
    const onSent = vi.fn();
    await renderWithProviders(
      <RestoreDialog open deviceId={7} restoreType="FILE_FOLDER" onOpenChange={() => {}} onSent={onSent} />,
      { console: { fetch } },
    );
    const dialog = page.getByRole('dialog', { name: 'File and folder restore' });
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect.element(page.getByText('Select at least one file or folder')).toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(dialog.element());
    await page.getByRole('radio', { name: 'Network location' }).click();
    await page
      .getByRole('textbox', { name: 'Files and folders (one per line)' })
      .fill('C:\\Users\\ana\\Documents');
    await page.getByRole('radio', { name: 'New folder' }).click();
    await page.getByRole('textbox', { name: 'Destination path' }).fill('D:\\Restored');
    await page.getByRole('button', { name: 'Restore' }).click();
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledWith(91));
    expect(fetch.requests.at(-1)?.body).toMatchObject({
      sourceType: 'NETWORK',
      networkLocation: 'NAS',
      paths: ['C:\\Users\\ana\\Documents'],
      destination: 'NEW_LOCATION',
      destinationPath: 'D:\\Restored',
    });
  });
});
