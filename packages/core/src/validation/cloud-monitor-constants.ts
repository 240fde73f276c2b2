/**
 * The cloud monitor's option lists and bounds (002 §3, §5.11, §9). The spec gives the types, the
 * condition table and the 1–365 day bounds; the other lists are chosen here and listed in
 * docs/cloud-monitors.md.
 */

/** Monitor types (002 §3). HTTPS is an HTTP monitor on an https:// URL; WHOIS expiry is a DNS condition. */
export const CLOUD_MONITOR_TYPES = ['PING', 'DNS', 'PORT_SCAN', 'HTTP', 'EMAIL'] as const;
/** A monitor type. */
export type CloudMonitorType = (typeof CLOUD_MONITOR_TYPES)[number];

/** Condition types per monitor type: the table of 002 §3. */
export const CONDITION_TYPES_BY_MONITOR = {
  PING: ['PingFailed', 'PingPacketLoss', 'PingTTL', 'PingResponseTime'],
  PORT_SCAN: ['PortState', 'PortResponse'],
  DNS: ['DnsTimeOut', 'DnsResolve', 'DnsRecordType', 'WhoisExpiration'],
  EMAIL: ['EmailSSL', 'EmailFailed'],
  HTTP: ['HttpWebsiteFailed', 'HttpResponseTime', 'HttpCode', 'HttpSiteKeyword', 'SSLCertificateExpiration'],
} as const satisfies Record<CloudMonitorType, readonly string[]>;
/** Every condition type. */
export const CONDITION_TYPES = [
  ...CONDITION_TYPES_BY_MONITOR.PING,
  ...CONDITION_TYPES_BY_MONITOR.PORT_SCAN,
  ...CONDITION_TYPES_BY_MONITOR.DNS,
  ...CONDITION_TYPES_BY_MONITOR.EMAIL,
  ...CONDITION_TYPES_BY_MONITOR.HTTP,
] as const;
/** A condition type. */
export type MonitorConditionType = (typeof CONDITION_TYPES)[number];

/** Longest monitor name (chosen). */
export const MONITOR_NAME_MAX = 200;
/** Longest host name (RFC 1035). */
export const HOSTNAME_MAX = 253;
/** Longest URL of an HTTP monitor (chosen). */
export const MONITOR_URL_MAX = 2048;
/** Frequencies, in seconds (chosen: 1 minute to 1 day). */
export const MONITOR_FREQUENCIES = [60, 120, 300, 600, 900, 1800, 3600, 21600, 43200, 86400] as const;
/** Time-out options per monitor type, in seconds (chosen; changing the type resets them, 002 §4.7). */
export const MONITOR_TIMEOUTS = {
  PING: [1, 2, 3, 5, 10, 15, 30],
  DNS: [1, 2, 3, 5, 10, 15, 30],
  PORT_SCAN: [1, 2, 3, 5, 10, 15, 30],
  HTTP: [5, 10, 15, 30, 45, 60],
  EMAIL: [30, 60, 120, 300],
} as const satisfies Record<CloudMonitorType, readonly number[]>;
/** The time-out a new monitor of a type starts with (chosen). */
export const DEFAULT_MONITOR_TIMEOUT = { PING: 5, DNS: 5, PORT_SCAN: 5, HTTP: 30, EMAIL: 120 } as const;
/** Most ports one port-scan monitor checks (the tag input's default maximum, 002 §9). */
export const MAX_MONITOR_PORTS = 20;
/** HTTP methods. HEAD offers no "save response body" (002 §3). */
export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
/** Authentication of an HTTP monitor (002 §3). */
export const HTTP_AUTHENTICATION_TYPES = ['NONE', 'BASIC'] as const;
/** Request body kinds (002 §3). */
export const REQUEST_BODY_TYPES = ['NONE', 'FORM', 'RAW'] as const;
/** The form body dropdown: how form rows are encoded (chosen). */
export const FORM_BODY_TYPES = ['URL_ENCODED', 'MULTIPART'] as const;
/** The raw body dropdown: the content type sent (chosen). */
export const RAW_BODY_TYPES = ['TEXT', 'JSON', 'XML', 'HTML', 'JAVASCRIPT'] as const;
/** Most header rows and form rows (chosen). */
export const MAX_HTTP_ROWS = 50;
/** Longest raw body (chosen). */
export const RAW_BODY_MAX = 65_536;
/** Email fetch options (002 §3). */
export const EMAIL_FETCH_OPTIONS = ['POP', 'IMAP'] as const;
/** DNS record types a DnsRecordType condition checks (chosen). */
export const DNS_RECORD_TYPES = [
  'A',
  'AAAA',
  'CNAME',
  'MX',
  'NS',
  'TXT',
  'SOA',
  'SRV',
  'CAA',
  'PTR',
] as const;
/** Port states of a PortState condition (chosen). */
export const PORT_STATES = ['OPEN', 'CLOSED'] as const;
/** Keyword match of an HttpSiteKeyword condition: raised when the body CONTAINS / DOES_NOT_CONTAIN it. */
export const CONTAINS_OPTIONS = ['CONTAINS', 'DOES_NOT_CONTAIN'] as const;
/** Alert severities (chosen; the spec does not show the options). */
export const CONDITION_SEVERITIES = ['NONE', 'MINOR', 'MODERATE', 'MAJOR', 'CRITICAL'] as const;
/** Alert priorities (chosen). */
export const CONDITION_PRIORITIES = ['NONE', 'LOW', 'MEDIUM', 'HIGH'] as const;
/**
 * Reset intervals in seconds (chosen): a raised condition resets once it has been false for this
 * long (0: on the first run where it is false).
 */
