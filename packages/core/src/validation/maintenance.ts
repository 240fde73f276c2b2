import type { ValidationIssue } from './issue';

/**
 * Maintenance mode rules (002 §4.1, §5.1, §9), shared by the Enable maintenance mode dialog and
 * POST /maintenance. Times are epoch milliseconds in the form and epoch seconds on the wire.
 */

/** The longest reason message (002 §3, §5.1). */
export const MAINTENANCE_REASON_MAX = 250;
/** Default start: now plus 1 minute (002 §4.1). */
export const MAINTENANCE_DEFAULT_START_OFFSET_MS = 60_000;
/** Default end when the end is switched to ON: 6 minutes ahead (002 §4.1). */
export const MAINTENANCE_DEFAULT_END_OFFSET_MS = 6 * 60_000;
/** The minimum gap between start and end (002 §5.1), 0 for internal accounts. */
export const MAINTENANCE_MIN_GAP_MS = 5 * 60_000;
/**
 * E-mail domains of internal accounts (002 §5.1 "recognised by e-mail"; the list is chosen,
 * see docs/device-actions.md): their maintenance end needs no minimum gap.
 */
export const INTERNAL_EMAIL_DOMAINS: readonly string[] = ['console.internal'];

/** The suppression options of 002 §3 (NOTIFICATIONS is always on). */
export const MAINTENANCE_OPTIONS = [
  'NOTIFICATIONS',
  'ALERTS',
  'PATCHING',
  'AVSCANS',
  'TASKS',
  'NOTIFICATION_CHANNELS',
] as const;
/** One suppression option. */
export type MaintenanceOption = (typeof MAINTENANCE_OPTIONS)[number];

/** Payload key of each option (002 §3 "options {notifications, alerts, ...}"). */
export const MAINTENANCE_OPTION_KEYS = {
  NOTIFICATIONS: 'notifications',
  ALERTS: 'alerts',
  PATCHING: 'patching',
  AVSCANS: 'avScans',
  TASKS: 'tasks',
  NOTIFICATION_CHANNELS: 'notificationChannels',
} as const satisfies Record<MaintenanceOption, string>;

/** The payload's options object. */
export type MaintenanceOptionFlags = Record<(typeof MAINTENANCE_OPTION_KEYS)[MaintenanceOption], boolean>;

/** Start NOW or AT a time; end NEVER or ON a time (002 §3 form state). */
export type MaintenanceStartType = 'NOW' | 'AT';
/** See {@link MaintenanceStartType}. */
export type MaintenanceEndType = 'NEVER' | 'ON';

/** The maintenance form's schedule (times in epoch milliseconds). */
export interface MaintenanceSchedule {
  startType: MaintenanceStartType;
  startAt: number;
  endType: MaintenanceEndType;
  endAt: number;
}

/** A device's stored maintenance window (epoch seconds, end null for never). */
export interface MaintenanceWindow {
  startTime: number;
  endTime: number | null;
  disabledOptions?: readonly string[];
  reasonMessage?: string | null;
}

/**
 * True when the e-mail belongs to an internal account (no minimum gap on the end).
 * @example isInternalAccount('ops@console.internal') // true
 */
export function isInternalAccount(email: string | null | undefined): boolean {
  const domain = (email ?? '').trim().toLowerCase().split('@')[1];
  return domain !== undefined && INTERNAL_EMAIL_DOMAINS.includes(domain);
}

/**
 * The suppression options a device class offers (002 §5.1): Windows alerts, patching, AV scans,
 * tasks, notification channels; Mac and Linux the same without AV scans; VM, NMS and any other
 * class alerts and notification channels only. NOTIFICATIONS is always part of it.
 * @example maintenanceOptionsForClass('MAC') // ['NOTIFICATIONS', 'ALERTS', 'PATCHING', 'TASKS', 'NOTIFICATION_CHANNELS']
 */
export function maintenanceOptionsForClass(nodeClass: string): MaintenanceOption[] {
  if (nodeClass === 'WINDOWS_SERVER' || nodeClass === 'WINDOWS_WORKSTATION') {
    return ['NOTIFICATIONS', 'ALERTS', 'PATCHING', 'AVSCANS', 'TASKS', 'NOTIFICATION_CHANNELS'];
  }
  if (/^(MAC|LINUX)/.test(nodeClass)) {
    return ['NOTIFICATIONS', 'ALERTS', 'PATCHING', 'TASKS', 'NOTIFICATION_CHANNELS'];
  }
  return ['NOTIFICATIONS', 'ALERTS', 'NOTIFICATION_CHANNELS'];
}

/**
 * The options offered for a selection: the union over its device classes (002 §5.1), in catalogue order.
 * @example maintenanceOptionsFor(['NMS_SWITCH', 'MAC']) // MAC's list
 */
export function maintenanceOptionsFor(nodeClasses: readonly string[]): MaintenanceOption[] {
  const offered = new Set(nodeClasses.flatMap(maintenanceOptionsForClass));
  return MAINTENANCE_OPTIONS.filter((option) => offered.has(option));
}

/**
 * True when the window is current or ahead: a device is in maintenance when it has one and its end
 * is not yet past (002 §4.1).
 * @example isMaintenanceActive({ startTime: 0, endTime: null }, Date.now()) // true
 */
export function isMaintenanceActive(window: MaintenanceWindow | null | undefined, nowMs: number): boolean {
  if (!window) return false;
  return window.endTime === null || window.endTime * 1000 > nowMs;
}

