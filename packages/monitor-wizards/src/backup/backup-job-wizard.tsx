import {
  BACKUP_COMPRESSION_TYPES,
  BACKUP_SCHEDULE_TYPES,
  type BackupFieldIssue,
  type BackupJobInput,
  backupsPerDay,
  validateBackupJob,
} from '@console/core';
import { useMessage } from '@console/core/react';
import { Checkbox, RadioGroup, Select, Switch, TagInput, TextInput, WizardShell } from '@console/ui';
import { useState } from 'react';
import * as styles from '../nms/dialogs.css';

/** Props of {@link BackupJobWizard}. */
export interface BackupJobWizardProps {
  /** The job to edit (EDIT mode: name, compression, split and image password read-only); none for a new job. */
  job?: BackupJobInput;
  /** Done: called with the job (rules passed); return `false` or reject to stay open. */
  onSave: (job: BackupJobInput) => unknown;
  onOpenChange?: (open: boolean) => void;
}

type StepId = 'basic' | 'schedule' | 'advanced';
const STEPS: StepId[] = ['basic', 'schedule', 'advanced'];

/** A new job's defaults: continuous incremental on weekdays, 08:00 to 18:00 every hour. */
export function newBackupJob(): BackupJobInput {
  return {
    enabled: true,
    jobName: '',
    jobComment: '',
    volumes: [],
    compressionType: 'STANDARD',
    splitImageFile: false,
    destinationType: 'LOCAL',
    localDestinationPath: '',
    passwordType: 'NONE',
    schedule: {
      type: 'CONTINUOUS_INCREMENTAL',
      incrementalWeekdays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
      startTime: '08:00',
      stopTime: '18:00',
      intervalUnit: 'HOURS',
      interval: 1,
    },
    advanced: { retentionEnabled: false, retentionImageCount: 3 },
  };
}

/** The page a rule's field is on. */
function pageOf(issue: BackupFieldIssue): StepId {
  if (issue.path.startsWith('schedule.')) return 'schedule';
  if (issue.path.startsWith('advanced.')) return 'advanced';
  return 'basic';
}

/**
 * The backup job wizard (002 §2.3, §3, §4.7, §5.11): Basic, Schedule and Advanced pages on the
 * kit's WizardShell; Next stays on a page with errors, which then show under their fields; Done
 * checks every page and hands the job to `onSave` (the caller saves the policy's plans).
 * @example <BackupJobWizard onSave={(job) => savePlans({ ...plans, jobs: [...plans.jobs, job] })} />
 */
