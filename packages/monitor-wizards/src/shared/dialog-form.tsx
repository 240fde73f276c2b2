import { useMessage } from '@console/core/react';
import { Banner, Button } from '@console/ui';
import type { ReactNode } from 'react';
import * as styles from './wizard.css';

/** Props of {@link DialogForm}. */
export interface DialogFormProps {
  /** Called on submit (Enter in a field, or the form's submit button); the page does not reload. */
  onSubmit: () => unknown;
  /** A failed save's message, shown in a danger banner above the fields. */
  failure: string | null;
  /** The banner's title. */
  failureTitle?: string;
  /** The form's class. */
  className: string;
  /** The fields (and, for dialogs without a footer slot, {@link DialogFormActions}). */
  children: ReactNode;
}

/**
 * The form of a monitor-wizards dialog: no browser validation, submit without a reload, and a
 * failed save's message above its fields.
 */
export function DialogForm({ onSubmit, failure, failureTitle, className, children }: DialogFormProps) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {failure ? (
        <Banner tone="danger" title={failureTitle}>
          {failure}
        </Banner>
      ) : null}
      {children}
    </form>
  );
}

/** Props of {@link DialogFormActions}. */
export interface DialogFormActionsProps {
  /** Cancel: close without saving. */
  onCancel: () => void;
  /** Whether the save runs: Cancel disabled, the submit button spinning. */
  busy: boolean;
  /** The submit button's text. @default the catalogue's 'Save' */
  submitLabel?: string;
}

/** Cancel and the submit button, right-aligned at the end of a {@link DialogForm}. */
export function DialogFormActions({ onCancel, busy, submitLabel }: DialogFormActionsProps) {
  const t = useMessage();
  return (
    <div className={styles.dialogFooter}>
      <Button onClick={onCancel} disabled={busy}>
        {t('backupWizards.cancel')}
      </Button>
      <Button variant="primary" type="submit" loading={busy}>
        {submitLabel ?? t('backupWizards.save')}
      </Button>
    </div>
  );
}
