/**
 * Starting backups through an agent: saving a policy's backup plans sends the devices' agents
 * their schedule (a NOW job runs at once and is reported as a SCHEDULE run), and "Back up now"
 * (`POST /node/{id}/backup`) queues the device's `backup` job, reported as a NOW run; both show in
 * `GET /node/{id}/backup`. Bad payloads and unknown jobs are refused and queue nothing.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readDeviceJob } from '../../agents';
import { setupAgentSuite, type TestDeviceAgent } from '../../agents/test-agent';
import * as t from '../../db/schema';

const suite = setupAgentSuite();
let agent: TestDeviceAgent;
let scratch = '';
let policyId = 0;
let divisionId = 0;

const linuxJob = () => ({
  jobName: 'Home folders',
  volumes: [join(scratch, 'home')],
  destinationType: 'LOCAL',
  localDestinationPath: join(scratch, 'repository'),
  schedule: { type: 'NOW' },
  advanced: { retentionEnabled: true, retentionImageCount: 5 },
});

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'bk-'));
  await mkdir(join(scratch, 'home', 'ana'), { recursive: true });
  await writeFile(join(scratch, 'home', 'ana', 'notes.txt'), 'notes');
  agent = await suite.startAgent();
  const { db } = suite.server;
  const [node] = await db.select().from(t.nodes).where(eq(t.nodes.id, agent.nodeId));
  if (!node) throw new Error('no device');
  divisionId = node.divisionId;
  const [policy] = await db
    .insert(t.policies)
    .values({ divisionId, name: 'Linux backups', nodeClass: node.nodeClass, content: {} })
    .returning();
  if (!policy) throw new Error('no policy');
  policyId = policy.id;
  await db.update(t.nodes).set({ policyId }).where(eq(t.nodes.id, agent.nodeId));
}, 60_000);

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

const runs = async () => {
  const answer = await suite.admin.get(`/node/${agent.nodeId}/backup`);
  expect(answer.status).toBe(200);
  return answer.body as {
    policyId: number;
    jobs: { id: string; jobName: string }[];
    runs: Record<string, unknown>[];
  };
};

describe('starting backups on a Linux device', () => {
  it('sends the schedule when the plans are saved; the agent runs the NOW job and reports it', async () => {
    const saved = await suite.admin.put(`/policy/${policyId}/backup`, {
      backupPlans: { jobs: [linuxJob()] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const found = await vi.waitFor(
      async () => {
        const answer = await runs();
        expect(answer.runs.length).toBe(1);
        return answer;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(found.policyId).toBe(policyId);
    expect(found.jobs).toMatchObject([{ jobName: 'Home folders', enabled: true, scheduleType: 'NOW' }]);
    expect(found.runs[0]).toMatchObject({
      jobName: 'Home folders',
      planJobId: found.jobs[0]?.id,
      trigger: 'SCHEDULE',
      backupKind: 'FULL',
      status: 'COMPLETED',
      files: 1,
      bytes: 5,
      error: null,
    });
    expect(found.runs[0]?.revision).toEqual(expect.any(String));
  });

  it('backs up now through a device job and records the run', async () => {
    const { jobs } = await runs();
    const answer = await suite.admin.post(`/node/${agent.nodeId}/backup`, { planJobId: jobs[0]?.id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const job = await vi.waitFor(
      async () => {
        const row = await readDeviceJob(suite.server.db, divisionId, answer.body.jobId);
        if (!row || !['COMPLETED', 'FAILED', 'CANCELLED'].includes(row.status)) throw new Error('not ended');
        return row;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(job.status, job.error ?? '').toBe('COMPLETED');
    expect(job.name).toBe('User Alex Admin requested a backup of Home folders');
    const after = await vi.waitFor(
      async () => {
        const list = await runs();
        expect(list.runs.length).toBe(2);
        return list;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(after.runs[0]).toMatchObject({ trigger: 'NOW', status: 'COMPLETED', files: 1 });
  });

  it('refuses a bad payload and a job that is not in the device policy, queueing nothing', async () => {
    const before = await suite.server.db
      .select()
      .from(t.deviceJobs)
      .where(eq(t.deviceJobs.nodeId, agent.nodeId));
    const bad = await suite.admin.post(`/node/${agent.nodeId}/backup`, { planJobId: 'nightly' });
    expect(bad.status).toBe(400);
    const unknown = await suite.admin.post(`/node/${agent.nodeId}/backup`, {
      planJobId: '0d8e7f6a-5b4c-4d3e-8f2a-1b0c9d8e7f6a',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorMessage).toBe("This backup job is not in the device's policy");
    const after = await suite.server.db
      .select()
      .from(t.deviceJobs)
      .where(eq(t.deviceJobs.nodeId, agent.nodeId));
    expect(after.length).toBe(before.length);
  });
});
