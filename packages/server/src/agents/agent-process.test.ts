/**
 * The agent as a real process (its program, `src/main.ts`, run by tsx from source, as the bundle
 * runs it): it enrolls with the installer token of its configuration file, comes online with its
 * inventory, runs a script, and goes offline when stopped.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import * as t from '../db/schema';
import { createDeviceJobs, readDeviceJob } from './device-jobs';
import { setupAgentSuite } from './test-agent';

const suite = setupAgentSuite();
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
let child: ChildProcess | undefined;
let folder = '';

afterAll(async () => {
  child?.kill('SIGKILL');
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('given the agent program started with an installer configuration', () => {
  it('enrolls, reports, runs a script and goes offline when stopped', async () => {
    folder = await mkdtemp(join(tmpdir(), 'agent-process-'));
    const config = join(folder, 'config.json');
    const stateDir = join(folder, 'state');
    await writeFile(
      config,
      JSON.stringify({ serverUrl: suite.baseUrl(), enrollmentToken: await suite.token(), stateDir }),
    );
    let log = '';
    child = spawn(
      join(root, 'node_modules/.bin/tsx'),
      ['--conditions=@console/source', join(root, 'packages/agent/src/main.ts'), '--config', config],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout?.on('data', (chunk) => {
      log += String(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      log += String(chunk);
    });
    const credentials = await vi.waitFor(
      async () =>
        JSON.parse(await readFile(join(stateDir, 'credentials.json'), 'utf8')) as { nodeId: number },
      { timeout: 30_000, interval: 200 },
    );
    expect((await stat(join(stateDir, 'credentials.json'))).mode & 0o777).toBe(0o600);
    const { db, app } = suite.server;
    await vi.waitFor(() => expect(app.agents.isOnline(credentials.nodeId)).toBe(true), {
      timeout: 20_000,
      interval: 100,
    });
    const row = await vi.waitFor(
      async () => {
        const [current] = await db.select().from(t.nodes).where(eq(t.nodes.id, credentials.nodeId));
        expect(current?.isUp).toBe(true);
        return current;
      },
      { timeout: 20_000, interval: 100 },
    );
    const [jobId] = await createDeviceJobs(db, [
      {
        divisionId: row?.divisionId as number,
        nodeId: credentials.nodeId,
        name: 'Echo',
        payload: { kind: 'script', language: 'shellscript', body: 'echo from-a-real-agent' },
      },
    ]);
    await app.agents.dispatch([credentials.nodeId]);
    const job = await vi.waitFor(
      async () => {
        const current = await readDeviceJob(db, row?.divisionId as number, jobId as number);
        if (current?.status !== 'COMPLETED' && current?.status !== 'FAILED') throw new Error(current?.status);
        return current;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(job.status).toBe('COMPLETED');
    expect(job.output.trim()).toBe('from-a-real-agent');
    child.kill('SIGTERM');
    await vi.waitFor(
      async () => {
        const [after] = await db
          .select({ isUp: t.nodes.isUp })
          .from(t.nodes)
          .where(eq(t.nodes.id, credentials.nodeId));
        expect(after?.isUp).toBe(false);
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(log).toContain('agent started');
  }, 90_000);
});
