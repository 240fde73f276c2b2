import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canBuildLab, type Lab, startLab } from '../test/lab';
import type { ScanResult } from './scan';

const LAB = `h5scan${process.pid}`;
const runner = fileURLToPath(new URL('../test/run-scan.mts', import.meta.url));
const up = Array.from({ length: 40 }, (_, index) => `10.77.0.${index + 1}`);
const range = (from: number, to: number) => up.slice(from - 1, to);
const DNS = '10.77.1.53';
/** Generous timeouts: the scanner is exact, a shared CI machine's scheduler is not (the form caps them at 1000; the scanner does not). */
const LOADED_TIMEOUT_MS = 2_500;
const CISCO =
  'Cisco IOS Software, C2960 Software (C2960-LANBASEK9-M), Version 12.2(55)SE7, RELEASE SOFTWARE (fc2)';
const HP = 'HP ProCurve Switch 2510G-24, revision Y.11.16, ROM Y.11.12';
const credentials = [
  { id: 11, version: 2, community: 'alpha' },
  {
    id: 12,
    version: 3,
    username: 'alphauser',
    authProtocol: 'SHA',
    authPassword: 'alpha-auth-1',
    privProtocol: 'AES',
    privPassword: 'alpha-priv-1',
  },
  { id: 13, version: 1, community: 'beta' },
];

interface Run {
  results: ScanResult[];
  sends: { send: { protocol: string; address: string; port?: number }; ms: number }[];
  done: { ms: number; abortedAt: number | null };
  order: string[];
}

/** Runs the scanner inside the lab's namespace (a child process: a namespace is per process). */
function scan(lab: Lab, options: Record<string, unknown>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = lab.exec(process.execPath, [
      '--conditions=@console/source',
      '--import',
      'tsx',
      runner,
      JSON.stringify(options),
    ]);
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      err += chunk;
    });
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`scan exited ${code}: ${err}`));
      const lines = out
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      resolve({
        results: lines.filter((line) => line.result).map((line) => line.result),
        sends: lines.filter((line) => line.send),
        done: lines.find((line) => line.done),
        order: lines.filter((line) => line.result).map((line) => line.result.ip),
      });
    });
  });
}

