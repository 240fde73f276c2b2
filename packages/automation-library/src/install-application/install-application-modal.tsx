import {
  ARCHITECTURE_OPTIONS,
  type Automation,
  describeError,
  endpoints,
  formatExtensions,
  installerSizeLimit,
  isConsoleApiError,
  LARGE_INSTALLER_FEATURE_FLAG,
  MAX_HELPER_FILE_BYTES,
  MAX_HELPER_FILES,
  sizeLimitParams,
  type ValidationIssue,
  validateIconDimensions,
} from '@console/core';
import { useConsole, useConsoleQuery, useFeature, useMessage } from '@console/core/react';
import { Banner, Checkbox, Dialog, FileDrop, Spinner, Tabs, TextInput } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  type AutomationListItem,
  readImageSize,
  refreshAutomationLists,
  uploadTask,
  useAutomationRecord,
  useAutomations,
} from '../api';
import { ChoiceGroup } from '../internal/choice-group';
import * as styles from '../internal/form.css';
import {
  DescriptionAndCategories,
  IconPreview,
  NameField,
  OsField,
  RunAsField,
  SaveError,
  SaveFooter,
  ScriptField,
  UploadTypeField,
} from '../internal/shared-fields';
import { pickedFile, storedFile } from '../internal/stored-file';
import { useFocusWhenReady } from '../internal/use-focus-when-ready';
import { ParameterList } from '../parameters/parameter-list';
import { isBusyStep } from '../save-flow/save-flow';
import { useSaveFlow } from '../save-flow/use-save-flow';
import { ScriptPicker } from '../script-picker/script-picker';
import { UploadingFilesModal } from '../uploading-files/uploading-files-modal';
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

const scripting = endpoints.scripting;

