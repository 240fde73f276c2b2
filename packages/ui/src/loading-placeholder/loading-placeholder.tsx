import { useMessage } from '@console/core/react';
import { type ReactNode, useEffect, useReducer } from 'react';
import * as styles from './loading-placeholder.css';
import {
  initialLoadingPlaceholderState,
  LOADING_PLACEHOLDER_DELAY,
  LOADING_PLACEHOLDER_MIN_DURATION,
  type LoadingPlaceholderPhase,
  loadingPlaceholderReducer,
} from './loading-placeholder-state';
import { Spinner } from './spinner';

/** Options of {@link useLoadingPlaceholder}. */
export interface LoadingPlaceholderTiming {
  /**
   * Milliseconds of loading before the placeholder shows.
   * @default 800
   */
  delay?: number;
  /**
   * Milliseconds the placeholder stays once shown, even if loading ends sooner.
   * @default 1000
   */
  minDuration?: number;
}

/**
 * The placeholder's phase for a `loading` flag: `pending` for the first `delay` ms, then `showing`
 * for at least `minDuration` ms, then `done`. For partners who draw their own placeholder.
 *
 * @example
 * ```tsx
 * const phase = useLoadingPlaceholder(query.isPending);
 * if (phase === 'pending') return null;
 * if (phase === 'showing') return <MySkeleton />;
 * return <Table rows={query.data} />;
 * ```
 */
export function useLoadingPlaceholder(
  loading: boolean,
  {
    delay = LOADING_PLACEHOLDER_DELAY,
    minDuration = LOADING_PLACEHOLDER_MIN_DURATION,
  }: LoadingPlaceholderTiming = {},
): LoadingPlaceholderPhase {
  const [stored, dispatch] = useReducer(loadingPlaceholderReducer, loading, initialLoadingPlaceholderState);
  // Apply the current prop during render so a short load goes straight to the content.
  const state = loadingPlaceholderReducer(stored, { type: 'loadingChanged', loading });

  useEffect(() => {
    dispatch({ type: 'loadingChanged', loading });
  }, [loading]);

  useEffect(() => {
    if (state.phase === 'pending') {
      const timer = setTimeout(() => dispatch({ type: 'delayElapsed' }), delay);
      return () => clearTimeout(timer);
    }
    if (state.phase === 'showing' && !state.minimumElapsed) {
      const timer = setTimeout(() => dispatch({ type: 'minimumElapsed' }), minDuration);
      return () => clearTimeout(timer);
    }
    return undefined;
    // The timers belong to a phase: they restart only when the phase (or the minimum flag) changes.
  }, [state.phase, state.minimumElapsed, delay, minDuration]);

  return state.phase;
}

/** Props of {@link LoadingPlaceholder}. */
export interface LoadingPlaceholderProps extends LoadingPlaceholderTiming {
  /** Whether the content is loading. */
  loading: boolean;
  /** The content, shown when done. A function is called only then (when the data exists). */
  children?: ReactNode | (() => ReactNode);
  /**
   * What shows while loading: grey lines or a spinner.
   * @default 'skeleton'
   */
  variant?: 'skeleton' | 'spinner';
  /**
   * Number of skeleton lines.
   * @default 3
   */
  lines?: number;
  /** A custom placeholder instead of the skeleton or spinner. */
  placeholder?: ReactNode;
  /**
   * Announced text while the placeholder shows.
   * @default the catalogue's 'Loading'
   */
  label?: string;
  /** Extra class on the placeholder. */
  className?: string;
}

/**
 * Shows nothing for the first 800 ms of loading (fast loads never flash), then a skeleton or spinner
 * that stays at least 1000 ms once shown, then the content (002 §4.7, §9). The placeholder is a
 * `status` marked `aria-busy`, with `data-state="loading"`.
 *
 * @example
 * ```tsx
 * <LoadingPlaceholder loading={devices.isPending}>{() => <DeviceTable rows={devices.data} />}</LoadingPlaceholder>
 * ```
 */
export function LoadingPlaceholder({
  loading,
  children,
  variant = 'skeleton',
  lines = 3,
  placeholder,
  label,
  delay,
  minDuration,
  className,
}: LoadingPlaceholderProps) {
  const t = useMessage();
  const phase = useLoadingPlaceholder(loading, { delay, minDuration });
  if (phase === 'pending') return null;
  if (phase === 'done') return <>{typeof children === 'function' ? children() : children}</>;
  const text = label ?? t('ui.loading');
  const lineKeys = Array.from({ length: Math.max(1, lines) }, (_, index) => `line-${index}`);
  return (
    <div
      role="status"
      aria-busy="true"
      data-state="loading"
      data-variant={placeholder ? 'custom' : variant}
      className={[variant === 'spinner' && !placeholder ? styles.spinner : styles.skeleton, className]
        .filter(Boolean)
        .join(' ')}
    >
      <span className={styles.visuallyHidden}>{text}</span>
      {placeholder ??
        (variant === 'spinner' ? (
          <Spinner label={false} />
        ) : (
          lineKeys.map((key) => <span key={key} className={styles.line} aria-hidden="true" />)
        ))}
    </div>
  );
}
