import { useMessage } from '@console/core/react';
import { Button, Dialog } from '@console/ui';
import type { ReactNode } from 'react';
import * as styles from './policy.css';

/** Props of {@link PolicyRecordDialog}. */
export interface PolicyRecordDialogProps {
  /** The item's kind: the texts under `policyEditor.<kind>.*` and the form's id. */
  kind: 'condition' | 'monitor' | 'automation';
  /** Whether an existing item is edited ('Edit …') rather than a new one added ('New …'). */
  editing: boolean;
  /** The dialog's form (`beginSubmit` answers the errors and shows them). */
  form: { beginSubmit: () => readonly unknown[] };
  /** Called on Apply once the form has no errors. */
  onApply: () => void;
  onCancel: () => void;
  /** The form's fields. */
  children: ReactNode;
  /** What the dialog holds outside the form (a picker dialog). */
  outside?: ReactNode;
}

/**
 * The frame of the policy editor's item dialogs: an open dialog titled 'New …' or 'Edit …', a
 * form that validates on Apply, and the Cancel and Apply footer.
 * @example <PolicyRecordDialog kind="monitor" editing={false} form={form} onApply={apply} onCancel={close}>…</PolicyRecordDialog>
 */
export function PolicyRecordDialog(props: PolicyRecordDialogProps) {
  const { kind, editing, form, onApply, onCancel, children, outside } = props;
  const t = useMessage();
  const formId = `policy-${kind}-form`;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t(editing ? `policyEditor.${kind}.editTitle` : `policyEditor.${kind}.newTitle`)}
      footer={
        <div className={styles.footer}>
          <Button onClick={onCancel}>{t(`policyEditor.${kind}.cancel`)}</Button>
          <Button variant="primary" type="submit" form={formId}>
            {t(`policyEditor.${kind}.apply`)}
          </Button>
        </div>
      }
    >
      <form
        id={formId}
        className={styles.page}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (form.beginSubmit().length > 0) return;
          onApply();
        }}
      >
        {children}
      </form>
      {outside}
    </Dialog>
  );
}
