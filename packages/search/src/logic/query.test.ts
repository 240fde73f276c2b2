import { describe, expect, it } from 'vitest';
import { popoverHeight, popoverState } from './popover-state';
import {
  isEditorRoute,
  isSearchable,
  normalizeQuery,
  parseResultsPageParams,
  resultsPageRoute,
  SEARCH_MAX_LENGTH,
  type SlashKeyEvent,
  shouldFocusOnSlash,
} from './query';

describe('queries (001 §4, §5)', () => {
  it('does not search an empty or whitespace query', () => {
    expect(isSearchable('')).toBe(false);
    expect(isSearchable('  \t ')).toBe(false);
    expect(isSearchable(' a ')).toBe(true);
  });

  it('trims and limits the text to 1024 characters', () => {
    expect(SEARCH_MAX_LENGTH).toBe(1024);
    expect(normalizeQuery(`  ${'x'.repeat(2000)}`)).toHaveLength(1022);
  });

  it('builds the full results page route', () => {
    expect(resultsPageRoute(' desk top ', 'devices')).toBe(
      '/search?searchValue=desk%20top&searchFilter=devices',
    );
    expect(resultsPageRoute('a&b=c', 'all')).toBe('/search?searchValue=a%26b%3Dc&searchFilter=all');
    expect(parseResultsPageParams({ searchValue: 'x', searchFilter: 'devices' })).toEqual({
      searchValue: 'x',
      searchFilter: 'devices',
    });
    expect(parseResultsPageParams({ searchValue: 42 })).toEqual({ searchValue: '42', searchFilter: 'all' });
  });
});

describe('the / shortcut (001 §2.1)', () => {
  const key = (extra: Partial<SlashKeyEvent> = {}): SlashKeyEvent => ({
    key: '/',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    defaultPrevented: false,
    target: null,
    ...extra,
  });

  it('focuses on a bare slash, not with modifiers or other keys', () => {
    expect(shouldFocusOnSlash(key())).toBe(true);
    expect(shouldFocusOnSlash(key({ ctrlKey: true }))).toBe(false);
    expect(shouldFocusOnSlash(key({ key: '?' }))).toBe(false);
    expect(shouldFocusOnSlash(key({ defaultPrevented: true }))).toBe(false);
  });

  it('stays off on editor pages', () => {
    expect(isEditorRoute('/editor/policy/4')).toBe(true);
    expect(isEditorRoute('#/editor/script/new')).toBe(true);
    expect(isEditorRoute('/editorial')).toBe(false);
    expect(shouldFocusOnSlash(key(), '/editor/user/3')).toBe(false);
    expect(shouldFocusOnSlash(key(), '/deviceSearch')).toBe(true);
  });
});

describe('the popover state and height (001 §2.1, §9)', () => {
  const base = { open: true, searchable: true, loading: false, failed: false, resultCount: 0 };

  it('shows recents when empty, skeletons while loading, then results or the alert', () => {
    expect(popoverState({ ...base, open: false })).toBe('closed');
    expect(popoverState({ ...base, searchable: false })).toBe('recent');
    expect(popoverState({ ...base, loading: true })).toBe('loading');
    expect(popoverState({ ...base, resultCount: 2 })).toBe('results');
    expect(popoverState(base)).toBe('empty');
    expect(popoverState({ ...base, failed: true })).toBe('error');
  });

  it('is 420 px for results, 200 px for the alert and automatic otherwise', () => {
    expect(popoverHeight('results')).toBe('420px');
    expect(popoverHeight('empty')).toBe('200px');
    expect(popoverHeight('loading')).toBe('auto');
    expect(popoverHeight('recent')).toBe('auto');
  });
});
