import { describeError, errorCodes, isConsoleApiError, routes } from '@console/core';
import { useConsole, useMessage } from '@console/core/react';
import { Banner, ConfirmDialog } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type AutomationListItem, refreshAutomationLists } from '../api';
import * as styles from '../internal/form.css';

/** Props of {@link DeleteAutomationDialog}. */
export interface DeleteAutomationDialogProps {
  /** Whether the confirmation shows. */
  open: boolean;
  /** Called with `false` to close. */
  onOpenChange: (open: boolean) => void;
  /** The automation to delete. */
  automation: AutomationListItem | null;
  /** Called after the automation is deleted and the lists refreshed. */
  onDeleted?: (automation: AutomationListItem) => void;
  /**
   * Called with the text to show when the delete fails ('Something went wrong. Please try again.').
   * Not called when the automation is another's pre- or post-script: the confirmation says so itself.
   */
  onError?: (message: string) => void;
}

/**
 * The delete confirmation (002 §2.3). Deletes, refreshes the lists and closes; on failure it stays
 * open and reports the error. When the server refuses because install automations use this one as
 * their pre- or post-script (409 `AUTOMATION_IN_USE`), the confirmation shows the server's text,
 * which names them ('This automation is used by ... Remove it from them first.').
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
  // The refusal of the automation it names, until the dialog opens again.
  const [inUse, setInUse] = useState<{ id: number; text: string } | null>(null);
  useEffect(() => {
    if (open) setInUse(null);
  }, [open]);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('automation.delete.title')}
      confirmLabel={t('automation.delete.confirm')}
      tone="danger"
      onConfirm={async () => {
        if (!automation) return;
        setInUse(null);
        try {
          await client.call(routes.scripting.delete, { params: { id: automation.id } });
        } catch (failure) {
          if (isConsoleApiError(failure) && failure.resultCode === errorCodes.AUTOMATION_IN_USE) {
            // The names are only in the server's text (the ones this user may read).
            setInUse({
              id: automation.id,
              text:
                failure.errorMessage ||
                t('automation.errors.inUse', { names: t('automation.errors.inUseHidden') }),
            });
            throw failure;
          }
          const text = describeError(failure, t, 'automation.saveFailed');
          if (text) onError?.(text);
          throw failure;
        }
        await refreshAutomationLists(queryClient);
        onDeleted?.(automation);
      }}
    >
      <div className={styles.stack}>
        {automation ? t('automation.delete.body', { name: automation.name }) : null}
        {inUse && inUse.id === automation?.id ? <Banner tone="danger">{inUse.text}</Banner> : null}
      </div>
    </ConfirmDialog>
  );
}
