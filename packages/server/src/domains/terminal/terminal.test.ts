import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TERMINAL_CLOSE_CODES } from '@console/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import * as t from '../../db/schema';
import {
  createTestServer,
  grant,
  signIn,
  signInTechnician,
  type TestAgent,
  type TestServer,
} from '../../test/helpers';
import { createLoopbackGateway } from './test-gateway';

// The terminal's login shells read a home of their own, not this machine user's dotfiles (a tool's
// init there can hang a shell, e.g. on a lock a killed shell left).
process.env.HOME = mkdtempSync(join(tmpdir(), 'terminal-home-'));

let server: TestServer;
let base: string;
let device: typeof t.nodes.$inferSelect;
const gateway = createLoopbackGateway({ loggedInUser: () => null });
const commandLine = [
  grant('ORGANIZATION', 'View'),
  grant('DEVICE', 'View'),
  grant('NODE', 'RemoteTools.CommandLine.Access'),
];

beforeAll(async () => {
  server = await createTestServer({ terminal: { recheckMs: 100 } });
  (server.app as unknown as { agents: unknown }).agents = gateway;
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = address.replace('http', 'ws');
  const rows = await server.db.select().from(t.nodes);
  const linux = rows.find((row) => row.nodeClass === 'LINUX_SERVER' || row.nodeClass === 'WINDOWS_SERVER');
  if (!linux) throw new Error('no device in the demo');
  const [updated] = await server.db
    .update(t.nodes)
    .set({ isUp: true, nodeClass: 'LINUX_SERVER' })
    .where(eq(t.nodes.id, linux.id))
    .returning();
  if (!updated) throw new Error('update failed');
  device = updated;
  gateway.connect(device.id);
});
afterAll(() => server.close());

