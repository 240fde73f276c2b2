import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dateFormatPattern,
  firstDayOfWeek,
  formatDate,
  isBeforeDay,
  isSameDay,
  makeDate,
  monthGrid,
  parseDate,
  startOfDay,
  weekBounds,
} from './date-logic';

const ymd = (date: Date | null) =>
  date ? `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}` : null;

describe('dateFormatPattern', () => {
  it('follows the locale', () => {
    expect(dateFormatPattern('en-us').placeholder).toBe('MM/DD/YYYY');
    expect(dateFormatPattern('en-gb').placeholder).toBe('DD/MM/YYYY');
    expect(dateFormatPattern('en-au').placeholder).toBe('DD/MM/YYYY');
    expect(dateFormatPattern('de-DE').placeholder).toBe('DD.MM.YYYY');
  });
});

describe('formatDate', () => {
  it('pads day and month in the locale order', () => {
    expect(formatDate(new Date(2025, 2, 5), 'en-us')).toBe('03/05/2025');
    expect(formatDate(new Date(2025, 2, 5), 'en-gb')).toBe('05/03/2025');
  });
});

describe('parseDate', () => {
  it('reads the locale order with one or two digits', () => {
    expect(ymd(parseDate('3/5/2025', 'en-us'))).toBe('2025-3-5');
    expect(ymd(parseDate('03/05/2025', 'en-gb'))).toBe('2025-5-3');
    expect(ymd(parseDate(' 5.3.2025 ', 'de-DE'))).toBe('2025-3-5');
    expect(ymd(parseDate('5-3-2025', 'en-gb'))).toBe('2025-3-5');
  });

  it('reads ISO dates in any locale', () => {
    expect(ymd(parseDate('2025-12-31', 'en-us'))).toBe('2025-12-31');
  });

  it('refuses impossible days and malformed text', () => {
    expect(parseDate('02/30/2025', 'en-us')).toBeNull();
    expect(parseDate('31/04/2025', 'en-gb')).toBeNull();
    expect(parseDate('13/01/2025', 'en-us')).toBeNull();
    expect(parseDate('1/1/25', 'en-us')).toBeNull();
    expect(parseDate('tomorrow', 'en-us')).toBeNull();
    expect(parseDate('', 'en-us')).toBeNull();
    expect(parseDate('1/2/3/2025', 'en-us')).toBeNull();
  });

  it('accepts 29 February only in leap years', () => {
    expect(ymd(parseDate('02/29/2024', 'en-us'))).toBe('2024-2-29');
    expect(parseDate('02/29/2025', 'en-us')).toBeNull();
  });
});

describe('makeDate', () => {
  it('checks ranges', () => {
    expect(makeDate(2025, 0, 1)).toBeNull();
    expect(makeDate(999, 1, 1)).toBeNull();
    expect(ymd(makeDate(2025, 1, 31))).toBe('2025-1-31');
  });
});

describe('day arithmetic', () => {
  it('adds days and months, clamping the day', () => {
    expect(ymd(addDays(new Date(2025, 1, 28), 1))).toBe('2025-3-1');
    expect(ymd(addMonths(new Date(2025, 0, 31), 1))).toBe('2025-2-28');
    expect(ymd(addMonths(new Date(2025, 0, 15), -1))).toBe('2024-12-15');
  });

  it('compares days, ignoring the time', () => {
    expect(isSameDay(new Date(2025, 2, 5, 23), new Date(2025, 2, 5, 1))).toBe(true);
    expect(isSameDay(null, new Date())).toBe(false);
    expect(isBeforeDay(new Date(2025, 2, 4, 23), new Date(2025, 2, 5, 0))).toBe(true);
    expect(isBeforeDay(new Date(2025, 2, 5, 23), new Date(2025, 2, 5, 0))).toBe(false);
    expect(startOfDay(new Date(2025, 2, 5, 13, 30)).getHours()).toBe(0);
  });
});

describe('weeks', () => {
  it('starts weeks on Sunday for en-us and Monday for en-gb', () => {
    expect(firstDayOfWeek('en-us')).toBe(0);
    expect(firstDayOfWeek('en-gb')).toBe(1);
  });

  it('lays a month out in six weeks from the week start', () => {
    const grid = monthGrid(2025, 2, 0);
    expect(grid).toHaveLength(6);
    expect(grid.every((week) => week.length === 7)).toBe(true);
    expect(ymd(grid[0]![0]!)).toBe('2025-2-23');
    expect(ymd(monthGrid(2025, 2, 1)[0]![0]!)).toBe('2025-2-24');
  });

  it('finds the bounds of a week', () => {
    const [start, end] = weekBounds(new Date(2025, 2, 5), 1);
    expect(ymd(start)).toBe('2025-3-3');
    expect(ymd(end)).toBe('2025-3-9');
  });
});
