import { describe, expect, it } from 'vitest';
import type { Schedule } from '../contract/entities/schedule';
import { allMessages as defaultMessages } from '../messages/all';
import {
  validateDisownEmail,
  validateLock,
  validateLockPin,
  validatePasscode,
  validatePasscodeConfirmation,
  validateRebootSchedule,
} from './device-actions';

const text = (issue?: { key: string }) =>
  issue ? defaultMessages[issue.key as keyof typeof defaultMessages] : undefined;

describe('security action rules (002 §5.7)', () => {
  it('needs a 6-digit PIN', () => {
    expect(text(validateLockPin(''))).toBe('A PIN is required');
    expect(text(validateLockPin('12345'))).toBe('The PIN must be exactly 6 numerical digits');
    expect(text(validateLockPin('12345a'))).toBe('The PIN must be exactly 6 numerical digits');
    expect(validateLockPin('123456')).toBeUndefined();
  });

  it('checks the lock form: PIN only when required, phone when given', () => {
    expect(validateLock({ pin: '' }, false)).toEqual({});
    expect(Object.keys(validateLock({ pin: '', phoneNumber: 'abc' }, true))).toEqual(['pin', 'phoneNumber']);
    expect(text(validateLock({ phoneNumber: 'abc' }, false).phoneNumber)).toBe('Invalid phone number');
  });

  it('checks the new passcode and its confirmation', () => {
    expect(text(validatePasscode(''))).toBe('Required');
    expect(text(validatePasscode('123'))).toBe('Passcode must be a minimum of 4 characters');
    expect(text(validatePasscode('12a4'))).toBe('Passcode must contain only numeric values');
    expect(validatePasscode('1234')).toBeUndefined();
    expect(validatePasscode('1'.repeat(101))).toEqual({
      key: 'deviceOps.validation.maxLength',
      params: { max: 100 },
    });
    expect(text(validatePasscodeConfirmation('1234', '1235'))).toBe('Passcodes do not match');
    expect(validatePasscodeConfirmation('1234', '1234')).toBeUndefined();
  });

  it('confirms disown with a valid e-mail', () => {
    expect(text(validateDisownEmail('nope'))).toBe('Please enter a valid email address');
    expect(validateDisownEmail('tech@demo.console')).toBeUndefined();
  });
});

describe('scheduled reboot rule (002 §5.2)', () => {
  const schedule: Schedule = {
    schema: '2.0',
    repeats: 'RUN_ONCE',
    repeatsEveryCount: 0,
    runAtHour: 12,
    runAtMinute: 30,
    dayOfMonth: 26,
    daysOfWeek: [],
    startDate: '2026-11-26',
    end: { type: 'AFTER', occurenceCount: 1, endDate: null },
    timeZone: 'UTC',
  };
  const now = Date.UTC(2026, 10, 26, 12, 0);

  it('must be in the future in the chosen time zone', () => {
    expect(validateRebootSchedule(schedule, now)).toBeUndefined();
    // 12:30 in New York is 17:30 UTC: still ahead. 12:30 in Tokyo was 03:30 UTC: past.
    expect(validateRebootSchedule({ ...schedule, timeZone: 'America/New_York' }, now)).toBeUndefined();
    expect(text(validateRebootSchedule({ ...schedule, timeZone: 'Asia/Tokyo' }, now))).toBe(
      'Date and time must be in the future',
    );
    expect(text(validateRebootSchedule({ ...schedule, startDate: '2026-11-25' }, now))).toBe(
      'Date and time must be in the future',
    );
  });
});
