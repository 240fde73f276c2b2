import { snmpSystem } from '@console/scanner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SNMPD_FACTS,
  type SnmpdPeer,
  silentUdpPort,
  snmpdInstalled,
  startSnmpd,
} from '../../test/peers/snmpd';
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
    ['v3 SHA/DES', { version: 'v3', ...SNMPD_FACTS.v3.des }],
    ['v3 SHA/AES-192', { version: 'v3', ...SNMPD_FACTS.v3.aes192 }],
    ['v3 SHA-256/AES-256', { version: 'v3', ...SNMPD_FACTS.v3.aes256 }],
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

  it('times out on a loopback port that never answers', async () => {
    const silent = await silentUdpPort();
    try {
      const { port } = silent;
      const error = await pollSystem({ ...target({ version: 'v2c', community: 'x' }), port }).catch((e) => e);
      expect(error.failure).toEqual({ kind: 'timeout' });
    } finally {
      silent.close();
    }
  });

  it.each([
    ['AES-256 for an AES-192 user', { ...SNMPD_FACTS.v3.aes192, privProtocol: 'AES256' }],
    ['AES for a DES user', { ...SNMPD_FACTS.v3.des, privProtocol: 'AES' }],
    ['DES with a wrong key', { ...SNMPD_FACTS.v3.des, privKey: 'not-the-key-1' }],
    ['AES-192 with a wrong key', { ...SNMPD_FACTS.v3.aes192, privKey: 'not-the-key-1' }],
  ] as const)('gets no system group with %s', async (_label, user) => {
    const error = await pollSystem({ ...target({ version: 'v3', ...user }), timeoutMs: 400 }).catch((e) => e);
    expect(error).toBeInstanceOf(SnmpError);
    expect(['refused', 'timeout']).toContain(error.failure.kind);
  });

  // The scanner's SNMP GET (network discovery) opens its sessions the same way.
  it.each([
    ['DES', SNMPD_FACTS.v3.des],
    ['AES', SNMPD_FACTS.v3.priv],
    ['AES-192', SNMPD_FACTS.v3.aes192],
    ['AES-256', SNMPD_FACTS.v3.aes256],
  ] as const)('discovery reads sysName over v3 with %s privacy', async (_label, user) => {
    const credential = {
      id: 7,
      version: 3,
      username: user.user,
      authProtocol: user.authProtocol,
      authPassword: user.authKey,
      privProtocol: user.privProtocol,
      privPassword: user.privKey,
    } as const;
    const system = await snmpSystem('127.0.0.1', credential, 1000, { port: peer.port });
    expect(system).toMatchObject({ sysName: SNMPD_FACTS.sysName, sysObjectId: SNMPD_FACTS.sysObjectId });
    const wrong = await snmpSystem('127.0.0.1', { ...credential, privPassword: 'not-the-key-1' }, 500, {
      port: peer.port,
    });
    expect(wrong).toBeNull();
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
