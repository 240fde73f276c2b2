import { isConsoleApiError, type Policy, type PolicyUpdate, routes } from '@console/core';
import {
  endpointQueryKey,
  useCan,
  useConsoleMutation,
  useConsoleQuery,
  useMessage,
} from '@console/core/react';
import { useQueryClient } from '@tanstack/react-query';

/** A refused save: its per-field messages (by first path segment) and the text over the form. */
export class PolicySaveError extends Error {
  constructor(
    message: string,
    /** Messages by field (`name`, `description`, `content` ...). */
    readonly fields: Record<string, string>,
  ) {
    super(message);
    this.name = 'PolicySaveError';
  }
}

/**
 * One policy as the policy editor's sections read and save it: `GET /policy/{id}` (shared with the
 * host's own query of it), whether the user may change it, and `save(patch)`, which sends
 * `PUT /policy` with the id and the changed keys only, puts the answer in the cache and answers
 * the saved policy, or throws a {@link PolicySaveError} with the spec's texts ('A policy with this
 * name already exists', 'Error saving policy') and the server's per-field messages. The server
 * keeps the stored backup plans whatever `content.backup` says (they are saved on their own).
 * @example const { loaded, canEdit, save } = usePolicyRecord(12);
 */
export function usePolicyRecord(policyId: number) {
  const t = useMessage();
  const can = useCan();
  const queryClient = useQueryClient();
  const input = { params: { id: policyId } };
  const loaded = useConsoleQuery(routes.policy.get, input);
  const update = useConsoleMutation(routes.policy.update);
  const policy = loaded.data?.policy;
  const save = async (patch: Omit<PolicyUpdate, 'id'>): Promise<Policy> => {
    try {
      const answer = await update.mutateAsync({ body: { id: policyId, ...patch } });
      queryClient.setQueryData(endpointQueryKey(routes.policy.get, input), answer);
      return answer.policy;
    } catch (error) {
      if (isConsoleApiError(error) && error.resultCode === 'POLICY_NAME_ALREADY_IN_USE') {
        throw new PolicySaveError(t('policyEditor.nameTaken'), { name: t('policyEditor.nameTaken') });
      }
      const fields: Record<string, string> = {};
      if (isConsoleApiError(error)) {
        for (const issue of error.issues) {
          const path = issue.path[0] === 'body' ? issue.path.slice(1) : issue.path;
          const key = String(path[0] ?? '');
          if (key && !fields[key]) fields[key] = issue.message;
        }
      }
      throw new PolicySaveError(t('policyEditor.saveError'), fields);
    }
  };
  return {
    loaded,
    policy,
    canEdit: policy ? can.canUpdatePolicy({ id: policy.id, nodeClass: policy.nodeClass }) : false,
    saving: update.isPending,
    save,
  };
}
