/**
 * The save flow of the app automations (001 §4): validate → pre-check → upload the new files with
 * per-file progress → create or update → done. One AbortController covers every request of a run,
 * so cancelling aborts whatever is in flight (pre-check, uploads, the save itself). Framework-free:
 * React binds it with `useSaveFlow`, node tests drive it directly.
 */

/** Where a save flow is. `idle` also follows a cancel or a silent pre-check failure (the form is usable again). */
export type SaveFlowStep = 'idle' | 'validating' | 'prechecking' | 'uploading' | 'saving' | 'done' | 'failed';

/** State of one file upload. */
export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

/** One file of the Uploading files modal. */
export interface UploadItem {
  /** Stable id of the file in this run. */
  id: string;
  name: string;
  /** Bytes to send. */
  size: number;
  /** Bytes sent so far. */
  loaded: number;
  status: UploadStatus;
}

/** A file to upload: `run` sends it and answers the stored attachment's id. */
export interface UploadTask {
  id: string;
  name: string;
  size: number;
  run: (signal: AbortSignal, onProgress: (loaded: number, total: number) => void) => Promise<number>;
}

/** What one run needs: every step is optional except `save`. */
export interface SaveFlowSteps<TDraft, TResult> {
  /** Checks the form; answers the issues (anything truthy stops the run) or nothing. */
  validate?: (draft: TDraft) => unknown;
  /** The pre-check call (001 §7.6). */
  preCheck?: (draft: TDraft, signal: AbortSignal) => Promise<unknown>;
  /** The new files to upload (installer, helper files, icon, file transfer file). */
  uploads?: (draft: TDraft) => readonly UploadTask[];
  /** Creates or updates, with the ids of the uploaded attachments by task id. */
  save: (draft: TDraft, attachments: ReadonlyMap<string, number>, signal: AbortSignal) => Promise<TResult>;
}

/** Options of {@link createSaveFlow}. */
export interface SaveFlowOptions<TDraft, TResult> extends SaveFlowSteps<TDraft, TResult> {
  /**
   * A failed pre-check returns the flow to `idle` without an error (001 §4: the install flow's
   * pre-check failure is silent and re-enables the form).
   * @default false
   */
  silentPreCheckFailure?: boolean;
}

/** The state a view renders. */
export interface SaveFlowState<TResult> {
  step: SaveFlowStep;
  /** The files of the current run (empty when nothing is uploaded). */
  uploads: UploadItem[];
  /** The validation issues that stopped the last run. */
  issues: unknown;
  /** The error of a failed run. */
  error: unknown;
  /** What `save` answered in the last successful run. */
  result: TResult | undefined;
}

/** How a run ended. */
export type SaveFlowOutcome<TResult> =
  | { status: 'saved'; result: TResult }
  | { status: 'invalid'; issues: unknown }
  | { status: 'precheck-failed'; error: unknown; silent: boolean }
  | { status: 'cancelled' }
  | { status: 'failed'; error: unknown };

/** The store of a save flow. */
export interface SaveFlow<TDraft, TResult> {
  getState(): SaveFlowState<TResult>;
  subscribe(listener: () => void): () => void;
  /** Runs the flow for a draft. A second call while one runs answers `cancelled` at once. */
  start(draft: TDraft): Promise<SaveFlowOutcome<TResult>>;
  /** Aborts every request in flight and returns to `idle`. */
  cancel(): void;
  /** Back to `idle` after `done` or `failed`. */
  reset(): void;
  /** True while a run is between validation and its end (the form is disabled). */
  isBusy(): boolean;
}

/** True while a step is running: the submit button shows 'Processing...'. */
export function isBusyStep(step: SaveFlowStep): boolean {
  return step === 'validating' || step === 'prechecking' || step === 'uploading' || step === 'saving';
}

/**
 * The overall upload progress, 0 to 1, over every file by bytes.
 * @example uploadFraction([{ size: 100, loaded: 50, ... }]) // 0.5
 */
