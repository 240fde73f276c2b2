import { EXACT_SCORE, type SearchResultItem, type SearchResultType, searchResultTypes } from '@console/core';

/**
 * A search result whose type this widget knows.
 * @example const result: SearchResult = { type: 'DEVICE', id: 7, name: 'DESKTOP-7', score: 100 };
 */
export type SearchResult = Omit<SearchResultItem, 'type'> & { type: SearchResultType };

/** The results split as the popover and the results page show them (001 §2.1, §4). */
export interface GroupedResults {
  /** Score 100, by score descending. */
  exact: SearchResult[];
  /** The others, by score descending. */
  suggested: SearchResult[];
}

const KNOWN = new Set<string>(searchResultTypes);

/**
 * Whether a result's type is one of 001 §3's.
 * @example isKnownResult({ type: 'DEVICE', ... }) // true
 */
export function isKnownResult(item: Pick<SearchResultItem, 'type'>): item is SearchResult {
  return KNOWN.has(item.type);
}

/**
 * A stable key of a result: type and id.
 * @example resultKey({ type: 'DEVICE', id: 7 }) // 'DEVICE:7'
 */
export function resultKey(item: Pick<SearchResultItem, 'type' | 'id'>): string {
  return `${item.type}:${item.id}`;
}

/** Options of {@link groupResults}. */
export interface GroupResultsOptions {
  /** Called once per result of an unknown type, which is skipped (001 §3, §8). */
  onUnknownType?: (item: SearchResultItem) => void;
}

/**
 * Splits results into exact (score 100) and suggested, each sorted by score descending (ties keep
 * their order). Unknown types are skipped and reported; a result listed twice (same type and id)
 * is kept once, with its best score. Scores above 99.99 count as exact (001 §4).
 * @example groupResults([...answer.exact, ...answer.suggested, ...adminMatches])
 */
export function groupResults(
  items: readonly SearchResultItem[],
  options: GroupResultsOptions = {},
): GroupedResults {
  const best = new Map<string, SearchResult>();
  for (const item of items) {
    if (!isKnownResult(item)) {
      options.onUnknownType?.(item);
      continue;
    }
    const key = resultKey(item);
    const seen = best.get(key);
    if (!seen || item.score > seen.score) best.set(key, item);
  }
  const sorted = [...best.values()]
    .map((item) => (item.score > 99.99 ? { ...item, score: EXACT_SCORE } : item))
    .sort((a, b) => b.score - a.score);
  return {
    exact: sorted.filter((item) => item.score >= EXACT_SCORE),
    suggested: sorted.filter((item) => item.score < EXACT_SCORE),
  };
}

/**
 * The results in the order keyboard navigation and paging follow: exact, then suggested.
 * @example flattenGroups(groupResults(items))[0]
 */
export function flattenGroups(groups: GroupedResults): SearchResult[] {
  return [...groups.exact, ...groups.suggested];
}
