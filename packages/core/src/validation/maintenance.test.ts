import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import { allMessages as defaultMessages } from '../messages/all';
import {
  defaultMaintenanceSchedule,
  followStart,
  isInternalAccount,
  isMaintenanceActive,
  maintenanceOptionsFor,
  maintenanceSuppresses,
  validateMaintenance,
  validateMaintenanceEnd,
  validateMaintenanceReason,
  validateMaintenanceStart,
} from './maintenance';

const NOW = Date.UTC(2026, 10, 26, 12, 0);
const MIN = 60_000;
const text = (issue?: { key: string; params?: Record<string, unknown> }) =>
  issue
    ? formatMessage(
        defaultMessages[issue.key as keyof typeof defaultMessages] ?? issue.key,
        issue.params as never,
      )
    : undefined;

describe('maintenance defaults (002 §4.1)', () => {
  it('starts now (+1 minute for AT) and never ends (+6 minutes for ON)', () => {
    expect(defaultMaintenanceSchedule(NOW)).toEqual({
      startType: 'NOW',
      startAt: NOW + MIN,
      endType: 'NEVER',
      endAt: NOW + 6 * MIN,
    });
  });

  it('prefills from a window that has not expired, and ignores an expired one', () => {
    const start = NOW / 1000 + 3600;
    expect(defaultMaintenanceSchedule(NOW, { startTime: start, endTime: start + 600 })).toEqual({
      startType: 'AT',
      startAt: start * 1000,
      endType: 'ON',
      endAt: (start + 600) * 1000,
    });
    expect(defaultMaintenanceSchedule(NOW, { startTime: 1, endTime: 2 }).startType).toBe('NOW');
  });

  it('moves the end to start + 6 minutes when the start passes it', () => {
    const moved = followStart({
      startType: 'AT',
      startAt: NOW + 60 * MIN,
      endType: 'ON',
      endAt: NOW + 10 * MIN,
    });
    expect(moved.endAt).toBe(NOW + 66 * MIN);
    const kept = followStart({ startType: 'AT', startAt: NOW + MIN, endType: 'ON', endAt: NOW + 10 * MIN });
    expect(kept.endAt).toBe(NOW + 10 * MIN);
  });
});

describe('maintenance rules (002 §5.1)', () => {
  it('accepts NOW, refuses an AT in the past', () => {
    expect(validateMaintenanceStart({ startType: 'NOW', startAt: 0 }, NOW)).toBeUndefined();
    expect(text(validateMaintenanceStart({ startType: 'AT', startAt: NOW - 1 }, NOW))).toBe(
      'Date and time must be in the future',
    );
    expect(validateMaintenanceStart({ startType: 'AT', startAt: NOW + 1 }, NOW)).toBeUndefined();
  });

  it('needs 5 minutes after the start, 0 for internal accounts', () => {
    const base = { startType: 'NOW' as const, startAt: 0, endType: 'ON' as const };
    expect(text(validateMaintenanceEnd({ ...base, endAt: NOW + 4 * MIN }, NOW, false))).toBe(
      'Minimum of 5 minutes required after Start date',
    );
    expect(validateMaintenanceEnd({ ...base, endAt: NOW + 5 * MIN }, NOW, false)).toBeUndefined();
    expect(validateMaintenanceEnd({ ...base, endAt: NOW + MIN }, NOW, true)).toBeUndefined();
    expect(
      text(
        validateMaintenanceEnd(
          { startType: 'AT', startAt: NOW + 10 * MIN, endType: 'ON', endAt: NOW + 10 * MIN },
          NOW,
          true,
        ),
      ),
    ).toBe('End date should be after Start date');
    expect(text(validateMaintenanceEnd({ ...base, endAt: NOW - MIN }, NOW, true))).toBe(
      'Date and time must be in the future',
    );
    expect(validateMaintenanceEnd({ ...base, endType: 'NEVER', endAt: 0 }, NOW, false)).toBeUndefined();
  });

  it('limits the reason to 250 characters once trimmed', () => {
    expect(validateMaintenanceReason(` ${'x'.repeat(250)} `)).toBeUndefined();
    expect(text(validateMaintenanceReason('x'.repeat(251)))).toBe('Must be at most 250 characters');
  });

  it('collects the issues by field', () => {
    expect(
      Object.keys(
        validateMaintenance(
          {
            startType: 'AT',
            startAt: NOW - 1,
            endType: 'ON',
            endAt: NOW - 1,
            reasonMessage: 'x'.repeat(300),
          },
          NOW,
          false,
        ),
      ),
    ).toEqual(['start', 'end', 'reasonMessage']);
  });

  it('recognises internal accounts by e-mail', () => {
    expect(isInternalAccount('Ops@Console.Internal')).toBe(true);
    expect(isInternalAccount('tech@demo.console')).toBe(false);
    expect(isInternalAccount(null)).toBe(false);
  });

  it('offers options by device class, the union for mixed selections', () => {
    expect(maintenanceOptionsFor(['WINDOWS_SERVER'])).toEqual([
      'NOTIFICATIONS',
      'ALERTS',
      'PATCHING',
      'AVSCANS',
      'TASKS',
      'NOTIFICATION_CHANNELS',
    ]);
    expect(maintenanceOptionsFor(['LINUX_WORKSTATION'])).not.toContain('AVSCANS');
    expect(maintenanceOptionsFor(['NMS_SWITCH'])).toEqual([
      'NOTIFICATIONS',
      'ALERTS',
      'NOTIFICATION_CHANNELS',
    ]);
    expect(maintenanceOptionsFor(['VMWARE_VM_GUEST', 'MAC'])).toEqual([
      'NOTIFICATIONS',
      'ALERTS',
      'PATCHING',
      'TASKS',
      'NOTIFICATION_CHANNELS',
    ]);
  });

  it('suppresses only while the window runs, and only its options', () => {
    const now = NOW / 1000;
    const window = { startTime: now - 10, endTime: now + 10, disabledOptions: ['ALERTS'] };
    expect(maintenanceSuppresses(window, 'ALERTS', NOW)).toBe(true);
    expect(maintenanceSuppresses(window, 'TASKS', NOW)).toBe(false);
    expect(maintenanceSuppresses({ ...window, startTime: now + 5 }, 'ALERTS', NOW)).toBe(false);
    expect(maintenanceSuppresses({ ...window, endTime: now - 1 }, 'ALERTS', NOW)).toBe(false);
    expect(isMaintenanceActive({ ...window, endTime: null }, NOW)).toBe(true);
    expect(isMaintenanceActive(null, NOW)).toBe(false);
  });
});
