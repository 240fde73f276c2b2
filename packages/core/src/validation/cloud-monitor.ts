/**
 * The cloud monitor wizard's rules (002 §4.7, §5.11, §9), run by the wizard on each page and by
 * the server on save: the same function, the same catalogue keys. The spec gives no wording for
 * these per-field errors; the chosen texts are in `messages/cloud-monitors.ts` and listed in
 * docs/cloud-monitors.md.
 */
import type { CloudMonitorInput } from '../contract/entities/cloud-monitor';
import type { MonitorConditionInput } from '../contract/entities/cloud-monitor-condition';
import {
  type CloudMonitorType,
  CONDITION_NAME_MAX,
  conditionAppliesTo,
  EXPIRY_DAYS_MAX,
  EXPIRY_DAYS_MIN,
  HOSTNAME_MAX,
  KEYWORD_MAX,
  MAX_HTTP_ROWS,
  MAX_MONITOR_CONDITIONS,
  MAX_MONITOR_PORTS,
  MONITOR_FREQUENCIES,
  MONITOR_NAME_MAX,
  MONITOR_TIMEOUTS,
  MONITOR_URL_MAX,
  RESET_INTERVALS,
  RUN_COUNT_MAX,
  RUN_COUNT_MIN,
  THRESHOLD_MS_MAX,
} from './cloud-monitor-constants';
import { isValidEmail } from './email';
import { isValidIpv4, isValidPort } from './ip';
import { isValidIpv6 } from './ipv6';
import type { ValidationIssue } from './issue';

/** A broken rule and the field it belongs to (`hostname`, `conditions.2.parameters.keyword` ...). */
export interface MonitorFieldIssue {
  path: string;
  issue: ValidationIssue;
}

const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

/**
 * A host name (letters, digits, hyphens; dotted labels of 1–63) or an IPv4 / IPv6 address.
 * @example isValidMonitorHost('www.example.com') // true
 * @example isValidMonitorHost('bad host') // false
 */
export function isValidMonitorHost(value: string): boolean {
  const text = value.trim().replace(/\.$/, '');
  if (text === '' || text.length > HOSTNAME_MAX) return false;
  if (isValidIpv4(text) || isValidIpv6(text.replace(/^\[|\]$/g, ''))) return true;
  if (/^[\d.]+$/.test(text)) return false;
  return text.split('.').every((label) => HOST_LABEL.test(label));
}

/**
 * An http:// or https:// URL with a valid host (an HTTP monitor's address).
 * @example isValidMonitorUrl('https://example.com/health') // true
 */
