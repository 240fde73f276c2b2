import { BACKUP_PASSWORD_MASK, backupPlansSchema } from '@console/core';
import {
  createTestFetch,
  expectNoAxeViolations,
  jsonResponse,
  renderWithProviders,
  type TestRequest,
  transitionsDone,
} from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { newBackupJob } from './backup-job-wizard';
import { BackupJobsSection } from './backup-jobs-section';

const stored = backupPlansSchema.parse({
  jobs: [
    {
      ...newBackupJob(),
      id: '5f0f3c56-8a43-4c55-9a43-2f1f4f1b2a01',
      jobName: 'Nightly',
      volumes: ['C:'],
      destinationType: 'NETWORK_SHARE',
      networkDestinationName: 'NAS',
      networkDestinationPath: '\\\\nas\\backups',
      networkUserName: 'svc',
      networkPassword: BACKUP_PASSWORD_MASK,
      networkPasswordConfirm: BACKUP_PASSWORD_MASK,
    },
  ],
});

function server(refuse = false) {
  let plans = stored;
  return createTestFetch({
    'GET /ws/policy/12/backup': () => ({ resultCode: 'SUCCESS', policyId: 12, backupPlans: plans }),
    'PUT /ws/policy/12/backup': (request: TestRequest) => {
      if (refuse) {
        return jsonResponse(
          {
            resultCode: 'VALIDATION_ERROR',
            errorMessage: 'Invalid request',
            issues: [
              {
                path: ['body', 'backupPlans', 'jobs', '1', 'jobName'],
                message: 'A backup job with this name already exists',
              },
            ],
          },
          400,
        );
      }
      plans = backupPlansSchema.parse((request.body as { backupPlans: unknown }).backupPlans);
      return { resultCode: 'SUCCESS', policyId: 12, backupPlans: plans };
    },
  });
}

describe('a policy backup jobs section (002 §3 Policy backup.backupPlans)', () => {
  it('lists the jobs, adds one through the wizard and saves the plans with the stored password masked', async () => {
    const fetch = server();
    await renderWithProviders(<BackupJobsSection policyId={12} />, { console: { fetch } });
    const table = page.getByRole('table', { name: 'Backup jobs' });
    await expect.element(table.getByRole('cell', { name: 'Nightly', exact: true })).toBeVisible();
    await expect
      .element(table.getByRole('cell', { name: 'NAS (\\\\nas\\backups)', exact: true }))
      .toBeVisible();
    await expectNoAxeViolations(page.getByRole('region', { name: 'Backup jobs' }).element());
    await page.getByRole('button', { name: 'Add backup job' }).click();
    const wizard = page.getByRole('dialog', { name: 'New backup job' });
    await expect.element(wizard).toBeVisible();
    await transitionsDone();
    await page.getByRole('textbox', { name: 'Job name' }).fill('Weekly');
    await page.getByRole('textbox', { name: 'Volumes' }).fill('D:');
    await userEvent.keyboard('{Enter}');
    await page.getByRole('textbox', { name: 'Destination path' }).fill('E:\\Images');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.element(wizard).not.toBeInTheDocument();
    await expect.element(page.getByRole('status').getByText('Backup jobs saved')).toBeVisible();
    await expect.element(table.getByRole('cell', { name: 'Weekly', exact: true })).toBeVisible();
    const put = fetch.requests.find((request) => request.method === 'PUT');
    if (!put) throw new Error('no PUT /policy/12/backup');
    const jobs = (put.body as { backupPlans: { jobs: Record<string, unknown>[] } }).backupPlans.jobs;
    expect(jobs.map((job) => job.jobName)).toEqual(['Nightly', 'Weekly']);
    expect(jobs[0]?.networkPassword).toBe(BACKUP_PASSWORD_MASK);
    // Edit opens the wizard in EDIT mode; Remove asks first.
    await page.getByRole('button', { name: 'Edit Nightly' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Edit backup job' })).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Job name' })).toBeDisabled();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Edit backup job' })).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Remove Weekly' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Weekly' });
    await expect.element(confirm).toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(confirm.element());
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect.element(table.getByRole('cell', { name: 'Weekly', exact: true })).not.toBeInTheDocument();
  });

  it('keeps the wizard open with the server’s reason when the save is refused', async () => {
    const fetch = server(true);
    await renderWithProviders(<BackupJobsSection policyId={12} />, { console: { fetch } });
    await page.getByRole('button', { name: 'Add backup job' }).click();
    const wizard = page.getByRole('dialog', { name: 'New backup job' });
    await expect.element(wizard).toBeVisible();
    await page.getByRole('textbox', { name: 'Job name' }).fill('Nightly');
    await page.getByRole('textbox', { name: 'Volumes' }).fill('D:');
    await userEvent.keyboard('{Enter}');
    await page.getByRole('textbox', { name: 'Destination path' }).fill('E:\\Images');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.element(wizard.getByText('A backup job with this name already exists')).toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(wizard.element());
  });
});
