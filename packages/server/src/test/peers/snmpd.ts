/**
 * A real Net-SNMP agent (Debian's snmpd, apt `snmpd snmp`) on 127.0.0.1 at a free UDP port, with
 * a private config and persistent folder under a temp dir, for the NMS device tests (and any
 * other SNMP test: import it, never copy it). Accounts as in the peers recipe:
 * - v1/v2c community `rmm-public` (read-only, from 127.0.0.1);
 * - v3 `rmmpriv` SHA / AES, `rmmsha256` SHA-256 / AES, `rmmdes` SHA / DES, `rmmaes192` SHA /
 *   AES-192, `rmmaes256` SHA-256 / AES-256 (authPriv); `rmmauth` SHA authNoPriv.
 *
 * The system group answers sysName `rmm-snmp-peer.test.local`, sysObjectID
 * `.1.3.6.1.4.1.8072.3.2.10` (Net-SNMP, Linux) and the sysDescr below.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SnmpError, snmpRequest } from '../../lib/snmp';

/** The snmpd binary (tests skip with a reason when it is missing). */
export const SNMPD_BIN = '/usr/sbin/snmpd';
/** Whether snmpd is installed. */
export const snmpdInstalled = existsSync(SNMPD_BIN);

/** What the peer answers and accepts. */
export const SNMPD_FACTS = {
  community: 'rmm-public',
  sysName: 'rmm-snmp-peer.test.local',
  sysDescr: 'RMM test agent (Linux x86_64) net-snmp',
  sysLocation: 'Rack 42, Lab',
  sysContact: 'ops@test.local',
  sysObjectId: '1.3.6.1.4.1.8072.3.2.10',
  v3: {
    priv: {
      user: 'rmmpriv',
      authProtocol: 'SHA',
      authKey: 'authpass-123',
      privProtocol: 'AES',
      privKey: 'privpass-123',
    },
    sha256: {
      user: 'rmmsha256',
      authProtocol: 'SHA256',
      authKey: 'authpass-256',
      privProtocol: 'AES',
      privKey: 'privpass-256',
    },
    /** One authPriv user per other privacy protocol of the credential form. */
    des: {
      user: 'rmmdes',
      authProtocol: 'SHA',
      authKey: 'authpass-des',
      privProtocol: 'DES',
      privKey: 'privpass-des',
    },
    aes192: {
      user: 'rmmaes192',
      authProtocol: 'SHA',
      authKey: 'authpass-192',
      privProtocol: 'AES192',
      privKey: 'privpass-192',
    },
    aes256: {
      user: 'rmmaes256',
      authProtocol: 'SHA256',
      authKey: 'authpass-a256',
      privProtocol: 'AES256',
      privKey: 'privpass-a256',
    },
  },
} as const;

/** A running snmpd. */
export interface SnmpdPeer {
  host: '127.0.0.1';
  port: number;
  stop(): Promise<void>;
}

/**
 * A UDP port on `host` that reads and never answers: an SNMP request to it times out. It stays
 * bound until `close()`, so nothing else (a poll's own socket among others) can take it meanwhile,
 * which a port merely freed allows.
 */
export async function silentUdpPort(host: '127.0.0.1' | '::1' = '127.0.0.1'): Promise<{
  port: number;
  close(): void;
}> {
  const socket = createSocket(host === '::1' ? 'udp6' : 'udp4');
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(0, host, () => resolve());
  });
  return { port: socket.address().port, close: () => socket.close() };
}

/** A UDP port free on 127.0.0.1 right now. */
async function freeUdpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = createSocket('udp4');
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => {
      const { port } = socket.address();
      socket.close(() => resolve(port));
    });
  });
}

function config(port: number, ipv6: boolean): string {
  const f = SNMPD_FACTS;
  // With ipv6 the agent also answers on [::1] at the same port (v1/v2c community from ::1 too).
  const v6 = ipv6 ? `,udp6:[::1]:${port}` : '';
  return `agentAddress udp:127.0.0.1:${port}${v6}
sysDescr  ${f.sysDescr}
sysName   ${f.sysName}
sysLocation ${f.sysLocation}
sysContact  ${f.sysContact}
sysObjectID .${f.sysObjectId}
sysServices 72
rocommunity ${f.community} 127.0.0.1
${ipv6 ? `rocommunity6 ${f.community} ::1` : ''}
createUser rmmpriv   SHA     "authpass-123" AES "privpass-123"
createUser rmmauth   SHA     "authpass-123"
createUser rmmsha256 SHA-256 "authpass-256" AES "privpass-256"
rouser rmmpriv   priv
rouser rmmauth   auth
rouser rmmsha256 priv
createUser rmmdes    SHA     "authpass-des" DES "privpass-des"
createUser rmmaes192 SHA     "authpass-192" AES-192 "privpass-192"
createUser rmmaes256 SHA-256 "authpass-a256" AES-256 "privpass-a256"
rouser rmmdes    priv
rouser rmmaes192 priv
rouser rmmaes256 priv
`;
}

async function waitUntilAnswering(port: number, child: ChildProcess, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`snmpd exited with ${child.exitCode}`);
    try {
      await snmpRequest(
        {
          host: '127.0.0.1',
          port,
          auth: { version: 'v2c', community: SNMPD_FACTS.community },
          timeoutMs: 300,
          retries: 0,
        },
        ['1.3.6.1.2.1.1.5.0'],
      );
      return;
    } catch (error) {
      if (!(error instanceof SnmpError)) throw error;
    }
  }
  throw new Error('snmpd did not answer in time');
}

/**
 * Starts snmpd in the foreground on a free UDP port of 127.0.0.1 (and of ::1 with `ipv6`);
 * `stop()` kills it and removes its folder.
 * @example const peer = await startSnmpd(); ... await peer.stop();
 * @example const peer6 = await startSnmpd({ ipv6: true }); // also answers on udp6 [::1]:peer6.port
 */
export async function startSnmpd(options: { ipv6?: boolean } = {}): Promise<SnmpdPeer> {
  const dir = await mkdtemp(join(tmpdir(), 'console-snmpd-'));
  const port = await freeUdpPort();
  const file = join(dir, 'snmpd.conf');
  await writeFile(file, config(port, options.ipv6 ?? false));
  // -f: foreground (the test owns the process); -C: no system config; address only in the config.
  const child = spawn(SNMPD_BIN, ['-f', '-C', '-c', file, '-Lf', join(dir, 'snmpd.log')], {
    env: { ...process.env, SNMP_PERSISTENT_DIR: join(dir, 'persist'), MIBS: '' },
    stdio: 'ignore',
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(port, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { host: '127.0.0.1', port, stop };
}
