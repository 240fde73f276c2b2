import { Banner, Dialog, type DialogProps, Spinner } from '@console/ui';
import type { ReactNode } from 'react';
import { UploadingFilesModal } from '../uploading-files/uploading-files-modal';
import * as styles from './form.css';
import { SaveError, SaveFooter } from './shared-fields';
import type { AnyAutomationForm } from './use-automation-form';

/** Props of {@link AutomationFormDialog}. */
export interface AutomationFormDialogProps {
  /** The modal's state, from `useAutomationForm`. */
  form: AnyAutomationForm;
  title: string;
  size: DialogProps['size'];
  bodyHeight?: DialogProps['bodyHeight'];
  /** The banner shown when the edited automation could not be read. */
  loadFailedText: string;
  /**
   * The save uploads files: the Uploading files modal shows while it does.
   * @default false
   */
  uploads?: boolean;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * The frame of an app automation modal: the dialog with Cancel and Save ('Processing... This may
 * take a minute' while saving, 001 §4), the failed save's message, a spinner while the edited
 * automation loads, the fields (disabled while saving), and the Uploading files modal.
 */
export function AutomationFormDialog({
  form,
  title,
  size,
  bodyHeight,
  loadFailedText,
  uploads = false,
  children,
}: AutomationFormDialogProps) {
  const { busy, loadingEdit, flowState, flow } = form;
  return (
    <>
      <Dialog
        open={form.open}
        onOpenChange={(next) => {
          if (!next) form.close();
        }}
        title={title}
        size={size}
        bodyHeight={bodyHeight}
        footer={
          <SaveFooter
            busy={busy}
            disabled={loadingEdit}
            onCancel={form.close}
            onSave={() => void form.submit()}
          />
        }
      >
        <div
          className={styles.stack}
          data-state={busy ? 'busy' : loadingEdit ? 'loading' : 'ready'}
          data-step={flowState.step}
        >
          <SaveError error={form.error} onDismiss={() => form.setError(null)} />
          {form.loadFailed ? <Banner tone="danger">{loadFailedText}</Banner> : null}
          {loadingEdit ? (
            <Spinner showLabel />
          ) : (
            <fieldset disabled={busy} className={styles.fieldset}>
              {children}
            </fieldset>
          )}
        </div>
      </Dialog>
      {uploads ? (
        <UploadingFilesModal
          open={form.open && flowState.step === 'uploading'}
          uploads={flowState.uploads}
          onCancel={() => flow.cancel()}
        />
      ) : null}
    </>
  );
}
