import { BACKUP_WEEKDAYS, MANAGED_FOLDER_NUMBERS } from '@console/core';
import { useMessage } from '@console/core/react';
import { Checkbox, RadioGroup, Select, Switch, TextInput } from '@console/ui';
import type { FolderDraft } from './folder-draft';
import { type FieldError, NumberField, PasswordPair } from './form-fields';
import * as styles from './image-manager.css';

/** What every page of the managed-folder wizard gets. */
export interface FolderPageProps {
  draft: FolderDraft;
  update: (change: Partial<FolderDraft>) => void;
  error: FieldError;
  isNew: boolean;
}

const WEEKS = ['FIRST', 'SECOND', 'THIRD', 'FOURTH', 'LAST'] as const;
type Weekday = (typeof BACKUP_WEEKDAYS)[number];

/** Basic (002 §3): folder path (read-only in edit), description, credentials, image password, sort priority. */
export function BasicPage({ draft, update, error, isNew }: FolderPageProps) {
  const t = useMessage();
  return (
    <div className={styles.stack}>
      <TextInput
        label={t('imageManager.folder.folderPath')}
        required
        disabled={!isNew}
        value={draft.folderPath}
        onValueChange={(folderPath: string) => update({ folderPath })}
        error={error('folderPath')}
        touched
      />
      <TextInput
        label={t('imageManager.folder.description')}
        value={draft.description}
        onValueChange={(description: string) => update({ description })}
      />
      <RadioGroup<FolderDraft['authenticationType']>
        label={t('imageManager.folder.authenticationType')}
        orientation="horizontal"
        options={(['AGENT_DEFAULT', 'FOLDER_CREDENTIAL'] as const).map((value) => ({
          value,
          label: t(`imageManager.folder.authenticationType.${value}`),
        }))}
        value={draft.authenticationType}
        onValueChange={(authenticationType) => update({ authenticationType })}
      />
      {draft.authenticationType === 'FOLDER_CREDENTIAL' ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            {t('imageManager.folder.authenticationType.FOLDER_CREDENTIAL')}
          </legend>
          <TextInput
            label={t('imageManager.folder.folderCredentialsDomainOrComputerOrNASName')}
            value={draft.folderCredentialsDomainOrComputerOrNASName}
            onValueChange={(value: string) => update({ folderCredentialsDomainOrComputerOrNASName: value })}
          />
          <TextInput
            label={t('imageManager.folder.folderCredentialsUserName')}
            required
            value={draft.folderCredentialsUserName}
            onValueChange={(folderCredentialsUserName: string) => update({ folderCredentialsUserName })}
            error={error('folderCredentialsUserName')}
            touched
          />
          <PasswordPair
            labels={[
              t('imageManager.folder.folderCredentialsPassword'),
              t('imageManager.folder.folderCredentialsPasswordConfirm'),
            ]}
            paths={['folderCredentialsPassword', 'folderCredentialsPasswordConfirm']}
            password={draft.folderCredentialsPassword}
            confirm={draft.folderCredentialsPasswordConfirm}
            onChange={(folderCredentialsPassword, folderCredentialsPasswordConfirm) =>
              update({ folderCredentialsPassword, folderCredentialsPasswordConfirm })
            }
            error={error}
            required
          />
        </fieldset>
      ) : null}
      <RadioGroup<FolderDraft['imagePasswordType']>
        label={t('imageManager.folder.imagePasswordType')}
        orientation="horizontal"
        options={(['NONE', 'PASSWORD_STRING'] as const).map((value) => ({
          value,
          label: t(`imageManager.folder.imagePasswordType.${value}`),
        }))}
        value={draft.imagePasswordType}
        onValueChange={(imagePasswordType) => update({ imagePasswordType })}
      />
      {draft.imagePasswordType === 'PASSWORD_STRING' ? (
        <PasswordPair
          labels={[t('imageManager.folder.imagePassword'), t('imageManager.folder.imagePasswordConfirm')]}
          paths={['imagePassword', 'imagePasswordConfirm']}
          password={draft.imagePassword}
          confirm={draft.imagePasswordConfirm}
          onChange={(imagePassword, imagePasswordConfirm) => update({ imagePassword, imagePasswordConfirm })}
          error={error}
          required
        />
      ) : null}
      <NumberField
        label={t('imageManager.folder.sortPriority')}
        path="sortPriority"
        required
        bounds={MANAGED_FOLDER_NUMBERS.sortPriority}
        value={draft.sortPriority}
        onChange={(sortPriority) => update({ sortPriority: sortPriority as number })}
        error={error}
      />
    </div>
  );
}

