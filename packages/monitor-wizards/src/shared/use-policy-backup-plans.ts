import { type BackupPlans, type BackupPlansInput, isConsoleApiError, routes } from '@console/core';
import { endpointQueryKey, useCan, useConsoleMutation, useConsoleQuery } from '@console/core/react';
import { useQueryClient } from '@tanstack/react-query';

/** A save failure's text: the server's per-field messages, else its message. */
function failureText(error: unknown): string {
  if (isConsoleApiError(error) && error.issues.length > 0) {
    return error.issues.map((issue) => issue.message).join(' ');
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * A policy's backup plans as the backup jobs section and the image manager pages read and save
 * them: `GET /policy/{id}/backup` (always fresh), whether the user may change them, and `save`,
 * which sends the whole plan set with `PUT /policy/{id}/backup`, puts the masked answer in the
 * cache and answers it, or throws an Error carrying the server's messages.
 */
export function usePolicyBackupPlans(policyId: number, nodeClass: string | null | undefined) {
  const can = useCan();
  const queryClient = useQueryClient();
  const input = { params: { id: policyId } };
  const loaded = useConsoleQuery(routes.backup.getPlans, input, { staleTime: 0 });
  const saveMutation = useConsoleMutation(routes.backup.savePlans);
  const save = async (backupPlans: BackupPlansInput): Promise<BackupPlans> => {
    try {
      const answer = await saveMutation.mutateAsync({ params: { id: policyId }, body: { backupPlans } });
      queryClient.setQueryData(endpointQueryKey(routes.backup.getPlans, input), answer);
      return answer.backupPlans;
    } catch (error) {
      throw new Error(failureText(error));
    }
  };
  return {
    loaded,
    canEdit: can.canUpdatePolicy({ id: policyId, nodeClass: nodeClass ?? null }),
    save,
  };
}
