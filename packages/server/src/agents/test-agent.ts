/**
 * Test frame of the agent gateway's suites: the demo server listening on loopback (agents need a
 * real socket), enrollment tokens, and agents started in-process with a recording executor.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createRecordingExecutor,
  type RecordingExecutor,
  type RunningAgent,
  startAgent,
} from '@console/agent';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { issueEnrollmentToken } from '../domains/installers/enrollment-tokens';
import { type DemoSuite, setupDemoServerWith } from '../test/helpers';

/** The gateway timing of the suites: short, so that nothing waits long. */
export const TEST_GATEWAY = { heartbeatIntervalMs: 60_000, flushIntervalMs: 50, pollIntervalMs: 100 };

/** An agent started for a test, with its executor and state folder. */
export interface TestDeviceAgent extends RunningAgent {
  executor: RecordingExecutor;
  stateDir: string;
}

/** What {@link setupAgentSuite} readies. */
export interface AgentSuite extends DemoSuite<'admin'> {
  /** The server's loopback URL (`http://127.0.0.1:<port>`). */
  baseUrl(): string;
  /** A fresh token for the first demo organization's first location (role Auto). */
  token(): Promise<string>;
  /** Enrolls and connects an agent; resolves once the server welcomed it. */
  startAgent(options?: { token?: string; heartbeatIntervalMs?: number }): Promise<TestDeviceAgent>;
}

/** The demo server on loopback; every agent started is stopped after the file. */
export function setupAgentSuite(): AgentSuite {
  // A low in-flight bound: connected agents must not count as requests in flight (back-pressure).
  const suite = setupDemoServerWith({ agents: TEST_GATEWAY, backPressure: { maxInFlight: 4 } }, 'admin');
  let url = '';
  const started: TestDeviceAgent[] = [];
  const folders: string[] = [];
  beforeAll(async () => {
    await suite.server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = suite.server.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    url = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    for (const agent of started) await agent.stop();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });
  const token = async () => {
    const place = await firstPlace(suite.server.db);
    const issued = await issueEnrollmentToken(suite.server.db, {
      organizationId: place.clientId,
      locationId: place.id,
      nodeRoleId: null,
      installerType: 'LINUX_DEB',
      createdBy: null,
      expiresAt: new Date(suite.server.clock.now.getTime() + 3_600_000),
    });
    return issued.token;
  };
  return {
    ...suite,
    baseUrl: () => url,
    token,
    async startAgent(options = {}) {
      const stateDir = await mkdtemp(join(tmpdir(), 'agent-test-'));
      folders.push(stateDir);
      const executor = createRecordingExecutor();
      const agent = await startAgent(
        { serverUrl: url, apiBase: '/ws', enrollmentToken: options.token ?? (await token()), stateDir },
        {
          executor,
          backoffMs: 100,
          maxBackoffMs: 500,
          heartbeatIntervalMs: options.heartbeatIntervalMs ?? 60_000,
        },
      );
      const running: TestDeviceAgent = { ...agent, executor, stateDir };
      started.push(running);
      await agent.client.ready();
      return running;
    },
  };
}

/** The first location of the first demo organization. */
async function firstPlace(db: Db) {
  const [row] = await db
    .select({ id: t.locations.id, clientId: t.locations.clientId })
    .from(t.locations)
    .innerJoin(t.organizations, and(eq(t.organizations.id, t.locations.clientId)))
    .orderBy(t.organizations.id, t.locations.id)
    .limit(1);
  if (!row) throw new Error('no demo location');
  return row;
}
