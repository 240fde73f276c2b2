import {
  type Automation,
  describeError,
  endpoints,
  isConsoleApiError,
  MAX_FILE_TRANSFER_BYTES,
  MAX_FILE_TRANSFER_NAME_LENGTH,
  sizeLimitParams,
  ZIP_CHECK_DEBOUNCE_MS,
} from '@console/core';
import { useConsole, useConsoleQuery, useMessage } from '@console/core/react';
import { Button, Dialog, Spinner } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { refreshAutomationLists, uploadTask, useAutomations } from '../api';
import type { SavedAutomation } from '../install-application/install-application-modal';
import { CheckboxField, FilePicker, Notice, RadioGroupField, TextField } from '../internal/controls';
import * as styles from '../internal/controls.css';
import { CategoriesField, RunAsField } from '../internal/shared-fields';
import { isBusyStep } from '../save-flow/save-flow';
import { useSaveFlow } from '../save-flow/use-save-flow';
import { UploadingFilesModal } from '../uploading-files/uploading-files-modal';
import {
  checkUrl,
  emptyFileTransferForm,
  type FileTransferField,
  type FileTransferFormState,
  fileTransferFormFromAutomation,
  fileTransferPayload,
  fileTransferPreCheck,
  isExpandOffered,
  setFile,
  setOs,
  setUploadType,
  validateFileTransferForm,
} from './file-transfer-form';

const scripting = endpoints.scripting;

/** Props of {@link FileTransferModal}. */
export interface FileTransferModalProps {
  /** Whether the modal shows. */
  open: boolean;
  /** Called with `false` to close. */
  onOpenChange: (open: boolean) => void;
  /** The file transfer to edit; without it a new one is created. */
  automation?: Automation | null;
  /** Called after a successful save, once the modal closes. */
  onSaved?: (saved: SavedAutomation) => void;
}

/**
 * The File Transfer modal (001 §2.7, §4, §5): name (unique, at most 150), a file (1 byte to
 * 200 MB) or a URL, Expand for .zip sources, a destination valid for the OS, run-as reloaded per
 * OS. Saving validates, pre-checks, uploads a new file in the Uploading files modal, then creates
 * or updates.
 * @example <FileTransferModal open={open} onOpenChange={setOpen} onSaved={notify} />
 */
