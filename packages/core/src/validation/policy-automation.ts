/**
 * A policy's scheduled automation (002 §3 Policy `content.actionsetSchedules`, named by
 * `actionsetScheduleName`): an automation of the library run on the policy's devices on a
 * recurrence of the schedule model (001 §3: daily, weekly on chosen days, monthly on a day, at a
 * time of the device). The spec names the list and the name only; the fields are chosen. The
 * policy editor's form and `PUT /policy` run {@link validatePolicyAutomation}.
 */
import type { ValidationIssue } from './issue';

/** The recurrences a scheduled automation offers (the schedule model's DAILY, WEEKLY, MONTHLY). */
export const POLICY_AUTOMATION_REPEATS = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type PolicyAutomationRepeat = (typeof POLICY_AUTOMATION_REPEATS)[number];
/** Week days of a WEEKLY recurrence (the schedule model's). */
export const POLICY_AUTOMATION_WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
/** Name limit (chosen, as a condition's). */
export const POLICY_AUTOMATION_NAME_MAX = 100;
/** Scheduled automations per policy (chosen). */
export const POLICY_AUTOMATIONS_MAX = 50;

/** What the scheduled automation form holds. */
export interface PolicyAutomationInput {
  actionsetScheduleName: string;
  scriptId?: number | null;
  repeats: string;
  runAtHour?: number | null;
  runAtMinute?: number | null;
  daysOfWeek?: readonly string[];
  dayOfMonth?: number | null;
}

/** The form's problems, by field; empty when it can be saved. */
export type PolicyAutomationIssues = Partial<
  Record<
    | 'actionsetScheduleName'
    | 'scriptId'
    | 'repeats'
    | 'runAtHour'
    | 'runAtMinute'
    | 'daysOfWeek'
    | 'dayOfMonth',
    ValidationIssue
  >
>;

function inRange(value: number | null | undefined, min: number, max: number): ValidationIssue | undefined {
  if (value === null || value === undefined || Number.isNaN(value))
    return { key: 'errors.validation.required' };
  if (!Number.isInteger(value) || value < min || value > max)
    return { key: 'errors.validation.between', params: { min, max } };
  return undefined;
}

/**
 * Checks one scheduled automation: a name (trimmed, ≤ 100), an automation chosen, a known
 * recurrence, the time (hour 0–23, minute 0–59), at least one day for WEEKLY and a day of the
 * month (1–31) for MONTHLY.
 * @example validatePolicyAutomation({ actionsetScheduleName: '', repeats: 'WEEKLY', daysOfWeek: [] })
 * // { actionsetScheduleName: required, scriptId: required, runAtHour: required, ..., daysOfWeek: required }
 */
export function validatePolicyAutomation(input: PolicyAutomationInput): PolicyAutomationIssues {
  const issues: PolicyAutomationIssues = {};
  const name = input.actionsetScheduleName.trim();
  if (name === '') issues.actionsetScheduleName = { key: 'errors.validation.required' };
  else if (name.length > POLICY_AUTOMATION_NAME_MAX) {
    issues.actionsetScheduleName = {
      key: 'errors.validation.maxLength',
      params: { max: POLICY_AUTOMATION_NAME_MAX },
    };
  }
  if (!input.scriptId || !Number.isInteger(input.scriptId) || input.scriptId < 1)
    issues.scriptId = { key: 'errors.validation.required' };
  const hour = inRange(input.runAtHour, 0, 23);
  if (hour) issues.runAtHour = hour;
  const minute = inRange(input.runAtMinute, 0, 59);
  if (minute) issues.runAtMinute = minute;
  const repeats = POLICY_AUTOMATION_REPEATS.find((known) => known === input.repeats);
  if (!repeats) issues.repeats = { key: 'errors.validation.required' };
  if (repeats === 'WEEKLY' && (input.daysOfWeek ?? []).length === 0)
    issues.daysOfWeek = { key: 'errors.validation.required' };
  if (repeats === 'MONTHLY') {
    const day = inRange(input.dayOfMonth, 1, 31);
    if (day) issues.dayOfMonth = day;
  }
  return issues;
}
