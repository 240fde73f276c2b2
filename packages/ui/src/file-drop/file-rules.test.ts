import { formatBytes } from '@console/core';
import { describe, expect, it } from 'vitest';
import {
  checkFile,
  DEFAULT_MAX_FILE_SIZE,
  DEFAULT_MIN_FILE_SIZE,
  matchesAccept,
  partitionFiles,
} from './file-rules';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('matchesAccept', () => {
  it('accepts everything without a list', () => {
    expect(matchesAccept(file('a.exe', 'application/x-msdownload', 1), undefined)).toBe(true);
    expect(matchesAccept(file('a.exe', '', 1), [])).toBe(true);
  });

  it('matches extensions case-insensitively', () => {
    expect(matchesAccept(file('devices.CSV', 'text/csv', 1), ['.csv'])).toBe(true);
    expect(matchesAccept(file('devices.csv.exe', '', 1), ['.csv'])).toBe(false);
  });

  it('matches MIME types and wildcards', () => {
    expect(matchesAccept(file('a.pdf', 'application/pdf', 1), ['application/pdf'])).toBe(true);
    expect(matchesAccept(file('a.png', 'image/png', 1), ['image/*'])).toBe(true);
    expect(matchesAccept(file('a.txt', 'text/plain', 1), ['image/*', '.csv'])).toBe(false);
  });
});

describe('checkFile', () => {
  it('uses the spec defaults: at least 1 byte, at most 1 GB', () => {
    expect(DEFAULT_MIN_FILE_SIZE).toBe(1);
    expect(DEFAULT_MAX_FILE_SIZE).toBe(1073741824);
    expect(formatBytes(DEFAULT_MAX_FILE_SIZE)).toBe('1 GB');
    expect(checkFile(file('a', '', 0))).toBe('tooSmall');
    expect(checkFile(file('a', '', 1))).toBeNull();
    expect(checkFile(file('a', '', DEFAULT_MAX_FILE_SIZE))).toBeNull();
    expect(checkFile(file('a', '', DEFAULT_MAX_FILE_SIZE + 1))).toBe('tooLarge');
  });

  it('checks the type first, then the size', () => {
    expect(checkFile(file('a.txt', 'text/plain', 0), { accept: ['.csv'] })).toBe('type');
    expect(checkFile(file('a.csv', 'text/csv', 11), { accept: ['.csv'], maxSize: 10 })).toBe('tooLarge');
    expect(checkFile(file('a.csv', 'text/csv', 5), { minSize: 6 })).toBe('tooSmall');
  });
});

describe('partitionFiles', () => {
  it('splits accepted files from rejections, keeping the reasons', () => {
    const good = file('a.csv', 'text/csv', 10);
    const empty = file('b.csv', 'text/csv', 0);
    const wrong = file('c.exe', '', 10);
    expect(partitionFiles([good, empty, wrong], { accept: ['.csv'] })).toEqual({
      accepted: [good],
      rejected: [
        { file: empty, reason: 'tooSmall' },
        { file: wrong, reason: 'type' },
      ],
    });
  });
});
