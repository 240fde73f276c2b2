import { chmod, lstat, mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The process umask that makes every file and folder the server creates owner-only (0600, 0700). */
export const OWNER_ONLY_UMASK = 0o077;

/**
 * Makes every file and folder this process (and the child processes it starts) creates readable
 * and writable by its owner only: the database files, the key, uploads, logs it writes.
 */
export function createFilesOwnerOnly(): void {
  process.umask(OWNER_ONLY_UMASK);
}

/**
 * Creates the data folder owner-only, or closes an existing one to other users (0700: nothing inside
 * can be reached by them, whatever the modes of files an older version created). Returns the mode
 * it had when that was looser, so the caller can say it tightened it.
 */
export async function restrictDataFolder(dir: string): Promise<number | undefined> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (process.platform === 'win32') return undefined;
  const mode = (await stat(dir)).mode & 0o777;
  if ((mode & 0o077) === 0) return undefined;
  await chmod(dir, mode & 0o700);
  return mode;
}

/**
 * Removes group and other permissions from every file and folder under `dir` (symbolic links are
 * not followed). The embedded database sets some of its files' modes explicitly (0666 from its
 * initial image), which the umask cannot prevent; the server runs this once the database is open
 * and migrated, and again after it closes. Returns how many entries it changed.
 */
export async function tightenTree(dir: string): Promise<number> {
  if (process.platform === 'win32') return 0;
  let changed = 0;
  const visit = async (path: string): Promise<void> => {
    let info: Awaited<ReturnType<typeof lstat>>;
    try {
      info = await lstat(path);
    } catch {
      return; // removed meanwhile
    }
    if (info.isSymbolicLink()) return;
    if (info.mode & 0o077) {
      await chmod(path, info.mode & 0o700).catch(() => {});
      changed++;
    }
    if (info.isDirectory()) {
      const names = await readdir(path).catch(() => [] as string[]);
      for (const name of names) await visit(join(path, name));
    }
  };
  await visit(dir);
  return changed;
}
