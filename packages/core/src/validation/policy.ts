import type { ValidationIssue } from './issue';

/** Policy name limit (002 §5.5, §9). */
export const POLICY_NAME_MAX_LENGTH = 100;
/** Policy description limit (002 §5.5, §9). */
export const POLICY_DESCRIPTION_MAX_LENGTH = 250;

/** What the Create policy form holds (002 §5.5); `nodeClass` null until a role is chosen. */
export interface PolicyCreateInput {
  name: string;
  description?: string | null;
  nodeClass: string | null;
  /** The NMS role of an NMS policy. */
  nodeRoleId?: number | null;
  /** The parent policy (a copy of it); none for NMS. */
  parentPolicyId?: number | null;
}

/** The Create policy form's problems, by field; empty when it can be sent. */
export type PolicyCreateIssues = Partial<
  Record<'name' | 'description' | 'nodeClass' | 'nodeRoleId', ValidationIssue>
>;

/**
 * Checks the Create policy form (002 §5.5): name required, trimmed, at most 100; description
 * trimmed, at most 250; a role required, and an NMS role when the role is NMS. Message 'Required'
 * (and the catalogue's 'Must be at most {{max}} characters'). The form and `POST /policy` run it.
 * @example validatePolicyCreate({ name: ' ', nodeClass: null }) // { name: { key: 'errors.validation.required' }, nodeClass: ... }
 */
export function validatePolicyCreate(input: PolicyCreateInput): PolicyCreateIssues {
  const issues: PolicyCreateIssues = {};
  const name = input.name.trim();
  if (name === '') issues.name = { key: 'errors.validation.required' };
  else if (name.length > POLICY_NAME_MAX_LENGTH) {
    issues.name = { key: 'errors.validation.maxLength', params: { max: POLICY_NAME_MAX_LENGTH } };
  }
  if ((input.description ?? '').trim().length > POLICY_DESCRIPTION_MAX_LENGTH) {
    issues.description = {
      key: 'errors.validation.maxLength',
      params: { max: POLICY_DESCRIPTION_MAX_LENGTH },
    };
  }
  if (!input.nodeClass) issues.nodeClass = { key: 'errors.validation.required' };
  else if (input.nodeClass === 'NMS' && (input.nodeRoleId ?? null) === null) {
    issues.nodeRoleId = { key: 'errors.validation.required' };
  }
  return issues;
}

/**
 * Whether the parent policy can be chosen (002 §5.5): not for NMS, and not until a role is chosen.
 * @example isParentPolicyEnabled('NMS') // false
 */
export function isParentPolicyEnabled(nodeClass: string | null): boolean {
  return nodeClass !== null && nodeClass !== 'NMS';
}

/**
 * The body of `POST /policy` from the form (002 §5.5): name and description trimmed, the
 * description null when empty, the NMS role only for NMS and the parent only for other roles.
 * @example policyCreateBody({ name: ' Kiosk ', description: '', nodeClass: 'WINDOWS_WORKSTATION' })
 */
export function policyCreateBody<C extends string>(input: PolicyCreateInput & { nodeClass: C }) {
  const description = (input.description ?? '').trim();
  return {
    name: input.name.trim(),
    description: description === '' ? null : description,
    nodeClass: input.nodeClass,
    nodeRoleId: input.nodeClass === 'NMS' ? (input.nodeRoleId ?? null) : null,
    parentPolicyId: isParentPolicyEnabled(input.nodeClass) ? (input.parentPolicyId ?? null) : null,
  };
}
