/**
 * Device jobs with a real agent process (issue 13): cancel (queued, running, ended), file
 * transfers and installs run from the library with their stored files behind signed links.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../db/schema';
import { createDeviceJobs, readDeviceJob } from './device-jobs';
import { setupAgentSuite } from './test-agent';
import { type AgentProcess, startAgentProcess } from './test-agent-process';

const suite = setupAgentSuite();
let agent: AgentProcess;
let scratch = '';

beforeAll(async () => {
  agent = await startAgentProcess(suite);
  scratch = await mkdtemp(join(tmpdir(), 'agent-jobs-'));
}, 60_000);
afterAll(async () => {
  await agent?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('given a device job and the cancel route', () => {
  it('cancels a queued job at once, and refuses to cancel it again (409)', async () => {
    // A device without an agent: its job stays queued.
    const [other] = await suite.server.db
      .select({ id: t.nodes.id })
      .from(t.nodes)
      .where(and(eq(t.nodes.divisionId, agent.divisionId), eq(t.nodes.isUp, false)))
      .limit(1);
    const [jobId] = await createDeviceJobs(suite.server.db, [
      {
        divisionId: agent.divisionId,
        nodeId: other?.id as number,
        name: 'Waits',
        payload: { kind: 'script', language: 'shellscript', body: 'echo never' },
      },
    ]);
    const answer = await suite.admin.post(`/device/jobs/${jobId}/cancel`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: jobId, status: 'CANCELLED' });
    const job = await readDeviceJob(suite.server.db, agent.divisionId, jobId as number);
    expect(job?.status).toBe('CANCELLED');
    expect(job?.finishedAt).not.toBeNull();
    expect((await agent.lastActivity(jobId as number))?.message).toBe('Waits was cancelled.');
    const listed = await suite.admin.get(`/node/${other?.id}/jobs?active=true`);
    expect(listed.body.jobs.map((row: { id: number }) => row.id)).not.toContain(jobId);
    const again = await suite.admin.post(`/device/jobs/${jobId}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.errorMessage).toBe('This job has already ended.');
    expect((await suite.admin.post('/device/jobs/999999/cancel')).status).toBe(404);
  });

  it('stops a running job: the agent kills its process tree and reports CANCELLED', async () => {
    const pidFile = join(scratch, 'child.pid');
    const [jobId] = await createDeviceJobs(suite.server.db, [
      {
        divisionId: agent.divisionId,
        nodeId: agent.nodeId,
        name: 'Long run',
        payload: {
          kind: 'script',
          language: 'shellscript',
          body: `sleep 300 & echo $! > ${pidFile}; echo started; wait`,
        },
      },
    ]);
    await suite.server.app.agents.dispatch([agent.nodeId]);
    const childPid = await vi.waitFor(
      async () => {
        const job = await readDeviceJob(suite.server.db, agent.divisionId, jobId as number);
        expect(job?.status).toBe('RUNNING');
        return Number((await readFile(pidFile, 'utf8')).trim());
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(alive(childPid)).toBe(true);
    const listed = await suite.admin.get(`/node/${agent.nodeId}/jobs?active=true`);
    expect(listed.body.jobs).toContainEqual(expect.objectContaining({ id: jobId, status: 'RUNNING' }));
    const answer = await suite.admin.post(`/device/jobs/${jobId}/cancel`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: jobId, status: 'CANCELLING' });
    const job = await agent.ended(jobId as number);
    expect(job.status).toBe('CANCELLED');
    expect(job.output).toContain('started');
    await vi.waitFor(() => expect(alive(childPid)).toBe(false), { timeout: 5_000, interval: 50 });
    expect((await agent.lastActivity(jobId as number))?.type).toBe('JOB_CANCELLED');
    expect((await suite.admin.post(`/device/jobs/${jobId}/cancel`)).status).toBe(409);
  }, 60_000);
});

// ── automations with files ──────────────────────────────────────────────────

/** A .zip of these files, stored (no compression). */
function zip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Stores `bytes` as a scanned attachment of the demo division; answers its id. */
async function attachment(fileName: string, bytes: Buffer, purpose: 'FILE_TRANSFER' | 'INSTALLER') {
  const stored = await suite.server.app.scripting.storage.store(Readable.from([bytes]), {
    maxBytes: 10_000_000,
    drain: false,
  });
  if (!stored.ok) throw new Error(stored.reason);
  const [row] = await suite.server.db
    .insert(t.scriptAttachments)
    .values({
      divisionId: agent.divisionId,
      purpose,
      resourceId: stored.file.resourceId,
      fileName,
      extension: fileName.split('.').pop() ?? '',
      size: stored.file.size,
      sha256: stored.file.sha256,
      registered: true,
      scanStatus: 'SUCCESS',
    })
    .returning({ id: t.scriptAttachments.id });
  return row?.id as number;
}

