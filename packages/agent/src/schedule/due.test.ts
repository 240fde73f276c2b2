import type { BackupScheduleEntryInput } from '@console/core';
import { backupScheduleEntrySchema } from '@console/core/contract';
import { describe, expect, it } from 'vitest';
import { dueSlot, nextSlot, slotsOfDay } from './due';

const schedule = (value: BackupScheduleEntryInput['schedule']) =>
  backupScheduleEntrySchema.parse({
    run: { kind: 'backup', jobName: 'x', sources: ['/srv'], destinationType: 'LOCAL', repository: '/b' },
    schedule: value,
  }).schedule;

// Local times (the agent schedules in the device's time zone): 2026-01-05 is a Monday.
const local = (day: number, hour = 0, minute = 0) => new Date(2026, 0, day, hour, minute);
const show = (slot: { at: Date; kind: string } | null) =>
  slot
    ? `${slot.at.getDate()} ${String(slot.at.getHours()).padStart(2, '0')}:${String(slot.at.getMinutes()).padStart(2, '0')} ${slot.kind}`
    : null;

describe('backup schedule slots', () => {
  const weekly = schedule({
    type: 'WEEKLY',
    fullBackupWeekdays: ['SUNDAY'],
    fullBackupTime: '02:00',
    incrementalWeekdays: ['MONDAY', 'TUESDAY'],
    startTime: '08:00',
    stopTime: '12:00',
    intervalUnit: 'HOURS',
    interval: 2,
  });

  it('runs a weekly full backup and the incremental part between start and stop, every interval', () => {
    expect(slotsOfDay(weekly, local(5)).map(show)).toEqual([
      '5 08:00 INCREMENTAL',
      '5 10:00 INCREMENTAL',
      '5 12:00 INCREMENTAL',
    ]);
    expect(slotsOfDay(weekly, local(4)).map(show)).toEqual(['4 02:00 FULL']);
    expect(slotsOfDay(weekly, local(7))).toEqual([]);
    expect(show(nextSlot(weekly, local(5, 12)))).toBe('6 08:00 INCREMENTAL');
    expect(show(nextSlot(weekly, local(6, 12, 1)))).toBe('11 02:00 FULL');
  });

  it('runs a weekly schedule without incremental days as full backups only', () => {
    const fullOnly = schedule({ type: 'WEEKLY', fullBackupWeekdays: ['FRIDAY'], fullBackupTime: '23:30' });
    expect(show(nextSlot(fullOnly, local(5)))).toBe('9 23:30 FULL');
    expect(slotsOfDay(fullOnly, local(5))).toEqual([]);
  });

  it('runs continuous incremental backups in minutes', () => {
    const continuous = schedule({
      type: 'CONTINUOUS_INCREMENTAL',
      incrementalWeekdays: ['MONDAY'],
      startTime: '09:00',
      stopTime: '09:45',
      intervalUnit: 'MINUTES',
      interval: 15,
    });
    expect(slotsOfDay(continuous, local(5)).map(show)).toEqual([
      '5 09:00 INCREMENTAL',
      '5 09:15 INCREMENTAL',
      '5 09:30 INCREMENTAL',
      '5 09:45 INCREMENTAL',
    ]);
    expect(show(nextSlot(continuous, local(5, 9, 50)))).toBe('12 09:00 INCREMENTAL');
  });

  it('runs monthly on the chosen days, skipping a day the month lacks', () => {
    const monthly = schedule({ type: 'MONTHLY', monthlyDays: [31], fullBackupTime: '01:00' });
    const feb = nextSlot(monthly, new Date(2026, 1, 1));
    expect(feb?.at).toEqual(new Date(2026, 2, 31, 1, 0));
    expect(feb?.kind).toBe('FULL');
  });

  it('runs a later job once at its moment', () => {
    const later = schedule({ type: 'LATER', runLaterAt: local(6, 18).toISOString() });
    expect(show(nextSlot(later, local(5)))).toBe('6 18:00 FULL');
    expect(nextSlot(later, local(6, 18))).toBeNull();
    expect(nextSlot(schedule({ type: 'NOW' }), local(5))).toBeNull();
  });

  it('finds the newest slot passed since the last run (several passed slots run once)', () => {
    expect(show(dueSlot(weekly, local(5, 7), local(5, 11)))).toBe('5 10:00 INCREMENTAL');
    expect(dueSlot(weekly, local(5, 10), local(5, 11))).toBeNull();
    expect(show(dueSlot(weekly, local(2), local(5, 7)))).toBe('4 02:00 FULL');
    expect(dueSlot(schedule({ type: 'NOW' }), local(1), local(5))).toBeNull();
  });
});
