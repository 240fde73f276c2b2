import {
  ARCHITECTURE_OPTIONS,
  formatExtensions,
  installerSizeLimit,
  LARGE_INSTALLER_FEATURE_FLAG,
  MAX_HELPER_FILE_BYTES,
  MAX_HELPER_FILES,
  routes,
  sizeLimitParams,
  type ValidationIssue,
  validateIconDimensions,
} from '@console/core';
import { useConsole, useConsoleQuery, useFeature, useMessage } from '@console/core/react';
import { Banner, Checkbox, FileDrop, RadioGroup, Tabs } from '@console/ui';
import { useEffect, useMemo, useState } from 'react';
import {
  type AutomationListItem,
  readImageSize,
  uploadTask,
  useAutomationRecord,
  useAutomations,
} from '../api';
import { sourceAttachmentId } from '../internal/automation-form';
import { AutomationFormDialog } from '../internal/automation-form-dialog';
import * as styles from '../internal/form.css';
import {
  BasicsFields,
  FormParametersField,
  FormRunAsField,
  IconPreview,
  OsField,
  ScriptField,
} from '../internal/shared-fields';
import { ANY_SIZE, SourceField } from '../internal/source-field';
import { pickedFile, sourceFiles, storedFile } from '../internal/stored-file';
import { type SavedAutomation, useAutomationForm } from '../internal/use-automation-form';
import { ScriptPicker } from '../script-picker/script-picker';
import {
  addHelperFiles,
  emptyInstallForm,
  type InstallField,
  type InstallFormState,
  installFormFromAutomation,
  installPayload,
  installPreCheck,
  installUploads,
  isCancelOnPreScriptFailEnabled,
  setOs,
  setPreScript,
  setUploadType,
  validateInstallForm,
} from './install-form';

const scripting = routes.scripting;

export type { SavedAutomation };

/** Props of {@link InstallApplicationModal}. */
export interface InstallApplicationModalProps {
  /** Whether the modal shows. */
  open: boolean;
  /** Called with `false` to close (Cancel, Escape, after saving). */
  onOpenChange: (open: boolean) => void;
  /**
   * The install automation to edit (a list item is enough: the modal reads the whole automation
   * when it opens); without it a new one is created.
   */
  automation?: AutomationListItem | null;
  /** Called after a successful save, once the modal closes: show the success message and the processing modal. */
  onSaved?: (saved: SavedAutomation) => void;
}

type InstallTab = 'general' | 'additional';
const INSTALL_SYSTEMS = ['Windows', 'Mac'] as const;
const ADDITIONAL_FIELDS: readonly InstallField[] = ['helperFiles', 'icon'];

/**
 * The Install Application modal (001 §2.7, §4, §5), tabs General and Additional Settings. Saving
 * validates, pre-checks (a failed pre-check is silent and re-enables the form), uploads new files
 * in the Uploading files modal (Cancel aborts every request), then creates or updates.
 * @example <InstallApplicationModal open={open} onOpenChange={setOpen} onSaved={({ created }) => notify(created)} />
 */
