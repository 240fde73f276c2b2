import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeUdpPort, SNMPD_FACTS, type SnmpdPeer, snmpdInstalled, startSnmpd } from '../../test/peers/snmpd';
import { pollSystem, SnmpError, vendorOf } from './index';

describe.skipIf(!snmpdInstalled)('the SNMP poll against a real snmpd', () => {
  let peer: SnmpdPeer;
  beforeAll(async () => {
    peer = await startSnmpd();
  });
  afterAll(async () => {
    await peer?.stop();
  });

  const target = (auth: Parameters<typeof pollSystem>[0]['auth']) => ({
    host: '127.0.0.1',
    port: peer.port,
    auth,
    timeoutMs: 1000,
    retries: 0,
  });

  it.each([
    ['v1', { version: 'v1', community: SNMPD_FACTS.community }],
    ['v2c', { version: 'v2c', community: SNMPD_FACTS.community }],
    ['v3 SHA/AES', { version: 'v3', ...SNMPD_FACTS.v3.priv }],
    ['v3 SHA-256/AES', { version: 'v3', ...SNMPD_FACTS.v3.sha256 }],
  ] as const)('reads the system group over %s', async (_label, auth) => {
    const info = await pollSystem(target(auth));
    expect(info).toMatchObject({
      sysName: SNMPD_FACTS.sysName,
      sysDescr: SNMPD_FACTS.sysDescr,
      sysObjectId: SNMPD_FACTS.sysObjectId,
      sysLocation: SNMPD_FACTS.sysLocation,
      vendor: 'Net-SNMP',
      model: 'Linux',
    });
  });

  it('times out on a wrong community (the agent stays silent)', async () => {
    const error = await pollSystem(target({ version: 'v2c', community: 'wrong' })).catch((e) => e);
    expect(error).toBeInstanceOf(SnmpError);
    expect(error.failure.kind).toBe('timeout');
  });

  it('is refused with a wrong v3 key', async () => {
    const error = await pollSystem(
      target({ version: 'v3', ...SNMPD_FACTS.v3.priv, authKey: 'not-the-key-1' }),
    ).catch((e) => e);
    expect(error).toBeInstanceOf(SnmpError);
    expect(['refused', 'timeout']).toContain(error.failure.kind);
  });

  it('times out on a closed loopback port', async () => {
    const port = await freeUdpPort();
    const error = await pollSystem({ ...target({ version: 'v2c', community: 'x' }), port }).catch((e) => e);
    expect(error.failure).toEqual({ kind: 'timeout' });
  });

  it('refuses AES-192, which the client cannot speak', async () => {
    const error = await pollSystem(
      target({ version: 'v3', ...SNMPD_FACTS.v3.priv, privProtocol: 'AES192' }),
    ).catch((e) => e);
    expect(error.failure).toEqual({ kind: 'unsupported', protocol: 'AES192' });
  });
});

describe('vendors from sysObjectID', () => {
  it('names the enterprise', () => {
    expect(vendorOf('1.3.6.1.4.1.9.1.516')).toBe('Cisco');
    expect(vendorOf('.1.3.6.1.4.1.2636.1.1.1.2.29')).toBe('Juniper Networks');
    expect(vendorOf('1.3.6.1.4.1.999999.1')).toBe('Enterprise 999999');
    expect(vendorOf('1.3.6.1.2.1.1')).toBeNull();
  });
});
