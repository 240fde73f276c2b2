import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { grant, setupDemoServerWith, signInTechnician, snapshot } from '../../test/helpers';
import {
  SNMPD_FACTS,
  type SnmpdPeer,
  silentUdpPort,
  snmpdInstalled,
  startSnmpd,
} from '../../test/peers/snmpd';
import { createCredential, deviceFixtures } from './test-setup';

let peer: SnmpdPeer;
beforeAll(async () => {
  if (snmpdInstalled) peer = await startSnmpd({ ipv6: true });
});
afterAll(async () => {
  await peer?.stop();
});

const { server, admin } = setupDemoServerWith(
  { deviceChecks: { snmpTimeoutMs: 400, snmpRetries: 0 } },
  'admin',
);

describe.skipIf(!snmpdInstalled)('given a network device answering SNMP on loopback', () => {
  let fx: Awaited<ReturnType<typeof deviceFixtures>>;
  let v2: number;
  let v3: number;
  let basic: number;
  beforeAll(async () => {
    fx = await deviceFixtures(server);
    v2 = await createCredential(admin, {
      clientId: fx.org.id,
      name: 'Lab community',
      credentialType: 'SNMPV2',
      community: SNMPD_FACTS.community,
    });
    const { user, authProtocol, authKey, privProtocol, privKey } = SNMPD_FACTS.v3.priv;
    v3 = await createCredential(admin, {
      clientId: fx.org.id,
      name: 'Lab v3',
      credentialType: 'SNMPV3',
      username: user,
      authProtocol,
      authPassword: authKey,
      privProtocol,
      privPassword: privKey,
    });
    basic = await createCredential(admin, {
      clientId: fx.org.id,
      name: 'Basic',
      credentialType: 'BASIC',
      username: 'root',
      password: 'secret-1',
    });
  });

  const body = (overrides: Record<string, unknown> = {}) => ({
    clientId: fx.org.id,
    locationId: fx.location.id,
    nmsDelegateNodeId: fx.probe.id,
    monitorBy: 'IP_ADDRESS',
    address: '127.0.0.1',
    snmpPort: peer.port,
    nodeRoleId: fx.role.id,
    credentialId: v2,
    ...overrides,
  });

  it('polls the device over v2c and saves what it reported', async () => {
    const response = await admin.post('/nms/device', body());
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.nmsDevice).toMatchObject({
      name: SNMPD_FACTS.sysName,
      systemName: SNMPD_FACTS.sysName,
      sysDescr: SNMPD_FACTS.sysDescr,
      sysObjectId: SNMPD_FACTS.sysObjectId,
      vendor: 'Net-SNMP',
      model: 'Linux',
      snmpVersion: 'v2c',
      nodeClass: 'NMS_SWITCH',
      nmsDelegateNodeId: fx.probe.id,
    });
    const node = await admin.get(`/node/${response.body.nodeId}`);
    expect(node.body.node).toMatchObject({
      systemName: SNMPD_FACTS.sysName,
      nodeType: 'NMS',
      ipAddresses: ['127.0.0.1'],
      parentNodeId: fx.probe.id,
    });
    const read = await admin.get(`/nms/device/${response.body.nodeId}`);
    expect(read.body.nmsDevice).toEqual(response.body.nmsDevice);
  });

  it('polls over SNMPv3 (SHA/AES) with the credential made through the form, under the given name', async () => {
    const response = await admin.post('/nms/device', body({ credentialId: v3, name: 'Core switch' }));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.nmsDevice).toMatchObject({
      name: 'Core switch',
      systemName: SNMPD_FACTS.sysName,
      snmpVersion: 'v3',
    });
  });

  it('polls an IPv6 address over udp6 (SNMPv3) and stores it in its RFC 5952 form', async () => {
    const response = await admin.post(
      '/nms/device',
      body({ address: '0:0:0:0:0:0:0:1', credentialId: v3, name: 'IPv6 switch' }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.nmsDevice).toMatchObject({
      address: '::1',
      systemName: SNMPD_FACTS.sysName,
      sysDescr: SNMPD_FACTS.sysDescr,
      snmpVersion: 'v3',
    });
    const node = await admin.get(`/node/${response.body.nodeId}`);
    expect(node.body.node.ipAddresses).toEqual(['::1']);
  });

  it('refuses an IPv6 address that does not answer, naming it bracketed', async () => {
    const silent = await silentUdpPort('::1');
    onTestFinished(() => silent.close());
    const { port } = silent;
    const before = await snapshot(server.db);
    const response = await admin.post('/nms/device', body({ address: '::1', snmpPort: port }));
    expect(response.status).toBe(422);
    expect(response.body.errorMessage).toMatch(`at [::1]:${port}.`);
    expect(await snapshot(server.db)).toEqual(before);
  });

  it('reaches the device by DNS name', async () => {
    const response = await admin.post('/nms/device', body({ monitorBy: 'DNS_NAME', address: 'localhost' }));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.nmsDevice).toMatchObject({ monitorBy: 'DNS_NAME', address: 'localhost' });
  });

  it('refuses a device that does not answer, with a clear message, and writes nothing', async () => {
    const silent = await silentUdpPort();
    onTestFinished(() => silent.close());
    const { port } = silent;
    const before = await snapshot(server.db);
    const response = await admin.post('/nms/device', body({ snmpPort: port }));
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      resultCode: 'NMS_DEVICE_UNREACHABLE',
      errorMessage: `The device did not answer SNMP at 127.0.0.1:${port}. Check the address, the port and the credential, then try again.`,
    });
    expect(await snapshot(server.db)).toEqual(before);
  });

  it('treats a wrong community as no answer (agents stay silent)', async () => {
    const wrong = await createCredential(admin, {
      clientId: fx.org.id,
      name: 'Wrong community',
      credentialType: 'SNMPV1',
      community: 'not-it',
    });
    const response = await admin.post('/nms/device', body({ credentialId: wrong }));
    expect(response.status).toBe(422);
    expect(response.body.resultCode).toBe('NMS_DEVICE_UNREACHABLE');
  });

  it('refuses a credential that is not SNMP, and a name that does not resolve', async () => {
    const notSnmp = await admin.post('/nms/device', body({ credentialId: basic }));
    expect(notSnmp.status).toBe(400);
    expect(notSnmp.body.errorMessage).toBe('Choose an SNMP credential');
    const unresolved = await admin.post(
      '/nms/device',
      body({ monitorBy: 'DNS_NAME', address: 'no-such-host.invalid' }),
    );
    expect(unresolved.status).toBe(422);
    expect(unresolved.body.resultCode).toBe('NMS_DEVICE_UNRESOLVED');
  });

  it('checks the address for the way the device is monitored', async () => {
    const ip = await admin.post('/nms/device', body({ address: '10.0.0.300' }));
    expect(ip.status).toBe(400);
    expect(ip.body.errorMessage).toBe('Enter a valid IP address');
    const ipv6 = await admin.post('/nms/device', body({ address: '2001:db8::1::2' }));
    expect(ipv6.status).toBe(400);
    expect(ipv6.body.errorMessage).toBe('Enter a valid IP address');
    const netbios = await admin.post(
      '/nms/device',
      body({ monitorBy: 'NET_BIOS_NAME', address: 'A-NAME-FAR-TOO-LONG' }),
    );
    expect(netbios.body.errorMessage).toBe('Enter a valid NetBIOS name (up to 15 characters)');
    const port = await admin.post('/nms/device', body({ snmpPort: 70000 }));
    expect(port.body.errorMessage).toBe('The SNMP port must be between 1 and 65535');
  });

  it('refuses a probe of another organization and a role that is not NMS', async () => {
    if (fx.foreignServer && fx.foreignServer.clientId !== fx.org.id) {
      const response = await admin.post('/nms/device', body({ nmsDelegateNodeId: fx.foreignServer.id }));
      expect(response.status).toBe(400);
    }
    const role = await admin.post('/nms/device', body({ nodeRoleId: fx.probe.nodeRoleId }));
    expect(role.status).toBe(400);
  });

  it('refuses a technician who may not add devices, before polling anything', async () => {
    const viewer = await signInTechnician(server, [grant('ORGANIZATION', 'View'), grant('DEVICE', 'View')]);
    const before = await snapshot(server.db);
    const response = await viewer.post('/nms/device', body());
    expect(response.status).toBe(403);
    expect(await snapshot(server.db)).toEqual(before);
  });

  it('lists the probes of the organization', async () => {
    const response = await admin.get(`/nms/probes/${fx.org.id}?locationId=${fx.probe.locationId}`);
    expect(response.status).toBe(200);
    expect(response.body.items.map((item: { id: number }) => item.id)).toContain(fx.probe.id);
    expect(
      response.body.items.every((item: { nodeClass: string }) =>
        ['WINDOWS_SERVER', 'WINDOWS_WORKSTATION', 'LINUX_SERVER', 'LINUX_WORKSTATION'].includes(
          item.nodeClass,
        ),
      ),
    ).toBe(true);
  });
});
