/** The order of day, month and year in a locale's numeric dates, and the separator between them. */
export interface DateFormatPattern {
  /** Day, month and year in the locale's order. */
  order: Array<'day' | 'month' | 'year'>;
  /** The character between them (`/`, `.`, ...). */
  separator: string;
  /** The pattern shown as placeholder, e.g. `MM/DD/YYYY`. */
  placeholder: string;
}

const placeholderPart = { day: 'DD', month: 'MM', year: 'YYYY' } as const;

function numericFormatter(locale: string): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' });
  } catch {
    return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' });
  }
}

/**
 * How a locale writes numeric dates, through Intl: en-us `MM/DD/YYYY`, en-gb and en-au `DD/MM/YYYY`.
 * @example dateFormatPattern('en-gb').placeholder // 'DD/MM/YYYY'
 */
export function dateFormatPattern(locale: string): DateFormatPattern {
  const parts = numericFormatter(locale).formatToParts(new Date(2001, 10, 22));
  const order = parts
    .map((part) => part.type)
    .filter(
      (type): type is 'day' | 'month' | 'year' => type === 'day' || type === 'month' || type === 'year',
    );
  const separator = parts.find((part) => part.type === 'literal')?.value.trim() || '/';
  return { order, separator, placeholder: order.map((part) => placeholderPart[part]).join(separator) };
}

/**
 * A date as typed in the input: two-digit day and month, four-digit year, in the locale's order.
 * @example formatDate(new Date(2025, 2, 5), 'en-us') // '03/05/2025'
 */
export function formatDate(date: Date, locale: string): string {
  const { order, separator } = dateFormatPattern(locale);
  const values = {
    day: String(date.getDate()).padStart(2, '0'),
    month: String(date.getMonth() + 1).padStart(2, '0'),
    year: String(date.getFullYear()).padStart(4, '0'),
  };
  return order.map((part) => values[part]).join(separator);
}

/**
 * A local date (midnight) from its parts, or `null` when the parts are not a real day.
 * @example makeDate(2025, 2, 30) // null (no 30 February)
 */
export function makeDate(year: number, month: number, day: number): Date | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/**
 * Reads a typed date: the locale's order with `/`, `.` or `-` between one- or two-digit day and
 * month and a four-digit year, or ISO `YYYY-MM-DD`. `null` for anything else or an impossible day.
 * @example parseDate('3/5/2025', 'en-us') // 5 March 2025
 * @example parseDate('31/04/2025', 'en-gb') // null
 */
export function parseDate(text: string, locale: string): Date | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  if (iso) return makeDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const pieces = trimmed.split(/\s*[/.-]\s*/);
  const { order } = dateFormatPattern(locale);
  if (pieces.length !== 3 || order.length !== 3) return null;
  const values: Record<string, number> = {};
  for (const [index, part] of order.entries()) {
    const piece = pieces[index] ?? '';
    const pattern = part === 'year' ? /^\d{4}$/ : /^\d{1,2}$/;
    if (!pattern.test(piece)) return null;
    values[part] = Number(piece);
  }
  return makeDate(values.year ?? 0, values.month ?? 0, values.day ?? 0);
}

/** The same day at local midnight. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** True when both dates fall on the same local day. */
export function isSameDay(a: Date | null | undefined, b: Date | null | undefined): boolean {
  return (
    !!a &&
    !!b &&
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

/** True when `a` is on an earlier local day than `b`. */
export function isBeforeDay(a: Date, b: Date): boolean {
  return startOfDay(a).getTime() < startOfDay(b).getTime();
}

/** `days` later (or earlier when negative), at local midnight. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/**
 * `months` later, keeping the day where the month allows (31 January + 1 month = 28/29 February).
 * @example addMonths(new Date(2025, 0, 31), 1) // 28 February 2025
 */
export function addMonths(date: Date, months: number): Date {
  const first = new Date(date.getFullYear(), date.getMonth() + months, 1);
  const lastDay = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return new Date(first.getFullYear(), first.getMonth(), Math.min(date.getDate(), lastDay));
}

/**
 * The first day of the week for a locale (0 Sunday ... 6 Saturday), through `Intl.Locale` week info.
 * @example firstDayOfWeek('en-us') // 0
 * @example firstDayOfWeek('en-gb') // 1
 */
export function firstDayOfWeek(locale: string): number {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay;
    if (firstDay !== undefined) return firstDay % 7;
  } catch {
    // fall through to the region guess
  }
  return /-(us|ca|jp|br|mx|ph|il)$/i.test(locale) ? 0 : 1;
}

/**
 * The six weeks shown for a month, each seven local dates, starting on `weekStart`.
 * @example monthGrid(2025, 2, 0)[0]?.[0] // Sunday 23 February 2025
 */
export function monthGrid(year: number, monthIndex: number, weekStart: number): Date[][] {
  const first = new Date(year, monthIndex, 1);
  const offset = (first.getDay() - weekStart + 7) % 7;
  const start = addDays(first, -offset);
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => addDays(start, week * 7 + day)),
  );
}

/**
 * The first and last day of the week that holds `date`.
 * @example weekBounds(new Date(2025, 2, 5), 1) // [Mon 3 March, Sun 9 March]
 */
export function weekBounds(date: Date, weekStart: number): [Date, Date] {
  const offset = (date.getDay() - weekStart + 7) % 7;
  const start = addDays(date, -offset);
  return [start, addDays(start, 6)];
}
