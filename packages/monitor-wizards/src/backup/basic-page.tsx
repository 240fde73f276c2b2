import {
  BACKUP_COMPRESSION_TYPES,
  BACKUP_PASSWORD_MASK,
  BACKUP_SPLIT_SIZES_MB,
  type BackupJobInput,
} from '@console/core';
import { useMessage } from '@console/core/react';
import { Checkbox, RadioGroup, Select, Switch, TagInput, TextInput } from '@console/ui';
import * as styles from './backup-wizard.css';
import type { JobPageProps } from './job-page-props';

type TextField = {
  [K in keyof BackupJobInput]-?: NonNullable<BackupJobInput[K]> extends string ? K : never;
}[keyof BackupJobInput];

/** The confirmation field of each password (cleared with it when a stored password is replaced). */
const CONFIRM: Partial<Record<TextField, TextField>> = {
  networkPassword: 'networkPasswordConfirm',
  password: 'passwordConfirm',
};

/**
 * The Basic page (002 §3 Backup job basic page): enabled, name, comment, volumes, compression, split
 * image file with its part size, destination (local or network share with its credentials) and the
 * image encryption. Name, compression, split and the image password are read-only in EDIT; a stored
 * password shows masked with a note and is replaced by typing a new one.
 */
export function BasicPage({ draft, isNew, update, error }: JobPageProps) {
  const t = useMessage();
  const text = (
    name: TextField,
    extra: { secret?: boolean; required?: boolean; readOnly?: boolean } = {},
  ) => {
    const value = String(draft[name] ?? '');
    const stored = extra.secret && value === BACKUP_PASSWORD_MASK;
    return (
      <TextInput
        label={t(`backupWizards.job.${name}` as 'backupWizards.job.jobName')}
        type={extra.secret ? 'password' : undefined}
        autoComplete={extra.secret ? 'new-password' : undefined}
        required={extra.required}
        disabled={extra.readOnly}
        description={
          stored && !extra.readOnly && CONFIRM[name] ? t('backupWizards.job.passwordStored') : undefined
        }
        value={value}
        onValueChange={(next: string) => {
          const confirm = CONFIRM[name];
          // Replacing a stored password: its masked confirmation no longer stands for it.
          const patch: Record<string, string> = { [name]: next };
          if (stored && confirm && draft[confirm] === BACKUP_PASSWORD_MASK) patch[confirm] = '';
          update(patch as Partial<BackupJobInput>);
        }}
        error={error(name)}
        touched
      />
    );
  };
  return (
    <div className={styles.page}>
      <Switch
        label={t('backupWizards.job.enabled')}
        checked={draft.enabled ?? true}
        onCheckedChange={(enabled) => update({ enabled })}
      />
      {text('jobName', { required: true, readOnly: !isNew })}
      {text('jobComment')}
      <TagInput
        label={t('backupWizards.job.volumes')}
        required
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
        onCheckedChange={(splitImageFile) =>
          update({
            splitImageFile,
            splitSizeMb: splitImageFile ? draft.splitSizeMb || BACKUP_SPLIT_SIZES_MB[1] : 0,
          })
        }
        disabled={!isNew}
      />
      {draft.splitImageFile ? (
        <Select
          label={t('backupWizards.job.splitSizeMb')}
          options={BACKUP_SPLIT_SIZES_MB.filter((size) => size > 0).map((size) => ({
            value: String(size),
            label: t('backupWizards.job.splitSize', { size }),
          }))}
          value={String(draft.splitSizeMb ?? '')}
          onValueChange={(value) => update({ splitSizeMb: Number(value) })}
          error={error('splitSizeMb')}
          disabled={!isNew}
        />
      ) : null}
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
        text('localDestinationPath', { required: true })
      ) : (
        <>
          {text('networkDestinationName', { required: true })}
          {text('networkDestinationPath', { required: true })}
          {text('networkDomain')}
          {text('networkUserName', { required: true })}
          {text('networkPassword', { secret: true, required: true })}
          {text('networkPasswordConfirm', { secret: true, required: true })}
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
          {text('password', { secret: true, required: true, readOnly: !isNew })}
          {text('passwordConfirm', { secret: true, required: true, readOnly: !isNew })}
        </>
      ) : null}
      {draft.passwordType === 'PASSWORD_FILEPATH'
        ? text('passwordPath', { required: true, readOnly: !isNew })
        : null}
    </div>
  );
}