/**
 * True when the window suppresses the feature right now: started, not ended, and the option is
 * among its disabled options. Servers call it before raising an alert, running a task or sending
 * a notification for a device.
 * @example maintenanceSuppresses({ startTime: 0, endTime: null, disabledOptions: ['TASKS'] }, 'TASKS', Date.now()) // true
 */
export function maintenanceSuppresses(
  window: MaintenanceWindow | null | undefined,
  option: MaintenanceOption,
  nowMs: number,
): boolean {
  if (!window || !isMaintenanceActive(window, nowMs) || window.startTime * 1000 > nowMs) return false;
  return (window.disabledOptions ?? []).includes(option);
}

/**
 * The form's first schedule (002 §4.1): an existing non-expired window prefills it; otherwise
 * start NOW (AT defaults to now + 1 minute), end NEVER (ON defaults to 6 minutes ahead).
 */
export function defaultMaintenanceSchedule(
  nowMs: number,
  existing?: MaintenanceWindow | null,
): MaintenanceSchedule {
  if (existing && isMaintenanceActive(existing, nowMs)) {
    const startAt = existing.startTime * 1000;
    const future = startAt > nowMs;
    return {
      startType: future ? 'AT' : 'NOW',
      startAt: future ? startAt : nowMs + MAINTENANCE_DEFAULT_START_OFFSET_MS,
      endType: existing.endTime === null ? 'NEVER' : 'ON',
      endAt: existing.endTime === null ? nowMs + MAINTENANCE_DEFAULT_END_OFFSET_MS : existing.endTime * 1000,
    };
  }
  return {
    startType: 'NOW',
    startAt: nowMs + MAINTENANCE_DEFAULT_START_OFFSET_MS,
    endType: 'NEVER',
    endAt: nowMs + MAINTENANCE_DEFAULT_END_OFFSET_MS,
  };
}

/**
 * Applies 002 §4.1 after a start change: a start later than the end moves the end to start + 6 minutes.
 * @example followStart({ startType: 'AT', startAt: 10, endType: 'ON', endAt: 5 }) // endAt 360010
 */
export function followStart(schedule: MaintenanceSchedule): MaintenanceSchedule {
  if (schedule.startType === 'AT' && schedule.startAt > schedule.endAt) {
    return { ...schedule, endAt: schedule.startAt + MAINTENANCE_DEFAULT_END_OFFSET_MS };
  }
  return schedule;
}

/**
 * The start rule (002 §5.1): NOW is always valid; AT must be in the future.
 * @example validateMaintenanceStart({ startType: 'AT', startAt: 1 }, 2) // { key: 'deviceOps.validation.futureDateTime' }
 */
export function validateMaintenanceStart(
  schedule: Pick<MaintenanceSchedule, 'startType' | 'startAt'>,
  nowMs: number,
): ValidationIssue | undefined {
  if (schedule.startType === 'NOW') return undefined;
  if (!Number.isFinite(schedule.startAt) || schedule.startAt <= nowMs) {
    return { key: 'deviceOps.validation.futureDateTime' };
  }
  return undefined;
}

/**
 * The end rule (002 §5.1): NEVER is valid; ON must be in the future and at least 5 minutes after
 * the start (the start is now when NOW). Internal accounts need no gap: the end must only be after
 * the start.
 * @example validateMaintenanceEnd({ startType: 'NOW', startAt: 0, endType: 'ON', endAt: 60_000 }, 0, false) // { key: 'deviceOps.validation.maintenanceMinimumGap' }
 */
export function validateMaintenanceEnd(
  schedule: MaintenanceSchedule,
  nowMs: number,
  internalAccount: boolean,
): ValidationIssue | undefined {
  if (schedule.endType === 'NEVER') return undefined;
  if (!Number.isFinite(schedule.endAt) || schedule.endAt <= nowMs) {
    return { key: 'deviceOps.validation.futureDateTime' };
  }
  const start = schedule.startType === 'NOW' ? nowMs : schedule.startAt;
  if (internalAccount) {
    return schedule.endAt > start ? undefined : { key: 'deviceOps.validation.endAfterStart' };
  }
  return schedule.endAt - start >= MAINTENANCE_MIN_GAP_MS
    ? undefined
    : { key: 'deviceOps.validation.maintenanceMinimumGap' };
}

/**
 * The reason rule: at most 250 characters once trimmed (002 §5.1).
 * @example validateMaintenanceReason('x'.repeat(251)) // { key: 'deviceOps.validation.maxLength', params: { max: 250 } }
 */
export function validateMaintenanceReason(reason: string | null | undefined): ValidationIssue | undefined {
  return (reason ?? '').trim().length > MAINTENANCE_REASON_MAX
    ? { key: 'deviceOps.validation.maxLength', params: { max: MAINTENANCE_REASON_MAX } }
    : undefined;
}

/** The issues of a whole maintenance form, by field (`start`, `end`, `reasonMessage`). */
export function validateMaintenance(
  input: MaintenanceSchedule & { reasonMessage: string | null | undefined },
  nowMs: number,
  internalAccount: boolean,
): Partial<Record<'start' | 'end' | 'reasonMessage', ValidationIssue>> {
  const issues: Partial<Record<'start' | 'end' | 'reasonMessage', ValidationIssue>> = {};
  const start = validateMaintenanceStart(input, nowMs);
  if (start) issues.start = start;
  const end = validateMaintenanceEnd(input, nowMs, internalAccount);
  if (end) issues.end = end;
  const reason = validateMaintenanceReason(input.reasonMessage);
  if (reason) issues.reasonMessage = reason;
  return issues;
}
