import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupDemoServerWith } from '../../test/helpers';
import { type DnsPeer, startDnsPeer } from '../../test/peers/dns';
import { startWhoisPeer, type WhoisPeer } from '../../test/peers/whois';
import { monitorTestPlace } from './monitor-test-kit';

let dns: DnsPeer;
let whois: WhoisPeer;
beforeAll(async () => {
  dns = await startDnsPeer();
  whois = await startWhoisPeer();
});
afterAll(async () => {
  await dns?.stop();
  await whois?.stop();
});

const { server, ids, admin } = setupDemoServerWith(
  () => ({
    cloudMonitors: {
      scheduler: false,
      dnsServers: [dns.server],
      whoisServer: { host: whois.host, port: whois.port },
      whoisCacheMs: 0,
    },
  }),
  'admin',
);

const { place: base, run } = monitorTestPlace({ server, ids, admin });
const active = async (id: number) =>
  (
    (await admin.get(`/cloudmonitor/${id}/alerts`)).body.alerts as {
      conditionType: string;
      message: string;
    }[]
  )
    .map((alert) => alert.conditionType)
    .sort();

async function dnsMonitor(hostname: string, conditions: unknown[], timeout = 2) {
  const response = await admin.post('/cloudmonitor', {
    ...base,
    systemName: `DNS ${hostname}`,
    frequency: 300,
    timeout,
    monitorType: 'DNS',
    hostname,
    conditions,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.cloudMonitor.id as number;
}

const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z');

describe('DNS monitors against the configured resolver', () => {
  it('resolves with the record types, raising DnsResolve and DnsRecordType and resetting them', async () => {
    const id = await dnsMonitor('shop.example.test', [
      { type: 'DnsResolve', parameters: { runCount: 1 } },
      { type: 'DnsRecordType', parameters: { runCount: 1, dnsRecordType: 'MX' } },
    ]);
    const missing = await run(id);
    expect(missing).toMatchObject({ status: 'DOWN', details: { resolved: false, timedOut: false } });
    expect(await active(id)).toEqual(['DnsRecordType', 'DnsResolve']);
    dns.zone.set('shop.example.test', {
      A: ['127.0.0.80'],
      MX: [{ exchange: 'mail.example.test', priority: 10 }],
    });
    const found = await run(id);
    expect(found).toMatchObject({
      status: 'UP',
      details: { resolved: true, records: ['127.0.0.80'], recordTypes: { MX: 1 } },
    });
    expect(await active(id)).toEqual([]);
    expect(dns.queries.some((query) => query.name === 'shop.example.test')).toBe(true);
  });

  it('raises DnsTimeOut when the resolver does not answer, and resets when it does', async () => {
    dns.zone.set('slow.example.test', { A: ['127.0.0.81'] });
    dns.silent.add('slow.example.test');
    const id = await dnsMonitor(
      'slow.example.test',
      [{ type: 'DnsTimeOut', parameters: { runCount: 1 } }],
      1,
    );
    const timedOut = await run(id);
    expect(timedOut).toMatchObject({ status: 'DOWN', details: { timedOut: true } });
    expect(await active(id)).toEqual(['DnsTimeOut']);
    dns.silent.delete('slow.example.test');
    await run(id);
    expect(await active(id)).toEqual([]);
  });

  it('reads the WHOIS expiry over port 43, raising WhoisExpiration within the days and resetting after renewal', async () => {
    dns.zone.set('www.example.test', { A: ['127.0.0.80'] });
    const id = await dnsMonitor('www.example.test', [
      { type: 'WhoisExpiration', severity: 'CRITICAL', parameters: { daysUntilWhoisExpiration: 30 } },
    ]);
    whois.expiries.set('example.test', days(12.5));
    const soon = await run(id);
    expect(soon?.details.whois).toMatchObject({ daysLeft: 12 });
    expect(await active(id)).toEqual(['WhoisExpiration']);
    whois.expiries.set('example.test', days(400.5));
    await run(id);
    expect(await active(id)).toEqual([]);
    expect(whois.queries).toContain('example.test');
  });
});
