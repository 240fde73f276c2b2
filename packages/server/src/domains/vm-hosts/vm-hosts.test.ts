import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { grant, setupDemoServerWith, signInTechnician, snapshot } from '../../test/helpers';
import {
  closedTcpPort,
  ESXI_USER,
  type LoopbackPeer,
  makeTestCertificates,
  startEsxiPeer,
  startPlainHttpPeer,
  startSilentTcpPeer,
  type TestCertificates,
} from '../../test/peers/esxi-sdk';
import { createCredential, deviceFixtures } from '../nms-devices/test-setup';

let certs: TestCertificates;
let esxi: LoopbackPeer & { logins: number };
let silent: LoopbackPeer;
let plain: LoopbackPeer;
let esxi6: LoopbackPeer & { logins: number };
beforeAll(async () => {
  certs = await makeTestCertificates();
  [esxi, silent, plain, esxi6] = await Promise.all([
    startEsxiPeer(certs),
    startSilentTcpPeer(),
    startPlainHttpPeer(),
    startEsxiPeer(certs, '::1'),
  ]);
});
afterAll(async () => {
  await Promise.all([esxi?.stop(), silent?.stop(), plain?.stop(), esxi6?.stop()]);
});

const { server, admin } = setupDemoServerWith(
  () => ({ deviceChecks: { ca: certs.ca, connectTimeoutMs: 700 } }),
  'admin',
);

let fx: Awaited<ReturnType<typeof deviceFixtures>>;
let good: number;
let wrong: number;
let community: number;
beforeAll(async () => {
  fx = await deviceFixtures(server);
  await server.db.update(t.nodes).set({ isUp: true }).where(eq(t.nodes.id, fx.probe.id));
  good = await createCredential(admin, {
    clientId: fx.org.id,
    name: 'ESXi root',
    credentialType: 'BASIC',
    username: ESXI_USER.username,
    password: ESXI_USER.password,
  });
  wrong = await createCredential(admin, {
    clientId: fx.org.id,
    name: 'ESXi wrong',
    credentialType: 'BASIC',
    username: ESXI_USER.username,
    password: 'not-the-password',
  });
  community = await createCredential(admin, {
    clientId: fx.org.id,
    name: 'SNMP',
    credentialType: 'SNMPV2',
    community: 'public',
  });
});

const esxiBody = (overrides: Record<string, unknown> = {}) => ({
  type: 'ESXI',
  clientId: fx.org.id,
  delegateNodeId: fx.probe.id,
  name: null,
  hostname: '127.0.0.1',
  apiPort: esxi.port,
  credentialId: good,
  ...overrides,
});

describe('the monitor delegates of an organization', () => {
  it('lists Windows servers for HyperV and agent servers and workstations for ESXi, by pages of 50', async () => {
    const hyperv = await admin.get(`/virtualization/hyperv/delegates/${fx.org.id}`);
    expect(hyperv.status).toBe(200);
    expect(hyperv.body.pageSize).toBe(50);
    expect(hyperv.body.items.length).toBeGreaterThan(0);
    expect(
      hyperv.body.items.every((item: { nodeClass: string }) => item.nodeClass === 'WINDOWS_SERVER'),
    ).toBe(true);
    const esxiList = await admin.get(`/virtualization/esxi/delegates/${fx.org.id}`);
    expect(esxiList.body.total).toBeGreaterThanOrEqual(hyperv.body.total);
    expect((await admin.get(`/virtualization/esxi/delegates/${fx.org.id}?pageSize=51`)).status).toBe(400);
    expect((await admin.get(`/virtualization/xen/delegates/${fx.org.id}`)).status).toBe(400);
  });
});

describe('the delegate check', () => {
  it('answers OK for a delegate that is up', async () => {
    const response = await admin.get(`/node/delegate/${fx.probe.id}/vmm/check?type=hyperv`);
    expect(response.body).toEqual({ resultCode: 'SUCCESS', status: 'OK', reason: null, message: null });
  });

  it('answers INSTALL_FAILED failed_to_start_service for a delegate that is down', async () => {
    const [down] = await server.db
      .select()
      .from(t.nodes)
      .where(
        and(
          eq(t.nodes.clientId, fx.org.id),
          eq(t.nodes.nodeClass, 'WINDOWS_SERVER'),
          ne(t.nodes.id, fx.probe.id),
        ),
      )
      .limit(1);
    if (!down) return;
    await server.db.update(t.nodes).set({ isUp: false }).where(eq(t.nodes.id, down.id));
    const response = await admin.get(`/node/delegate/${down.id}/vmm/check`);
    expect(response.body).toMatchObject({ status: 'INSTALL_FAILED', reason: 'failed_to_start_service' });
  });

  it('answers ERROR for a device that cannot monitor', async () => {
    const [mac] = await server.db
      .select()
      .from(t.nodes)
      .where(and(eq(t.nodes.divisionId, fx.org.divisionId), eq(t.nodes.nodeClass, 'MAC')))
      .limit(1);
    if (!mac) return;
    const response = await admin.get(`/node/delegate/${mac.id}/vmm/check`);
    expect(response.body).toMatchObject({
      status: 'ERROR',
      message: 'This device cannot be a monitor delegate.',
    });
  });
});

