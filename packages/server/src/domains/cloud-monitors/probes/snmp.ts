/**
 * NMS devices through the monitor runner (issue 12): each run polls the device over SNMP on its
 * monitoring settings (address, port, credential of `nms_devices`) — up or down, sysUpTime and the
 * interfaces (ifDescr, ifOperStatus by GET-NEXT, at most MAX_INTERFACES) — with H3's SNMP client
 * (src/lib/snmp).
 */
import { type SnmpAuth, SnmpError, snmpRequest, varbindText } from '../../../lib/snmp';
import { elapsed, type ProbeContext, type ProbeOutcome, reasonOf } from './types';

/** Where and how an NMS device is polled (read from its rows before each run). */
export interface SnmpSettings {
  host: string;
  port: number;
  auth: SnmpAuth;
}

/** Interfaces read per run. */
export const MAX_INTERFACES = 64;

const OID = {
  sysUpTime: '1.3.6.1.2.1.1.3.0',
  sysName: '1.3.6.1.2.1.1.5.0',
  ifDescr: '1.3.6.1.2.1.2.2.1.2',
  ifOperStatus: '1.3.6.1.2.1.2.2.1.8',
} as const;

const OPER_STATUS = ['', 'up', 'down', 'testing', 'unknown', 'dormant', 'notPresent', 'lowerLayerDown'];

/** Polls once; UP when the agent answers. */
export async function probeSnmp(settings: SnmpSettings, ctx: ProbeContext): Promise<ProbeOutcome> {
  const target = {
    host: settings.host,
    port: settings.port,
    auth: settings.auth,
    timeoutMs: Math.max(200, Math.min(2_000, Math.floor(ctx.timeoutMs / 2))),
    retries: 1,
  };
  const start = performance.now();
  try {
    const [upTime, name] = await snmpRequest(target, [OID.sysUpTime, OID.sysName]);
    const responseTimeMs = elapsed(start);
    const interfaces: { index: number; name: string | null; operStatus: string }[] = [];
    let cursor: [string, string] = [OID.ifDescr, OID.ifOperStatus];
    while (interfaces.length < MAX_INTERFACES && !ctx.signal.aborted) {
      const [descr, status] = await snmpRequest(target, cursor, true);
      if (!descr?.oid.startsWith(`${OID.ifDescr}.`) || !status) break;
      const index = Number(descr.oid.slice(OID.ifDescr.length + 1));
      interfaces.push({
        index,
        name: varbindText(descr.value),
        operStatus: OPER_STATUS[Number(status.value)] ?? 'unknown',
      });
      cursor = [descr.oid, status.oid];
    }
    const ticks = Number(upTime?.value ?? Number.NaN);
    return {
      status: 'UP',
      responseTimeMs,
      message: '',
      details: {
        sysName: name ? varbindText(name.value) : null,
        uptimeSeconds: Number.isFinite(ticks) ? Math.floor(ticks / 100) : null,
        interfaces,
      },
    };
  } catch (error) {
    return {
      status: 'DOWN',
      responseTimeMs: null,
      message: error instanceof SnmpError ? `SNMP ${error.failure.kind}: ${error.message}` : reasonOf(error),
      details: { uptimeSeconds: null, interfaces: [] },
    };
  }
}
