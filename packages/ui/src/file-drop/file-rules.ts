/** The default largest accepted file: 1073741824 bytes, 1 GB (000 §5.7, §9). */
export const DEFAULT_MAX_FILE_SIZE = 1_073_741_824;
/** The smallest accepted file: 1 byte (000 §5.7). */
export const DEFAULT_MIN_FILE_SIZE = 1;

/** Why a file was refused. */
export type FileRejectionReason = 'type' | 'tooSmall' | 'tooLarge';

/** The parts of a `File` the rules look at. */
export interface FileLike {
  /** The file name, with its extension. */
  name: string;
  /** The MIME type, possibly empty. */
  type: string;
  /** The size in bytes. */
  size: number;
}

/** Options of {@link checkFile}. */
export interface FileRules {
  /**
   * Accepted types: extensions (`.csv`), MIME types (`application/pdf`) or wildcards (`image/*`).
   * Empty or omitted accepts every type.
   */
  accept?: readonly string[] | undefined;
  /**
   * The smallest size in bytes.
   * @default 1
   */
  minSize?: number | undefined;
  /**
   * The largest size in bytes.
   * @default 1073741824
   */
  maxSize?: number | undefined;
}

/**
 * True when the file matches one entry of `accept` (case-insensitive), or `accept` is empty.
 * @example matchesAccept({ name: 'a.CSV', type: 'text/csv', size: 1 }, ['.csv']) // true
 * @example matchesAccept({ name: 'a.png', type: 'image/png', size: 1 }, ['image/*']) // true
 */
export function matchesAccept(file: FileLike, accept: readonly string[] | undefined): boolean {
  if (!accept || accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry === '') return false;
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

/**
 * The first rule a file breaks — type, then size — or `null` when it is accepted.
 * @example checkFile({ name: 'empty.csv', type: 'text/csv', size: 0 }, { accept: ['.csv'] }) // 'tooSmall'
 */
export function checkFile(file: FileLike, rules: FileRules = {}): FileRejectionReason | null {
  if (!matchesAccept(file, rules.accept)) return 'type';
  if (file.size < (rules.minSize ?? DEFAULT_MIN_FILE_SIZE)) return 'tooSmall';
  if (file.size > (rules.maxSize ?? DEFAULT_MAX_FILE_SIZE)) return 'tooLarge';
  return null;
}

/** A refused file and why. */
export interface FileRejection<F extends FileLike = File> {
  /** The refused file. */
  file: F;
  /** The first rule it broke. */
  reason: FileRejectionReason;
}

/**
 * Splits files into accepted ones and rejections.
 * @example partitionFiles(files, { accept: ['.csv'], maxSize: 10_000 })
 */
export function partitionFiles<F extends FileLike>(
  files: Iterable<F>,
  rules: FileRules = {},
): { accepted: F[]; rejected: FileRejection<F>[] } {
  const accepted: F[] = [];
  const rejected: FileRejection<F>[] = [];
  for (const file of files) {
    const reason = checkFile(file, rules);
    if (reason) rejected.push({ file, reason });
    else accepted.push(file);
  }
  return { accepted, rejected };
}
