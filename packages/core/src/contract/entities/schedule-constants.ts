// The schedule contract's zod-free constants, apart from its schemas: a widget that reads one does
// not bundle the schema module (and zod) with it.
import type { ScheduleRepeat } from './schedule';

/** Maximum repeat counts per repeat option (001 §5, §9). */
export const SCHEDULE_MAX_REPEATS: Partial<Record<ScheduleRepeat, number>> = {
  DAILY: 365,
  HOURLY: 12,
  WEEKLY: 52,
  MONTHLY: 12,
};
