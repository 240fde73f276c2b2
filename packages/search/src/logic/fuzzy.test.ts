import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { createPatternMatcher, fieldNorm, fuzzySearch } from './fuzzy';

interface Doc {
  title: string;
  group: string;
  tags: string[];
}

const docs: Doc[] = [
  { title: 'Technicians', group: 'Accounts', tags: ['users', 'staff'] },
  { title: 'Technician roles', group: 'Accounts', tags: ['permissions'] },
  { title: 'Branding', group: 'General', tags: ['logo', 'white label'] },
  { title: 'Notification channels', group: 'Apps', tags: ['slack', 'teams', 'webhook'] },
  { title: 'Health status', group: 'Devices', tags: ['device health'] },
  { title: 'Organization custom fields', group: 'Organizations', tags: ['customer custom fields'] },
  { title: 'A very long page name that goes on beyond thirty-two characters', group: 'Misc', tags: [] },
  { title: 'Tasks', group: 'Tasks', tags: ['scheduled tasks', 'jobs'] },
];

const keys = [
  { name: 'title', weight: 1 },
  { name: 'group', weight: 0.1 },
  { name: 'tags', weight: 0.1 },
];
const queries = [
  'tech',
  'technicians',
  'TECHNICIAN',
  'techncian',
  'brnd',
  'branding',
  'slack',
  'health',
  'custom',
  'organisation',
  'tasks',
  'sk',
  'jobs',
  'a very long page name that goes on beyond thirty-two characters',
  'beyond thirty-two characters and some',
  'zzzz',
  'acc',
];

describe('the fuzzy matcher, against Fuse.js', () => {
  for (const options of [
    { threshold: 0.2, minMatchCharLength: 3 },
    { threshold: 0.6, minMatchCharLength: 1 },
    { threshold: 0.4, minMatchCharLength: 2 },
  ]) {
    it(`finds the same items with the same scores (threshold ${options.threshold}, min ${options.minMatchCharLength})`, () => {
      const fuse = new Fuse(docs, { keys, includeScore: true, ...options });
      const ours = [
        { name: 'title', weight: 1, get: (d: Doc) => d.title },
        { name: 'group', weight: 0.1, get: (d: Doc) => d.group },
        { name: 'tags', weight: 0.1, get: (d: Doc) => d.tags },
      ];
      for (const query of queries) {
        const expected = fuse.search(query);
        const actual = fuzzySearch(docs, ours, query, options);
        expect(
          actual.map((r) => r.refIndex),
          query,
        ).toEqual(expected.map((r) => r.refIndex));
        for (const [i, r] of actual.entries())
          expect(r.score, query).toBeCloseTo(expected[i]?.score ?? -1, 12);
      }
    });
  }

  it('scores a perfect match 0 and nothing for short patterns under the minimum', () => {
    const match = createPatternMatcher('tasks', { threshold: 0.2, minMatchCharLength: 3 });
    expect(match('Tasks')).toEqual({ isMatch: true, score: 0 });
    expect(createPatternMatcher('ta', { threshold: 0.2, minMatchCharLength: 3 })('ta').isMatch).toBe(false);
  });

  it('weighs short fields more', () => {
    expect(fieldNorm('Tasks')).toBe(1);
    expect(fieldNorm('Technician roles')).toBe(Math.round(1000 * Math.SQRT1_2) / 1000);
    expect(fieldNorm('   ')).toBe(1);
  });
});