function cookieOf(agent: TestAgent): string {
  return [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

interface Opened {
  socket: WebSocket;
  frames: Record<string, unknown>[];
  output: () => string;
  closed: Promise<{ code: number; reason: string }>;
}

function openSocket(url: string, agent: TestAgent): Opened {
  const socket = new WebSocket(`${base}${url}`, { headers: { cookie: cookieOf(agent) } });
  const frames: Record<string, unknown>[] = [];
  socket.on('message', (raw) => frames.push(JSON.parse(String(raw))));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  socket.on('error', () => {});
  const output = () =>
    frames
      .filter((f) => f.type === 'output')
      .map((f) => f.data)
      .join('');
  return { socket, frames, output, closed };
}

describe('given a technician without remote tools', () => {
  it('cannot open a terminal through the API', async () => {
    gateway.connect(device.id);
    const support = await signIn(server, 'support');
    const response = await support.post('/rtc/terminal', {
      user: 'SYSTEM',
      shell: 'DEFAULT',
      nodeId: device.id,
    });
    expect(response.status).toBe(403);
    const viewer = await signInTechnician(server, commandLine.slice(0, 2));
    expect((await viewer.post('/rtc/terminal', { nodeId: device.id })).status).toBe(403);
    const rows = await server.db.select().from(t.terminalSessions);
    expect(rows).toHaveLength(0);
  });
});

describe('given a technician with the command line', () => {
  it('refuses bad input and an offline device', async () => {
    const tech = await signInTechnician(server, commandLine);
    expect((await tech.post('/rtc/terminal', { nodeId: device.id, cliLevel: 2 })).status).toBe(400);
    expect((await tech.post('/rtc/terminal', { nodeId: device.id, shell: 'BASH' })).status).toBe(400);
    gateway.disconnect(device.id);
    const offline = await tech.post('/rtc/terminal', { nodeId: device.id });
    expect(offline.status).toBe(409);
    expect(offline.body.errorMessage).toBe('The device is offline.');
  });

  it('runs echo on the device and shows the answer, recorded in the activities', async () => {
    gateway.connect(device.id);
    const tech = await signInTechnician(server, commandLine);
    const opened = await tech.post('/rtc/terminal', {
      user: 'SYSTEM',
      shell: 'DEFAULT',
      nodeId: device.id,
      cliLevel: 1,
      width: 100,
    });
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({
      url: expect.stringMatching(/^\/ws\/terminal\/socket\/[\w-]+$/),
      isElevatable: true,
    });
    const session = openSocket(opened.body.url, tech);
    await expect.poll(() => session.frames[0]?.type, { timeout: 10_000 }).toBe('ready');
    session.socket.send(JSON.stringify({ type: 'resize', cols: 120, rows: 30 }));
    session.socket.send(JSON.stringify({ type: 'input', data: 'echo hi-$((6*7))\r' }));
    await expect.poll(session.output, { timeout: 10_000 }).toContain('hi-42');
    session.socket.send(JSON.stringify({ type: 'input', data: 'exit\r' }));
    const end = await session.closed;
    expect(end.code).toBe(TERMINAL_CLOSE_CODES.ended);
    expect(session.frames.at(-1)).toMatchObject({ type: 'exit' });
    // The server records the close after it has closed the socket: wait for the row to say so.
    const closedRow = async () => (await server.db.select().from(t.terminalSessions))[0];
    await expect.poll(async () => (await closedRow())?.status, { timeout: 5000 }).toBe('CLOSED');
    const row = await closedRow();
    expect(row).toMatchObject({
      nodeId: device.id,
      status: 'CLOSED',
      shell: 'DEFAULT',
      cliLevel: 1,
      terminalType: 'SYSTEM',
    });
    expect(row?.connectedAt).toBeInstanceOf(Date);
    expect(row?.closedAt).toBeInstanceOf(Date);
    const activities = await server.db
      .select()
      .from(t.deviceActivities)
      .where(eq(t.deviceActivities.nodeId, device.id));
    expect(activities.map((a) => a.type)).toEqual(
      expect.arrayContaining(['TERMINAL_OPENED', 'TERMINAL_CLOSED']),
    );
    expect(activities.find((a) => a.type === 'TERMINAL_OPENED')?.message).toBe(
      'User Test Technician opened a terminal session (DEFAULT SYSTEM)',
    );
    // A token works once.
    const again = openSocket(opened.body.url, tech);
    expect((await again.closed).code).toBe(TERMINAL_CLOSE_CODES.notFound);
  });

  it("refuses another user's token, an unauthenticated socket and a foreign origin", async () => {
    const tech = await signInTechnician(server, commandLine);
    const other = await signInTechnician(server, commandLine);
    const opened = await tech.post('/rtc/terminal', { nodeId: device.id });
    const stolen = openSocket(opened.body.url, other);
    expect((await stolen.closed).code).toBe(TERMINAL_CLOSE_CODES.notFound);
    const anonymous = new WebSocket(`${base}${opened.body.url}`);
    const status = await new Promise<number>((resolve) => {
      anonymous.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      anonymous.on('error', () => {});
    });
    expect(status).toBe(401);
    const foreign = new WebSocket(`${base}${opened.body.url}`, {
      headers: { cookie: cookieOf(tech), origin: 'https://elsewhere.example' },
    });
    const refused = await new Promise<number>((resolve) => {
      foreign.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      foreign.on('error', () => {});
    });
    expect(refused).toBe(403);
  });

  it('answers No User logged in for a user terminal when nobody is logged in', async () => {
    const tech = await signInTechnician(server, commandLine);
    const opened = await tech.post('/rtc/terminal', { user: 'USER', nodeId: device.id });
    expect(opened.body.isElevatable).toBe(false);
    const session = openSocket(opened.body.url, tech);
    const end = await session.closed;
    expect(session.frames).toContainEqual({ type: 'error', code: 'ERROR_NO_LOGGEDIN_USER' });
    expect(end.code).toBe(TERMINAL_CLOSE_CODES.startFailed);
  });

  it('closes the session when the permission ends', async () => {
    const tech = await signInTechnician(server, commandLine, { email: 'revoked@test.console' });
    const opened = await tech.post('/rtc/terminal', { nodeId: device.id });
    const session = openSocket(opened.body.url, tech);
    await expect.poll(() => session.frames[0]?.type, { timeout: 10_000 }).toBe('ready');
    await server.db
      .update(t.userRoles)
      .set({ permissions: commandLine.slice(0, 2) })
      .where(eq(t.userRoles.name, 'Role of revoked@test.console'));
    const end = await session.closed;
    expect(end.code).toBe(TERMINAL_CLOSE_CODES.permissionEnded);
    expect(end.reason).toBe('You no longer have permission to use the terminal on this device.');
  });

  it('closes the session when the agent disconnects', async () => {
    const tech = await signInTechnician(server, commandLine);
    const opened = await tech.post('/rtc/terminal', { nodeId: device.id });
    const session = openSocket(opened.body.url, tech);
    await expect.poll(() => session.frames[0]?.type, { timeout: 10_000 }).toBe('ready');
    gateway.disconnect(device.id);
    const end = await session.closed;
    expect(end).toEqual({ code: TERMINAL_CLOSE_CODES.deviceOffline, reason: 'The device went offline.' });
    gateway.connect(device.id);
  });
});

describe('given a network device behind a delegate', () => {
  it('opens a TELNET session to it through the delegate', async () => {
    const telnet = createTcpServer((socket) => {
      socket.write('Username: ');
      socket.on('data', (data) => {
        if (String(data).includes('netadmin')) socket.write('\r\nswitch> ');
      });
    });
    telnet.listen(0, '127.0.0.1');
    await once(telnet, 'listening');
    const port = (telnet.address() as { port: number }).port;
    const roles = await server.db.select().from(t.nodeRoles);
    const role = roles.find((r) => r.nodeClass === 'NMS_SWITCH') ?? roles[0];
    const [target] = await server.db
      .insert(t.nodes)
      .values({
        divisionId: device.divisionId,
        clientId: device.clientId,
        locationId: device.locationId,
        nodeClass: 'NMS_SWITCH',
        nodeType: 'NMS',
        nodeRoleId: role?.id,
        name: 'core-switch',
        ipAddresses: ['127.0.0.1'],
        delegateNodeId: device.id,
        details: { telnetPort: port },
      } as typeof t.nodes.$inferInsert)
      .returning();
    if (!target) throw new Error('insert failed');
    const tech = await signInTechnician(server, commandLine);
    const refused = await tech.post('/nms/initiateTerminalSession', {
      delegateNodeId: target.id,
      targetNodeId: device.id,
      protocol: 'TELNET',
    });
    expect(refused.status).toBe(400);
    const opened = await tech.post('/nms/initiateTerminalSession', {
      delegateNodeId: device.id,
      targetNodeId: target.id,
      protocol: 'TELNET',
      width: 90,
    });
    expect(opened.status).toBe(200);
    const session = openSocket(opened.body.url, tech);
    await expect.poll(session.output, { timeout: 10_000 }).toContain('Username: ');
    session.socket.send(JSON.stringify({ type: 'input', data: 'netadmin\r' }));
    await expect.poll(session.output, { timeout: 10_000 }).toContain('switch> ');
    session.socket.close();
    await session.closed;
    telnet.close();
    const open = gateway.sent.find((m) => m.type === 'terminal.open' && m.target);
    expect(open).toMatchObject({ target: { protocol: 'TELNET', host: '127.0.0.1', port }, cols: 90 });
  });
});
