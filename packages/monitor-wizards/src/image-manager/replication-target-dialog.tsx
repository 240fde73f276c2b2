import { REPLICATION_MODES, type ReplicationTargetInput, validateReplicationTarget } from '@console/core';
import { useMessage } from '@console/core/react';
import { Banner, Checkbox, Select, TextInput } from '@console/ui';
import { useState } from 'react';
import { FormDialog } from './form-dialog';
import { useFieldError } from './form-fields';
import { ImageManagerTexts } from './texts';

/** Props of {@link ReplicationTargetDialog}. */
export interface ReplicationTargetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The target to edit; leave out for a new one. */
  target?: ReplicationTargetInput;
  /** The names of the policy's FTP locations: a target replicates to one of them. */
  locationNames: readonly string[];
  /** The policy's managed folders (id and path): a target may replicate one folder or all. */
  folders?: readonly { id: string; folderPath: string }[];
  /** Save: called with the target once its rules pass; return `false` or throw to stay open. */
  onSave: (target: ReplicationTargetInput) => unknown;
}

const ALL = '';
const FLAGS = [
  'replicateBaseImageFiles',
  'replicateIncrementalFilesImmediately',
  'replicateIntraDailyImages',
  'synchronizeDeletesImages',
] as const;

/**
 * The image manager target editor (002 §2.3, §3 Replication target): name, location (one of the
 * FTP locations), sub-directory, managed folder, replication mode and the replication flags.
 * @example <ReplicationTargetDialog open locationNames={['Offsite']} onOpenChange={setOpen} onSave={save} />
 */
export function ReplicationTargetDialog(props: ReplicationTargetDialogProps) {
  return (
    <ImageManagerTexts>
      <ReplicationTargetDialogBody {...props} />
    </ImageManagerTexts>
  );
}

function ReplicationTargetDialogBody({
  open,
  onOpenChange,
  target,
  locationNames,
  folders = [],
  onSave,
}: ReplicationTargetDialogProps) {
  const t = useMessage();
  const [draft, setDraft] = useState<ReplicationTargetInput>(
    () =>
      target ?? {
        name: '',
        location: locationNames[0] ?? '',
        subDirectory: '',
        managedFolderGuid: null,
        replicationMode: 'REPLICATE_ALL_CONSOLIDATED_IMAGES',
        replicateBaseImageFiles: true,
        replicateIncrementalFilesImmediately: false,
        replicateIntraDailyImages: false,
        synchronizeDeletesImages: false,
      },
  );
  const [submitted, setSubmitted] = useState(false);
  const issues = validateReplicationTarget(draft, locationNames);
  const error = useFieldError(issues, submitted);
  const update = (change: Partial<ReplicationTargetInput>) =>
    setDraft((current) => ({ ...current, ...change }));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(target ? 'imageManager.target.editTitle' : 'imageManager.target.newTitle')}
      valid={issues.length === 0}
      onInvalid={() => setSubmitted(true)}
      onSave={() => onSave(draft)}
    >
      {locationNames.length === 0 ? (
        <Banner tone="warning">{t('imageManager.targets.noLocations')}</Banner>
      ) : null}
      <TextInput
        label={t('imageManager.target.name')}
        required
        value={draft.name}
        onValueChange={(name: string) => update({ name })}
        error={error('name')}
        touched
      />
      <Select
        label={t('imageManager.target.location')}
        options={locationNames.map((name) => ({ value: name, label: name }))}
        value={locationNames.includes(draft.location) ? draft.location : undefined}
        placeholder={t('backupWizards.validation.locationRequired')}
        onValueChange={(location) => update({ location })}
        error={error('location')}
      />
      <TextInput
        label={t('imageManager.target.subDirectory')}
        value={draft.subDirectory ?? ''}
        onValueChange={(subDirectory: string) => update({ subDirectory })}
      />
      <Select
        label={t('imageManager.target.managedFolder')}
        options={[
          { value: ALL, label: t('imageManager.target.allFolders') },
          ...folders.map((folder) => ({ value: folder.id, label: folder.folderPath })),
        ]}
        value={draft.managedFolderGuid ?? ALL}
        onValueChange={(value) => update({ managedFolderGuid: value === ALL ? null : value })}
      />
      <Select
        label={t('imageManager.target.replicationMode')}
        options={REPLICATION_MODES.map((value) => ({
          value,
          label: t(`imageManager.target.replicationMode.${value}`),
        }))}
        value={draft.replicationMode ?? 'REPLICATE_ALL_CONSOLIDATED_IMAGES'}
        onValueChange={(value) => update({ replicationMode: value as (typeof REPLICATION_MODES)[number] })}
      />
      {FLAGS.map((flag) => (
        <Checkbox
          key={flag}
          label={t(`imageManager.target.${flag}`)}
          checked={draft[flag] ?? false}
          onCheckedChange={(checked) => update({ [flag]: checked })}
        />
      ))}
    </FormDialog>
  );
}
