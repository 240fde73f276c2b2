import { describe, expect, it, vi } from 'vitest';
import { createSaveFlow, isBusyStep, type SaveFlowStep, type UploadTask, uploadFraction } from './save-flow';

/** A promise the test settles, that rejects with an AbortError when its signal aborts. */
function deferred<T>(signal?: AbortSignal) {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function controllableTask(id: string, size: number) {
  const control: {
    progress?: (loaded: number) => void;
    done?: ReturnType<typeof deferred<number>>;
    signal?: AbortSignal;
  } = {};
  const task: UploadTask = {
    id,
    name: `${id}.bin`,
    size,
    run: (signal, onProgress) => {
      control.signal = signal;
      control.progress = (loaded) => onProgress(loaded, size);
      control.done = deferred<number>(signal);
      return control.done.promise;
    },
  };
  return { task, control };
}

function recordSteps(flow: {
  subscribe: (l: () => void) => () => void;
  getState: () => { step: SaveFlowStep };
}) {
  const steps: SaveFlowStep[] = [];
  flow.subscribe(() => {
    const step = flow.getState().step;
    if (steps[steps.length - 1] !== step) steps.push(step);
  });
  return steps;
}

describe('given a draft that fails validation', () => {
  it('stops before any call and keeps the issues', async () => {
    const preCheck = vi.fn();
    const save = vi.fn();
    const flow = createSaveFlow({ validate: () => ({ name: 'Required' }), preCheck, save });
    await expect(flow.start({})).resolves.toEqual({ status: 'invalid', issues: { name: 'Required' } });
    expect(preCheck).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
    expect(flow.getState()).toMatchObject({ step: 'idle', issues: { name: 'Required' } });
  });
});

describe('given a valid draft with new files', () => {
  it('pre-checks, uploads every file with progress, then saves with the attachment ids', async () => {
    const installer = controllableTask('installer', 200);
    const icon = controllableTask('icon', 50);
    const save = vi.fn(async (_draft: unknown, attachments: ReadonlyMap<string, number>) => ({
      id: 9,
      ids: Object.fromEntries(attachments),
    }));
    const flow = createSaveFlow({
      validate: () => undefined,
      preCheck: async () => undefined,
      uploads: () => [installer.task, icon.task],
      save,
    });
    const steps = recordSteps(flow);
    const outcome = flow.start({ name: 'A' });
    await tick();
    expect(flow.getState().step).toBe('uploading');
    expect(flow.getState().uploads.map((u) => [u.id, u.status])).toEqual([
      ['installer', 'uploading'],
      ['icon', 'uploading'],
    ]);
    installer.control.progress?.(100);
    expect(flow.getState().uploads[0]?.loaded).toBe(100);
    expect(uploadFraction(flow.getState().uploads)).toBeCloseTo(100 / 250);
    installer.control.progress?.(500); // never past the size
    expect(flow.getState().uploads[0]?.loaded).toBe(200);
    installer.control.done?.resolve(41);
    await tick();
    expect(flow.getState().uploads[0]?.status).toBe('done');
    expect(flow.isBusy()).toBe(true);
    icon.control.done?.resolve(42);
    await expect(outcome).resolves.toEqual({
      status: 'saved',
      result: { id: 9, ids: { installer: 41, icon: 42 } },
    });
    expect(steps).toEqual(['validating', 'prechecking', 'uploading', 'saving', 'done']);
    expect(uploadFraction(flow.getState().uploads)).toBe(1);
    expect(flow.isBusy()).toBe(false);
  });

  it('skips the upload step when no file is new', async () => {
    const flow = createSaveFlow({ uploads: () => [], save: async () => 'ok' });
    const steps = recordSteps(flow);
    await expect(flow.start({})).resolves.toEqual({ status: 'saved', result: 'ok' });
    expect(steps).toEqual(['validating', 'saving', 'done']);
  });
});

describe('given a cancel while uploading', () => {
  it('aborts every request in flight, returns to idle and never saves', async () => {
    const a = controllableTask('a', 10);
    const b = controllableTask('b', 10);
    const save = vi.fn();
    const flow = createSaveFlow({ uploads: () => [a.task, b.task], save });
    const outcome = flow.start({});
    await tick();
    a.control.done?.resolve(1);
    await tick();
    flow.cancel();
    await expect(outcome).resolves.toEqual({ status: 'cancelled' });
    expect(a.control.signal?.aborted).toBe(true);
    expect(b.control.signal?.aborted).toBe(true);
    expect(save).not.toHaveBeenCalled();
    expect(flow.getState()).toMatchObject({ step: 'idle', uploads: [] });
    expect(flow.isBusy()).toBe(false);
  });

  it('can run again after a cancel', async () => {
    const first = controllableTask('a', 10);
    let calls = 0;
    const flow = createSaveFlow({
      uploads: () => (calls++ === 0 ? [first.task] : []),
      save: async () => 'second',
    });
    const outcome = flow.start({});
    await tick();
    flow.cancel();
    await outcome;
    await expect(flow.start({})).resolves.toEqual({ status: 'saved', result: 'second' });
  });

  it('aborts the pre-check and the save too', async () => {
    let precheckSignal: AbortSignal | undefined;
    const flow = createSaveFlow({
      preCheck: (_draft, signal) => {
        precheckSignal = signal;
        return deferred(signal).promise;
      },
      save: vi.fn(),
    });
    const outcome = flow.start({});
    await tick();
    flow.cancel();
    await expect(outcome).resolves.toEqual({ status: 'cancelled' });
    expect(precheckSignal?.aborted).toBe(true);

    let saveSignal: AbortSignal | undefined;
    const saving = createSaveFlow({
      save: (_draft, _ids, signal) => {
        saveSignal = signal;
        return deferred<string>(signal).promise;
      },
    });
    const saved = saving.start({});
    await tick();
    expect(saving.getState().step).toBe('saving');
    saving.cancel();
    await expect(saved).resolves.toEqual({ status: 'cancelled' });
    expect(saveSignal?.aborted).toBe(true);
  });
});

describe('given a failing pre-check', () => {
  it('is silent in the install flow: back to idle with no error', async () => {
    const save = vi.fn();
    const flow = createSaveFlow({
      preCheck: async () => {
        throw new Error('409');
      },
      save,
      silentPreCheckFailure: true,
    });
    const outcome = await flow.start({});
    expect(outcome).toMatchObject({ status: 'precheck-failed', silent: true });
    expect(flow.getState()).toMatchObject({ step: 'idle', error: undefined });
    expect(save).not.toHaveBeenCalled();
  });

  it('is reported otherwise', async () => {
    const error = new Error('403');
    const flow = createSaveFlow({
      preCheck: async () => {
        throw error;
      },
      save: vi.fn(),
    });
    await expect(flow.start({})).resolves.toEqual({ status: 'precheck-failed', error, silent: false });
    expect(flow.getState()).toMatchObject({ step: 'failed', error });
    flow.reset();
    expect(flow.getState().step).toBe('idle');
  });
});

describe('given a failing upload', () => {
  it('aborts the other uploads, marks the file failed and does not save', async () => {
    const a = controllableTask('a', 10);
    const b = controllableTask('b', 10);
    const save = vi.fn();
    const flow = createSaveFlow({ uploads: () => [a.task, b.task], save });
    const outcome = flow.start({});
    await tick();
    const error = new Error('storage');
    a.control.done?.reject(error);
    await expect(outcome).resolves.toEqual({ status: 'failed', error });
    expect(b.control.signal?.aborted).toBe(true);
    expect(flow.getState().uploads.find((u) => u.id === 'a')?.status).toBe('failed');
    expect(flow.getState().step).toBe('failed');
    expect(save).not.toHaveBeenCalled();
  });
});

describe('given a failing save', () => {
  it('ends failed with the error', async () => {
    const error = new Error('500');
    const flow = createSaveFlow({
      save: async () => {
        throw error;
      },
    });
    await expect(flow.start({})).resolves.toEqual({ status: 'failed', error });
    expect(flow.getState()).toMatchObject({ step: 'failed', error });
  });
});

describe('helpers', () => {
  it('marks the running steps busy', () => {
    expect(
      ['validating', 'prechecking', 'uploading', 'saving'].every((s) => isBusyStep(s as SaveFlowStep)),
    ).toBe(true);
    expect(['idle', 'done', 'failed'].some((s) => isBusyStep(s as SaveFlowStep))).toBe(false);
  });
  it('refuses a second start while one runs', async () => {
    const flow = createSaveFlow({ save: () => new Promise(() => {}) });
    void flow.start({});
    await expect(flow.start({})).resolves.toEqual({ status: 'cancelled' });
  });
  it('computes the fraction of empty lists', () => {
    expect(uploadFraction([])).toBe(0);
  });
});
