/**
 * An enrolled agent as the network probe (issue 11): the reference agent program, a real process
 * enrolled with an installer token, is prepared as probe, runs the scan of 127.0.0.0/29 with
 * @console/scanner and streams its results back through the gateway; the server stores them and
 * relays them on `nm.nms-discovery.{id}`. A second scan on the same probe is refused; Stop reaches
 * the agent within a second. Needs root (the agent's raw ICMP socket); skipped otherwise.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AGENT_VERSION } from '@console/agent';
import { canSendIcmp } from '@console/scanner';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { setupAgentSuite } from '../../agents/test-agent';
import * as t from '../../db/schema';
import type { Loose } from '../../test/helpers';

const runnable = process.getuid?.() === 0 && canSendIcmp();
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../..');

describe.skipIf(!runnable)('an enrolled agent as network probe', { timeout: 120_000 }, () => {
  const suite = setupAgentSuite();
  let child: ChildProcess | undefined;
  let folder = '';
  let nodeId = 0;
  let probe: typeof t.nodes.$inferSelect;
  let locationId = 0;
  let snmpCred = 0;
  let log = '';

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'agent-probe-'));
    const config = join(folder, 'config.json');
    const stateDir = join(folder, 'state');
    await writeFile(
      config,
      JSON.stringify({ serverUrl: suite.baseUrl(), enrollmentToken: await suite.token(), stateDir }),
    );
    child = spawn(
      join(root, 'node_modules/.bin/tsx'),
      ['--conditions=@console/source', join(root, 'packages/agent/src/main.ts'), '--config', config],
      // Its own process group: tsx runs the agent in a child, and both end with the group.
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
    );
    child.stdout?.on('data', (chunk) => {
      log += String(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      log += String(chunk);
    });
    nodeId = await vi.waitFor(
      async () =>
        (JSON.parse(await readFile(join(stateDir, 'credentials.json'), 'utf8')) as { nodeId: number }).nodeId,
      { timeout: 45_000, interval: 200 },
    );
    await vi.waitFor(() => expect(suite.server.app.agents.isOnline(nodeId)).toBe(true), {
      timeout: 30_000,
      interval: 100,
    });
    const { db } = suite.server;
    // The enrolled Linux agent is an agent workstation or server: a probe class.
    probe = await vi.waitFor(
      async () => {
        const [row] = await db.select().from(t.nodes).where(eq(t.nodes.id, nodeId));
        expect(row?.nodeClass).toMatch(/^LINUX_(SERVER|WORKSTATION)$/);
        return row as typeof t.nodes.$inferSelect;
      },
      { timeout: 20_000, interval: 100 },
    );
    locationId = probe.locationId as number;
    const [cred] = await db.select().from(t.credentials).where(eq(t.credentials.name, 'SNMP v2c public'));
    snmpCred = cred?.id ?? 0;
  }, 90_000);

  afterAll(async () => {
    if (child?.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const scanBody = (ipTargets: string, overrides: Record<string, unknown> = {}) => ({
    nodeId,
    clientId: probe.clientId,
    locationId,
    ipTargets,
    snmpCredOne: snmpCred,
    protocolOne: 2,
    snmpCredTwo: null,
    protocolTwo: null,
    telnetSshCred: null,
    pingTimeoutMS: 500,
    ...overrides,
  });

  function subscribe(topic: string): Promise<{ events: Loose[]; close: () => void }> {
    const socket = new WebSocket(`${suite.baseUrl().replace('http', 'ws')}/ws/realtime`, {
      headers: { cookie: [...suite.admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    const events: Loose[] = [];
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw));
      if (message.type === 'event') events.push(message.data);
    });
    return new Promise((done) => {
      socket.once('open', () => {
        socket.send(JSON.stringify({ type: 'subscribe', topic }));
        socket.once('message', () => done({ events, close: () => socket.close() }));
      });
    });
  }

  it('prepares the agent as probe with its own version', async () => {
    const { admin } = suite;
    const prepared = await admin.post(`/nms/discovery/delegate/${nodeId}/prepare`, {});
    expect(prepared.body).toEqual({ status: 'OK', delegateVersion: AGENT_VERSION });
    const probes = await admin.get(`/nms/discovery/probes?clientId=${probe.clientId}`);
    expect(probes.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ nodeId, delegateVersion: AGENT_VERSION })]),
    );
  });

  it('sends the scan to the agent, whose results arrive through the topic', async () => {
    const { admin, server } = suite;
    const started = await admin.post('/nms/discovery/scan', scanBody('127.0.0.0/29'));
    expect(started.status).toBe(200);
    const scanId = started.body.jobId as number;
    const live = await subscribe(`nm.nms-discovery.${scanId}`);
    await server.app.jobs.drain();
    const status = await vi.waitFor(
      async () => {
        const body = (await admin.get(`/nms/discovery/scan/${scanId}`)).body;
        expect(body.state).toBe('COMPLETED');
        return body;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(started.body.targetIps).toHaveLength(6);
    expect(status).toMatchObject({ total: 6, scanned: 6 });
    // The agent scanned (the job says so), not this server.
    const [scan] = await server.db.select().from(t.networkScans).where(eq(t.networkScans.id, scanId));
    const [job] = await server.db
      .select()
      .from(t.backgroundJobs)
      .where(eq(t.backgroundJobs.id, scan?.jobId as number));
    expect(job?.result).toMatchObject({ state: 'COMPLETED', scannedBy: 'agent' });
    await vi.waitFor(() => expect(live.events.at(-1)?.discoveredTargets).toEqual([]), {
      timeout: 5_000,
      interval: 50,
    });
    live.close();
    const streamed = live.events.flatMap((event) => event.discoveredTargets as Loose[]);
    const byIp = new Map(streamed.map((device) => [device.ip as string, device]));
    expect(byIp.get('127.0.0.1')).toMatchObject({
      nmsDelegateNodeId: nodeId,
      locationId,
      types: expect.arrayContaining(['allResponding']),
    });
    expect(byIp.get('127.0.0.1')?.pingMS).not.toBeNull();
    // Nothing outside the targets.
    for (const ip of byIp.keys()) expect(started.body.targetIps).toContain(ip);
    const results = (await admin.get(`/nms/discovery/scan/${scanId}/results`)).body;
    expect(results.total).toBe(byIp.size);
  });

  it('refuses a second scan on the probe and stops the agent’s scan within a second', async () => {
    const { admin, server } = suite;
    const started = await admin.post(
      '/nms/discovery/scan',
      scanBody('127.1.0.0/20', { pingTimeoutMS: 1000 }),
    );
    expect(started.status).toBe(200);
    const scanId = started.body.jobId as number;
    const ends: { at: number; stopped: boolean }[] = [];
    const off = server.app.agents.on('discovery.end', (message, agent) => {
      if (agent.nodeId === nodeId && message.scanId === scanId)
        ends.push({ at: Date.now(), stopped: message.stopped });
    });
    // The first scan is in progress from the moment it is queued.
    const second = await admin.post('/nms/discovery/scan', scanBody('127.0.0.1'));
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      resultCode: 'network_scan_is_in_progress',
      errorMessage: 'Network scan still in progress. Please wait and try again.',
    });
    const draining = server.app.jobs.drain();
    // The agent has the scan (its prepare answer came back and it was sent the targets).
    await vi.waitFor(
      async () => expect((await admin.get(`/nms/discovery/scan/${scanId}`)).body.state).toBe('RUNNING'),
      { timeout: 60_000, interval: 20 },
    );
    const stoppedAt = Date.now();
    expect((await admin.post(`/nms/discovery/scan/${scanId}/stop`, {})).body.state).toBe('STOPPED');
    await draining;
    await vi.waitFor(() => expect(ends).toHaveLength(1), { timeout: 5_000, interval: 20 });
    off();
    expect(ends[0]?.stopped).toBe(true);
    // The latency is a figure, not an assertion (loaded machines); the job notices within 250 ms.
    console.info(`agent probe: stop reached the agent in ${(ends[0]?.at ?? 0) - stoppedAt} ms`);
    const after = (await admin.get(`/nms/discovery/scan/${scanId}`)).body;
    expect(after.state).toBe('STOPPED');
    expect(after.scanned).toBeLessThan(4096);
    // The probe takes a new scan.
    const next = await admin.post('/nms/discovery/scan', scanBody('127.0.0.1'));
    expect(next.status).toBe(200);
    await server.app.jobs.drain();
    expect(log).toContain('agent started');
  }, 120_000);
});
