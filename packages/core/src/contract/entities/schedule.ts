import { z } from 'zod';
import { boundedText, int4 } from './primitives';
import { SCHEDULE_REPEATS, type ScheduleRepeat } from './schedule-constants';

/** Repeat options of a schedule (001 §3, §4). */
export const scheduleRepeatSchema = z.enum(SCHEDULE_REPEATS);
export type { ScheduleRepeat };

export const weekDaySchema = z.enum(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']);

export { SCHEDULE_MAX_REPEATS, SCHEDULE_REPEATS } from './schedule-constants';

/**
 * A schedule (001 §3 schema 2.0; 002 §3 scheduled reboot). `dayOfMonth` 0 means the last day;
 * end types NEVER, AFTER and ON.
 */
export const scheduleSchema = z.object({
  schema: z.literal('2.0'),
  repeats: scheduleRepeatSchema,
  repeatsEveryCount: int4(0),
  runAtHour: z.number().int().min(0).max(23),
  runAtMinute: z.number().int().min(0).max(59),
  dayOfMonth: z.number().int().min(0).max(31),
  daysOfWeek: z.array(weekDaySchema),
  scheduleInterval: z.enum(['HOURS', 'MINUTES']).optional(),
  /** `YYYY-MM-DD` (or epoch ms from older clients). */
  startDate: z.union([boundedText(100), z.number()]),
  end: z.object({
    type: z.enum(['NEVER', 'AFTER', 'ON']),
    occurenceCount: int4(1),
    endDate: z.union([boundedText(100), z.number()]).nullable(),
  }),
  timeZone: boundedText(100).optional(),
});
export type Schedule = z.infer<typeof scheduleSchema>;
