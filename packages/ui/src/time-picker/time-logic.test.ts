import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME,
  DEFAULT_TIME_PICKER_WIDTH,
  formatTime,
  hourCycleForLocale,
  parseHour,
  parseMinute,
  stepWithin,
  to12Hour,
  to24Hour,
} from './time-logic';

const periods = { am: 'AM', pm: 'PM' };

describe('hourCycleForLocale', () => {
  it('follows the locale: en-us and en-au 12-hour, en-gb 24-hour', () => {
    expect(hourCycleForLocale('en-us')).toBe(12);
    expect(hourCycleForLocale('en-au')).toBe(12);
    expect(hourCycleForLocale('en-gb')).toBe(24);
    expect(hourCycleForLocale('de-DE')).toBe(24);
  });

  it('falls back to 12-hour for a malformed locale', () => {
    expect(hourCycleForLocale('not a locale!')).toBe(12);
  });
});

describe('parseHour', () => {
  it('accepts 1 to 12 in the 12-hour format', () => {
    expect(parseHour('1', 12)).toBe(1);
    expect(parseHour('12', 12)).toBe(12);
    expect(parseHour('09', 12)).toBe(9);
    expect(parseHour('0', 12)).toBeNull();
    expect(parseHour('13', 12)).toBeNull();
  });

  it('accepts 0 to 23 in the 24-hour format', () => {
    expect(parseHour('0', 24)).toBe(0);
    expect(parseHour('23', 24)).toBe(23);
    expect(parseHour('24', 24)).toBeNull();
  });

  it('refuses anything but one or two digits', () => {
    expect(parseHour('', 24)).toBeNull();
    expect(parseHour('1a', 24)).toBeNull();
    expect(parseHour('-1', 24)).toBeNull();
    expect(parseHour('123', 24)).toBeNull();
  });
});

describe('parseMinute', () => {
  it('accepts 0 to 59', () => {
    expect(parseMinute('0')).toBe(0);
    expect(parseMinute('07')).toBe(7);
    expect(parseMinute('59')).toBe(59);
    expect(parseMinute('60')).toBeNull();
    expect(parseMinute('x')).toBeNull();
  });
});

describe('12 and 24-hour conversion', () => {
  it('converts both ways around midnight and noon', () => {
    expect(to24Hour(12, 'am')).toBe(0);
    expect(to24Hour(12, 'pm')).toBe(12);
    expect(to24Hour(1, 'pm')).toBe(13);
    expect(to24Hour(11, 'am')).toBe(11);
    expect(to12Hour(0)).toEqual({ hour: 12, period: 'am' });
    expect(to12Hour(12)).toEqual({ hour: 12, period: 'pm' });
    expect(to12Hour(23)).toEqual({ hour: 11, period: 'pm' });
  });
});

describe('formatTime', () => {
  it('formats per hour cycle', () => {
    expect(formatTime({ hour: 13, minute: 5 }, 12, periods)).toBe('1:05 PM');
    expect(formatTime({ hour: 0, minute: 0 }, 12, periods)).toBe('12:00 AM');
    expect(formatTime({ hour: 9, minute: 30 }, 24, periods)).toBe('09:30');
  });
});

describe('stepWithin', () => {
  it('wraps around the range', () => {
    expect(stepWithin(59, 1, 0, 59)).toBe(0);
    expect(stepWithin(0, -1, 0, 59)).toBe(59);
    expect(stepWithin(12, 1, 1, 12)).toBe(1);
    expect(stepWithin(null, 1, 1, 12)).toBe(1);
    expect(stepWithin(null, -1, 0, 23)).toBe(23);
  });
});

describe('constants', () => {
  it('defaults to 09:00 and 176 px (002 §9)', () => {
    expect(DEFAULT_TIME).toEqual({ hour: 9, minute: 0 });
    expect(DEFAULT_TIME_PICKER_WIDTH).toBe(176);
  });
});
