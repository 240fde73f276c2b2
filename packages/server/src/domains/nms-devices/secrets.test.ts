/**
 * Secrets never leave the server (ARCHITECTURE; 002 §4.3; issue 10 "no GET response ever contains
 * its keys"): after an SNMPv3 credential is created and used to add an NMS device, every GET route
 * of the contract, called by the administrator with its sample, and the credential's own form page
 * answer without its authentication or privacy key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent, TestServer } from '../../test/helpers';
import { SNMPD_FACTS, type SnmpdPeer, snmpdInstalled, startSnmpd } from '../../test/peers/snmpd';
import { allEndpoints, isServed, type Sample, startRouteSuite, urlOf } from '../../test/samples';
import { createCredential, deviceFixtures } from './test-setup';

let server: TestServer;
let admin: TestAgent;
let samples: Record<string, Sample>;
let peer: SnmpdPeer | undefined;
beforeAll(async () => {
  ({ server, samples, admin } = await startRouteSuite());
  if (snmpdInstalled) peer = await startSnmpd();
});
afterAll(async () => {
  await peer?.stop();
  await server?.close();
});

describe('given an SNMPv3 credential in use', () => {
  it('no GET route answers its keys', async () => {
    const fx = await deviceFixtures(server);
    const { user, authProtocol, authKey, privProtocol, privKey } = SNMPD_FACTS.v3.priv;
    const credentialId = await createCredential(admin, {
      clientId: fx.org.id,
      name: 'Secret v3',
      credentialType: 'SNMPV3',
      username: user,
      authProtocol,
      authPassword: authKey,
      privProtocol,
      privPassword: privKey,
    });
    let nmsId: number | undefined;
    if (peer) {
      const added = await admin.post('/nms/device', {
        clientId: fx.org.id,
        locationId: fx.location.id,
        nmsDelegateNodeId: fx.probe.id,
        monitorBy: 'IP_ADDRESS',
        address: '127.0.0.1',
        snmpPort: peer.port,
        nodeRoleId: fx.role.id,
        credentialId,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      nmsId = added.body.nodeId;
    }
    const leaks: string[] = [];
    const check = (what: string, text: string) => {
      if (text.includes(authKey) || text.includes(privKey)) leaks.push(what);
    };
    const extra: [string, string][] = [
      ['GET /credential/{id}', `/credential/${credentialId}`],
      ['GET /credential/list', `/credential/list?clientId=${fx.org.id}`],
      ['credential form page', `/credential/form?id=${credentialId}`],
      ...(nmsId ? ([['GET /nms/device/{id}', `/nms/device/${nmsId}`]] as [string, string][]) : []),
    ];
    let called = 0;
    for (const endpoint of allEndpoints) {
      if (endpoint.method !== 'GET' || !isServed(server, endpoint)) continue;
      const sample = samples[`${endpoint.method} ${endpoint.path}`];
      if (!sample) continue;
      const response = await admin.get(urlOf(endpoint.path, sample.params, sample.query));
      called++;
      check(`${endpoint.method} ${endpoint.path}`, JSON.stringify(response.body ?? ''));
    }
    for (const [what, url] of extra) {
      const response = await admin.get(url);
      expect(response.status, what).toBe(200);
      check(what, typeof response.body === 'string' ? response.body : JSON.stringify(response.body));
    }
    expect(called).toBeGreaterThan(50);
    expect(leaks).toEqual([]);
  });
});
