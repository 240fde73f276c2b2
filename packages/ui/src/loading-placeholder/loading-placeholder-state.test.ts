import { describe, expect, it } from 'vitest';
import {
  initialLoadingPlaceholderState,
  type LoadingPlaceholderEvent,
  type LoadingPlaceholderState,
  loadingPlaceholderReducer,
} from './loading-placeholder-state';

function run(loading: boolean, events: LoadingPlaceholderEvent[]): LoadingPlaceholderState {
  return events.reduce(loadingPlaceholderReducer, initialLoadingPlaceholderState(loading));
}

const stop = { type: 'loadingChanged', loading: false } as const;
const start = { type: 'loadingChanged', loading: true } as const;
const delay = { type: 'delayElapsed' } as const;
const minimum = { type: 'minimumElapsed' } as const;

describe('loadingPlaceholderReducer', () => {
  it('starts pending when loading and done when not', () => {
    expect(initialLoadingPlaceholderState(true).phase).toBe('pending');
    expect(initialLoadingPlaceholderState(false).phase).toBe('done');
  });

  it('never shows the placeholder when loading ends before the delay', () => {
    expect(run(true, [stop]).phase).toBe('done');
    expect(run(true, [stop, delay]).phase).toBe('done');
  });

  it('shows the placeholder once the delay elapses while loading', () => {
    expect(run(true, [delay]).phase).toBe('showing');
  });

  it('keeps showing until the minimum elapsed, even when loading ended', () => {
    expect(run(true, [delay, stop]).phase).toBe('showing');
    expect(run(true, [delay, stop, minimum]).phase).toBe('done');
  });

  it('keeps showing while loading after the minimum, then ends with the loading', () => {
    expect(run(true, [delay, minimum]).phase).toBe('showing');
    expect(run(true, [delay, minimum, stop]).phase).toBe('done');
  });

  it('starts over when loading begins again after done', () => {
    const state = run(true, [delay, minimum, stop, start]);
    expect(state).toEqual({ phase: 'pending', loading: true, minimumElapsed: false });
    expect(run(true, [delay, minimum, stop, start, delay, stop]).phase).toBe('showing');
  });

  it('ignores stray timer events', () => {
    const done = run(false, [delay, minimum]);
    expect(done.phase).toBe('done');
    expect(run(true, [minimum]).phase).toBe('pending');
    const flicker = run(true, [delay, stop, start]);
    expect(flicker.phase).toBe('showing');
    expect(loadingPlaceholderReducer(flicker, start)).toBe(flicker);
  });
});
