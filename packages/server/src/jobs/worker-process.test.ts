/**
 * Workers scale apart from the API on PostgreSQL: the real server started as a separate process
 * with `--role=worker` runs the jobs the API process (`role: 'api'`, which runs none) enqueues.
 * Proven with the scripting domain's jobs: a malware scan, a scan whose download source fails once
 * (retried), and a sweep scheduled for later. Waits poll with a bounded timeout; nothing is timed.
 * PostgreSQL only (an embedded PGlite database belongs to one process); jobs.test.ts holds the
 * same queue semantics in-process on PGlite.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptAttachments } from '../db/schema';
import { attachmentSweepJob } from '../domains/scripting/sweep';
import {
  createTestServer,
  databaseKind,
  multipart,
  signIn,
  TEST_SECRET_KEY,
  type TestAgent,
  type TestServer,
} from '../test/helpers';
import { enqueue, JOBS_CHANNEL } from './queue';
import { type BackgroundJobRow, backgroundJobs } from './schema';

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe.skipIf(databaseKind !== 'postgres')('given a worker process beside the API process', () => {
  let dir: string;
  let server: TestServer;
  let admin: TestAgent;
  let worker: ChildProcess;
  let output = '';
  let origin: Server;
  let originUrl: string;
  let flakyHits = 0;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'console-worker-'));
    const attachmentsDir = join(dir, 'attachments');
    server = await createTestServer({
      jobs: { role: 'api' },
      scripting: { attachmentsDir, allowPrivateUrls: true, scan: { clamav: 'off' } },
    });
    admin = await signIn(server, 'admin');

    // A download source on loopback that is down (503) the first time it is asked.
    origin = createHttpServer((request, response) => {
      if (request.url === '/flaky.txt' && flakyHits++ === 0) {
        response.writeHead(503).end('try later');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/plain' }).end('release notes\n');
    });
    await new Promise<void>((done) => origin.listen(0, '127.0.0.1', done));
    originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;

    worker = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@console/source', 'src/main.ts', '--role=worker'],
      {
        cwd: serverRoot,
        env: {
          ...process.env,
          CONSOLE_ROLE: '',
          DATABASE_URL: server.url,
          DATA_DIR: join(dir, 'data'),
          ATTACHMENTS_DIR: attachmentsDir,
          ATTACHMENT_URLS_ALLOW_PRIVATE: 'true',
          MALWARE_SCAN_CLAMAV: 'off',
          SECRET_KEY: TEST_SECRET_KEY,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    worker.stdout?.on('data', (chunk) => {
      output += String(chunk);
    });
    worker.stderr?.on('data', (chunk) => {
      output += String(chunk);
    });
    await until(
      async () => output.includes('Console worker') || worker.exitCode !== null,
      'the worker to start',
      100_000,
    );
    expect(worker.exitCode, output).toBeNull();
  }, 120_000);

  afterAll(async () => {
    if (worker && worker.exitCode === null) {
      const exited = new Promise((done) => worker.once('exit', done));
      worker.kill('SIGTERM');
      await exited;
    }
    await new Promise((done) => origin?.close(done));
    await server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  }, 60_000);

  /** Polls `check` every 100 ms until it holds; fails after `timeoutMs` naming what it waited for. */
  async function until(check: () => Promise<boolean>, what: string, timeoutMs = 45_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${output}`);
      await new Promise((done) => setTimeout(done, 100));
    }
  }

  const jobById = async (id: number) =>
    (await server.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id)))[0] as BackgroundJobRow;
  const scanJobOf = async (attachmentId: number) =>
    (
      await server.db
        .select()
        .from(backgroundJobs)
        .where(eq(backgroundJobs.singletonKey, `scripting.malware-scan:${attachmentId}`))
    )[0];
  const attachment = async (id: number) =>
    (await server.db.select().from(scriptAttachments).where(eq(scriptAttachments.id, id)))[0];
  const ranInWorker = (row: BackgroundJobRow | undefined) =>
    expect(row?.lockedBy?.startsWith(`${hostname()}:${worker.pid}:`), row?.lockedBy ?? 'no worker').toBe(
      true,
    );

  it('runs the scan the API queued on upload in the worker process, not in the API', async () => {
    expect(server.app.jobs.role).toBe('api');
    expect(worker.pid).not.toBe(process.pid);
    const uploaded = await admin.post(
      '/scripting/attachments/upload',
      multipart({ purpose: 'FILE_TRANSFER' }, { name: 'notes.txt', content: 'plain notes\n' }),
    );
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const [row] = await server.db
      .select()
      .from(scriptAttachments)
      .where(eq(scriptAttachments.resourceId, uploaded.body.resourceId));
    const id = row?.id ?? -1;
    await until(async () => (await scanJobOf(id))?.state === 'succeeded', 'the scan to succeed');
    const job = await scanJobOf(id);
    ranInWorker(job);
    expect(job).toMatchObject({ kind: 'scripting.malware-scan', attempts: 1, result: 'SUCCESS' });
    expect(await attachment(id)).toMatchObject({ scanStatus: 'SUCCESS' });
    // The API process never started a worker.
    expect(server.app.jobs.runner).toBeUndefined();
  });

  it('retries a scan whose download source failed, and it succeeds the second time', async () => {
    const created = await admin.post('/scripting/attachments/from-url', {
      url: `${originUrl}/flaky.txt`,
      purpose: 'FILE_TRANSFER',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.id as number;
    await until(async () => (await scanJobOf(id))?.state === 'failed', 'the first attempt to fail');
    const failed = await scanJobOf(id);
    expect(failed).toMatchObject({ attempts: 1, lastError: 'download failed: HTTP 503' });
    ranInWorker(failed);
    expect(await attachment(id)).toMatchObject({ scanStatus: 'PROCESSING' });
    // Skip the back-off: make the retry due and wake the worker, as a new job would.
    await server.db.transaction(async (tx) => {
      await tx
        .update(backgroundJobs)
        .set({ runAt: sql`now()` })
        .where(eq(backgroundJobs.id, failed?.id ?? -1));
      await tx.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, 'scripting.malware-scan')`);
    });
    await until(async () => (await scanJobOf(id))?.state === 'succeeded', 'the retry to succeed');
    const job = await scanJobOf(id);
    expect(job).toMatchObject({ attempts: 2, lastError: null, result: 'SUCCESS' });
    ranInWorker(job);
    expect(flakyHits).toBe(2);
    expect(await attachment(id)).toMatchObject({ scanStatus: 'SUCCESS', scanDetail: null });
  });

  it('runs a job scheduled for later only once its time has come', async () => {
    const id = (await enqueue(server.db, attachmentSweepJob, {}, { delayMs: 1_500 })) ?? -1;
    const queued = await jobById(id);
    expect(queued.state).toBe('queued');
    await until(async () => (await jobById(id)).state === 'succeeded', 'the scheduled job to run');
    const done = await jobById(id);
    ranInWorker(done);
    // Both times are the database's: it started no earlier than it was due.
    expect(done.startedAt?.getTime()).toBeGreaterThanOrEqual(done.runAt.getTime());
    expect(done.runAt.getTime()).toBe(queued.runAt.getTime());
    expect(done.result).toEqual({ removed: expect.any(Number) });
  });
});
