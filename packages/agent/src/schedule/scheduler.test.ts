/**
 * The schedule runner on a fake clock, with real backups into a temporary repository and a
 * restore of the last revision.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BackupRunReport, BackupScheduleEntryInput } from '@console/core';
import { backupScheduleEntrySchema, deviceJobPayloadSchema } from '@console/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRevisions } from '../backup/repository';
import { createRecordingExecutor } from '../executor';
import { runJob } from '../jobs/runner';
import { type BackupScheduler, createBackupScheduler } from './scheduler';

let folder = '';
let data = '';
const repository = () => join(folder, 'repository');
const stateDir = () => join(folder, 'state');
// 2026-01-05 is a Monday (local time).
let clock = new Date(2026, 0, 5, 7, 0);
let online = true;
const sent: BackupRunReport[] = [];
const schedulers: BackupScheduler[] = [];

const entry = (
  extra: Partial<BackupScheduleEntryInput> = {},
  schedule?: BackupScheduleEntryInput['schedule'],
) =>
  backupScheduleEntrySchema.parse({
    run: {
      kind: 'backup',
      planJobId: '6a1f3c0e-2b9d-4f57-8e21-0c4d5b6a7f80',
      jobName: 'Home',
      sources: [data],
      destinationType: 'LOCAL',
      repository: repository(),
      retentionImageCount: 2,
    },
    schedule: schedule ?? {
      type: 'WEEKLY',
      fullBackupWeekdays: ['SUNDAY'],
      fullBackupTime: '02:00',
      incrementalWeekdays: ['MONDAY', 'TUESDAY'],
      startTime: '08:00',
      stopTime: '12:00',
      intervalUnit: 'HOURS',
      interval: 2,
    },
    ...extra,
  });

async function start() {
  const scheduler = await createBackupScheduler({
    stateDir: stateDir(),
    workDir: join(folder, 'work'),
    executor: createRecordingExecutor(),
    send: (report) => {
      if (online) sent.push(report);
      return online;
    },
    platform: 'linux',
    now: () => clock,
    timers: false,
  });
  schedulers.push(scheduler);
  return scheduler;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'agent-schedule-'));
  data = join(folder, 'home');
  await mkdir(join(data, 'ana'), { recursive: true });
  await writeFile(join(data, 'ana', 'notes.txt'), 'monday notes');
  await writeFile(join(data, 'todo.txt'), 'todo v1');
});

afterAll(async () => {
  for (const scheduler of schedulers) await scheduler.stop();
  await rm(folder, { recursive: true, force: true });
});

describe('the agent backup schedule runner', () => {
  it('runs each slot once, reports it, applies retention; a restore reads the last revision back', async () => {
    const scheduler = await start();
    await scheduler.update({ policyId: 7, jobs: [entry()] });
    expect(sent).toEqual([]);
    expect(scheduler.nextSlot()?.at).toEqual(new Date(2026, 0, 5, 8, 0));

    clock = new Date(2026, 0, 5, 8, 1);
    const [first] = await scheduler.runDue();
    expect(first).toMatchObject({
      trigger: 'SCHEDULE',
      backupKind: 'INCREMENTAL',
      status: 'COMPLETED',
      files: 2,
    });
    expect(first?.bytes).toBe('monday notes'.length + 'todo v1'.length);
    expect(first?.revision).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{8}$/);
    expect(await scheduler.runDue()).toEqual([]);

    await writeFile(join(data, 'todo.txt'), 'todo v2');
    clock = new Date(2026, 0, 5, 10, 0);
    await scheduler.runDue();
    await writeFile(join(data, 'todo.txt'), 'todo v3');
    clock = new Date(2026, 0, 5, 12, 0);
    await scheduler.runDue();
    expect(sent.map((run) => run.status)).toEqual(['COMPLETED', 'COMPLETED', 'COMPLETED']);
    expect((await listRevisions(repository())).length).toBe(2);

    await writeFile(join(data, 'todo.txt'), 'lost');
    const restored = await runJob(
      deviceJobPayloadSchema.parse({
        kind: 'restore',
        restoreType: 'FILE_FOLDER',
        paths: [data],
        destination: 'ORIGINAL',
        overwriteExistingFiles: true,
      }),
      {
        executor: createRecordingExecutor(),
        emit: () => {},
        signal: new AbortController().signal,
        workDir: join(folder, 'work'),
        stateDir: stateDir(),
        platform: 'linux',
      },
    );
    expect(restored.status, restored.error).toBe('COMPLETED');
    expect(await readFile(join(data, 'todo.txt'), 'utf8')).toBe('todo v3');
    await scheduler.stop();
  });

  it('keeps reports while the server is away and sends them when it is back', async () => {
    const scheduler = await start();
    online = false;
    clock = new Date(2026, 0, 6, 8, 0);
    await scheduler.runDue();
    const before = sent.length;
    online = true;
    scheduler.flush();
    expect(sent.length).toBe(before + 1);
    expect(sent.at(-1)).toMatchObject({ status: 'COMPLETED', startedAt: clock.toISOString() });
    await scheduler.stop();
  });

  it('runs a slot missed while the agent was stopped once at start-up, unless told not to', async () => {
    clock = new Date(2026, 0, 6, 11, 30);
    const count = sent.length;
    const missed = await start();
    expect(sent.length).toBe(count + 1);
    await missed.stop();

    const skipping = await start();
    await skipping.update({ policyId: 7, jobs: [entry({ executeMissedSchedule: false })] });
    clock = new Date(2026, 0, 12, 9, 0);
    expect(await skipping.runDue()).toEqual([]);
    await skipping.stop();
  });

  it('runs a NOW job once, and reports a failure with its reason', async () => {
    const scheduler = await start();
    const broken = entry({}, { type: 'NOW' });
    broken.run.sources = [join(folder, 'missing')];
    await scheduler.update({ policyId: 7, jobs: [broken] });
    expect(sent.at(-1)).toMatchObject({ status: 'FAILED', backupKind: 'FULL', revision: null });
    expect(sent.at(-1)?.error).toContain('Could not back up');
    const count = sent.length;
    await scheduler.update({ policyId: 7, jobs: [broken] });
    expect(await scheduler.runDue()).toEqual([]);
    expect(sent.length).toBe(count);
  });
});
