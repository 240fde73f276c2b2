/**
 * The recurrence model of a schedule (001 §3 "Schedule fields", schema 2.0): when its next run
 * falls. Pure; the server's job queue expands recurring jobs with it.
 *
 * Rules, in the schedule's `timeZone` (UTC when absent or not an IANA zone):
 * - `RUN_ONCE`: once, on `startDate` at `runAtHour:runAtMinute`.
 * - `DAILY`: every `repeatsEveryCount` days from `startDate`, at the run time (wall clock, so it
 *   stays at 09:00 across daylight-saving changes).
 * - `WEEKLY`: on each of `daysOfWeek`, in every `repeatsEveryCount`-th week (weeks start on
 *   Monday, counted from the week of `startDate`), at the run time; days before `startDate` skipped.
 * - `MONTHLY`: on `dayOfMonth` (0, or a day the month lacks, means its last day) of every
 *   `repeatsEveryCount`-th month from the month of `startDate`, at the run time.
 * - `HOURLY`: every `repeatsEveryCount` hours from `startDate` at the run time.
 * - `EVERY`: every `repeatsEveryCount` `scheduleInterval` units (MINUTES, else HOURS) from then.
 * - `NEVER`, `ON_SYSTEM_STARTUP`, `ON_USER_LOGIN`: no time-based occurrence.
 * A `repeatsEveryCount` below 1 counts as 1. End `AFTER` stops after `occurenceCount`
 * occurrences; end `ON` stops after `endDate` (that whole day, in the schedule's zone).
 */
import type { Schedule } from '../contract/entities/schedule';
import { getTimeZoneOffset, isValidTimeZoneId } from '../format/time-zones';

/** One occurrence: when, and which one it is (1 for the first since `startDate`). */
export interface Occurrence {
  at: Date;
  index: number;
}

const DAY_MS = 86_400_000;
const WEEK_DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
/** Enough iterations for a daily schedule to run for centuries; guards a malformed schedule. */
const MAX_STEPS = 200_000;

/** Days since 1970-01-01 of a civil date. */
const dayNumber = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / DAY_MS;

function civil(day: number): { year: number; month: number; day: number; weekDay: number } {
  const date = new Date(day * DAY_MS);
  // getUTCDay: 0 = Sunday; ours: 0 = Monday.
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekDay: (date.getUTCDay() + 6) % 7,
  };
}

/** The instant of a wall-clock time in a zone (the later one when a DST gap or overlap hits). */
function zonedInstant(day: number, hour: number, minute: number, zone: string): Date {
  const wall = day * DAY_MS + (hour * 60 + minute) * 60_000;
  let instant = wall - getTimeZoneOffset(zone, new Date(wall)) * 60_000;
  instant = wall - getTimeZoneOffset(zone, new Date(instant)) * 60_000;
  return new Date(instant);
}

/** The civil day an instant falls on in a zone. */
function zonedDay(instant: number, zone: string): number {
  return Math.floor((instant + getTimeZoneOffset(zone, new Date(instant)) * 60_000) / DAY_MS);
}

/** `YYYY-MM-DD` or epoch milliseconds as a civil day in the zone; `undefined` when unreadable. */
function dayOf(value: string | number | null, zone: string): number | undefined {
  if (value === null) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? zonedDay(value, zone) : undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return undefined;
  return dayNumber(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Yields the occurrences of a calendar schedule in order, from its start. */
function* calendar(schedule: Schedule, start: number, zone: string): Generator<Occurrence> {
  const every = Math.max(1, schedule.repeatsEveryCount);
  const at = (day: number) => zonedInstant(day, schedule.runAtHour, schedule.runAtMinute, zone);
  let index = 0;
  if (schedule.repeats === 'DAILY') {
    for (let step = 0; step < MAX_STEPS; step++) yield { at: at(start + step * every), index: ++index };
    return;
  }
  if (schedule.repeats === 'WEEKLY') {
    const days = new Set(schedule.daysOfWeek.map((name) => WEEK_DAYS.indexOf(name)));
    if (days.size === 0) return;
    const monday = start - civil(start).weekDay;
    for (let week = 0; week < MAX_STEPS / 7; week += every) {
      for (let weekDay = 0; weekDay < 7; weekDay++) {
        const day = monday + week * 7 + weekDay;
        if (day >= start && days.has(weekDay)) yield { at: at(day), index: ++index };
      }
    }
    return;
  }
  if (schedule.repeats === 'MONTHLY') {
    const first = civil(start);
    for (let month = 0; month < MAX_STEPS / 30; month += every) {
      const monthIndex = first.month - 1 + month;
      const year = first.year + Math.floor(monthIndex / 12);
      const monthOfYear = (monthIndex % 12) + 1;
      const last = civil(dayNumber(year, monthOfYear + 1, 1) - 1).day;
      const dayOfMonth = schedule.dayOfMonth === 0 ? last : Math.min(schedule.dayOfMonth, last);
      const day = dayNumber(year, monthOfYear, dayOfMonth);
      if (day >= start) yield { at: at(day), index: ++index };
    }
  }
}

/** The first occurrence of a fixed-interval schedule (HOURLY, EVERY) after `after`. */
function interval(schedule: Schedule, start: number, zone: string, after: number): Occurrence {
  const every = Math.max(1, schedule.repeatsEveryCount);
  const unit = schedule.repeats === 'EVERY' && schedule.scheduleInterval === 'MINUTES' ? 60_000 : 3_600_000;
  const step = every * unit;
  const base = zonedInstant(start, schedule.runAtHour, schedule.runAtMinute, zone).getTime();
  const count = after < base ? 0 : Math.floor((after - base) / step) + 1;
  return { at: new Date(base + count * step), index: count + 1 };
}

/**
 * The first occurrence of `schedule` strictly after `after`, or `null` when there is none (a
 * schedule that is not time-based, or that has ended).
 * @example
 * nextOccurrence({ ...schedule, repeats: 'DAILY', runAtHour: 9, startDate: '2026-01-01' }, new Date('2026-03-04T10:00:00Z'))
 * // { at: 2026-03-05T09:00:00.000Z, index: 64 }
 */
export function nextOccurrence(schedule: Schedule, after: Date): Occurrence | null {
  const zone = schedule.timeZone && isValidTimeZoneId(schedule.timeZone) ? schedule.timeZone : 'UTC';
  const start = dayOf(schedule.startDate, zone);
  if (start === undefined) return null;
  const limit = after.getTime();
  let found: Occurrence | null = null;
  switch (schedule.repeats) {
    case 'RUN_ONCE': {
      const at = zonedInstant(start, schedule.runAtHour, schedule.runAtMinute, zone);
      found = at.getTime() > limit ? { at, index: 1 } : null;
      break;
    }
    case 'HOURLY':
    case 'EVERY':
      found = interval(schedule, start, zone, limit);
      break;
    case 'DAILY':
    case 'WEEKLY':
    case 'MONTHLY':
      for (const occurrence of calendar(schedule, start, zone)) {
        if (occurrence.at.getTime() > limit) {
          found = occurrence;
          break;
        }
      }
      break;
    default:
      return null;
  }
  if (!found) return null;
  const { end } = schedule;
  if (end.type === 'AFTER' && found.index > end.occurenceCount) return null;
  if (end.type === 'ON') {
    const last = dayOf(end.endDate, zone);
    if (last !== undefined && zonedDay(found.at.getTime(), zone) > last) return null;
  }
  return found;
}
