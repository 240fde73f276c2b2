/**
 * The English locales with special handling (000 §9): dates and the hour format follow them.
 * `en-us` is the default.
 * @example SUPPORTED_LOCALES.includes('en-gb') // true
 */
export const SUPPORTED_LOCALES = ['en-us', 'en-gb', 'en-au'] as const;
/**
 * A supported locale.
 * @example const locale: ConsoleLocale = normalizeLocale(navigator.language);
 */
export type ConsoleLocale = (typeof SUPPORTED_LOCALES)[number];
/**
 * The default language (000 §9).
 * @example normalizeLocale('fr') === DEFAULT_LOCALE // true
 */
export const DEFAULT_LOCALE: ConsoleLocale = 'en-us';

/**
 * A date: a `Date`, epoch milliseconds, or an ISO string. Epoch seconds go through {@link fromEpochSeconds}.
 * @example formatDate('2026-03-14T09:00:00Z'); formatDate(Date.now()); formatDate(new Date())
 */
export type DateInput = Date | number | string;

/**
 * Options shared by the date formatters.
 * @example formatDateTime(date, { locale: 'en-gb', timeZone: 'Europe/London' })
 */
export interface DateFormatOptions {
  /** Locale; anything unsupported falls back to `en-us`. @default 'en-us' */
  locale?: string | null | undefined;
  /** IANA time zone to show the date in. @default the runtime's zone */
  timeZone?: string | undefined;
}

/**
 * Maps a locale tag to a supported locale: case and `_` are ignored, `en` and unknown tags become
 * `en-us`.
 * @example normalizeLocale('en_GB') // 'en-gb'
 * @example normalizeLocale('fr-FR') // 'en-us'
 */
export function normalizeLocale(locale?: string | null): ConsoleLocale {
  const tag = (locale ?? '').trim().toLowerCase().replace(/_/g, '-');
  return (SUPPORTED_LOCALES as readonly string[]).includes(tag) ? (tag as ConsoleLocale) : DEFAULT_LOCALE;
}

/**
 * True when the locale writes hours 0 to 23 (en-gb), false for 12-hour clocks with AM/PM (en-us,
 * en-au). Time pickers follow it (002 §5.10).
 * @example uses24HourClock('en-gb') // true
 * @example uses24HourClock('en-us') // false
 */
export function uses24HourClock(locale?: string | null): boolean {
  return normalizeLocale(locale) === 'en-gb';
}

/**
 * Turns epoch seconds (as the API sends trial dates and maintenance windows) into a `Date`.
 * @example fromEpochSeconds(1_700_000_000).toISOString() // '2023-11-14T22:13:20.000Z'
 */
export function fromEpochSeconds(seconds: number): Date {
  return new Date(seconds * 1000);
}

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

// ICU puts narrow and no-break spaces around AM/PM; plain spaces keep server, browser and tests alike.
function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, ' ');
}

function format(value: DateInput, options: DateFormatOptions, parts: Intl.DateTimeFormatOptions): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const locale = normalizeLocale(options.locale);
  return plainSpaces(new Intl.DateTimeFormat(locale, { ...parts, timeZone: options.timeZone }).format(date));
}

const timeParts = (locale: string | null | undefined): Intl.DateTimeFormatOptions =>
  uses24HourClock(locale)
    ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
    : { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' };

/**
 * A date in the locale's numeric order: `03/14/2026` (en-us), `14/03/2026` (en-gb, en-au). Returns
 * `''` for an invalid date.
 * @example formatDate(new Date(2026, 2, 14), { locale: 'en-gb' }) // '14/03/2026'
 */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  return format(value, options, { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/**
 * A time in the locale's hour format: `9:05 PM` (en-us), `9:05 pm` (en-au), `21:05` (en-gb).
 * @example formatTime(new Date(2026, 2, 14, 21, 5), { locale: 'en-gb' }) // '21:05'
 */
export function formatTime(value: DateInput, options: DateFormatOptions = {}): string {
  return format(value, options, timeParts(options.locale));
}

/**
 * A date and time: `03/14/2026, 9:05 PM` (en-us), `14/03/2026, 21:05` (en-gb), `14/03/2026, 9:05 pm`
 * (en-au).
 * @example formatDateTime(new Date(2026, 2, 14, 21, 5)) // '03/14/2026, 9:05 PM'
 */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  return format(value, options, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...timeParts(options.locale),
  });
}

/**
 * Options of {@link formatRelativeTime}.
 * @example formatRelativeTime(lastContact, { locale: 'en-au', now: Date.now() })
 */
export interface RelativeTimeOptions {
  /** Locale. @default 'en-us' */
  locale?: string | null | undefined;
  /** The moment to measure from. @default new Date() */
  now?: DateInput | undefined;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const units: [Intl.RelativeTimeFormatUnit, number, number][] = [
  // unit, its length, used while the distance is below this
  ['second', SECOND, MINUTE],
  ['minute', MINUTE, HOUR],
  ['hour', HOUR, DAY],
  ['day', DAY, 30 * DAY],
  ['month', 30 * DAY, 365 * DAY],
  ['year', 365 * DAY, Number.POSITIVE_INFINITY],
];

/**
 * How long ago (or how far ahead) a moment is, in whole units counted down: `5 minutes ago`,
 * `1 hour ago`, `in 3 days`, `now` under a second (the device status line, 000 §4.6). Returns `''`
 * for an invalid date.
 * @example formatRelativeTime(Date.now() - 5 * 60_000) // '5 minutes ago'
 */
export function formatRelativeTime(value: DateInput, options: RelativeTimeOptions = {}): string {
  const then = toDate(value).getTime();
  const now = options.now === undefined ? Date.now() : toDate(options.now).getTime();
  if (Number.isNaN(then) || Number.isNaN(now)) return '';
  const distance = then - now;
  const locale = normalizeLocale(options.locale);
  if (Math.abs(distance) < SECOND)
    return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second');
  const [unit, size] = units.find(([, , below]) => Math.abs(distance) < below) ?? units[units.length - 1]!;
  const count = Math.floor(Math.abs(distance) / size) * Math.sign(distance);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(count, unit);
}
