import { ConsoleApiError, type PolicyNodeClass, routes } from '@console/core';
import { useConsole, useConsoleMutation, useConsoleQuery, useMessage, useSession } from '@console/core/react';
import { isParentPolicyEnabled, policyCreateBody, validatePolicyCreate } from '@console/core/validation';
import { useWidgetForm } from '@console/widget-kit';
import { policyEditorRoute } from '../logic/add-menu-rules';
import { isNmsRole, policyRolesFor } from '../logic/policy-roles';

/** The Create policy form's values (002 §5.5). */
export interface CreatePolicyValues {
  name: string;
  description: string;
  nodeClass: PolicyNodeClass | null;
  nodeRoleId: number | null;
  parentPolicyId: number | null;
}

const EMPTY: CreatePolicyValues = {
  name: '',
  description: '',
  nodeClass: null,
  nodeRoleId: null,
  parentPolicyId: null,
};

/** Options of {@link useCreatePolicy}. */
export interface UseCreatePolicyOptions {
  /** Called once the policy is created (after the editor route was opened). */
  onCreated?: (policyId: number) => void;
}

/**
 * The headless Create policy form (002 §4.4, §5.5, §8): the rules of core's `validatePolicyCreate`
 * (the server runs the same), the roles (MDM ones with MDM), the NMS roles from the server, the
 * parent policy disabled for NMS and until a role is chosen; `POST /policy`; 'A policy with this
 * name already exists' under the name; on SUCCESS the policy editor route through `navigate`.
 * @example const policy = useCreatePolicy({ onCreated: close });
 */
export function useCreatePolicy({ onCreated }: UseCreatePolicyOptions = {}) {
  const t = useMessage();
  const { navigate } = useConsole();
  const session = useSession();
  const form = useWidgetForm({ initialValues: EMPTY, validate: validatePolicyCreate });
  const { nodeClass } = form.values;
  const nodeRoles = useConsoleQuery(routes.nodeRole.list, {}, { enabled: nodeClass === 'NMS' });
  const create = useConsoleMutation(routes.policy.create);
  const nmsRoles = (nodeRoles.data ?? []).filter(isNmsRole);
  return {
    form,
    roles: policyRolesFor(session.featureFlags),
    nmsRoles,
    nmsRolesFailed: nodeRoles.isError,
    parentEnabled: isParentPolicyEnabled(nodeClass),
    saving: create.isPending,
    /** A new role drops the NMS role and the parent of the old one. */
    setRole: (role: PolicyNodeClass | null) =>
      form.update({ nodeClass: role, nodeRoleId: null, parentPolicyId: null }),
    submit: async () => {
      if (form.beginSubmit().length > 0 || form.values.nodeClass === null) return false;
      try {
        const answer = await create.mutateAsync({
          body: policyCreateBody({ ...form.values, nodeClass: form.values.nodeClass }),
        });
        // 002 §4.4: on SUCCESS go to the policy editor for the new policy.
        navigate(policyEditorRoute(answer.policyId));
        onCreated?.(answer.policyId);
        return true;
      } catch (error) {
        if (error instanceof ConsoleApiError && error.resultCode === 'POLICY_NAME_ALREADY_IN_USE') {
          form.setFieldError('name', t('addMenu.policy.nameTaken'));
        } else {
          form.showServerError(error, 'addMenu.policy.saveError');
        }
        return false;
      }
    },
  };
}
