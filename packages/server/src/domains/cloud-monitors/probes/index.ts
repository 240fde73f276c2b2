/** Runs the probe of a monitor's type. */
import type { CloudMonitorType } from '@console/core';
import { probeDns } from './dns';
import { type EmailSettings, probeEmail } from './email';
import { type HttpSettings, probeHttp } from './http';
import { probePing } from './ping';
import { probePorts } from './port';
import { probeSnmp, type SnmpSettings } from './snmp';
import type { ProbeContext, ProbeOutcome } from './types';

export type { ProbeContext, ProbeOutcome } from './types';

/** Probes once with the monitor's settings. */
export function runProbe(
  monitorType: CloudMonitorType | 'NMS_SNMP',
  settings: Record<string, unknown>,
  ctx: ProbeContext,
): Promise<ProbeOutcome> {
  switch (monitorType) {
    case 'PING':
      return probePing(String(settings.hostname), ctx);
    case 'DNS':
      return probeDns(String(settings.hostname), ctx);
    case 'PORT_SCAN':
      return probePorts(String(settings.hostname), (settings.ports as number[]) ?? [], ctx);
    case 'HTTP':
      return probeHttp(settings as unknown as HttpSettings, ctx);
    case 'EMAIL':
      return probeEmail(settings as unknown as EmailSettings, ctx);
    case 'NMS_SNMP':
      return probeSnmp(settings as unknown as SnmpSettings, ctx);
  }
}
