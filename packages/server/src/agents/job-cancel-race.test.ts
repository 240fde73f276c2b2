/**
 * Cancelling a device job while its offer is in flight (issue 13): the job ends CANCELLED exactly
 * once, the agent's late acceptance is refused and answered with `job.cancel`, its late result is
 * ignored, and a real agent that already started the work kills it. The cancel activity names the
 * user who cancelled, not the job's starter.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { collectInventory, enroll } from '@console/agent';
import { AGENT_AUTH_SCHEME } from '@console/core/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import * as t from '../db/schema';
import { createDeviceJobs, readDeviceJob } from './device-jobs';
import { setupAgentSuite } from './test-agent';

const suite = setupAgentSuite();
const { server } = suite;
const sockets: WebSocket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.terminate();
});

/** A hand-driven agent connection: every message the server sends is kept in order. */
async function rawAgent() {
  const credentials = await enroll(suite.baseUrl(), '/ws', await suite.token(), await collectInventory());
  const ws = new WebSocket(credentials.socketUrl, {
    headers: { authorization: `${AGENT_AUTH_SCHEME} ${credentials.nodeId}.${credentials.secret}` },
  });
  sockets.push(ws);
  const received: { type: string; jobId?: number; job?: { id: number } }[] = [];
  ws.on('message', (raw) => received.push(JSON.parse(raw.toString())));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'hello', agentVersion: '0', protocol: 1, runningJobIds: [] }));
  const count = (type: string, jobId: number) =>
    received.filter((m) => m.type === type && (m.jobId ?? m.job?.id) === jobId).length;
  /** Waits until the server has sent `n` messages of this type for the job. */
  const sawN = (type: string, jobId: number, n: number) =>
    vi.waitFor(() => expect(count(type, jobId)).toBeGreaterThanOrEqual(n), { timeout: 10_000, interval: 20 });
  await vi.waitFor(() => expect(received.some((m) => m.type === 'welcome')).toBe(true), {
    timeout: 10_000,
  });
  const [row] = await server.db
    .select({ divisionId: t.nodes.divisionId })
    .from(t.nodes)
    .where(eq(t.nodes.id, credentials.nodeId));
  return {
    ws,
    nodeId: credentials.nodeId,
    divisionId: row?.divisionId as number,
    send: (message: object) => ws.send(JSON.stringify(message)),
    sawN,
    count,
  };
}

async function activitiesOf(jobId: number) {
  return server.db
    .select({ type: t.deviceActivities.type, userName: t.deviceActivities.userName })
    .from(t.deviceActivities)
    .where(eq(t.deviceActivities.jobId, jobId))
    .orderBy(asc(t.deviceActivities.id));
}

