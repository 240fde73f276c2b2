/**
 * A real OpenLDAP slapd on 127.0.0.1 with an AD-like tree, for the directory discovery tests and
 * bench: Debian's slapd (apt `slapd ldap-utils`, preseeded `slapd/no_configuration`), a private
 * config and database under a temp folder, a free port, Debian's msuser.schema patched with the
 * matching rules AD attributes need, and a `securityPrincipal` class.
 *
 * The tree (`dc=corp,dc=test`): OUs Workstations/{Berlin,London}, Servers, Service Accounts, Empty;
 * 60 computers with objectGUID (WS-0001..0045 under Berlin and London, SRV-0046..0060 under
 * Servers); the root `cn=admin,dc=corp,dc=test`, a reader `cn=svc-rmm,ou=Service Accounts,...` and
 * a user without rights `cn=norights,ou=Service Accounts,...` (binds, reads nothing).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The suffix of the test tree. */
export const SLAPD_BASE = 'dc=corp,dc=test';
/** Accounts of the tree: DN and password. */
export const SLAPD_USERS = {
  admin: { dn: `cn=admin,${SLAPD_BASE}`, password: 'admin-secret' },
  reader: { dn: `cn=svc-rmm,ou=Service Accounts,${SLAPD_BASE}`, password: 'svc-pass-1' },
  noRights: { dn: `cn=norights,ou=Service Accounts,${SLAPD_BASE}`, password: 'norights-pass-1' },
} as const;

/** A computer of the tree. */
export interface SlapdComputer {
  name: string;
  ou: string;
  /** The 16 bytes of objectGUID, hex. */
  guid: string;
  isServer: boolean;
}

/** Options of {@link startSlapd}. */
export interface SlapdOptions {
  /** Extra OUs (RDN chain below the base, e.g. `ou=Bulk`) with that many workstations each. */
  bulk?: { ou: string; count: number }[];
}

/** A running slapd. */
export interface SlapdPeer {
  host: '127.0.0.1';
  port: number;
  computers: SlapdComputer[];
  stop(): Promise<void>;
}

/** The slapd binary, or `undefined` when it is not installed (tests skip with a reason). */
export const SLAPD_BIN = '/usr/sbin/slapd';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`slapd exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('slapd did not listen in time');
}

/** Debian's msuser.schema with the equality matching rules AD attributes need for filters and indexes. */
function patchSchema(schema: string): string {
  let out = schema;
  const rule = (names: string[], rules: string) => {
    for (const name of names)
      out = out.replace(new RegExp(`(NAME '${name}')(\\s+SYNTAX)`), `$1\n\t${rules}$2`);
  };
  rule(
    ['sAMAccountName', 'dNSHostName', 'operatingSystem', 'operatingSystemVersion'],
    'EQUALITY caseIgnoreMatch SUBSTR caseIgnoreSubstringsMatch',
  );
  rule(['objectGUID', 'objectSid'], 'EQUALITY octetStringMatch');
  rule(['userAccountControl', 'instanceType'], 'EQUALITY integerMatch');
  return out;
}

function slapdConfig(dir: string): string {
  return `include /etc/ldap/schema/core.schema
