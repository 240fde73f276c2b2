import * as snmp from 'net-snmp';
import type { SendListener } from './icmp';
import { createSnmpSession, type SnmpSecurity } from './snmp-session';

/** The SNMP port. */
export const SNMP_PORT = 161;

/** The system group OIDs read from every device. */
export const SYSTEM_OIDS = {
  sysDescr: '1.3.6.1.2.1.1.1.0',
  sysObjectID: '1.3.6.1.2.1.1.2.0',
  sysUpTime: '1.3.6.1.2.1.1.3.0',
  sysName: '1.3.6.1.2.1.1.5.0',
} as const;

/**
 * One SNMP credential of a scan, with its secrets (the server decrypts them for the scan only).
 * `version` is the form's protocol: 1 (v1), 2 (v2c) or 3 (v3 with any of the form's
 * authentication and privacy protocols, see {@link SnmpSecurity}).
 */
export type SnmpCredential = SnmpSecurity & { id: number };

/** What a device reported through SNMP. */
export interface SnmpSystem {
  sysDescr: string | null;
  sysObjectId: string | null;
  /** Hundredths of a second. */
  sysUpTime: number | null;
  sysName: string | null;
}

function text(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (Buffer.isBuffer(value)) return value.toString('utf8').replace(/\0+$/, '').trim() || null;
  return String(value).trim() || null;
}

/**
 * Reads sysDescr, sysObjectID, sysUpTime and sysName from `address` with one credential (v1,
 * v2c or v3 with auth/priv): what it answered, or null when it did not answer within the timeout
 * (wrong community or user, no agent, an abort).
 * @example await snmpSystem('10.0.0.1', { id: 1, version: 2, community: 'public' }, 500)
 */
export function snmpSystem(
  address: string,
  credential: SnmpCredential,
  timeoutMs: number,
  options: { signal?: AbortSignal; onSend?: SendListener; port?: number } = {},
): Promise<SnmpSystem | null> {
  return new Promise((resolve) => {
    const { signal, onSend, port = SNMP_PORT } = options;
    if (signal?.aborted) {
      resolve(null);
      return;
    }
    let session: snmp.Session | undefined;
    try {
      session = createSnmpSession(address, credential, { port, timeoutMs });
    } catch {
      session = undefined;
    }
    if (!session) {
      resolve(null);
      return;
    }
    const opened = session;
    let settled = false;
    const finish = (system: SnmpSystem | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      signal?.removeEventListener('abort', onAbort);
      try {
        opened.close();
      } catch {
        // already closed
      }
      resolve(system);
    };
    const onAbort = () => finish(null);
    // v3 needs two round trips (engine discovery, then the request): allow both.
    const guard = setTimeout(() => finish(null), timeoutMs * (credential.version === 3 ? 2 : 1) + 50);
    signal?.addEventListener('abort', onAbort, { once: true });
    opened.on('error', () => finish(null));
    onSend?.({ protocol: 'udp', address, port });
    const oids = [SYSTEM_OIDS.sysDescr, SYSTEM_OIDS.sysObjectID, SYSTEM_OIDS.sysUpTime, SYSTEM_OIDS.sysName];
    opened.get(oids, (error, varbinds) => {
      if (error || !varbinds) {
        finish(null);
        return;
      }
      const value = (index: number) => {
        const varbind = varbinds[index];
        return varbind && !snmp.isVarbindError(varbind) ? varbind.value : undefined;
      };
      const upTime = value(2);
      finish({
        sysDescr: text(value(0)),
        sysObjectId: text(value(1)),
        sysUpTime: typeof upTime === 'number' ? upTime : upTime === undefined ? null : Number(upTime) || null,
        sysName: text(value(3)),
      });
    });
  });
}
