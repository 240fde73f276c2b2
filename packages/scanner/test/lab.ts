/**
 * A private network lab for the scanner's tests and bench: a network namespace whose loopback
 * carries the `up` addresses that answer (local to the namespace) and a routed prefix whose other
 * addresses silently drop every packet (down hosts), snmpd instances answering on chosen
 * addresses with their own communities, v3 users and identities, and a NetBIOS/DNS responder.
 * Nothing leaves the namespace. Needs root (ip netns, snmpd).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One snmpd of the lab. */
export interface LabAgent {
  addresses: readonly string[];
  community: string;
  v3?: { user: string; auth: 'MD5' | 'SHA'; authPassword: string; priv: 'AES'; privPassword: string };
  sysDescr: string;
  sysObjectId: string;
  sysName: string;
}

/** What the lab runs. */
export interface LabOptions {
  /** The routed prefix (down addresses drop silently), e.g. 10.77.0.0/16. */
  prefix: string;
  /** An IPv6 prefix routed like `prefix`, and its addresses that answer (single-namespace lab only). */
  ipv6?: { prefix: string; up: readonly string[] };
  /** Addresses that answer ping (each gets /32 on the namespace's loopback). */
  up: readonly string[];
  agents?: readonly LabAgent[];
  /** NetBIOS names answered on UDP 137, by address. */
  netbios?: Readonly<Record<string, string>>;
  /** A DNS server (address) answering PTR queries with these names, by address. */
  dns?: { server: string; names: Readonly<Record<string, string>> };
  /** TCP listeners (address:port) that accept connections. */
  tcp?: readonly { address: string; port: number }[];
  /**
   * Put the hosts in a second namespace behind a veth link (routed, as a real network is):
   * the scanner's namespace only has the link and a route to the prefix. Tools that treat a
   * loopback route specially (nmap) then see the same network the scanner does.
   */
  routed?: boolean;
}

/** A running lab. */
export interface Lab {
  name: string;
  /** Runs a command inside the namespace. */
  exec(command: string, args: readonly string[]): ChildProcess;
  stop(): void;
}

/** True when this process may build the lab (root, `ip` and snmpd present). */
export function canBuildLab(): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('ip', ['netns', 'list'], { stdio: 'ignore' });
    execFileSync('test', ['-x', '/usr/sbin/snmpd']);
    return true;
  } catch {
    return false;
  }
}

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: ['ignore', 'ignore', 'pipe'] });

const responderScript = fileURLToPath(new URL('./responders.mjs', import.meta.url));

function waitForFile(check: () => boolean, ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) return;
    execFileSync('sleep', ['0.05']);
  }
}

/**
 * Builds the lab: namespace `name`, its loopback with the `up` addresses, the prefix routed to
 * it (not local), the snmpd agents and the responders.
 * @example const lab = startLab('h5scan', { prefix: '10.77.0.0/16', up: ['10.77.0.1'] }); lab.stop();
 */
