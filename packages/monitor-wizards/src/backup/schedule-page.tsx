import { BACKUP_SCHEDULE_TYPES, backupsPerDay, hasIncrementalPart } from '@console/core';
import { useMessage } from '@console/core/react';
import { Checkbox, NumberInput, Select, TextInput } from '@console/ui';
import * as styles from './backup-wizard.css';
import { MonthDayGroup, WeekdayGroup } from './day-groups';
import type { JobPageProps } from './job-page-props';

type ScheduleType = (typeof BACKUP_SCHEDULE_TYPES)[number];

/**
 * The Schedule page (002 §3 Backup schedule page): the schedule type and VSS only; per type the
 * run-later date and time (LATER), the days of the month (MONTHLY), the full backup days and time
 * (WEEKLY), and the incremental part: the incremental days, start and stop time and the minutes or
 * hours between backups with the computed backups per day (CONTINUOUS_INCREMENTAL; WEEKLY too, where
 * no incremental day means full backups only). NOW needs nothing more.
 */
export function SchedulePage({ draft, setSchedule, error }: JobPageProps) {
  const t = useMessage();
  const schedule = draft.schedule ?? {};
  const type: ScheduleType = schedule.type ?? 'CONTINUOUS_INCREMENTAL';
  const time = (name: 'startTime' | 'stopTime' | 'fullBackupTime') => (
    <TextInput
      label={t(`backupWizards.job.${name}`)}
      description={t('backupWizards.job.timeHint')}
      required
      inputMode="numeric"
      placeholder="08:00"
      value={schedule[name] ?? ''}
      onValueChange={(value: string) => setSchedule({ [name]: value })}
      error={error(`schedule.${name}`)}
      touched
    />
  );
  const unit = schedule.intervalUnit ?? 'HOURS';
  const incrementalTimes = (
    <>
      <div className={styles.pair}>
        {time('startTime')}
        {time('stopTime')}
      </div>
      <div className={styles.pair}>
        <NumberInput
          label={t('backupWizards.job.interval')}
          required
          min={1}
          max={unit === 'HOURS' ? 24 : 1_440}
          value={schedule.interval ?? null}
          onValueChange={(interval) => setSchedule({ interval: interval ?? Number.NaN })}
          error={error('schedule.interval')}
          touched
        />
        <Select
          label={t('backupWizards.job.intervalUnit')}
          options={(['MINUTES', 'HOURS'] as const).map((value) => ({
            value,
            label: t(`backupWizards.job.intervalUnit.${value}`),
          }))}
          value={unit}
          onValueChange={(value) => setSchedule({ intervalUnit: value as 'MINUTES' | 'HOURS' })}
        />
      </div>
      <p className={styles.note} aria-live="polite">
        {t('backupWizards.job.backupsPerDay', {
          count: backupsPerDay(
            schedule.startTime ?? '',
            schedule.stopTime ?? '',
            unit,
            schedule.interval ?? 1,
          ),
        })}
      </p>
    </>
  );
  // Continuous incremental always has it; weekly has it when incremental days are chosen.
  const incrementalPart = (
    <>
      <WeekdayGroup
        legend={t('backupWizards.job.incrementalWeekdays')}
        value={schedule.incrementalWeekdays ?? []}
        onChange={(incrementalWeekdays) => setSchedule({ incrementalWeekdays })}
        error={error('schedule.incrementalWeekdays')}
      />
      {hasIncrementalPart(schedule) ? (
        incrementalTimes
      ) : (
        <p className={styles.note}>{t('backupWizards.job.weeklyFullOnly')}</p>
      )}
    </>
  );
  return (
    <div className={styles.page}>
      <Select
        label={t('backupWizards.job.scheduleType')}
        options={BACKUP_SCHEDULE_TYPES.map((value) => ({
          value,
          label: t(`backupWizards.job.scheduleType.${value}`),
        }))}
        value={type}
        onValueChange={(value) => setSchedule({ type: value as ScheduleType })}
      />
      <Checkbox
        label={t('backupWizards.job.useVssOnly')}
        checked={schedule.useVssOnly ?? false}
        onCheckedChange={(useVssOnly) => setSchedule({ useVssOnly })}
      />
      {type === 'LATER' ? (
        <TextInput
          label={t('backupWizards.job.runLaterAt')}
          type="datetime-local"
          required
          value={schedule.runLaterAt ?? ''}
          onValueChange={(runLaterAt: string) => setSchedule({ runLaterAt })}
          error={error('schedule.runLaterAt')}
          touched
        />
      ) : null}
      {type === 'MONTHLY' ? (
        <MonthDayGroup
          legend={t('backupWizards.job.monthlyDays')}
          value={schedule.monthlyDays ?? []}
          onChange={(monthlyDays) => setSchedule({ monthlyDays })}
          error={error('schedule.monthlyDays')}
        />
      ) : null}
      {type === 'WEEKLY' ? (
        <>
          <WeekdayGroup
            legend={t('backupWizards.job.fullBackupWeekdays')}
            value={schedule.fullBackupWeekdays ?? []}
            onChange={(fullBackupWeekdays) => setSchedule({ fullBackupWeekdays })}
            error={error('schedule.fullBackupWeekdays')}
          />
          {time('fullBackupTime')}
        </>
      ) : null}
      {type === 'CONTINUOUS_INCREMENTAL' || type === 'WEEKLY' ? incrementalPart : null}
    </div>
  );
}
