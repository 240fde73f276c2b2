/**
 * A one-shot SNMP client: GET and GET-NEXT of a few OIDs with SNMPv1, v2c or v3 (USM
 * authentication and privacy: DES, AES, AES-192, AES-256). Used by the Add NMS device poll, NMS
 * polling and the cloud monitors. Its sessions come from the scanner's `createSnmpSession`, the
 * console's one SNMP implementation (network discovery scans with the same).
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { createSnmpSession, type SnmpAuthName, type SnmpPrivName } from '@console/scanner';
import snmp from 'net-snmp';

export type { SnmpAuthName, SnmpPrivName } from '@console/scanner';

/** How to authenticate: a community (v1, v2c) or a USM user (v3, authPriv). */
export type SnmpAuth =
  | { version: 'v1' | 'v2c'; community: string }
  | {
      version: 'v3';
      user: string;
      authProtocol: SnmpAuthName;
      authKey: string;
      privProtocol: SnmpPrivName;
      privKey: string;
    };

/** Where and how long to ask. */
export interface SnmpTarget {
  /** IP address or a name the system resolver knows (DNS, hosts, WINS). */
  host: string;
  /** @default 161 */
  port?: number;
  auth: SnmpAuth;
  /** Per attempt. @default 2000 */
  timeoutMs?: number;
  /** Attempts after the first. @default 1 */
  retries?: number;
}

/** Why a request failed, for a clear message. */
export type SnmpFailure =
  | { kind: 'unresolved' }
  | { kind: 'timeout' }
  | { kind: 'refused'; reason: string }
  | { kind: 'unsupported'; protocol: string };

/** A failed SNMP request with its cause. */
export class SnmpError extends Error {
  readonly failure: SnmpFailure;
  constructor(failure: SnmpFailure, text: string) {
    super(text);
    this.name = 'SnmpError';
    this.failure = failure;
  }
}

/** A value of a varbind as text (OIDs dotted, octet strings as UTF-8, numbers in decimal). */
export function varbindText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Buffer.isBuffer(value)) return value.toString('utf8').replace(/\0+$/, '');
  return String(value);
}

async function resolve(host: string): Promise<{ address: string; family: 4 | 6 }> {
  const family = isIP(host);
  if (family === 4 || family === 6) return { address: host, family };
  try {
    // IPv4 first: agents listen on IPv4 far more often than on IPv6.
    const found = await lookup(host, { all: true });
    const best = found.find((entry) => entry.family === 4) ?? found[0];
    if (!best) throw new Error('no address');
    return { address: best.address, family: best.family === 6 ? 6 : 4 };
  } catch {
    throw new SnmpError({ kind: 'unresolved' }, `cannot resolve ${host}`);
  }
}

function openSession(target: SnmpTarget, address: string, family: 4 | 6): snmp.Session {
  const options = {
    port: target.port ?? 161,
    timeoutMs: target.timeoutMs ?? 2000,
    retries: target.retries ?? 1,
    transport: family === 6 ? ('udp6' as const) : ('udp4' as const),
  };
  const { auth } = target;
  if (auth.version !== 'v3')
    return createSnmpSession(
      address,
      { version: auth.version === 'v1' ? 1 : 2, community: auth.community },
      options,
    );
  return createSnmpSession(
    address,
    {
      version: 3,
      username: auth.user,
      authProtocol: auth.authProtocol,
      authPassword: auth.authKey,
      privProtocol: auth.privProtocol,
      privPassword: auth.privKey,
    },
    options,
  );
}

function toSnmpError(error: Error): SnmpError {
  if (error.name === 'RequestTimedOutError') return new SnmpError({ kind: 'timeout' }, error.message);
  return new SnmpError({ kind: 'refused', reason: error.message }, error.message);
}

/** One variable of an answer: its OID and value, `null` when the agent has no such object. */
export interface SnmpValue {
  oid: string;
  value: unknown;
}

/**
 * Runs one request (GET, or GET-NEXT with `next`) for the OIDs and closes the session.
 * Throws {@link SnmpError}: unresolved name, timeout (no answer), refused (an error answer, a
 * wrong community is silence in v1/v2c, a wrong v3 user or key a report), unsupported protocol.
 * @example await snmpRequest({ host: '127.0.0.1', port: 16161, auth: { version: 'v2c', community: 'public' } }, ['1.3.6.1.2.1.1.5.0'])
 */
export async function snmpRequest(
  target: SnmpTarget,
  oids: readonly string[],
  next = false,
): Promise<SnmpValue[]> {
  const { address, family } = await resolve(target.host);
  const session = openSession(target, address, family);
  try {
    return await new Promise<SnmpValue[]>((done, fail) => {
      const callback = (error: Error | null, varbinds?: snmp.Varbind[]) => {
        if (error) return fail(toSnmpError(error));
        done(
          (varbinds ?? []).map((varbind) => ({
            oid: varbind.oid,
            value: snmp.isVarbindError(varbind) ? null : varbind.value,
          })),
        );
      };
      session.on('error', (error: Error) => fail(toSnmpError(error)));
      if (next) session.getNext([...oids], callback);
      else session.get([...oids], callback);
    });
  } finally {
    session.close();
  }
}