export function uploadFraction(items: readonly UploadItem[]): number {
  const total = items.reduce((sum, item) => sum + item.size, 0);
  if (total === 0) return items.every((item) => item.status === 'done') && items.length > 0 ? 1 : 0;
  return items.reduce((sum, item) => sum + Math.min(item.loaded, item.size), 0) / total;
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

const initialState = <TResult>(): SaveFlowState<TResult> => ({
  step: 'idle',
  uploads: [],
  issues: undefined,
  error: undefined,
  result: undefined,
});

/**
 * Creates a save flow store.
 * @example
 * const flow = createSaveFlow({ validate, preCheck, uploads, save, silentPreCheckFailure: true });
 * const outcome = await flow.start(draft); // { status: 'saved', result }
 */
export function createSaveFlow<TDraft, TResult>(
  options: SaveFlowOptions<TDraft, TResult>,
): SaveFlow<TDraft, TResult> {
  let state = initialState<TResult>();
  const listeners = new Set<() => void>();
  let controller: AbortController | null = null;
  let run = 0;

  const set = (patch: Partial<SaveFlowState<TResult>>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  const setUpload = (id: string, patch: Partial<UploadItem>) => {
    set({ uploads: state.uploads.map((item) => (item.id === id ? { ...item, ...patch } : item)) });
  };

  const start = async (draft: TDraft): Promise<SaveFlowOutcome<TResult>> => {
    if (controller) return { status: 'cancelled' };
    const current = ++run;
    const own = new AbortController();
    controller = own;
    const { signal } = own;
    const stale = () => current !== run || signal.aborted;
    const finish = (patch: Partial<SaveFlowState<TResult>>) => {
      if (controller === own) controller = null;
      set(patch);
    };

    set({ step: 'validating', uploads: [], issues: undefined, error: undefined });
    const issues = options.validate?.(draft);
    if (issues) {
      finish({ step: 'idle', issues });
      return { status: 'invalid', issues };
    }

    if (options.preCheck) {
      set({ step: 'prechecking' });
      try {
        await options.preCheck(draft, signal);
      } catch (error) {
        if (stale()) return { status: 'cancelled' };
        const silent = options.silentPreCheckFailure ?? false;
        finish(silent ? { step: 'idle' } : { step: 'failed', error });
        return { status: 'precheck-failed', error, silent };
      }
      if (stale()) return { status: 'cancelled' };
    }

    const tasks = options.uploads?.(draft) ?? [];
    const attachments = new Map<string, number>();
    if (tasks.length > 0) {
      set({
        step: 'uploading',
        uploads: tasks.map((task) => ({
          id: task.id,
          name: task.name,
          size: task.size,
          loaded: 0,
          status: 'waiting',
        })),
      });
      try {
        await Promise.all(
          tasks.map(async (task) => {
            setUpload(task.id, { status: 'uploading' });
            try {
              const id = await task.run(signal, (loaded) => {
                if (!stale()) setUpload(task.id, { loaded: Math.min(loaded, task.size) });
              });
              attachments.set(task.id, id);
              if (!stale()) setUpload(task.id, { status: 'done', loaded: task.size });
            } catch (error) {
              if (!stale()) setUpload(task.id, { status: 'failed' });
              throw error;
            }
          }),
        );
      } catch (error) {
        if (stale() || isAbort(error)) return { status: 'cancelled' };
        // One failure stops the others: nothing half-saved is left running.
        own.abort();
        finish({ step: 'failed', error });
        return { status: 'failed', error };
      }
      if (stale()) return { status: 'cancelled' };
    }

    set({ step: 'saving' });
    try {
      const result = await options.save(draft, attachments, signal);
      if (stale()) return { status: 'cancelled' };
      finish({ step: 'done', result });
      return { status: 'saved', result };
    } catch (error) {
      if (stale() || isAbort(error)) return { status: 'cancelled' };
      finish({ step: 'failed', error });
      return { status: 'failed', error };
    }
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start,
    cancel() {
      const active = controller;
      controller = null;
      run += 1;
      active?.abort();
      set({ step: 'idle', uploads: [], error: undefined });
    },
    reset() {
      if (controller) return;
      set(initialState<TResult>());
    },
    isBusy: () => isBusyStep(state.step),
  };
}