export function FileTransferModal({ open, onOpenChange, automation, onSaved }: FileTransferModalProps) {
  const t = useMessage();
  const { client } = useConsole();
  const queryClient = useQueryClient();
  const automations = useAutomations();
  const editId = automation?.id ?? null;
  const attachments = useConsoleQuery(
    scripting.fileTransferAttachments,
    { params: { id: editId ?? 0 } },
    { enabled: open && editId !== null, staleTime: 0 },
  );
  const [form, setForm] = useState<FileTransferFormState>(emptyFileTransferForm);
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<FileTransferField, boolean>>>({});
  const [serverIssues, setServerIssues] = useState<Partial<Record<FileTransferField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<number | null>(null);

  useEffect(() => {
    if (!open) return;
    setSubmitted(false);
    setTouched({});
    setServerIssues({});
    setError(null);
    if (!automation) {
      setForm(emptyFileTransferForm());
      setLoaded(null);
    }
  }, [open, automation]);
  useEffect(() => {
    if (!open || !automation || !attachments.data || loaded === automation.id) return;
    const next = fileTransferFormFromAutomation(automation, attachments.data);
    setForm(next);
    setLoaded(automation.id);
    if (next.attachment?.suspicious) setTouched((previous) => ({ ...previous, source: true }));
  }, [open, automation, attachments.data, loaded]);

  // The .zip check of a typed URL runs 300 ms after the last keystroke (001 §4, §9).
  useEffect(() => {
    if (form.uploadType !== 'URL' || form.url === form.checkedUrl) return;
    const timer = setTimeout(() => setForm((previous) => checkUrl(previous)), ZIP_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [form.uploadType, form.url, form.checkedUrl]);

  const existing = automations.data;
  const issues = useMemo(() => validateFileTransferForm(form, existing), [form, existing]);

  const [flowState, flow] = useSaveFlow<FileTransferFormState, Automation>({
    validate: (draft) => {
      const found = validateFileTransferForm(draft, existing);
      return Object.keys(found).length > 0 ? found : undefined;
    },
    preCheck: (draft, signal) =>
      client.call(scripting.preCheck, { body: fileTransferPreCheck(draft) }, { signal }),
    uploads: (draft) =>
      draft.uploadType === 'FILE' && draft.file
        ? [uploadTask(client, 'file', draft.file, 'FILE_TRANSFER')]
        : [],
    save: async (draft, ids, signal) => {
      let attachmentId = ids.get('file') ?? draft.attachment?.id;
      const url = draft.url.trim();
      if (draft.uploadType === 'URL' && (!draft.attachment || draft.attachment.url !== url)) {
        attachmentId = (
          await client.call(
            scripting.attachmentFromUrl,
            { body: { url, purpose: 'FILE_TRANSFER' } },
            { signal },
          )
        ).id;
      }
      if (attachmentId === undefined) throw new Error('No file');
      const body = fileTransferPayload(draft, attachmentId);
      const answer = draft.id
        ? await client.call(scripting.updateFileTransfer, { body: { ...body, id: draft.id } }, { signal })
        : await client.call(scripting.createFileTransfer, { body }, { signal });
      return answer.script;
    },
  });
  const busy = isBusyStep(flowState.step);

  const show = (field: FileTransferField) => {
    if (serverIssues[field]) return serverIssues[field];
    const issue = issues[field];
    return issue && (submitted || touched[field]) ? t(issue.key, issue.params) : undefined;
  };
  const touch = (field: FileTransferField) => setTouched((previous) => ({ ...previous, [field]: true }));
  const update = (patch: Partial<FileTransferFormState>) =>
    setForm((previous) => ({ ...previous, ...patch }));
  const setRunAs = useCallback((runAs: string) => setForm((previous) => ({ ...previous, runAs })), []);
  const close = () => {
    flow.cancel();
    onOpenChange(false);
  };

  const submit = async () => {
    setSubmitted(true);
    setError(null);
    setServerIssues({});
    const outcome = await flow.start(form);
    if (outcome.status === 'saved') {
      await refreshAutomationLists(queryClient);
      onOpenChange(false);
      flow.reset();
      onSaved?.({ automation: outcome.result, created: form.id === null });
      return;
    }
    const failure =
      outcome.status === 'failed' || outcome.status === 'precheck-failed' ? outcome.error : undefined;
    if (failure === undefined) return;
    if (isConsoleApiError(failure) && failure.resultCode === 'NAME_ALREADY_IN_USE') {
      setServerIssues({ name: t('automation.validation.nameExists') });
    } else {
      setError(describeError(failure, t, 'automation.saveFailed') ?? null);
    }
    flow.reset();
  };

  const loadingEdit =
    automation !== null && automation !== undefined && loaded !== automation.id && !attachments.isError;
  const limit = sizeLimitParams(MAX_FILE_TRANSFER_BYTES);

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) close();
        }}
        title={t('automation.fileTransfer.title')}
        size="md"
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('automation.form.cancel')}
            </Button>
            <Button variant="primary" disabled={busy || loadingEdit} onClick={() => void submit()}>
              {busy ? t('automation.form.processing') : t('automation.form.save')}
            </Button>
          </>
        }
      >
        {loadingEdit ? (
          <Spinner showLabel />
        ) : (
          <fieldset
            disabled={busy}
            style={{ border: 'none', margin: 0, padding: 0, minWidth: 0 }}
            data-step={flowState.step}
          >
            <div className={styles.stack}>
              {error ? (
                <Notice tone="danger" onDismiss={() => setError(null)}>
                  {error}
                </Notice>
              ) : null}
              {attachments.isError ? (
                <Notice tone="danger">{t('automation.errorLoadingAttachment')}</Notice>
              ) : null}
              <TextField
                label={t('automation.form.name')}
                required
                autoFocus
                value={form.name}
                maxLength={MAX_FILE_TRANSFER_NAME_LENGTH + 1}
                error={show('name')}
                onValueChange={(name) => {
                  update({ name });
                  setServerIssues(({ name: _n, ...rest }) => rest);
                }}
                onBlur={() => {
                  // An untouched empty name waits for Save: leaving it must not shift the form under the pointer.
                  if (form.name !== '') touch('name');
                }}
              />
              <TextField
                label={t('automation.form.description')}
                multiline
                value={form.description}
                onValueChange={(description) => update({ description })}
              />
              <CategoriesField
                value={form.categoriesIds}
                onValueChange={(categoriesIds) => update({ categoriesIds })}
              />
              <RadioGroupField
                label={t('automation.form.os')}
                value={form.os}
                options={(['Windows', 'Mac', 'Linux'] as const).map((os) => ({
                  value: os,
                  label: t(`automation.os.${os}`),
                }))}
                onValueChange={(os) => {
                  setForm((previous) => setOs(previous, os));
                  // The destination is checked again for the new OS.
                  if (form.destination !== '') touch('destination');
                }}
              />
              <RadioGroupField
                label={t('automation.form.uploadType')}
                value={form.uploadType}
                options={(['FILE', 'URL'] as const).map((value) => ({
                  value,
                  label: t(`automation.uploadType.${value}`),
                }))}
                onValueChange={(uploadType) => setForm((previous) => setUploadType(previous, uploadType))}
              />
              {form.uploadType === 'FILE' ? (
                <FilePicker
                  label={t('automation.form.file')}
                  required
                  description={t('automation.form.sizeHint', limit)}
                  files={
                    form.file
                      ? [{ key: 'new', name: form.file.name, size: form.file.size }]
                      : form.attachment
                        ? [{ key: 'stored', name: form.attachment.fileName, size: form.attachment.size }]
                        : []
                  }
                  error={show('source')}
                  onAdd={(files) => {
                    setForm((previous) => setFile(previous, files[0] ?? null));
                    touch('source');
                  }}
                  onRemove={() => setForm((previous) => ({ ...setFile(previous, null), attachment: null }))}
                />
              ) : (
                <TextField
                  label={t('automation.form.url')}
                  required
                  type="url"
                  value={form.url}
                  placeholder="https://"
                  error={show('source')}
                  onValueChange={(url) => update({ url })}
                  onBlur={() => touch('source')}
                />
              )}
              {isExpandOffered(form) ? (
                <CheckboxField
                  label={t('automation.form.expand')}
                  description={t('automation.form.expandHint')}
                  checked={form.expand}
                  onCheckedChange={(expand) => update({ expand })}
                />
              ) : null}
              <TextField
                label={t('automation.form.destination')}
                required
                value={form.destination}
                placeholder={form.os === 'Windows' ? 'C:\\Users\\Public\\Downloads' : '~/Downloads'}
                error={show('destination')}
                onValueChange={(destination) => update({ destination })}
                onBlur={() => touch('destination')}
              />
              <RunAsField os={form.os} value={form.runAs} error={show('runAs')} onValueChange={setRunAs} />
            </div>
          </fieldset>
        )}
      </Dialog>
      <UploadingFilesModal
        open={open && flowState.step === 'uploading'}
        uploads={flowState.uploads}
        onCancel={() => flow.cancel()}
      />
    </>
  );
}
