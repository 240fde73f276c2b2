import { createSocket } from 'node:dgram';
import { readFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import * as t from '../db/schema';
import { createDeviceJobs, readDeviceJob } from './device-jobs';
import { setupAgentSuite } from './test-agent';

const suite = setupAgentSuite();
const { server } = suite;

async function node(id: number) {
  const [row] = await server.db.select().from(t.nodes).where(eq(t.nodes.id, id));
  if (!row) throw new Error('no node');
  return row;
}

async function runOn(nodeId: number, payload: Parameters<typeof createDeviceJobs>[1][number]['payload']) {
  const { divisionId } = await node(nodeId);
  const [jobId] = await createDeviceJobs(server.db, [
    { divisionId, nodeId, name: 'Test job', payload, requestedBy: 'Ada Admin' },
  ]);
  await server.app.agents.dispatch([nodeId]);
  return jobId as number;
}

async function ended(jobId: number, divisionId: number) {
  return vi.waitFor(
    async () => {
      const job = await readDeviceJob(server.db, divisionId, jobId);
      if (!job || job.status === 'QUEUED' || job.status === 'RUNNING') throw new Error(`job ${job?.status}`);
      return job;
    },
    { timeout: 15_000, interval: 50 },
  );
}

describe('given an agent that enrolls with an installer token', () => {
  it('creates the device in the token organization, online, with its real inventory', async () => {
    const agent = await suite.startAgent();
    const row = await vi.waitFor(async () => {
      const current = await node(agent.nodeId);
      if (!(current.details as { inventory?: unknown }).inventory) throw new Error('no inventory yet');
      return current;
    });
    expect(row.isUp).toBe(true);
    expect(row.systemName).toBe(hostname());
    expect(row.nodeClass).toMatch(/^LINUX_/);
    expect(row.nodeType).toBe('AGENT');
    expect((row.details as { osArchitecture?: string }).osArchitecture).toMatch(/bit$/);
    expect(server.app.agents.isOnline(agent.nodeId)).toBe(true);
    const [credential] = await server.db
      .select()
      .from(t.agentCredentials)
      .where(eq(t.agentCredentials.nodeId, agent.nodeId));
    expect(credential?.secretHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a token used twice with the message', async () => {
    const token = await suite.token();
    await suite.startAgent({ token });
    const again = await fetch(`${suite.baseUrl()}/ws/agent/enroll`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token,
        inventory: {
          hostname: 'x',
          platform: 'linux',
          osName: 'Linux',
          osVersion: '1',
          architecture: 'x64',
          ipAddresses: [],
          macAddresses: [],
          loggedInUser: null,
          uptimeSec: 1,
          agentVersion: '0',
        },
      }),
    });
    expect(again.status).toBe(401);
    expect((await again.json()).errorMessage).toBe('This enrollment token has already been used.');
  });

  it('refuses a socket without a valid credential', async () => {
    const agent = await suite.startAgent();
    for (const authorization of [undefined, `Agent ${agent.nodeId}.${'x'.repeat(43)}`]) {
      const status = await new Promise<number>((resolve) => {
        const ws = new WebSocket(`${suite.baseUrl().replace('http', 'ws')}/ws/agent/socket`, {
          headers: authorization ? { authorization } : {},
        });
        ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        ws.on('open', () => resolve(101));
        ws.on('error', () => undefined);
      });
      expect(status).toBe(401);
    }
  });
});

