/** Milliseconds of loading before the placeholder appears (002 §9). */
export const LOADING_PLACEHOLDER_DELAY = 800;
/** Once shown, the placeholder stays at least this many milliseconds (002 §9). */
export const LOADING_PLACEHOLDER_MIN_DURATION = 1000;

/**
 * Where a loading placeholder is: `pending` (loading, nothing shown yet), `showing` (the placeholder is
 * up), `done` (the content shows).
 */
export type LoadingPlaceholderPhase = 'pending' | 'showing' | 'done';

/** The placeholder's state: its phase plus what the timers and the host have said. */
export interface LoadingPlaceholderState {
  phase: LoadingPlaceholderPhase;
  /** The host's latest `loading` value. */
  loading: boolean;
  /** Whether the placeholder has been up for the minimum duration. */
  minimumElapsed: boolean;
}

/** What can happen to a loading placeholder. */
export type LoadingPlaceholderEvent =
  | { type: 'loadingChanged'; loading: boolean }
  | { type: 'delayElapsed' }
  | { type: 'minimumElapsed' };

/** The state for a placeholder first rendered with `loading`. */
export function initialLoadingPlaceholderState(loading: boolean): LoadingPlaceholderState {
  return { phase: loading ? 'pending' : 'done', loading, minimumElapsed: false };
}

/**
 * The placeholder's transitions, free of timers and React: loading shorter than the delay never shows
 * the placeholder; once shown it stays until both the loading ended and the minimum elapsed; loading
 * again after done starts over.
 *
 * @example
 * ```ts
 * let state = initialLoadingPlaceholderState(true);            // pending
 * state = loadingPlaceholderReducer(state, { type: 'delayElapsed' });   // showing
 * state = loadingPlaceholderReducer(state, { type: 'loadingChanged', loading: false }); // still showing
 * state = loadingPlaceholderReducer(state, { type: 'minimumElapsed' }); // done
 * ```
 */
export function loadingPlaceholderReducer(
  state: LoadingPlaceholderState,
  event: LoadingPlaceholderEvent,
): LoadingPlaceholderState {
  switch (event.type) {
    case 'loadingChanged': {
      if (event.loading === state.loading) return state;
      if (event.loading) {
        return state.phase === 'done'
          ? { phase: 'pending', loading: true, minimumElapsed: false }
          : { ...state, loading: true };
      }
      if (state.phase === 'pending') return { phase: 'done', loading: false, minimumElapsed: false };
      if (state.phase === 'showing' && state.minimumElapsed) {
        return { phase: 'done', loading: false, minimumElapsed: false };
      }
      return { ...state, loading: false };
    }
    case 'delayElapsed':
      if (state.phase !== 'pending' || !state.loading) return state;
      return { phase: 'showing', loading: true, minimumElapsed: false };
    case 'minimumElapsed':
      if (state.phase !== 'showing') return state;
      if (!state.loading) return { phase: 'done', loading: false, minimumElapsed: false };
      return { ...state, minimumElapsed: true };
  }
}
