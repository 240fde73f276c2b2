/**
 * A policy's monitor conditions (002 §3 Policy `content.conditions`, keyed by `conditionUid`). The
 * spec names the list and the uid only; the condition kinds and their parameters are "not shown"
 * there: the chosen ones are what a technician expects of an agent policy (CPU, memory, disk free
 * space, device down, a process or a service stopped), listed in the monitor-wizards README. The
 * policy editor's form and `PUT /policy` run {@link validatePolicyCondition}.
 */
import type { ValidationIssue } from './issue';

/** The kinds of policy condition (chosen). */
export const POLICY_CONDITION_TYPES = [
  'CPU',
  'MEMORY',
  'DISK_FREE_SPACE',
  'DEVICE_DOWN',
  'PROCESS',
  'SERVICE',
] as const;
export type PolicyConditionType = (typeof POLICY_CONDITION_TYPES)[number];
/** Kinds with a percent threshold (CPU and memory above it, disk free space below it). */
export const POLICY_CONDITION_PERCENT_TYPES: readonly PolicyConditionType[] = [
  'CPU',
  'MEMORY',
  'DISK_FREE_SPACE',
];
/** Kinds that watch a named process or service. */
export const POLICY_CONDITION_TARGET_TYPES: readonly PolicyConditionType[] = ['PROCESS', 'SERVICE'];
/** Condition name limit (chosen, as the policy name). */
export const POLICY_CONDITION_NAME_MAX = 100;
/** Process or service name limit (chosen). */
export const POLICY_CONDITION_TARGET_MAX = 200;
/** Longest duration a condition waits for, in minutes (one day; chosen). */
export const POLICY_CONDITION_DURATION_MAX = 1_440;
/** Conditions per policy (chosen). */
export const POLICY_CONDITIONS_MAX = 100;

/** What the condition form holds. */
export interface PolicyConditionInput {
  conditionName: string;
  type: string;
  /** Percent (CPU, MEMORY, DISK_FREE_SPACE). */
  threshold?: number | null;
  /** How long the state lasts before the condition raises, in minutes. */
  durationMinutes?: number | null;
  /** The process or service name (PROCESS, SERVICE). */
  target?: string | null;
}

/** The condition form's problems, by field; empty when it can be saved. */
export type PolicyConditionIssues = Partial<
  Record<'conditionName' | 'type' | 'threshold' | 'durationMinutes' | 'target', ValidationIssue>
>;

function inRange(value: number | null | undefined, min: number, max: number): ValidationIssue | undefined {
  if (value === null || value === undefined || Number.isNaN(value))
    return { key: 'errors.validation.required' };
  if (!Number.isInteger(value) || value < min || value > max) {
    return { key: 'errors.validation.between', params: { min, max } };
  }
  return undefined;
}

/**
 * Checks one policy condition: name required (trimmed, ≤ 100), a known kind, a percent of 1–100
 * for CPU, memory and disk free space, a duration of 1–1,440 minutes, and a process or service
 * name (≤ 200) for PROCESS and SERVICE.
 * @example validatePolicyCondition({ conditionName: '', type: 'CPU', threshold: 0, durationMinutes: 5 })
 * // { conditionName: { key: 'errors.validation.required' }, threshold: { key: 'errors.validation.between', ... } }
 */
export function validatePolicyCondition(input: PolicyConditionInput): PolicyConditionIssues {
  const issues: PolicyConditionIssues = {};
  const name = input.conditionName.trim();
  if (name === '') issues.conditionName = { key: 'errors.validation.required' };
  else if (name.length > POLICY_CONDITION_NAME_MAX) {
    issues.conditionName = { key: 'errors.validation.maxLength', params: { max: POLICY_CONDITION_NAME_MAX } };
  }
  const type = POLICY_CONDITION_TYPES.find((known) => known === input.type);
  if (!type) {
    issues.type = { key: 'errors.validation.required' };
    return issues;
  }
  if (POLICY_CONDITION_PERCENT_TYPES.includes(type)) {
    const problem = inRange(input.threshold, 1, 100);
    if (problem) issues.threshold = problem;
  }
  const duration = inRange(input.durationMinutes, 1, POLICY_CONDITION_DURATION_MAX);
  if (duration) issues.durationMinutes = duration;
  if (POLICY_CONDITION_TARGET_TYPES.includes(type)) {
    const target = (input.target ?? '').trim();
    if (target === '') issues.target = { key: 'errors.validation.required' };
    else if (target.length > POLICY_CONDITION_TARGET_MAX) {
      issues.target = { key: 'errors.validation.maxLength', params: { max: POLICY_CONDITION_TARGET_MAX } };
    }
  }
  return issues;
}
