/**
 * Cloud monitors (002 §3 "Cloud monitor", "HTTP monitor", "Email monitor"): what the wizard sends
 * (one variant per monitor type), what the server answers (passwords never, only which are set),
 * run results and alerts. The rules (names, hosts, ports, time-outs, days 1–365 ...) are in
 * `validateCloudMonitor` (validation/cloud-monitor.ts), shared by the wizard and the server.
 */
import { z } from 'zod';
import {
  CONDITION_PRIORITIES,
  CONDITION_SEVERITIES,
  CONDITION_TYPES,
  EMAIL_FETCH_OPTIONS,
  FORM_BODY_TYPES,
  HOSTNAME_MAX,
  HTTP_AUTHENTICATION_TYPES,
  HTTP_METHODS,
  MAX_HTTP_ROWS,
  MAX_MONITOR_CONDITIONS,
  MONITOR_NAME_MAX,
  MONITOR_SECRET_FIELDS,
  MONITOR_SECRET_MAX,
  MONITOR_URL_MAX,
  RAW_BODY_MAX,
  RAW_BODY_TYPES,
  REQUEST_BODY_TYPES,
} from '../../validation/cloud-monitor-constants';
import { monitorConditionSchema } from './cloud-monitor-condition';
import { boundedText, int4, recordId } from './primitives';

const host = boundedText(HOSTNAME_MAX * 2);
const port = int4(0);
/** A password field: omitted or null on update keeps the stored one; '' clears it. */
const secret = boundedText(MONITOR_SECRET_MAX).nullable().optional();
const keyValueRow = z.object({ key: boundedText(1000), value: boundedText(8000) });

const monitorBase = z.object({
  enabled: z.boolean().default(true),
  /** The organization (changeable only when new, 002 §4.7). */
  clientId: recordId,
  /** The location (changeable only when new). */
  locationId: recordId,
  /** The monitor name. */
  systemName: boundedText(MONITOR_NAME_MAX * 2),
  /** Seconds between runs (one of MONITOR_FREQUENCIES). */
  frequency: int4(0),
  /** Seconds a run may take (one of MONITOR_TIMEOUTS of the type). */
  timeout: int4(0),
  conditions: z
    .array(monitorConditionSchema)
    .max(MAX_MONITOR_CONDITIONS * 2)
    .default([]),
});

/** PING, DNS: the host to ping or the name to resolve. */
const pingMonitor = monitorBase.extend({ monitorType: z.literal('PING'), hostname: host });
const dnsMonitor = monitorBase.extend({ monitorType: z.literal('DNS'), hostname: host });
/** PORT_SCAN: the host and the ports to monitor. */
const portScanMonitor = monitorBase.extend({
  monitorType: z.literal('PORT_SCAN'),
  hostname: host,
  ports: z.array(port).max(1000),
});

/** HTTP (and HTTPS: an https:// URL) monitor fields (002 §3 "HTTP monitor"). */
const httpMonitor = monitorBase.extend({
  monitorType: z.literal('HTTP'),
  /** The address probed (chosen: the spec names no URL field). */
  url: boundedText(MONITOR_URL_MAX * 2),
  saveCertificateInformation: z.boolean().default(false),
  methodType: z.enum(HTTP_METHODS).default('GET'),
  authenticationType: z.enum(HTTP_AUTHENTICATION_TYPES).default('NONE'),
  authenticationUsername: boundedText(MONITOR_SECRET_MAX).default(''),
  authenticationPassword: secret,
  /** Not offered for HEAD. */
  saveResponseBody: z.boolean().default(false),
  requestHeaders: z
    .array(keyValueRow)
    .max(MAX_HTTP_ROWS * 2)
    .default([]),
  requestBodyType: z.enum(REQUEST_BODY_TYPES).default('NONE'),
  formBodyType: z.enum(FORM_BODY_TYPES).default('URL_ENCODED'),
  formBody: z
    .array(keyValueRow)
    .max(MAX_HTTP_ROWS * 2)
    .default([]),
  rawBodyType: z.enum(RAW_BODY_TYPES).default('TEXT'),
  rawBody: boundedText(RAW_BODY_MAX).default(''),
});

/** EMAIL monitor fields (002 §3 "Email monitor"): send over SMTP, fetch back over POP or IMAP. */
const emailMonitor = monitorBase.extend({
  monitorType: z.literal('EMAIL'),
  senderEmail: boundedText(640),
  receiverEmail: boundedText(640),
  smtpHostname: host,
  smtpPort: port,
  /** SSL/TLS from the first byte. */
  smtpUseSSL: z.boolean().default(false),
  /** STARTTLS. */
  smtpUseTLS: z.boolean().default(false),
  smtpAuthRequired: z.boolean().default(false),
  senderUsername: boundedText(MONITOR_SECRET_MAX).default(''),
  senderPassword: secret,
  fetchOption: z.enum(EMAIL_FETCH_OPTIONS),
  popHostname: host.default(''),
  popPort: port.default(110),
  popReceiverUsername: boundedText(MONITOR_SECRET_MAX).default(''),
  popReceiverPassword: secret,
  popUseSSL: z.boolean().default(false),
  popUseTLS: z.boolean().default(false),
  imapHostname: host.default(''),
  imapPort: port.default(143),
  imapReceiverUsername: boundedText(MONITOR_SECRET_MAX).default(''),
  imapReceiverPassword: secret,
  imapFetchFolder: boundedText(400).default('INBOX'),
  imapUseSSL: z.boolean().default(false),
  imapUseTLS: z.boolean().default(false),
});