describe('given a connected agent', () => {
  it('runs a script with its parameters and variables and returns the output, exit code and duration', async () => {
    const agent = await suite.startAgent();
    const { divisionId } = await node(agent.nodeId);
    const jobId = await runOn(agent.nodeId, {
      kind: 'script',
      language: 'shellscript',
      body: 'echo "hello $GREETING $1"; echo oops >&2',
      parameters: ['there'],
      variables: { GREETING: 'world' },
    });
    const job = await ended(jobId, divisionId);
    expect(job.status).toBe('COMPLETED');
    expect(job.exitCode).toBe(0);
    expect(job.output).toContain('hello world there');
    expect(job.output).toContain('oops');
    expect(job.durationMs).toBeGreaterThanOrEqual(0);
    const activities = await server.db
      .select()
      .from(t.deviceActivities)
      .where(and(eq(t.deviceActivities.nodeId, agent.nodeId), eq(t.deviceActivities.jobId, jobId)))
      .orderBy(t.deviceActivities.id);
    expect(activities.map((activity) => activity.message)).toEqual([
      'Test job started.',
      expect.stringMatching(/^Test job completed with exit code 0 in /),
    ]);
    expect(activities.map((activity) => activity.userName)).toEqual(['Ada Admin', 'Ada Admin']);
    // The output comes back as the device's activity too (its end, for the dashboard).
    const listed = await suite.admin.get(`/node/${agent.nodeId}/activities?limit=5`);
    const end = listed.body.activities.find(
      (activity: { jobId: number; type: string }) =>
        activity.jobId === jobId && activity.type === 'JOB_COMPLETED',
    );
    expect(end.output).toContain('hello world there');
    expect(end.output).toContain('oops');
  });

  it('fails a job whose script exits non-zero', async () => {
    const agent = await suite.startAgent();
    const { divisionId } = await node(agent.nodeId);
    const job = await ended(
      await runOn(agent.nodeId, { kind: 'script', language: 'shellscript', body: 'echo partial; exit 3' }),
      divisionId,
    );
    expect(job.status).toBe('FAILED');
    expect(job.exitCode).toBe(3);
    expect(job.output).toContain('partial');
  });

  it('keeps the output of a program that prints NUL and a broken surrogate, as U+FFFD', async () => {
    const agent = await suite.startAgent();
    const { divisionId } = await node(agent.nodeId);
    const job = await ended(
      await runOn(agent.nodeId, {
        kind: 'script',
        language: 'shellscript',
        body: "printf 'a\\000b\\355\\240\\200c'",
      }),
      divisionId,
    );
    expect(job.status).toBe('COMPLETED');
    expect(job.output).toMatch(/^a\ufffdb.*c$/u);
    expect(job.output).not.toContain('\u0000');
  });

  it('reboots through the executor, answers a ping and applies a policy sync', async () => {
    const agent = await suite.startAgent();
    const { divisionId } = await node(agent.nodeId);
    const job = await ended(await runOn(agent.nodeId, { kind: 'reboot', delaySec: 0 }), divisionId);
    expect(job.status).toBe('COMPLETED');
    expect(agent.executor.calls).toContainEqual({ kind: 'reboot', delaySec: 0, message: undefined });
    const reply = await server.app.agents.request(agent.nodeId, { type: 'ping', requestId: 'p1' }, 5_000);
    expect(reply).toMatchObject({ type: 'reply', requestId: 'p1', ok: true });
    const synced = await server.app.agents.request(
      agent.nodeId,
      { type: 'policy.sync', policyId: 3, settings: { patching: true } },
      5_000,
    );
    expect(synced).toMatchObject({ type: 'reply', ok: true });
    expect(JSON.parse(await readFile(join(agent.stateDir, 'policy.json'), 'utf8'))).toEqual({
      policyId: 3,
      settings: { patching: true },
    });
  });

  it('sends real Wake-on-LAN magic packets', async () => {
    const agent = await suite.startAgent();
    const { divisionId } = await node(agent.nodeId);
    const listener = createSocket('udp4');
    const received: Buffer[] = [];
    listener.on('message', (packet) => received.push(packet));
    await new Promise<void>((resolve) => listener.bind(0, '127.0.0.1', resolve));
    try {
      const job = await ended(
        await runOn(agent.nodeId, {
          kind: 'wake-on-lan',
          macs: ['00:11:22:33:44:55'],
          broadcast: '127.0.0.1',
          port: listener.address().port,
        }),
        divisionId,
      );
      expect(job.status).toBe('COMPLETED');
      await vi.waitFor(() => expect(received).toHaveLength(1));
      const packet = received[0] as Buffer;
      expect(packet.length).toBe(102);
      expect(packet.subarray(0, 6).toString('hex')).toBe('ffffffffffff');
      expect(packet.subarray(96, 102).toString('hex')).toBe('001122334455');
    } finally {
      listener.close();
    }
  });

  it('lets an agent act for its own device only', async () => {
    const mine = await suite.startAgent();
    const other = await suite.startAgent();
    await other.stop();
    const { divisionId } = await node(other.nodeId);
    const [foreign] = await createDeviceJobs(server.db, [
      { divisionId, nodeId: other.nodeId, name: 'Not yours', payload: { kind: 'reboot' } },
    ]);
    mine.client.send({ type: 'job.accepted', jobId: foreign as number });
    mine.client.send({
      type: 'job.result',
      jobId: foreign as number,
      status: 'COMPLETED',
      exitCode: 0,
      durationMs: 1,
      output: 'forged',
    });
    await server.app.agents.request(mine.nodeId, { type: 'ping', requestId: 'sync' }, 5_000);
    const job = await readDeviceJob(server.db, divisionId, foreign as number);
    expect(job?.status).toBe('QUEUED');
    expect(job?.output).toBe('');
  });
});

