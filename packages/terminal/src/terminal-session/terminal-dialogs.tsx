import { useMessage } from '@console/core/react';
import { ConfirmDialog, Dialog } from '@console/ui';
import type { TerminalDialog } from '../logic/terminal-rules';
import * as styles from './terminal-session.css';

/** Props of {@link TerminalDialogs}. */
export interface TerminalDialogsProps {
  /** The error dialog to show (001 §8), or null. */
  dialog: TerminalDialog | null;
  /** Closes the error dialog. */
  onDismiss: () => void;
  /** Whether the exit confirmation shows. */
  confirmingExit: boolean;
  /** Opens or closes the exit confirmation. */
  onConfirmingExitChange: (open: boolean) => void;
  /** Exits the session (the confirmation's Exit). */
  onExit: () => void;
}

/**
 * The terminal's error dialog and exit confirmation, loaded by `TerminalSession` the first time one
 * of them opens.
 */
export function TerminalDialogs({
  dialog,
  onDismiss,
  confirmingExit,
  onConfirmingExitChange,
  onExit,
}: TerminalDialogsProps) {
  const t = useMessage();
  return (
    <>
      <Dialog
        open={dialog !== null}
        onOpenChange={(open) => {
          if (!open) onDismiss();
        }}
        title={dialog ? t(dialog.title) : ''}
      >
        <p className={styles.dialogText}>
          {dialog ? ('key' in dialog.body ? t(dialog.body.key) : dialog.body.text) : null}
        </p>
      </Dialog>
      <ConfirmDialog
        open={confirmingExit}
        onOpenChange={onConfirmingExitChange}
        title={t('terminal.exitTitle')}
        confirmLabel={t('terminal.exit')}
        onConfirm={onExit}
      >
        {t('terminal.exitBody')}
      </ConfirmDialog>
    </>
  );
}
