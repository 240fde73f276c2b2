import { useMessage } from '@console/core/react';
import * as styles from './skeleton.css';

/** Widths of a row's bars (any CSS length), or a function of the row index that returns them. */
export type SkeletonBars = readonly string[] | ((row: number) => readonly string[]);

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /**
   * Number of loading rows.
   * @default 3
   */
  rows?: number;
  /**
   * The bars of each row, as CSS widths; a function gets the row index (0-based) so rows can differ.
   * @default ['100%']
   */
  bars?: SkeletonBars;
  /**
   * Announced name of the status.
   * @default the catalogue's 'Loading'
   */
  label?: string;
  /** Extra class on the outer element. */
  className?: string;
}

const DEFAULT_BARS: readonly string[] = ['100%'];

/**
 * Grey pulsing rows that stand in for content while it loads (the pulse stops under
 * `prefers-reduced-motion`). The whole block is one `status` named `label`, with
 * `data-state="loading"`; the bars are hidden from assistive technology. Use it when the loading
 * state is already decided (a query's pending state); {@link LoadingPlaceholder} adds the
 * show-after-800-ms timing around content.
 *
 * @example
 * ```tsx
 * <Skeleton rows={3} bars={['30%', '12%', '20%']} label={t('search.loading')} />
 * <Skeleton bars={(row) => ['18%', `${55 - row * 8}%`]} />
 * ```
 */
export function Skeleton({ rows = 3, bars = DEFAULT_BARS, label, className }: SkeletonProps) {
  const t = useMessage();
  const rowKeys = Array.from({ length: Math.max(0, rows) }, (_, index) => index);
  return (
    <div
      role="status"
      aria-label={label ?? t('ui.loading')}
      data-state="loading"
      className={className ? `${styles.skeleton} ${className}` : styles.skeleton}
    >
      {rowKeys.map((row) => {
        const widths = typeof bars === 'function' ? bars(row) : bars;
        return (
          <div key={row} className={styles.skeletonRow} aria-hidden="true" data-part="row">
            {widths.map((width, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: bars are identical placeholders
              <span key={index} className={styles.skeletonBar} style={{ width }} data-part="bar" />
            ))}
          </div>
        );
      })}
    </div>
  );
}