describe('given a cancel racing the agent’s acceptance', () => {
  it('ends the job CANCELLED once: the late acceptance is refused with job.cancel, the late result ignored', async () => {
    const agent = await rawAgent();
    const [jobId] = (await createDeviceJobs(server.db, [
      {
        divisionId: agent.divisionId,
        nodeId: agent.nodeId,
        name: 'Raced',
        requestedBy: 'Job Starter',
        payload: { kind: 'script', language: 'shellscript', body: 'echo raced' },
      },
    ])) as [number];
    await server.app.agents.dispatch([agent.nodeId]);
    // The offer is on the agent's side; it has not answered yet.
    await agent.sawN('job.offer', jobId, 1);
    const answer = await suite.admin.post(`/device/jobs/${jobId}/cancel`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: jobId, status: 'CANCELLED' });
    // Told once by the cancel (it may have started the work) ...
    await agent.sawN('job.cancel', jobId, 1);
    // ... and again when its acceptance arrives after the cancel.
    agent.send({ type: 'job.accepted', jobId });
    await agent.sawN('job.cancel', jobId, 2);
    agent.send({ type: 'job.output', jobId, stream: 'stdout', data: 'raced\n' });
    agent.send({
      type: 'job.result',
      jobId,
      status: 'COMPLETED',
      exitCode: 0,
      durationMs: 5,
      output: 'raced\n',
    });
    // Messages of one connection are handled in order: a third refusal means the result was handled.
    agent.send({ type: 'job.accepted', jobId });
    await agent.sawN('job.cancel', jobId, 3);
    const job = await readDeviceJob(server.db, agent.divisionId, jobId);
    expect(job?.status).toBe('CANCELLED');
    expect(job?.output).toBe('');
    expect(await activitiesOf(jobId)).toEqual([{ type: 'JOB_CANCELLED', userName: 'Alex Admin' }]);
    // Never offered again.
    await server.app.agents.dispatch([agent.nodeId]);
    expect(agent.count('job.offer', jobId)).toBe(1);
  });

  it('a real agent that started the raced job kills it; nothing stays RUNNING', async () => {
    const agent = await suite.startAgent();
    const [row] = await server.db
      .select({ divisionId: t.nodes.divisionId })
      .from(t.nodes)
      .where(eq(t.nodes.id, agent.nodeId));
    const divisionId = row?.divisionId as number;
    const pidFile = join(agent.stateDir, 'raced.pid');
    for (let round = 0; round < 3; round++) {
      const [jobId] = (await createDeviceJobs(server.db, [
        {
          divisionId,
          nodeId: agent.nodeId,
          name: `Raced ${round}`,
          requestedBy: 'Job Starter',
          payload: {
            kind: 'script',
            language: 'shellscript',
            body: `sleep 300 & echo $! > ${pidFile}.${round}; wait`,
          },
        },
      ])) as [number];
      // The offer and the cancel leave together: no wait between them.
      const [, answer] = await Promise.all([
        server.app.agents.dispatch([agent.nodeId]),
        suite.admin.post(`/device/jobs/${jobId}/cancel`),
      ]);
      expect(answer.status).toBe(200);
      await vi.waitFor(
        async () => {
          const job = await readDeviceJob(server.db, divisionId, jobId);
          expect(job?.status).toBe('CANCELLED');
          // The agent holds no run of it any more (killed, or never started).
          expect(agent.client.runningJobs.has(jobId)).toBe(false);
        },
        { timeout: 20_000, interval: 50 },
      );
      const pid = await readFile(`${pidFile}.${round}`, 'utf8').then(Number, () => undefined);
      if (pid)
        await vi.waitFor(() => expect(() => process.kill(pid, 0)).toThrow(), {
          timeout: 5_000,
          interval: 50,
        });
      const activities = await activitiesOf(jobId);
      expect(activities.filter((activity) => activity.type === 'JOB_CANCELLED')).toEqual([
        { type: 'JOB_CANCELLED', userName: 'Alex Admin' },
      ]);
      expect(activities.map((activity) => activity.type)).not.toContain('JOB_COMPLETED');
    }
    const stuck = await server.db
      .select({ id: t.deviceJobs.id })
      .from(t.deviceJobs)
      .where(and(eq(t.deviceJobs.nodeId, agent.nodeId), eq(t.deviceJobs.status, 'RUNNING')));
    expect(stuck).toEqual([]);
  }, 60_000);

  it('names the canceller, not the starter, when a running job is cancelled', async () => {
    const agent = await suite.startAgent();
    const [row] = await server.db
      .select({ divisionId: t.nodes.divisionId })
      .from(t.nodes)
      .where(eq(t.nodes.id, agent.nodeId));
    const divisionId = row?.divisionId as number;
    const [jobId] = (await createDeviceJobs(server.db, [
      {
        divisionId,
        nodeId: agent.nodeId,
        name: 'Long run',
        requestedBy: 'Job Starter',
        payload: { kind: 'script', language: 'shellscript', body: 'echo started; sleep 300' },
      },
    ])) as [number];
    await server.app.agents.dispatch([agent.nodeId]);
    await vi.waitFor(
      async () => expect((await readDeviceJob(server.db, divisionId, jobId))?.status).toBe('RUNNING'),
      { timeout: 20_000, interval: 50 },
    );
    const answer = await suite.admin.post(`/device/jobs/${jobId}/cancel`);
    expect(answer.body).toEqual({ id: jobId, status: 'CANCELLING' });
    await vi.waitFor(
      async () => expect((await readDeviceJob(server.db, divisionId, jobId))?.status).toBe('CANCELLED'),
      { timeout: 20_000, interval: 50 },
    );
    expect(await activitiesOf(jobId)).toEqual([
      { type: 'JOB_STARTED', userName: 'Job Starter' },
      { type: 'JOB_CANCELLED', userName: 'Alex Admin' },
    ]);
  }, 60_000);
});
