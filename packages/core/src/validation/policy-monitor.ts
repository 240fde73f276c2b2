/**
 * A policy's monitors (002 §3 Policy `content.monitors`): what the policy's devices watch, each
 * with a check interval. The spec names the list only; the kinds and fields are chosen (a host
 * answering ping, a TCP port open, a service or a process running). The policy editor's form and
 * `PUT /policy` run {@link validatePolicyMonitor}.
 */
import type { ValidationIssue } from './issue';

/** The kinds of policy monitor (chosen). */
export const POLICY_MONITOR_TYPES = ['PING', 'TCP_PORT', 'SERVICE', 'PROCESS'] as const;
export type PolicyMonitorType = (typeof POLICY_MONITOR_TYPES)[number];
/** Name limit (chosen, as a condition's). */
export const POLICY_MONITOR_NAME_MAX = 100;
/** Host, service or process name limit (chosen). */
export const POLICY_MONITOR_TARGET_MAX = 253;
/** Monitors per policy (chosen). */
export const POLICY_MONITORS_MAX = 100;

/** What the monitor form holds. */
export interface PolicyMonitorInput {
  monitorName: string;
  type: string;
  /** The host (PING, TCP_PORT), the service or the process name. */
  target?: string | null;
  /** TCP_PORT only. */
  port?: number | null;
  /** Minutes between checks. */
  intervalMinutes?: number | null;
}

/** The form's problems, by field; empty when it can be saved. */
export type PolicyMonitorIssues = Partial<
  Record<'monitorName' | 'type' | 'target' | 'port' | 'intervalMinutes', ValidationIssue>
>;

function inRange(value: number | null | undefined, min: number, max: number): ValidationIssue | undefined {
  if (value === null || value === undefined || Number.isNaN(value))
    return { key: 'errors.validation.required' };
  if (!Number.isInteger(value) || value < min || value > max)
    return { key: 'errors.validation.between', params: { min, max } };
  return undefined;
}

function textIssue(value: string | null | undefined, max: number): ValidationIssue | undefined {
  const text = (value ?? '').trim();
  if (text === '') return { key: 'errors.validation.required' };
  return text.length > max ? { key: 'errors.validation.maxLength', params: { max } } : undefined;
}

/**
 * Checks one policy monitor: a name (≤ 100), a known kind, its host, service or process (≤ 253), a
 * port of 1–65535 for TCP_PORT and an interval of 1–1,440 minutes.
 * @example validatePolicyMonitor({ monitorName: 'Web', type: 'TCP_PORT', target: 'intranet', port: 0, intervalMinutes: 5 })
 * // { port: { key: 'errors.validation.between', params: { min: 1, max: 65535 } } }
 */
export function validatePolicyMonitor(input: PolicyMonitorInput): PolicyMonitorIssues {
  const issues: PolicyMonitorIssues = {};
  const name = textIssue(input.monitorName, POLICY_MONITOR_NAME_MAX);
  if (name) issues.monitorName = name;
  const type = POLICY_MONITOR_TYPES.find((known) => known === input.type);
  if (!type) issues.type = { key: 'errors.validation.required' };
  const target = textIssue(input.target, POLICY_MONITOR_TARGET_MAX);
  if (target) issues.target = target;
  if (type === 'TCP_PORT') {
    const port = inRange(input.port, 1, 65_535);
    if (port) issues.port = port;
  }
  const interval = inRange(input.intervalMinutes, 1, 1_440);
  if (interval) issues.intervalMinutes = interval;
  return issues;
}