describe('the connection test', () => {
  it('connects over TCP and TLS and logs in with the credential', async () => {
    const before = esxi as unknown as { logins: number };
    const logins = before.logins;
    const snap = await snapshot(server.db);
    const response = await admin.post('/node/delegate/vmhost/test', esxiBody());
    expect(response.body).toEqual({ resultCode: 'SUCCESS', result_code: 'OK', stage: null, message: null });
    expect(before.logins).toBe(logins + 1);
    expect(await snapshot(server.db)).toEqual(snap);
  });

  it('maps a refused login to invalid_credentials', async () => {
    const response = await admin.post('/node/delegate/vmhost/test', esxiBody({ credentialId: wrong }));
    expect(response.body).toMatchObject({ result_code: 'invalid_credentials', stage: 'login' });
  });

  it('maps a host that never answers the TLS handshake to esxi_init_timeout', async () => {
    const response = await admin.post('/node/delegate/vmhost/test', esxiBody({ apiPort: silent.port }));
    expect(response.body).toMatchObject({ result_code: 'esxi_init_timeout', stage: 'tls' });
  });

  it('maps a refused connection (a closed loopback port) to esxi_unknown', async () => {
    const port = await closedTcpPort();
    const response = await admin.post('/node/delegate/vmhost/test', esxiBody({ apiPort: port }));
    expect(response.body).toMatchObject({ result_code: 'esxi_unknown', stage: 'tcp' });
    expect(response.body.message).toMatch(/ECONNREFUSED/);
  });

  it('maps a port without TLS to unsupported_target', async () => {
    const response = await admin.post('/node/delegate/vmhost/test', esxiBody({ apiPort: plain.port }));
    expect(response.body).toMatchObject({ result_code: 'unsupported_target', stage: 'tls' });
  });

  it('checks the certificate against the name it was reached by (localhost)', async () => {
    const response = await admin.post('/node/delegate/vmhost/test', esxiBody({ hostname: 'localhost' }));
    expect(response.body.result_code).toBe('OK');
  });

  it('connects to an IPv6 address (the stand-in on ::1), its certificate naming ::1', async () => {
    const logins = esxi6.logins;
    const response = await admin.post(
      '/node/delegate/vmhost/test',
      esxiBody({ hostname: '0:0:0:0:0:0:0:1', apiPort: esxi6.port }),
    );
    expect(response.body).toEqual({ resultCode: 'SUCCESS', result_code: 'OK', stage: null, message: null });
    expect(esxi6.logins).toBe(logins + 1);
    const bad = await admin.post('/node/delegate/vmhost/test', esxiBody({ hostname: '2001:db8:::1' }));
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toBe('Enter a valid DNS name or IP address');
  });

  it('gives the field messages of 000 §5.2', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ hostname: '' }, 'Enter a DNS/IP'],
      [{ apiPort: 'abc' }, 'The API port needs to be a number'],
      [{ apiPort: null }, 'Enter an API port'],
      [{ credentialId: null }, 'Enter a credential'],
      [{ credentialId: 'x' }, 'Credential needs to be a number'],
      [{ delegateNodeId: null }, 'Select a delegate'],
    ];
    for (const [overrides, text] of cases) {
      const response = await admin.post('/node/delegate/vmhost/test', esxiBody(overrides));
      expect(response.status, text).toBe(400);
      expect(response.body.errorMessage).toBe(text);
    }
  });

  it('refuses a credential that is not a user name and password', async () => {
    const response = await admin.post('/node/delegate/vmhost/test', esxiBody({ credentialId: community }));
    expect(response.status).toBe(400);
  });

  it('tests HyperV through its delegate: up passes', async () => {
    const response = await admin.post('/node/delegate/vmhost/test', {
      type: 'HYPERV',
      clientId: fx.org.id,
      delegateNodeId: fx.probe.id,
    });
    expect(response.body.result_code).toBe('OK');
  });
});

