import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DeviceJobPayloadInput } from '@console/core';
import { deviceJobPayloadSchema } from '@console/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRevisions } from '../backup/repository';
import { createRecordingExecutor } from '../executor';
import { runJob } from '../jobs/runner';

let folder = '';
let data = '';
let stateDir = '';
const local = () => join(folder, 'repository');
const share = () => join(folder, 'share');

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'agent-restore-'));
  data = join(folder, 'data');
  stateDir = join(folder, 'state');
  await mkdir(join(data, 'docs', 'deep'), { recursive: true });
  await writeFile(join(data, 'docs', 'a.txt'), 'alpha v1');
  await writeFile(join(data, 'docs', 'deep', 'b.txt'), 'beta v1');
  await writeFile(join(data, 'other.txt'), 'other v1');
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function run(payload: DeviceJobPayloadInput) {
  const out: string[] = [];
  const result = await runJob(deviceJobPayloadSchema.parse(payload), {
    executor: createRecordingExecutor(),
    emit: (_stream, text) => out.push(text),
    signal: new AbortController().signal,
    workDir: join(folder, 'work'),
    stateDir,
    platform: 'linux',
  });
  return { result, output: out.join('') };
}

const backup = (extra: Partial<Extract<DeviceJobPayloadInput, { kind: 'backup' }>> = {}) =>
  run({
    kind: 'backup',
    jobName: 'Documents',
    sources: [join(data, 'docs'), join(data, 'other.txt')],
    destinationType: 'LOCAL',
    repository: local(),
    ...extra,
  });

const restore = (extra: Partial<Extract<DeviceJobPayloadInput, { kind: 'restore' }>>) =>
  run({
    kind: 'restore',
    restoreType: 'FILE_FOLDER',
    paths: [join(data, 'docs')],
    destination: 'ORIGINAL',
    ...extra,
  });

describe('given the reference agent backing up files and folders', () => {
  it('writes a revision with a manifest and a SHA-256 per file, storing equal contents once', async () => {
    const { result, output } = await backup();
    expect(result).toMatchObject({ status: 'COMPLETED', exitCode: 0 });
    expect(output).toContain('Backed up 3 file(s)');
    const [revision] = await listRevisions(local());
    expect(revision?.manifest.files.map((file) => file.path)).toEqual([
      join(data, 'docs', 'a.txt'),
      join(data, 'docs', 'deep', 'b.txt'),
      join(data, 'other.txt'),
    ]);
    expect(revision?.manifest.files[0]?.sha256).toBe(createHash('sha256').update('alpha v1').digest('hex'));
    // A second run of unchanged files adds a manifest, not contents.
    const objectsBefore = (await readdir(join(revision?.plan as string, 'objects'), { recursive: true }))
      .length;
    await backup();
    const objectsAfter = (await readdir(join(revision?.plan as string, 'objects'), { recursive: true }))
      .length;
    expect(objectsAfter).toBe(objectsBefore);
    expect(await listRevisions(local())).toHaveLength(2);
  });

  it('keeps the newest revisions under retention', async () => {
    await backup({ retentionImageCount: 1 });
    expect(await listRevisions(local())).toHaveLength(1);
  });
});

