import { useMessage } from '@console/core/react';
import { type MouseEvent, type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { Button } from '../button/button';
import { ShellFrame } from '../internal/shell-frame';
import { useControllableState } from '../internal/use-controllable-state';
import * as styles from './editor-shell.css';
import { allows, type VetoableHandler } from './veto';

/**
 * Default target of the header logo: the system dashboard (002 §2.3).
 * @example
 * <EditorShell title="Script" logoHref={EDITOR_SHELL_LOGO_HREF} />
 */
export const EDITOR_SHELL_LOGO_HREF = '/#/systemDashboard/overview';

/** How an {@link EditorShell} takes its space. */
export type EditorShellLayout = 'fullscreen' | 'fill';

/** What the shell is doing: shown as `data-state`. */
export type EditorShellState = 'idle' | 'saving' | 'closing';

/** Props of {@link EditorShell}. */
export interface EditorShellProps {
  /** The editor's title, shown in the header as its heading. */
  title: ReactNode;
  /** The editor itself. */
  children?: ReactNode;
  /**
   * Saves the editor's content. The Save button shows only when this is given, and shows a spinner
   * while a returned promise is pending. Report failures inside the handler (e.g. a toast): a
   * rejection only ends the busy state.
   */
  onSave?: () => void | Promise<void>;
  /**
   * Disables the Save button (e.g. while the form is invalid or unchanged).
   * @default false
   */
  saveDisabled?: boolean;
  /**
   * Asked before the editor closes (Close button, or Escape in the full-screen layout). Return
   * `false`, or a promise of `false`, to keep it open, e.g. after an unsaved-changes prompt.
   */
  onClose?: VetoableHandler;
  /**
   * Whether the editor is shown (controlled). Leave out to let the shell hide itself once closing
   * is allowed.
   */
  open?: boolean;
  /**
   * Initial visibility when uncontrolled.
   * @default true
   */
  defaultOpen?: boolean;
  /** Called when the shell opens or closes (after `onClose` allowed it). */
  onOpenChange?: (open: boolean) => void;
  /**
   * Where the header logo links to.
   * @default '/#/systemDashboard/overview'
   */
  logoHref?: string;
  /**
   * Called when the logo is clicked; call `event.preventDefault()` to route with the host's own
   * navigation instead of following `logoHref`.
   */
  onLogoClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * The logo content.
   * @default a mark and the product name from the catalogue
   */
  logo?: ReactNode;
  /** Extra header content, placed before the Save and Close buttons. */
  headerActions?: ReactNode;
  /**
   * `fullscreen` covers the viewport as a modal layer (focus moves in, the page behind is inert,
   * Escape asks to close); `fill` fills its parent, for hosts that route to the editor as a page.
   * @default 'fullscreen'
   */
  layout?: EditorShellLayout;
  /** Extra class on the shell element. */
  className?: string;
}

/**
 * The full-screen editor frame (002 §2.3): a header with a logo linking to the system dashboard,
 * the title, a Save button (only with `onSave`) and a Close button that `onClose` may veto, then the
 * body. State shows as `data-state="idle|saving|closing"`.
 *
 * @example
 * ```tsx
 * <EditorShell
 *   title="New script"
 *   onSave={save}
 *   onClose={() => (dirty ? confirmDiscard() : true)}
 *   onOpenChange={(open) => !open && navigate('/administration/library')}
 * >
 *   <ScriptForm />
 * </EditorShell>
 * ```
 */
export function EditorShell({
  title,
  children,
  onSave,
  saveDisabled = false,
  onClose,
  open,
  defaultOpen = true,
  onOpenChange,
  logoHref = EDITOR_SHELL_LOGO_HREF,
  onLogoClick,
  logo,
  headerActions,
  layout = 'fullscreen',
  className,
}: EditorShellProps) {
  const t = useMessage();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const [state, setState] = useState<EditorShellState>('idle');
  const busy = useRef(false);

  const save = useCallback(async () => {
    if (!onSave || busy.current) return;
    busy.current = true;
    setState('saving');
    try {
      await onSave();
    } catch {
      // The host reports its own save errors; the shell only leaves the busy state.
    } finally {
      busy.current = false;
      setState('idle');
    }
  }, [onSave]);

  const requestClose = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setState('closing');
    const allowed = await allows(onClose);
    busy.current = false;
    setState('idle');
    if (allowed) setOpen(false);
  }, [onClose, setOpen]);

  if (!isOpen) return null;

  const header = (
    <header className={styles.header}>
      <a
        className={styles.logo}
        href={logoHref}
        aria-label={t('ui.editorShell.logoLabel')}
        onClick={onLogoClick}
        data-part="logo"
      >
        {logo ?? (
          <>
            <span className={styles.logoMark} aria-hidden="true" />
            <span>{t('ui.editorShell.logo')}</span>
          </>
        )}
      </a>
      <h1 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      <div className={styles.actions}>
        {headerActions}
        {onSave ? (
          <Button
            variant="primary"
            onClick={save}
            loading={state === 'saving'}
            disabled={saveDisabled || state === 'closing'}
          >
            {t('ui.save')}
          </Button>
        ) : null}
        <Button onClick={requestClose} loading={state === 'closing'} disabled={state === 'saving'}>
          {t('ui.close')}
        </Button>
      </div>
    </header>
  );
  return (
    <ShellFrame
      layout={layout}
      onClose={() => void requestClose()}
      initialFocus={titleRef}
      aria-labelledby={titleId}
      className={className ? `${styles.shell} ${className}` : styles.shell}
      data-state={state}
    >
      {header}
      <div className={styles.body} data-part="body">
        {children}
      </div>
    </ShellFrame>
  );
}
