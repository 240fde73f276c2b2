/**
 * A policy's scheduled automation (002 §3 Policy `content.actionsetSchedules`): the rules are
 * `validation/policy-automation.ts`, run by the policy editor's form and by `PUT /policy`.
 */
import { z } from 'zod';
import { defaultMessages, formatMessage } from '../../messages';
import {
  POLICY_AUTOMATION_REPEATS,
  POLICY_AUTOMATION_WEEKDAYS,
  POLICY_AUTOMATIONS_MAX,
  validatePolicyAutomation,
} from '../../validation/policy-automation';

/** One scheduled automation of a policy. */
export const policyAutomationSchema = z
  .object({
    actionsetScheduleUid: z.string().uuid(),
    enabled: z.boolean().default(true),
    actionsetScheduleName: z.string().max(200),
    /** The automation (library script) run. */
    scriptId: z.number().int().nullable(),
    /** Its name when chosen (shown in the list). */
    scriptName: z.string().max(200).default(''),
    repeats: z.enum(POLICY_AUTOMATION_REPEATS),
    runAtHour: z.number().int().nullable(),
    runAtMinute: z.number().int().nullable(),
    daysOfWeek: z.array(z.enum(POLICY_AUTOMATION_WEEKDAYS)).max(7).default([]),
    dayOfMonth: z.number().int().nullable().default(null),
  })
  .superRefine((value, ctx) => {
    for (const [path, issue] of Object.entries(validatePolicyAutomation(value))) {
      ctx.addIssue({
        code: 'custom',
        path: [path],
        message: formatMessage(defaultMessages[issue.key] ?? issue.key, issue.params),
      });
    }
  });
export type PolicyAutomation = z.infer<typeof policyAutomationSchema>;

/** `content.actionsetSchedules`: at most {@link POLICY_AUTOMATIONS_MAX}. */
export const policyAutomationsSchema = z.array(policyAutomationSchema).max(POLICY_AUTOMATIONS_MAX);
