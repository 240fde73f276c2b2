import { describe, expect, it } from 'vitest';
import { allMessages } from '../messages/all';
import {
  addTag,
  addTags,
  DEFAULT_TAG_MAX,
  isValidTag,
  normalizeTag,
  removeTag,
  tagErrorMessageKey,
  tagRestrictions,
} from './tag-rules';

/** Read by any key: other packages add their own sections to `MessageKey`. */
const defaultMessages: Readonly<Record<string, string>> = allMessages;

describe('normalizeTag', () => {
  it('removes every whitespace character', () => {
    expect(normalizeTag('  10.0.0.1 \t')).toBe('10.0.0.1');
    expect(normalizeTag('a b\nc')).toBe('abc');
    expect(normalizeTag('   ')).toBe('');
  });
});

describe('isValidTag', () => {
  it('accepts any non-empty tag without a restriction', () => {
    expect(isValidTag('anything')).toBe(true);
    expect(isValidTag('')).toBe(false);
  });

  it('checks whole numbers', () => {
    expect(isValidTag('0', 'number')).toBe(true);
    expect(isValidTag('123456', 'number')).toBe(true);
    expect(isValidTag('1.5', 'number')).toBe(false);
    expect(isValidTag('-1', 'number')).toBe(false);
    expect(isValidTag('12a', 'number')).toBe(false);
  });

  it('checks ports from 1 to 65535', () => {
    expect(isValidTag('1', 'port')).toBe(true);
    expect(isValidTag('65535', 'port')).toBe(true);
    expect(isValidTag('0', 'port')).toBe(false);
    expect(isValidTag('65536', 'port')).toBe(false);
    expect(isValidTag('http', 'port')).toBe(false);
  });

  it('checks IPv4 addresses', () => {
    expect(isValidTag('192.168.1.10', 'ipv4')).toBe(true);
    expect(isValidTag('256.1.1.1', 'ipv4')).toBe(false);
    expect(isValidTag('10.0.0', 'ipv4')).toBe(false);
  });

  it('checks emails', () => {
    expect(isValidTag('ops@example.com', 'email')).toBe(true);
    expect(isValidTag('ops@example', 'email')).toBe(false);
  });

  it('checks disk volumes of at most 32 characters', () => {
    expect(isValidTag('C:\\', 'volume')).toBe(true);
    expect(isValidTag('DATA', 'volume')).toBe(true);
    expect(isValidTag('x'.repeat(32), 'volume')).toBe(true);
    expect(isValidTag('x'.repeat(33), 'volume')).toBe(false);
    expect(isValidTag('bad|name', 'volume')).toBe(false);
  });

  it('checks drive letters with or without a colon', () => {
    expect(isValidTag('C', 'driveLetter')).toBe(true);
    expect(isValidTag('c:', 'driveLetter')).toBe(true);
    expect(isValidTag('CD', 'driveLetter')).toBe(false);
    expect(isValidTag('1:', 'driveLetter')).toBe(false);
    expect(isValidTag('C:\\', 'driveLetter')).toBe(false);
  });
});

describe('tagErrorMessageKey', () => {
  it('gives volumes and drive letters the spec message', () => {
    expect(defaultMessages[tagErrorMessageKey('volume')]).toBe('Please enter a valid volume');
    expect(defaultMessages[tagErrorMessageKey('driveLetter')]).toBe('Please enter a valid volume');
  });

  it('has a catalogue message for every restriction', () => {
    for (const restriction of tagRestrictions) {
      expect(defaultMessages[tagErrorMessageKey(restriction)]).toMatch(/^Please enter a valid /);
    }
  });
});

describe('addTag', () => {
  it('adds a normalized tag', () => {
    expect(addTag(['a'], ' b ')).toEqual({ tags: ['a', 'b'], outcome: 'added', tag: 'b' });
  });

  it('ignores empty entries and returns the same list', () => {
    const tags = ['a'];
    const result = addTag(tags, '   ');
    expect(result.outcome).toBe('empty');
    expect(result.tags).toBe(tags);
  });

  it('ignores duplicates unless allowed', () => {
    expect(addTag(['a'], 'a').outcome).toBe('duplicate');
    expect(addTag(['a'], 'a', { allowDuplicates: true }).tags).toEqual(['a', 'a']);
  });

  it('stops at the maximum', () => {
    const full = Array.from({ length: DEFAULT_TAG_MAX }, (_, i) => String(i));
    expect(addTag(full, 'new', { max: DEFAULT_TAG_MAX }).outcome).toBe('limit');
    expect(addTag(full.slice(1), 'new', { max: DEFAULT_TAG_MAX }).outcome).toBe('added');
    expect(addTag(full, 'new').outcome).toBe('added');
  });

  it('refuses entries that break the restriction', () => {
    expect(addTag([], '70000', { restriction: 'port' })).toEqual({
      tags: [],
      outcome: 'invalid',
      tag: '70000',
    });
  });
});

describe('addTags', () => {
  it('splits pasted text on whitespace and commas', () => {
    expect(addTags([], '1.1.1.1, 8.8.8.8\n9.9.9.9', { restriction: 'ipv4' })).toMatchObject({
      tags: ['1.1.1.1', '8.8.8.8', '9.9.9.9'],
      outcome: 'added',
      rest: '',
    });
  });

  it('stops at the first invalid piece and keeps the rest', () => {
    expect(addTags([], '80 http 443', { restriction: 'port' })).toMatchObject({
      tags: ['80'],
      outcome: 'invalid',
      tag: 'http',
      rest: 'http 443',
    });
  });

  it('stops at the limit', () => {
    expect(addTags([], 'a b c', { max: 2 })).toMatchObject({ tags: ['a', 'b'], outcome: 'limit', rest: 'c' });
  });

  it('reports duplicates when nothing new was added', () => {
    expect(addTags(['a'], 'a a').outcome).toBe('duplicate');
  });
});

describe('removeTag', () => {
  it('removes the last tag by default', () => {
    expect(removeTag(['a', 'b', 'c'])).toEqual(['a', 'b']);
  });

  it('removes the tag at an index', () => {
    expect(removeTag(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('leaves an empty list alone', () => {
    const tags: string[] = [];
    expect(removeTag(tags)).toBe(tags);
  });
});
