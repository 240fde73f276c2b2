import { describe, expect, it } from 'vitest';
import type { Schedule } from '../contract/entities/schedule';
import { nextOccurrence } from './next-occurrence';

/** The spec's default schedule (001 §3): DAILY every 1 day at 09:00, never ending. */
const base: Schedule = {
  schema: '2.0',
  repeats: 'DAILY',
  repeatsEveryCount: 1,
  runAtHour: 9,
  runAtMinute: 0,
  dayOfMonth: 1,
  daysOfWeek: ['MON'],
  startDate: '2026-03-02',
  end: { type: 'NEVER', occurenceCount: 1, endDate: null },
};

const at = (iso: string) => new Date(iso);
const next = (schedule: Partial<Schedule>, after: string) =>
  nextOccurrence({ ...base, ...schedule }, at(after));
const iso = (schedule: Partial<Schedule>, after: string) => next(schedule, after)?.at.toISOString() ?? null;

describe('nextOccurrence', () => {
  describe('given the default daily schedule', () => {
    it('runs on the start date at the run time first', () => {
      expect(next({}, '2026-01-01T00:00:00Z')).toEqual({ at: at('2026-03-02T09:00:00Z'), index: 1 });
    });
    it('runs the next day once the run time has passed, counting occurrences', () => {
      expect(next({}, '2026-03-04T09:00:00Z')).toEqual({ at: at('2026-03-05T09:00:00Z'), index: 4 });
      expect(next({}, '2026-03-04T08:59:00Z')).toEqual({ at: at('2026-03-04T09:00:00Z'), index: 3 });
    });
    it('skips days by repeatsEveryCount', () => {
      expect(iso({ repeatsEveryCount: 3 }, '2026-03-02T10:00:00Z')).toBe('2026-03-05T09:00:00.000Z');
    });
  });

  describe('given a time zone', () => {
    it('keeps the wall-clock run time across a daylight-saving change', () => {
      const zoned = { timeZone: 'America/New_York', startDate: '2026-03-06' };
      // EST (UTC-5) before 2026-03-08, EDT (UTC-4) after.
      expect(iso(zoned, '2026-03-06T00:00:00Z')).toBe('2026-03-06T14:00:00.000Z');
      expect(iso(zoned, '2026-03-08T12:00:00Z')).toBe('2026-03-08T13:00:00.000Z');
    });
    it('reads an unknown zone as UTC', () => {
      expect(iso({ timeZone: 'Nowhere/Else' }, '2026-03-02T00:00:00Z')).toBe('2026-03-02T09:00:00.000Z');
    });
  });

  describe('given a weekly schedule', () => {
    it('runs on each listed day, skipping days before the start', () => {
      // 2026-03-04 is a Wednesday.
      const weekly = {
        repeats: 'WEEKLY' as const,
        daysOfWeek: ['MON' as const, 'FRI' as const],
        startDate: '2026-03-04',
      };
      expect(next(weekly, '2026-03-01T00:00:00Z')).toEqual({ at: at('2026-03-06T09:00:00Z'), index: 1 });
      expect(next(weekly, '2026-03-06T09:00:00Z')).toEqual({ at: at('2026-03-09T09:00:00Z'), index: 2 });
    });
    it('runs every other week with repeatsEveryCount 2', () => {
      const weekly = { repeats: 'WEEKLY' as const, daysOfWeek: ['MON' as const], repeatsEveryCount: 2 };
      expect(iso(weekly, '2026-03-02T09:00:00Z')).toBe('2026-03-16T09:00:00.000Z');
    });
    it('never runs without days', () => {
      expect(next({ repeats: 'WEEKLY', daysOfWeek: [] }, '2026-03-01T00:00:00Z')).toBeNull();
    });
  });

  describe('given a monthly schedule', () => {
    it('runs on the day of the month', () => {
      expect(iso({ repeats: 'MONTHLY', dayOfMonth: 15 }, '2026-03-20T00:00:00Z')).toBe(
        '2026-04-15T09:00:00.000Z',
      );
    });
    it('reads day 0 as the last day of each month', () => {
      const monthly = { repeats: 'MONTHLY' as const, dayOfMonth: 0, startDate: '2026-01-10' };
      expect(iso(monthly, '2026-01-31T10:00:00Z')).toBe('2026-02-28T09:00:00.000Z');
      expect(iso(monthly, '2026-02-28T10:00:00Z')).toBe('2026-03-31T09:00:00.000Z');
    });
    it('runs on the last day of a month shorter than the day', () => {
      expect(
        iso({ repeats: 'MONTHLY', dayOfMonth: 31, startDate: '2026-04-01' }, '2026-04-01T00:00:00Z'),
      ).toBe('2026-04-30T09:00:00.000Z');
    });
  });

  describe('given interval schedules', () => {
    it('runs every N hours from the start (HOURLY)', () => {
      expect(next({ repeats: 'HOURLY', repeatsEveryCount: 4 }, '2026-03-02T14:30:00Z')).toEqual({
        at: at('2026-03-02T17:00:00Z'),
        index: 3,
      });
    });
    it('runs every N minutes (EVERY with MINUTES)', () => {
      const every = {
        repeats: 'EVERY' as const,
        scheduleInterval: 'MINUTES' as const,
        repeatsEveryCount: 15,
      };
      expect(iso(every, '2026-03-02T09:15:00Z')).toBe('2026-03-02T09:30:00.000Z');
    });
    it('runs every N hours (EVERY with HOURS)', () => {
      const every = { repeats: 'EVERY' as const, scheduleInterval: 'HOURS' as const, repeatsEveryCount: 2 };
      expect(iso(every, '2026-03-02T09:00:00Z')).toBe('2026-03-02T11:00:00.000Z');
    });
  });

  describe('given an end', () => {
    it('stops after occurenceCount occurrences (AFTER)', () => {
      const end = { type: 'AFTER' as const, occurenceCount: 2, endDate: null };
      expect(iso({ end }, '2026-03-02T09:00:00Z')).toBe('2026-03-03T09:00:00.000Z');
      expect(next({ end }, '2026-03-03T09:00:00Z')).toBeNull();
    });
    it('stops after the end date, that day included (ON)', () => {
      const end = { type: 'ON' as const, occurenceCount: 1, endDate: '2026-03-03' };
      expect(iso({ end }, '2026-03-02T09:00:00Z')).toBe('2026-03-03T09:00:00.000Z');
      expect(next({ end }, '2026-03-03T09:00:00Z')).toBeNull();
    });
  });

  describe('given schedules that are not time-based', () => {
    it.each(['NEVER', 'ON_SYSTEM_STARTUP', 'ON_USER_LOGIN'] as const)(
      '%s has no next occurrence',
      (repeats) => {
        expect(next({ repeats }, '2026-01-01T00:00:00Z')).toBeNull();
      },
    );
    it('RUN_ONCE runs once on its start date', () => {
      expect(next({ repeats: 'RUN_ONCE' }, '2026-03-01T00:00:00Z')).toEqual({
        at: at('2026-03-02T09:00:00Z'),
        index: 1,
      });
      expect(next({ repeats: 'RUN_ONCE' }, '2026-03-02T09:00:00Z')).toBeNull();
    });
    it('reads a start date given in epoch milliseconds', () => {
      expect(iso({ startDate: Date.UTC(2026, 2, 2, 5) }, '2026-01-01T00:00:00Z')).toBe(
        '2026-03-02T09:00:00.000Z',
      );
    });
  });
});
