/**
 * The condition evaluator (002 §3 condition table): whether a condition holds for one run's
 * outcome, and the per-condition state machine that turns runs into raise and reset events —
 * raised after `runCount` consecutive runs where it holds, reset once it has not held for the
 * reset interval (`resetThreshold` seconds; 0: the first run where it does not hold). Pure.
 */
import type { SavedMonitorCondition } from '@console/core';
import type { ConditionStateEntry } from '../../db/schema';
import type { ProbeOutcome } from './probes/types';

type Details = Record<string, unknown>;
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * Whether the condition holds for the outcome: true, false, or null when the run says nothing
 * about it (no answer to judge a response time by, a port not monitored, plain http for SSL).
 * @example conditionHolds({ type: 'HttpCode', parameters: { runCount: 1, code: 200 } , ... }, outcome) // true when the status is 500
 */
export function conditionHolds(condition: SavedMonitorCondition, outcome: ProbeOutcome): boolean | null {
  const d = outcome.details as Details;
  switch (condition.type) {
    case 'PingFailed':
      return num(d.received) === 0;
    case 'PingPacketLoss':
      return (num(d.packetLoss) ?? 100) >= condition.parameters.thresholdPercent;
    case 'PingTTL': {
      const ttl = num(d.ttl);
      return ttl === null ? null : ttl < condition.parameters.ttlThreshold;
    }
    case 'PingResponseTime':
      return outcome.responseTimeMs === null
        ? null
        : outcome.responseTimeMs > condition.parameters.roundTripThreshold;
    case 'PortState':
    case 'PortResponse': {
      const ports =
        (d.ports as { port: number; state: string; responseTimeMs: number | null }[] | undefined) ?? [];
      const port = ports.find((answer) => answer.port === condition.parameters.port);
      if (!port) return null;
      if (condition.type === 'PortState') return port.state === condition.parameters.portState;
      return port.responseTimeMs === null ? null : port.responseTimeMs > condition.parameters.period;
    }
    case 'DnsTimeOut':
      return d.timedOut === true;
    case 'DnsResolve':
      return d.timedOut === true ? null : d.resolved !== true;
    case 'DnsRecordType': {
      const count = (d.recordTypes as Record<string, number | null> | undefined)?.[
        condition.parameters.dnsRecordType
      ];
      return count === undefined || count === null ? null : count === 0;
    }
    case 'WhoisExpiration': {
      const days = num((d.whois as Details | undefined)?.daysLeft);
      return days === null ? null : days <= condition.parameters.daysUntilWhoisExpiration;
    }
    case 'EmailSSL':
      return typeof d.sslError === 'string' && d.sslError !== '';
    case 'EmailFailed':
      return outcome.status === 'DOWN';
    case 'HttpWebsiteFailed':
      return num(d.statusCode) === null;
    case 'HttpResponseTime':
      return num(d.statusCode) === null || outcome.responseTimeMs === null
        ? null
        : outcome.responseTimeMs > condition.parameters.period;
    case 'HttpCode': {
      const code = num(d.statusCode);
      return code === null ? null : code !== condition.parameters.code;
    }
    case 'HttpSiteKeyword': {
      const found = (d.keywords as Record<string, boolean> | undefined)?.[condition.parameters.keyword];
      if (found === undefined) return null;
      return condition.parameters.containsOption === 'CONTAINS' ? found : !found;
    }
    case 'SSLCertificateExpiration': {
      const certificate = d.certificate as Details | null | undefined;
      if (!certificate) return null;
      const days = num(certificate.daysLeft);
      return (
        certificate.trusted !== true ||
        days === null ||
        days <= condition.parameters.daysUntilSSLCertificateExpiration
      );
    }
  }
}

/** What one run did to a condition. */
export type ConditionEvent = 'raise' | 'reset' | null;

/** A fresh state. */
export const INITIAL_STATE: ConditionStateEntry = { streak: 0, raised: false, clearSince: null };

/**
 * Advances a condition's state by one run.
 * @example stepCondition(INITIAL_STATE, true, 1, 0, new Date()) // { state: { streak: 1, raised: true, ... }, event: 'raise' }
 */
export function stepCondition(
  state: ConditionStateEntry,
  holds: boolean | null,
  runCount: number,
  resetThresholdSeconds: number,
  now: Date,
): { state: ConditionStateEntry; event: ConditionEvent } {
  if (holds === null) return { state, event: null };
  if (holds) {
    const streak = state.streak + 1;
    if (!state.raised && streak >= Math.max(1, runCount))
      return { state: { streak, raised: true, clearSince: null }, event: 'raise' };
    return { state: { streak, raised: state.raised, clearSince: null }, event: null };
  }
  if (!state.raised) return { state: { streak: 0, raised: false, clearSince: null }, event: null };
  const clearSince = state.clearSince ?? now.toISOString();
  if (now.getTime() - new Date(clearSince).getTime() >= resetThresholdSeconds * 1000)
    return { state: { streak: 0, raised: false, clearSince: null }, event: 'reset' };
  return { state: { streak: 0, raised: true, clearSince }, event: null };
}

/** The runCount of a condition (1 for the expiry conditions, which have none). */
export function runCountOf(condition: SavedMonitorCondition): number {
  return 'runCount' in condition.parameters ? condition.parameters.runCount : 1;
}

/** The alert text for a raised condition: its measurement. */
export function describeOutcome(condition: SavedMonitorCondition, outcome: ProbeOutcome): string {
  const d = outcome.details as Details;
  switch (condition.type) {
    case 'PingPacketLoss':
      return `packet loss ${num(d.packetLoss) ?? 100}%`;
    case 'PingTTL':
      return `TTL ${num(d.ttl)}`;
    case 'PingResponseTime':
    case 'HttpResponseTime':
      return `response time ${outcome.responseTimeMs} ms`;
    case 'HttpCode':
      return `status code ${num(d.statusCode)}`;
    case 'HttpSiteKeyword':
      return condition.parameters.containsOption === 'CONTAINS'
        ? `the page contains "${condition.parameters.keyword}"`
        : `the page does not contain "${condition.parameters.keyword}"`;
    case 'SSLCertificateExpiration': {
      const certificate = (d.certificate as Details | null) ?? {};
      return certificate.trusted === true
        ? `certificate expires in ${num(certificate.daysLeft)} days`
        : `certificate not trusted (${String(certificate.error ?? 'unknown')})`;
    }
    case 'WhoisExpiration':
      return `registration expires in ${num((d.whois as Details | undefined)?.daysLeft)} days`;
    case 'DnsRecordType':
      return `no ${condition.parameters.dnsRecordType} record`;
    case 'EmailSSL':
      return String(d.sslError ?? 'TLS failed');
    case 'PortState':
      return `port ${condition.parameters.port} is ${condition.parameters.portState.toLowerCase()}`;
    case 'PortResponse':
      return `port ${condition.parameters.port} answered slowly`;
    default:
      return outcome.message || outcome.status;
  }
}
