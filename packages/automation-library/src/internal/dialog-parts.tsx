import { describeError } from '@console/core';
import { useMessage } from '@console/core/react';
import { Button, Dialog, type DialogSize } from '@console/ui';
import { type ReactNode, useState } from 'react';
import * as styles from './form.css';

/** Props of {@link ActionDialog}. */
export interface ActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string | undefined;
  size: DialogSize;
  /** The action runs: the dialog cannot be closed, Cancel is disabled, the confirming button spins. */
  busy: boolean;
  /** The confirming button's text. */
  label: string;
  onConfirm: () => void;
  /** @default false */
  confirmDisabled?: boolean;
  /** The confirming button shows at all (the categories editor hides it without a category). @default true */
  confirmShown?: boolean;
  children: ReactNode;
}

/**
 * A small dialog with Cancel and one confirming button (Copy, the categories editor, the parameter
 * dialog).
 */
export function ActionDialog({
  open,
  onOpenChange,
  title,
  description,
  size,
  busy,
  label,
  onConfirm,
  confirmDisabled = false,
  confirmShown = true,
  children,
}: ActionDialogProps) {
  const t = useMessage();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size={size}
      busy={busy}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            {t('automation.form.cancel')}
          </Button>
          {confirmShown ? (
            <Button variant="primary" loading={busy} disabled={confirmDisabled} onClick={onConfirm}>
              {label}
            </Button>
          ) : null}
        </>
      }
    >
      {children}
    </Dialog>
  );
}

/** A dialog's fields as a form: Enter submits it (the browser's own validation is off). */
export function DialogForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className={styles.stack}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/**
 * The request of a small dialog: `run` marks it busy, clears the previous error and runs the
 * action; a failure the caller does not handle itself (`handled` answers false) becomes the error
 * text ('Something went wrong. Please try again.' when the answer has none).
 * @example const action = useDialogAction(); action.run(() => save(), (failure) => isNameTaken(failure));
 */
export function useDialogAction() {
  const t = useMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>, handled?: (failure: unknown) => boolean) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      if (!handled?.(failure)) setError(describeError(failure, t, 'automation.saveFailed') ?? null);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