include /etc/ldap/schema/cosine.schema
include /etc/ldap/schema/inetorgperson.schema
include /etc/ldap/schema/nis.schema
include ${dir}/msuser-patched.schema
include ${dir}/ad-extra.schema
pidfile  ${dir}/slapd.pid
argsfile ${dir}/slapd.args
modulepath /usr/lib/ldap
moduleload back_mdb
sizelimit size.soft=500 size.hard=500 size.prtotal=unlimited
database mdb
maxsize 1073741824
suffix "${SLAPD_BASE}"
rootdn "${SLAPD_USERS.admin.dn}"
rootpw ${SLAPD_USERS.admin.password}
directory ${dir}/db
index objectClass eq
index cn,sAMAccountName,dNSHostName eq,sub
index objectGUID eq
access to attrs=userPassword by self write by anonymous auth by * none
access to * by dn.exact="${SLAPD_USERS.noRights.dn}" none by users read by * none
`;
}

/** The LDIF of the tree and the computers it holds. */
export function buildTreeLdif(options: SlapdOptions = {}): { ldif: string; computers: SlapdComputer[] } {
  const out: string[] = [];
  const entry = (dn: string, attrs: [string, string | Buffer][]) =>
    out.push(
      `dn: ${dn}\n${attrs.map(([k, v]) => (Buffer.isBuffer(v) ? `${k}:: ${v.toString('base64')}` : `${k}: ${v}`)).join('\n')}\n`,
    );
  entry(SLAPD_BASE, [
    ['objectClass', 'top'],
    ['objectClass', 'dcObject'],
    ['objectClass', 'organization'],
    ['dc', 'corp'],
    ['o', 'Corp Test'],
  ]);
  const ous = [
    'ou=Workstations',
    'ou=Berlin,ou=Workstations',
    'ou=London,ou=Workstations',
    'ou=Servers',
    'ou=Service Accounts',
    'ou=Empty',
  ];
  for (const bulk of options.bulk ?? []) if (!ous.includes(bulk.ou)) ous.push(bulk.ou);
  for (const ou of ous) {
    entry(`${ou},${SLAPD_BASE}`, [
      ['objectClass', 'top'],
      ['objectClass', 'organizationalUnit'],
      ['ou', (ou.split(',')[0] ?? ou).slice(3)],
    ]);
  }
  for (const [cn, user] of [
    ['svc-rmm', SLAPD_USERS.reader],
    ['norights', SLAPD_USERS.noRights],
  ] as const) {
    entry(user.dn, [
      ['objectClass', 'inetOrgPerson'],
      ['cn', cn],
      ['sn', cn],
      ['uid', cn],
      ['userPassword', user.password],
    ]);
  }
  const computers: SlapdComputer[] = [];
  const computer = (name: string, ou: string, isServer: boolean, i: number) => {
    const guid = randomBytes(16);
    computers.push({ name, ou, guid: guid.toString('hex'), isServer });
    entry(`cn=${name},${ou},${SLAPD_BASE}`, [
      ['objectClass', 'top'],
      ['objectClass', 'person'],
      ['objectClass', 'organizationalPerson'],
      ['objectClass', 'user'],
      ['objectClass', 'computer'],
      ['objectClass', 'securityPrincipal'],
      ['cn', name],
      ['sn', name],
      ['sAMAccountName', `${name}$`],
      ['dNSHostName', `${name.toLowerCase()}.corp.test`],
      ['operatingSystem', isServer ? 'Windows Server 2022 Datacenter' : 'Windows 11 Enterprise'],
      ['operatingSystemVersion', '10.0 (22631)'],
      ['objectGUID', guid],
      [
        'objectSid',
        Buffer.concat([
          Buffer.from('010500000000000515000000', 'hex'),
          randomBytes(12),
          Buffer.from([i & 0xff, 4, 0, 0]),
        ]),
      ],
      ['userAccountControl', '4096'],
      ['instanceType', '4'],
      ['nTSecurityDescriptor', Buffer.from('01000480', 'hex')],
      ['objectCategory', `CN=Computer,CN=Schema,CN=Configuration,${SLAPD_BASE}`],
    ]);
  };
  for (let i = 1; i <= 60; i++) {
    const ou = i <= 20 ? 'ou=Berlin,ou=Workstations' : i <= 45 ? 'ou=London,ou=Workstations' : 'ou=Servers';
    const isServer = ou === 'ou=Servers';
    computer(`${isServer ? 'SRV' : 'WS'}-${String(i).padStart(4, '0')}`, ou, isServer, i);
  }
  for (const bulk of options.bulk ?? []) {
    const label = (bulk.ou.split(',')[0] ?? 'bulk').slice(3).toUpperCase();
    for (let i = 1; i <= bulk.count; i++)
      computer(`${label}-${String(i).padStart(5, '0')}`, bulk.ou, false, i);
  }
  return { ldif: out.join('\n'), computers };
}

/**
 * Starts slapd on a free loopback port with the AD-like tree; `stop()` kills it and removes its
 * folder. Call in `beforeAll`, stop in `afterAll`.
 * @example const ldap = await startSlapd(); ... await ldap.stop();
 */
export async function startSlapd(options: SlapdOptions = {}): Promise<SlapdPeer> {
  const dir = await mkdtemp(join(tmpdir(), 'console-slapd-'));
  try {
    await run('mkdir', ['-p', join(dir, 'db')]);
    await writeFile(
      join(dir, 'msuser-patched.schema'),
      patchSchema(await readFile('/etc/ldap/schema/msuser.schema', 'utf8')),
    );
    await writeFile(
      join(dir, 'ad-extra.schema'),
      "objectclass ( 1.2.840.113556.1.5.6 NAME 'securityPrincipal' SUP top AUXILIARY MAY ( sAMAccountName $ objectSid ) )\n",
    );
    await writeFile(join(dir, 'slapd.conf'), slapdConfig(dir));
    const { ldif, computers } = buildTreeLdif(options);
    await writeFile(join(dir, 'tree.ldif'), ldif);
    await run('/usr/sbin/slapadd', ['-q', '-f', join(dir, 'slapd.conf'), '-l', join(dir, 'tree.ldif')], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const port = await freePort();
    // -d 0: stay in the foreground (so the child is slapd itself and dies with kill).
    const child = spawn(
      SLAPD_BIN,
      ['-d', '0', '-f', join(dir, 'slapd.conf'), '-h', `ldap://127.0.0.1:${port}/`],
      {
        stdio: 'ignore',
      },
    );
    await waitForPort(port, child);
    return {
      host: '127.0.0.1',
      port,
      computers,
      async stop() {
        if (child.exitCode === null) {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
          if (child.exitCode === null) child.kill('SIGKILL');
        }
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
