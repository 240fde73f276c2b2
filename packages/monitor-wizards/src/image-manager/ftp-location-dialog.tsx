import {
  FTP_LOCATION_NUMBERS,
  type FtpLocationInput,
  validateFtpLocation,
  validateFtpLocationNumbers,
} from '@console/core';
import { useMessage } from '@console/core/react';
import { Select, TextInput } from '@console/ui';
import { useState } from 'react';
import { FormDialog } from './form-dialog';
import { NumberField, PasswordPair, useFieldError } from './form-fields';
import { ImageManagerTexts } from './texts';

type Mode = NonNullable<FtpLocationInput['mode']>;
type Security = NonNullable<FtpLocationInput['security']>;
const MODES: readonly Mode[] = ['PASSIVE', 'ACTIVE'];
const SECURITIES: readonly Security[] = ['NONE', 'EXPLICIT_TLS', 'IMPLICIT_TLS'];

/** Props of {@link FtpLocationDialog}. */
export interface FtpLocationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The location to edit (its location ID read-only); leave out for a new one. */
  location?: FtpLocationInput;
  /** The names of the policy's other locations (a name is used once). */
  otherNames?: readonly string[];
  /** Save: called with the location once its rules pass; return `false` or throw to stay open. */
  onSave: (location: FtpLocationInput) => unknown;
}

/** A new location's fields: passive mode, no TLS, 64 KB blocks. */
function newLocation(): FtpLocationInput {
  return {
    name: '',
    serverPath: '',
    blockSize: 65_536,
    userName: '',
    password: '',
    passwordConfirm: '',
    mode: 'PASSIVE',
    security: 'NONE',
  };
}

/** The rules of a location: core's (shared with the server) and a name not used by another. */
export function ftpLocationIssues(location: FtpLocationInput, otherNames: readonly string[]) {
  const taken = otherNames.some((name) => name.trim().toLowerCase() === location.name.trim().toLowerCase());
  return [
    ...validateFtpLocation(location),
    ...validateFtpLocationNumbers(location),
    ...(taken && location.name.trim() !== ''
      ? [{ path: 'name', issue: { key: 'backupWizards.validation.nameTaken' as const } }]
      : []),
  ];
}

/**
 * The image manager location editor (002 §2.3, §3 FTP location): name, server path, block size,
 * user name, password with confirmation, mode and security; an existing location shows its
 * location ID read-only. A stored password arrives masked and is kept unless a new one is typed.
 * @example <FtpLocationDialog open onOpenChange={setOpen} onSave={(location) => save(location)} />
 */
export function FtpLocationDialog(props: FtpLocationDialogProps) {
  return (
    <ImageManagerTexts>
      <FtpLocationDialogBody {...props} />
    </ImageManagerTexts>
  );
}

function FtpLocationDialogBody({
  open,
  onOpenChange,
  location,
  otherNames = [],
  onSave,
}: FtpLocationDialogProps) {
  const t = useMessage();
  const [draft, setDraft] = useState<FtpLocationInput>(() => location ?? newLocation());
  const [submitted, setSubmitted] = useState(false);
  const issues = ftpLocationIssues(draft, otherNames);
  const error = useFieldError(issues, submitted);
  const update = (change: Partial<FtpLocationInput>) => setDraft((current) => ({ ...current, ...change }));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(location ? 'imageManager.location.editTitle' : 'imageManager.location.newTitle')}
      valid={issues.length === 0}
      onInvalid={() => setSubmitted(true)}
      onSave={() => onSave(draft)}
    >
      {draft.locationId ? (
        <TextInput label={t('imageManager.location.locationId')} value={draft.locationId} disabled />
      ) : null}
      <TextInput
        label={t('imageManager.location.name')}
        required
        value={draft.name}
        onValueChange={(name: string) => update({ name })}
        error={error('name')}
        touched
      />
      <TextInput
        label={t('imageManager.location.serverPath')}
        required
        placeholder="ftp://ftp.example.com/images"
        value={draft.serverPath}
        onValueChange={(serverPath: string) => update({ serverPath })}
        error={error('serverPath')}
        touched
      />
      <NumberField
        label={t('imageManager.location.blockSize')}
        path="blockSize"
        required
        bounds={FTP_LOCATION_NUMBERS.blockSize}
        value={draft.blockSize}
        onChange={(blockSize) => update({ blockSize: blockSize as number })}
        error={error}
      />
      <TextInput
        label={t('imageManager.location.userName')}
        autoComplete="off"
        value={draft.userName ?? ''}
        onValueChange={(userName: string) => update({ userName })}
      />
      <PasswordPair
        labels={[t('imageManager.location.password'), t('imageManager.location.passwordConfirm')]}
        paths={['password', 'passwordConfirm']}
        password={draft.password ?? ''}
        confirm={draft.passwordConfirm ?? ''}
        onChange={(password, passwordConfirm) => update({ password, passwordConfirm })}
        error={error}
      />
      <Select
        label={t('imageManager.location.mode')}
        options={MODES.map((value) => ({
          value,
          label: t(`imageManager.location.mode.${value}`),
        }))}
        value={draft.mode ?? 'PASSIVE'}
        onValueChange={(mode) => update({ mode: mode as Mode })}
      />
      <Select
        label={t('imageManager.location.security')}
        options={SECURITIES.map((value) => ({
          value,
          label: t(`imageManager.location.security.${value}`),
        }))}
        value={draft.security ?? 'NONE'}
        onValueChange={(security) => update({ security: security as Security })}
      />
    </FormDialog>
  );
}