describe('given an agent that goes away', () => {
  it('marks the device offline when the agent stops and fails its running job cleanly', async () => {
    const agent = await suite.startAgent();
    const { divisionId } = await node(agent.nodeId);
    const jobId = await runOn(agent.nodeId, {
      kind: 'script',
      language: 'shellscript',
      body: 'echo started; sleep 30',
    });
    await vi.waitFor(async () => {
      const job = await readDeviceJob(server.db, divisionId, jobId);
      if (job?.status !== 'RUNNING') throw new Error('not running');
    });
    await agent.stop();
    const job = await ended(jobId, divisionId);
    expect(job.status).toBe('FAILED');
    expect(job.error).toBe('The connection to the device agent was lost while the job was running.');
    await vi.waitFor(async () => expect((await node(agent.nodeId)).isUp).toBe(false));
    expect(server.app.agents.isOnline(agent.nodeId)).toBe(false);
  });

  it('marks a silent agent down after its missed heartbeats', async () => {
    const reported = new Set<number>();
    const off = server.app.agents.on('inventory', (_message, from) => {
      reported.add(from.nodeId);
    });
    const agent = await suite.startAgent();
    // Up, and its connect-time messages (the inventory) handled: from now on it is silent.
    await vi.waitFor(() => expect(reported.has(agent.nodeId)).toBe(true));
    off();
    await vi.waitFor(async () => expect((await node(agent.nodeId)).isUp).toBe(true));
    server.clock.advance(4 * 60_000);
    expect(await server.app.agents.sweep()).toContain(agent.nodeId);
    // Its next message brings it back.
    agent.client.send({ type: 'heartbeat' });
    await server.app.agents.request(agent.nodeId, { type: 'ping', requestId: 'back' }, 5_000);
    await server.app.agents.sweep();
    await vi.waitFor(async () => expect((await node(agent.nodeId)).isUp).toBe(true));
    const [last] = await server.db
      .select()
      .from(t.nodes)
      .where(eq(t.nodes.id, agent.nodeId))
      .orderBy(desc(t.nodes.id));
    expect(last?.lastContact?.getTime()).toBe(server.clock.now.getTime());
  });
});

describe('given a technician who runs an automation ad hoc on the device', () => {
  it('queues the job that the agent runs, with the script output as its result', async () => {
    const agent = await suite.startAgent();
    const { divisionId } = await node(agent.nodeId);
    const [script] = await server.db
      .select()
      .from(t.scripts)
      .where(and(eq(t.scripts.divisionId, divisionId), eq(t.scripts.language, 'shellscript')))
      .limit(1);
    if (!script) throw new Error('no demo shell script');
    await server.db
      .update(t.scripts)
      .set({ code: 'echo "adhoc $1 $2"', scriptVariables: [], operatingSystems: ['Linux'] })
      .where(eq(t.scripts.id, script.id));
    const answer = await suite.admin.post(`/scripting/scripts/${script.id}/run`, {
      nodeIds: [agent.nodeId],
      parameters: { runAs: 'system', scriptParam: 'one "two three"' },
    });
    expect(answer.status).toBe(200);
    const [jobId] = answer.body.jobIds as number[];
    const job = await ended(jobId as number, divisionId);
    expect(job.status).toBe('COMPLETED');
    expect(job.name).toMatch(/^User .+ requested start of automation /);
    expect(job.output.trim()).toBe('adhoc one two three');
  });
});
