/**
 * `pnpm bench` figures of the scanner, in a private network namespace (root only; skipped
 * otherwise): a /24 of which 40 hosts answer ping and SNMP (ping + SNMP sweep, target ≤ 2 s), a
 * /16 with the default settings (target ≤ 60 s), and Debian's `nmap -sn` over the same ranges in
 * the same run, with the ratio. nmap runs with `--unprivileged` (TCP connect pings): inside a
 * network namespace it cannot list the interfaces for its raw mode and answers every address
 * "up, localhost-response". Figures from a shared machine vary with its load.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { canBuildLab, startLab } from '../test/lab';

const runner = fileURLToPath(new URL('../test/run-scan.mts', import.meta.url));
const up = Array.from({ length: 40 }, (_, index) => `10.88.0.${index + 1}`);
const NS = `h5bench${process.pid}`;

function hasNmap(): boolean {
  try {
    execFileSync('nmap', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Runs one scan in the namespace; answers its duration and the results. */
function scan(options: Record<string, unknown>): {
  ms: number;
  first: number;
  stopMs: number | null;
  results: number;
  answering: number;
  snmp: number;
} {
  const out = spawnSync(
    'ip',
    [
      'netns',
      'exec',
      NS,
      process.execPath,
      '--conditions=@console/source',
      '--import',
      'tsx',
      runner,
      JSON.stringify(options),
    ],
    { maxBuffer: 1 << 30, encoding: 'utf8' },
  );
  if (out.status !== 0) throw new Error(out.stderr);
  const lines = out.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  const results = lines.filter((line) => line.result).map((line) => line.result);
  const done = lines.find((line) => line.done);
  const first = lines.find((line) => line.result)?.ms ?? Number.NaN;
  return {
    ms: done.ms,
    first,
    stopMs: done.abortedAt === null ? null : done.ms - done.abortedAt,
    results: results.length,
    answering: results.filter((result) => result.pingMS !== null).length,
    snmp: results.filter((result) => result.snmpv2.length > 0).length,
  };
}

function nmap(range: string, extra: string[] = []): { ms: number; up: number } {
  const started = performance.now();
  const out = spawnSync('ip', ['netns', 'exec', NS, 'nmap', '-sn', '-n', '--unprivileged', ...extra, range], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const ms = performance.now() - started;
  const match = /\((\d+) hosts? up\)/.exec(out.stdout);
  return { ms, up: match ? Number(match[1]) : -1 };
}

const figure = (name: string, value: number | string, unit = '') =>
  console.log(`scanner.${name}: ${value}${unit ? ` ${unit}` : ''}`);

if (!canBuildLab()) {
  console.log('scanner: skipped (needs root, ip netns and snmpd)');
} else {
  const lab = startLab(NS, {
    prefix: '10.88.0.0/16',
    up,
    routed: true,
    agents: [
      {
        addresses: up,
        community: 'bench',
        sysDescr: 'Cisco IOS Software, C2960 Software (C2960-LANBASEK9-M), Version 12.2(55)SE7',
        sysObjectId: '.1.3.6.1.4.1.9.1.716',
        sysName: 'bench-sw',
      },
    ],
  });
  try {
    const credentials = [{ id: 1, version: 2, community: 'bench' }];
    const small = scan({ targets: '10.88.0.0/24', credentials, dnsServers: false });
    figure('sweep24.ping+snmp', Math.round(small.ms), 'ms');
    figure('sweep24.first-result', Math.round(small.first), 'ms');
    figure('sweep24.answering', `${small.answering}/${small.results} (SNMP ${small.snmp})`);
    const large = scan({ targets: '10.88.0.0/16', credentials, dnsServers: false });
    figure('sweep16.defaults', Math.round(large.ms), 'ms');
    figure('sweep16.answering', `${large.answering}/${large.results} (SNMP ${large.snmp})`);
    const stopped = scan({ targets: '10.88.0.0/16', credentials, dnsServers: false, abortAfterResults: 1 });
    figure('sweep16.stop-after-abort', Math.round(stopped.stopMs ?? Number.NaN), 'ms');
    if (hasNmap()) {
      const n24 = nmap('10.88.0.0/24');
      figure('nmap-sn24', Math.round(n24.ms), 'ms');
      figure('nmap-sn24.up', n24.up);
      figure('ratio24.scanner/nmap', (small.ms / n24.ms).toFixed(2));
      // nmap's default timing takes over ten minutes on a /16 of down hosts: give it the scanner's budget.
      const n16 = nmap('10.88.0.0/16', ['-T5', '--min-parallelism', '1024', '--max-rtt-timeout', '500ms']);
      figure('nmap-sn16.T5', Math.round(n16.ms), 'ms');
      figure('nmap-sn16.up', n16.up);
      figure('ratio16.scanner/nmap', (large.ms / n16.ms).toFixed(2));
    } else {
      console.log('scanner: nmap not installed (apt nmap): no comparison');
    }
  } finally {
    lab.stop();
  }
}
