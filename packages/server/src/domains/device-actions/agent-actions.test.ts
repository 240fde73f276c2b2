/**
 * Device operations end to end on loopback: a real agent (in-process, enrolled with a token, on the
 * gateway's WebSocket, with a recording executor) receives the reboot, the scheduled reboot (unless
 * maintenance suppresses tasks) and sends the Wake-on-LAN magic packets to its subnet's broadcast
 * address (127.0.0.255 here: loopback only).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createHandlerRegistry,
  createRecordingExecutor,
  type RunningAgent,
  startAgent,
} from '@console/agent';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { setupAgentSuite } from '../../agents/test-agent';
import * as t from '../../db/schema';
import { scheduledRebootJob } from './reboot';

const suite = setupAgentSuite();
const folders: string[] = [];
const agents: RunningAgent[] = [];
afterAll(async () => {
  for (const agent of agents) await agent.stop();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function start() {
  const stateDir = await mkdtemp(join(tmpdir(), 'device-actions-agent-'));
  folders.push(stateDir);
  // No real UDP or processes: the executor only records.
  const executor = createRecordingExecutor({ udp: false, spawn: false });
  const agent = await startAgent(
    { serverUrl: suite.baseUrl(), apiBase: '/ws', enrollmentToken: await suite.token(), stateDir },
    {
      executor,
      handlers: createHandlerRegistry(),
      backoffMs: 100,
      maxBackoffMs: 500,
      heartbeatIntervalMs: 60_000,
    },
  );
  agents.push(agent);
  await agent.client.ready();
  await expect
    .poll(
      async () => (await suite.server.db.select().from(t.nodes).where(eq(t.nodes.id, agent.nodeId)))[0]?.isUp,
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
  return { agent, executor };
}

const jobContext = (now: Date) =>
  ({ db: suite.server.db, now: () => now, log: { info() {}, warn() {}, error() {} }, services: {} }) as never;

describe('given a device whose agent is connected', () => {
  it('reboots it through the agent, now and at the scheduled time, unless maintenance suppresses tasks', async () => {
    const { agent, executor } = await start();
    const reboots = () => executor.calls.filter((call) => call.kind === 'reboot').length;
    const now = await suite.admin.post('/device/action', { type: 'REBOOT_DEVICE', nodeIds: [agent.nodeId] });
    expect(now.body).toMatchObject({ successNodeIds: [agent.nodeId], errorNodeIds: [] });
    await expect.poll(reboots, { timeout: 15_000 }).toBe(1);

    const [row] = await suite.server.db.select().from(t.nodes).where(eq(t.nodes.id, agent.nodeId));
    if (!row) throw new Error('no device');
    const payload = {
      nodeId: row.id,
      divisionId: row.divisionId,
      name: 'Nightly',
      skipIfOffline: true,
      requestedBy: null,
    };
    expect(await scheduledRebootJob.handler(payload, jobContext(new Date()))).toMatchObject({
      jobId: expect.any(Number),
    });
    await expect.poll(reboots, { timeout: 15_000 }).toBe(2);

    const enabled = await suite.admin.post('/maintenance', {
      deviceIds: [row.id],
      schedule: { startTime: null, endTime: null },
      options: {
        notifications: true,
        alerts: true,
        patching: false,
        avScans: false,
        tasks: true,
        notificationChannels: false,
      },
    });
    expect(enabled.status).toBe(204);
    // The server's clock started the window; the job runs a minute later by that clock.
    const later = new Date(suite.server.clock.now.getTime() + 60_000);
    expect(await scheduledRebootJob.handler(payload, jobContext(later))).toEqual({
      skipped: 'maintenance',
    });
    await suite.admin.post('/maintenance/schedules/deleteList', { deviceIds: [row.id] });
    expect(reboots()).toBe(2);
  });

  it('has the agent of the subnet send the Wake-on-LAN magic packet for an offline device', async () => {
    const { agent, executor } = await start();
    const [sender] = await suite.server.db.select().from(t.nodes).where(eq(t.nodes.id, agent.nodeId));
    if (!sender) throw new Error('no device');
    const [target] = await suite.server.db
      .select()
      .from(t.nodes)
      .where(
        and(
          eq(t.nodes.clientId, sender.clientId),
          eq(t.nodes.nodeClass, 'WINDOWS_WORKSTATION'),
          ne(t.nodes.id, sender.id),
        ),
      )
      .limit(1);
    if (!target) throw new Error('no target');
    await suite.server.db
      .update(t.nodes)
      .set({ isUp: false, ipAddresses: ['127.0.0.9'], macAddresses: ['0a:1b:2c:3d:4e:5f'] })
      .where(eq(t.nodes.id, target.id));
    // The agent's first inventory may land after the sender's address is set: set it until it holds.
    await expect
      .poll(
        async () => {
          await suite.server.db
            .update(t.nodes)
            .set({ ipAddresses: ['127.0.0.1'] })
            .where(eq(t.nodes.id, sender.id));
          return (await suite.admin.post('/device/wakeonlan', { deviceIds: [target.id] })).body;
        },
        { timeout: 15_000, interval: 300 },
      )
      .toEqual({ resultCode: 'SUCCESS', successNodeIds: [target.id], errorNodeIds: [] });
    await expect
      .poll(() => executor.calls.find((call) => call.kind === 'udp'), { timeout: 15_000 })
      .toEqual({ kind: 'udp', address: '127.0.0.255', port: 9, bytes: 102 });
  });
});
