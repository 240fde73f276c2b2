import { useMessage } from '@console/core/react';
import { SpinnerIcon } from '../internal/icons';
import * as styles from './spinner.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /**
   * Width and height of the ring.
   * @default '1em'
   */
  size?: number | string;
  /**
   * Announce the spinner as a status with this text (shown beside the ring when `showLabel`).
   * `true` uses the catalogue's 'Loading'; `false` makes it purely decorative, for controls that
   * announce their busy state themselves (e.g. a button with `aria-busy`).
   * @default true
   */
  label?: string | boolean;
  /**
   * Show the label text next to the ring instead of only announcing it.
   * @default false
   */
  showLabel?: boolean;
  /** Extra class on the outer element. */
  className?: string;
}

/**
 * A rotating ring for work in progress. Slows down under `prefers-reduced-motion`.
 *
 * @example
 * ```tsx
 * <Spinner showLabel />
 * ```
 */
export function Spinner({ size = '1em', label = true, showLabel = false, className }: SpinnerProps) {
  const t = useMessage();
  const icon = <SpinnerIcon size={size} className={styles.spinner} />;
  if (label === false) {
    return className ? <span className={className}>{icon}</span> : icon;
  }
  const text = label === true ? t('ui.loading') : label;
  return (
    <span
      role="status"
      className={[styles.labelled, className].filter(Boolean).join(' ')}
      aria-label={showLabel ? undefined : text}
      data-state="loading"
    >
      {icon}
      {showLabel ? <span>{text}</span> : null}
    </span>
  );
}