describe.skipIf(!canBuildLab())('the scanner in a private network namespace', { timeout: 60_000 }, () => {
  let lab: Lab;

  beforeAll(() => {
    lab = startLab(LAB, {
      prefix: '10.77.0.0/16',
      up,
      ipv6: { prefix: 'fd77::/120', up: ['fd77::1', 'fd77::2'] },
      agents: [
        {
          addresses: range(1, 5),
          community: 'alpha',
          v3: {
            user: 'alphauser',
            auth: 'SHA',
            authPassword: 'alpha-auth-1',
            priv: 'AES',
            privPassword: 'alpha-priv-1',
          },
          sysDescr: CISCO,
          sysObjectId: '.1.3.6.1.4.1.9.1.716',
          sysName: 'core-sw',
        },
        {
          addresses: range(6, 10),
          community: 'beta',
          v3: {
            user: 'betauser',
            auth: 'MD5',
            authPassword: 'beta-auth-1',
            priv: 'AES',
            privPassword: 'beta-priv-1',
          },
          sysDescr: HP,
          sysObjectId: '.1.3.6.1.4.1.11.2.3.7.11.87',
          sysName: 'edge-sw',
        },
      ],
      netbios: { '10.77.0.21': 'FILESRV21' },
      dns: { server: DNS, names: { '10.77.0.1': 'core-sw.lab.test', '10.77.0.30': 'printer.lab.test' } },
      tcp: [
        { address: '10.77.0.21', port: 22 },
        { address: '10.77.0.22', port: 23 },
      ],
    });
  }, 60_000);

  afterAll(() => lab?.stop());

  it('finds the up hosts, what each tells, and the down ones as offline', async () => {
    const run = await scan(lab, {
      targets: '10.77.0.1-10.77.0.35, 10.77.0.50',
      credentials,
      dnsServers: [DNS],
      settings: { pingTimeoutMS: LOADED_TIMEOUT_MS, pingsPerNode: 2, delayBetweenPingsMS: 50 },
    });
    const byIp = new Map(run.results.map((result) => [result.ip, result]));
    expect(run.results).toHaveLength(36);
    expect(new Set(run.order).size).toBe(36);

    const cisco = byIp.get('10.77.0.1');
    expect(cisco).toMatchObject({
      hostname: 'core-sw',
      dnsName: 'core-sw.lab.test',
      vendor: 'Cisco',
      model: 'C2960',
      os: 'Cisco IOS',
      firmware: '12.2(55)SE7',
      sysObjectId: '1.3.6.1.4.1.9.1.716',
      sysDescr: CISCO,
      snmpv1: [],
      snmpv2: [11],
      snmpv3: [12],
      types: ['allResponding'],
    });
    expect(cisco?.pingMS).toBeGreaterThanOrEqual(0);
    expect(cisco?.sysUpTime).toBeGreaterThanOrEqual(0);

    expect(byIp.get('10.77.0.7')).toMatchObject({
      hostname: 'edge-sw',
      vendor: 'HP',
      model: '2510G-24',
      firmware: 'Y.11.16',
      snmpv1: [13],
      snmpv2: [],
      snmpv3: [],
    });
    expect(byIp.get('10.77.0.21')).toMatchObject({
      netbiosName: 'FILESRV21',
      hostname: 'FILESRV21',
      ssh: true,
      telnet: false,
      ports: [22],
    });
    expect(byIp.get('10.77.0.22')).toMatchObject({ ssh: false, telnet: true, ports: [23] });
    expect(byIp.get('10.77.0.30')).toMatchObject({
      dnsName: 'printer.lab.test',
      vendor: null,
      snmpv2: [],
      types: ['allResponding'],
    });
    expect(byIp.get('10.77.0.50')).toMatchObject({ pingMS: null, ports: [], snmpv2: [], types: ['offline'] });
    for (const address of range(1, 35)) expect(byIp.get(address)?.pingMS, address).not.toBeNull();
    // Results stream as they come: the silent address is last.
    expect(run.order.at(-1)).toBe('10.77.0.50');
  });

  it('tags allSnmpResponding when every supplied credential answers, per address and community', async () => {
    const run = await scan(lab, {
      targets: '10.77.0.2, 10.77.0.8',
      credentials: credentials.slice(0, 2),
      dnsServers: false,
      settings: { pingTimeoutMS: LOADED_TIMEOUT_MS },
    });
    const byIp = new Map(run.results.map((result) => [result.ip, result]));
    expect(byIp.get('10.77.0.2')?.types).toEqual(['allResponding', 'allSnmpResponding']);
    expect(byIp.get('10.77.0.8')?.types).toEqual(['allResponding']);
    const v3 = await scan(lab, {
      targets: '10.77.0.9',
      credentials: [
        {
          id: 21,
          version: 3,
          username: 'betauser',
          authProtocol: 'MD5',
          authPassword: 'beta-auth-1',
          privProtocol: 'AES',
          privPassword: 'beta-priv-1',
        },
        {
          id: 22,
          version: 3,
          username: 'betauser',
          authProtocol: 'MD5',
          authPassword: 'wrong-pass-1',
          privProtocol: 'AES',
          privPassword: 'beta-priv-1',
        },
      ],
      dnsServers: false,
      settings: { pingTimeoutMS: LOADED_TIMEOUT_MS },
    });
    expect(v3.results[0]).toMatchObject({ ip: '10.77.0.9', snmpv3: [21], vendor: 'HP' });
  });

  it('never sends to an address outside the targets (send log and a capture in the namespace)', async () => {
    const capture = lab.exec('tcpdump', ['-i', 'any', '-nn', '-l', '-q', 'ip']);
    let captured = '';
    capture.stdout?.on('data', (chunk) => {
      captured += chunk;
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const targets = new Set(range(3, 24));
    const run = await scan(lab, {
      targets: '10.77.0.3-10.77.0.24',
      credentials,
      dnsServers: [DNS],
      logSends: true,
      settings: { pingTimeoutMS: LOADED_TIMEOUT_MS, pingsPerNode: 3, delayBetweenPingsMS: 20 },
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    capture.kill('SIGINT');
    await new Promise((resolve) => capture.on('close', resolve));
    expect(run.results).toHaveLength(22);
    const sent = new Set(run.sends.map((line) => line.send.address));
    expect([...sent].sort()).toEqual([...targets].sort());
    for (const line of run.sends) expect(targets.has(line.send.address), line.send.address).toBe(true);
    const destinations = [...captured.matchAll(/ > (\d+\.\d+\.\d+\.\d+)(?:\.\d+)?:/g)].map(
      (match) => match[1],
    );
    expect(destinations.length).toBeGreaterThan(22);
    for (const address of destinations)
      expect(targets.has(address as string) || address === DNS, address).toBe(true);
  });

  it('pings IPv6 targets through an ICMPv6 raw socket', async () => {
    const run = await scan(lab, {
      targets: 'fd77::1-fd77::4',
      dnsServers: false,
      logSends: true,
      settings: { pingTimeoutMS: LOADED_TIMEOUT_MS, pingsPerNode: 1 },
    });
    const byIp = new Map(run.results.map((result) => [result.ip, result]));
    expect([...byIp.keys()].sort()).toEqual(['fd77::1', 'fd77::2', 'fd77::3', 'fd77::4']);
    expect(byIp.get('fd77::1')?.types).toEqual(['allResponding']);
    expect(byIp.get('fd77::2')?.pingMS).not.toBeNull();
    expect(byIp.get('fd77::3')?.types).toEqual(['offline']);
    expect(new Set(run.sends.map((line) => line.send.address))).toEqual(
      new Set(['fd77::1', 'fd77::2', 'fd77::3', 'fd77::4']),
    );
  });

  it('stops sending when aborted and ends the results', async () => {
    const run = await scan(lab, {
      targets: '10.77.0.0/16',
      dnsServers: false,
      logSends: true,
      abortAfterResults: 3,
    });
    expect(run.done.abortedAt).not.toBeNull();
    const abortedAt = run.done.abortedAt ?? 0;
    expect(run.sends.filter((line) => line.ms > abortedAt + 5)).toEqual([]);
    // Far fewer than the /16's 65,534 addresses were reached, and the up ones were found.
    expect(new Set(run.sends.map((line) => line.send.address)).size).toBeLessThan(65_534);
    // It was stopped right after the first results: the up hosts answer first, nothing came after.
    expect(run.results.length).toBeGreaterThanOrEqual(3);
    for (const result of run.results) expect(up).toContain(result.ip);
  });
});
