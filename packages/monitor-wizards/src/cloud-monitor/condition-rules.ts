/**
 * The condition modal's logic (002 §3 "Monitor condition", §4.7): the parameters each condition
 * type starts with, and the broken rules of one condition (core's `validateMonitorCondition`).
 */
import {
  type CloudMonitorType,
  CONDITION_TYPES_BY_MONITOR,
  type MonitorConditionInput,
  type MonitorConditionType,
  type MonitorFieldIssue,
  validateMonitorCondition,
} from '@console/core';

const DEFAULT_PARAMETERS: Record<MonitorConditionType, Record<string, unknown>> = {
  PingFailed: { runCount: 1 },
  PingPacketLoss: { runCount: 1, thresholdPercent: 50 },
  PingTTL: { runCount: 1, ttlThreshold: 10 },
  PingResponseTime: { runCount: 1, roundTripThreshold: 1000 },
  PortState: { runCount: 1, port: 80, portState: 'CLOSED' },
  PortResponse: { runCount: 1, port: 80, period: 1000 },
  DnsTimeOut: { runCount: 1 },
  DnsResolve: { runCount: 1 },
  DnsRecordType: { runCount: 1, dnsRecordType: 'A' },
  WhoisExpiration: { daysUntilWhoisExpiration: 30 },
  EmailSSL: { runCount: 1 },
  EmailFailed: { runCount: 1 },
  HttpWebsiteFailed: { runCount: 1 },
  HttpResponseTime: { runCount: 1, period: 3000 },
  HttpCode: { runCount: 1, code: 200 },
  HttpSiteKeyword: { runCount: 1, containsOption: 'DOES_NOT_CONTAIN', keyword: '' },
  SSLCertificateExpiration: { daysUntilSSLCertificateExpiration: 30 },
};

/**
 * A new condition of a type, with its default parameters and settings.
 * @example newCondition('HttpCode').parameters // { runCount: 1, code: 200 }
 */
export function newCondition(type: MonitorConditionType): MonitorConditionInput {
  return {
    type,
    enabled: true,
    conditionName: '',
    resetThreshold: 0,
    severity: 'NONE',
    priority: 'NONE',
    notificationChannels: [],
    notificationAction: 'NONE',
    ticketingAction: 'NONE',
    ticketTemplateId: null,
    parameters: { ...DEFAULT_PARAMETERS[type] },
  } as unknown as MonitorConditionInput;
}

/**
 * The condition types a monitor type offers (the table of 002 §3).
 * @example conditionTypesFor('EMAIL') // ['EmailSSL', 'EmailFailed']
 */
export function conditionTypesFor(monitorType: CloudMonitorType): readonly MonitorConditionType[] {
  return CONDITION_TYPES_BY_MONITOR[monitorType];
}

/**
 * The broken rules of one condition, with paths relative to it (`parameters.keyword` ...).
 * @example conditionIssues(newCondition('HttpSiteKeyword'), 'HTTP')[0]?.path // 'parameters.keyword'
 */
export function conditionIssues(
  condition: MonitorConditionInput,
  monitorType: CloudMonitorType,
): MonitorFieldIssue[] {
  return validateMonitorCondition(condition, monitorType);
}

/** The parameter fields of a condition type, in the order the modal shows them. */
export function parameterFields(type: MonitorConditionType): string[] {
  return Object.keys(DEFAULT_PARAMETERS[type]);
}
