import type { UploadType } from '@console/core';
import { FileDrop, TextInput } from '@console/ui';
import { UploadTypeField } from './shared-fields';
import { pickedFile } from './stored-file';

/** FileDrop checks nothing itself: the shared rules of @console/core give the spec's messages. */
export const ANY_SIZE = { minSize: 0, maxSize: Number.MAX_SAFE_INTEGER } as const;

/** Props of {@link SourceField}. */
export interface SourceFieldProps {
  uploadType: UploadType;
  onUploadTypeChange: (uploadType: UploadType) => void;
  /** The file field's label and hint (allowed extensions, size limit). */
  fileLabel: string;
  fileDescription: string;
  /** The text of the file field's browse button ('Choose file'). */
  browseLabel: string;
  /** What the file field lists (see `sourceFiles`). */
  files: File[];
  /** A new file was chosen, or the file was removed (`null`). */
  onFileChange: (file: File | null) => void;
  urlLabel: string;
  url: string;
  onUrlChange: (url: string) => void;
  /** The source's issue, shown at once. */
  error: string | undefined;
  /** The source was chosen or the URL field left: its rules show from now on. */
  onTouch: () => void;
}

/**
 * An automation's source (001 §4): the upload type (File or URL), then a required file field or a
 * required URL field. The owner clears the other kind when the type switches.
 */
export function SourceField({
  uploadType,
  onUploadTypeChange,
  fileLabel,
  fileDescription,
  browseLabel,
  files,
  onFileChange,
  urlLabel,
  url,
  onUrlChange,
  error,
  onTouch,
}: SourceFieldProps) {
  return (
    <>
      <UploadTypeField value={uploadType} onValueChange={onUploadTypeChange} />
      {uploadType === 'FILE' ? (
        <FileDrop
          label={fileLabel}
          required
          description={fileDescription}
          browseLabel={browseLabel}
          {...ANY_SIZE}
          files={files}
          error={error}
          touched
          onFilesChange={(next) => {
            const file = pickedFile(next, files);
            if (file === undefined) return;
            onFileChange(file);
            onTouch();
          }}
        />
      ) : (
        <TextInput
          label={urlLabel}
          required
          type="url"
          value={url}
          placeholder="https://"
          error={error}
          touched
          onValueChange={onUrlChange}
          onBlur={onTouch}
        />
      )}
    </>
  );
}
