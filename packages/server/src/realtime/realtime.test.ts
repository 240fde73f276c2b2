import type { AddressInfo } from 'node:net';
import { topics } from '@console/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createServer } from '../app';
import { type Database, openDatabase } from '../db/client';
import * as t from '../db/schema';
import {
  createTestServer,
  DEMO_USERS,
  demoIds,
  signIn,
  TEST_SECRET_KEY,
  type TestAgent,
  type TestServer,
} from '../test/helpers';
import { publishEvent } from './publish';

let server: TestServer;
let base: string;
let admin: TestAgent;
let tech: TestAgent;

beforeAll(async () => {
  server = await createTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  admin = await signIn(server, 'admin');
  tech = await signIn(server, 'tech');
});
afterAll(async () => {
  await server?.close();
});

interface Client {
  socket: WebSocket;
  messages: Record<string, unknown>[];
  next(predicate: (message: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  closed: Promise<number>;
}

function cookieOf(agent: TestAgent): string {
  return [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

async function connect(url: string, agent?: TestAgent): Promise<Client> {
  const socket = new WebSocket(`${url}/ws/realtime`, { headers: agent ? { cookie: cookieOf(agent) } : {} });
  const messages: Record<string, unknown>[] = [];
  const waiters: {
    predicate: (m: Record<string, unknown>) => boolean;
    resolve: (m: Record<string, unknown>) => void;
  }[] = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as Record<string, unknown>;
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.predicate(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    );
  });
  return {
    socket,
    messages,
    closed,
    next: (predicate) =>
      new Promise((resolve, reject) => {
        const found = messages.find(predicate);
        if (found) return resolve(found);
        const timer = setTimeout(
          () => reject(new Error(`no message; got ${JSON.stringify(messages)}`)),
          10_000,
        );
        waiters.push({
          predicate,
          resolve: (message) => {
            clearTimeout(timer);
            resolve(message);
          },
        });
      }),
  };
}

const subscribe = async (client: Client, topic: string) => {
  client.socket.send(JSON.stringify({ type: 'subscribe', topic }));
  return client.next((m) => m.topic === topic && (m.type === 'subscribed' || m.type === 'error'));
};

async function deviceOf(orgName: string) {
  const ids = await demoIds(server.db);
  const [device] = await server.db
    .select()
    .from(t.nodes)
    .where(eq(t.nodes.clientId, ids.org(orgName).id))
    .limit(1);
  if (!device) throw new Error('no device');
  return device;
}

describe('the realtime hub at /ws/realtime', () => {
  it('refuses an upgrade without a session', async () => {
    await expect(connect(base)).rejects.toThrow(/401/);
  });

  it('subscribes, and delivers device events after the change commits', async () => {
    const client = await connect(base, admin);
    expect(await subscribe(client, 'devices')).toEqual({ type: 'subscribed', topic: 'devices' });
    const device = await deviceOf('Tailspin Toys');
    expect(await subscribe(client, `device.${device.id}`)).toEqual({
      type: 'subscribed',
      topic: `device.${device.id}`,
    });
    const response = await admin.put('/node', { id: device.id, name: 'Renamed live' });
    expect(response.status).toBe(200);
    const event = await client.next((m) => m.type === 'event' && m.topic === `device.${device.id}`);
    expect(event).toEqual({
      type: 'event',
      topic: `device.${device.id}`,
      data: { action: 'updated', id: device.id, clientId: device.clientId },
    });
    await client.next((m) => m.type === 'event' && m.topic === 'devices');
    client.socket.close();
  });

  it('sends nothing for a change that was refused (rolled back)', async () => {
    const client = await connect(base, admin);
    await subscribe(client, 'policies');
    const [defaultPolicy] = await server.db
      .select()
      .from(t.policies)
      .where(eq(t.policies.nodeClassDefault, true))
      .limit(1);
    expect((await admin.delete(`/policy/${defaultPolicy?.id}`)).status).toBe(422);
    const [other] = await server.db.select().from(t.policies).where(eq(t.policies.name, 'NMS Firewalls'));
    expect((await admin.delete(`/policy/${other?.id}`)).status).toBe(200);
    const event = await client.next((m) => m.type === 'event');
    expect(event).toMatchObject({ topic: 'policies', data: { action: 'deleted', id: other?.id } });
    expect(client.messages.filter((m) => m.type === 'event')).toHaveLength(1);
    client.socket.close();
  });

  it('checks topics and events with the permission module', async () => {
    const client = await connect(base, tech);
    const hidden = await deviceOf('Fabrikam Legal');
    expect(await subscribe(client, `device.${hidden.id}`)).toMatchObject({
      type: 'error',
      topic: `device.${hidden.id}`,
    });
    expect(await subscribe(client, 'nonsense')).toMatchObject({ type: 'error' });
    await subscribe(client, 'devices');
    expect((await admin.put('/node', { id: hidden.id, name: 'Hidden change' })).status).toBe(200);
    const visible = await deviceOf('Northwind Traders');
    expect((await admin.put('/node', { id: visible.id, name: 'Visible change' })).status).toBe(200);
    const event = await client.next((m) => m.type === 'event');
    expect(event).toMatchObject({ data: { id: visible.id } });
    expect(client.messages.filter((m) => m.type === 'event')).toHaveLength(1);
    client.socket.close();
  });

  it('authorizes organization topics by the scope the topic declares', async () => {
    const client = await connect(base, tech);
    const ids = await demoIds(server.db);
    const hidden = ids.org('Fabrikam Legal').id;
    const visible = ids.org('Northwind Traders').id;
    expect(await subscribe(client, `organization.${hidden}`)).toMatchObject({ type: 'error' });
    expect(await subscribe(client, `organization.${visible}`)).toEqual({
      type: 'subscribed',
      topic: `organization.${visible}`,
    });
    // Not an instance of any topic (the parameter is not an id), or of no topic at all.
    expect(await subscribe(client, 'organization.abc')).toMatchObject({ type: 'error' });
    expect(await subscribe(client, 'device.99999999')).toMatchObject({ type: 'error' });
    client.socket.close();
  });

  it('drops subscriptions the periodic re-check no longer allows', async () => {
    const agent = await signIn(server, 'support');
    const client = await connect(base, agent);
    const ids = await demoIds(server.db);
    const organization = ids.org('Northwind Traders').id;
    expect(await subscribe(client, `organization.${organization}`)).toMatchObject({ type: 'subscribed' });
    expect(await subscribe(client, 'devices')).toMatchObject({ type: 'subscribed' });
    const [user] = await server.db.select().from(t.users).where(eq(t.users.email, DEMO_USERS.support.email));
    const [membership] = await server.db
      .select()
      .from(t.memberships)
      .where(eq(t.memberships.userId, user?.id ?? -1));
    if (!membership?.roleId) throw new Error('the support technician has no role');
    const [role] = await server.db.select().from(t.userRoles).where(eq(t.userRoles.id, membership.roleId));
    try {
      await server.db
        .update(t.userRoles)
        .set({ permissions: [] })
        .where(eq(t.userRoles.id, membership.roleId));
      await server.app.console.hub.recheck();
      expect(await client.next((m) => m.type === 'error')).toMatchObject({
        type: 'error',
        topic: `organization.${organization}`,
      });
      // Still a technician: the topic of every device stays.
      expect(client.messages.filter((m) => m.type === 'error')).toHaveLength(1);
    } finally {
      await server.db
        .update(t.userRoles)
        .set({ permissions: role?.permissions ?? [] })
        .where(eq(t.userRoles.id, membership.roleId));
      client.socket.close();
    }
  });

  it('refuses an event that does not match its topic schema: nothing is sent', async () => {
    const client = await connect(base, admin);
    await subscribe(client, 'devices');
    const ids = await demoIds(server.db);
    const divisionId = ids.division.id;
    const warnings: unknown[] = [];
    const log = { warn: (obj: unknown) => warnings.push(obj) };
    const bad = { action: 'vanished', id: 1 } as unknown as { action: 'deleted'; id: number; clientId: null };
    const refused = await publishEvent(server.db, { divisionId, log }, topics.devices, undefined, bad);
    expect(refused).toMatchObject({ published: false, topic: 'devices', reason: 'event' });
    expect(warnings).toHaveLength(1);
    const good = { action: 'deleted' as const, id: 1, clientId: null };
    expect(await publishEvent(server.db, { divisionId, log }, topics.devices, undefined, good)).toEqual({
      published: true,
      topic: 'devices',
    });
    expect(await client.next((m) => m.type === 'event')).toEqual({
      type: 'event',
      topic: 'devices',
      data: good,
    });
    expect(client.messages.filter((m) => m.type === 'event')).toHaveLength(1);
    client.socket.close();
  });

  it('answers an error for a malformed message', async () => {
    const client = await connect(base, admin);
    client.socket.send('not json');
    expect(await client.next((m) => m.type === 'error')).toMatchObject({
      type: 'error',
      message: 'Invalid message',
    });
    client.socket.close();
  });

  it('closes the sockets of a session that signs out', async () => {
    const agent = await signIn(server, 'support');
    const client = await connect(base, agent);
    await subscribe(client, 'devices');
    expect((await agent.post('/auth/logout', {})).status).toBe(200);
    expect(await client.closed).toBe(4001);
  });

  it('fans out through LISTEN/NOTIFY to another server on the same database', async () => {
    let second: FastifyInstance | undefined;
    let secondDatabase: Database | undefined;
    try {
      secondDatabase = server.url ? await openDatabase({ url: server.url, poolSize: 2 }) : server.database;
      second = await createServer({
        database: secondDatabase,
        secretKey: TEST_SECRET_KEY,
        now: () => server.clock.now,
      });
      await second.listen({ port: 0, host: '127.0.0.1' });
      const secondBase = `ws://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
      const client = await connect(secondBase, admin);
      await subscribe(client, 'organizations');
      const ids = await demoIds(server.db);
      const organization = ids.org('Adventure Works');
      expect(
        (await admin.put('/client', { id: organization.id, description: 'Changed on server one' })).status,
      ).toBe(200);
      expect(await client.next((m) => m.type === 'event')).toEqual({
        type: 'event',
        topic: 'organizations',
        data: { action: 'updated', id: organization.id },
      });
      client.socket.close();
    } finally {
      await second?.close();
      if (server.url) await secondDatabase?.close();
    }
  });
});
