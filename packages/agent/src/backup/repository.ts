/**
 * The reference agent's backup repository: a folder (a LOCAL destination, or a NETWORK_SHARE as
 * the device reaches it) holding, per plan job, content-addressed file data and one manifest per
 * revision with the SHA-256 of every file.
 *
 *   <repository>/<plan>/objects/<first two hex>/<sha256>   file contents (stored once)
 *   <repository>/<plan>/revisions/<revision id>.json       a manifest ({@link RevisionManifest})
 *
 * The agent remembers the repositories it wrote to (`<stateDir>/backup/repositories.json`) so a
 * restore finds them by source (CLOUD: its LOCAL repositories; NETWORK: the one of that name).
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One backed-up file. */
export interface ManifestFile {
  /** The file's absolute path on the device when it was backed up. */
  path: string;
  size: number;
  /** SHA-256 of the contents, hex. */
  sha256: string;
  /** Permission bits. */
  mode: number;
  mtimeMs: number;
}

/** A revision's manifest. */
export interface RevisionManifest {
  format: 1;
  id: string;
  jobName: string;
  planJobId: string | null;
  /** ISO date-time the backup started. */
  createdAt: string;
  sources: string[];
  files: ManifestFile[];
  /** Files that could not be read (ignoreReadFailures), with the reason. */
  skipped: { path: string; reason: string }[];
}

/** A repository the agent wrote to. */
interface RepositoryEntry {
  /** The repository folder. */
  path: string;
  destinationType: 'LOCAL' | 'NETWORK_SHARE';
  /** The network location's name (NETWORK_SHARE). */
  name: string;
}

/** A plan's folder inside a repository: its plan job id, else its name made safe. */
export function planFolder(repository: string, planJobId: string | null, jobName: string): string {
  const key = planJobId ?? (jobName.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^\.+/, '_') || 'backup');
  return join(repository, key);
}

/** Where an object (file contents) lives. */
export function objectPath(plan: string, sha256: string): string {
  return join(plan, 'objects', sha256.slice(0, 2), sha256);
}

/** Writes a file atomically (a temporary file renamed over it). */
async function writeAtomically(path: string, data: string | Uint8Array, mode = 0o600): Promise<void> {
  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, data, { mode });
  await rename(temporary, path);
}

/** Saves a revision's manifest. */
export async function saveManifest(plan: string, manifest: RevisionManifest): Promise<void> {
  await mkdir(join(plan, 'revisions'), { recursive: true });
  await writeAtomically(join(plan, 'revisions', `${manifest.id}.json`), JSON.stringify(manifest));
}

/** Every revision of every plan in a repository, oldest first (unreadable manifests skipped). */
export async function listRevisions(
  repository: string,
): Promise<{ plan: string; manifest: RevisionManifest }[]> {
  const out: { plan: string; manifest: RevisionManifest }[] = [];
  const plans = await readdir(repository, { withFileTypes: true }).catch(() => []);
  for (const entry of plans) {
    if (!entry.isDirectory()) continue;
    const plan = join(repository, entry.name);
    const names = await readdir(join(plan, 'revisions')).catch(() => [] as string[]);
    for (const name of names) {
      if (!name.endsWith('.json')) continue;
      try {
        const manifest = JSON.parse(
          await readFile(join(plan, 'revisions', name), 'utf8'),
        ) as RevisionManifest;
        if (manifest.format === 1 && Array.isArray(manifest.files)) out.push({ plan, manifest });
      } catch {
        // A manifest being written or damaged: not a revision to offer.
      }
    }
  }
  return out.sort((a, b) => a.manifest.createdAt.localeCompare(b.manifest.createdAt));
}

/**
 * Keeps the newest `keep` revisions of a plan and removes the contents no kept revision uses.
 * Answers how many revisions were removed.
 */
export async function applyRetention(plan: string, keep: number): Promise<number> {
  const names = (await readdir(join(plan, 'revisions')).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.json'))
    .sort();
  const removed = names.slice(0, Math.max(0, names.length - keep));
  if (removed.length === 0) return 0;
  for (const name of removed) await rm(join(plan, 'revisions', name), { force: true });
  const used = new Set<string>();
  for (const name of names.slice(removed.length)) {
    const manifest = JSON.parse(await readFile(join(plan, 'revisions', name), 'utf8')) as RevisionManifest;
    for (const file of manifest.files) used.add(file.sha256);
  }
  for (const prefix of await readdir(join(plan, 'objects')).catch(() => [] as string[])) {
    for (const sha of await readdir(join(plan, 'objects', prefix)).catch(() => [] as string[])) {
      if (!used.has(sha)) await rm(join(plan, 'objects', prefix, sha), { force: true });
    }
  }
  return removed.length;
}

function registryPath(stateDir: string): string {
  return join(stateDir, 'backup', 'repositories.json');
}

/** The repositories the agent wrote to. */
export async function readRepositories(stateDir: string): Promise<RepositoryEntry[]> {
  try {
    const entries = JSON.parse(await readFile(registryPath(stateDir), 'utf8')) as RepositoryEntry[];
    return Array.isArray(entries) ? entries : [];
  } catch {
    return [];
  }
}

/** Remembers a repository (once per folder; a new name or type replaces the old). */
export async function rememberRepository(stateDir: string, entry: RepositoryEntry): Promise<void> {
  const entries = (await readRepositories(stateDir)).filter((known) => known.path !== entry.path);
  await mkdir(join(stateDir, 'backup'), { recursive: true, mode: 0o700 });
  await writeAtomically(registryPath(stateDir), JSON.stringify([...entries, entry], null, 2));
}
