/**
 * Network discovery end to end on the server: probes, preparation, a real scan of loopback
 * addresses (every 127.x answers ping) with a real snmpd on 127.77.0.5:161 answering the demo
 * SNMP credentials, live results on `nm.nms-discovery.{id}`, one scan per probe, stop, and Finish
 * adding NMS devices. Needs root (raw ICMP socket, UDP 161) and snmpd; skipped otherwise.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canSendIcmp, snmpSystem } from '@console/scanner';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import * as t from '../../db/schema';
import { type Loose, setupDemoServer } from '../../test/helpers';

const SNMP_HOST = '127.77.0.5';
const runnable = process.getuid?.() === 0 && existsSync('/usr/sbin/snmpd') && canSendIcmp();

describe.skipIf(!runnable)('network discovery', { timeout: 90_000 }, () => {
  const { server, admin, tech, ids } = setupDemoServer('admin', 'tech');
  let snmpd: ChildProcess | undefined;
  let dir = '';
  let httpBase = '';
  let probe: typeof t.nodes.$inferSelect;
  let location: typeof t.locations.$inferSelect;
  const cred: Record<string, number> = {};
  let switchRole = 0;
  let existingId = 0;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'h5-snmpd-'));
    writeFileSync(
      join(dir, 'snmpd.conf'),
      [
        `agentAddress udp:${SNMP_HOST}:161`,
        'sysDescr Linux edge01 6.1.0-18-amd64 #1 SMP Debian 6.1.76-1 x86_64',
        'sysName edge01.lab.test',
        'sysObjectID .1.3.6.1.4.1.8072.3.2.10',
        'rocommunity rmm-public default',
        'createUser rmmpriv SHA "authpass-123" AES "privpass-123"',
        'rouser rmmpriv priv',
        '',
      ].join('\n'),
    );
    snmpd = spawn('/usr/sbin/snmpd', ['-f', '-C', '-c', join(dir, 'snmpd.conf'), '-Lf', join(dir, 'log')], {
      stdio: 'ignore',
      env: { ...process.env, MIBS: '', SNMP_PERSISTENT_DIR: dir },
    });
    for (let attempt = 0; attempt < 100; attempt++) {
      if (await snmpSystem(SNMP_HOST, { id: 0, version: 2, community: 'rmm-public' }, 200)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const org = ids.org('Contoso Health');
    const [row] = await server.db
      .select()
      .from(t.nodes)
      .where(
        and(eq(t.nodes.clientId, org.id), inArray(t.nodes.nodeClass, ['WINDOWS_SERVER', 'LINUX_SERVER'])),
      )
      .limit(1);
    if (!row) throw new Error('no probe');
    probe = row;
    [location] = (await server.db.select().from(t.locations).where(eq(t.locations.clientId, org.id))) as [
      typeof t.locations.$inferSelect,
    ];
    for (const name of ['SNMP v2c public', 'SNMP v3 monitoring', 'Network SSH', 'ESXi root']) {
      const [c] = await server.db.select().from(t.credentials).where(eq(t.credentials.name, name));
      cred[name] = c?.id ?? 0;
    }
    const [role] = await server.db
      .select()
      .from(t.nodeRoles)
      .where(and(eq(t.nodeRoles.nodeClass, 'NMS_SWITCH'), eq(t.nodeRoles.divisionId, ids.division.id)));
    switchRole = role?.id ?? 0;
    const [existing] = await server.db
      .insert(t.nodes)
      .values({
        divisionId: ids.division.id,
        clientId: org.id,
        locationId: location.id,
        nodeClass: 'NMS_PRINTER',
        nodeType: 'NMS',
        nodeRoleId: (
          await server.db.select().from(t.nodeRoles).where(eq(t.nodeRoles.nodeClass, 'NMS_PRINTER')).limit(1)
        )[0]?.id as number,
        name: 'Lobby printer',
        ipAddresses: ['127.77.0.3'],
      })
      .returning();
    existingId = existing?.id ?? 0;
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    httpBase = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(() => {
    snmpd?.kill('SIGKILL');
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const scanBody = (overrides: Record<string, unknown> = {}) => ({
    nodeId: probe.id,
    clientId: probe.clientId,
    locationId: location.id,
    ipTargets: '127.77.0.1-127.77.0.6',
    snmpCredOne: cred['SNMP v2c public'],
    protocolOne: 2,
    snmpCredTwo: cred['SNMP v3 monitoring'],
    protocolTwo: 3,
    telnetSshCred: cred['Network SSH'],
    pingTimeoutMS: 1000,
    ...overrides,
  });

  function subscribe(topic: string): Promise<{ events: Loose[]; close: () => void }> {
    const socket = new WebSocket(`${httpBase.replace('http', 'ws')}/ws/realtime`, {
      headers: { cookie: [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    const events: Loose[] = [];
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw));
      if (message.type === 'event') events.push(message.data);
    });
    return new Promise((resolve) => {
      socket.once('open', () => {
        socket.send(JSON.stringify({ type: 'subscribe', topic }));
        socket.once('message', () => resolve({ events, close: () => socket.close() }));
      });
    });
  }

  it('lists and prepares the organization’s network probes', async () => {
    const probes = await admin.get(`/nms/discovery/probes?clientId=${probe.clientId}`);
    expect(probes.status).toBe(200);
    expect(probes.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ nodeId: probe.id, delegateVersion: null })]),
    );
    expect((await admin.get(`/nms/discovery/delegate/${probe.id}/status`)).body).toEqual({
      status: 'INSTALLING',
      delegateVersion: null,
    });
    const prepared = await admin.post(`/nms/discovery/delegate/${probe.id}/prepare`, {});
    expect(prepared.body).toEqual({ status: 'OK', delegateVersion: '0.1.0' });
    expect((await admin.get(`/nms/discovery/delegate/${probe.id}/status`)).body.status).toBe('OK');
    expect((await tech.get(`/nms/discovery/probes?clientId=${ids.org('Tailspin Toys').id}`)).status).toBe(
      404,
    );
  });

  it('refuses bad settings, too many targets and a credential of the wrong type', async () => {
    const bad = await admin.post('/nms/discovery/scan', scanBody({ pingsPerNode: 6 }));
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toBe('Must be between 1 and 5');
    const invalid = await admin.post('/nms/discovery/scan', scanBody({ ipTargets: '127.77.0.1, nope' }));
    expect(invalid.body.errorMessage).toBe('Invalid IP(s): nope');
    const many = await admin.post('/nms/discovery/scan', scanBody({ ipTargets: '10.0.0.0/16, 10.1.0.1' }));
    expect(many.status).toBe(422);
    expect(many.body).toMatchObject({
      resultCode: 'number_of_network_scan_targets_exceeded',
      errorMessage:
        'Maximum number of targets cannot exceed 65536. Please modify the target list and try again.',
    });
    const wrongType = await admin.post('/nms/discovery/scan', scanBody({ snmpCredOne: cred['ESXi root'] }));
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.issues[0].path).toBe('snmpCredOne');
  });

  let scanId = 0;
  it('scans, streams the results live, marks existing devices and SNMP answers per credential', async () => {
    const started = await admin.post('/nms/discovery/scan', scanBody());
    expect(started.status).toBe(200);
    scanId = started.body.jobId;
    expect(started.body.targetIps).toEqual([
      '127.77.0.1',
      '127.77.0.2',
      '127.77.0.3',
      '127.77.0.4',
      '127.77.0.5',
      '127.77.0.6',
    ]);
    const second = await admin.post('/nms/discovery/scan', scanBody());
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      resultCode: 'network_scan_is_in_progress',
      errorMessage: 'Network scan still in progress. Please wait and try again.',
    });
    expect((await tech.get(`/nms/discovery/scan/${scanId}`)).status).toBe(404);
    const live = await subscribe(`nm.nms-discovery.${scanId}`);
    await server.app.jobs.drain();
    await new Promise((resolve) => setTimeout(resolve, 300));
    live.close();

    const status = await admin.get(`/nms/discovery/scan/${scanId}`);
    expect(status.body).toMatchObject({
      state: 'COMPLETED',
      total: 6,
      scanned: 6,
      snmpCredentials: [cred['SNMP v2c public'], cred['SNMP v3 monitoring']],
    });
    const results = (await admin.get(`/nms/discovery/scan/${scanId}/results`)).body;
    expect(results.total).toBe(6);
    const byIp = new Map<string, Loose>(results.results.map((device: Loose) => [device.ip, device]));
    expect(byIp.get(SNMP_HOST)).toMatchObject({
      hostname: 'edge01.lab.test',
      vendor: 'Net-SNMP',
      os: 'Linux',
      firmware: '6.1.0-18-amd64',
      snmpv2: [cred['SNMP v2c public']],
      snmpv3: [cred['SNMP v3 monitoring']],
      types: ['allResponding', 'allSnmpResponding'],
      nmsDelegateNodeId: probe.id,
      locationId: location.id,
    });
    expect(byIp.get('127.77.0.3')).toMatchObject({
      nodeId: existingId,
      nodeName: 'Lobby printer',
      snmpv2: [],
    });
    expect(byIp.get('127.77.0.3').types).toEqual(['existing', 'allResponding']);
    for (const device of byIp.values()) expect(device.pingMS).not.toBeNull();

    const batches = live.events.filter((event) => event.jobId === scanId);
    const streamed = batches.flatMap((event) => event.discoveredTargets.map((device: Loose) => device.ip));
    expect(streamed.sort()).toEqual([...byIp.keys()].sort());
    expect(batches.at(-1).discoveredTargets).toEqual([]);
  });

  it('stops a running scan: no more results, the probe is free again', async () => {
    const started = await admin.post(
      '/nms/discovery/scan',
      scanBody({ ipTargets: '127.78.0.0/20', snmpCredTwo: null }),
    );
    expect(started.status).toBe(200);
    const id = started.body.jobId;
    const draining = server.app.jobs.drain();
    for (let attempt = 0; attempt < 200; attempt++) {
      if ((await admin.get(`/nms/discovery/scan/${id}`)).body.scanned > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const stopped = await admin.post(`/nms/discovery/scan/${id}/stop`, {});
    expect(stopped.body.state).toBe('STOPPED');
    await draining;
    const after = (await admin.get(`/nms/discovery/scan/${id}`)).body;
    expect(after.state).toBe('STOPPED');
    expect(after.scanned).toBeLessThan(4094);
    const total = (await admin.get(`/nms/discovery/scan/${id}/results?limit=1`)).body.total;
    expect(total).toBe(after.scanned);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await admin.get(`/nms/discovery/scan/${id}/results?limit=1`)).body.total).toBe(total);
    // A finished scan answers as it is; the probe takes a new scan.
    expect((await admin.post(`/nms/discovery/scan/${id}/stop`, {})).body.state).toBe('STOPPED');
    const next = await admin.post('/nms/discovery/scan', scanBody({ ipTargets: '127.77.0.9' }));
    expect(next.status).toBe(200);
    await server.app.jobs.drain();
    // The job may have been taken by the runner's own poll rather than by drain: wait for its end.
    for (let attempt = 0; attempt < 200; attempt++) {
      if ((await admin.get(`/nms/discovery/scan/${next.body.jobId}`)).body.state !== 'RUNNING') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await admin.get(`/nms/discovery/scan/${next.body.jobId}`)).body.state).toBe('COMPLETED');
  });

  it('frees a probe whose scan job ended without finishing (a worker stopped mid-scan)', async () => {
    const [admin_] = await server.db.select().from(t.users).where(eq(t.users.email, 'admin@demo.console'));
    const [stale] = await server.db
      .insert(t.networkScans)
      .values({
        divisionId: ids.division.id,
        clientId: probe.clientId,
        locationId: location.id,
        probeNodeId: probe.id,
        createdBy: admin_?.id ?? null,
        targets: '127.77.0.1',
        total: 1,
        settings: {
          pingTimeoutMS: 500,
          pingPacketTTL: 127,
          pingsPerNode: 1,
          delayBetweenPingsMS: 300,
          snmp: [],
          telnetSshCred: null,
        },
        jobId: 999_999,
      })
      .returning();
    const started = await admin.post('/nms/discovery/scan', scanBody({ ipTargets: '127.77.0.9' }));
    expect(started.status).toBe(200);
    expect((await admin.get(`/nms/discovery/scan/${stale?.id}`)).body.state).toBe('FAILED');
    await server.app.jobs.drain();
    expect((await admin.get(`/nms/discovery/scan/${started.body.jobId}`)).body.state).toBe('COMPLETED');
  });

  it('adds the reviewed devices as NMS devices through the probe', async () => {
    const body = {
      orgId: probe.clientId,
      locationId: location.id,
      nmsDelegateNodeId: probe.id,
      telnetSshCred: cred['Network SSH'],
      devices: [
        {
          ip: SNMP_HOST,
          name: 'Edge router',
          roleId: switchRole,
          hostname: 'edge01.lab.test',
          vendor: 'Net-SNMP',
          os: 'Linux',
          snmpCredentialId: cred['SNMP v3 monitoring'],
        },
        { ip: '127.77.0.6', roleId: switchRole },
      ],
    };
    const added = await admin.post('/nms/discovery/devices', body);
    expect(added.status).toBe(200);
    expect(added.body.nodeIds).toHaveLength(2);
    const rows = await server.db.select().from(t.nodes).where(inArray(t.nodes.id, added.body.nodeIds));
    const byName = new Map(rows.map((row) => [row.name, row]));
    expect(byName.get('Edge router')).toMatchObject({
      nodeClass: 'NMS_SWITCH',
      nodeType: 'NMS',
      parentNodeId: probe.id,
      ipAddresses: [SNMP_HOST],
      systemName: 'edge01.lab.test',
    });
    expect(byName.get('127.77.0.6')).toMatchObject({ nodeClass: 'NMS_SWITCH', locationId: location.id });
    const nms = await server.db
      .select()
      .from(t.nmsDevices)
      .where(inArray(t.nmsDevices.nodeId, added.body.nodeIds));
    expect(nms.map((row) => [row.address, row.snmpVersion, row.credentialId]).sort()).toEqual(
      [
        [SNMP_HOST, 'v3', cred['SNMP v3 monitoring']],
        ['127.77.0.6', 'v2c', null],
      ].sort(),
    );
    const again = await admin.post('/nms/discovery/devices', body);
    expect(again.status).toBe(422);
    expect(again.body.errorMessage).toBe('This device has already been added to an organization');
    const notNms = await admin.post('/nms/discovery/devices', {
      ...body,
      devices: [{ ip: '127.77.0.20', roleId: probe.nodeRoleId }],
    });
    expect(notNms.status).toBe(400);
    const none = await admin.post('/nms/discovery/devices', { ...body, devices: [] });
    expect(none.body.errorMessage).toBe('Select at least 1 device to add to the organization.');
  });
});
