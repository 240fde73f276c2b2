/**
 * A policy's monitor (002 §3 Policy `content.monitors`): the rules are
 * `validation/policy-monitor.ts`, run by the policy editor's form and by `PUT /policy`.
 */
import { z } from 'zod';
import { defaultMessages, formatMessage } from '../../messages';
import {
  POLICY_MONITOR_TYPES,
  POLICY_MONITORS_MAX,
  validatePolicyMonitor,
} from '../../validation/policy-monitor';

/** One monitor of a policy. */
export const policyMonitorSchema = z
  .object({
    monitorUid: z.string().uuid(),
    enabled: z.boolean().default(true),
    monitorName: z.string().max(200),
    type: z.enum(POLICY_MONITOR_TYPES),
    target: z.string().max(400),
    port: z.number().int().nullable().default(null),
    intervalMinutes: z.number().int().nullable(),
  })
  .superRefine((value, ctx) => {
    for (const [path, issue] of Object.entries(validatePolicyMonitor(value))) {
      ctx.addIssue({
        code: 'custom',
        path: [path],
        message: formatMessage(defaultMessages[issue.key] ?? issue.key, issue.params),
      });
    }
  });
export type PolicyMonitor = z.infer<typeof policyMonitorSchema>;

/** `content.monitors`: at most {@link POLICY_MONITORS_MAX}. */
export const policyMonitorsSchema = z.array(policyMonitorSchema).max(POLICY_MONITORS_MAX);
