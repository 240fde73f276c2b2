/**
 * The reference agent's restore engine (the `restore` device job, 002 §3 Restore options): a file
 * and folder restore from a revision its backup engine wrote (`../backup`). The source: NETWORK
 * reads the repository of that network location's name; CLOUD (the agent has no cloud storage)
 * reads its LOCAL repositories. The revision: LATEST, or the newest at or before the point in
 * time. The destination: ORIGINAL (each file where it was) or NEW_LOCATION (under the chosen
 * folder, keeping the file's path below it). Existing files are kept unless
 * overwriteExistingFiles; with restoreOnlyNewFiles too, only when the backed-up copy is newer.
 * Every file's SHA-256 is checked against the manifest before it replaces anything. Bare metal,
 * virtual and physical disk, delete files and synchronize repository restores answer that this
 * agent does not support them.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { dirname, isAbsolute, join, parse, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { RestoreJob } from '@console/core';
import {
  listRevisions,
  type ManifestFile,
  objectPath,
  type RevisionManifest,
  readRepositories,
} from '../backup/repository';
import type { JobContext, JobOutcome } from '../jobs/context';

/** A Windows drive or UNC path, which a POSIX device cannot write to. */
const WINDOWS_PATH = /^(?:[a-z]:[\\/]|\\\\)/i;

/** The revision a restore reads: the newest one in the chosen source at or before `until`. */
async function chooseRevision(
  payload: RestoreJob,
  stateDir: string,
): Promise<{ plan: string; manifest: RevisionManifest } | string> {
  const repositories = (await readRepositories(stateDir)).filter((entry) =>
    payload.sourceType === 'NETWORK'
      ? entry.destinationType === 'NETWORK_SHARE' && entry.name === payload.networkLocation
      : entry.destinationType === 'LOCAL',
  );
  if (repositories.length === 0) {
    return payload.sourceType === 'NETWORK'
      ? `This device has no backup in the network location ${payload.networkLocation ?? ''}.`
      : 'This device has no backup to restore from.';
  }
  const until =
    payload.restoreTimeType === 'POINT_IN_TIME' ? Date.parse(payload.pointInTime ?? '') : Infinity;
  const revisions = (await Promise.all(repositories.map((entry) => listRevisions(entry.path))))
    .flat()
    .filter(({ manifest }) => Date.parse(manifest.createdAt) <= until)
    .sort((a, b) => a.manifest.createdAt.localeCompare(b.manifest.createdAt));
  // The newest revision holding any chosen path.
  for (const revision of revisions.reverse()) {
    if (selectFiles(revision.manifest, payload).length > 0) return revision;
  }
  return payload.restoreTimeType === 'POINT_IN_TIME'
    ? `No backup revision at or before ${payload.pointInTime ?? ''} holds the chosen files.`
    : 'No backup revision holds the chosen files.';
}

/** The chosen paths, made absolute under the source prefix when relative. */
function chosenPaths(payload: RestoreJob): string[] {
  return payload.paths.map((path) =>
    isAbsolute(path) ? resolve(path) : resolve(payload.sourcePrefix || sep, path),
  );
}

/** The manifest's files at or under a chosen path. */
function selectFiles(manifest: RevisionManifest, payload: RestoreJob): ManifestFile[] {
  const chosen = chosenPaths(payload);
  return manifest.files.filter((file) =>
    chosen.some((path) => file.path === path || file.path.startsWith(path.endsWith(sep) ? path : path + sep)),
  );
}

/** Where a file goes: its own path, or its path below the new folder. */
function destinationOf(file: ManifestFile, payload: RestoreJob): string {
  if (payload.destination !== 'NEW_LOCATION') return file.path;
  const { root } = parse(file.path);
  return join(resolve(payload.destinationPath), file.path.slice(root.length));
}

/** Copies an object to `target` through a temporary file, checking its SHA-256 first. */
async function writeChecked(plan: string, file: ManifestFile, target: string, signal: AbortSignal) {
  await mkdir(dirname(target), { recursive: true });
  const temporary = join(dirname(target), `.restore-${randomUUID()}.tmp`);
  const hash = createHash('sha256');
  try {
    await pipeline(
      createReadStream(objectPath(plan, file.sha256)),
      async function* (source) {
        for await (const chunk of source) {
          hash.update(chunk as Buffer);
          yield chunk;
        }
      },
      createWriteStream(temporary, { mode: 0o600 }),
      { signal },
    );
    if (hash.digest('hex') !== file.sha256)
      throw new Error('its backed-up copy is damaged (SHA-256 mismatch)');
    await chmod(temporary, file.mode & 0o7777);
    const when = new Date(file.mtimeMs);
    await utimes(temporary, when, when);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** What happens to a file that already exists at its destination. */
async function keepExisting(target: string, file: ManifestFile, payload: RestoreJob): Promise<boolean> {
  const existing = await stat(target).catch(() => undefined);
  if (!existing) return false;
  if (!payload.overwriteExistingFiles) return true;
  return payload.restoreOnlyNewFiles && existing.mtimeMs >= file.mtimeMs;
}

/**
 * Runs a `restore` job on this device.
 * @example await runRestore({ kind: 'restore', restoreType: 'FILE_FOLDER', paths: ['/srv/docs'], destination: 'ORIGINAL', ... }, context);
 */
export async function runRestore(payload: RestoreJob, context: JobContext): Promise<JobOutcome> {
  if (payload.restoreType !== 'FILE_FOLDER') {
    return {
      exitCode: null,
      error: `A ${payload.restoreType} restore is not supported on this agent: it restores files and folders only.`,
      failed: true,
    };
  }
  if (context.platform !== 'win32') {
    const windowsPath = [
      ...payload.paths,
      payload.destination === 'NEW_LOCATION' ? payload.destinationPath : '',
    ]
      .filter((path) => path !== '')
      .find((path) => WINDOWS_PATH.test(path));
    if (windowsPath !== undefined) {
      return {
        exitCode: null,
        error: `${windowsPath} is a Windows path; this device is ${context.platform}.`,
        failed: true,
      };
    }
  }
  const revision = await chooseRevision(payload, context.stateDir);
  if (typeof revision === 'string') return { exitCode: null, error: revision, failed: true };
  const { plan, manifest } = revision;
  const files = selectFiles(manifest, payload);
  context.emit(
    'stdout',
    `Restoring ${files.length} file(s) from revision ${manifest.createdAt} of ${manifest.jobName}.\n`,
  );
  let restored = 0;
  let kept = 0;
  const failures: string[] = [];
  for (const file of files) {
    if (context.signal.aborted) return { exitCode: null, error: 'The restore was cancelled.', failed: true };
    const target = destinationOf(file, payload);
    try {
      if (await keepExisting(target, file, payload)) {
        kept++;
        context.emit('stdout', `Kept the existing ${target}.\n`);
        continue;
      }
      await writeChecked(plan, file, target, context.signal);
      restored++;
      context.emit('stdout', `Restored ${target}.\n`);
    } catch (error) {
      failures.push(`${target}: ${(error as Error).message}`);
      context.emit('stderr', `Could not restore ${target}: ${(error as Error).message}\n`);
    }
  }
  context.emit('stdout', `Restored ${restored} file(s), kept ${kept} existing, ${failures.length} failed.\n`);
  if (failures.length > 0) {
    return {
      exitCode: 1,
      error: `${failures.length} file(s) could not be restored: ${failures.join('; ')}`,
      failed: true,
    };
  }
  return { exitCode: 0 };
}
