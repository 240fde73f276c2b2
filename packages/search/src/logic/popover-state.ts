/**
 * What the popover shows (001 §2.1): recent searches when the box is empty, skeleton rows while
 * loading, results grouped into exact and suggested, the 'No results found' alert, or an error.
 */
export type PopoverState = 'closed' | 'recent' | 'loading' | 'results' | 'empty' | 'error';

/** Inputs of {@link popoverState}. */
export interface PopoverStateInput {
  open: boolean;
  /** A search would run for the current text (not empty, not whitespace). */
  searchable: boolean;
  loading: boolean;
  failed: boolean;
  resultCount: number;
}

/**
 * The popover's state from the search's.
 * @example popoverState({ open: true, searchable: false, loading: false, failed: false, resultCount: 0 }) // 'recent'
 */
export function popoverState(input: PopoverStateInput): PopoverState {
  if (!input.open) return 'closed';
  if (!input.searchable) return 'recent';
  if (input.loading) return 'loading';
  if (input.resultCount > 0) return 'results';
  if (input.failed) return 'error';
  return 'empty';
}

/** The popover's height (001 §2.1, §9): results 420 px, the alert 200 px. */
export const POPOVER_HEIGHT = 420;
/** The popover's height while it shows the 'No results found' alert. */
export const POPOVER_ALERT_HEIGHT = 200;
/** Skeleton rows while loading (001 §2.1, §9). */
export const DEFAULT_SKELETON_ROWS = 3;

/**
 * The popover's CSS height for a state: automatic while loading or showing recents.
 * @example popoverHeight('results') // '420px'
 */
export function popoverHeight(state: PopoverState): string {
  if (state === 'results') return `${POPOVER_HEIGHT}px`;
  if (state === 'empty' || state === 'error') return `${POPOVER_ALERT_HEIGHT}px`;
  return 'auto';
}
