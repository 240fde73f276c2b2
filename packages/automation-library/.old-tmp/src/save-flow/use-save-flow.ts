import { useEffect, useState, useSyncExternalStore } from 'react';
import { createSaveFlow, type SaveFlow, type SaveFlowOptions, type SaveFlowState } from './save-flow';

/**
 * Binds a {@link createSaveFlow} store to React. The steps are read through a ref on every run, so
 * the latest props and state are used without recreating the store; unmounting cancels a run.
 * @example
 * const [state, flow] = useSaveFlow({ validate, preCheck, uploads, save, silentPreCheckFailure: true });
 * <Button disabled={flow.isBusy()} onClick={() => flow.start(draft)}>Save</Button>
 */
export function useSaveFlow<TDraft, TResult>(
  options: SaveFlowOptions<TDraft, TResult>,
): [SaveFlowState<TResult>, SaveFlow<TDraft, TResult>] {
  const [latest] = useState(() => ({ current: options }));
  latest.current = options;
  const [flow] = useState(() =>
    createSaveFlow<TDraft, TResult>({
      validate: (draft) => latest.current.validate?.(draft),
      preCheck: (draft, signal) => latest.current.preCheck?.(draft, signal) ?? Promise.resolve(),
      uploads: (draft) => latest.current.uploads?.(draft) ?? [],
      save: (draft, attachments, signal) => latest.current.save(draft, attachments, signal),
      get silentPreCheckFailure() {
        return latest.current.silentPreCheckFailure;
      },
    }),
  );
  useEffect(() => () => flow.cancel(), [flow]);
  const state = useSyncExternalStore(flow.subscribe, flow.getState, flow.getState);
  return [state, flow];
}
