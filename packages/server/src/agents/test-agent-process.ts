/**
 * Test frame: the agent as a real process (its program `packages/agent/src/main.ts`, run by tsx
 * from source as the bundle runs it) enrolled on an {@link AgentSuite}'s server, with the real
 * executor. Stopped (SIGKILL) and its folder removed by `stop()`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { desc, eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import * as t from '../db/schema';
import { readDeviceJob } from './device-jobs';
import type { AgentSuite } from './test-agent';

/** The repository root. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');

/** A started agent process and the device it enrolled as. */
export interface AgentProcess {
  child: ChildProcess;
  nodeId: number;
  divisionId: number;
  /** The agent's folder (configuration and state). */
  folder: string;
  /** What the process printed so far. */
  log(): string;
  /** Waits (up to 30 s) for a device job of this agent to end, and answers it. */
  ended(jobId: number): Promise<NonNullable<Awaited<ReturnType<typeof readDeviceJob>>>>;
  /** The newest activity of a job. */
  lastActivity(jobId: number): Promise<typeof t.deviceActivities.$inferSelect | undefined>;
  stop(): Promise<void>;
}

const ENDED = new Set(['COMPLETED', 'FAILED', 'CANCELLED']);

/**
 * Starts the agent program with an installer configuration (a fresh enrollment token) and waits
 * until its device is online.
 * @example const agent = await startAgentProcess(suite); ... await agent.stop();
 */
export async function startAgentProcess(suite: AgentSuite): Promise<AgentProcess> {
  const folder = await mkdtemp(join(tmpdir(), 'agent-process-'));
  const config = join(folder, 'config.json');
  const stateDir = join(folder, 'state');
  await writeFile(
    config,
    JSON.stringify({ serverUrl: suite.baseUrl(), enrollmentToken: await suite.token(), stateDir }),
  );
  let output = '';
  const child = spawn(
    join(REPO_ROOT, 'node_modules/.bin/tsx'),
    ['--conditions=@console/source', join(REPO_ROOT, 'packages/agent/src/main.ts'), '--config', config],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGKILL');
      await exited;
    }
    await rm(folder, { recursive: true, force: true });
  };
  try {
    const credentials = await vi.waitFor(
      async () =>
        JSON.parse(await readFile(join(stateDir, 'credentials.json'), 'utf8')) as { nodeId: number },
      { timeout: 30_000, interval: 200 },
    );
    const { db, app } = suite.server;
    await vi.waitFor(() => expect(app.agents.isOnline(credentials.nodeId)).toBe(true), {
      timeout: 20_000,
      interval: 100,
    });
    const [row] = await db
      .select({ divisionId: t.nodes.divisionId })
      .from(t.nodes)
      .where(eq(t.nodes.id, credentials.nodeId));
    if (!row) throw new Error('the enrolled device is missing');
    const { divisionId } = row;
    return {
      child,
      nodeId: credentials.nodeId,
      divisionId,
      folder,
      log: () => output,
      ended: (jobId) =>
        vi.waitFor(
          async () => {
            const job = await readDeviceJob(db, divisionId, jobId);
            if (!job || !ENDED.has(job.status)) throw new Error(`job ${jobId} is ${job?.status}`);
            return job;
          },
          { timeout: 30_000, interval: 100 },
        ),
      lastActivity: async (jobId) => {
        const [activity] = await db
          .select()
          .from(t.deviceActivities)
          .where(eq(t.deviceActivities.jobId, jobId))
          .orderBy(desc(t.deviceActivities.id))
          .limit(1);
        return activity;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw new Error(`the agent process did not come online: ${String(error)}\n${output}`);
  }
}
