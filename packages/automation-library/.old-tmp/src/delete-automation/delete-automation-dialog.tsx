import { type Automation, describeError, endpoints } from '@console/core';
import { useConsole, useMessage } from '@console/core/react';
import { ConfirmDialog } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { refreshAutomationLists } from '../api';

/** Props of {@link DeleteAutomationDialog}. */
export interface DeleteAutomationDialogProps {
  /** Whether the confirmation shows. */
  open: boolean;
  /** Called with `false` to close. */
  onOpenChange: (open: boolean) => void;
  /** The automation to delete. */
  automation: Automation | null;
  /** Called after the automation is deleted and the lists refreshed. */
  onDeleted?: (automation: Automation) => void;
  /** Called with the text to show when the delete fails ('Something went wrong. Please try again.'). */
  onError?: (message: string) => void;
}

/**
 * The delete confirmation (002 §2.3). Deletes, refreshes the lists and closes; on failure it stays
 * open and reports the error.
 * @example <DeleteAutomationDialog open automation={script} onOpenChange={setOpen} onDeleted={notify} />
 */
export function DeleteAutomationDialog({
  open,
  onOpenChange,
  automation,
  onDeleted,
  onError,
}: DeleteAutomationDialogProps) {
  const t = useMessage();
  const { client } = useConsole();
  const queryClient = useQueryClient();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('automation.delete.title')}
      confirmLabel={t('automation.delete.confirm')}
      tone="danger"
      onConfirm={async () => {
        if (!automation) return;
        try {
          await client.call(endpoints.scripting.delete, { params: { id: automation.id } });
        } catch (failure) {
          const text = describeError(failure, t, 'automation.saveFailed');
          if (text) onError?.(text);
          throw failure;
        }
        await refreshAutomationLists(queryClient);
        onDeleted?.(automation);
      }}
    >
      {automation ? t('automation.delete.body', { name: automation.name }) : null}
    </ConfirmDialog>
  );
}
