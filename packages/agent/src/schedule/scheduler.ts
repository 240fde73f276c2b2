/**
 * The agent's backup schedule runner: keeps the device's backup plan jobs (`backup.schedule` from
 * the server, saved in `<stateDir>/backup/schedule.json` so they run while the server is away),
 * runs each when a slot of its schedule comes (./due.ts) with the file and folder engine
 * (../backup), one run at a time, and reports every run (`backup.result`); reports the server
 * could not get are kept and sent again when it is back.
 *
 * A job runs at most once per slot, and once only for several slots that passed together. A slot
 * more than five minutes late (the agent was stopped, the device asleep, a long run before it) runs
 * when the job executes missed schedules (executeMissedSchedule), else it is skipped. A NOW job
 * runs once when the agent gets it.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupRunReport, BackupScheduleEntry } from '@console/core';
import { backupOnce } from '../backup/backup';
import type { Executor } from '../executor';
import { type BackupSlot, dueSlot, nextSlot } from './due';

/** How late a slot may run and still count as on time (not "missed"). */
const MISSED_AFTER_MS = 5 * 60_000;
/** Longest timer (the schedule is looked at again at least this often). */
const MAX_WAIT_MS = 60 * 60_000;
/** Reports kept while the server is away. */
const MAX_PENDING = 100;

/** A job's progress: the end of the window already handled, and its schedule when it was set. */
interface JobState {
  since: string;
  scheduleKey: string;
  /** A NOW job that already ran for this schedule. */
  ranNow?: boolean;
}

/** What the agent keeps in `schedule.json`. */
interface Saved {
  policyId: number | null;
  jobs: BackupScheduleEntry[];
  state: Record<string, JobState>;
  pending: BackupRunReport[];
}

/** What a scheduler needs. */
export interface BackupSchedulerOptions {
  stateDir: string;
  workDir: string;
  executor: Executor;
  /** Sends a report to the server; false when it could not (kept and sent again by `flush`). */
  send: (report: BackupRunReport) => boolean;
  /** @default process.platform */
  platform?: NodeJS.Platform;
  /** The clock. @default () => new Date() */
  now?: () => Date;
  /** Arm a timer for the next slot. @default true */
  timers?: boolean;
}

/** A running schedule. */
export interface BackupScheduler {
  /** Replaces the jobs (a `backup.schedule` message) and runs what is due. */
  update(schedule: { policyId: number | null; jobs: BackupScheduleEntry[] }): Promise<void>;
  /** Runs every job with a slot due now, one after the other; answers their reports. */
  runDue(): Promise<BackupRunReport[]>;
  /** Sends a report (kept when the server does not take it). */
  report(report: BackupRunReport): void;
  /** Sends the kept reports again. */
  flush(): void;
  /** The next slot of any job, or null. */
  nextSlot(): BackupSlot | null;
  /** Stops the timer and cancels a run in progress. */
  stop(): Promise<void>;
}

const keyOf = (entry: BackupScheduleEntry) => entry.run.planJobId ?? `name:${entry.run.jobName}`;
const scheduleKeyOf = (entry: BackupScheduleEntry) => JSON.stringify([entry.schedule, entry.run]);

/**
 * Loads the saved schedule and starts it (a missed slot runs first when the job wants it).
 * @example const scheduler = await createBackupScheduler({ stateDir, workDir, executor, send });
 */
