import {
  isConsoleApiError,
  isSystemVolume,
  type RestoreChoices,
  type RestoreOptionsInput,
  type RestoreType,
  routes,
  VIRTUAL_DISK_TYPES,
  validateRestoreRequest,
} from '@console/core';
import { useConsoleMutation, useConsoleQuery, useMessage } from '@console/core/react';
import { Banner, Checkbox, Dialog, RadioGroup, Select, Spinner, TextArea, TextInput } from '@console/ui';
import { useState } from 'react';
import { BackupTexts } from '../backup/texts';
import * as styles from '../nms/dialogs.css';
import { DialogForm, DialogFormActions } from '../shared/dialog-form';

/** Props of {@link RestoreDialog}. */
export interface RestoreDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  deviceId: number;
  /** Which of the six restore dialogs. */
  restoreType: RestoreType;
  /** Called with the queued device job's id. */
  onSent?: (jobId: number) => void;
}

const TITLES = {
  FILE_FOLDER: 'backupWizards.restore.job.fileFolder',
  BARE_METAL: 'backupWizards.restore.job.bareMetal',
  VIRTUAL_DISK: 'backupWizards.restore.job.virtualDisk',
  PHYSICAL_DISK: 'backupWizards.restore.job.physicalDisk',
  DELETE_FILES: 'backupWizards.restore.job.deleteFiles',
  SYNCHRONIZE_REPOSITORY: 'backupWizards.restore.job.synchronize',
} as const;

/**
 * The restore dialogs (002 §2.3, §3 Restore options, §4.7, §8): file and folder, bare metal,
 * virtual disk, physical disk, delete files and synchronize repository. Source NETWORK is disabled
 * when the device has no network location; a physical disk restore disables C: volumes; a missing
 * destination reads 'A restore destination is required'. Sends POST /node/{id}/restore (a device job).
 * @example <RestoreDialog open deviceId={7} restoreType="BARE_METAL" onOpenChange={setOpen} />
 */
export function RestoreDialog(props: RestoreDialogProps) {
  return props.open ? (
    <BackupTexts>
      <RestoreBody {...props} />
    </BackupTexts>
  ) : null;
}

function RestoreBody(props: RestoreDialogProps) {
  const t = useMessage();
  const choices = useConsoleQuery(
    routes.backup.restoreOptions,
    { params: { id: props.deviceId } },
    { staleTime: 0 },
  );
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t(TITLES[props.restoreType])}
      size="md"
    >
      {choices.isError ? <Banner tone="danger">{t('backupWizards.loadError')}</Banner> : null}
      {choices.data ? (
        <RestoreForm {...props} choices={choices.data} />
      ) : choices.isError ? null : (
        <Spinner />
      )}
    </Dialog>
  );
}

