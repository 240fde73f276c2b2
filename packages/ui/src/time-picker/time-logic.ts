/** A time of day, 24-hour: `hour` 0 to 23, `minute` 0 to 59. */
export interface TimeValue {
  /** 0 to 23. */
  hour: number;
  /** 0 to 59. */
  minute: number;
}

/** 12-hour (hour 1 to 12 plus AM/PM) or 24-hour (hour 0 to 23). */
export type HourCycle = 12 | 24;

/** AM or PM in the 12-hour format. */
export type DayPeriod = 'am' | 'pm';

/** The time the picker starts from when it has no value and `useDefaultTime` is on (002 §9). */
export const DEFAULT_TIME: TimeValue = { hour: 9, minute: 0 };

/** The picker's default width in pixels (002 §9). */
export const DEFAULT_TIME_PICKER_WIDTH = 176;

/**
 * The hour format a locale uses, through Intl: en-us and en-au are 12-hour, en-gb 24-hour.
 * @example hourCycleForLocale('en-gb') // 24
 */
export function hourCycleForLocale(locale: string): HourCycle {
  try {
    const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
    return cycle === 'h11' || cycle === 'h12' ? 12 : 24;
  } catch {
    return 12;
  }
}

function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,2}$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * The typed hour if valid for the format (1 to 12, or 0 to 23), else `null`.
 * @example parseHour('12', 12) // 12
 * @example parseHour('0', 12) // null
 */
export function parseHour(text: string, cycle: HourCycle): number | null {
  const hour = wholeNumber(text);
  if (hour === null) return null;
  return cycle === 12 ? (hour >= 1 && hour <= 12 ? hour : null) : hour <= 23 ? hour : null;
}

/**
 * The typed minute if 0 to 59, else `null`.
 * @example parseMinute('07') // 7
 */
export function parseMinute(text: string): number | null {
  const minute = wholeNumber(text);
  return minute !== null && minute <= 59 ? minute : null;
}

/**
 * A 12-hour clock reading as a 24-hour hour.
 * @example to24Hour(12, 'am') // 0
 * @example to24Hour(1, 'pm') // 13
 */
export function to24Hour(hour12: number, period: DayPeriod): number {
  return (hour12 % 12) + (period === 'pm' ? 12 : 0);
}

/**
 * A 24-hour hour as a 12-hour clock reading.
 * @example to12Hour(0) // { hour: 12, period: 'am' }
 */
export function to12Hour(hour24: number): { hour: number; period: DayPeriod } {
  return { hour: hour24 % 12 === 0 ? 12 : hour24 % 12, period: hour24 < 12 ? 'am' : 'pm' };
}

/**
 * The time as shown on the picker: `9:05 AM` (12-hour) or `09:05` (24-hour).
 * @example formatTime({ hour: 13, minute: 5 }, 12, { am: 'AM', pm: 'PM' }) // '1:05 PM'
 */
export function formatTime(value: TimeValue, cycle: HourCycle, periods: Record<DayPeriod, string>): string {
  const minute = String(value.minute).padStart(2, '0');
  if (cycle === 24) return `${String(value.hour).padStart(2, '0')}:${minute}`;
  const { hour, period } = to12Hour(value.hour);
  return `${hour}:${minute} ${periods[period]}`;
}

/**
 * Steps an hour or minute field with the arrow keys, wrapping around its range.
 * @example stepWithin(59, 1, 0, 59) // 0
 */
export function stepWithin(current: number | null, delta: number, min: number, max: number): number {
  if (current === null) return delta > 0 ? min : max;
  const span = max - min + 1;
  return ((((current - min + delta) % span) + span) % span) + min;
}