describe('given a backup to restore from', () => {
  it('restores a deleted folder to its original place, keeping existing files unless asked to overwrite', async () => {
    await rm(join(data, 'docs', 'deep'), { recursive: true });
    await writeFile(join(data, 'docs', 'a.txt'), 'alpha changed');
    const kept = await restore({});
    expect(kept.result).toMatchObject({ status: 'COMPLETED' });
    expect(kept.output).toContain('Restored 1 file(s), kept 1 existing, 0 failed.');
    expect(await readFile(join(data, 'docs', 'deep', 'b.txt'), 'utf8')).toBe('beta v1');
    expect(await readFile(join(data, 'docs', 'a.txt'), 'utf8')).toBe('alpha changed');

    const overwritten = await restore({ overwriteExistingFiles: true });
    expect(overwritten.output).toContain('Restored 2 file(s), kept 0 existing');
    expect(await readFile(join(data, 'docs', 'a.txt'), 'utf8')).toBe('alpha v1');
  });

  it('with restore only new files, replaces only files older than the backed-up copy', async () => {
    await writeFile(join(data, 'docs', 'a.txt'), 'alpha newer');
    const old = new Date('2001-01-01T00:00:00Z');
    await writeFile(join(data, 'docs', 'deep', 'b.txt'), 'beta older');
    await utimes(join(data, 'docs', 'deep', 'b.txt'), old, old);
    const { output } = await restore({ overwriteExistingFiles: true, restoreOnlyNewFiles: true });
    expect(output).toContain('Restored 1 file(s), kept 1 existing');
    expect(await readFile(join(data, 'docs', 'a.txt'), 'utf8')).toBe('alpha newer');
    expect(await readFile(join(data, 'docs', 'deep', 'b.txt'), 'utf8')).toBe('beta v1');
  });

  it('restores to a new folder below which each file keeps its path', async () => {
    const target = join(folder, 'elsewhere');
    const { result } = await restore({
      destination: 'NEW_LOCATION',
      destinationPath: target,
      paths: [join(data, 'other.txt')],
    });
    expect(result.status).toBe('COMPLETED');
    expect(await readFile(join(target, data.slice(1), 'other.txt'), 'utf8')).toBe('other v1');
  });

  it('picks the revision of a point in time and refuses one before any backup', async () => {
    await writeFile(join(data, 'other.txt'), 'other v2');
    const before = new Date().toISOString();
    await new Promise((done) => setTimeout(done, 5));
    await backup({ retentionImageCount: null });
    await writeFile(join(data, 'other.txt'), 'gone');
    const atPoint = await restore({
      paths: [join(data, 'other.txt')],
      overwriteExistingFiles: true,
      restoreTimeType: 'POINT_IN_TIME',
      pointInTime: before,
    });
    expect(atPoint.result.status).toBe('COMPLETED');
    expect(await readFile(join(data, 'other.txt'), 'utf8')).toBe('other v1');
    const latest = await restore({ paths: [join(data, 'other.txt')], overwriteExistingFiles: true });
    expect(latest.result.status).toBe('COMPLETED');
    expect(await readFile(join(data, 'other.txt'), 'utf8')).toBe('other v2');
    const tooEarly = await restore({ restoreTimeType: 'POINT_IN_TIME', pointInTime: '2001-01-01T00:00:00Z' });
    expect(tooEarly.result).toMatchObject({ status: 'FAILED' });
    expect(tooEarly.result.error).toContain('No backup revision at or before');
  });

  it('reads a NETWORK source by its location name, never the local repository', async () => {
    const missing = await restore({ sourceType: 'NETWORK', networkLocation: 'NAS' });
    expect(missing.result.error).toBe('This device has no backup in the network location NAS.');
    await backup({ destinationType: 'NETWORK_SHARE', repository: share(), repositoryName: 'NAS' });
    await rm(join(data, 'docs'), { recursive: true });
    const { result } = await restore({ sourceType: 'NETWORK', networkLocation: 'NAS' });
    expect(result.status).toBe('COMPLETED');
    expect((await stat(join(data, 'docs', 'deep', 'b.txt'))).isFile()).toBe(true);
  });

  it('refuses to write a damaged copy (SHA-256 mismatch) and fails the job', async () => {
    const [revision] = (await listRevisions(share())).slice(-1);
    const file = revision?.manifest.files.find((entry) => entry.path.endsWith('a.txt'));
    const object = join(
      revision?.plan as string,
      'objects',
      file?.sha256.slice(0, 2) as string,
      file?.sha256 as string,
    );
    await writeFile(object, 'tampered');
    await writeFile(join(data, 'docs', 'a.txt'), 'current');
    const { result } = await restore({
      sourceType: 'NETWORK',
      networkLocation: 'NAS',
      overwriteExistingFiles: true,
    });
    expect(result).toMatchObject({ status: 'FAILED', exitCode: 1 });
    expect(result.error).toContain('SHA-256 mismatch');
    expect(await readFile(join(data, 'docs', 'a.txt'), 'utf8')).toBe('current');
  });

  it('answers that bare metal and disk restores are not supported on this agent', async () => {
    const { result } = await restore({
      restoreType: 'VIRTUAL_DISK',
      destination: 'CUSTOM_PATH',
      destinationPath: 'D:\\x',
    });
    expect(result).toMatchObject({ status: 'FAILED' });
    expect(result.error).toBe(
      'A VIRTUAL_DISK restore is not supported on this agent: it restores files and folders only.',
    );
    const windows = await restore({ destination: 'NEW_LOCATION', destinationPath: 'D:\\Restore' });
    expect(windows.result.error).toBe('D:\\Restore is a Windows path; this device is linux.');
  });
});
