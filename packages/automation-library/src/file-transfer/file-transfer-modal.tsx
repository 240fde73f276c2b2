import {
  MAX_FILE_TRANSFER_BYTES,
  MAX_FILE_TRANSFER_NAME_LENGTH,
  routes,
  sizeLimitParams,
  ZIP_CHECK_DEBOUNCE_MS,
} from '@console/core';
import { useConsole, useConsoleQuery, useMessage } from '@console/core/react';
import { Checkbox, TextInput } from '@console/ui';
import { useEffect, useMemo } from 'react';
import { type AutomationListItem, uploadTask, useAutomationRecord, useAutomations } from '../api';
import { sourceAttachmentId } from '../internal/automation-form';
import { AutomationFormDialog } from '../internal/automation-form-dialog';
import * as styles from '../internal/form.css';
import { BasicsFields, FormRunAsField, OsField } from '../internal/shared-fields';
import { SourceField } from '../internal/source-field';
import { sourceFiles } from '../internal/stored-file';
import { type SavedAutomation, useAutomationForm } from '../internal/use-automation-form';
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

const scripting = routes.scripting;
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
  const automations = useAutomations();
  const editId = automation?.id ?? null;
  const record = useAutomationRecord(editId, open);
  const attachments = useConsoleQuery(
    scripting.fileTransferAttachments,
    { params: { id: editId ?? 0 } },
    { enabled: open && editId !== null, staleTime: 0 },
  );
  const whole = record.data?.script;
  const loaded = useMemo(
    () => (whole && attachments.data ? fileTransferFormFromAutomation(whole, attachments.data) : null),
    [whole, attachments.data],
  );
  const existing = automations.data;
  const automationForm = useAutomationForm<FileTransferFormState, FileTransferField>({
    open,
    onOpenChange,
    automation,
    empty: emptyFileTransferForm,
    loaded,
    loadFailed: record.isError || attachments.isError,
    sourceField: 'source',
    validate: (draft) => validateFileTransferForm(draft, existing),
    steps: {
      preCheck: (draft, signal) =>
        client.call(scripting.preCheck, { body: fileTransferPreCheck(draft) }, { signal }),
      uploads: (draft) =>
        draft.uploadType === 'FILE' && draft.file
          ? [uploadTask(client, 'file', draft.file, 'FILE_TRANSFER')]
          : [],
      save: async (draft, ids, signal) => {
        const attachmentId = await sourceAttachmentId(
          client,
          draft,
          ids.get('file'),
          'FILE_TRANSFER',
          signal,
        );
        if (attachmentId === undefined) throw new Error('No file');
        const body = fileTransferPayload(draft, attachmentId);
        const answer = draft.id
          ? await client.call(scripting.updateFileTransfer, { body: { ...body, id: draft.id } }, { signal })
          : await client.call(scripting.createFileTransfer, { body }, { signal });
        return answer.script;
      },
    },
    onSaved,
  });
  const { form, setForm, update, touch, show } = automationForm;

  // The .zip check of a typed URL runs 300 ms after the last keystroke (001 §4, §9).
  useEffect(() => {
    if (form.uploadType !== 'URL' || form.url === form.checkedUrl) return;
    const timer = setTimeout(() => setForm((previous) => checkUrl(previous)), ZIP_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [form.uploadType, form.url, form.checkedUrl, setForm]);

  const limit = sizeLimitParams(MAX_FILE_TRANSFER_BYTES);

  return (
    <AutomationFormDialog
      form={automationForm}
      title={t('automation.fileTransfer.title')}
      size="md"
      loadFailedText={t('automation.errorLoadingAttachment')}
      uploads
    >
      <div className={styles.stack}>
        <BasicsFields form={automationForm} nameMaxLength={MAX_FILE_TRANSFER_NAME_LENGTH + 1} />
        <OsField
          systems={FILE_TRANSFER_SYSTEMS}
          value={form.os}
          onValueChange={(os) => {
            setForm((previous) => setOs(previous, os));
            // The destination is checked again for the new OS.
            if (form.destination !== '') touch('destination');
          }}
        />
        <SourceField
          uploadType={form.uploadType}
          onUploadTypeChange={(uploadType) => setForm((previous) => setUploadType(previous, uploadType))}
          fileLabel={t('automation.form.file')}
          browseLabel={t('automation.form.chooseFile')}
          fileDescription={t('automation.form.sizeHint', limit)}
          files={sourceFiles(form)}
          onFileChange={(file) => setForm((previous) => ({ ...setFile(previous, file), attachment: null }))}
          urlLabel={t('automation.form.url')}
          url={form.url}
          onUrlChange={(url) => update({ url })}
          error={show('source')}
          onTouch={() => touch('source')}
        />
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
        <FormRunAsField form={automationForm} />
      </div>
    </AutomationFormDialog>
  );
}