export const RESET_INTERVALS = [0, 60, 300, 900, 1800, 3600, 14400, 86400] as const;
/** Notification actions (chosen). */
export const NOTIFICATION_ACTIONS = ['NONE', 'SEND', 'SEND_AND_RESET'] as const;
/** Ticketing options (002 §3: NONE or a ticketing option; the others chosen). */
export const TICKETING_ACTIONS = ['NONE', 'CREATE_TICKET', 'CREATE_AND_RESOLVE_TICKET'] as const;
/** Days until WHOIS or SSL certificate expiry: 1 to 365 (002 §5.11, §9). */
export const EXPIRY_DAYS_MIN = 1;
export const EXPIRY_DAYS_MAX = 365;
/** runCount (Times): consecutive runs before raising (chosen bounds). */
export const RUN_COUNT_MIN = 1;
export const RUN_COUNT_MAX = 100;
/** Round-trip and period thresholds in milliseconds (chosen bounds). */
export const THRESHOLD_MS_MAX = 300_000;
/** Longest keyword (chosen). */
export const KEYWORD_MAX = 500;
/** Longest condition name (chosen). */
export const CONDITION_NAME_MAX = 200;
/** Most conditions on one monitor (chosen). */
export const MAX_MONITOR_CONDITIONS = 50;
/** Longest password field (chosen). */
export const MONITOR_SECRET_MAX = 256;
/** The results kept per monitor, newest first (the bounded history, chosen). */
export const MONITOR_RESULTS_KEPT = 1440;
/** Longest response body saved with a result (chosen). */
export const SAVED_BODY_MAX = 65_536;
/** The password fields, sealed at rest and never answered. */
export const MONITOR_SECRET_FIELDS = [
  'authenticationPassword',
  'senderPassword',
  'popReceiverPassword',
  'imapReceiverPassword',
] as const;
/** A password field name. */
export type MonitorSecretField = (typeof MONITOR_SECRET_FIELDS)[number];

/**
 * Whether a condition type applies to a monitor type (the table of 002 §3).
 * @example conditionAppliesTo('HttpCode', 'HTTP') // true
 */
export function conditionAppliesTo(condition: string, monitorType: CloudMonitorType): boolean {
  return (CONDITION_TYPES_BY_MONITOR[monitorType] as readonly string[]).includes(condition);
}
