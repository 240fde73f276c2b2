/**
 * The reference agent's file and folder backup (the `backup` device job): walks the sources,
 * stores each file's contents once by SHA-256 in the plan's repository and writes the revision's
 * manifest last, so a revision is either complete or absent. Symbolic links and special files are
 * not followed (listed as skipped). Retention keeps the newest `retentionImageCount` revisions.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { lstat, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { BackupRunJob } from '@console/core';
import type { JobContext, JobOutcome } from '../jobs/context';
import { reportBackupRun } from './reports';
import {
  applyRetention,
  type ManifestFile,
  objectPath,
  planFolder,
  type RevisionManifest,
  rememberRepository,
  saveManifest,
} from './repository';
import { readMounts, shareFolder } from './shares';

/** A Windows share (`\\\\server\\share`) or an SMB path (`//server/share`). */
const SHARE_PATH = /^(?:\\\\|\/\/)[^\\/]/;

/**
 * The folder the repository is written to: the path itself, or on Linux and macOS the folder a
 * network share is mounted on (./shares.ts); a string when the share is not mounted.
 */
async function repositoryFolder(
  payload: BackupRunJob,
  platform: NodeJS.Platform,
): Promise<{ path: string } | string> {
  if (platform === 'win32' || !SHARE_PATH.test(payload.repository))
    return { path: resolve(payload.repository) };
  const folder = shareFolder(payload.repository, await readMounts(platform));
  return folder
    ? { path: folder }
    : `The network location ${payload.repository} is not mounted on this device: mount the share, then back up again.`;
}

/** Copies one file into the object store; answers its SHA-256 (the contents are stored once). */
async function storeFile(plan: string, path: string, signal: AbortSignal): Promise<string> {
  const incoming = join(plan, 'objects', 'incoming');
  await mkdir(incoming, { recursive: true });
  const temporary = join(incoming, randomUUID());
  const hash = createHash('sha256');
  try {
    await pipeline(
      createReadStream(path),
      async function* (source) {
        for await (const chunk of source) {
          hash.update(chunk as Buffer);
          yield chunk;
        }
      },
      createWriteStream(temporary, { mode: 0o600 }),
      { signal },
    );
    const sha256 = hash.digest('hex');
    const target = objectPath(plan, sha256);
    const present = await stat(target).then(
      () => true,
      () => false,
    );
    if (present) await rm(temporary, { force: true });
    else {
      await mkdir(join(plan, 'objects', sha256.slice(0, 2)), { recursive: true });
      await rename(temporary, target);
    }
    return sha256;
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Files under a source (the source itself when it is a file), depth first, sorted. */
async function* walk(path: string, skipped: RevisionManifest['skipped']): AsyncGenerator<string> {
  const info = await lstat(path);
  if (info.isFile()) {
    yield path;
    return;
  }
  if (!info.isDirectory()) {
    skipped.push({ path, reason: info.isSymbolicLink() ? 'symbolic link' : 'not a regular file' });
    return;
  }
  const entries = (await readdir(path)).sort();
  for (const name of entries) yield* walk(join(path, name), skipped);
}

/** What one backup did: the job outcome and, when a revision was written, its id and size. */
export interface BackupDone {
  outcome: JobOutcome;
  revision: string | null;
  files: number;
  bytes: number;
}

const failed = (error: string): BackupDone => ({
  outcome: { exitCode: null, error, failed: true },
  revision: null,
  files: 0,
  bytes: 0,
});

/**
 * Writes one new revision of the plan in its repository (retention applied after it).
 * @example const done = await backupOnce({ kind: 'backup', jobName: 'Docs', sources: ['/srv/docs'], destinationType: 'LOCAL', repository: '/backups', ... }, context);
 */
export async function backupOnce(payload: BackupRunJob, context: JobContext): Promise<BackupDone> {
  const sources = payload.sources.map((source) => resolve(source));
  const relative = payload.sources.find((source) => !isAbsolute(source));
  if (relative !== undefined) return failed(`A backup source must be an absolute path: ${relative}`);
  const folder = await repositoryFolder(payload, context.platform);
  if (typeof folder === 'string') return failed(folder);
  const repository = folder.path;
  const plan = planFolder(repository, payload.planJobId, payload.jobName);
  await mkdir(plan, { recursive: true });
  const createdAt = new Date().toISOString();
  const manifest: RevisionManifest = {
    format: 1,
    id: `${createdAt.replace(/[-:.]/g, '')}-${randomUUID().slice(0, 8)}`,
    jobName: payload.jobName,
    planJobId: payload.planJobId,
    createdAt,
    sources,
    files: [],
    skipped: [],
  };
  let bytes = 0;
  for (const source of sources) {
    try {
      for await (const path of walk(source, manifest.skipped)) {
        if (context.signal.aborted) return failed('The backup was cancelled.');
        try {
          const info = await stat(path);
          const sha256 = await storeFile(plan, path, context.signal);
          const file: ManifestFile = {
            path,
            size: info.size,
            sha256,
            mode: info.mode & 0o7777,
            mtimeMs: info.mtimeMs,
          };
          manifest.files.push(file);
          bytes += info.size;
        } catch (error) {
          if (!payload.ignoreReadFailures) throw error;
          manifest.skipped.push({ path, reason: (error as Error).message });
        }
      }
    } catch (error) {
      if (!payload.ignoreReadFailures)
        return failed(`Could not back up ${source}: ${(error as Error).message}`);
      manifest.skipped.push({ path: source, reason: (error as Error).message });
    }
  }
  await saveManifest(plan, manifest);
  await rememberRepository(context.stateDir, {
    path: repository,
    destinationType: payload.destinationType,
    name: payload.repositoryName,
  });
  context.emit(
    'stdout',
    `Backed up ${manifest.files.length} file(s), ${bytes} bytes, as revision ${manifest.id} of ${payload.jobName} in ${repository}.\n`,
  );
  for (const skip of manifest.skipped) context.emit('stderr', `Skipped ${skip.path}: ${skip.reason}\n`);
  if (payload.retentionImageCount !== null) {
    const removed = await applyRetention(plan, payload.retentionImageCount);
    if (removed > 0) context.emit('stdout', `Retention removed ${removed} old revision(s).\n`);
  }
  return { outcome: { exitCode: 0 }, revision: manifest.id, files: manifest.files.length, bytes };
}

/**
 * Runs a `backup` device job ("Back up now"): one revision, reported as a NOW run to the agent's
 * backup run listeners (./reports.ts) besides the job's result.
 * @example await runBackup({ kind: 'backup', jobName: 'Docs', sources: ['/srv/docs'], destinationType: 'LOCAL', repository: '/backups', ... }, context);
 */
export async function runBackup(payload: BackupRunJob, context: JobContext): Promise<JobOutcome> {
  const startedAt = new Date().toISOString();
  let done: BackupDone;
  try {
    done = await backupOnce(payload, context);
  } catch (error) {
    done = failed((error as Error).message);
  }
  reportBackupRun(context.stateDir, {
    planJobId: payload.planJobId,
    jobName: payload.jobName,
    trigger: 'NOW',
    backupKind: 'FULL',
    status: context.signal.aborted ? 'CANCELLED' : done.outcome.failed ? 'FAILED' : 'COMPLETED',
    startedAt,
    finishedAt: new Date().toISOString(),
    revision: done.revision,
    files: done.files,
    bytes: done.bytes,
    error: done.outcome.error?.slice(0, 2_000) ?? null,
  });
  return done.outcome;
}