export function BackupJobWizard({ job, onSave, onOpenChange }: BackupJobWizardProps) {
  const t = useMessage();
  const isNew = job === undefined;
  const [draft, setDraft] = useState<BackupJobInput>(() => job ?? newBackupJob());
  const [step, setStep] = useState<StepId>('basic');
  const [shown, setShown] = useState<Set<StepId>>(new Set());
  const issues = validateBackupJob(draft);
  const error = (path: string) => {
    const found = issues.find((issue) => issue.path === path);
    return found && shown.has(pageOf(found)) ? t(found.issue.key, found.issue.params) : undefined;
  };
  const update = (patch: Partial<BackupJobInput>) => setDraft((current) => ({ ...current, ...patch }));
  const schedule = draft.schedule ?? {};
  const advanced = draft.advanced ?? {};
  const setSchedule = (patch: Partial<NonNullable<BackupJobInput['schedule']>>) =>
    update({ schedule: { ...schedule, ...patch } });
  const setAdvanced = (patch: Partial<NonNullable<BackupJobInput['advanced']>>) =>
    update({ advanced: { ...advanced, ...patch } });
  const field = (
    name: keyof BackupJobInput & string,
    extra: { type?: 'password'; required?: boolean; readOnly?: boolean } = {},
  ) => (
    <TextInput
      label={t(`backupWizards.job.${name}` as 'backupWizards.job.jobName')}
      type={extra.type}
      required={extra.required}
      disabled={extra.readOnly}
      value={String(draft[name] ?? '')}
      onValueChange={(value: string) => update({ [name]: value } as Partial<BackupJobInput>)}
      error={error(name)}
      touched
    />
  );
  return (
    <WizardShell
      title={t(isNew ? 'backupWizards.title.newJob' : 'backupWizards.title.editJob')}
      mode={isNew ? 'new' : 'edit'}
      steps={STEPS.map((id) => ({ id, label: t(`backupWizards.step.${id}`) }))}
      step={step}
      onStepChange={(id) => setStep(id as StepId)}
      onNext={(from) => {
        setShown((current) => new Set(current).add(from as StepId));
        return !issues.some((issue) => pageOf(issue) === from);
      }}
      onDone={() => {
        setShown(new Set(STEPS));
        const first = issues[0];
        if (first) {
          setStep(pageOf(first));
          return false;
        }
        return onSave(draft);
      }}
      onOpenChange={onOpenChange}
      defaultOpen
    >
      {step === 'basic' ? (
        <div className={styles.stack}>
          <Switch
            label={t('backupWizards.job.enabled')}
            checked={draft.enabled ?? true}
            onCheckedChange={(enabled) => update({ enabled })}
          />
          {field('jobName', { required: true, readOnly: !isNew })}
          {field('jobComment')}
          <TagInput
            label={t('backupWizards.job.volumes')}
            value={draft.volumes}
            onValueChange={(volumes: string[]) => update({ volumes })}
            error={error('volumes')}
            touched
          />
          <Select
            label={t('backupWizards.job.compressionType')}
            options={BACKUP_COMPRESSION_TYPES.map((value) => ({ value, label: value }))}
            value={draft.compressionType ?? 'STANDARD'}
            onValueChange={(value) =>
              update({ compressionType: value as (typeof BACKUP_COMPRESSION_TYPES)[number] })
            }
            disabled={!isNew}
          />
          <Checkbox
            label={t('backupWizards.job.splitImageFile')}
            checked={draft.splitImageFile ?? false}
            onCheckedChange={(splitImageFile) => update({ splitImageFile })}
            disabled={!isNew}
          />
          <RadioGroup<'LOCAL' | 'NETWORK_SHARE'>
            label={t('backupWizards.job.destinationType')}
            orientation="horizontal"
            options={(['LOCAL', 'NETWORK_SHARE'] as const).map((value) => ({
              value,
              label: t(`backupWizards.job.destination.${value}`),
            }))}
            value={draft.destinationType}
            onValueChange={(destinationType) => update({ destinationType })}
          />
          {draft.destinationType === 'LOCAL' ? (
            field('localDestinationPath', { required: true })
          ) : (
            <>
              {field('networkDestinationName', { required: true })}
              {field('networkDestinationPath', { required: true })}
              {field('networkDomain')}
              {field('networkUserName', { required: true })}
              {field('networkPassword', { type: 'password', required: true })}
              {field('networkPasswordConfirm', { type: 'password', required: true })}
            </>
          )}
          <RadioGroup<'NONE' | 'PASSWORD' | 'PASSWORD_FILEPATH'>
            label={t('backupWizards.job.passwordType')}
            orientation="horizontal"
            disabled={!isNew}
            options={(['NONE', 'PASSWORD', 'PASSWORD_FILEPATH'] as const).map((value) => ({
              value,
              label: t(`backupWizards.job.passwordType.${value}`),
            }))}
            value={draft.passwordType ?? 'NONE'}
            onValueChange={(passwordType) => update({ passwordType })}
          />
          {draft.passwordType === 'PASSWORD' ? (
            <>
              {field('password', { type: 'password', required: true, readOnly: !isNew })}
              {field('passwordConfirm', { type: 'password', required: true, readOnly: !isNew })}
            </>
          ) : null}
          {draft.passwordType === 'PASSWORD_FILEPATH'
            ? field('passwordPath', { required: true, readOnly: !isNew })
            : null}
        </div>
      ) : null}
      {step === 'schedule' ? (
        <div className={styles.stack}>
          <Select
            label={t('backupWizards.job.scheduleType')}
            options={BACKUP_SCHEDULE_TYPES.map((value) => ({
              value,
              label: t(`backupWizards.job.scheduleType.${value}`),
            }))}
            value={schedule.type ?? 'CONTINUOUS_INCREMENTAL'}
            onValueChange={(type) => setSchedule({ type: type as (typeof BACKUP_SCHEDULE_TYPES)[number] })}
          />
          <Checkbox
            label={t('backupWizards.job.useVssOnly')}
            checked={schedule.useVssOnly ?? false}
            onCheckedChange={(useVssOnly) => setSchedule({ useVssOnly })}
          />
          {(schedule.type ?? 'CONTINUOUS_INCREMENTAL') === 'CONTINUOUS_INCREMENTAL' ? (
            <>
              <TextInput
                label={t('backupWizards.job.startTime')}
                value={schedule.startTime ?? ''}
                onValueChange={(startTime: string) => setSchedule({ startTime })}
                error={error('schedule.startTime')}
                touched
              />
              <TextInput
                label={t('backupWizards.job.stopTime')}
                value={schedule.stopTime ?? ''}
                onValueChange={(stopTime: string) => setSchedule({ stopTime })}
                error={error('schedule.stopTime')}
                touched
              />
              <p>
                {t('backupWizards.job.backupsPerDay', {
                  count: backupsPerDay(
                    schedule.startTime ?? '',
                    schedule.stopTime ?? '',
                    schedule.intervalUnit ?? 'HOURS',
                    schedule.interval ?? 1,
                  ),
                })}
              </p>
            </>
          ) : null}
        </div>
      ) : null}
      {step === 'advanced' ? (
        <div className={styles.stack}>
          <Checkbox
            label={t('backupWizards.job.includeFreeSpace')}
            checked={advanced.includeFreeSpace ?? false}
            onCheckedChange={(includeFreeSpace) => setAdvanced({ includeFreeSpace })}
          />
          <TextInput
            label={t('backupWizards.job.postBackupCommand')}
            value={advanced.postBackupCommand ?? ''}
            onValueChange={(postBackupCommand: string) => setAdvanced({ postBackupCommand })}
            error={error('advanced.postBackupCommand')}
            touched
          />
          <Checkbox
            label={t('backupWizards.job.retentionEnabled')}
            checked={advanced.retentionEnabled ?? false}
            onCheckedChange={(retentionEnabled) => setAdvanced({ retentionEnabled })}
          />
          {advanced.retentionEnabled ? (
            <TextInput
              label={t('backupWizards.job.retentionImageCount')}
              value={String(advanced.retentionImageCount ?? '')}
              onValueChange={(text: string) => setAdvanced({ retentionImageCount: Number(text) })}
              error={error('advanced.retentionImageCount')}
              touched
            />
          ) : null}
        </div>
      ) : null}
    </WizardShell>
  );
}