export function startLab(name: string, options: LabOptions): Lab {
  const hosts = options.routed ? `${name}h` : name;
  for (const ns of new Set([name, hosts])) {
    try {
      ip('netns', 'del', ns);
    } catch {
      // not there
    }
    ip('netns', 'add', ns);
  }
  const children: ChildProcess[] = [];
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  const exec = (command: string, args: readonly string[]) =>
    spawn('ip', ['netns', 'exec', name, command, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = () => {
    for (const child of children) child.kill('SIGKILL');
    for (const ns of new Set([name, hosts])) {
      try {
        ip('netns', 'del', ns);
      } catch {
        // gone
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    ip('-n', name, 'link', 'set', 'lo', 'up');
    if (options.routed) {
      // scanner 10.254.0.1 <-> 10.254.0.2 hosts; the hosts' namespace does not forward, so the
      // prefix's other addresses drop every packet (down hosts).
      ip('-n', hosts, 'link', 'set', 'lo', 'up');
      ip('-n', name, 'link', 'add', 'scan0', 'type', 'veth', 'peer', 'name', 'hosts0');
      ip('-n', name, 'link', 'set', 'hosts0', 'netns', hosts);
      ip('-n', name, 'addr', 'add', '10.254.0.1/30', 'dev', 'scan0');
      ip('-n', hosts, 'addr', 'add', '10.254.0.2/30', 'dev', 'hosts0');
      ip('-n', name, 'link', 'set', 'scan0', 'up');
      ip('-n', hosts, 'link', 'set', 'hosts0', 'up');
      ip('-n', name, 'route', 'add', options.prefix, 'via', '10.254.0.2');
      ip('-n', hosts, 'route', 'add', 'default', 'via', '10.254.0.1');
    } else {
      // The prefix goes to lo without being local: its other addresses drop every packet (down hosts).
      ip('-n', name, 'route', 'add', options.prefix, 'dev', 'lo');
      if (options.ipv6) {
        for (const address of options.ipv6.up) ip('-n', name, 'addr', 'add', `${address}/128`, 'dev', 'lo');
        ip('-n', name, '-6', 'route', 'add', options.ipv6.prefix, 'dev', 'lo');
      }
    }
    const extra = [...(options.dns ? [options.dns.server] : [])];
    for (const address of [...options.up, ...extra])
      ip('-n', hosts, 'addr', 'add', `${address}/32`, 'dev', 'lo');

    (options.agents ?? []).forEach((agent, index) => {
      const agentDir = join(dir, `snmp${index}`);
      execFileSync('mkdir', ['-p', join(agentDir, 'persist')]);
      const lines = [
        `agentAddress ${agent.addresses.map((address) => `udp:${address}:161`).join(',')}`,
        `sysDescr ${agent.sysDescr}`,
        `sysName ${agent.sysName}`,
        `sysObjectID ${agent.sysObjectId}`,
        'sysLocation Lab',
        'sysContact lab@test.local',
        'sysServices 72',
        `rocommunity ${agent.community} default`,
      ];
      if (agent.v3) {
        const { user, auth, authPassword, priv, privPassword } = agent.v3;
        lines.push(
          `createUser ${user} ${auth} "${authPassword}" ${priv} "${privPassword}"`,
          `rouser ${user} priv`,
        );
      }
      writeFileSync(join(agentDir, 'snmpd.conf'), `${lines.join('\n')}\n`);
      const child = spawn(
        'ip',
        [
          'netns',
          'exec',
          hosts,
          '/usr/sbin/snmpd',
          '-f',
          '-C',
          '-c',
          join(agentDir, 'snmpd.conf'),
          '-Lf',
          join(agentDir, 'log'),
        ],
        {
          stdio: 'ignore',
          env: { ...process.env, MIBS: '', SNMP_PERSISTENT_DIR: join(agentDir, 'persist') },
        },
      );
      children.push(child);
    });

    const config = join(dir, 'responders.json');
    writeFileSync(
      config,
      JSON.stringify({ netbios: options.netbios ?? {}, dns: options.dns ?? null, tcp: options.tcp ?? [] }),
    );
    const ready = join(dir, 'ready');
    const responders = spawn(
      'ip',
      ['netns', 'exec', hosts, process.execPath, responderScript, config, ready],
      {
        stdio: 'ignore',
      },
    );
    children.push(responders);
    waitForFile(() => {
      try {
        execFileSync('test', ['-e', ready]);
        return true;
      } catch {
        return false;
      }
    }, 5_000);
    // snmpd takes a moment to bind: wait until each agent's first address answers.
    for (const agent of options.agents ?? []) {
      const first = agent.addresses[0];
      if (!first) continue;
      waitForFile(() => {
        try {
          execFileSync(
            'ip',
            [
              'netns',
              'exec',
              hosts,
              'snmpget',
              '-v2c',
              '-c',
              agent.community,
              '-t',
              '0.2',
              '-r',
              '0',
              first,
              '1.3.6.1.2.1.1.5.0',
            ],
            { stdio: 'ignore', env: { ...process.env, MIBS: '' } },
          );
          return true;
        } catch {
          return false;
        }
      }, 10_000);
    }
  } catch (error) {
    stop();
    throw error;
  }
  return { name, exec, stop };
}
