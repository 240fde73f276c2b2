import { z } from 'zod';
import { defaultMessages, formatMessage } from '../../messages';
import {
  POLICY_DESCRIPTION_MAX_LENGTH,
  POLICY_NAME_MAX_LENGTH,
  validatePolicyCreate,
} from '../../validation/policy';
import { idSchema, optionalText, requiredText } from './common';
import { policyAutomationsSchema } from './policy-automation';
import { policyConditionsSchema } from './policy-condition';
import { policyMonitorsSchema } from './policy-monitor';
import { boundedText, findJsonProblem } from './primitives';

/**
 * The roles a policy can target (002 §3): agent classes, NMS (with an NMS node role), VMware and
 * Hyper-V hosts and guests; ANDROID, APPLE_IOS and APPLE_IPADOS when MDM is enabled.
 */
export const policyNodeClassSchema = z.enum([
  'WINDOWS_WORKSTATION',
  'WINDOWS_SERVER',
  'MAC',
  'MAC_SERVER',
  'LINUX_WORKSTATION',
  'LINUX_SERVER',
  'NMS',
  'VMWARE_VM_GUEST',
  'VMWARE_VM_HOST',
  'HYPERV_VMM_GUEST',
  'HYPERV_VMM_HOST',
  'ANDROID',
  'APPLE_IOS',
  'APPLE_IPADOS',
]);
export type PolicyNodeClass = z.infer<typeof policyNodeClassSchema>;
/** Policy roles that need the MDM feature. */
export const MDM_POLICY_NODE_CLASSES: readonly PolicyNodeClass[] = ['ANDROID', 'APPLE_IOS', 'APPLE_IPADOS'];

/** Policy name and description limits (002 §9). */
export const POLICY_NAME_MAX = POLICY_NAME_MAX_LENGTH;
export const POLICY_DESCRIPTION_MAX = POLICY_DESCRIPTION_MAX_LENGTH;

/** Size limit of a policy's content, in characters of its JSON text (chosen). */
export const POLICY_CONTENT_MAX = 200_000;

/** policyContent (002 §3): free-form sections the policy editor owns; bounded JSON (`primitives.ts`). */
export const policyContentSchema = z
  .object({
    antivirus: z.object({ general: z.record(z.string(), z.unknown()) }).partial(),
    patchManagement: z.record(z.string(), z.unknown()),
    softwarePatchManagement: z.record(z.string(), z.unknown()),
    configureWindowsUpdate: z.record(z.string(), z.unknown()),
    /** The policy's monitor conditions (`policy-condition.ts`). */
    conditions: policyConditionsSchema,
    /** The policy's scheduled automations (`policy-automation.ts`). */
    actionsetSchedules: policyAutomationsSchema,
    /** The policy's monitors (`policy-monitor.ts`). */
    monitors: policyMonitorsSchema,
    /**
     * The backup plans (`backup.backupPlans`): read here, saved only by `PUT /policy/{id}/backup`
     * (their passwords sealed, `backupPlansSchema`); `POST`/`PUT /policy` keep what is stored.
     */
    backup: z.record(z.string(), z.unknown()),
  })
  .partial()
  .catchall(z.unknown())
  .superRefine((content, ctx) => {
    const problem = findJsonProblem(content, { maxLength: POLICY_CONTENT_MAX });
    if (problem) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  });
export type PolicyContent = z.infer<typeof policyContentSchema>;

/** A policy (002 §3). */
export const policySchema = z.object({
  id: z.number().int(),
  enabled: z.boolean(),
  name: z.string(),
  displayName: z.string(),
  description: z.string().nullable(),
  /** The default policy of its node class; it cannot be deleted (002 §5.8). */
  nodeClassDefault: z.boolean(),
  nodeClass: policyNodeClassSchema,
  /** NMS policies: the NMS node role they apply to. */
  nodeRoleId: z.number().int().nullable(),
  parentPolicyId: z.number().int().nullable(),
  antivirusProductCode: z.string().nullable(),
  content: policyContentSchema,
  /** Epoch seconds. */
  updateTime: z.number(),
});
export type Policy = z.infer<typeof policySchema>;

/** GET /query/policies item (001 §3 Policy: id, name). */
export const policyListItemSchema = policySchema.pick({
  id: true,
  name: true,
  description: true,
  nodeClass: true,
  nodeRoleId: true,
  nodeClassDefault: true,
  parentPolicyId: true,
  enabled: true,
  updateTime: true,
});
export type PolicyListItem = z.infer<typeof policyListItemSchema>;

const policyFieldsSchema = z.object({
  name: requiredText(POLICY_NAME_MAX),
  description: optionalText(POLICY_DESCRIPTION_MAX),
  enabled: z.boolean().default(true),
  nodeClass: policyNodeClassSchema,
  nodeRoleId: idSchema.nullish().transform((value) => value ?? null),
  parentPolicyId: idSchema.nullish().transform((value) => value ?? null),
  antivirusProductCode: boundedText(100).nullish(),
  content: policyContentSchema.default({}),
});

/** POST /policy (002 §5.5): name required, trimmed, max 100; an NMS policy also needs its NMS role. */
export const policyCreateSchema = policyFieldsSchema.superRefine((value, ctx) => {
  // The form's own validator (core/validation/policy.ts): the same rules, the same messages; a
  // field its own schema already refused is not reported twice.
  const refused = new Set(ctx.issues.map((issue) => String(issue.path?.[0])));
  for (const [path, issue] of Object.entries(validatePolicyCreate(value))) {
    if (refused.has(path)) continue;
    ctx.addIssue({
      code: 'custom',
      path: [path],
      message: formatMessage(defaultMessages[issue.key] ?? issue.key, issue.params),
    });
  }
});
export type PolicyCreate = z.input<typeof policyCreateSchema>;

/** PUT /policy: the editable fields of a policy, by id; only the keys sent change. */
export const policyUpdateSchema = z.object({
  id: idSchema,
  name: requiredText(POLICY_NAME_MAX).optional(),
  description: optionalText(POLICY_DESCRIPTION_MAX).optional(),
  enabled: z.boolean().optional(),
  parentPolicyId: idSchema.nullable().optional(),
  antivirusProductCode: boundedText(100).nullable().optional(),
  content: policyContentSchema.optional(),
});
export type PolicyUpdate = z.input<typeof policyUpdateSchema>;
