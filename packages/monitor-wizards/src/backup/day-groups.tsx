import { BACKUP_WEEKDAYS } from '@console/core';
import { useMessage } from '@console/core/react';
import { Checkbox } from '@console/ui';
import { useId } from 'react';
import * as wizardStyles from '../shared/wizard.css';
import * as styles from './backup-wizard.css';

type Weekday = (typeof BACKUP_WEEKDAYS)[number];

function toggle<T>(list: readonly T[], item: T, on: boolean, order: readonly T[]): T[] {
  const next = on ? [...list, item] : list.filter((entry) => entry !== item);
  return order.filter((entry) => next.includes(entry));
}

function Group({
  legend,
  error,
  children,
  gridClass,
}: {
  legend: string;
  error: string | undefined;
  children: React.ReactNode;
  gridClass: string;
}) {
  const errorId = useId();
  return (
    <fieldset
      className={wizardStyles.checkboxGroup}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={wizardStyles.checkboxLegend}>{legend}</legend>
      <div className={gridClass}>{children}</div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Week days as a group of checkboxes (a full week in order, Sunday first). */
export function WeekdayGroup({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: readonly Weekday[];
  onChange: (days: Weekday[]) => void;
  error: string | undefined;
}) {
  const t = useMessage();
  return (
    <Group legend={legend} error={error} gridClass={styles.choices}>
      {BACKUP_WEEKDAYS.map((day) => (
        <Checkbox
          key={day}
          label={t(`backupWizards.weekday.${day}`)}
          checked={value.includes(day)}
          onCheckedChange={(on) => onChange(toggle(value, day, on, BACKUP_WEEKDAYS))}
        />
      ))}
    </Group>
  );
}

const MONTH_DAYS = Array.from({ length: 31 }, (_, index) => index + 1);

/** Days of the month (1 to 31) as a grid of checkboxes. */
export function MonthDayGroup({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: readonly number[];
  onChange: (days: number[]) => void;
  error: string | undefined;
}) {
  return (
    <Group legend={legend} error={error} gridClass={styles.days}>
      {MONTH_DAYS.map((day) => (
        <Checkbox
          key={day}
          label={String(day)}
          checked={value.includes(day)}
          onCheckedChange={(on) => onChange(toggle(value, day, on, MONTH_DAYS))}
        />
      ))}
    </Group>
  );
}