/** POST and PUT /cloudmonitor body: one variant per monitor type. */
export const cloudMonitorInputSchema = z.discriminatedUnion('monitorType', [
  pingMonitor,
  dnsMonitor,
  portScanMonitor,
  httpMonitor,
  emailMonitor,
]);
/** A cloud monitor as the wizard sends it. */
export type CloudMonitorInput = z.input<typeof cloudMonitorInputSchema>;
/** A cloud monitor after parsing (defaults filled). */
export type CloudMonitorData = z.infer<typeof cloudMonitorInputSchema>;

/** The last run's outcome. */
export const monitorStatusSchema = z.enum(['PENDING', 'UP', 'DOWN']);
export type MonitorStatus = z.infer<typeof monitorStatusSchema>;

const secretFieldSchema = z.enum(MONITOR_SECRET_FIELDS);

/** What every answer says about a monitor besides its settings. */
const monitorStateShape = {
  /** The monitor's device (node) id. */
  id: z.number().int(),
  status: monitorStatusSchema,
  lastRunAt: z.string().nullable(),
  nextRunAt: z.string().nullable(),
  lastResponseTimeMs: z.number().nullable(),
  activeAlerts: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A condition as answered: with its uid. */
export const savedMonitorConditionSchema = z.intersection(
  monitorConditionSchema,
  z.object({ uid: z.string() }),
);

const answerExtras = {
  ...monitorStateShape,
  conditions: z.array(savedMonitorConditionSchema),
  /** The password fields that hold a stored password (shown masked). */
  secretsSet: z.array(secretFieldSchema),
};
const noSecret = z.null();

/**
 * A cloud monitor as answered: its settings with every password field `null`, `secretsSet`
 * naming the ones that hold a stored password, and its state.
 */
export const cloudMonitorSchema = z.discriminatedUnion('monitorType', [
  pingMonitor.extend(answerExtras),
  dnsMonitor.extend(answerExtras),
  portScanMonitor.extend(answerExtras),
  httpMonitor.extend({ ...answerExtras, authenticationPassword: noSecret }),
  emailMonitor.extend({
    ...answerExtras,
    senderPassword: noSecret,
    popReceiverPassword: noSecret,
    imapReceiverPassword: noSecret,
  }),
]);
/** A cloud monitor as answered. */
export type CloudMonitor = z.infer<typeof cloudMonitorSchema>;

/** A row of the monitor list. */
export const cloudMonitorSummarySchema = z.object({
  ...monitorStateShape,
  enabled: z.boolean(),
  clientId: z.number().int(),
  locationId: z.number().int(),
  systemName: z.string(),
  monitorType: z.enum(['PING', 'DNS', 'PORT_SCAN', 'HTTP', 'EMAIL']),
  /** The host or URL probed. */
  target: z.string(),
  frequency: z.number().int(),
});
export type CloudMonitorSummary = z.infer<typeof cloudMonitorSummarySchema>;

/** One run of a monitor (the bounded history). `details` holds the type's measurements. */
export const monitorResultSchema = z.object({
  id: z.number().int(),
  monitorId: z.number().int(),
  startedAt: z.string(),
  durationMs: z.number().int(),
  status: z.enum(['UP', 'DOWN']),
  responseTimeMs: z.number().nullable(),
  /** Why a run is DOWN (time-out, refused, status code ...), else ''. */
  message: z.string(),
  /**
   * Per type: PING { sent, received, packetLoss, ttl, times }; DNS { records, recordTypes, whois };
   * PORT_SCAN { ports: [{ port, state, responseTimeMs }] }; HTTP { statusCode, keywordFound,
   * certificate, body }; EMAIL { sendMs, fetchMs, roundTripMs, ssl }.
   */
  details: z.record(z.string(), z.unknown()),
});
export type MonitorResult = z.infer<typeof monitorResultSchema>;

/** An alert raised by a condition; active until the condition resets. */
export const monitorAlertSchema = z.object({
  id: z.number().int(),
  monitorId: z.number().int(),
  monitorName: z.string(),
  conditionUid: z.string(),
  conditionType: z.enum(CONDITION_TYPES),
  conditionName: z.string(),
  severity: z.enum(CONDITION_SEVERITIES),
  priority: z.enum(CONDITION_PRIORITIES),
  message: z.string(),
  raisedAt: z.string(),
  resetAt: z.string().nullable(),
  active: z.boolean(),
});
export type MonitorAlert = z.infer<typeof monitorAlertSchema>;