/** Verification (002 §3): verify immediately, re-verify every so many days, throttle override. */
export function VerificationPage({ draft, update, error }: FolderPageProps) {
  const t = useMessage();
  const verification = draft.verification;
  const set = (change: Partial<FolderDraft['verification']>) =>
    update({ verification: { ...verification, ...change } });
  return (
    <div className={styles.stack}>
      <Checkbox
        label={t('imageManager.folder.immediatelyVerifyImageFiles')}
        checked={verification.immediatelyVerifyImageFiles}
        onCheckedChange={(immediatelyVerifyImageFiles) => set({ immediatelyVerifyImageFiles })}
      />
      <Checkbox
        label={t('imageManager.folder.reverifyImageFiles')}
        checked={verification.reverifyImageFiles}
        onCheckedChange={(reverifyImageFiles) => set({ reverifyImageFiles })}
      />
      <NumberField
        label={t('imageManager.folder.daysToReverify')}
        path="verification.daysToReverify"
        disabled={!verification.reverifyImageFiles}
        bounds={MANAGED_FOLDER_NUMBERS['verification.daysToReverify']}
        value={verification.daysToReverify}
        onChange={(value) => set({ daysToReverify: value as number })}
        error={error}
      />
      <NumberField
        label={t('imageManager.folder.throttleOverridePercent')}
        path="verification.throttleOverridePercent"
        bounds={MANAGED_FOLDER_NUMBERS['verification.throttleOverridePercent']}
        value={verification.throttleOverridePercent}
        onChange={(value) => set({ throttleOverridePercent: value as number })}
        error={error}
      />
    </div>
  );
}

/** Consolidation (002 §3): enabled, weekly day, monthly on a day of the month or a relative day. */
export function ConsolidationPage({ draft, update, error }: FolderPageProps) {
  const t = useMessage();
  const consolidation = draft.consolidation;
  const off = !consolidation.enabled;
  const set = (change: Partial<FolderDraft['consolidation']>) =>
    update({ consolidation: { ...consolidation, ...change } });
  const weekdays = BACKUP_WEEKDAYS.map((value) => ({ value, label: t(`imageManager.weekday.${value}`) }));
  return (
    <div className={styles.stack}>
      <Switch
        label={t('imageManager.folder.consolidationEnabled')}
        checked={consolidation.enabled}
        onCheckedChange={(enabled) => set({ enabled })}
      />
      <Select
        label={t('imageManager.folder.weeklyDay')}
        options={weekdays}
        disabled={off}
        value={consolidation.weeklyDay}
        onValueChange={(weeklyDay) => set({ weeklyDay: weeklyDay as Weekday })}
      />
      <RadioGroup<'false' | 'true'>
        label={t('imageManager.folder.monthlyRelative')}
        orientation="horizontal"
        disabled={off}
        options={(['false', 'true'] as const).map((value) => ({
          value,
          label: t(`imageManager.folder.monthlyRelative.${value}`),
        }))}
        value={String(consolidation.monthlyRelative) as 'false' | 'true'}
        onValueChange={(value) => {
          const { min, max } = MANAGED_FOLDER_NUMBERS['consolidation.monthlyDay'];
          const day = consolidation.monthlyDay;
          // The day of the month is hidden for a relative day: an invalid one goes back to the 1st.
          const valid = Number.isInteger(day) && day >= min && day <= max;
          set({ monthlyRelative: value === 'true', ...(valid ? {} : { monthlyDay: 1 }) });
        }}
      />
      {consolidation.monthlyRelative ? (
        <div className={styles.row}>
          <Select
            label={t('imageManager.folder.relativeWeekNumber')}
            disabled={off}
            options={WEEKS.map((value) => ({ value, label: t(`imageManager.week.${value}`) }))}
            value={consolidation.relativeWeekNumber}
            onValueChange={(value) => set({ relativeWeekNumber: value as (typeof WEEKS)[number] })}
          />
          <Select
            label={t('imageManager.folder.monthlyDayOfWeek')}
            disabled={off}
            options={weekdays}
            value={consolidation.monthlyDayOfWeek}
            onValueChange={(value) => set({ monthlyDayOfWeek: value as Weekday })}
          />
        </div>
      ) : (
        <NumberField
          label={t('imageManager.folder.monthlyDay')}
          path="consolidation.monthlyDay"
          disabled={off}
          bounds={MANAGED_FOLDER_NUMBERS['consolidation.monthlyDay']}
          value={consolidation.monthlyDay}
          onChange={(value) => set({ monthlyDay: value as number })}
          error={error}
        />
      )}
    </div>
  );
}

const RETENTION_FIELDS = ['intraDailyDays', 'dailyDays', 'weeklyDays', 'monthlyMonths'] as const;

/** Retention (002 §3): enabled, days or months to keep each kind of image, move to a sub-directory. */
export function RetentionPage({ draft, update, error }: FolderPageProps) {
  const t = useMessage();
  const retention = draft.retention;
  const off = !retention.enabled;
  const set = (change: Partial<FolderDraft['retention']>) =>
    update({ retention: { ...retention, ...change } });
  return (
    <div className={styles.stack}>
      <Switch
        label={t('imageManager.folder.retentionEnabled')}
        checked={retention.enabled}
        onCheckedChange={(enabled) => set({ enabled })}
      />
      {RETENTION_FIELDS.map((name) => (
        <NumberField
          key={name}
          label={t(`imageManager.folder.${name}`)}
          path={`retention.${name}`}
          disabled={off}
          bounds={MANAGED_FOLDER_NUMBERS[`retention.${name}`]}
          value={retention[name]}
          onChange={(value) => set({ [name]: value as number })}
          error={error}
        />
      ))}
      <Checkbox
        label={t('imageManager.folder.moveConsolidatedToSubDirectory')}
        disabled={off}
        checked={retention.moveConsolidatedToSubDirectory}
        onCheckedChange={(moveConsolidatedToSubDirectory) => set({ moveConsolidatedToSubDirectory })}
      />
    </div>
  );
}
