import { isConsoleApiError, MAX_AUTOMATION_NAME_LENGTH, routes } from '@console/core';
import { useConsole, useMessage } from '@console/core/react';
import { Banner } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type AutomationListItem, refreshAutomationLists, useAutomations } from '../api';
import { ActionDialog, DialogForm, useDialogAction } from '../internal/dialog-parts';
import { NameField } from '../internal/shared-fields';

/** Props of {@link CopyAutomationDialog}. */
export interface CopyAutomationDialogProps {
  /** Whether the dialog shows. */
  open: boolean;
  /** Called with `false` to close. */
  onOpenChange: (open: boolean) => void;
  /** The automation to copy. */
  automation: AutomationListItem | null;
  /** Called with the copy's id and language (001 §7.6) after the lists refresh. */
  onCopied?: (copy: { id: number; language: string; name: string }) => void;
}

/**
 * Copy automation (002 §2.3, §5.4): the default name is the original's plus a copy suffix; the name
 * is checked against the existing automations ('This name already exists').
 * @example <CopyAutomationDialog open automation={script} onOpenChange={setOpen} onCopied={notify} />
 */
export function CopyAutomationDialog({
  open,
  onOpenChange,
  automation,
  onCopied,
}: CopyAutomationDialogProps) {
  const t = useMessage();
  const { client } = useConsole();
  const queryClient = useQueryClient();
  const automations = useAutomations();
  const [name, setName] = useState('');
  const { busy, error, setError, run } = useDialogAction();
  const [serverIssue, setServerIssue] = useState<string | null>(null);

  useEffect(() => {
    if (open && automation) {
      setName(
        t('automation.copy.defaultName', { name: automation.name }).slice(0, MAX_AUTOMATION_NAME_LENGTH),
      );
      setError(null);
      setServerIssue(null);
    }
  }, [open, automation, t, setError]);

  const trimmed = name.trim();
  const duplicate = (automations.data ?? []).some(
    (a) => a.name.trim().toLocaleLowerCase() === trimmed.toLocaleLowerCase(),
  );
  const issue =
    trimmed === ''
      ? t('errors.validation.required')
      : duplicate
        ? t('automation.validation.nameExists')
        : serverIssue;

  const submit = async () => {
    if (!automation || issue) return;
    await run(
      async () => {
        const copy = await client.call(routes.scripting.copy, {
          body: { fromId: automation.id, name: trimmed },
        });
        await refreshAutomationLists(queryClient);
        onOpenChange(false);
        onCopied?.({ ...copy, name: trimmed });
      },
      (failure) => {
        if (!isConsoleApiError(failure) || failure.resultCode !== 'NAME_ALREADY_IN_USE') return false;
        setServerIssue(t('automation.validation.nameExists'));
        return true;
      },
    );
  };

  return (
    <ActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('automation.copy.title')}
      size="sm"
      busy={busy}
      label={t('automation.copy.confirm')}
      confirmDisabled={Boolean(issue)}
      onConfirm={() => void submit()}
    >
      <DialogForm onSubmit={() => void submit()}>
        {error ? <Banner tone="danger">{error}</Banner> : null}
        <NameField
          value={name}
          maxLength={MAX_AUTOMATION_NAME_LENGTH}
          error={issue ?? undefined}
          onValueChange={(next) => {
            setName(next);
            setServerIssue(null);
          }}
        />
      </DialogForm>
    </ActionDialog>
  );
}
