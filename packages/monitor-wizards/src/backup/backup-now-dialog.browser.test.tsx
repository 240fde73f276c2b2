import {
  createTestFetch,
  expectNoAxeViolations,
  jsonResponse,
  renderWithProviders,
  type TestRequest,
  transitionsDone,
} from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { backupJobs, backupRuns } from '../fixtures/device-backups';
import { BackupNowDialog } from './backup-now-dialog';

const backups = (extra: Record<string, unknown> = {}) => ({
  policyId: 4,
  jobs: backupJobs,
  runs: backupRuns,
  ...extra,
});

describe('Back up now (002 §3 Backup job)', () => {
  it('lists the runs, asks for a job and sends the chosen one as the device job', async () => {
    const fetch = createTestFetch({
      'GET /ws/node/42/backup': backups(),
      'POST /ws/node/42/backup': (_request: TestRequest) => ({ resultCode: 'SUCCESS', jobId: 901 }),
    });
    const onSent = vi.fn();
    await renderWithProviders(
      <BackupNowDialog open deviceId={42} onOpenChange={() => {}} onSent={onSent} />,
      {
        console: { fetch },
      },
    );
    const dialog = page.getByRole('dialog', { name: 'Back up now' });
    const runs = page.getByRole('table', { name: 'Backups' });
    await expect.element(runs).toBeVisible();
    expect(runs.getByRole('row').all().length).toBe(4);
    await expect.element(runs.getByText('20260106T091200000Z-1a2b3c4d')).toBeVisible();
    await expect.element(runs.getByText('1204 files, 700 MB')).toBeVisible();
    await expect.element(runs.getByText('Failed')).toBeVisible();
    await expect.element(runs.getByText(/is not mounted on this device/)).toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(dialog.element());

    await page.getByRole('button', { name: 'Back up' }).click();
    await expect.element(page.getByText('Select a backup job')).toBeVisible();
    await expectNoAxeViolations(dialog.element());
    await page.getByRole('radio', { name: 'Databases' }).click();
    await page.getByRole('button', { name: 'Back up' }).click();
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledWith(901));
    expect(fetch.requests.at(-1)?.body).toEqual({ planJobId: backupJobs[1]?.id });
  });

  it('says when the policy has no backup job, and shows the server refusal', async () => {
    const empty = createTestFetch({ 'GET /ws/node/7/backup': backups({ jobs: [], runs: [] }) });
    const first = await renderWithProviders(<BackupNowDialog open deviceId={7} onOpenChange={() => {}} />, {
      console: { fetch: empty },
    });
    await expect.element(page.getByText("This device's policy has no backup jobs.")).toBeVisible();
    await expect.element(page.getByText('No backup has run on this device yet.')).toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(page.getByRole('dialog', { name: 'Back up now' }).element());
    await first.unmount();

    const refusing = createTestFetch({
      'GET /ws/node/8/backup': backups({ jobs: [backupJobs[0]] }),
      'POST /ws/node/8/backup': () =>
        jsonResponse(
          { resultCode: 'NOT_FOUND', errorMessage: "This backup job is not in the device's policy" },
          404,
        ),
    });
    await renderWithProviders(<BackupNowDialog open deviceId={8} onOpenChange={() => {}} />, {
      console: { fetch: refusing },
    });
    await expect.element(page.getByRole('radio', { name: 'Home folders' })).toBeChecked();
    await page.getByRole('button', { name: 'Back up' }).click();
    await expect.element(page.getByText("This backup job is not in the device's policy")).toBeVisible();
    await expectNoAxeViolations(page.getByRole('dialog', { name: 'Back up now' }).element());
  });
});