export function isValidMonitorUrl(value: string): boolean {
  const text = value.trim();
  if (text.length > MONITOR_URL_MAX || !/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return isValidMonitorHost(url.hostname) && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * The host a monitor probes (its hostname, the URL's host, or the SMTP host), for the
 * private-target check.
 * @example monitorTargets({ monitorType: 'HTTP', url: 'https://a.example/x' }) // ['a.example']
 */
export function monitorTargets(
  monitor: Partial<CloudMonitorInput> & { monitorType: CloudMonitorType },
): string[] {
  const m = monitor as Record<string, unknown>;
  const text = (key: string) => (typeof m[key] === 'string' ? (m[key] as string).trim() : '');
  switch (monitor.monitorType) {
    case 'HTTP': {
      try {
        return [new URL(text('url')).hostname.replace(/^\[|\]$/g, '')];
      } catch {
        return [];
      }
    }
    case 'EMAIL':
      return [
        text('smtpHostname'),
        m.fetchOption === 'IMAP' ? text('imapHostname') : text('popHostname'),
      ].filter(Boolean);
    default:
      return [text('hostname')].filter(Boolean);
  }
}

const between = (min: number, max: number): ValidationIssue => ({
  key: 'errors.validation.between',
  params: { min, max },
});

function wholeIn(value: unknown, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * Checks one condition (002 §3, §5.11): it belongs to the monitor type, runCount 1–100, days
 * 1–365, thresholds in range, a keyword, a ticket template when a ticketing option is chosen.
 * `path` prefixes each issue's field.
 * @example validateMonitorCondition({ type: 'WhoisExpiration', parameters: { daysUntilWhoisExpiration: 400 } }, 'DNS')
 *   // [{ path: 'parameters.daysUntilWhoisExpiration', issue: { key: 'cloudMonitors.validation.days' } }]
 */
export function validateMonitorCondition(
  condition: MonitorConditionInput,
  monitorType: CloudMonitorType,
  path = '',
): MonitorFieldIssue[] {
  const issues: MonitorFieldIssue[] = [];
  const add = (field: string, issue: ValidationIssue) => issues.push({ path: `${path}${field}`, issue });
  if (!conditionAppliesTo(condition.type, monitorType)) {
    add('type', { key: 'cloudMonitors.validation.conditionType', params: { type: monitorType } });
    return issues;
  }
  if ((condition.conditionName ?? '').length > CONDITION_NAME_MAX)
    add('conditionName', { key: 'errors.validation.maxLength', params: { max: CONDITION_NAME_MAX } });
  if (!(RESET_INTERVALS as readonly number[]).includes(condition.resetThreshold ?? 0))
    add('resetThreshold', { key: 'cloudMonitors.validation.resetThreshold' });
  if ((condition.ticketingAction ?? 'NONE') !== 'NONE' && !condition.ticketTemplateId)
    add('ticketTemplateId', { key: 'cloudMonitors.validation.ticketTemplate' });
  const p = condition.parameters as Record<string, unknown>;
  if ('runCount' in p && !wholeIn(p.runCount, RUN_COUNT_MIN, RUN_COUNT_MAX))
    add('parameters.runCount', between(RUN_COUNT_MIN, RUN_COUNT_MAX));
  if ('thresholdPercent' in p && !wholeIn(p.thresholdPercent, 1, 100))
    add('parameters.thresholdPercent', between(1, 100));
  if ('ttlThreshold' in p && !wholeIn(p.ttlThreshold, 1, 255))
    add('parameters.ttlThreshold', between(1, 255));
  for (const key of ['roundTripThreshold', 'period'] as const) {
    if (key in p && !wholeIn(p[key], 1, THRESHOLD_MS_MAX))
      add(`parameters.${key}`, between(1, THRESHOLD_MS_MAX));
  }
  if ('port' in p && !isValidPort(String(p.port)))
    add('parameters.port', { key: 'cloudMonitors.validation.port' });
  if ('code' in p && !wholeIn(p.code, 100, 599)) add('parameters.code', between(100, 599));
  if ('keyword' in p) {
    const keyword = typeof p.keyword === 'string' ? p.keyword : '';
    if (keyword.trim() === '') add('parameters.keyword', { key: 'cloudMonitors.validation.keyword' });
    else if (keyword.length > KEYWORD_MAX)
      add('parameters.keyword', { key: 'errors.validation.maxLength', params: { max: KEYWORD_MAX } });
  }
  for (const key of ['daysUntilWhoisExpiration', 'daysUntilSSLCertificateExpiration'] as const) {
    if (key in p && !wholeIn(p[key], EXPIRY_DAYS_MIN, EXPIRY_DAYS_MAX))
      add(`parameters.${key}`, { key: 'cloudMonitors.validation.days' });
  }
  return issues;
}

function validateRows(
  rows: readonly { key: string; value: string }[] | undefined,
  field: string,
): MonitorFieldIssue[] {
  const list = rows ?? [];
  if (list.length > MAX_HTTP_ROWS)
    return [{ path: field, issue: { key: 'errors.validation.maxItems', params: { max: MAX_HTTP_ROWS } } }];
  const issues: MonitorFieldIssue[] = [];
  list.forEach((row, index) => {
    // An empty last row is the wizard's blank entry line: ignored.
    if (row.key.trim() === '' && row.value.trim() === '') return;
    if (
      row.key.trim() === '' ||
      /[\r\n:]/.test(row.key) ||
      (field === 'requestHeaders' && /[\r\n]/.test(row.value))
    )
      issues.push({ path: `${field}.${index}.key`, issue: { key: 'cloudMonitors.validation.rowKey' } });
  });
  return issues;
}

/**
 * Every broken rule of a cloud monitor (empty when it can be saved): name, frequency, time-out
 * of the type and shorter than the frequency, host or URL, ports, HTTP and email fields, and each
 * condition. `isNew` false: a password left empty keeps the stored one.
 * @example validateCloudMonitor({ monitorType: 'PING', systemName: '', hostname: 'x', frequency: 60, timeout: 5, clientId: 1, locationId: 1 })
 *   // [{ path: 'systemName', issue: { key: 'cloudMonitors.validation.name' } }]
 */
export function validateCloudMonitor(
  monitor: CloudMonitorInput,
  options: { isNew?: boolean; secretsSet?: readonly string[] } = {},
): MonitorFieldIssue[] {
  const issues: MonitorFieldIssue[] = [];
  const add = (path: string, issue: ValidationIssue) => issues.push({ path, issue });
  const name = monitor.systemName.trim();
  if (name === '') add('systemName', { key: 'cloudMonitors.validation.name' });
  else if (name.length > MONITOR_NAME_MAX)
    add('systemName', { key: 'errors.validation.maxLength', params: { max: MONITOR_NAME_MAX } });
  if (!(MONITOR_FREQUENCIES as readonly number[]).includes(monitor.frequency))
    add('frequency', { key: 'cloudMonitors.validation.frequency' });
  const timeouts = MONITOR_TIMEOUTS[monitor.monitorType] as readonly number[];
  if (!timeouts.includes(monitor.timeout) || monitor.timeout >= monitor.frequency)
    add('timeout', { key: 'cloudMonitors.validation.timeout' });
  const hasSecret = (field: string, value: string | null | undefined) =>
    (value ?? '') !== '' || (!options.isNew && value !== '' && (options.secretsSet ?? []).includes(field));

  switch (monitor.monitorType) {
    case 'PING':
    case 'DNS':
      if (!isValidMonitorHost(monitor.hostname))
        add('hostname', { key: 'cloudMonitors.validation.hostname' });
      break;
    case 'PORT_SCAN':
      if (!isValidMonitorHost(monitor.hostname))
        add('hostname', { key: 'cloudMonitors.validation.hostname' });
      if (monitor.ports.length === 0) add('ports', { key: 'cloudMonitors.validation.portsRequired' });
      else if (monitor.ports.length > MAX_MONITOR_PORTS)
        add('ports', { key: 'errors.validation.maxItems', params: { max: MAX_MONITOR_PORTS } });
      else if (monitor.ports.some((port) => !isValidPort(String(port))))
        add('ports', { key: 'cloudMonitors.validation.port' });
      else if (new Set(monitor.ports).size !== monitor.ports.length)
        add('ports', { key: 'cloudMonitors.validation.portsDuplicate' });
      break;
    case 'HTTP': {
      if (!isValidMonitorUrl(monitor.url)) add('url', { key: 'cloudMonitors.validation.url' });
      if (monitor.methodType === 'HEAD' && monitor.saveResponseBody)
        add('saveResponseBody', { key: 'cloudMonitors.validation.headBody' });
      if (monitor.authenticationType === 'BASIC') {
        if ((monitor.authenticationUsername ?? '').trim() === '')
          add('authenticationUsername', { key: 'cloudMonitors.validation.username' });
        if (!hasSecret('authenticationPassword', monitor.authenticationPassword))
          add('authenticationPassword', { key: 'cloudMonitors.validation.password' });
      }
      issues.push(...validateRows(monitor.requestHeaders, 'requestHeaders'));
      if (monitor.requestBodyType === 'FORM') issues.push(...validateRows(monitor.formBody, 'formBody'));
      if (
        monitor.requestBodyType !== 'NONE' &&
        (monitor.methodType === 'GET' || monitor.methodType === 'HEAD')
      )
        add('requestBodyType', { key: 'cloudMonitors.validation.bodyMethod' });
      break;
    }
    case 'EMAIL': {
      if (!isValidEmail(monitor.senderEmail)) add('senderEmail', { key: 'errors.validation.invalidEmail' });
      if (!isValidEmail(monitor.receiverEmail))
        add('receiverEmail', { key: 'errors.validation.invalidEmail' });
      if (!isValidMonitorHost(monitor.smtpHostname))
        add('smtpHostname', { key: 'cloudMonitors.validation.hostname' });
      if (!isValidPort(String(monitor.smtpPort))) add('smtpPort', { key: 'cloudMonitors.validation.port' });
      if (monitor.smtpUseSSL && monitor.smtpUseTLS)
        add('smtpUseTLS', { key: 'cloudMonitors.validation.sslOrTls' });
      if (monitor.smtpAuthRequired) {
        if ((monitor.senderUsername ?? '').trim() === '')
          add('senderUsername', { key: 'cloudMonitors.validation.username' });
        if (!hasSecret('senderPassword', monitor.senderPassword))
          add('senderPassword', { key: 'cloudMonitors.validation.password' });
      }
      const prefix = monitor.fetchOption === 'IMAP' ? 'imap' : 'pop';
      const m = monitor as unknown as Record<string, unknown>;
      if (!isValidMonitorHost(String(m[`${prefix}Hostname`] ?? '')))
        add(`${prefix}Hostname`, { key: 'cloudMonitors.validation.hostname' });
      if (!isValidPort(String(m[`${prefix}Port`] ?? '')))
        add(`${prefix}Port`, { key: 'cloudMonitors.validation.port' });
      if (m[`${prefix}UseSSL`] === true && m[`${prefix}UseTLS`] === true)
        add(`${prefix}UseTLS`, { key: 'cloudMonitors.validation.sslOrTls' });
      if (String(m[`${prefix}ReceiverUsername`] ?? '').trim() === '')
        add(`${prefix}ReceiverUsername`, { key: 'cloudMonitors.validation.username' });
      const passwordField = `${prefix}ReceiverPassword`;
      if (!hasSecret(passwordField, m[passwordField] as string | null | undefined))
        add(passwordField, { key: 'cloudMonitors.validation.password' });
      if (prefix === 'imap' && String(m.imapFetchFolder ?? '').trim() === '')
        add('imapFetchFolder', { key: 'cloudMonitors.validation.folder' });
      break;
    }
  }
  const conditions = monitor.conditions ?? [];
  if (conditions.length > MAX_MONITOR_CONDITIONS)
    add('conditions', { key: 'errors.validation.maxItems', params: { max: MAX_MONITOR_CONDITIONS } });
  conditions.forEach((condition, index) => {
    issues.push(...validateMonitorCondition(condition, monitor.monitorType, `conditions.${index}.`));
  });
  return issues;
}
