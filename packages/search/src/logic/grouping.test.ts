import type { SearchResultItem } from '@console/core';
import { describe, expect, it, vi } from 'vitest';
import { flattenGroups, groupResults, resultKey } from './grouping';

const item = (type: string, id: number, score: number): SearchResultItem => ({
  type,
  id,
  name: `${type} ${id}`,
  score,
});

describe('grouping results (001 §2.1, §4)', () => {
  it('splits exact (score 100) from suggested, each by score descending', () => {
    const groups = groupResults([
      item('DEVICE', 1, 80),
      item('DEVICE', 2, 100),
      item('ORGANIZATION', 3, 95),
      item('POLICY', 4, 100),
      item('TICKET', 5, 99.5),
    ]);
    expect(groups.exact.map(resultKey)).toEqual(['DEVICE:2', 'POLICY:4']);
    expect(groups.suggested.map((r) => r.score)).toEqual([99.5, 95, 80]);
    expect(flattenGroups(groups).map(resultKey)).toEqual([
      'DEVICE:2',
      'POLICY:4',
      'TICKET:5',
      'ORGANIZATION:3',
      'DEVICE:1',
    ]);
  });

  it('treats a score above 99.99 as exact', () => {
    const groups = groupResults([item('ADMINISTRATION', 1, 99.995), item('ADMINISTRATION', 2, 99.99)]);
    expect(groups.exact).toHaveLength(1);
    expect(groups.exact[0]?.score).toBe(100);
    expect(groups.suggested).toHaveLength(1);
  });

  it('skips and reports an unknown type', () => {
    const onUnknownType = vi.fn();
    const groups = groupResults([item('SPACESHIP', 1, 100), item('DEVICE', 2, 100)], { onUnknownType });
    expect(flattenGroups(groups).map(resultKey)).toEqual(['DEVICE:2']);
    expect(onUnknownType).toHaveBeenCalledWith(expect.objectContaining({ type: 'SPACESHIP' }));
  });

  it('keeps a result listed twice once, with its best score', () => {
    const groups = groupResults([item('DEVICE', 2, 70), item('DEVICE', 2, 100)]);
    expect(flattenGroups(groups)).toHaveLength(1);
    expect(groups.exact[0]?.score).toBe(100);
  });
});
