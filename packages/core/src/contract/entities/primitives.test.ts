import { describe, expect, it } from 'vitest';
import { idSchema, optionalText, requiredText } from './common';
import {
  boundedJsonObject,
  boundedText,
  findJsonProblem,
  findUnsafeInput,
  hasForbiddenCharacters,
  idList,
  int4,
  recordId,
  toStorableText,
} from './primitives';

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('given text a caller sends', () => {
  it('finds NUL and lone surrogates, and lets a surrogate pair through', () => {
    expect(hasForbiddenCharacters('a\u0000b')).toBe(true);
    expect(hasForbiddenCharacters('a\ud800b')).toBe(true);
    expect(hasForbiddenCharacters('a\udc00')).toBe(true);
    expect(hasForbiddenCharacters('\ud83d\ude00 ok')).toBe(false);
    expect(hasForbiddenCharacters('plain')).toBe(false);
  });

  it('refuses them in every text block, with the catalogue text', () => {
    for (const schema of [boundedText(), requiredText(100), optionalText(100)]) {
      expect(messageOf(schema.safeParse('a\u0000'))).toBe('Contains characters that are not allowed');
      expect(messageOf(schema.safeParse('a\ud800'))).toBe('Contains characters that are not allowed');
    }
  });

  it('makes program output storable, keeping surrogate pairs', () => {
    expect(toStorableText('a\u0000b\ud800c\ud83d\ude00')).toBe('a\ufffdb\ufffdc\ud83d\ude00');
    expect(toStorableText('plain')).toBe('plain');
  });

  it('bounds the length, by default too', () => {
    expect(messageOf(boundedText(3).safeParse('abcd'))).toBe('Must be at most 3 characters');
    expect(requiredText().safeParse('x'.repeat(4001)).success).toBe(false);
    expect(optionalText().safeParse('x'.repeat(4000)).success).toBe(true);
  });
});

describe('given numbers a caller sends', () => {
  it('keeps ids within int4 and positive', () => {
    expect(recordId.safeParse(2 ** 31 - 1).success).toBe(true);
    expect(messageOf(recordId.safeParse(2 ** 31))).toBe('Must be between 1 and 2147483647');
    expect(messageOf(recordId.safeParse(-1))).toBe('Must be a positive number');
    expect(messageOf(idSchema.safeParse('2147483648'))).toBe('Must be between 1 and 2147483647');
    expect(idSchema.safeParse('9'.repeat(40)).success).toBe(false);
  });

  it('bounds lists of ids and other whole numbers', () => {
    expect(messageOf(idList(2).safeParse([1, 2, 3]))).toBe('Must have at most 2 items');
    expect(idList().safeParse([2 ** 31]).success).toBe(false);
    expect(int4(0).safeParse(2 ** 31).success).toBe(false);
    expect(int4(0).safeParse(0).success).toBe(true);
    expect(int4().safeParse(0.5).success).toBe(false);
  });
});

describe('given free-form JSON', () => {
  it('refuses forbidden characters in keys and values, with their path', () => {
    expect(findJsonProblem({ a: [{ b: 'x\u0000' }] })?.path).toEqual(['a', 0, 'b']);
    expect(findJsonProblem({ 'k\ud800': 1 })?.path).toEqual(['k\ud800']);
    expect(
      boundedJsonObject().safeParse({ Priority: 'Low', nested: { list: [1, true, null] } }).success,
    ).toBe(true);
  });

  it('bounds the depth without recursion and the size', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeInput(deep)?.message).toBe('Must be nested at most 32 levels deep');
    expect(messageOf(boundedJsonObject({ maxDepth: 2 }).safeParse({ a: { b: { c: 1 } } }))).toBe(
      'Must be nested at most 2 levels deep',
    );
    expect(messageOf(boundedJsonObject({ maxLength: 20 }).safeParse({ text: 'x'.repeat(30) }))).toBe(
      'Must be at most 20 characters long in total',
    );
    expect(findUnsafeInput({ text: 'x'.repeat(1_000_000) })).toBeUndefined();
  });
});
