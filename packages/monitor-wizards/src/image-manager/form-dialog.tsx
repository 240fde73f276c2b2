import { useMessage } from '@console/core/react';
import { Button, Dialog } from '@console/ui';
import { type ReactNode, useState } from 'react';
import { DialogForm } from '../shared/dialog-form';
import * as styles from './image-manager.css';

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The Save button's text. @default 'Save' */
  submitLabel?: string;
  /** Whether the form's rules pass; Save with broken rules only shows them (`onInvalid`). */
  valid: boolean;
  /** Called when Save is pressed with broken rules: show the per-field errors. */
  onInvalid: () => void;
  /** Saves; return `false` or throw (its message shows) to stay open. */
  onSave: () => unknown;
  children: ReactNode;
}

/**
 * A dialog with a form, Cancel and Save: Save checks the rules, then saves (busy meanwhile) and
 * closes; a failed save shows its message above the fields.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  submitLabel,
  valid,
  onInvalid,
  onSave,
  children,
}: FormDialogProps) {
  const t = useMessage();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    if (!valid) {
      onInvalid();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const answer = await onSave();
      if (answer !== false) onOpenChange(false);
    } catch (caught) {
      setFailure(caught instanceof Error && caught.message ? caught.message : t('imageManager.saveError'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      busy={busy}
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('backupWizards.cancel')}
          </Button>
          <Button variant="primary" onClick={() => void submit()} disabled={busy}>
            {submitLabel ?? t('backupWizards.save')}
          </Button>
        </div>
      }
    >
      <DialogForm
        className={styles.stack}
        onSubmit={submit}
        failure={failure}
        failureTitle={t('imageManager.saveError')}
      >
        {children}
      </DialogForm>
    </Dialog>
  );
}
