import { type BackgroundJob, topics } from '@console/core';
import { createTestFetch, createTestRealtime, jsonResponse, renderWithProviders } from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { isJobFinished, useJob } from './use-job';

const queued: BackgroundJob = {
  id: 42,
  kind: 'scripting.malware-scan',
  state: 'queued',
  attempts: 0,
  maxAttempts: 3,
  runAt: '2026-11-26T20:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  progress: null,
  result: null,
  error: null,
};

function JobStatus({ id }: { id: number | null }) {
  const { data: job, status } = useJob(id, { pollIntervalMs: 50 });
  if (!job) return <p>job: {status}</p>;
  return (
    <p>
      job {job.id}: {job.state} {job.progress ?? '-'}%
    </p>
  );
}

describe('given a widget that follows a background job with useJob', () => {
  it('reads the job and follows its job.{id} events', async () => {
    const realtime = createTestRealtime();
    const fetch = createTestFetch({ 'GET /ws/backgroundjob/42': queued });
    await renderWithProviders(<JobStatus id={42} />, { console: { fetch, realtime } });
    await expect.element(page.getByText('job 42: queued -%')).toBeVisible();
    expect(realtime.topics()).toEqual(['job.42']);
    realtime.emit(topics.job, { id: 42 }, { ...queued, state: 'running', attempts: 1, progress: 40 });
    await expect.element(page.getByText('job 42: running 40%')).toBeVisible();
    realtime.emit(topics.job, { id: 42 }, { ...queued, state: 'succeeded', attempts: 1, progress: 100 });
    await expect.element(page.getByText('job 42: succeeded 100%')).toBeVisible();
    expect(fetch.requests).toHaveLength(1);
  });

  it('waits without a job id, neither reading nor subscribing', async () => {
    const realtime = createTestRealtime();
    const fetch = createTestFetch({});
    await renderWithProviders(<JobStatus id={null} />, { console: { fetch, realtime } });
    await expect.element(page.getByText('job: pending')).toBeVisible();
    expect(fetch.requests).toHaveLength(0);
    expect(realtime.topics()).toEqual([]);
  });

  it('polls until the job is finished when the host has no realtime client', async () => {
    let reads = 0;
    const fetch = createTestFetch({
      'GET /ws/backgroundjob/42': () => {
        reads += 1;
        return reads < 3
          ? { ...queued, state: 'running', attempts: 1 }
          : { ...queued, state: 'dead', attempts: 3, error: 'Unreachable' };
      },
    });
    await renderWithProviders(<JobStatus id={42} />, { console: { fetch } });
    await expect.element(page.getByText('job 42: dead -%')).toBeVisible();
    const finishedAfter = fetch.requests.length;
    expect(finishedAfter).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fetch.requests).toHaveLength(finishedAfter);
  });

  it("shows the error state for another user's job (404)", async () => {
    const fetch = createTestFetch({
      'GET /ws/backgroundjob/7': jsonResponse({ resultCode: 'NOT_FOUND', errorMessage: 'Not found' }, 404),
    });
    await renderWithProviders(<JobStatus id={7} />, { console: { fetch } });
    await expect.element(page.getByText('job: error')).toBeVisible();
  });
});

describe('isJobFinished', () => {
  it('is true for succeeded, dead and cancelled only', () => {
    expect(
      ['queued', 'running', 'failed', 'succeeded', 'dead', 'cancelled'].filter((s) =>
        isJobFinished(s as never),
      ),
    ).toEqual(['succeeded', 'dead', 'cancelled']);
    expect(isJobFinished(undefined)).toBe(false);
  });
});
