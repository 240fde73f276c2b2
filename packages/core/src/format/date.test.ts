import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatRelativeTime,
  formatTime,
  fromEpochSeconds,
  normalizeLocale,
  uses24HourClock,
} from './date';

const evening = '2026-03-14T21:05:00Z';
const morning = '2026-03-04T09:07:00Z';
const utc = { timeZone: 'UTC' };

describe('locales', () => {
  it('normalizes tags to the three supported locales', () => {
    expect(normalizeLocale('en-GB')).toBe('en-gb');
    expect(normalizeLocale('en_AU')).toBe('en-au');
    expect(normalizeLocale(' EN-US ')).toBe('en-us');
    expect(normalizeLocale('en')).toBe('en-us');
    expect(normalizeLocale('de-DE')).toBe('en-us');
    expect(normalizeLocale(undefined)).toBe('en-us');
    expect(normalizeLocale(null)).toBe('en-us');
  });

  it('uses a 24-hour clock only for en-gb', () => {
    expect(uses24HourClock('en-gb')).toBe(true);
    expect(uses24HourClock('en-GB')).toBe(true);
    expect(uses24HourClock('en-us')).toBe(false);
    expect(uses24HourClock('en-au')).toBe(false);
    expect(uses24HourClock()).toBe(false);
  });
});

describe('formatDate', () => {
  it('orders day and month by locale', () => {
    expect(formatDate(evening, { ...utc, locale: 'en-us' })).toBe('03/14/2026');
    expect(formatDate(evening, { ...utc, locale: 'en-gb' })).toBe('14/03/2026');
    expect(formatDate(evening, { ...utc, locale: 'en-au' })).toBe('14/03/2026');
    expect(formatDate(morning, utc)).toBe('03/04/2026');
  });

  it('shows the date in the given time zone', () => {
    expect(formatDate(evening, { timeZone: 'Pacific/Auckland', locale: 'en-gb' })).toBe('15/03/2026');
  });

  it('accepts dates and epoch milliseconds, and returns nothing for invalid input', () => {
    expect(formatDate(new Date(evening), utc)).toBe('03/14/2026');
    expect(formatDate(Date.parse(evening), utc)).toBe('03/14/2026');
    expect(formatDate(fromEpochSeconds(Date.parse(evening) / 1000), utc)).toBe('03/14/2026');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatTime and formatDateTime', () => {
  it('follow the hour format of the locale', () => {
    expect(formatTime(evening, { ...utc, locale: 'en-us' })).toBe('9:05 PM');
    expect(formatTime(evening, { ...utc, locale: 'en-au' })).toBe('9:05 pm');
    expect(formatTime(evening, { ...utc, locale: 'en-gb' })).toBe('21:05');
    expect(formatTime(morning, { ...utc, locale: 'en-gb' })).toBe('09:07');
    expect(formatTime('2026-03-04T00:30:00Z', { ...utc, locale: 'en-us' })).toBe('12:30 AM');
    expect(formatTime('2026-03-04T00:30:00Z', { ...utc, locale: 'en-gb' })).toBe('00:30');
  });

  it('join date and time', () => {
    expect(formatDateTime(evening, { ...utc, locale: 'en-us' })).toBe('03/14/2026, 9:05 PM');
    expect(formatDateTime(evening, { ...utc, locale: 'en-gb' })).toBe('14/03/2026, 21:05');
    expect(formatDateTime(evening, { ...utc, locale: 'en-au' })).toBe('14/03/2026, 9:05 pm');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse(evening);
  const ago = (ms: number) => formatRelativeTime(now - ms, { now });

  it('counts whole units back', () => {
    expect(ago(5 * 60_000)).toBe('5 minutes ago');
    expect(ago(5 * 60_000 + 59_000)).toBe('5 minutes ago');
    expect(ago(60_000)).toBe('1 minute ago');
    expect(ago(30_000)).toBe('30 seconds ago');
    expect(ago(59 * 60_000)).toBe('59 minutes ago');
    expect(ago(60 * 60_000)).toBe('1 hour ago');
    expect(ago(3 * 24 * 3_600_000)).toBe('3 days ago');
    expect(ago(45 * 24 * 3_600_000)).toBe('1 month ago');
    expect(ago(800 * 24 * 3_600_000)).toBe('2 years ago');
  });

  it('says now under a second, and looks ahead too', () => {
    expect(ago(400)).toBe('now');
    expect(formatRelativeTime(now + 3 * 3_600_000, { now })).toBe('in 3 hours');
  });

  it('measures from the current time by default', () => {
    expect(formatRelativeTime(Date.now() - 2 * 3_600_000 - 1000)).toBe('2 hours ago');
    expect(formatRelativeTime('nonsense')).toBe('');
  });

  it('speaks the same English in every supported locale', () => {
    expect(formatRelativeTime(now - 120_000, { now, locale: 'en-gb' })).toBe('2 minutes ago');
    expect(formatRelativeTime(now - 120_000, { now, locale: 'en-au' })).toBe('2 minutes ago');
  });
});
