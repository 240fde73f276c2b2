// The schedule contract's zod-free constants, apart from its schemas: a widget that reads one does
// not bundle the schema module (and zod) with it.

/** Repeat options of a schedule (001 §3, §4). */
export const SCHEDULE_REPEATS = [
  'NEVER',
  'DAILY',
  'HOURLY',
  'WEEKLY',
  'MONTHLY',
  'ON_SYSTEM_STARTUP',
  'ON_USER_LOGIN',
  'EVERY',
  'RUN_ONCE',
] as const;

/** One of {@link SCHEDULE_REPEATS}. */
export type ScheduleRepeat = (typeof SCHEDULE_REPEATS)[number];

/** Maximum repeat counts per repeat option (001 §5, §9). */
export const SCHEDULE_MAX_REPEATS: Partial<Record<ScheduleRepeat, number>> = {
  DAILY: 365,
  HOURLY: 12,
  WEEKLY: 52,
  MONTHLY: 12,
};
