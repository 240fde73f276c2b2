/**
 * When a backup plan job is due (002 §3 Backup schedule page), in the device's local time:
 * - WEEKLY: a full backup on each chosen day at its start time; with incremental days, incremental
 *   backups on those days from the start time to the stop time, every interval;
 * - CONTINUOUS_INCREMENTAL: the incremental part alone;
 * - MONTHLY: a full backup on each chosen day of the month (at the full backup time, else the
 *   start time, else midnight); a day the month does not have (31 in April) is skipped;
 * - LATER: one full backup at the run-later date and time;
 * - NOW: one full backup as soon as the agent has the job (the scheduler handles it).
 * A slot that is both full and incremental is one full backup.
 */
import { BACKUP_WEEKDAYS, type BackupScheduleEntry } from '@console/core';

/** A plan job's schedule. */
export type BackupSchedule = BackupScheduleEntry['schedule'];

/** One moment a backup is due, and which kind. */
export interface BackupSlot {
  at: Date;
  kind: 'FULL' | 'INCREMENTAL';
}

/** How far ahead a slot is looked for (a MONTHLY job on the 31st finds one within two months). */
const HORIZON_DAYS = 92;

/** Minutes after midnight of `HH:MM`, or null. */
function minutesOf(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The local date at `minutes` after its midnight (DST-safe: set by hours and minutes). */
function at(day: Date, minutes: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), Math.floor(minutes / 60), minutes % 60);
}

function weekdayOf(day: Date): (typeof BACKUP_WEEKDAYS)[number] {
  return BACKUP_WEEKDAYS[day.getDay()] as (typeof BACKUP_WEEKDAYS)[number];
}

/** The incremental slots of a day: start to stop (exclusive of nothing: stop included), every interval. */
function incrementalSlots(schedule: BackupSchedule, day: Date): Date[] {
  const incremental =
    schedule.type === 'CONTINUOUS_INCREMENTAL' ||
    (schedule.type === 'WEEKLY' && schedule.incrementalWeekdays.length > 0);
  if (!incremental || !schedule.incrementalWeekdays.includes(weekdayOf(day))) return [];
  const start = minutesOf(schedule.startTime);
  const stop = minutesOf(schedule.stopTime);
  if (start === null) return [];
  const end = stop !== null && stop > start ? stop : 24 * 60 - 1;
  const step = Math.max(1, schedule.interval) * (schedule.intervalUnit === 'HOURS' ? 60 : 1);
  const out: Date[] = [];
  for (let minute = start; minute <= end; minute += step) out.push(at(day, minute));
  return out;
}

/** The full backup slot of a day, if it has one. */
function fullSlot(schedule: BackupSchedule, day: Date): Date | null {
  if (schedule.type === 'WEEKLY') {
    const time = minutesOf(schedule.fullBackupTime);
    return time !== null && schedule.fullBackupWeekdays.includes(weekdayOf(day)) ? at(day, time) : null;
  }
  if (schedule.type === 'MONTHLY') {
    if (!schedule.monthlyDays.includes(day.getDate())) return null;
    return at(day, minutesOf(schedule.fullBackupTime) ?? minutesOf(schedule.startTime) ?? 0);
  }
  return null;
}

/** A day's slots in time order. */
export function slotsOfDay(schedule: BackupSchedule, day: Date): BackupSlot[] {
  const full = fullSlot(schedule, day);
  const slots: BackupSlot[] = incrementalSlots(schedule, day)
    .filter((time) => full === null || time.getTime() !== full.getTime())
    .map((time) => ({ at: time, kind: 'INCREMENTAL' as const }));
  if (full) slots.push({ at: full, kind: 'FULL' });
  return slots.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * The first slot strictly after `after`, or null when the schedule has none ahead (a LATER job
 * whose moment passed, a NOW job, no day chosen).
 * @example nextSlot({ type: 'WEEKLY', fullBackupWeekdays: ['SUNDAY'], fullBackupTime: '02:00', ... }, new Date(2026, 0, 1)) // { at: Sun 4 Jan 2026 02:00, kind: 'FULL' }
 */
export function nextSlot(schedule: BackupSchedule, after: Date): BackupSlot | null {
  if (schedule.type === 'NOW') return null;
  if (schedule.type === 'LATER') {
    const moment = Date.parse(schedule.runLaterAt);
    return Number.isFinite(moment) && moment > after.getTime()
      ? { at: new Date(moment), kind: 'FULL' }
      : null;
  }
  const first = new Date(after.getFullYear(), after.getMonth(), after.getDate());
  for (let offset = 0; offset <= HORIZON_DAYS; offset++) {
    const day = new Date(first.getFullYear(), first.getMonth(), first.getDate() + offset);
    const slot = slotsOfDay(schedule, day).find((item) => item.at.getTime() > after.getTime());
    if (slot) return slot;
  }
  return null;
}

/**
 * The slot a job should run now: the newest slot in (`since`, `now`], when one passed since the
 * job last ran (or since the agent had it); slots older than the horizon are not looked at. Null
 * when none passed.
 * @example dueSlot(weeklySunday2am, new Date(2026, 0, 3), new Date(2026, 0, 4, 2, 5)) // { at: 4 Jan 02:00, kind: 'FULL' }
 */
export function dueSlot(schedule: BackupSchedule, since: Date, now: Date): BackupSlot | null {
  const inWindow = (time: Date) => time.getTime() > since.getTime() && time.getTime() <= now.getTime();
  if (schedule.type === 'NOW') return null;
  if (schedule.type === 'LATER') {
    const moment = new Date(Date.parse(schedule.runLaterAt));
    return Number.isFinite(moment.getTime()) && inWindow(moment) ? { at: moment, kind: 'FULL' } : null;
  }
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  for (let offset = 0; offset <= HORIZON_DAYS; offset++) {
    const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - offset);
    const nextDay = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1);
    if (nextDay.getTime() <= since.getTime()) return null;
    const slots = slotsOfDay(schedule, day).filter((slot) => inWindow(slot.at));
    const last = slots[slots.length - 1];
    if (last) return last;
  }
  return null;
}
