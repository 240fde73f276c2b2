import { describe, expect, it } from 'vitest';
import { parseKbSplat } from './record-page';

describe('parseKbSplat', () => {
  it('reads a document under folders', () => {
    expect(parseKbSplat('5/9/file')).toEqual({ id: 9, isFile: true, folders: [5] });
  });

  it('reads a document at the root and a folder', () => {
    expect(parseKbSplat('9/file')).toEqual({ id: 9, isFile: true, folders: [] });
    expect(parseKbSplat('5/7')).toEqual({ id: 7, isFile: false, folders: [5] });
  });

  it('answers nothing for the base itself or a malformed path', () => {
    expect(parseKbSplat(undefined)).toBeUndefined();
    expect(parseKbSplat('')).toBeUndefined();
    expect(parseKbSplat('file')).toBeUndefined();
    expect(parseKbSplat('5/abc/file')).toBeUndefined();
    expect(parseKbSplat('0/file')).toBeUndefined();
  });
});
