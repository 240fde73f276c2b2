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
import { Banner, Checkbox, Dialog, FileDrop, Spinner, TextInput } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  type AutomationListItem,
  refreshAutomationLists,
  uploadTask,
  useAutomationRecord,
  useAutomations,
} from '../api';
import type { SavedAutomation } from '../install-application/install-application-modal';
import * as styles from '../internal/form.css';
import {
  DescriptionAndCategories,
  NameField,
  OsField,
  RunAsField,
  SaveError,
  SaveFooter,
  UploadTypeField,
} from '../internal/shared-fields';
import { pickedFile, storedFile } from '../internal/stored-file';
import { useFocusWhenReady } from '../internal/use-focus-when-ready';
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
const FILE_TRANSFER_SYSTEMS = ['Windows', 'Mac', 'Linux'] as const;

/** Props of {@link FileTransferModal}. */
export interface FileTransferModalProps {
  /** Whether the modal shows. */
  open: boolean;
  /** Called with `false` to close. */
  onOpenChange: (open: boolean) => void;
  /**
   * The file transfer to edit (a list item is enough: the modal reads the whole automation when it
   * opens); without it a new one is created.
   */
  automation?: AutomationListItem | null;
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
  const record = useAutomationRecord(editId, open);
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
  const whole = record.data?.script;
  useEffect(() => {
    if (!open || !whole || !attachments.data || loaded === whole.id) return;
    const next = fileTransferFormFromAutomation(whole, attachments.data);
    setForm(next);
    setLoaded(whole.id);
    if (next.attachment?.suspicious) setTouched((previous) => ({ ...previous, source: true }));
  }, [open, whole, attachments.data, loaded]);

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

  const loadFailed = record.isError || attachments.isError;
  const loadingEdit =
    automation !== null && automation !== undefined && loaded !== automation.id && !loadFailed;
  const nameRef = useFocusWhenReady<HTMLInputElement>(!loadingEdit && open);
  const limit = sizeLimitParams(MAX_FILE_TRANSFER_BYTES);
  const files = form.file
    ? [form.file]
    : form.attachment
      ? [storedFile(form.attachment, form.attachment.fileName, form.attachment.size)]
      : [];

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
          <SaveFooter busy={busy} disabled={loadingEdit} onCancel={close} onSave={() => void submit()} />
        }
      >
        {loadingEdit ? (
          <Spinner showLabel />
        ) : (
          <fieldset disabled={busy} className={styles.fieldset} data-step={flowState.step}>
            <div className={styles.stack}>
              <SaveError error={error} onDismiss={() => setError(null)} />
              {loadFailed ? <Banner tone="danger">{t('automation.errorLoadingAttachment')}</Banner> : null}
              <NameField
                ref={nameRef}
                value={form.name}
                maxLength={MAX_FILE_TRANSFER_NAME_LENGTH + 1}
                error={show('name')}
                onValueChange={(name) => {
                  update({ name });
                  setServerIssues(({ name: _n, ...rest }) => rest);
                }}
                onLeave={() => touch('name')}
              />
              <DescriptionAndCategories
                description={form.description}
                categoriesIds={form.categoriesIds}
                onChange={update}
              />
              <OsField
                systems={FILE_TRANSFER_SYSTEMS}
                value={form.os}
                onValueChange={(os) => {
                  setForm((previous) => setOs(previous, os));
                  // The destination is checked again for the new OS.
                  if (form.destination !== '') touch('destination');
                }}
              />
              <UploadTypeField
                value={form.uploadType}
                onValueChange={(uploadType) => setForm((previous) => setUploadType(previous, uploadType))}
              />
              {form.uploadType === 'FILE' ? (
                <FileDrop
                  label={t('automation.form.file')}
                  required
                  description={t('automation.form.sizeHint', limit)}
                  // FileDrop checks nothing itself: the shared rules give the spec's messages.
                  minSize={0}
                  maxSize={Number.MAX_SAFE_INTEGER}
                  files={files}
                  error={show('source')}
                  touched
                  onFilesChange={(next) => {
                    const file = pickedFile(next, files);
                    if (file === undefined) return;
                    setForm((previous) => ({ ...setFile(previous, file), attachment: null }));
                    touch('source');
                  }}
                />
              ) : (
                <TextInput
                  label={t('automation.form.url')}
                  required
                  type="url"
                  value={form.url}
                  placeholder="https://"
                  error={show('source')}
                  touched
                  onValueChange={(url) => update({ url })}
                  onBlur={() => touch('source')}
                />
              )}
              {isExpandOffered(form) ? (
                <Checkbox
                  label={t('automation.form.expand')}
                  description={t('automation.form.expandHint')}
                  checked={form.expand}
                  onCheckedChange={(expand) => update({ expand })}
                />
              ) : null}
              <TextInput
                label={t('automation.form.destination')}
                required
                value={form.destination}
                placeholder={form.os === 'Windows' ? 'C:\\Users\\Public\\Downloads' : '~/Downloads'}
                error={show('destination')}
                touched
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
