/**
 * A policy's monitor condition (002 §3 Policy `content.conditions`, keyed by `conditionUid`): the
 * kinds and parameters are chosen (`validation/policy-condition.ts`); severity and priority are the
 * cloud monitor conditions' ones. The policy editor's form and `PUT /policy` run the same rules.
 */
import { z } from 'zod';
import { defaultMessages, formatMessage } from '../../messages';
import { CONDITION_PRIORITIES, CONDITION_SEVERITIES } from '../../validation/cloud-monitor-constants';
import {
  POLICY_CONDITION_TYPES,
  POLICY_CONDITIONS_MAX,
  validatePolicyCondition,
} from '../../validation/policy-condition';

/** One policy condition. */
export const policyConditionSchema = z
  .object({
    conditionUid: z.string().uuid(),
    enabled: z.boolean().default(true),
    conditionName: z.string().max(200),
    type: z.enum(POLICY_CONDITION_TYPES),
    severity: z.enum(CONDITION_SEVERITIES).default('NONE'),
    priority: z.enum(CONDITION_PRIORITIES).default('NONE'),
    threshold: z.number().int().nullable().default(null),
    durationMinutes: z.number().int().default(5),
    target: z.string().max(400).nullable().default(null),
  })
  .superRefine((value, ctx) => {
    for (const [path, issue] of Object.entries(validatePolicyCondition(value))) {
      ctx.addIssue({
        code: 'custom',
        path: [path],
        message: formatMessage(defaultMessages[issue.key] ?? issue.key, issue.params),
      });
    }
  });
export type PolicyCondition = z.infer<typeof policyConditionSchema>;
export type PolicyConditionValue = z.input<typeof policyConditionSchema>;

/** `content.conditions`: at most {@link POLICY_CONDITIONS_MAX}. */
export const policyConditionsSchema = z.array(policyConditionSchema).max(POLICY_CONDITIONS_MAX);
