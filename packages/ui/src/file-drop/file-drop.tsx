import { formatBytes } from '@console/core';
import { useMessage } from '@console/core/react';
import { type DragEvent, useRef, useState } from 'react';
import { Button } from '../button/button';
import { IconButton } from '../button/icon-button';
import { Field, type FieldBaseProps, FieldControl } from '../field/field';
import { CloseIcon, FileIcon, UploadIcon } from '../internal/icons';
import { useControllableState } from '../internal/use-controllable-state';
import * as styles from './file-drop.css';
import {
  DEFAULT_MAX_FILE_SIZE,
  DEFAULT_MIN_FILE_SIZE,
  type FileRejection,
  type FileRejectionReason,
  partitionFiles,
} from './file-rules';

/** Props of {@link FileDrop}. */
export interface FileDropProps extends FieldBaseProps {
  /** The chosen files (controlled). */
  files?: readonly File[];
  /**
   * The initial files when uncontrolled.
   * @default []
   */
  defaultFiles?: readonly File[];
  /** Called with the accepted files whenever files are added or removed. */
  onFilesChange?: (files: File[]) => void;
  /** Called with the files refused by the last drop or browse. */
  onReject?: (rejections: FileRejection[]) => void;
  /**
   * Accepted types: extensions (`.csv`), MIME types or wildcards (`image/*`). Empty accepts all.
   * @default []
   */
  accept?: readonly string[];
  /**
   * The smallest accepted size in bytes.
   * @default 1
   */
  minSize?: number;
  /**
   * The largest accepted size in bytes.
   * @default 1073741824 (1 GB)
   */
  maxSize?: number;
  /**
   * Accept several files; otherwise a new file replaces the chosen one.
   * @default false
   */
  multiple?: boolean;
  /**
   * The text of the browse button, e.g. to say what to browse for when a form has several file
   * drops.
   * @default 'Browse' (from the catalogue)
   */
  browseLabel?: string;
  /** Class name of the field's root. */
  className?: string;
}

const reasonKey = {
  type: 'ui.fileDrop.invalidType',
  tooSmall: 'ui.fileDrop.tooSmall',
  tooLarge: 'ui.fileDrop.tooLarge',
} as const satisfies Record<FileRejectionReason, string>;

/**
 * Drop files here or browse for them (the Browse button is the keyboard route). Files are checked
 * against `accept` and the size limits (at least 1 byte, at most 1 GB by default, 000 §5.7);
 * refused ones show 'Invalid file type', 'File too small' or 'File exceeds the limit of 1 GB'.
 * Chosen files are listed, each with a 'Remove {name}' button. State shows as
 * `data-state="idle|dragging|invalid"` on the zone.
 *
 * @example
 * ```tsx
 * <FileDrop label="Devices CSV" accept={['.csv']} maxSize={104857600} onFilesChange={setFiles} />
 * ```
 */
export function FileDrop({
  files: filesProp,
  defaultFiles = [],
  onFilesChange,
  onReject,
  accept = [],
  minSize = DEFAULT_MIN_FILE_SIZE,
  maxSize = DEFAULT_MAX_FILE_SIZE,
  multiple = false,
  browseLabel,
  className,
  error,
  touched,
  ...fieldProps
}: FileDropProps) {
  const t = useMessage();
  const [files, setFiles] = useControllableState<readonly File[]>({
    value: filesProp,
    defaultValue: defaultFiles,
    onChange: onFilesChange ? (next) => onFilesChange([...next]) : undefined,
  });
  const [dragging, setDragging] = useState(false);
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const disabled = fieldProps.disabled ?? false;

  const message = (rejection: FileRejection) =>
    t(reasonKey[rejection.reason], { limit: formatBytes(maxSize) });

  const take = (list: FileList | null) => {
    if (!list || list.length === 0) return;
    const incoming = multiple ? [...list] : [...list].slice(0, 1);
    const { accepted, rejected } = partitionFiles(incoming, { accept, minSize, maxSize });
    setRejections(rejected);
    if (rejected.length > 0) onReject?.(rejected);
    if (accepted.length > 0) setFiles(multiple ? [...files, ...accepted] : accepted);
  };

  const onDragOver = (event: DragEvent<HTMLFieldSetElement>) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLFieldSetElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLFieldSetElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  const rejectionText =
    rejections.length === 0
      ? undefined
      : rejections.length === 1 && !multiple
        ? message(rejections[0] as FileRejection)
        : rejections
            .map((rejection) =>
              t('ui.fileDrop.rejected', { name: rejection.file.name, reason: message(rejection) }),
            )
            .join(' · ');
  const state = dragging ? 'dragging' : rejectionText ? 'invalid' : 'idle';

  return (
    <Field
      {...fieldProps}
      error={rejectionText ?? error}
      touched={rejectionText !== undefined || touched}
      controlKind="group"
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      <FieldControl>
        {(field) => (
          <>
            <fieldset
              aria-labelledby={field.labelId}
              aria-describedby={field.describedBy}
              data-state={state}
              data-disabled={disabled ? '' : undefined}
              className={styles.zone}
              onDragEnter={onDragOver}
              onDragOver={onDragOver}
              onDragLeave={onDragLeave}
              onDrop={onDrop}
            >
              <span className={styles.icon}>
                <UploadIcon />
              </span>
              <span className={styles.prompt}>
                <span>{multiple ? t('ui.fileDrop.promptMultiple') : t('ui.fileDrop.prompt')}</span>
                <Button
                  size="sm"
                  disabled={disabled}
                  aria-describedby={field.describedBy}
                  onClick={() => inputRef.current?.click()}
                >
                  {browseLabel ?? t('ui.fileDrop.browse')}
                </Button>
              </span>
              <input
                ref={inputRef}
                type="file"
                hidden
                tabIndex={-1}
                multiple={multiple}
                accept={accept.join(',') || undefined}
                disabled={disabled}
                onChange={(event) => {
                  take(event.target.files);
                  // Clear so choosing the same file again fires another change.
                  event.target.value = '';
                }}
              />
            </fieldset>
            {files.length > 0 ? (
              <ul className={styles.files}>
                {files.map((file, index) => (
                  <li key={`${file.name}:${file.size}:${file.lastModified}`} className={styles.file}>
                    <FileIcon />
                    <span className={styles.fileName}>{file.name}</span>
                    <span className={styles.fileSize}>{formatBytes(file.size)}</span>
                    {disabled ? null : (
                      <IconButton
                        label={t('ui.fileDrop.remove', { name: file.name })}
                        icon={<CloseIcon />}
                        size="sm"
                        tooltipPlacement={false}
                        onClick={() => {
                          setRejections([]);
                          setFiles(files.filter((_, i) => i !== index));
                        }}
                      />
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </FieldControl>
    </Field>
  );
}
