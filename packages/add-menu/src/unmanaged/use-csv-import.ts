import {
  ConsoleApiError,
  type CsvImportAnswer,
  type CsvPreview,
  canPreviewCsv,
  routes,
  validateCsvFile,
} from '@console/core';
import { useConsole, useMessage } from '@console/core/react';
import { useState } from 'react';
import { useUnmanagedRoles } from './use-unmanaged-roles';

/** Options of {@link useCsvImport}. */
export interface UseCsvImportOptions {
  /** Called once an import is saved, with how many devices it created. */
  onSaved?: (answer: CsvImportAnswer) => void;
}

/**
 * The headless CSV import (000 §2.12, §5.5; 001 §2.4, §4, §5): the role, the file (`.csv` only),
 * the template link, Preview (disabled without a file, a role or loaded roles) through
 * `POST /unmanaged-device/import/preview`, re-upload, and Save through `POST /unmanaged-device/import`
 * (disabled without valid rows). A refused file shows the server's message (the spec's
 * `hasFatalError` / `errorMsg`), any other failure 'Error while uploading file'.
 * @example const flow = useCsvImport({ onSaved: ({ createdCount }) => toast.success(...) });
 */
export function useCsvImport({ onSaved }: UseCsvImportOptions = {}) {
  const t = useMessage();
  const { client } = useConsole();
  const roles = useUnmanagedRoles();
  const [roleId, setRoleId] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [busy, setBusy] = useState<'previewing' | 'saving' | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A refused file (4xx) shows the server's reason; any other failure the generic text of its step
  // (001 §8: 'Error while uploading file' for the preview, a generic message for the save).
  const failure = (
    cause: unknown,
    fallback: 'unmanaged.import.uploadError' | 'unmanaged.import.saveError',
  ) =>
    cause instanceof ConsoleApiError && cause.status >= 400 && cause.status < 500 && cause.errorMessage
      ? cause.errorMessage
      : t(fallback);

  const runPreview = async (chosen: File | null = file) => {
    if (!chosen || roleId === null) return;
    const issue = validateCsvFile(chosen);
    if (issue) {
      setError(t(issue.key, issue.params));
      return;
    }
    setFile(chosen);
    setBusy('previewing');
    setError(null);
    try {
      const answer = (await client.upload(routes.unmanaged.preview, {
        fields: { roleId },
        file: chosen,
      })) as CsvPreview;
      setPreview(answer);
    } catch (cause) {
      setPreview(null);
      setError(failure(cause, 'unmanaged.import.uploadError'));
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    if (!file || roleId === null || !preview || preview.validRows === 0) return;
    setBusy('saving');
    setError(null);
    try {
      const answer = (await client.upload(routes.unmanaged.import, {
        fields: { roleId },
        file,
      })) as CsvImportAnswer;
      setPreview(null);
      onSaved?.(answer);
    } catch (cause) {
      setError(failure(cause, 'unmanaged.import.saveError'));
    } finally {
      setBusy(null);
    }
  };

  return {
    roles,
    roleId,
    chooseRole: (id: number | null) => {
      setRoleId(id);
      setError(null);
    },
    file,
    chooseFile: (chosen: File | null) => {
      setFile(chosen);
      setError(null);
    },
    /** The template download of the chosen role, or null without one. */
    templateUrl:
      roleId === null ? null : client.url(routes.unmanaged.csvTemplate, { params: { roleId } } as never),
    canPreview: canPreviewCsv({ file, roleId, rolesLoaded: roles.status === 'ready' }) && busy === null,
    preview,
    closePreview: () => setPreview(null),
    runPreview,
    /** Save is disabled without valid rows (001 §4). */
    canSave: !!preview && preview.validRows > 0 && busy === null,
    save,
    busy,
    error,
  };
}

/** What {@link useCsvImport} returns. */
export type CsvImportFlow = ReturnType<typeof useCsvImport>;