function RestoreForm({
  deviceId,
  restoreType,
  onOpenChange,
  onSent,
  choices,
}: RestoreDialogProps & { choices: RestoreChoices }) {
  const t = useMessage();
  const [value, setValue] = useState<RestoreOptionsInput>({
    restoreType,
    sourceType: 'CLOUD',
    destination: null,
  });
  const [pathsText, setPathsText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useConsoleMutation(routes.backup.restore);
  const update = (patch: Partial<RestoreOptionsInput>) => setValue((current) => ({ ...current, ...patch }));
  const request: RestoreOptionsInput = {
    ...value,
    paths: pathsText
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  };
  const names = choices.networkLocations.map((location) => location.name);
  const issues = validateRestoreRequest(request, names);
  const error = (path: string) => {
    const found = submitted ? issues.find((issue) => issue.path === path) : undefined;
    return found ? t(found.issue.key, found.issue.params) : undefined;
  };
  const submit = async () => {
    setSubmitted(true);
    setFailure(null);
    if (issues.length > 0) return;
    try {
      const answer = await send.mutateAsync({ params: { id: deviceId }, body: request });
      onOpenChange(false);
      onSent?.(answer.jobId);
    } catch (caught) {
      setFailure(
        isConsoleApiError(caught) && caught.status < 500 && caught.errorMessage
          ? caught.errorMessage
          : t('backupWizards.restore.sendError'),
      );
    }
  };
  const hasFiles = restoreType === 'FILE_FOLDER' || restoreType === 'DELETE_FILES';
  const destinations =
    restoreType === 'FILE_FOLDER'
      ? (['ORIGINAL', 'NEW_LOCATION'] as const)
      : restoreType === 'VIRTUAL_DISK'
        ? (['CUSTOM_PATH', 'SELECTED'] as const)
        : restoreType === 'PHYSICAL_DISK' || restoreType === 'BARE_METAL'
          ? (['SELECTED'] as const)
          : ([] as const);
  const volumeChoice = value.destination === 'SELECTED' && restoreType !== 'BARE_METAL';
  const submitLabel =
    restoreType === 'DELETE_FILES'
      ? t('backupWizards.restore.submitDelete')
      : restoreType === 'SYNCHRONIZE_REPOSITORY'
        ? t('backupWizards.restore.submitSync')
        : t('backupWizards.restore.submit');
  return (
    <DialogForm className={styles.stack} onSubmit={submit} failure={failure}>
      <RadioGroup<'CLOUD' | 'NETWORK'>
        label={t('backupWizards.restore.source')}
        orientation="horizontal"
        options={[
          { value: 'CLOUD', label: t('backupWizards.restore.source.CLOUD') },
          {
            value: 'NETWORK',
            label: t('backupWizards.restore.source.NETWORK'),
            disabled: names.length === 0,
          },
        ]}
        value={value.sourceType ?? 'CLOUD'}
        onValueChange={(sourceType) =>
          update({ sourceType, networkLocation: sourceType === 'NETWORK' ? (names[0] ?? null) : null })
        }
        description={names.length === 0 ? t('backupWizards.restore.noNetworkLocations') : undefined}
      />
      {value.sourceType === 'NETWORK' ? (
        <Select
          label={t('backupWizards.restore.networkLocation')}
          options={names.map((name) => ({ value: name, label: name }))}
          value={value.networkLocation ?? undefined}
          onValueChange={(networkLocation) => update({ networkLocation })}
          error={error('networkLocation')}
        />
      ) : null}
      {restoreType !== 'SYNCHRONIZE_REPOSITORY' && restoreType !== 'DELETE_FILES' ? (
        <RadioGroup<'LATEST' | 'POINT_IN_TIME'>
          label={t('backupWizards.restore.time')}
          orientation="horizontal"
          options={(['LATEST', 'POINT_IN_TIME'] as const).map((v) => ({
            value: v,
            label: t(`backupWizards.restore.time.${v}`),
          }))}
          value={value.restoreTimeType ?? 'LATEST'}
          onValueChange={(restoreTimeType) => update({ restoreTimeType })}
        />
      ) : null}
      {value.restoreTimeType === 'POINT_IN_TIME' ? (
        <TextInput
          label={t('backupWizards.restore.pointInTime')}
          type="datetime-local"
          value={value.pointInTime ?? ''}
          onValueChange={(pointInTime: string) => update({ pointInTime })}
          error={error('pointInTime')}
          touched={submitted}
        />
      ) : null}
      {hasFiles ? (
        <TextArea
          label={t('backupWizards.restore.paths')}
          value={pathsText}
          onValueChange={setPathsText}
          error={error('paths')}
          touched={submitted}
        />
      ) : null}
      {restoreType === 'FILE_FOLDER' ? (
        <>
          <Checkbox
            label={t('backupWizards.restore.overwrite')}
            checked={value.overwriteExistingFiles ?? false}
            onCheckedChange={(overwriteExistingFiles) => update({ overwriteExistingFiles })}
          />
          <Checkbox
            label={t('backupWizards.restore.onlyNew')}
            checked={value.restoreOnlyNewFiles ?? false}
            onCheckedChange={(restoreOnlyNewFiles) => update({ restoreOnlyNewFiles })}
          />
          <Checkbox
            label={t('backupWizards.restore.ntfs')}
            checked={value.ntfsPermissions ?? true}
            onCheckedChange={(ntfsPermissions) => update({ ntfsPermissions })}
          />
        </>
      ) : null}
      {restoreType === 'BARE_METAL' ? (
        <>
          <RadioGroup<'BAREMETAL_USB' | 'BAREMETAL_ISO'>
            label={t('backupWizards.restore.bareMetalType')}
            orientation="horizontal"
            options={(['BAREMETAL_USB', 'BAREMETAL_ISO'] as const).map((v) => ({
              value: v,
              label: t(`backupWizards.restore.bareMetalType.${v}`),
            }))}
            value={value.bareMetalType ?? 'BAREMETAL_ISO'}
            onValueChange={(bareMetalType) => update({ bareMetalType })}
          />
          <TextInput
            label={t('backupWizards.restore.filename')}
            required
            value={value.filename ?? ''}
            onValueChange={(filename: string) => update({ filename })}
            error={error('filename')}
            touched={submitted}
          />
          <TextInput
            label={t('backupWizards.restore.passphrase')}
            type="password"
            required
            value={value.encryptionPassphrase ?? ''}
            onValueChange={(encryptionPassphrase: string) => update({ encryptionPassphrase })}
            error={error('encryptionPassphrase')}
            touched={submitted}
          />
          <TextInput
            label={t('backupWizards.restore.drivers')}
            value={value.additionalDriversPath ?? ''}
            onValueChange={(additionalDriversPath: string) => update({ additionalDriversPath })}
            error={error('additionalDriversPath')}
            touched={submitted}
          />
        </>
      ) : null}
      {restoreType === 'VIRTUAL_DISK' ? (
        <Select
          label={t('backupWizards.restore.virtualDiskType')}
          options={VIRTUAL_DISK_TYPES.map((v) => ({ value: v, label: v }))}
          value={value.virtualDiskType ?? 'VHDX'}
          onValueChange={(virtualDiskType) =>
            update({ virtualDiskType: virtualDiskType as (typeof VIRTUAL_DISK_TYPES)[number] })
          }
        />
      ) : null}
      {destinations.length > 0 ? (
        <RadioGroup
          label={t('backupWizards.restore.destination')}
          required
          options={destinations.map((v) => ({
            value: v,
            label: t(`backupWizards.restore.destination.${v}`),
          }))}
          value={value.destination ?? null}
          onValueChange={(destination) =>
            update({ destination: destination as RestoreOptionsInput['destination'], destinationPath: '' })
          }
          error={error('destination')}
          touched={submitted}
        />
      ) : null}
      {volumeChoice ? (
        <RadioGroup
          label={t('backupWizards.restore.volume')}
          options={choices.volumes.map((volume) => {
            const system = restoreType === 'PHYSICAL_DISK' && isSystemVolume(volume);
            return {
              value: volume,
              label: system ? t('backupWizards.restore.systemVolume', { volume }) : volume,
              disabled: system,
            };
          })}
          value={value.destinationPath || null}
          onValueChange={(destinationPath) => update({ destinationPath })}
          error={error('destinationPath')}
          touched={submitted}
        />
      ) : value.destination && value.destination !== 'ORIGINAL' ? (
        <TextInput
          label={t('backupWizards.restore.destinationPath')}
          required
          value={value.destinationPath ?? ''}
          onValueChange={(destinationPath: string) => update({ destinationPath })}
          error={error('destinationPath')}
          touched={submitted}
        />
      ) : null}
      <DialogFormActions
        onCancel={() => onOpenChange(false)}
        busy={send.isPending}
        submitLabel={submitLabel}
      />
    </DialogForm>
  );
}
