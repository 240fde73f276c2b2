import {
  Dialog as AriakitDialog,
  DialogDescription,
  DialogDismiss,
  DialogHeading,
} from '@ariakit/react/dialog';
import { useMessage } from '@console/core/react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../button/button';
import { IconButton } from '../button/icon-button';
import { CloseIcon } from '../internal/icons';
import { PortalLayerProvider, usePortalElement } from '../theme/theme-root';
import * as styles from './dialog.css';

/** Width of a {@link Dialog}: 400, 560, 800 or 1040 px, or the whole viewport. */
export type DialogSize = 'sm' | 'md' | 'lg' | 'xl' | 'fullscreen';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Whether the dialog shows. */
  open: boolean;
  /** Called with `false` when the dialog asks to close (close button, Escape, outside click). */
  onOpenChange: (open: boolean) => void;
  /** The heading; also the dialog's accessible name. */
  title: ReactNode;
  /** A line under the title; also the dialog's accessible description. */
  description?: ReactNode;
  /**
   * Maximum width.
   * @default 'md'
   */
  size?: DialogSize;
  /** A fixed body height (number = pixels, e.g. `596`); the body scrolls inside it. */
  bodyHeight?: number | string;
  /** The action row, e.g. Cancel and Save buttons. */
  footer?: ReactNode;
  /**
   * Hide the close button in the header.
   * @default false
   */
  hideCloseButton?: boolean;
  /**
   * Escape and a click outside close the dialog. Turn off for dialogs that must be answered.
   * @default true
   */
  dismissible?: boolean;
  /**
   * Work in progress: the dialog cannot be closed (close button disabled, Escape and outside clicks
   * ignored) and is marked `aria-busy`.
   * @default false
   */
  busy?: boolean;
  /** The body. */
  children?: ReactNode;
  /** Extra class on the dialog box. */
  className?: string;
}

/**
 * A modal dialog on Ariakit Dialog: traps focus, returns it to where it was on close, renders in a
 * portal that keeps the theme. State shows as `data-state="open|busy"`.
 *
 * @example
 * ```tsx
 * <Dialog open={open} onOpenChange={setOpen} title="Reboot schedule" footer={<Button>Save</Button>}>
 *   ...
 * </Dialog>
 * ```
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  bodyHeight,
  footer,
  hideCloseButton = false,
  dismissible = true,
  busy = false,
  children,
  className,
}: DialogProps) {
  const t = useMessage();
  const portalElement = usePortalElement();
  const canDismiss = dismissible && !busy;
  return (
    <AriakitDialog
      open={open}
      onClose={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onOpenChange(false);
      }}
      portalElement={portalElement}
      backdrop={<div className={styles.backdrop} />}
      hideOnEscape={canDismiss}
      hideOnInteractOutside={canDismiss}
      unmountOnHide
      aria-busy={busy || undefined}
      data-state={busy ? 'busy' : 'open'}
      data-size={size}
      className={[styles.dialog({ size }), className].filter(Boolean).join(' ')}
    >
      {/* Menus, selects and popovers opened in the dialog paint over it (000: row menus in dialogs). */}
      <PortalLayerProvider value="modal">
        <div className={styles.header}>
          <DialogHeading className={styles.title}>{title}</DialogHeading>
          {hideCloseButton ? null : (
            <DialogDismiss
              render={
                <IconButton
                  label={t('ui.close')}
                  icon={<CloseIcon />}
                  size="sm"
                  tooltipPlacement={false}
                  disabled={busy}
                  className={styles.close}
                />
              }
            />
          )}
        </div>
        {description ? (
          <DialogDescription className={styles.description}>{description}</DialogDescription>
        ) : null}
        <div className={styles.body} style={bodyHeight === undefined ? undefined : { height: bodyHeight }}>
          {children}
        </div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </PortalLayerProvider>
    </AriakitDialog>
  );
}

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Whether the dialog shows. */
  open: boolean;
  /** Called with `false` when the dialog closes (cancel, Escape, outside click, confirmed). */
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. "Disable maintenance mode?". */
  title: ReactNode;
  /** The body: what will happen. */
  children?: ReactNode;
  /** Text of the confirm button, e.g. "Delete". */
  confirmLabel: ReactNode;
  /**
   * Text of the cancel button.
   * @default the catalogue's 'Cancel'
   */
  cancelLabel?: ReactNode;
  /**
   * `danger` makes the confirm button red, for destructive actions.
   * @default 'primary'
   */
  tone?: 'primary' | 'danger';
  /**
   * The action. While its promise runs the confirm button shows a spinner and the dialog cannot be
   * closed; on success the dialog closes; on rejection it stays open with the button enabled again.
   * Report the failure yourself (e.g. a toast) before rethrowing: the dialog does not show it.
   */
  onConfirm: () => void | Promise<void>;
  /**
   * Maximum width.
   * @default 'sm'
   */
  size?: DialogSize;
}

/**
 * A yes/no question with a busy state for async actions.
 *
 * @example
 * ```tsx
 * <ConfirmDialog open={open} onOpenChange={setOpen} title="Delete policy?" confirmLabel="Delete"
 *   tone="danger" onConfirm={() => deletePolicy(id)}>
 *   This cannot be undone.
 * </ConfirmDialog>
 * ```
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  onConfirm,
  size = 'sm',
}: ConfirmDialogProps) {
  const t = useMessage();
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const confirm = useCallback(async () => {
    setBusy(true);
    let succeeded = false;
    try {
      await onConfirm();
      succeeded = true;
    } catch {
      // Stays open so the user can retry; the caller reports the failure.
    }
    if (!mounted.current) return;
    setBusy(false);
    if (succeeded) onOpenChange(false);
  }, [onConfirm, onOpenChange]);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size={size}
      busy={busy}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            {cancelLabel ?? t('ui.cancel')}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={busy} onClick={confirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
