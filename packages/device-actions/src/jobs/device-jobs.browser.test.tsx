import { type DeviceJobSummary, topics } from '@console/core';
import {
  createTestFetch,
  createTestRealtime,
  expectNoAxeViolations,
  jsonResponse,
  renderWithProviders,
  transitionsDone,
} from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { DeviceJobs } from './device-jobs';

const job = (id: number, name: string, status: DeviceJobSummary['status']): DeviceJobSummary => ({
  id,
  nodeId: 7,
  name,
  jobType: 'SCRIPT',
  status,
  requestedBy: 'Ada Admin',
  startedAt: '2026-11-27T09:00:00.000Z',
  finishedAt: null,
});

describe("a device's running jobs and their cancel", () => {
  it('cancels a running job after the confirmation and shows it stopping until the agent reports it', async () => {
    let active = [job(11, 'Install tools', 'RUNNING'), job(12, 'Collect logs', 'QUEUED')];
    const fetch = createTestFetch({
      'GET /ws/node/7/jobs': () => ({ jobs: active }),
      'POST /ws/device/jobs/11/cancel': { id: 11, status: 'CANCELLING' },
    });
    const realtime = createTestRealtime();
    await renderWithProviders(<DeviceJobs deviceId={7} />, { console: { fetch, realtime } });
    const section = page.getByRole('region', { name: 'Running jobs' });
    const running = section.getByRole('row').filter({ hasText: 'Install tools' });
    await expect.element(running.getByRole('cell', { name: 'Running' })).toBeVisible();
    await expect
      .element(section.getByRole('row').filter({ hasText: 'Collect logs' }))
      .toHaveTextContent('Queued');
    await transitionsDone();
    await expectNoAxeViolations(section.element());

    await running.getByRole('button', { name: 'Cancel job: Install tools' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this job?' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText(/Install tools is stopped/)).toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(dialog.element());
    await dialog.getByRole('button', { name: 'Cancel job' }).click();
    await expect.element(running.getByRole('cell', { name: 'Cancelling...' })).toBeVisible();
    await expect.element(running.getByRole('button', { name: 'Cancel job: Install tools' })).toBeDisabled();
    expect(fetch.requests.filter((request) => request.method === 'POST').map((r) => r.path)).toEqual([
      '/ws/device/jobs/11/cancel',
    ]);

    // The agent reports it cancelled: the job topic says so and the list no longer has it.
    active = [job(12, 'Collect logs', 'QUEUED')];
    realtime.emit(
      topics.deviceJobs,
      { id: 7 },
      {
        jobId: 11,
        nodeId: 7,
        status: 'CANCELLED',
        exitCode: null,
        durationMs: 900,
        outputTail: '',
      },
    );
    await expect.element(section.getByText('Install tools')).not.toBeInTheDocument();
    await expect.element(section.getByText('Collect logs')).toBeVisible();
  });

  it("shows the server's refusal of a job that already ended, and no cancel without the right", async () => {
    const fetch = createTestFetch({
      'GET /ws/node/7/jobs': { jobs: [job(12, 'Collect logs', 'QUEUED')] },
      'POST /ws/device/jobs/12/cancel': () =>
        jsonResponse(
          { resultCode: 'JOB_ALREADY_FINISHED', errorMessage: 'This job has already ended.' },
          409,
        ),
    });
    const screen = await renderWithProviders(<DeviceJobs deviceId={7} />, { console: { fetch } });
    await page.getByRole('button', { name: 'Cancel job: Collect logs' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel job' }).click();
    await expect.element(page.getByText('This job has already ended.')).toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(page.getByRole('region', { name: 'Running jobs' }).element());
    await screen.unmount();

    const readOnly = createTestFetch({
      'GET /ws/node/7/jobs': { jobs: [job(12, 'Collect logs', 'QUEUED')] },
    });
    await renderWithProviders(<DeviceJobs deviceId={7} canCancel={false} />, {
      console: { fetch: readOnly },
    });
    await expect.element(page.getByText('Collect logs')).toBeVisible();
    expect(page.getByRole('button', { name: 'Cancel job: Collect logs' }).query()).toBeNull();
  });

  it('says when nothing is queued or running', async () => {
    const fetch = createTestFetch({ 'GET /ws/node/7/jobs': { jobs: [] } });
    await renderWithProviders(<DeviceJobs deviceId={7} />, { console: { fetch } });
    await expect.element(page.getByText('No jobs are queued or running on this device.')).toBeVisible();
  });
});
