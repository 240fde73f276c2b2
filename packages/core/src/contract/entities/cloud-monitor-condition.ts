/**
 * Monitor conditions (002 §3 "Monitor condition" and its table): common settings plus the
 * parameters of each condition type. Ranges (1–365 days, runCount, thresholds) are checked by
 * `validateCloudMonitor` of `validation/cloud-monitor.ts`, the same function the wizard runs.
 */
import { z } from 'zod';
import {
  CONDITION_PRIORITIES,
  CONDITION_SEVERITIES,
  CONTAINS_OPTIONS,
  DNS_RECORD_TYPES,
  KEYWORD_MAX,
  NOTIFICATION_ACTIONS,
  PORT_STATES,
  TICKETING_ACTIONS,
} from '../../validation/cloud-monitor-constants';
import { boundedText, idList, int4 } from './primitives';

const count = int4(0);
const runCount = z.object({ runCount: count });

/** The parameters of each condition type (002 §3 "Condition parameters"). */
export const conditionParameterSchemas = {
  PingFailed: runCount,
  PingPacketLoss: runCount.extend({ thresholdPercent: count }),
  /** Raised when the answer's TTL is below `ttlThreshold`. */
  PingTTL: runCount.extend({ ttlThreshold: count }),
  /** `roundTripThreshold` in milliseconds. */
  PingResponseTime: runCount.extend({ roundTripThreshold: count }),
  /** Raised when `port` is in `portState`. */
  PortState: runCount.extend({ port: count, portState: z.enum(PORT_STATES) }),
  /** Raised when `port` takes longer than `period` milliseconds to accept. */
  PortResponse: runCount.extend({ port: count, period: count }),
  DnsTimeOut: runCount,
  DnsResolve: runCount,
  /** Raised when the name has no record of `dnsRecordType`. */
  DnsRecordType: runCount.extend({ dnsRecordType: z.enum(DNS_RECORD_TYPES) }),
  /** Raised when the domain's registration expires within the days (1–365). */
  WhoisExpiration: z.object({ daysUntilWhoisExpiration: count }),
  EmailSSL: runCount,
  EmailFailed: runCount,
  HttpWebsiteFailed: runCount,
  /** `period` in milliseconds. */
  HttpResponseTime: runCount.extend({ period: count }),
  /** Raised when the status code is not `code`. */
  HttpCode: runCount.extend({ code: count }),
  /** Raised when the body CONTAINS / DOES_NOT_CONTAIN the keyword. */
  HttpSiteKeyword: runCount.extend({
    containsOption: z.enum(CONTAINS_OPTIONS),
    keyword: boundedText(KEYWORD_MAX),
  }),
  /** Raised when the certificate expires within the days (1–365), or is expired or untrusted. */
  SSLCertificateExpiration: z.object({ daysUntilSSLCertificateExpiration: count }),
} as const;

const conditionBase = z.object({
  /** Chosen by the server on create; kept on update (sent back by the wizard). */
  uid: z.uuid().optional(),
  enabled: z.boolean().default(true),
  conditionName: boundedText(400).default(''),
  /** Reset interval in seconds (one of RESET_INTERVALS). */
  resetThreshold: count.default(0),
  severity: z.enum(CONDITION_SEVERITIES).default('NONE'),
  priority: z.enum(CONDITION_PRIORITIES).default('NONE'),
  /** Notification channel ids. */
  notificationChannels: idList(50).default([]),
  notificationAction: z.enum(NOTIFICATION_ACTIONS).default('NONE'),
  ticketingAction: z.enum(TICKETING_ACTIONS).default('NONE'),
  /** Required when ticketingAction is not NONE (the dropdown shows only then, 002 §4.7). */
  ticketTemplateId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
});

function variant<T extends keyof typeof conditionParameterSchemas>(type: T) {
  return conditionBase.extend({ type: z.literal(type), parameters: conditionParameterSchemas[type] });
}

/** A monitor condition as sent by the wizard. */
export const monitorConditionSchema = z.discriminatedUnion('type', [
  variant('PingFailed'),
  variant('PingPacketLoss'),
  variant('PingTTL'),
  variant('PingResponseTime'),
  variant('PortState'),
  variant('PortResponse'),
  variant('DnsTimeOut'),
  variant('DnsResolve'),
  variant('DnsRecordType'),
  variant('WhoisExpiration'),
  variant('EmailSSL'),
  variant('EmailFailed'),
  variant('HttpWebsiteFailed'),
  variant('HttpResponseTime'),
  variant('HttpCode'),
  variant('HttpSiteKeyword'),
  variant('SSLCertificateExpiration'),
]);
/** A condition as the wizard sends it. */
export type MonitorConditionInput = z.input<typeof monitorConditionSchema>;
/** A condition after parsing (defaults filled). */
export type MonitorCondition = z.infer<typeof monitorConditionSchema>;
/** A condition as answered: always with its uid. */
export type SavedMonitorCondition = MonitorCondition & { uid: string };