/** How a save ended, for the host's success message. */
export interface SavedAutomation {
  automation: Automation;
  /** True for a new automation, false for an update. */
  created: boolean;
}

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
/** FileDrop checks nothing itself: the shared rules of @console/core give the spec's messages. */
const ANY_SIZE = { minSize: 0, maxSize: Number.MAX_SAFE_INTEGER } as const;

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
  const queryClient = useQueryClient();
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

  const [form, setForm] = useState<InstallFormState>(emptyInstallForm);
  const [tab, setTab] = useState<InstallTab>('general');
  const [touched, setTouched] = useState<Partial<Record<InstallField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [fileIssues, setFileIssues] = useState<Partial<Record<InstallField, ValidationIssue>>>({});
  const [serverIssues, setServerIssues] = useState<Partial<Record<InstallField, string>>>({});
  const [pickerFor, setPickerFor] = useState<'pre' | 'post' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<number | null>(null);

  // A fresh form each time the modal opens; an edited automation once it and its files load.
  useEffect(() => {
    if (!open) return;
    setTab('general');
    setTouched({});
    setSubmitted(false);
    setFileIssues({});
    setServerIssues({});
    setError(null);
    if (!automation) {
      setForm(emptyInstallForm());
      setLoaded(null);
    }
  }, [open, automation]);
  const whole = record.data?.script;
  useEffect(() => {
    if (!open || !whole || !attachments.data || loaded === whole.id) return;
    if (iconId !== null && !iconUrl.data && !iconUrl.isError) return;
    const next = installFormFromAutomation(
      whole,
      attachments.data,
      automations.data ?? [],
      iconUrl.data?.signedUrl,
    );
    setForm(next);
    setLoaded(whole.id);
    if (next.attachment?.suspicious) setTouched((previous) => ({ ...previous, installer: true }));
  }, [open, whole, attachments.data, automations.data, iconId, iconUrl.data, iconUrl.isError, loaded]);

  const existing = automations.data;
  const rules = useMemo(() => ({ existing, largeInstallers }), [existing, largeInstallers]);
  const issues = useMemo(
    () => ({ ...validateInstallForm(form, rules), ...fileIssues }),
    [form, rules, fileIssues],
  );

  const [flowState, flow] = useSaveFlow<InstallFormState, Automation>({
    validate: (draft) => {
      const found = { ...validateInstallForm(draft, rules), ...fileIssues };
      return Object.keys(found).length > 0 ? found : undefined;
    },
    preCheck: (draft, signal) =>
      client.call(scripting.preCheck, { body: installPreCheck(draft) }, { signal }),
    uploads: (draft) =>
      installUploads(draft).map((upload) => uploadTask(client, upload.id, upload.file, upload.purpose)),
    save: async (draft, ids, signal) => {
      let installer = ids.get('installer') ?? draft.attachment?.id;
      const url = draft.url.trim();
      if (draft.uploadType === 'URL' && (!draft.attachment || draft.attachment.url !== url)) {
        installer = (
          await client.call(scripting.attachmentFromUrl, { body: { url, purpose: 'INSTALLER' } }, { signal })
        ).id;
      }
      if (installer === undefined) throw new Error('No installer');
      const body = installPayload(draft, { installer, helpers: ids, icon: ids.get('icon') });
      const answer = draft.id
        ? await client.call(scripting.updateInstall, { body: { ...body, id: draft.id } }, { signal })
        : await client.call(scripting.createInstall, { body }, { signal });
      return answer.script;
    },
    silentPreCheckFailure: true,
  });
  const busy = isBusyStep(flowState.step);

  const show = (field: InstallField): string | undefined => {
    if (serverIssues[field]) return serverIssues[field];
    const issue = issues[field];
    if (!issue || !(submitted || touched[field] || fileIssues[field])) return undefined;
    return t(issue.key, issue.params);
  };

  const close = useCallback(() => {
    flow.cancel();
    onOpenChange(false);
  }, [flow, onOpenChange]);

  const setRunAs = useCallback((runAs: string) => setForm((previous) => ({ ...previous, runAs })), []);
  const update = (patch: Partial<InstallFormState>) => setForm((previous) => ({ ...previous, ...patch }));
  const touch = (field: InstallField) => setTouched((previous) => ({ ...previous, [field]: true }));
  const clearFileIssue = (field: InstallField) =>
    setFileIssues((previous) => {
      const { [field]: _cleared, ...rest } = previous;
      return rest;
    });

  const submit = async () => {
    setSubmitted(true);
    setError(null);
    setServerIssues({});
    const found = { ...validateInstallForm(form, rules), ...fileIssues };
    const first = Object.keys(found)[0] as InstallField | undefined;
    if (first) setTab(ADDITIONAL_FIELDS.includes(first) ? 'additional' : 'general');
    const outcome = await flow.start(form);
    if (outcome.status === 'saved') {
      await refreshAutomationLists(queryClient);
      onOpenChange(false);
      flow.reset();
      onSaved?.({ automation: outcome.result, created: form.id === null });
    } else if (outcome.status === 'failed') {
      const failure = outcome.error;
      if (isConsoleApiError(failure) && failure.resultCode === 'NAME_ALREADY_IN_USE') {
        setServerIssues({ name: t('automation.validation.nameExists') });
        setTab('general');
      } else {
        setError(describeError(failure, t, 'automation.saveFailed') ?? null);
      }
      flow.reset();
    }
  };

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

  const loadFailed = record.isError || attachments.isError;
  const loadingEdit =
    automation !== null && automation !== undefined && loaded !== automation.id && !loadFailed;
  const nameRef = useFocusWhenReady<HTMLInputElement>(!loadingEdit && open);
  const limit = sizeLimitParams(installerSizeLimit(largeInstallers));
  const helperLimit = sizeLimitParams(MAX_HELPER_FILE_BYTES);

  // What the file fields list: the new files, or stand-ins for the stored ones.
  const installerFiles = form.file
    ? [form.file]
    : form.attachment
      ? [storedFile(form.attachment, form.attachment.fileName, form.attachment.size)]
      : [];
  const helperFiles = form.helperFiles.map(
    (entry) => entry.file ?? storedFile(entry, entry.name, entry.size),
  );
  const iconFiles = form.icon
    ? [form.icon.file ?? storedFile(form.icon, form.icon.name, form.icon.size)]
    : [];

  const general = (
    <div className={styles.stack}>
      <NameField
        ref={nameRef}
        value={form.name}
        error={show('name')}
        onValueChange={(name) => {
          update({ name });
          setServerIssues(({ name: _n, ...rest }) => rest);
        }}
        // 001 §5: the name is checked against the other install automations on blur.
        onLeave={() => touch('name')}
      />
      <DescriptionAndCategories
        description={form.description}
        categoriesIds={form.categoriesIds}
        onChange={update}
      />
      <div className={styles.row}>
        <OsField
          systems={INSTALL_SYSTEMS}
          value={form.os}
          onValueChange={(os) => setForm((previous) => setOs(previous, os))}
        />
        <ChoiceGroup
          label={t('automation.form.architecture')}
          value={form.architecture}
          error={show('architecture')}
          options={ARCHITECTURE_OPTIONS[form.os].map((value) => ({
            value,
            label: t(`automation.architecture.${value}`),
          }))}
          onValueChange={(architecture) => update({ architecture })}
        />
      </div>
      <UploadTypeField
        value={form.uploadType}
        onValueChange={(uploadType) => setForm((previous) => setUploadType(previous, uploadType))}
      />
      {form.uploadType === 'FILE' ? (
        <FileDrop
          label={t('automation.form.installerFile')}
          required
          description={t('automation.form.fileHint', { extensions: formatExtensions(form.os), ...limit })}
          {...ANY_SIZE}
          files={installerFiles}
          error={show('installer')}
          touched
          onFilesChange={(next) => {
            const file = pickedFile(next, installerFiles);
            if (file === undefined) return;
            update({ file, attachment: null });
            touch('installer');
          }}
        />
      ) : (
        <TextInput
          label={t('automation.form.installerUrl')}
          required
          type="url"
          value={form.url}
          placeholder="https://"
          error={show('installer')}
          touched
          onValueChange={(url) => update({ url })}
          onBlur={() => touch('installer')}
        />
      )}
      <RunAsField os={form.os} value={form.runAs} error={show('runAs')} onValueChange={setRunAs} />
      <ParameterList
        value={form.scriptParameters}
        error={show('scriptParameters')}
        onValueChange={(scriptParameters) => update({ scriptParameters })}
      />
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
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) close();
        }}
        title={t('automation.install.title')}
        size="lg"
        bodyHeight={560}
        footer={
          <SaveFooter busy={busy} disabled={loadingEdit} onCancel={close} onSave={() => void submit()} />
        }
      >
        <div
          className={styles.stack}
          data-state={busy ? 'busy' : loadingEdit ? 'loading' : 'ready'}
          data-step={flowState.step}
        >
          <SaveError error={error} onDismiss={() => setError(null)} />
          {loadFailed ? <Banner tone="danger">{t('automation.errorLoadingAttachment')}</Banner> : null}
          {loadingEdit ? (
            <Spinner showLabel />
          ) : (
            <fieldset disabled={busy} className={styles.fieldset}>
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
            </fieldset>
          )}
        </div>
      </Dialog>
      <UploadingFilesModal
        open={open && flowState.step === 'uploading'}
        uploads={flowState.uploads}
        onCancel={() => flow.cancel()}
      />
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
