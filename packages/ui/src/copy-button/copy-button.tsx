import { useMessage } from '@console/core/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from '../button/button';
import { IconButton } from '../button/icon-button';
import { AlertIcon, CheckIcon, CopyIcon } from '../internal/icons';
import * as styles from './copy-button.css';

/** How long the button shows 'Copied', in milliseconds (002 §9). */
export const COPIED_DURATION = 3000;

/** The state of a {@link CopyButton}, also its `data-state`. */
export type CopyButtonState = 'idle' | 'copied' | 'error';

/** Props of {@link CopyButton}. */
export interface CopyButtonProps
  extends Omit<ButtonProps, 'onClick' | 'children' | 'loading' | 'icon' | 'onError' | 'onCopy'> {
  /** The text put on the clipboard. */
  text: string;
  /**
   * The button's text while idle (and its accessible name).
   * @default the catalogue's 'Copy'
   */
  label?: string;
  /**
   * Show only the icon, with the label as tooltip.
   * @default false
   */
  iconOnly?: boolean;
  /**
   * Milliseconds the 'Copied' state lasts before the button is idle again.
   * @default 3000
   */
  copiedDuration?: number;
  /** Called after the text was copied. */
  onCopy?: (text: string) => void;
  /** Called when copying failed. */
  onCopyError?: (error: unknown) => void;
  /**
   * Writes to the clipboard. Replace it where `navigator.clipboard` is unavailable (e.g. an iframe
   * without the clipboard-write permission).
   * @default navigator.clipboard.writeText
   */
  writeText?: (text: string) => Promise<void>;
}

function reasonOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

/**
 * Copies `text` to the clipboard: idle, then 'Copied' for 3 seconds, then idle again (002 §4.7). On
 * failure it shows 'Could not copy text: {reason}' until the next attempt. State shows as
 * `data-state="idle|copied|error"`; 'Copied' is also announced through a status message.
 *
 * @example
 * ```tsx
 * <CopyButton text={installerUrl} />
 * <CopyButton text={deviceId} iconOnly label="Copy device ID" size="sm" />
 * ```
 */
export function CopyButton({
  text,
  label,
  iconOnly = false,
  copiedDuration = COPIED_DURATION,
  onCopy,
  onCopyError,
  writeText,
  variant,
  size,
  className,
  ...props
}: CopyButtonProps) {
  const t = useMessage();
  const [state, setState] = useState<CopyButtonState>('idle');
  const [reason, setReason] = useState('');
  // Bumped on each successful copy so a second copy restarts the 3 s.
  const [copies, setCopies] = useState(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (state !== 'copied' || copies === 0) return;
    const timer = setTimeout(() => setState('idle'), copiedDuration);
    return () => clearTimeout(timer);
  }, [state, copies, copiedDuration]);

  const copy = useCallback(async () => {
    try {
      const write =
        writeText ??
        (typeof navigator !== 'undefined' && navigator.clipboard
          ? (value: string) => navigator.clipboard.writeText(value)
          : null);
      if (!write) throw new Error(t('ui.copyButton.unavailable'));
      await write(text);
      if (!mounted.current) return;
      setState('copied');
      setCopies((n) => n + 1);
      onCopy?.(text);
    } catch (error) {
      if (!mounted.current) return;
      setReason(reasonOf(error, t('ui.copyButton.unavailable')));
      setState('error');
      onCopyError?.(error);
    }
  }, [text, writeText, onCopy, onCopyError, t]);

  const idleLabel = label ?? t('ui.copyButton.copy');
  const copiedLabel = t('ui.copyButton.copied');
  const current = state === 'copied' ? copiedLabel : idleLabel;
  const icon =
    state === 'copied' ? (
      <span className={styles.copiedIcon}>
        <CheckIcon />
      </span>
    ) : (
      <CopyIcon />
    );

  return (
    <span className={[styles.wrapper, className].filter(Boolean).join(' ')} data-state={state}>
      {iconOnly ? (
        <IconButton {...props} label={current} icon={icon} variant={variant} size={size} onClick={copy} />
      ) : (
        <Button {...props} icon={icon} variant={variant} size={size} onClick={copy}>
          {current}
        </Button>
      )}
      <span role="status" className={styles.visuallyHidden}>
        {state === 'copied' ? copiedLabel : ''}
      </span>
      {state === 'error' ? (
        <span role="alert" className={styles.error}>
          <AlertIcon />
          {t('ui.copyButton.error', { reason })}
        </span>
      ) : null}
    </span>
  );
}