let names = 0;
/** Inserts an automation of the demo division; answers its id. */
async function automation(values: Partial<typeof t.scripts.$inferInsert> & { language: string }) {
  names += 1;
  const [row] = await suite.server.db
    .insert(t.scripts)
    .values({
      divisionId: agent.divisionId,
      name: `Agent jobs ${names}`,
      operatingSystems: ['Linux'],
      ...values,
    })
    .returning({ id: t.scripts.id });
  return row?.id as number;
}

/** Runs an automation on the agent's device through the route; answers the job once ended. */
async function run(scriptId: number, scriptParam?: string) {
  const answer = await suite.admin.post(`/scripting/scripts/${scriptId}/run`, {
    nodeIds: [agent.nodeId],
    parameters: { runAs: 'system', ...(scriptParam ? { scriptParam } : {}) },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return agent.ended(answer.body.jobIds[0]);
}

describe('given a file transfer automation run on the device', () => {
  it('downloads the file over its signed link, checks its SHA-256 and expands the .zip', async () => {
    const destination = join(scratch, 'expanded');
    const attachmentId = await attachment(
      'bundle.zip',
      zip({ 'readme.txt': 'hello from the server', 'tools/run.sh': 'echo run' }),
      'FILE_TRANSFER',
    );
    const id = await automation({
      language: 'file_transfer',
      fileTransferSettings: { attachmentId, destination, expand: true },
    });
    const job = await run(id);
    expect(job.status, job.error ?? '').toBe('COMPLETED');
    expect(job.payload).toMatchObject({ kind: 'file-transfer', expandZip: true, destination });
    expect(await readFile(join(destination, 'readme.txt'), 'utf8')).toBe('hello from the server');
    expect(await readFile(join(destination, 'tools/run.sh'), 'utf8')).toBe('echo run');
    expect(job.output).toContain('SHA-256 verified');
  }, 60_000);

  it('refuses a file whose bytes are not the SHA-256 the job carries', async () => {
    const destination = join(scratch, 'refused');
    const attachmentId = await attachment('notes.txt', Buffer.from('the real bytes'), 'FILE_TRANSFER');
    await suite.server.db
      .update(t.scriptAttachments)
      .set({ sha256: 'a'.repeat(64) })
      .where(eq(t.scriptAttachments.id, attachmentId));
    const id = await automation({
      language: 'file_transfer',
      fileTransferSettings: { attachmentId, destination, expand: false },
    });
    const job = await run(id);
    expect(job.status).toBe('FAILED');
    expect(job.error).toContain('SHA-256');
    expect(existsSync(join(destination, 'notes.txt'))).toBe(false);
  }, 60_000);

  it('answers 422 for an automation whose file is not stored yet', async () => {
    const [row] = await suite.server.db
      .insert(t.scriptAttachments)
      .values({
        divisionId: agent.divisionId,
        purpose: 'FILE_TRANSFER',
        url: 'https://example.com/a.txt',
        fileName: 'a.txt',
        scanStatus: 'FAILED',
      })
      .returning({ id: t.scriptAttachments.id });
    const id = await automation({
      language: 'file_transfer',
      fileTransferSettings: { attachmentId: row?.id, destination: scratch, expand: false },
    });
    const answer = await suite.admin.post(`/scripting/scripts/${id}/run`, {
      nodeIds: [agent.nodeId],
      parameters: { runAs: 'system' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errorMessage).toBe("The automation's file is not available on the server yet.");
  });
});

describe('given an install automation run on the device', () => {
  const installer = (marker: string) =>
    Buffer.from(`#!/bin/sh\necho "installing with $1"\necho installed > ${marker}\n`);

  it('runs the pre-script, the installer with its arguments and the post-script', async () => {
    const marker = join(scratch, 'installed.txt');
    const runnableAttachmentId = await attachment('setup.sh', installer(marker), 'INSTALLER');
    const pre = await automation({ language: 'shellscript', code: 'echo "pre $1 $GREETING"' });
    const post = await automation({ language: 'shellscript', code: 'echo post-done' });
    const id = await automation({
      language: 'binary_install',
      binaryInstallSettings: {
        runnableAttachmentId,
        cancelOnPreScriptFail: true,
        preExecutionScript: {
          scriptId: pre,
          parameters: 'first',
          scriptVariables: [{ name: 'GREETING', type: 'string', value: 'hi' }],
        },
        postExecutionScript: { scriptId: post },
        runAs: 'system',
      },
    });
    const job = await run(id, '--quiet');
    expect(job.status, `${job.error} ${job.output}`).toBe('COMPLETED');
    expect(job.exitCode).toBe(0);
    expect(job.output).toContain('pre first hi');
    expect(job.output).toContain('installing with --quiet');
    expect(job.output).toContain('post-done');
    expect(await readFile(marker, 'utf8')).toBe('installed\n');
    expect((await agent.lastActivity(job.id))?.type).toBe('JOB_COMPLETED');
  }, 60_000);

  it('downloads the helper files beside the installer over their signed links before it runs', async () => {
    const marker = join(scratch, 'helpers-installed.txt');
    const runnableAttachmentId = await attachment(
      'setup.sh',
      Buffer.from(`#!/bin/sh\ncat "$(dirname "$0")/answers.ini" > ${marker}\ncat ./eula.txt >> ${marker}\n`),
      'INSTALLER',
    );
    const answers = await attachment('answers.ini', Buffer.from('mode=silent\n'), 'INSTALLER');
    const eula = await attachment('eula.txt', Buffer.from('accepted\n'), 'INSTALLER');
    const id = await automation({
      language: 'binary_install',
      binaryInstallSettings: {
        runnableAttachmentId,
        helperFilesAttachmentIds: [answers, eula],
        runAs: 'system',
      },
    });
    const job = await run(id);
    expect(job.status, `${job.error} ${job.output}`).toBe('COMPLETED');
    const payload = job.payload as { helperFiles: { attachmentId: number; url: string; sha256: string }[] };
    expect(payload.helperFiles.map((file) => file.attachmentId)).toEqual([answers, eula]);
    expect(payload.helperFiles.every((file) => /^[0-9a-f]{64}$/.test(file.sha256))).toBe(true);
    expect(job.output).toContain('Downloaded helper file eula.txt; SHA-256 verified.');
    expect(await readFile(marker, 'utf8')).toBe('mode=silent\naccepted\n');
  }, 60_000);

  it('cancels the install when the pre-script fails and cancelOnPreScriptFail is set', async () => {
    const marker = join(scratch, 'never-installed.txt');
    const runnableAttachmentId = await attachment('setup.sh', installer(marker), 'INSTALLER');
    const pre = await automation({ language: 'shellscript', code: 'echo checking; exit 3' });
    const id = await automation({
      language: 'binary_install',
      binaryInstallSettings: {
        runnableAttachmentId,
        cancelOnPreScriptFail: true,
        preExecutionScript: { scriptId: pre },
        runAs: 'system',
      },
    });
    const job = await run(id);
    expect(job.status).toBe('FAILED');
    expect(job.exitCode).toBe(3);
    expect(job.output).toContain('checking');
    expect(job.output).not.toContain('Installing');
    expect(existsSync(marker)).toBe(false);
  }, 60_000);
});
