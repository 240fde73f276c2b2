import { BACKUP_COMMAND_MAX } from '@console/core';
import { useMessage } from '@console/core/react';
import { Checkbox, NumberInput, TextInput } from '@console/ui';
import * as styles from './backup-wizard.css';
import type { JobAdvanced, JobPageProps } from './job-page-props';

const SWITCHES = [
  'includeFreeSpace',
  'useDifferentialForScheduledBackup',
  'generateMD5File',
  'ignoreReadFailures',
  'enableWriteCaching',
  'enableConcurrentExecution',
  'enableIncrementalRecovery',
  'executeMissedSchedule',
] as const;

const SWITCH_DEFAULTS: Partial<Record<(typeof SWITCHES)[number], boolean>> = {
  enableIncrementalRecovery: true,
  executeMissedSchedule: true,
};

const COMMANDS = ['preSnapshotCommand', 'postSnapshotCommand', 'postBackupCommand'] as const;

/**
 * The Advanced page (002 §3 Backup advanced page): include free space, performance throttling,
 * the differential / MD5 / read failure / write caching / concurrency / self-healing / missed
 * schedule switches, the pre and post snapshot and post backup commands with their time-out, and
 * the retention policy with the image sets to keep.
 */
export function AdvancedPage({ draft, setAdvanced, error }: JobPageProps) {
  const t = useMessage();
  const advanced: JobAdvanced = draft.advanced ?? {};
  const spinner = (
    name: 'throttlePercent' | 'commandTimeoutMinutes' | 'retentionImageCount',
    min: number,
    max: number,
    fallback: number,
  ) => (
    <NumberInput
      label={t(`backupWizards.job.${name}`)}
      required
      min={min}
      max={max}
      value={advanced[name] ?? fallback}
      onValueChange={(value) => setAdvanced({ [name]: value ?? Number.NaN })}
      error={error(`advanced.${name}`)}
      touched
    />
  );
  return (
    <div className={styles.page}>
      {spinner('throttlePercent', 1, 100, 100)}
      {SWITCHES.map((name) => (
        <Checkbox
          key={name}
          label={t(`backupWizards.job.${name}`)}
          checked={advanced[name] ?? SWITCH_DEFAULTS[name] ?? false}
          onCheckedChange={(on) => setAdvanced({ [name]: on })}
        />
      ))}
      {COMMANDS.map((name) => (
        <TextInput
          key={name}
          label={t(`backupWizards.job.${name}`)}
          counter
          maxLength={BACKUP_COMMAND_MAX}
          value={advanced[name] ?? ''}
          onValueChange={(value: string) => setAdvanced({ [name]: value })}
          error={error(`advanced.${name}`)}
          touched
        />
      ))}
      {spinner('commandTimeoutMinutes', 1, 1_440, 5)}
      <Checkbox
        label={t('backupWizards.job.retentionEnabled')}
        checked={advanced.retentionEnabled ?? false}
        onCheckedChange={(retentionEnabled) => setAdvanced({ retentionEnabled })}
      />
      {advanced.retentionEnabled ? spinner('retentionImageCount', 1, 1_000, 3) : null}
    </div>
  );
}