export async function createBackupScheduler(options: BackupSchedulerOptions): Promise<BackupScheduler> {
  const now = options.now ?? (() => new Date());
  const file = join(options.stateDir, 'backup', 'schedule.json');
  let saved: Saved = { policyId: null, jobs: [], state: {}, pending: [] };
  try {
    saved = { ...saved, ...(JSON.parse(await readFile(file, 'utf8')) as Saved) };
  } catch {
    // No schedule yet.
  }
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let chain: Promise<unknown> = Promise.resolve();
  const controller = new AbortController();

  // Saves one after the other (each through its own temporary file).
  let saving: Promise<void> = Promise.resolve();
  let saves = 0;
  const save = () => {
    const write = async () => {
      await mkdir(join(options.stateDir, 'backup'), { recursive: true, mode: 0o700 });
      const temporary = `${file}.${process.pid}.${++saves}.tmp`;
      await writeFile(temporary, JSON.stringify(saved), { mode: 0o600 });
      await rename(temporary, file);
    };
    saving = saving.then(write, write);
    return saving;
  };

  const report = (run: BackupRunReport) => {
    if (!options.send(run)) saved.pending = [...saved.pending, run].slice(-MAX_PENDING);
  };

  const runOne = async (entry: BackupScheduleEntry, kind: BackupSlot['kind']) => {
    const startedAt = now().toISOString();
    const done = await backupOnce(entry.run, {
      executor: options.executor,
      emit: () => {},
      signal: controller.signal,
      workDir: options.workDir,
      stateDir: options.stateDir,
      platform: options.platform ?? process.platform,
    }).catch((error: Error) => ({
      outcome: { exitCode: null, error: error.message, failed: true },
      revision: null,
      files: 0,
      bytes: 0,
    }));
    const run: BackupRunReport = {
      planJobId: entry.run.planJobId,
      jobName: entry.run.jobName,
      trigger: 'SCHEDULE',
      backupKind: kind,
      status: controller.signal.aborted ? 'CANCELLED' : done.outcome.failed ? 'FAILED' : 'COMPLETED',
      startedAt,
      finishedAt: now().toISOString(),
      revision: done.revision,
      files: done.files,
      bytes: done.bytes,
      error: done.outcome.error?.slice(0, 2_000) ?? null,
    };
    report(run);
    return run;
  };

  /** The jobs due now, each with its slot kind; marks them handled. */
  const takeDue = () => {
    const at = now();
    const due: { entry: BackupScheduleEntry; kind: BackupSlot['kind'] }[] = [];
    for (const entry of saved.jobs) {
      const key = keyOf(entry);
      const state = saved.state[key];
      if (!state) continue;
      if (entry.schedule.type === 'NOW') {
        if (!state.ranNow) {
          state.ranNow = true;
          due.push({ entry, kind: 'FULL' });
        }
        continue;
      }
      const slot = dueSlot(entry.schedule, new Date(state.since), at);
      if (!slot) continue;
      state.since = at.toISOString();
      const missed = at.getTime() - slot.at.getTime() > MISSED_AFTER_MS;
      if (missed && !entry.executeMissedSchedule) continue;
      due.push({ entry, kind: slot.kind });
    }
    return due;
  };

  const arm = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (stopped || options.timers === false) return;
    const next = scheduler.nextSlot();
    const wait = next ? Math.max(0, next.at.getTime() - now().getTime()) : MAX_WAIT_MS;
    timer = setTimeout(() => void scheduler.runDue().catch(() => undefined), Math.min(wait, MAX_WAIT_MS));
    timer.unref?.();
  };

  const runDueOnce = () => {
    const result = chain.then(async () => {
      if (stopped) return [];
      const due = takeDue();
      await save();
      const runs: BackupRunReport[] = [];
      for (const { entry, kind } of due) {
        if (stopped) break;
        runs.push(await runOne(entry, kind));
        await save();
      }
      arm();
      return runs;
    });
    chain = result.catch(() => undefined);
    return result;
  };

  const scheduler: BackupScheduler = {
    async update(schedule) {
      await chain;
      const at = now().toISOString();
      const state: Record<string, JobState> = {};
      for (const entry of schedule.jobs) {
        const key = keyOf(entry);
        const before = saved.state[key];
        const scheduleKey = scheduleKeyOf(entry);
        state[key] = before && before.scheduleKey === scheduleKey ? before : { since: at, scheduleKey };
      }
      saved = { ...saved, policyId: schedule.policyId, jobs: schedule.jobs, state };
      await runDueOnce();
    },
    runDue: () => runDueOnce(),
    report,
    flush() {
      const pending = saved.pending;
      saved.pending = [];
      for (const run of pending) report(run);
      void save().catch(() => undefined);
    },
    nextSlot() {
      let first: BackupSlot | null = null;
      for (const entry of saved.jobs) {
        const state = saved.state[keyOf(entry)];
        if (!state) continue;
        const slot = nextSlot(entry.schedule, new Date(Math.max(Date.parse(state.since), now().getTime())));
        if (slot && (!first || slot.at < first.at)) first = slot;
      }
      return first;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      controller.abort();
      await chain;
    },
  };
  await runDueOnce();
  return scheduler;
}
