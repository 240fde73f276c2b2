import { describeError, endpoints, isConsoleApiError, MAX_AUTOMATION_NAME_LENGTH } from '@console/core';
import { useConsole, useMessage } from '@console/core/react';
import { Banner, Button, Dialog } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type AutomationListItem, refreshAutomationLists, useAutomations } from '../api';
import * as styles from '../internal/form.css';
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [serverIssue, setServerIssue] = useState<string | null>(null);

  useEffect(() => {
    if (open && automation) {
      setName(
        t('automation.copy.defaultName', { name: automation.name }).slice(0, MAX_AUTOMATION_NAME_LENGTH),
      );
      setError(null);
      setServerIssue(null);
    }
  }, [open, automation, t]);

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
    setBusy(true);
    setError(null);
    try {
      const copy = await client.call(endpoints.scripting.copy, {
        body: { fromId: automation.id, name: trimmed },
      });
      await refreshAutomationLists(queryClient);
      onOpenChange(false);
      onCopied?.({ ...copy, name: trimmed });
    } catch (failure) {
      if (isConsoleApiError(failure) && failure.resultCode === 'NAME_ALREADY_IN_USE')
        setServerIssue(t('automation.validation.nameExists'));
      else setError(describeError(failure, t, 'automation.saveFailed') ?? null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('automation.copy.title')}
      size="sm"
      busy={busy}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            {t('automation.form.cancel')}
          </Button>
          <Button variant="primary" loading={busy} disabled={Boolean(issue)} onClick={() => void submit()}>
            {t('automation.copy.confirm')}
          </Button>
        </>
      }
    >
      <form
        className={styles.stack}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
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
      </form>
    </Dialog>
  );
}