describe('Add host', () => {
  it('adds the ESXi host under its delegate, and its dashboard reads it', async () => {
    const response = await admin.post('/node/delegate/vmhost', esxiBody({ name: 'ESXi lab' }));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { id } = response.body;
    const read = await admin.get(`/vmhost/${id}`);
    expect(read.body.vmHost).toMatchObject({
      id,
      type: 'ESXI',
      name: 'ESXi lab',
      hostname: '127.0.0.1',
      apiPort: esxi.port,
      credentialId: good,
      delegateNodeId: fx.probe.id,
      delegateName: fx.probe.name,
      clientId: fx.org.id,
      organizationName: fx.org.name,
      isDownVmHost: false,
    });
    const node = await admin.get(`/node/${id}`);
    expect(node.body.node).toMatchObject({
      nodeClass: 'VMWARE_VM_HOST',
      nodeType: 'VM_HOST',
      delegateNodeId: fx.probe.id,
    });
    const delegate = await admin.get(`/node/${fx.probe.id}`);
    expect(delegate.body.node.isVmMonitorDelegate).toBe(true);
  });

  it('re-runs the connection test itself and refuses when it fails, writing nothing', async () => {
    const before = await snapshot(server.db);
    const logins = esxi.logins;
    const refused = await admin.post(
      '/node/delegate/vmhost',
      esxiBody({ hostname: 'localhost', credentialId: wrong }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      resultCode: 'vm_host_test_error',
      errorMessage: 'Error adding virtual machine host. Please try again.',
    });
    // The server really logged in again (and was refused): the client's word was not taken.
    expect(esxi.logins).toBe(logins + 1);
    const silentHost = await admin.post(
      '/node/delegate/vmhost',
      esxiBody({ hostname: 'localhost', apiPort: silent.port }),
    );
    expect(silentHost.status).toBe(422);
    expect(silentHost.body.resultCode).toBe('vm_host_test_error');
    expect(await snapshot(server.db)).toEqual(before);
  });

  it('adds an IPv6 host, stored in its RFC 5952 form so another spelling is the same host', async () => {
    const response = await admin.post(
      '/node/delegate/vmhost',
      esxiBody({ hostname: '0:0:0:0:0:0:0:1', apiPort: esxi6.port, name: 'ESXi v6' }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.vmHost).toMatchObject({ hostname: '::1', apiPort: esxi6.port });
    const node = await admin.get(`/node/${response.body.id}`);
    expect(node.body.node).toMatchObject({ ipAddresses: ['::1'], dnsName: null });
    const again = await admin.post(
      '/node/delegate/vmhost',
      esxiBody({ hostname: '::1', apiPort: esxi6.port }),
    );
    expect(again.status).toBe(409);
  });

  it("refuses the same host under the same delegate with the spec's message, writing nothing", async () => {
    const before = await snapshot(server.db);
    const response = await admin.post('/node/delegate/vmhost', esxiBody({ name: 'again' }));
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      resultCode: 'delegate_already_has_existing_host',
      errorMessage: 'VM Host already exists under the same Monitor Delegate.',
    });
    expect(await snapshot(server.db)).toEqual(before);
  });

  it('re-runs the delegate check for HyperV: a delegate that went down is refused', async () => {
    const body = { type: 'HYPERV', clientId: fx.org.id, delegateNodeId: fx.probe.id };
    await server.db.update(t.nodes).set({ isUp: false }).where(eq(t.nodes.id, fx.probe.id));
    try {
      const before = await snapshot(server.db);
      const response = await admin.post('/node/delegate/vmhost', body);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        resultCode: 'vm_host_test_delegate_error',
        errorMessage: 'Error adding virtual machine host. Please try again.',
      });
      expect(await snapshot(server.db)).toEqual(before);
    } finally {
      await server.db.update(t.nodes).set({ isUp: true }).where(eq(t.nodes.id, fx.probe.id));
    }
  });

  it('adds one HyperV host per delegate', async () => {
    const body = { type: 'HYPERV', clientId: fx.org.id, delegateNodeId: fx.probe.id };
    const first = await admin.post('/node/delegate/vmhost', body);
    expect(first.status).toBe(200);
    expect(first.body.vmHost).toMatchObject({ type: 'HYPERV', name: fx.probe.name, hostname: null });
    expect((await admin.post('/node/delegate/vmhost', body)).status).toBe(409);
  });

  it('refuses a technician who may not add devices', async () => {
    const viewer = await signInTechnician(server, [grant('ORGANIZATION', 'View'), grant('DEVICE', 'View')]);
    const before = await snapshot(server.db);
    expect((await viewer.post('/node/delegate/vmhost/test', esxiBody())).status).toBe(403);
    expect((await viewer.post('/node/delegate/vmhost', esxiBody({ hostname: 'other' }))).status).toBe(403);
    expect((await viewer.get(`/virtualization/esxi/delegates/${fx.org.id}`)).status).toBe(403);
    expect(await snapshot(server.db)).toEqual(before);
  });
});
