import {
  APPLICATION_NUMBERS,
  type BackupApplicationInput,
  hasJobCounts,
  licenseTypesOf,
  validateBackupApplication,
} from '@console/core';
import { useMessage } from '@console/core/react';
import { RadioGroup } from '@console/ui';
import { useState } from 'react';
import { FormDialog } from './form-dialog';
import { NumberField, useFieldError } from './form-fields';
import { ImageManagerTexts } from './texts';

type ApplicationType = BackupApplicationInput['applicationType'];
type LicenseType = BackupApplicationInput['licenseType'];

/** Props of {@link AddApplicationDialog}. */
export interface AddApplicationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The applications the plans already have (each can be added once). */
  existing?: readonly ApplicationType[];
  /** Add: called with the application once its rules pass; return `false` or throw to stay open. */
  onSave: (application: BackupApplicationInput) => unknown;
}

const APPLICATIONS: readonly ApplicationType[] = ['SHADOWPROTECT', 'IMAGEMANAGER'];
const COUNTS = ['ftpJobs', 'shadowStreamJobs', 'headStartRestoreJobs'] as const;

/**
 * The 'Add an application' modal (002 §2.3, §3 Add application): the application (ShadowProtect
 * or ImageManager, each once), its license type, and for a paid ImageManager license the number of
 * FTP jobs, ShadowStream jobs and HeadStart Restore jobs.
 * @example <AddApplicationDialog open existing={['SHADOWPROTECT']} onOpenChange={setOpen} onSave={add} />
 */
export function AddApplicationDialog(props: AddApplicationDialogProps) {
  return (
    <ImageManagerTexts>
      <AddApplicationDialogBody {...props} />
    </ImageManagerTexts>
  );
}

function AddApplicationDialogBody({ open, onOpenChange, existing = [], onSave }: AddApplicationDialogProps) {
  const t = useMessage();
  const first = APPLICATIONS.find((type) => !existing.includes(type)) ?? 'SHADOWPROTECT';
  const [draft, setDraft] = useState<BackupApplicationInput>(() => ({
    applicationType: first,
    licenseType: licenseTypesOf(first)[0] as LicenseType,
    ftpJobs: 0,
    shadowStreamJobs: 0,
    headStartRestoreJobs: 0,
  }));
  const [submitted, setSubmitted] = useState(false);
  const issues = validateBackupApplication(draft, existing);
  const error = useFieldError(issues, submitted);
  const paid = hasJobCounts(draft);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('imageManager.addApplication.title')}
      submitLabel={t('imageManager.addApplication.add')}
      valid={issues.length === 0}
      onInvalid={() => setSubmitted(true)}
      onSave={() =>
        onSave(paid ? draft : { ...draft, ftpJobs: 0, shadowStreamJobs: 0, headStartRestoreJobs: 0 })
      }
    >
      <RadioGroup<ApplicationType>
        label={t('imageManager.application.applicationType')}
        options={APPLICATIONS.map((value) => ({
          value,
          label: t(`imageManager.application.applicationType.${value}`),
          disabled: existing.includes(value),
        }))}
        value={draft.applicationType}
        onValueChange={(applicationType) =>
          setDraft((current) => ({
            ...current,
            applicationType,
            licenseType: licenseTypesOf(applicationType)[0] as LicenseType,
          }))
        }
        error={error('applicationType')}
        touched
      />
      <RadioGroup<LicenseType>
        label={t('imageManager.application.licenseType')}
        options={licenseTypesOf(draft.applicationType).map((value) => ({
          value,
          label: t(`imageManager.application.licenseType.${value}`),
        }))}
        value={draft.licenseType}
        onValueChange={(licenseType) => setDraft((current) => ({ ...current, licenseType }))}
        error={error('licenseType')}
        touched
      />
      {paid
        ? COUNTS.map((name) => (
            <NumberField
              key={name}
              label={t(`imageManager.application.${name}`)}
              path={name}
              required
              bounds={APPLICATION_NUMBERS[name]}
              value={draft[name]}
              onChange={(value) => setDraft((current) => ({ ...current, [name]: value as number }))}
              error={error}
            />
          ))
        : null}
    </FormDialog>
  );
}