export function InstallApplicationModal({
  open,
  onOpenChange,
  automation,
  onSaved,
}: InstallApplicationModalProps) {
  const t = useMessage();
  const { client } = useConsole();
  const largeInstallers = useFeature(LARGE_INSTALLER_FEATURE_FLAG);
  const automations = useAutomations();
  const editId = automation?.id ?? null;
  const record = useAutomationRecord(editId, open);
  const attachments = useConsoleQuery(
    scripting.installAttachments,
    { params: { id: editId ?? 0 } },
    { enabled: open && editId !== null, staleTime: 0 },
  );
  const iconId = attachments.data?.customIconAttachment?.id ?? null;
  const iconUrl = useConsoleQuery(
    scripting.signedUrl,
    { params: { id: iconId ?? 0 } },
    { enabled: open && iconId !== null },
  );

  const [tab, setTab] = useState<InstallTab>('general');
  const [fileIssues, setFileIssues] = useState<Partial<Record<InstallField, ValidationIssue>>>({});
  const [pickerFor, setPickerFor] = useState<'pre' | 'post' | null>(null);

  // Each opening starts on General with no refused file.
  useEffect(() => {
    if (!open) return;
    setTab('general');
    setFileIssues({});
  }, [open]);
  // The edited automation, once it, its files and its icon's signed URL are read.
  const whole = record.data?.script;
  const loaded = useMemo(() => {
    if (!whole || !attachments.data) return null;
    if (iconId !== null && !iconUrl.data && !iconUrl.isError) return null;
    return installFormFromAutomation(
      whole,
      attachments.data,
      automations.data ?? [],
      iconUrl.data?.signedUrl,
    );
  }, [whole, attachments.data, automations.data, iconId, iconUrl.data, iconUrl.isError]);

  const existing = automations.data;
  const automationForm = useAutomationForm<InstallFormState, InstallField>({
    open,
    onOpenChange,
    automation,
    empty: emptyInstallForm,
    loaded,
    loadFailed: record.isError || attachments.isError,
    sourceField: 'installer',
    validate: (draft) => validateInstallForm(draft, { existing, largeInstallers }),
    immediateIssues: fileIssues,
    steps: {
      preCheck: (draft, signal) =>
        client.call(scripting.preCheck, { body: installPreCheck(draft) }, { signal }),
      uploads: (draft) =>
        installUploads(draft).map((upload) => uploadTask(client, upload.id, upload.file, upload.purpose)),
      save: async (draft, ids, signal) => {
        const installer = await sourceAttachmentId(client, draft, ids.get('installer'), 'INSTALLER', signal);
        if (installer === undefined) throw new Error('No installer');
        const body = installPayload(draft, { installer, helpers: ids, icon: ids.get('icon') });
        const answer = draft.id
          ? await client.call(scripting.updateInstall, { body: { ...body, id: draft.id } }, { signal })
          : await client.call(scripting.createInstall, { body }, { signal });
        return answer.script;
      },
      silentPreCheckFailure: true,
    },
    // The tab of the first field that stops the save (the name, when the server refuses it).
    onInvalid: (fields) => {
      const first = fields[0];
      if (first) setTab(ADDITIONAL_FIELDS.includes(first) ? 'additional' : 'general');
    },
    onSaved,
  });
  const { form, setForm, update, touch, show } = automationForm;

  const clearFileIssue = (field: InstallField) =>
    setFileIssues((previous) => {
      const { [field]: _cleared, ...rest } = previous;
      return rest;
    });

  const addIcon = async (file: File) => {
    const dimensions = await readImageSize(file);
    const issue = validateIconDimensions(dimensions);
    if (issue) setFileIssues((previous) => ({ ...previous, icon: issue }));
    else {
      clearFileIssue('icon');
      update({
        icon: { name: file.name, size: file.size, file, dimensions, previewUrl: URL.createObjectURL(file) },
      });
    }
  };

  const limit = sizeLimitParams(installerSizeLimit(largeInstallers));
  const helperLimit = sizeLimitParams(MAX_HELPER_FILE_BYTES);

  // What the file fields list: the new files, or stand-ins for the stored ones.
  const helperFiles = form.helperFiles.map(
    (entry) => entry.file ?? storedFile(entry, entry.name, entry.size),
  );
  const iconFiles = form.icon
    ? [form.icon.file ?? storedFile(form.icon, form.icon.name, form.icon.size)]
    : [];

  const general = (
    <div className={styles.stack}>
      {/* 001 §5: the name is checked against the other install automations on blur. */}
      <BasicsFields form={automationForm} />
      <div className={styles.row}>
        <OsField
          systems={INSTALL_SYSTEMS}
          value={form.os}
          onValueChange={(os) => setForm((previous) => setOs(previous, os))}
        />
        <RadioGroup
          label={t('automation.form.architecture')}
          orientation="horizontal"
          value={form.architecture}
          error={show('architecture')}
          touched
          options={ARCHITECTURE_OPTIONS[form.os].map((value) => ({
            value,
            label: t(`automation.architecture.${value}`),
          }))}
          onValueChange={(architecture) => update({ architecture })}
        />
      </div>
      <SourceField
        uploadType={form.uploadType}
        onUploadTypeChange={(uploadType) => setForm((previous) => setUploadType(previous, uploadType))}
        fileLabel={t('automation.form.installerFile')}
        browseLabel={t('automation.form.chooseFile')}
        fileDescription={t('automation.form.fileHint', { extensions: formatExtensions(form.os), ...limit })}
        files={sourceFiles(form)}
        onFileChange={(file) => update({ file, attachment: null })}
        urlLabel={t('automation.form.installerUrl')}
        url={form.url}
        onUrlChange={(url) => update({ url })}
        error={show('installer')}
        onTouch={() => touch('installer')}
      />
      <FormRunAsField form={automationForm} />
      <FormParametersField form={automationForm} />
      {form.os === 'Windows' ? (
        <p className={styles.note}>{t('automation.form.msiSilentArguments')}</p>
      ) : null}
      <Checkbox
        label={t('automation.form.useFirstParameterAsDefault')}
        checked={form.useFirstParametersOptionAsDefault}
        onCheckedChange={(useFirstParametersOptionAsDefault) => update({ useFirstParametersOptionAsDefault })}
      />
    </div>
  );

  const additional = (
    <div className={styles.stack}>
      <FileDrop
        label={t('automation.form.helperFiles')}
        browseLabel={t('automation.form.addHelperFile')}
        multiple
        description={t('automation.form.helperFilesHint', { max: MAX_HELPER_FILES, ...helperLimit })}
        {...ANY_SIZE}
        files={helperFiles}
        error={show('helperFiles')}
        touched
        onFilesChange={(next) => {
          const kept = form.helperFiles.filter((_, index) => next.includes(helperFiles[index] as File));
          const added = next.filter((file) => !helperFiles.includes(file));
          const result = addHelperFiles({ ...form, helperFiles: kept }, added);
          setForm(result.state);
          clearFileIssue('helperFiles');
          // Too many files is the form's own rule (it stays until files are removed); a refused file is reported once.
          if (result.issue && result.issue.key !== 'automation.validation.tooManyHelperFiles')
            setFileIssues((previous) => ({ ...previous, helperFiles: result.issue }));
          touch('helperFiles');
        }}
      />
      <FileDrop
        label={t('automation.form.icon')}
        browseLabel={t('automation.form.chooseIcon')}
        description={t('automation.form.iconHint')}
        {...ANY_SIZE}
        files={iconFiles}
        error={show('icon')}
        touched
        onFilesChange={(next) => {
          const file = pickedFile(next, iconFiles);
          if (file === undefined) return;
          if (file === null) {
            update({ icon: null });
            clearFileIssue('icon');
          } else void addIcon(file);
        }}
      />
      {form.icon?.previewUrl ? <IconPreview key={form.icon.previewUrl} src={form.icon.previewUrl} /> : null}
      {iconUrl.isError ? <Banner tone="danger">{t('automation.errorLoadingAttachment')}</Banner> : null}
      <ScriptField
        label={t('automation.form.preScript')}
        value={form.preScript}
        onPick={() => setPickerFor('pre')}
        onRemove={() => setForm((previous) => setPreScript(previous, null))}
      />
      <Checkbox
        label={t('automation.form.cancelOnPreScriptFail')}
        checked={form.cancelOnPreScriptFail}
        disabled={!isCancelOnPreScriptFailEnabled(form)}
        onCheckedChange={(cancelOnPreScriptFail) => update({ cancelOnPreScriptFail })}
      />
      <ScriptField
        label={t('automation.form.postScript')}
        value={form.postScript}
        onPick={() => setPickerFor('post')}
        onRemove={() => update({ postScript: null })}
      />
    </div>
  );

  return (
    <>
      <AutomationFormDialog
        form={automationForm}
        title={t('automation.install.title')}
        size="lg"
        bodyHeight={560}
        loadFailedText={t('automation.errorLoadingAttachment')}
        uploads
      >
        <Tabs
          label={t('automation.install.title')}
          selectedId={tab}
          onSelectedIdChange={(id) => setTab(id as InstallTab)}
          keepMounted
          items={[
            { id: 'general', label: t('automation.form.general'), panel: general },
            { id: 'additional', label: t('automation.form.additionalSettings'), panel: additional },
          ]}
        />
      </AutomationFormDialog>
      <ScriptPicker
        open={pickerFor !== null}
        os={form.os}
        title={pickerFor === 'post' ? t('automation.form.postScript') : t('automation.form.preScript')}
        onOpenChange={(next) => {
          if (!next) setPickerFor(null);
        }}
        onPick={(applied) => {
          const choice = {
            scriptId: applied.scriptId,
            scriptName: applied.scriptName,
            parameters: applied.parameters.scriptParam ?? '',
            scriptVariables: applied.scriptVariables,
          };
          if (pickerFor === 'pre') setForm((previous) => setPreScript(previous, choice));
          else update({ postScript: choice });
        }}
      />
    </>
  );
}
