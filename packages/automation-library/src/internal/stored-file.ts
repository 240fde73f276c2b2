/**
 * @console/ui's FileDrop lists `File`s. A file the automation already has (stored on the server)
 * is shown in the same list through a stand-in: an empty `File` with the stored name that reports
 * the stored size. It only names the attachment in the view; the forms keep the attachment itself
 * and never upload a stand-in.
 */

const standIns = new WeakMap<object, File>();

/**
 * The stand-in of a stored attachment, the same object for the same attachment (the list's keys
 * and the removal check compare files by identity).
 * @example storedFile(form.attachment, form.attachment.fileName, form.attachment.size)
 */
export function storedFile(owner: object, name: string, size: number): File {
  let file = standIns.get(owner);
  if (!file || file.name !== name) {
    file = new File([], name, { lastModified: 0 });
    Object.defineProperty(file, 'size', { value: size });
    standIns.set(owner, file);
  }
  return file;
}

/** What FileDrop reports for a single-file field: the new file, `null` when cleared, `undefined` when unchanged. */
export function pickedFile(next: readonly File[], shown: readonly File[]): File | null | undefined {
  if (next.length === 0) return null;
  const added = next.find((file) => !shown.includes(file));
  return added ?? undefined;
}

/**
 * What a single-file source field lists: the new file, or the stand-in of the stored attachment.
 * @example <FileDrop files={sourceFiles(form)} />
 */
export function sourceFiles(state: {
  file: File | null;
  attachment: { fileName: string; size: number } | null;
}): File[] {
  if (state.file) return [state.file];
  return state.attachment
    ? [storedFile(state.attachment, state.attachment.fileName, state.attachment.size)]
    : [];
}
