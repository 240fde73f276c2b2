/**
 * Backup then restore through a real agent process (`packages/agent/src/main.ts`): a `backup` device
 * job writes a revision of a folder into a LOCAL repository on the device; files are then lost and
 * changed; `POST /node/{id}/restore` (a file and folder restore, CLOUD source: the agent's LOCAL
 * repositories, ORIGINAL destination, overwrite) puts them back, and the result shows as the job's
 * result and the device's activity. A virtual disk restore answers that the agent does not run it.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeviceJobs } from '../../agents/device-jobs';
import { setupAgentSuite } from '../../agents/test-agent';
import { type AgentProcess, startAgentProcess } from '../../agents/test-agent-process';

const suite = setupAgentSuite();
let agent: AgentProcess;
let scratch = '';

beforeAll(async () => {
  agent = await startAgentProcess(suite);
  scratch = await mkdtemp(join(tmpdir(), 'restore-agent-'));
}, 60_000);
afterAll(async () => {
  await agent?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('given a device whose agent backed up a folder', () => {
  it('restores lost and changed files from the revision through POST /node/{id}/restore', async () => {
    const data = join(scratch, 'data');
    await mkdir(join(data, 'reports'), { recursive: true });
    await writeFile(join(data, 'reports', 'q1.csv'), 'quarter,1\n');
    await writeFile(join(data, 'notes.txt'), 'original notes');
    const [backupId] = await createDeviceJobs(suite.server.db, [
      {
        divisionId: agent.divisionId,
        nodeId: agent.nodeId,
        name: 'Back up data',
        payload: {
          kind: 'backup',
          jobName: 'Data',
          sources: [data],
          destinationType: 'LOCAL',
          repository: join(scratch, 'repository'),
        },
      },
    ]);
    await suite.server.app.agents.dispatch([agent.nodeId]);
    const backup = await agent.ended(backupId as number);
    expect(backup.status, backup.error ?? '').toBe('COMPLETED');
    expect(backup.output).toContain('Backed up 2 file(s)');

    await rm(join(data, 'reports'), { recursive: true });
    await writeFile(join(data, 'notes.txt'), 'overwritten by mistake');
    const answer = await suite.admin.post(`/node/${agent.nodeId}/restore`, {
      restoreType: 'FILE_FOLDER',
      paths: [data],
      destination: 'ORIGINAL',
      overwriteExistingFiles: true,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const restore = await agent.ended(answer.body.jobId);
    expect(restore.status, restore.error ?? '').toBe('COMPLETED');
    expect(restore.output).toContain('Restored 2 file(s), kept 0 existing, 0 failed.');
    expect(await readFile(join(data, 'reports', 'q1.csv'), 'utf8')).toBe('quarter,1\n');
    expect(await readFile(join(data, 'notes.txt'), 'utf8')).toBe('original notes');
    expect((await agent.lastActivity(answer.body.jobId))?.severity).toBe('success');
  });

  it('answers that a virtual disk restore is not supported on this agent', async () => {
    const answer = await suite.admin.post(`/node/${agent.nodeId}/restore`, {
      restoreType: 'VIRTUAL_DISK',
      destination: 'CUSTOM_PATH',
      destinationPath: 'D:\\Disks',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const job = await agent.ended(answer.body.jobId);
    expect(job.status).toBe('FAILED');
    expect(job.error).toBe(
      'A VIRTUAL_DISK restore is not supported on this agent: it restores files and folders only.',
    );
    expect((await agent.lastActivity(answer.body.jobId))?.severity).toBe('failure');
  });
});
