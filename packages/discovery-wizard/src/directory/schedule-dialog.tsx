import { SCHEDULE_MAX_REPEATS, type Schedule, type Translate } from '@console/core';
import { useMessage } from '@console/core/react';
import { DISCOVERY_SCHEDULE_REPEATS } from '@console/core/validation';
import { Button, Checkbox, Dialog, NumberInput, Select, TimePicker } from '@console/ui';
import { useState } from 'react';
import * as styles from './directory-discovery-wizard.css';
import { defaultDiscoverySchedule } from './directory-rules';

const WEEK_DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
type WeekDay = (typeof WEEK_DAYS)[number];
type Repeat = (typeof DISCOVERY_SCHEDULE_REPEATS)[number];

const pad = (value: number) => String(value).padStart(2, '0');

/** A schedule in words ('Every 1 day(s) at 09:00'). */
export function scheduleSummary(schedule: Schedule, t: Translate): string {
  const time = `${pad(schedule.runAtHour)}:${pad(schedule.runAtMinute)}`;
  const count = Math.max(1, schedule.repeatsEveryCount);
  switch (schedule.repeats) {
    case 'HOURLY':
      return t('directoryDiscovery.wizard.scheduleSummary.HOURLY', { count, time });
    case 'WEEKLY':
      return t('directoryDiscovery.wizard.scheduleSummary.WEEKLY', {
        count,
        time,
        days: schedule.daysOfWeek.join(', '),
      });
    case 'MONTHLY':
      return t('directoryDiscovery.wizard.scheduleSummary.MONTHLY', {
        count,
        time,
        day: schedule.dayOfMonth,
      });
    default:
      return t('directoryDiscovery.wizard.scheduleSummary.DAILY', { count, time });
  }
}

/** Props of {@link ScheduleDialog}. */
export interface ScheduleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The schedule so far (`null`: a daily one at 09:00 from today). */
  value: Schedule | null;
  /** Called with the schedule on OK. */
  onValueChange: (schedule: Schedule) => void;
}

/**
 * Set schedule (002 §2.3, §5.3): daily, hourly, weekly or monthly only; the end and the time zone
 * are hidden (the schedule never ends and runs in agent time).
 */
export function ScheduleDialog({ open, onOpenChange, value, onValueChange }: ScheduleDialogProps) {
  const t = useMessage();
  const [draft, setDraft] = useState<Schedule>(() => value ?? defaultDiscoverySchedule());
  const repeat = (DISCOVERY_SCHEDULE_REPEATS as readonly string[]).includes(draft.repeats)
    ? (draft.repeats as Repeat)
    : 'DAILY';
  const max = SCHEDULE_MAX_REPEATS[repeat] ?? 12;
  const patch = (next: Partial<Schedule>) => setDraft((current) => ({ ...current, ...next }));
  const toggleDay = (day: WeekDay, on: boolean) => {
    const days = new Set(draft.daysOfWeek);
    if (on) days.add(day);
    else days.delete(day);
    patch({ daysOfWeek: WEEK_DAYS.filter((d) => days.has(d)) });
  };
  const valid =
    draft.repeatsEveryCount >= 1 &&
    draft.repeatsEveryCount <= max &&
    (repeat !== 'WEEKLY' || draft.daysOfWeek.length > 0);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('directoryDiscovery.wizard.setSchedule')}
      size="md"
      footer={
        <div className={styles.footer}>
          <Button onClick={() => onOpenChange(false)}>{t('directoryDiscovery.wizard.cancel')}</Button>
          <Button
            variant="primary"
            disabled={!valid}
            onClick={() =>
              onValueChange({ ...draft, end: { type: 'NEVER', occurenceCount: 1, endDate: null } })
            }
          >
            {t('directoryDiscovery.wizard.ok')}
          </Button>
        </div>
      }
    >
      <div className={styles.form}>
        <Select
          label={t('directoryDiscovery.wizard.repeats')}
          options={DISCOVERY_SCHEDULE_REPEATS.map((option) => ({
            value: option,
            label: t(`directoryDiscovery.wizard.repeat.${option}`),
          }))}
          value={repeat}
          onValueChange={(next) => patch({ repeats: next as Repeat, repeatsEveryCount: 1 })}
        />
        <NumberInput
          label={t('directoryDiscovery.wizard.every')}
          min={1}
          max={max}
          value={draft.repeatsEveryCount}
          onValueChange={(count) => patch({ repeatsEveryCount: count ?? 0 })}
          error={valid || repeat === 'WEEKLY' ? undefined : t('errors.validation.between', { min: 1, max })}
        />
        <TimePicker
          label={t('directoryDiscovery.wizard.runAt')}
          value={{ hour: draft.runAtHour, minute: draft.runAtMinute }}
          onValueChange={(time) => {
            if (time) patch({ runAtHour: time.hour, runAtMinute: time.minute });
          }}
        />
        {repeat === 'WEEKLY' ? (
          <fieldset className={styles.toolbar}>
            <legend>{t('directoryDiscovery.wizard.daysOfWeek')}</legend>
            {WEEK_DAYS.map((day) => (
              <Checkbox
                key={day}
                label={day}
                checked={draft.daysOfWeek.includes(day)}
                onCheckedChange={(on) => toggleDay(day, on)}
              />
            ))}
          </fieldset>
        ) : null}
        {repeat === 'MONTHLY' ? (
          <NumberInput
            label={t('directoryDiscovery.wizard.dayOfMonth')}
            min={1}
            max={31}
            value={draft.dayOfMonth}
            onValueChange={(day) => patch({ dayOfMonth: Math.min(31, Math.max(1, day ?? 1)) })}
          />
        ) : null}
        <p className={styles.notice}>{t('directoryDiscovery.wizard.agentTime')}</p>
      </div>
    </Dialog>
  );
}
